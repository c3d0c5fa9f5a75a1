import Benchmark
import Foundation
import PickerAccessibility
import PickerBenchmarkSupport
import PickerModel

// Issue 12's figures for the picker and its accessibility strings, each with the baseline
// scripts/bench divides it by:
// - "action.MODE.WHEEL.LOCALE": one user action on a wheel and its announcement
//   (`PickerNarrator.perform`), warm. The action alternates increment and decrement, so the
//   picker stays put and every iteration is the same work. Targets: time-of-day wheels
//   (hour, minute, AM/PM, in time and dateAndTime mode) ≤5 µs p50 and ≤20 µs p99; date-mode
//   wheels (month, day, year) and the dateAndTime date wheel ≤5 µs p50.
//   Baseline "model.MODE.WHEEL.LOCALE": the same action on the model alone
//   (`DatePicker.perform` and the wheels after it), with no spoken text.
//   "action.described.quantity.LOCALE": the same on a described picker's column (issue 20:
//   every kind of wheel and column ≤3 µs p50).
// - "row.MODE.WHEEL.LOCALE": a row's spoken value as the QA sweep asks for it
//   (`PickerNarrator.spokenValue(of:in:)`), row after row of the wheel. Target ≤2 µs per row.
//   Baseline "formatter.WHEEL.LOCALE": one call of a kept `DateFormatter` for the same field
//   in the same locale, the least a value from CLDR can cost.
// - "memory.actions": a million actions with their announcements in one picker; the resident
//   set must stay flat once the caches are warm ("rssGrowthKB").
let benchmarks: @Sendable () -> Void = {
    let locales = ["en_US", "de_DE", "ja_JP"]
    let wheelsByMode: [(DatePickerMode, [WheelKind])] = [
        (.time, [.hour, .minute, .dayPeriod]),
        (.date, [.month, .day, .year]),
        (.dateAndTime, [.date, .hour, .minute]),
        (.countDownTimer, [.countDownHours, .countDownMinutes]),
    ]

    for (mode, wheels) in wheelsByMode {
        for wheel in wheels {
            for locale in locales {
                // A 24-hour locale has no AM/PM wheel.
                guard makePicker(mode, locale: locale).wheel(wheel) != nil else { continue }
                let name = "\(mode.rawValue).\(wheel.rawValue).\(locale)"

                let picker = makePicker(mode, locale: locale)
                let narrator = PickerNarrator()
                var count = 0
                Benchmark("action.\(name)", configuration: BenchmarkRun.latency()) { _ in
                    count += 1
                    do {
                        blackHole(try narrator.perform(count.isMultiple(of: 2) ? .decrement : .increment, on: wheel, of: picker).announcement)
                    } catch {
                        preconditionFailure("\(name): \(error)")
                    }
                }

                let model = makePicker(mode, locale: locale)
                var modelCount = 0
                Benchmark("model.\(name)", configuration: BenchmarkRun.latency()) { _ in
                    modelCount += 1
                    do {
                        blackHole(try model.perform(modelCount.isMultiple(of: 2) ? .decrement : .increment, on: wheel))
                        blackHole(model.wheels)
                    } catch {
                        preconditionFailure("\(name): \(error)")
                    }
                }
            }
        }
    }

    // A column of a picker an app describes (issue 20): the same work through the column
    // core, a quantity from 1 to 99 with its own spoken rows. Baseline: the column's action
    // alone (`ListPicker.perform`).
    for locale in locales {
        func quantity() -> ListPicker {
            ListPicker(columns: [
                .init(id: "quantity", label: "Quantity", rows: (1...99).map { ColumnRow(text: "\($0)", accessibilityLabel: "\($0) items") }, selectedRow: 40),
            ], locale: Locale(identifier: locale))
        }
        let name = "described.quantity.\(locale)"
        let picker = quantity()
        let narrator = PickerNarrator()
        var count = 0
        Benchmark("action.\(name)", configuration: BenchmarkRun.latency()) { _ in
            count += 1
            do {
                blackHole(try narrator.perform(count.isMultiple(of: 2) ? .decrement : .increment, onColumn: "quantity", of: picker).announcement)
            } catch {
                preconditionFailure("\(name): \(error)")
            }
        }
        let model = quantity()
        var modelCount = 0
        Benchmark("model.\(name)", configuration: BenchmarkRun.latency()) { _ in
            modelCount += 1
            do {
                blackHole(try model.perform(modelCount.isMultiple(of: 2) ? .decrement : .increment, onColumn: "quantity"))
            } catch {
                preconditionFailure("\(name): \(error)")
            }
        }
    }

    let rowWheels: [(DatePickerMode, WheelKind, template: String, [String])] = [
        (.date, .month, "MMMM", locales),
        (.date, .day, "d", locales),
        (.time, .dayPeriod, "a", ["en_US"]),
    ]
    for (mode, wheel, template, rowLocales) in rowWheels {
        for locale in rowLocales {
            let picker = makePicker(mode, locale: locale)
            guard let rows = picker.wheel(wheel)?.rows else { preconditionFailure("\(mode) has no \(wheel) wheel in \(locale)") }
            let narrator = PickerNarrator()
            var index = 0
            Benchmark("row.\(mode.rawValue).\(wheel.rawValue).\(locale)", configuration: BenchmarkRun.latency()) { _ in
                blackHole(narrator.spokenValue(of: rows[index], in: picker))
                index = (index + 1) % rows.count
            }

            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.setLocalizedDateFormatFromTemplate(template)
            // As many instants as the wheel has rows, a month, a day or twelve hours apart.
            let step: TimeInterval = switch wheel {
            case .month: 31 * 86_400
            case .day: 86_400
            default: 12 * 3_600
            }
            let instants = rows.indices.map { wallTime("2026-01-01T06:00").addingTimeInterval(Double($0) * step) }
            var instant = 0
            Benchmark("formatter.\(wheel.rawValue).\(locale)", configuration: BenchmarkRun.latency()) { _ in
                blackHole(formatter.string(from: instants[instant]))
                instant = (instant + 1) % instants.count
            }
        }
    }

    // One iteration: warm up with a tenth of the actions, note the resident set, do the
    // rest, and report how much it grew (flat is 0, give or take the pages an allocator
    // keeps). The actions: hours and minutes going round, and every tenth one the date
    // walking a year forward and back, so that the announcements keep changing.
    let actionCount = BenchmarkRun.size(full: 1_000_000, quick: 10_000)
    let memoryMetrics = [BenchmarkMetric.wallClock, .peakMemoryResident, MemoryMetrics.rssGrowth, MemoryMetrics.actions]
    Benchmark(
        "memory.actions",
        configuration: .init(
            metrics: memoryMetrics, timeUnits: .milliseconds, units: BenchmarkRun.exactUnits(for: memoryMetrics),
            warmupIterations: 0, maxDuration: .seconds(600), maxIterations: 1
        )
    ) { benchmark in
        let picker = makePicker(.dateAndTime, locale: "en_US")
        let narrator = PickerNarrator()
        let warm = actionCount / 10
        var residentAfterWarmUp = 0
        var dateSteps = 0
        for step in 0..<actionCount {
            if step == warm { residentAfterWarmUp = residentKilobytes() }
            let wheel: WheelKind
            let action: WheelAction
            if step % 10 == 9 {
                wheel = .date
                action = dateSteps % 730 < 365 ? .increment : .decrement
                dateSteps += 1
            } else {
                wheel = step.isMultiple(of: 2) ? .hour : .minute
                action = .increment
            }
            do {
                blackHole(try narrator.perform(action, on: wheel, of: picker).announcement)
            } catch {
                preconditionFailure("\(wheel): \(error)")
            }
        }
        benchmark.measurement(MemoryMetrics.rssGrowth, residentKilobytes() - residentAfterWarmUp)
        benchmark.measurement(MemoryMetrics.actions, actionCount)
    }
}

enum MemoryMetrics {
    /// How many kilobytes the resident set grew from a tenth of the actions to all of them.
    static let rssGrowth = BenchmarkMetric.custom("rssGrowthKB", polarity: .prefersSmaller, useScalingFactor: false)
    /// How many actions the memory benchmark performed.
    static let actions = BenchmarkMetric.custom("actions", polarity: .prefersLarger, useScalingFactor: false)
}

/// The process's resident set in kilobytes, from `/proc/self/statm`; 0 where there is none.
func residentKilobytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}
