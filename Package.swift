// swift-tools-version:6.1
import PackageDescription

// The house has four rooms with arrows one way (see STYLE in the shared docs):
// the picker model, the accessibility strings, speech, and the command-line tool.
// This manifest holds the rooms that exist today; the accessibility strings
// (with `Localizations/`) and the espeak-ng backend arrive with their issues.
let package = Package(
    name: "PickerVoice",
    products: [
        .library(name: "PickerModel", targets: ["PickerModel"]),
        .executable(name: "pickervoice", targets: ["pickervoice"]),
    ],
    dependencies: [
        // The only dependency: parsing, help and error text for the CLI.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // 1. The picker model: modes, rules, wheels, rows, actions, events.
        .target(name: "PickerModel"),
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
                "PickerVoiceResources",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "PickerModelTests", dependencies: ["PickerModel"]),
        .testTarget(
            name: "PickerVoiceCLITests",
            // "pickervoice" so that the binary the tests run is built before them.
            dependencies: ["pickervoice", "PickerVoiceResources"]
        ),
    ]
)
