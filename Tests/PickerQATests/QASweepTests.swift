import Foundation
import PickerAccessibility
import PickerModel
@testable import PickerQA
import PickerTestSupport
import Testing

/// Each check on real locales: one that CLDR or the tables make fail, one that passes.
@Suite("QASweep checks on real locales")
struct QASweepTests {
    @Test("table-fallback: Macedonian is spoken from the English table; German and Canadian French are not")
    func tableFallback() throws {
        let report = sweep(["mk_MK", "de_DE", "fr_CA"], modes: [.time])
        let finding = try #require(expectOne(report.findings(.tableFallback)))
        #expect(finding.locale == "mk-MK")
        #expect(finding.text == "en")
        #expect(finding.wheel == nil && finding.row == nil)
        #expect(finding.severity == .warning)
        #expect(finding.message == "The fixed phrases are spoken from the en table, which is in another language.")
    }

    @Test("table-fallback: once per mode and calendar")
    func tableFallbackPerPicker() {
        let report = sweep(["mk_MK"], modes: [.date, .countDownTimer], calendars: [.gregorian, .japanese])
        let pickers = report.findings(.tableFallback).map { "\($0.mode.rawValue) \($0.calendar)" }
        #expect(pickers == ["date gregorian", "date japanese", "countDownTimer gregorian", "countDownTimer japanese"])
    }

    @Test("placeholder-leak: Ainu has no month names in CLDR, so ICU shows its month codes (M01)")
    func placeholderLeak() throws {
        let report = sweep(["ain", "en_US"], modes: [.date, .dateAndTime])
        let leaks = report.findings(.placeholderLeak)
        #expect(leaks.allSatisfy { $0.locale == "ain" && $0.severity == .error })
        let month = try #require(leaks.first { $0.wheel == .month })
        #expect(month.text == "M01" && month.row == 0)
        #expect(month.message == "The month wheel leaks \"M01\" into \"M01\", on 12 of 12 rows.")
        #expect(leaks.contains { $0.wheel == .date && $0.text.hasPrefix("M05") })
    }

    @Test("placeholder-leak: German has Chinese month names in CLDR no more than Ainu has Gregorian ones")
    func placeholderLeakInAnotherCalendar() {
        let report = sweep(["de_DE", "zh_CN"], modes: [.date], calendars: [.chinese])
        #expect(report.findings(.placeholderLeak).map(\.locale) == ["de-DE"])
        #expect(report.findings(.placeholderLeak).first?.text == "M01")
    }

    @Test("empty-value: no locale shows or says nothing on any row")
    func emptyValue() {
        let report = sweep(["en_US", "ja_JP", "ar_EG", "th_TH"])
        #expect(report.findings(.emptyValue).isEmpty)
    }

    @Test("duplicate-rows: the Chinese calendar's year names repeat every 60 years")
    func duplicateChineseYears() throws {
        let report = sweep(["de_DE", "en_US"], modes: [.date], calendars: [.chinese, .gregorian])
        let finding = try #require(expectOne(report.findings(.duplicateRows)))
        #expect(finding.locale == "de-DE" && finding.calendar == "chinese" && finding.wheel == .year)
        #expect(finding.severity == .warning, "the rows look the same too: the calendar repeats the name")
        #expect(finding.row == 60)
        #expect(finding.message.hasPrefix("Rows 0, 60, 120 and 180 of the year wheel all speak"))
        #expect(finding.message.hasSuffix("and look the same; 59 other spoken values repeat on it."))
    }

    @Test("duplicate-rows: without an era, Japanese calendar years repeat their numbers in Zulu, not in Japanese")
    func duplicateJapaneseYears() throws {
        let report = sweep(["zu", "ja_JP"], modes: [.date], calendars: [.japanese])
        let finding = try #require(expectOne(report.findings(.duplicateRows)))
        #expect(finding.locale == "zu" && finding.text == "15")
    }

