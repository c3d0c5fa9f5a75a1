import Foundation
import PickerAccessibility
import PickerModel
import Testing

/// What VoiceOver says on the compact button and the inline calendar, in en, de, ja, ar
/// and he: the elements in swipe order and every string, in Apple's words.
@Suite("Compact and inline styles")
struct StyleNarrationTests {
    /// A picker at 2026-11-21 14:05 UTC, its clock on 2026-11-25 09:00 UTC.
    static func picker(_ mode: DatePickerMode, _ locale: String, minimum: String? = nil, maximum: String? = nil) -> DatePicker {
        let iso = ISO8601DateFormatter()
        let now = iso.date(from: "2026-11-25T09:00:00Z")!
        return DatePicker(
            mode: mode, date: iso.date(from: "2026-11-21T14:05:00Z"),
            minimumDate: minimum.flatMap { iso.date(from: $0 + "T00:00:00Z") }, maximumDate: maximum.flatMap { iso.date(from: $0 + "T23:00:00Z") },
            locale: Locale(identifier: locale), calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC")!,
            clock: { now }
        )
    }

    static func utterances(_ elements: [AccessibilityElement]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: elements.map { ($0.column.rawValue, $0.utterance) })
    }

    @Test("a closed compact button: the picker's name by mode, the value as shown, Collapsed, Button, and the hint")
    func compactClosed() {
        let date = PickerNarrator().elements(of: CompactDatePicker(picker: Self.picker(.date, "en_US")))
        #expect(date.map(\.utterance) == ["Date Picker. Nov 21, 2026. Collapsed. Button. Double-tap to expand."])
        let both = PickerNarrator().elements(of: CompactDatePicker(picker: Self.picker(.dateAndTime, "de_DE")))
        #expect(both.map(\.column.rawValue) == ["compact.date", "compact.time"])
        #expect(both.map(\.utterance) == [
            "Datums- und Uhrzeitauswahl. 21.11.2026. Reduziert. Taste. Zum Erweitern doppeltippen.",
            "Datums- und Uhrzeitauswahl. 14:05. Reduziert. Taste. Zum Erweitern doppeltippen.",
        ])
        let time = PickerNarrator().elements(of: CompactDatePicker(picker: Self.picker(.time, "ja_JP")))
        #expect(time.map(\.utterance) == ["時間ピッカー。14:05。折りたたまれました。ボタン。展開するには、ダブルタップします。"])
    }

    @Test("an open date popover: the button says Expanded; swiping reaches the dismiss element, the month, its buttons, the weekdays and the days")
    func compactOpen() throws {
        let compact = CompactDatePicker(picker: Self.picker(.date, "en_US", minimum: "2026-11-10"))
        compact.activate(.date)
        let elements = PickerNarrator().elements(of: compact)
        #expect(PickerNarrator().compactButton(.date, of: compact).utterance == "Date Picker. Nov 21, 2026. Expanded. Button.")
        #expect(Array(elements.prefix(4).map(\.utterance)) == [
            "dismiss popup. Double-tap to dismiss pop-up window.",
            "November 2026. Show year picker. Button. Adjustable. Double-tap to change month and year.",
            "Previous Month. Button. dimmed.",
            "Next Month. Button.",
        ])
        #expect(elements[4].utterance == "Sunday. Header.", "the US week starts on Sunday")
        let days = Self.utterances(elements)
        #expect(days["calendar.day.9"] == "Monday, November 9. Button. dimmed.")
        #expect(days["calendar.day.10"] == "Tuesday, November 10. Button.")
        #expect(days["calendar.day.21"] == "Saturday, November 21. Selected. Button.")
        #expect(days["calendar.day.25"] == "Wednesday, November 25. Today. Button.")
        #expect(elements.count == 1 + 3 + 7 + 30, "the popover is modal: the button behind it is not reached")
        #expect(!compact.activate(.time), "a date picker has no time button")
        let both = CompactDatePicker(picker: Self.picker(.dateAndTime, "en_US"))
        both.activate(.time)
        let time = PickerNarrator().elements(of: both)
        #expect(time.map(\.column.rawValue) == ["popover.dismiss", "hour", "minute", "dayPeriod"])
        #expect(PickerNarrator().compactButton(.time, of: both).utterance == "Date and Time Picker. 2:05\u{202F}PM. Expanded. Button.")
    }

    @Test("the inline calendar of a date-and-time picker in Japanese, Arabic and Hebrew: a bound dims the next month; the time button ends it")
    func inlineInOtherLanguages() {
        func inline(_ locale: String) -> [String: String] {
            let calendar = InlineCalendar(picker: Self.picker(.dateAndTime, locale, maximum: "2026-11-30"))
            return Self.utterances(PickerNarrator().elements(of: calendar, showsTime: true))
        }
        let japanese = inline("ja_JP")
        #expect(japanese["calendar.monthYear"] == "2026年11月。年ピッカーを表示。ボタン。調整可能。月と年を変更するには、ダブルタップします。")
        #expect(japanese["calendar.nextMonth"] == "来月。ボタン。無効。")
        #expect(japanese["calendar.day.21"] == "11月21日 土曜日。選択。ボタン。")
        #expect(japanese["calendar.time"] == "時間。14:05。ボタン。")
        let arabic = inline("ar_EG")
        #expect(arabic["calendar.weekday.1"] == "السبت. الرأس.", "Egypt's week starts on Saturday")
        #expect(arabic["calendar.day.25"] == "الأربعاء، ٢٥ نوفمبر. اليوم. زر.")
        #expect(arabic["calendar.nextMonth"] == "الشهر القادم. زر. معتم.")
        let hebrew = inline("he_IL")
        #expect(hebrew["calendar.day.25"] == "יום רביעי, 25 בנובמבר. היום. כפתור.")
        #expect(hebrew["calendar.previousMonth"] == "החודש הקודם. כפתור.")
        #expect(hebrew["calendar.time"] == "שעה. 14:05. כפתור.")
    }

    @Test("today outside the bounds: no cell says Today; the hint is left out where hints are off")
    func todayOutsideAndSettings() {
        let calendar = InlineCalendar(picker: Self.picker(.date, "en_US", minimum: "2026-12-01"))
        let elements = PickerNarrator().elements(of: calendar, showsTime: false)
        #expect(!elements.contains { $0.utterance.contains("Today") })
        #expect(elements.first?.utterance == "December 2026. Show year picker. Button. Adjustable. Double-tap to change month and year.")
        let quiet = PickerNarrator(settings: VoiceOverSettings(speaksHints: false)).elements(of: calendar, showsTime: false)
        #expect(quiet.first?.utterance == "December 2026. Show year picker. Button. Adjustable.")
    }
}
