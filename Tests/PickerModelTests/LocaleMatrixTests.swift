import Foundation
import PickerModel
import Testing

/// The rules of SPEC 2 do not depend on the language: this suite checks them on every wheel
/// of every mode in the ten locales the issue names, whatever their order and clock.
@Suite("Wheel rules in ten locales")
struct LocaleMatrixTests {
    static let locales = [
        "en_US", "en_GB", "de_DE", "fr_FR", "ja_JP", "ko_KR", "zh_Hans_CN", "ar_EG", "he_IL", "hi_IN",
    ]

    /// 15 July 2026, 10:30: a 31-day month and a morning, so no wheel starts at an end.
    static func picker(_ mode: DatePickerMode, _ locale: String) -> DatePicker {
        makePicker(mode, locale: locale, at: "2026-07-15T10:30", countDown: 2 * 3600 + 30 * 60)
    }

    @Test("Each wheel moves one row, alone, and back", arguments: locales, DatePickerMode.allCases)
    func stepAndBack(locale: String, mode: DatePickerMode) throws {
        let picker = Self.picker(mode, locale)
        for wheel in picker.wheels {
            let before = picker.wheels.map(\.selectedRow)
            let value = picker.value
            let index = try #require(picker.wheels.firstIndex { $0.kind == wheel.kind })
            let event = try picker.perform(.increment, on: wheel.kind)
            #expect(event?.wheel == wheel.kind, "\(wheel.kind)")
            var expected = before
            expected[index] += 1
            #expect(picker.wheels.map(\.selectedRow) == expected, "\(wheel.kind): only it moves")
            try picker.perform(.decrement, on: wheel.kind)
            #expect(picker.value == value, "\(wheel.kind): back where it was")
        }
    }

    @Test("Cyclic wheels wrap at their last row; the others stop", arguments: locales, DatePickerMode.allCases)
    func ends(locale: String, mode: DatePickerMode) throws {
        for wheel in Self.picker(mode, locale).wheels {
            let picker = Self.picker(mode, locale)
            try picker.perform(.select(row: wheel.rowCount - 1), on: wheel.kind)
            #expect(picker.wheel(wheel.kind)?.selectedRow == wheel.rowCount - 1)
            var events = 0
            picker.addObserver { _, _ in events += 1 }
            try picker.perform(.increment, on: wheel.kind)
            if wheel.isCyclic {
                #expect(picker.wheel(wheel.kind)?.selectedRow == 0, "\(wheel.kind) wraps")
                #expect(events == 1)
            } else {
                #expect(picker.wheel(wheel.kind)?.selectedRow == wheel.rowCount - 1, "\(wheel.kind) stops")
                #expect(events == 0)
            }
        }
    }

    @Test("January 31 + one month is February 28", arguments: locales)
    func monthEnd(locale: String) throws {
        let picker = makePicker(.date, locale: locale, at: "2026-01-31")
        try picker.perform(.increment, on: .month)
        #expect(wallText(picker.date, "UTC") == "2026-02-28T00:00:00")
        #expect(picker.wheel(.day)?.selectedRow == 27)
    }

    @Test("The last hour + one hour stays on the same day", arguments: locales)
    func hourWrapKeepsDay(locale: String) throws {
        let picker = makePicker(.dateAndTime, locale: locale, at: "2026-07-15T23:30")
        try picker.perform(.increment, on: .hour)
        // 11 PM becomes 12 PM (noon) on 12-hour clocks, 23 becomes 0 on 24-hour clocks.
        let expected = picker.wheel(.dayPeriod) == nil ? "2026-07-15T00:30:00" : "2026-07-15T12:30:00"
        #expect(wallText(picker.date, "UTC") == expected)
    }

    @Test("Bounds hold in every locale", arguments: locales)
    func bounds(locale: String) throws {
        let picker = makePicker(.dateAndTime, locale: locale, at: "2026-07-15T10:30",
                                minimum: "2026-07-15T10:00", maximum: "2026-07-15T11:00")
        #expect(picker.wheel(.date)?.rowCount == 1)
        try picker.perform(.decrement, on: .hour)
        #expect(wallText(picker.date, "UTC") == "2026-07-15T10:00:00")
        try picker.perform(.select(row: 59), on: .minute)
        try picker.perform(.increment, on: .hour)
        #expect(wallText(picker.date, "UTC") == "2026-07-15T11:00:00")
    }
}