    @Test("duplicate-rows: the night a clock falls back has one row per wall-clock hour, so none repeats")
    func daylightSaving() {
        // 1:30 EDT on 1 November 2026, half an hour before New York's clocks fall back.
        let configuration = QASweep.Configuration(
            locales: [Locale(identifier: "en_US"), Locale(identifier: "de_DE")],
            referenceDate: wallTime("2026-11-01T01:30", "America/New_York"),
            timeZone: TimeZone(identifier: "America/New_York")!,
            modes: [.time, .dateAndTime]
        )
        let report = QASweep(configuration).run(workers: 1)
        #expect(report.findings(.duplicateRows).isEmpty)
        #expect(report.summary.rowsSpoken > 0)
    }

    @Test("foreign-digits: Tibetan writes a Tibetan month digit beside Latin day digits")
    func foreignDigits() throws {
        let report = sweep(["bo", "ar_EG", "hi-IN-u-nu-deva", "en_US"], modes: [.date, .dateAndTime, .countDownTimer])
        let finding = try #require(expectOne(report.findings(.foreignDigits)))
        #expect(finding.locale == "bo" && finding.wheel == .date)
        #expect(finding.message.contains("Tibetan digits") && finding.message.contains("Latin digits (latn)"))
    }

    @Test("foreign-digits: the digits of the locale's numbering system, not of its language")
    func numberingSystem() {
        #expect(LocaleDigits(locale: Locale(identifier: "ar_EG")).zero == "٠")
        #expect(LocaleDigits(locale: Locale(identifier: "ar_EG")).numberingSystem == "arab")
        #expect(LocaleDigits(locale: Locale(identifier: "ar-EG-u-nu-latn")).zero == "0")
        #expect(LocaleDigits(locale: Locale(identifier: "hi-IN-u-nu-deva")).zero == "०")
        #expect(LocaleDigits(locale: Locale(identifier: "en_US")).zero == "0")
        #expect(LocaleDigits.name(ofDigitsWithZero: "٠") == "Arabic-Indic")
        #expect(LocaleDigits.name(ofDigitsWithZero: "۰") == "Extended Arabic-Indic")
        #expect(LocaleDigits.name(ofDigitsWithZero: "0") == "Latin")
    }

    @Test("too-wide: Mongolian's December takes 22 columns; English's September 9")
    func tooWide() throws {
        let report = sweep(["mn_MN", "en_US"], modes: [.date])
        let finding = try #require(expectOne(report.findings(.tooWide)))
        #expect(finding.locale == "mn-MN" && finding.wheel == .month && finding.row == 11)
        #expect(finding.text == "арван хоёрдугаар сарын")
        #expect(finding.message.contains("takes 22 columns, more than the 16 allowed"))
    }

    @Test("too-wide: the maximum is the configuration's")
    func maxWidth() throws {
        let report = sweep(["en_US"], modes: [.date], maxWidth: 8)
        let finding = try #require(expectOne(report.findings(.tooWide)))
        #expect(finding.text == "September" && finding.row == 8)
        #expect(report.configuration.maxWidth == 8)
    }

    @Test("raw-number: Macedonian hears the English table's bare 24-hour number; British English chose it")
    func rawNumber() throws {
        let report = sweep(["mk_MK", "en_GB", "de_DE", "en_US"], modes: [.time, .countDownTimer])
        let finding = try #require(expectOne(report.findings(.rawNumber)))
        #expect(finding.locale == "mk-MK" && finding.wheel == .hour && finding.row == 0)
        #expect(finding.text == "0")
        #expect(finding.message.contains("on 24 of 24 rows"))
    }

    @Test("every row is spoken: the date wheel for a year of days, every other wheel whole")
    func rowsSpoken() {
        // en_US: date 12 + 31 + 201; time 12 + 60 + 2; dateAndTime 365 + 74; countdown 24 + 60.
        #expect(sweep(["en_US"]).summary.rowsSpoken == 244 + 74 + 439 + 84)
    }
}
