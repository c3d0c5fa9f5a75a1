import Benchmark
import Foundation
import PickerBenchmarkSupport
import PickerQA

// Issue 12's figures for the localization QA sweep, in-process: a quarter of the locales
// Foundation knows, the four modes, Gregorian, no speech checks (as `pickervoice qa
// --all-locales --no-speech`), on one worker thread and on two. "rowsPerSecond" is the spoken
// values the sweep made per second of wall time; peak RSS is the process's.
// `pickervoice qa --all-locales` as a whole, start-up and report included, is timed by
// scripts/bench (target < 3 s on 2 cores).
let benchmarks: @Sendable () -> Void = {
    // Every fourth locale (a twelfth of them in a quick run), so that a warm-up and a few
    // iterations fit in the run: a rate does not depend on how many locales there are.
    let all = Locale.availableIdentifiers.sorted().map(Locale.init(identifier:))
    let locales = stride(from: 0, to: all.count, by: BenchmarkRun.size(full: 4, quick: 80)).map { all[$0] }
    let sweep = QASweep(QASweep.Configuration(
        locales: locales, referenceDate: referenceNow, timeZone: TimeZone(identifier: "UTC")!
    ))

    let metrics = [BenchmarkMetric.wallClock, .cpuTotal, .peakMemoryResident, SweepMetrics.rowsPerSecond, SweepMetrics.rowsSpoken]
    for workers in [1, 2] {
        Benchmark(
            "sweep.workers\(workers)",
            configuration: .init(
                metrics: metrics, timeUnits: .milliseconds, units: BenchmarkRun.exactUnits(for: metrics),
                warmupIterations: BenchmarkRun.size(full: 1, quick: 0),
                maxDuration: .seconds(BenchmarkRun.size(full: 30, quick: 5)),
                maxIterations: BenchmarkRun.size(full: 3, quick: 1)
            )
        ) { benchmark in
            let start = ContinuousClock.now
            let report = sweep.run(workers: workers)
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            benchmark.measurement(SweepMetrics.rowsSpoken, report.summary.rowsSpoken)
            benchmark.measurement(SweepMetrics.rowsPerSecond, Int(Double(report.summary.rowsSpoken) / seconds))
        }
    }
}

enum SweepMetrics {
    /// Spoken values per second of wall time.
    static let rowsPerSecond = BenchmarkMetric.custom("rowsPerSecond", polarity: .prefersLarger, useScalingFactor: false)
    /// Spoken values in one sweep (the same in every iteration).
    static let rowsSpoken = BenchmarkMetric.custom("rowsSpoken", polarity: .prefersLarger, useScalingFactor: false)
}
