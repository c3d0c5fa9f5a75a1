// swift-tools-version:6.1
import PackageDescription

// The library benchmarks of issue 12, apart from the main package so that its dependency list
// and its CI build stay lean. Run them with `scripts/bench` (which also times the processes and
// the C baseline and writes BENCHMARKS.md), or alone with
// `swift package --package-path Benchmarks benchmark`.
//
// ordo-one/benchmark with only its MallocInterposer trait: allocations are counted by an
// interposed malloc, and the Swift 6.3 ARC runtime interposer (another package) stays out.
let package = Package(
    name: "PickerVoiceBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder's name (the clone's).
        .package(name: "PickerVoice", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the suites share: pickers with everything explicit, the texts spoken, quick mode.
        .target(
            name: "PickerBenchmarkSupport",
            dependencies: [
                .product(name: "PickerModel", package: "PickerVoice"),
                .product(name: "Benchmark", package: "benchmark"),
            ]
        ),
        // An action and its announcement, per wheel kind and locale; a row's spoken value;
        // memory over a million actions.
        .executableTarget(
            name: "Narration",
            dependencies: [
                "PickerBenchmarkSupport",
                .product(name: "PickerModel", package: "PickerVoice"),
                .product(name: "PickerAccessibility", package: "PickerVoice"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Narration",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The localization QA sweep over every locale, on one worker and on two.
        .executableTarget(
            name: "Sweep",
            dependencies: [
                "PickerBenchmarkSupport",
                .product(name: "PickerQA", package: "PickerVoice"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Sweep",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A session's request-to-response time, in-process.
        .executableTarget(
            name: "Session",
            dependencies: [
                "PickerBenchmarkSupport",
                .product(name: "PickerSession", package: "PickerVoice"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Session",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Synthesis through espeak-ng in-process: whole texts and the first streamed chunk.
        // espeak-ng's state is process-global, so its C baseline
        // (Baseline/espeak-synthesis.c) runs in a process of its own.
        .executableTarget(
            name: "Synthesis",
            dependencies: [
                "PickerBenchmarkSupport",
                .product(name: "PickerSpeech", package: "PickerVoice"),
                .product(name: "PickerSpeechEspeak", package: "PickerVoice"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Synthesis",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
