// swift-tools-version:6.1
import PackageDescription

// The house has four rooms with arrows one way (see STYLE in the shared docs):
// the picker model, the accessibility strings, speech, and the command-line tool.
//
// Speech through espeak-ng sits behind the `Speech` trait, on by default. Without it
// (`--disable-default-traits`) nothing links espeak-ng or pcaudiolib, the backend's
// target compiles empty, and `pickervoice speak` says that the build has no speech.
let package = Package(
    name: "PickerVoice",
    defaultLocalization: "en",
    products: [
        .library(name: "PickerModel", targets: ["PickerModel"]),
        .library(name: "PickerAccessibility", targets: ["PickerAccessibility"]),
        .library(name: "PickerSpeech", targets: ["PickerSpeech"]),
        .library(name: "PickerSpeechEspeak", targets: ["PickerSpeechEspeak"]),
        .library(name: "PickerTableExchange", targets: ["PickerTableExchange"]),
        .library(name: "PickerReports", targets: ["PickerReports"]),
        .library(name: "PickerQA", targets: ["PickerQA"]),
        .library(name: "PickerSession", targets: ["PickerSession"]),
        .library(name: "PickerFiles", targets: ["PickerFiles"]),
        .executable(name: "pickervoice", targets: ["pickervoice"]),
    ],
    traits: [
        .trait(
            name: "Speech",
            description: "Speak through espeak-ng in-process (needs libespeak-ng-dev, libpcaudio-dev and libsoxr-dev)."
        ),
        .default(enabledTraits: ["Speech"]),
    ],
    dependencies: [
        // Parsing, help and error text for the CLI.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // For tests only: random pickers and action sequences, shrunk to small counterexamples.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // 1. The picker model: modes, rules, wheels, rows, actions, events.
        .target(name: "PickerModel"),
        // Beside the rooms: sets of files written into a folder all or nothing, and the
        // signals (SIGINT, SIGTERM, SIGHUP) that may interrupt them. Every command that
        // writes files, and any other front end, writes through it.
        .target(name: "PickerFiles", dependencies: ["PickerModel"]),
        // 2. The accessibility strings: spoken elements and announcements for a locale.
        // It links the ICU inside the toolchain's Foundation for what Foundation on Linux does
        // not format: CLDR's units with plural forms, and collation (CLDR/ICUCalls.swift).
        .target(
            name: "PickerAccessibility",
            dependencies: ["PickerModel", "PickerVoiceLocalizations"],
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        // The translation tables of the fixed phrases, one .lproj per language.
        .target(
            name: "PickerVoiceLocalizations",
            path: "Localizations",
            exclude: ["README.md"]
        ),
        // Part of room 2, for the people who review the tables: XLIFF export of the tables
        // (with their notes and Apple's wording) and a validating, all-or-nothing import; a
        // folder of tables read for a narrator (--localizations); the spoken form's readings
        // (room 3's spoken-forms.json) exported and imported the same way, so it sits above
        // PickerSpeech. New files are written through PickerFiles' staged folder.
        // FoundationXML links libxml2 at run time.
        .target(
            name: "PickerTableExchange",
            dependencies: ["PickerModel", "PickerAccessibility", "PickerVoiceLocalizations", "PickerFiles", "PickerSpeech"],
            resources: [.copy("Reference")]
        ),
        // 3. Speech: the synthesizer protocol, audio, WAV files, the spoken form of a text; it
        //    knows no pickers (speaking one is PickerSession's PickerSpeaker). No C here, so
        //    it builds and is tested with or without the trait.
        //    The spoken form of each language (SpokenForm/spoken-forms.json) is compiled in:
        //    every synthesis reads it, and it is small.
        .target(
            name: "PickerSpeech",
            dependencies: ["PickerModel", "PickerAccessibility"],
            resources: [.embedInCode("SpokenForm/spoken-forms.json")]
        ),
        // The espeak-ng implementation: the only code that imports the C module. Its files
        // are wrapped in `#if Speech`, so without the trait it compiles to nothing.
        .target(
            name: "PickerSpeechEspeak",
            dependencies: [
                "PickerModel",
                "PickerSpeech",
                "PickerAccessibility",
                "PickerVoiceResources",
                .target(name: "CEspeakNG", condition: .when(traits: ["Speech"])),
            ]
        ),
        // The headers of espeak-ng, of pcaudiolib (which espeak-ng itself plays through)
        // for playback, and of libsoxr for resampling: libespeak-ng-dev, libpcaudio-dev and
        // libsoxr-dev. The libraries are not linked but loaded when first needed
        // (Sources/CEspeakNG/shim.h).
        .systemLibrary(name: "CEspeakNG"),
        // Data that is not translated: the JSON schemas of the CLI's output contract and
        // the table of espeak-ng voices. The voice table is compiled into the code: every
        // synthesis reads it, and finding a file through Foundation's Bundle took longer
        // than a short synthesis in a fresh process.
        .target(
            name: "PickerVoiceResources",
            path: "Resources",
            // Examples/ holds picker descriptions for --picker, read from the checkout.
            exclude: ["README.md", "Examples"],
            resources: [.copy("Schemas"), .embedInCode("Voices/espeak-ng.json")]
        ),
        // The localization QA sweep: every row of every wheel spoken for many locales, modes
        // and calendars, and checked. Above rooms 2 and 3 (it can ask any synthesizer for
        // phonemes), below the tool, which renders its reports.
        .target(name: "PickerQA", dependencies: ["PickerModel", "PickerAccessibility", "PickerSpeech"]),
        // Above room 2: the reports of describe, simulate and qa, and one renderer per
        // format (text, JSON, CSV, Markdown, HTML, JUnit). The tool and any other front end
        // print them.
        .target(name: "PickerReports", dependencies: ["PickerModel", "PickerAccessibility", "PickerSpeech", "PickerQA"]),
        // A live picker driven over JSON Lines (pickervoice session), and the reading of
        // input text (locales, calendars, zones, dates) the tool and the session share.
        .target(
            name: "PickerSession",
            dependencies: ["PickerModel", "PickerAccessibility", "PickerSpeech", "PickerReports", "PickerFiles"]
        ),
        // 4. The command-line tool: parsing, wiring, printing.
        .executableTarget(
            name: "pickervoice",
            dependencies: [
                "PickerModel",
                "PickerAccessibility",
                "PickerSpeech",
                .target(name: "PickerSpeechEspeak", condition: .when(traits: ["Speech"])),
                "PickerVoiceResources",
                "PickerTableExchange",
                "PickerReports",
                "PickerQA",
                "PickerSession",
                "PickerFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the test targets share: the reference now, wall times, pickers made with
        // everything explicit.
        .target(name: "PickerTestSupport", dependencies: ["PickerModel"], path: "Tests/PickerTestSupport"),
        .testTarget(name: "PickerModelTests", dependencies: ["PickerModel", "PickerTestSupport"]),
        .testTarget(
            name: "PickerAccessibilityTests",
            dependencies: ["PickerAccessibility", "PickerSpeech", "PickerVoiceLocalizations", "PickerTestSupport"],
            // Reference/ is read by path (and copied into PickerTableExchange's resources).
            exclude: ["Golden", "Reference"]
        ),
        .testTarget(
            name: "PickerTableExchangeTests",
            dependencies: ["PickerTableExchange", "PickerAccessibility", "PickerVoiceLocalizations", "PickerModel", "PickerTestSupport"]
        ),
        .testTarget(name: "PickerSpeechTests", dependencies: ["PickerSpeech", "PickerAccessibility", "PickerModel", "PickerTestSupport"]),
        .testTarget(name: "PickerReportsTests", dependencies: ["PickerReports", "PickerTestSupport"]),
        .testTarget(
            name: "PickerSessionTests",
            dependencies: ["PickerSession", "PickerSpeech", "PickerAccessibility", "PickerModel", "PickerFiles", "PickerTestSupport"]
        ),
        .testTarget(
            name: "PickerPropertyTests",
            dependencies: [
                "PickerModel", "PickerAccessibility", "PickerSession", "PickerTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "PickerQATests",
            dependencies: [
                "PickerQA", "PickerModel", "PickerAccessibility", "PickerSpeech", "PickerTestSupport",
                .target(name: "PickerSpeechEspeak", condition: .when(traits: ["Speech"])),
            ]
        ),
        .testTarget(name: "PickerSpeechEspeakTests", dependencies: ["PickerSpeechEspeak", "PickerSpeech", "PickerAccessibility", "PickerModel"]),
        .testTarget(
            name: "PickerVoiceCLITests",
            // "pickervoice" so that the binary the tests run is built before them.
            dependencies: [
                "pickervoice", "PickerVoiceResources", "PickerTestSupport", "PickerSession",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Golden"]
        ),
    ]
)
