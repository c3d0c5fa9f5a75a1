import Foundation
import PickerAccessibility
import PickerModel
import Testing

@Suite("Spoken values")
struct SpokenValueTests {
    let narrator = PickerNarrator()

    @Test(
        "The hour is said the way the locale's clock counts",
        arguments: [
            ("en_US", "2 o'clock"),
            ("en-US-u-hc-h23", "14"),              // no English speaker says "14 o'clock"
            ("en_GB", "14"),
            ("de_DE", "14 Uhr"),
            ("de-DE-u-hc-h12", "2 Uhr"),
            ("fr_FR", "14\u{00A0}heures"),   // CLDR puts a no-break space in French units
            ("ja_JP", "14時"),
            ("ko_KR", "2시"),
            ("zh_Hans_CN", "14点"),
            ("ru_RU", "14 часов"),
            ("ar_EG", "الساعة ٢"),
            ("ar-EG-u-nu-latn", "الساعة 2"),
            ("hi_IN", "2 बजे"),
            ("hi-IN-u-nu-deva", "२ बजे"),
        ]
    )
    func hour(locale: String, expected: String) {
        #expect(narrator.value(of: .hour, makePicker(.time, locale: locale, at: "2026-11-21T14:05")) == expected)
    }

    @Test("A 12-hour clock says 12 at noon and midnight; a 24-hour clock says 0 at midnight")
    func noonAndMidnight() {
        #expect(narrator.value(of: .hour, makePicker(.time, at: "2026-11-21T00:30")) == "12 o'clock")
        #expect(narrator.value(of: .hour, makePicker(.time, at: "2026-11-21T12:30")) == "12 o'clock")
        #expect(narrator.value(of: .hour, makePicker(.time, locale: "de_DE", at: "2026-11-21T00:30")) == "0 Uhr")
        #expect(narrator.value(of: .hour, makePicker(.time, locale: "fr_FR", at: "2026-11-21T01:30")) == "1\u{00A0}heure")
    }

    @Test(
        "AM and PM are said in words, where the wheel shows abbreviations",
        arguments: [
            ("en_US", "AM", "PM"),
            ("hi_IN", "पूर्वाह्न", "अपराह्न"),
            ("cs-CZ-u-hc-h12", "před polednem", "po poledni"),
            ("ko_KR", "오전", "오후"),
        ]
    )
    func dayPeriod(locale: String, am: String, pm: String) {
        #expect(narrator.value(of: .dayPeriod, makePicker(.time, locale: locale, at: "2026-11-21T09:05")) == am)
        #expect(narrator.value(of: .dayPeriod, makePicker(.time, locale: locale, at: "2026-11-21T21:05")) == pm)
    }

    @Test("A locale without a table of its language says AM/PM in CLDR's words, not the fallback table's")
    func dayPeriodWithoutTable() {
        // Amharic has no table: the phrases fall back to English, but AM/PM stay Amharic.
        let picker = makePicker(.time, locale: "am_ET", at: "2026-11-21T21:05")
        #expect(picker.wheel(.dayPeriod)?.selectedRowContent.text == "ከሰዓት")
        #expect(narrator.value(of: .dayPeriod, picker) == "ከሰዓት")
        #expect(narrator.element(for: .dayPeriod, of: picker)?.localization.isFallback == true)
    }

    @Test(
        "Months are said in full, in the form the wheel uses",
        arguments: [
            ("en_US", "November"),
            ("de_DE", "November"),
            ("ru_RU", "ноября"),   // genitive: the wheels read as a date
            ("pl_PL", "listopada"),
            ("ja_JP", "11月"),
        ]
    )
    func month(locale: String, expected: String) {
        #expect(narrator.value(of: .month, makePicker(.date, locale: locale)) == expected)
    }

    @Test("A Hebrew leap year's months are said with their own names")
    func hebrewMonths() throws {
        // 15 March 2024 is 5 Adar II 5784, a leap year.
        let picker = makePicker(.date, locale: "en_US", calendar: .hebrew, at: "2024-03-15T12:00")
        #expect(narrator.value(of: .month, picker) == "Adar II")
        #expect(narrator.value(of: .year, picker) == "5784")
    }

    @Test("The date wheel says Today, and other days in full")
    func dateWheel() throws {
        #expect(narrator.value(of: .date, makePicker(.dateAndTime)) == "Today")
        #expect(narrator.value(of: .date, makePicker(.dateAndTime, locale: "de_DE")) == "Heute")
        #expect(narrator.value(of: .date, makePicker(.dateAndTime, at: "2026-11-22T09:00")) == "Sunday, November 22")
        #expect(narrator.value(of: .date, makePicker(.dateAndTime, locale: "fr_FR", at: "2026-11-22T09:00")) == "dimanche 22 novembre")
        #expect(narrator.value(of: .date, makePicker(.dateAndTime, locale: "ja_JP", at: "2026-11-22T09:00")) == "11月22日 日曜日")
    }

    @Test("Minutes and countdowns are counted with CLDR's units")
    func units() {
        #expect(narrator.value(of: .minute, makePicker(.time, at: "2026-11-21T14:01")) == "1 minute")
        #expect(narrator.value(of: .minute, makePicker(.time, at: "2026-11-21T14:15")) == "15 minutes")
        #expect(narrator.value(of: .minute, makePicker(.time, at: "2026-11-21T14:00")) == "0 minutes")
        #expect(narrator.value(of: .countDownHours, makePicker(.countDownTimer, countDown: 3_600)) == "1 hour")
        #expect(narrator.value(of: .countDownHours, makePicker(.countDownTimer, countDown: 5 * 3_600)) == "5 hours")
        #expect(narrator.value(of: .countDownMinutes, makePicker(.countDownTimer, countDown: 60)) == "1 minute")
        #expect(narrator.value(of: .countDownMinutes, makePicker(.countDownTimer, countDown: 1_800)) == "30 minutes")
        #expect(narrator.value(of: .minute, makePicker(.time, locale: "de_DE", at: "2026-11-21T14:01")) == "1 Minute")
    }

    @Test("Every minute row with a 15-minute interval is said as its minute")
    func minuteInterval() throws {
        let picker = makePicker(.time, minuteInterval: 15)
        let rows = try #require(picker.wheel(.minute)).rows
        #expect(rows.map { narrator.spokenValue(of: $0, in: picker) } == ["0 minutes", "15 minutes", "30 minutes", "45 minutes"])
    }
}
