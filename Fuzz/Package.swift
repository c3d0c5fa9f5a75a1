// swift-tools-version:6.1
import PackageDescription

// Fuzz targets (libFuzzer), outside the main package so that its build and tests never
// carry the fuzzer's instrumentation. Built and run by scripts/fuzz:
//
//   scripts/fuzz ssml 60            # fuzz SSMLDocument for 60 seconds
//   scripts/fuzz speech-text 60     # fuzz the text checks and espeak-ng's text handling
//   scripts/fuzz action-script 60   # fuzz the action-script parser and the steps it gives
//   scripts/fuzz session 60         # fuzz the session: request lines, and configures of random pickers
let package = Package(
    name: "PickerVoiceFuzz",
    dependencies: [.package(name: "PickerVoice", path: "..")],
    targets: [
        // libFuzzer's driver, shared by the targets' entry points.
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzSSML",
            dependencies: ["FuzzDriver", .product(name: "PickerSpeech", package: "PickerVoice")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzActionScript",
            dependencies: ["FuzzDriver", .product(name: "PickerModel", package: "PickerVoice")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzSession",
            dependencies: ["FuzzDriver", .product(name: "PickerSession", package: "PickerVoice")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzSpeechText",
            dependencies: [
                "FuzzDriver",
                .product(name: "PickerSpeech", package: "PickerVoice"),
                .product(name: "PickerSpeechEspeak", package: "PickerVoice"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
