// swift-tools-version:6.1
import PackageDescription

// The house has four rooms with arrows one way (see STYLE in the shared docs):
// the picker model, the accessibility strings, speech, and the command-line tool.
// The espeak-ng backend arrives with its issue.
let package = Package(
    name: "PickerVoice",
    defaultLocalization: "en",
    products: [
        .library(name: "PickerModel", targets: ["PickerModel"]),
        .library(name: "PickerAccessibility", targets: ["PickerAccessibility"]),
        .executable(name: "pickervoice", targets: ["pickervoice"]),
    ],
    dependencies: [
        // The only dependency: parsing, help and error text for the CLI.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // 1. The picker model: modes, rules, wheels, rows, actions, events.
        .target(name: "PickerModel"),
        // 2. The accessibility strings: spoken elements and announcements for a locale.
        .target(name: "PickerAccessibility", dependencies: ["PickerModel", "PickerVoiceLocalizations"]),
        // The translation tables of the fixed phrases, one .lproj per language.
        .target(
            name: "PickerVoiceLocalizations",
            path: "Localizations",
            exclude: ["README.md"]
        ),
        // Data that is not translated: the JSON schemas of the CLI's output contract.
        .target(
            name: "PickerVoiceResources",
            path: "Resources",
            exclude: ["README.md"],
            resources: [.copy("Schemas")]
        ),
        // 4. The command-line tool: parsing, wiring, printing.
        .executableTarget(
            name: "pickervoice",
            dependencies: [
                "PickerModel",
                "PickerAccessibility",
                "PickerVoiceResources",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "PickerModelTests", dependencies: ["PickerModel"]),
        .testTarget(
            name: "PickerAccessibilityTests",
            dependencies: ["PickerAccessibility", "PickerVoiceLocalizations"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "PickerVoiceCLITests",
            // "pickervoice" so that the binary the tests run is built before them.
            dependencies: ["pickervoice", "PickerVoiceResources"]
        ),
    ]
)
