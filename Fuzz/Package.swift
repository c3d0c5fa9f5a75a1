// swift-tools-version:6.1
import PackageDescription

// Fuzz targets (libFuzzer), outside the main package so that its build and tests never
// carry the fuzzer's instrumentation. Built and run by scripts/fuzz:
//
//   scripts/fuzz ssml 60            # fuzz SSMLDocument for 60 seconds
//   scripts/fuzz speech-text 60     # fuzz the text checks and espeak-ng's text handling
//   scripts/fuzz action-script 60   # fuzz the action-script parser and the steps it gives
//   scripts/fuzz session 60         # fuzz the session's request lines
let package = Package(
    name: "PickerVoiceFuzz",
    dependencies: [.package(name: "PickerVoice", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzSSML",
            dependencies: [.product(name: "PickerSpeech", package: "PickerVoice")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzActionScript",
            dependencies: [.product(name: "PickerModel", package: "PickerVoice")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzSession",
            dependencies: [.product(name: "PickerSession", package: "PickerVoice")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzSpeechText",
            dependencies: [
                .product(name: "PickerSpeech", package: "PickerVoice"),
                .product(name: "PickerSpeechEspeak", package: "PickerVoice"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
