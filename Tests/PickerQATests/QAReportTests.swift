import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech
@testable import PickerQA
import Synchronization
import Testing

@Suite("QAReport")
struct QAReportTests {
    static let locales = ["mk_MK", "ain", "mn_MN", "bo", "de_DE", "ar_EG", "ja_JP", "en_US"]

    @Test("the same input gives the same bytes")
    func determinism() throws {
        let first = try sweep(Self.locales).json()
        let second = try sweep(Self.locales.reversed()).json()
        #expect(first == second)
        #expect(!first.contains("{\"gregorian\""), "calendars are CLDR names, not encoded enums")
    }

    @Test("one worker and two give the same report")
    func workers() {
        #expect(sweep(Self.locales, workers: 1) == sweep(Self.locales, workers: 2))
    }

    @Test("shares of the locales, swept apart and merged, give the report of the whole sweep", arguments: [1, 2, 3, 50])
    func shares(count: Int) throws {
        let checker = ScriptedChecker(voices: ["ja": Voice("ja"), "he": Voice("he"), "tr": Voice("tr"), "de": Voice("de")])
        let whole = configuration(Self.locales + ["ja_JP", "tr_TR"], modes: [.time, .countDownTimer], speechChecker: checker)
        let sweep = QASweep(whole)
        let shares = sweep.localeShares(count)
        #expect(shares.count == min(count, Set((Self.locales + ["ja_JP", "tr_TR"]).map { Locale(identifier: $0).identifier(.bcp47) }).count))
        #expect(shares.allSatisfy { !$0.isEmpty })
        // Neighbours in the report's order: the shares joined are the sweep's locales in order.
        #expect(shares.flatMap { $0 }.map { $0.identifier(.bcp47) } == whole.orderedLocales.map(\.tag))
        let parts = shares.map { share in
            var part = whole
            part.locales = share
            return QASweep(part).run(workers: 1)
        }
        #expect(try sweep.merging(parts).json() == (try sweep.run(workers: 2).json()))
    }

    @Test("progress: once per locale, counting up to the total")
    func progress() {
        let calls = Mutex<[String]>([])
        _ = QASweep(configuration(["de_DE", "fr_FR", "mk_MK"], modes: [.time])).run(workers: 2) { done, total in
            calls.withLock { $0.append("\(done)/\(total)") }
        }
        #expect(calls.withLock { $0 } == ["1/3", "2/3", "3/3"])
    }

    @Test("findings are sorted by locale, mode, calendar, then wheel on screen, row and code")
    func order() {
        let report = sweep(Self.locales, calendars: [.gregorian, .japanese])
        let modes = DatePickerMode.allCases
        let keys = report.findings.map { finding in
            [finding.locale, String(finding.mode.mode.flatMap { modes.firstIndex(of: $0) } ?? 0), finding.calendar == "gregorian" ? "0" : "1"]
        }
        #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
        // Within one picker, the locale's own finding first, then wheels in on-screen order.
        let macedonian = report.findings.filter { $0.locale == "mk-MK" && $0.mode == .time && $0.calendar == "gregorian" }
        #expect(macedonian.map(\.code) == [.tableFallback, .rawNumber])
    }

    @Test("the summary counts every code and severity, and echoes the configuration")
    func summary() {
        let report = sweep(Self.locales + ["de_DE"], modes: [.time, .date])
        #expect(report.version == 1)
        #expect(report.configuration.localeCount == Self.locales.count, "a repeated locale is checked once")
        #expect(report.configuration.modes == [.date, .time], "in allCases order")
        #expect(report.configuration.calendars == ["gregorian"])
        #expect(report.configuration.referenceDate == "2026-11-21T12:00:00Z")
        #expect(report.configuration.timeZone == "GMT")
        #expect(report.summary.byCode.map(\.code) == QAFinding.Code.allCases)
        #expect(report.summary.bySeverity.map(\.severity) == QASeverity.allCases)
        #expect(report.summary.byCode.map(\.count).reduce(0, +) == report.findings.count)
        #expect(report.summary.count(of: .tableFallback) == report.findings(.tableFallback).count)
        #expect(report.summary.localesChecked == Self.locales.count)
        #expect(report.summary.localesWithFindings == Set(report.findings.map(\.locale)).count)
        #expect(report.highestSeverity == .error, "Ainu's month codes")
    }

    @Test("codes are stable names, and each has its documented severity")
    func codes() {
        #expect(QAFinding.Code.allCases.map(\.rawValue) == [
            "table-fallback", "placeholder-leak", "empty-value", "duplicate-rows", "foreign-digits", "too-wide",
            "raw-number", "no-voice", "unpronounceable", "read-as-name", "silent-token", "mark-read-aloud",
            "number-agreement", "engine-message", "voice-cannot-serve", "wrong-day-period",
        ])
        #expect(QAFinding.Code.allCases.filter { $0.defaultSeverity == .error } == [.placeholderLeak, .emptyValue, .duplicateRows, .voiceCannotServe])
        #expect(QASeverity.info < .warning && QASeverity.warning < .error)
    }

    @Test("the JSON shape: optional wheel and row are left out for a locale's findings")
    func shape() throws {
        let report = sweep(["mk_MK"], modes: [.countDownTimer])
        let json = try report.json()
        #expect(json.contains("\"code\" : \"table-fallback\""))
        #expect(json.contains("\"mode\" : \"countDownTimer\""))
        #expect(!json.contains("\"wheel\""))
        let decoded = try JSONDecoder().decode(QAReport.self, from: Data(json.utf8))
        #expect(decoded == report)
    }
}
