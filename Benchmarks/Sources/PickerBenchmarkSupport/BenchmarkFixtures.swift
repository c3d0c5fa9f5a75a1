import Benchmark
import Foundation
import PickerModel

/// The instant every benchmark takes as now: Saturday 21 November 2026, 12:00 UTC, the tests'
/// reference.
public let referenceNow = Date(timeIntervalSince1970: 1_795_262_400)

/// How long the suites run, read once from `PICKERVOICE_BENCH_QUICK`: set (to anything but
/// empty or 0) by `scripts/bench --quick`, which only proves that every benchmark still runs.
public enum BenchmarkRun {
    /// Whether this is the quick run: a few iterations each and small workloads.
    public static let isQuick: Bool = {
        let value = ProcessInfo.processInfo.environment["PICKERVOICE_BENCH_QUICK"] ?? ""
        return !value.isEmpty && value != "0"
    }()

    /// `full` in a real run, `quick` in the quick one.
    public static func size<T>(full: T, quick: T) -> T {
        isQuick ? quick : full
    }

    /// A configuration for latency benchmarks: one operation per iteration, so that the
    /// percentiles are those of single operations, in nanoseconds (the exported percentiles
    /// are integers in the configured unit), with allocations counted.
    ///
    /// - Parameters:
    ///   - iterations: the most iterations in a full run; a quick run does 20.
    ///   - seconds: the longest a full run takes; a quick run takes at most 0.2 s.
    public static func latency(
        iterations: Int = 100_000, seconds: Int = 1, metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    ) -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: metrics,
            timeUnits: .nanoseconds,
            units: exactUnits(for: metrics),
            warmupIterations: size(full: 100, quick: 2),
            maxDuration: size(full: .seconds(seconds), quick: .milliseconds(200)),
            maxIterations: size(full: iterations, quick: 20)
        )
    }
}

extension BenchmarkRun {
    /// Units that keep every count exact in the exported percentiles (the default rounds
    /// 63,412 rows per second to "63 K").
    public static func exactUnits(for metrics: [BenchmarkMetric]) -> [BenchmarkMetric: BenchmarkUnits] {
        let times: Set<BenchmarkMetric> = [.wallClock, .cpuTotal, .cpuUser, .cpuSystem]
        return Dictionary(uniqueKeysWithValues: metrics.filter { !times.contains($0) }.map { ($0, .count) })
    }
}

/// A Gregorian wall time in `zone`, written `2026-11-21T14:05`.
public func wallTime(_ text: String, _ zone: String = "UTC") -> Date {
    let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0)!
    let parts = DateComponents(
        year: numbers[0], month: numbers[1], day: numbers[2],
        hour: numbers.count > 3 ? numbers[3] : 0, minute: numbers.count > 4 ? numbers[4] : 0
    )
    guard let date = calendar.date(from: parts) else { preconditionFailure("no instant for \(text) in \(zone)") }
    return date
}

/// A picker with everything explicit: Gregorian, UTC, 2026-11-21 14:05 and the reference now
/// unless told, as the tests make them.
public func makePicker(
    _ mode: DatePickerMode, locale: String, zone: String = "UTC", at time: String = "2026-11-21T14:05"
) -> DatePicker {
    DatePicker(
        mode: mode, date: wallTime(time, zone),
        locale: Locale(identifier: locale), calendar: Calendar(identifier: .gregorian),
        timeZone: TimeZone(identifier: zone)!, clock: { referenceNow }
    )
}
