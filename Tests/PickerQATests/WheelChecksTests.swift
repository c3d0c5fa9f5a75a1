import Foundation
import PickerAccessibility
import PickerModel
@testable import PickerQA
import Testing

/// The checks of one wheel, on rows made by hand: the cases no locale of ICU 76 has.
@Suite("WheelChecks")
struct WheelChecksTests {
    @Test("empty-value: a row that shows nothing, or says only a bidi mark")
    func emptyValue() throws {
        let sample = WheelSample(kind: .month, rows: [row(0, "January"), row(1, " "), row(2, "March", "\u{200F}")])
        let findings = checks().findings(for: sample).filter { $0.code == .emptyValue }
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.row == 1 && finding.severity == .error)
        #expect(finding.message == "The month wheel shows nothing, on 2 of 3 rows.")
        #expect(checks().findings(for: WheelSample(kind: .month, rows: [row(0, "January")])).isEmpty)
    }

    @Test("empty-value and placeholder-leak in the fixed phrases")
    func phrases() {
        let sample = WheelSample(
            kind: .hour, rows: [row(0, "12", "12 o'clock")],
            phrases: [("label", ""), ("position", "{index} of 12"), ("hint", "Swipe up or down")]
        )
        let findings = checks().findings(for: sample)
        #expect(findings.map(\.code) == [.placeholderLeak, .emptyValue], "in the order of the codes")
        #expect(findings.allSatisfy { $0.row == nil })
        #expect(findings.first?.message == "The hour wheel's position leaks \"{index}\" into \"{index} of 12\".")
    }

    @Test("duplicate-rows: rows that look different but sound the same are an error")
    func duplicateError() throws {
        let sample = WheelSample(kind: .month, rows: [
            row(0, "Adar I", "Adar"), row(1, "Adar II", "adar"), row(2, "Nisan"), row(3, "Iyar"), row(4, "Iyar"),
        ])
        let finding = try #require(checks().findings(for: sample).first { $0.code == .duplicateRows })
        #expect(finding.severity == .error)
        #expect(finding.row == 1)
        #expect(finding.message == "Rows 0 and 1 of the month wheel both speak \"adar\" but look different, "
            + "so a listener cannot tell them apart; 1 other spoken value repeats on it.")
    }

    @Test("duplicate-rows: spaces and invisible characters do not tell rows apart")
    func duplicateSpaces() {
        let sample = WheelSample(kind: .dayPeriod, rows: [row(0, "AM", "a.\u{00A0}m."), row(1, "PM", "a. m.\u{200E}")])
        #expect(checks().findings(for: sample).map(\.code) == [.duplicateRows])
        let distinct = WheelSample(kind: .dayPeriod, rows: [row(0, "AM", "a. m."), row(1, "PM", "p. m.")])
        #expect(checks().findings(for: distinct).isEmpty)
    }

    @Test("raw-number: which wheels must say a unit", arguments: [
        (WheelKind.countDownHours, Phrasing.voiceOver, false, true),
        (.countDownMinutes, .natural, false, true),
        (.minute, .voiceOver, false, true),
        (.minute, .natural, false, false),
        (.minute, .natural, true, true),
        (.hour, .voiceOver, false, false),
        (.hour, .natural, true, true),
        (.year, .voiceOver, true, false),
        (.day, .voiceOver, true, false),
    ])
    func rawNumberRule(wheel: WheelKind, phrasing: Phrasing, fallback: Bool, reported: Bool) {
        #expect(WheelChecks.needsWord(wheel: ColumnID(wheel), phrasing: phrasing, tableIsFallback: fallback) == reported)
        let sample = WheelSample(kind: ColumnID(wheel), rows: [row(0, "5", "\u{200F}٥ "), row(1, "6", "6 minutes")])
        let findings = checks("en_US", fallback: fallback, phrasing: phrasing).findings(for: sample)
        #expect(findings.contains { $0.code == .rawNumber } == reported)
    }

    @Test("foreign-digits: the first foreign digit names its system")
    func foreignDigits() throws {
        let sample = WheelSample(kind: .year, rows: [row(0, "١٩٢٦"), row(1, "1927"), row(2, "١٩٢٨")])
        let finding = try #require(checks("ar_EG").findings(for: sample).first)
        #expect(finding.code == .foreignDigits && finding.row == 1)
        #expect(finding.message == "The year wheel writes Latin digits in \"1927\" where the locale writes Arabic-Indic "
            + "digits (arab), on 1 of 3 rows.")
    }

    @Test("too-wide: one finding per wheel, on the first of its widest rows")
    func tooWide() throws {
        let sample = WheelSample(kind: .date, rows: [row(7, "Mi., 9. Sept."), row(8, "Do., 10. Sept."), row(9, "Fr., 11. Sept.")])
        let findings = checks(maxWidth: 13).findings(for: sample)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.code == .tooWide && finding.row == 8 && finding.text == "Do., 10. Sept.")
        #expect(checks(maxWidth: 14).findings(for: sample).isEmpty)
    }
}
