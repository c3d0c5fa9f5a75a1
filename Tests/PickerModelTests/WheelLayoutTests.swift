import Foundation
import PickerModel
import Testing

@Suite("Wheel order and clocks from the locale's CLDR patterns (SPEC 2)")
struct WheelLayoutTests {
    @Test(
        "Date wheels in on-screen order",
        arguments: [
            ("en_US", [WheelKind.month, .day, .year]),
            ("en_GB", [.day, .month, .year]),
            ("de_DE", [.day, .month, .year]),
            ("fr_FR", [.day, .month, .year]),
            ("ja_JP", [.year, .month, .day]),
            ("ko_KR", [.year, .month, .day]),
            ("zh_Hans_CN", [.year, .month, .day]),
            ("ar_EG", [.day, .month, .year]),
            ("he_IL", [.day, .month, .year]),
            ("hi_IN", [.day, .month, .year]),
        ]
    )
    func dateOrder(locale: String, expected: [WheelKind]) {
        #expect(makePicker(.date, locale: locale).wheels.map(\.kind) == expected)
    }

    @Test(
        "Time wheels: 12 or 24 hours, and where AM/PM stands",
        arguments: [
            ("en_US", [WheelKind.hour, .minute, .dayPeriod], 12),
            ("en_GB", [.hour, .minute], 24),
            ("de_DE", [.hour, .minute], 24),
            ("fr_FR", [.hour, .minute], 24),
            ("ja_JP", [.hour, .minute], 24),
            ("ko_KR", [.dayPeriod, .hour, .minute], 12),
            ("zh_Hans_CN", [.hour, .minute], 24),
            ("ar_EG", [.hour, .minute, .dayPeriod], 12),
            ("he_IL", [.hour, .minute], 24),
            ("hi_IN", [.dayPeriod, .hour, .minute], 12),
            ("en-US-u-hc-h23", [.hour, .minute], 24),
            ("de-DE-u-hc-h12", [.hour, .minute, .dayPeriod], 12),
        ]
    )
    func timeOrder(locale: String, expected: [WheelKind], hours: Int) {
        let picker = makePicker(.time, locale: locale)
        #expect(picker.wheels.map(\.kind) == expected)
        #expect(picker.wheel(.hour)?.rowCount == hours)
        // dateAndTime is the date wheel followed by the same time wheels.
        #expect(makePicker(.dateAndTime, locale: locale).wheels.map(\.kind) == [.date] + expected)
    }

    @Test("Countdown mode has an hours and a minutes wheel in every locale", arguments: ["en_US", "ar_EG", "ja_JP"])
    func countDownWheels(locale: String) {
        #expect(makePicker(.countDownTimer, locale: locale).wheels.map(\.kind) == [.countDownHours, .countDownMinutes])
    }

    @Test("Rows of an en_US time picker at 14:05")
    func englishTimeRows() {
        let picker = makePicker(.time, at: "2026-11-21T14:05")
        let hour = picker.wheel(.hour)!
        #expect(hour.rows.map(\.text) == ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"])
        #expect(hour.selectedRow == 2)
        #expect(hour.isCyclic)
        #expect(picker.wheel(.minute)!.rows.prefix(3).map(\.text) == ["00", "01", "02"])
        #expect(picker.wheel(.dayPeriod)!.rows.map(\.text) == ["AM", "PM"])
        #expect(picker.wheel(.dayPeriod)!.isCyclic == false)
        #expect(picker.shown == "2 | 05 | PM")
    }

    @Test("A 24-hour wheel follows the locale's digits and width", arguments: [
        ("de_DE", "14 | 05"), ("ja_JP", "14 | 05"), ("ar-EG-u-hc-h23", "١٤ | ٠٥"), ("hi-IN-u-nu-deva-hc-h23", "१४ | ०५"),
    ])
    func twentyFourHours(locale: String, expected: String) {
        #expect(makePicker(.time, locale: locale).shown == expected)
    }

    @Test("Date rows read as the locale writes them", arguments: [
        ("en_US", "November | 21 | 2026"),
        ("de_DE", "21 | November | 2026"),
        ("ja_JP", "2026年 | 11月 | 21日"),
        ("ko_KR", "2026년 | 11월 | 21일"),
        ("zh_Hans_CN", "2026年 | 11月 | 21日"),
        ("fr_FR", "21 | novembre | 2026"),
    ])
    func dateRows(locale: String, expected: String) {
        #expect(makePicker(.date, locale: locale).shown == expected)
    }

    @Test("The dateAndTime date wheel says Today, then weekday and day")
    func dateWheel() throws {
        let picker = makePicker(.dateAndTime, at: "2026-11-21T14:05")
        let date = try #require(picker.wheel(.date))
        #expect(date.selectedRowContent.text == "Today")
        #expect(date.row(at: date.selectedRow + 1).text == "Sun, Nov 22")
        #expect(date.row(at: date.selectedRow - 1).text == "Fri, Nov 20")
        #expect(date.isCyclic == false)
        #expect(makePicker(.dateAndTime, locale: "de_DE").wheel(.date)?.selectedRowContent.text == "Heute")
        #expect(makePicker(.dateAndTime, locale: "ja_JP").wheel(.date)?.selectedRowContent.text == "今日")
    }

    @Test("Today follows the picker's time zone, not UTC")
    func todayInZone() {
        // 21 Nov 12:00 UTC is already 22 Nov in Auckland: the 21st is yesterday there.
        let picker = makePicker(.dateAndTime, zone: "Pacific/Auckland", at: "2026-11-21T10:00")
        #expect(picker.wheel(.date)?.selectedRowContent.text == "Sat, Nov 21")
        picker.date = wallTime("2026-11-22T10:00", "Pacific/Auckland")
        #expect(picker.wheel(.date)?.selectedRowContent.text == "Today")
    }
}
