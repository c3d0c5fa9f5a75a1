import Foundation
import PickerAccessibility
import PickerModel
import PickerQA
import Testing

/// The sweep of a picker an app describes: its columns are checked as a date picker's
/// wheels are, with findings named by column and the kind `described`.
@Suite("QASweep of a described picker")
struct DescribedSweepTests {
    /// Quantities said as bare numbers (the app's choice, not a finding), a column of
    /// ticket classes with a leaked placeholder and two rows that say the same, and no label.
    static func picker(locale: Locale) -> any ColumnPicker {
        ListPicker(columns: [
            .init(id: "quantity", label: "Quantity", rows: (1...9).map { ColumnRow(text: "\($0)") }, selectedRow: 0),
            .init(id: "class", rows: [
                ColumnRow(text: "1st", accessibilityLabel: "First class"),
                ColumnRow(text: "2nd", accessibilityLabel: "Second class"),
                ColumnRow(text: "Sleeper", accessibilityLabel: "first class"),
                ColumnRow(text: "%@ class"),
            ], selectedRow: 0),
        ], locale: locale)
    }

    static func sweep(_ locales: [String]) -> QAReport {
        var configuration = QASweep.Configuration(
            locales: locales.map(Locale.init(identifier:)),
            referenceDate: Date(timeIntervalSince1970: 1_795_262_400), timeZone: TimeZone(identifier: "UTC")!
        )
        configuration.describedPicker = QASweep.DescribedPicker(source: "tickets.json") { picker(locale: $0) }
        return QASweep(configuration).run(workers: 2)
    }

    @Test("each column's rows and phrases are checked; the report names the file and no modes")
    func findings() throws {
        let report = Self.sweep(["en_US", "mk_MK"])
        #expect(report.configuration.picker == "tickets.json")
        #expect(report.configuration.modes.isEmpty && report.configuration.calendars.isEmpty)
        #expect(report.configuration.kinds == [.described])
        #expect(report.summary.rowsSpoken == 2 * (9 + 4))
        let english = report.findings.filter { $0.locale == "en-US" }
        #expect(english.allSatisfy { $0.mode == .described && $0.calendar == "" })
        let codes = english.map { "\($0.wheel?.rawValue ?? "-") \($0.row.map(String.init) ?? "-") \($0.code.rawValue) \($0.severity.rawValue)" }
        #expect(codes == [
            "class - empty-value warning",
            "class 2 duplicate-rows error",
            "class 3 placeholder-leak error",
        ], "\(codes)")
        let label = try #require(english.first { $0.code == .emptyValue })
        #expect(label.message.hasPrefix("The class column has no label, so VoiceOver says its value alone"))
        #expect(english.first { $0.code == .duplicateRows }?.message.contains("of the class column") == true)
        #expect(!english.contains { $0.code == .rawNumber }, "a quantity said as a number is the app's choice")
        #expect(report.findings.contains { $0.locale == "mk-MK" && $0.code == .tableFallback })
    }

    @Test("the same report for any number of workers")
    func deterministic() {
        var configuration = QASweep.Configuration(
            locales: ["de_DE", "ja_JP", "ar_EG"].map(Locale.init(identifier:)),
            referenceDate: Date(timeIntervalSince1970: 1_795_262_400), timeZone: TimeZone(identifier: "UTC")!
        )
        configuration.describedPicker = QASweep.DescribedPicker(source: "tickets.json") { Self.picker(locale: $0) }
        #expect(QASweep(configuration).run(workers: 1) == QASweep(configuration).run(workers: 3))
    }
}
