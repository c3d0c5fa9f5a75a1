import Foundation
import PickerModel
import Testing

@Suite("Non-Gregorian calendars (SPEC 2)")
struct CalendarTests {
    @Test("A Hebrew leap year has 13 months, a common year 12")
    func hebrewMonths() throws {
        // 15 March 2024 is 5 Adar II 5784, a leap year.
        let leap = makePicker(.date, locale: "en_US", calendar: .hebrew, zone: "Asia/Jerusalem", at: "2024-03-15T12:00")
        let months = try #require(leap.wheel(.month))
        #expect(months.rowCount == 13)
        #expect(months.rows.map(\.text) == [
            "Tishri", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar I", "Adar II",
            "Nisan", "Iyar", "Sivan", "Tamuz", "Av", "Elul",
        ])
        // CLDR writes Hebrew-calendar dates day first even in English: "5 Adar II 5784".
        #expect(leap.shown == "5 | Adar II | 5784")
        #expect(leap.wheel(.day)?.rowCount == 30)
        // One year on, 5785 is a common year: Adar II becomes Adar.
        try leap.perform(.increment, on: .year)
        #expect(leap.wheel(.month)?.rowCount == 12)
        #expect(leap.shown == "5 | Adar | 5785")
    }

    @Test("Adar I becomes the nearest month of a common year, Adar")
    func adarI() throws {
        let picker = makePicker(.date, calendar: .hebrew, zone: "Asia/Jerusalem", at: "2024-02-20T12:00")
        #expect(picker.wheel(.month)?.selectedRowContent.text == "Adar I")
        try picker.perform(.decrement, on: .year)
        #expect(picker.shown == "11 | Adar | 5783")
    }

    @Test("Hebrew in Hebrew reads right to left and uses Hebrew month names")
    func hebrewInHebrew() {
        let picker = makePicker(.date, locale: "he_IL", calendar: .hebrew, zone: "Asia/Jerusalem", at: "2024-03-15T12:00")
        #expect(picker.wheels.map(\.kind) == [.day, .month, .year])
        #expect(picker.wheel(.month)?.selectedRowContent.text == "אדר ב׳")
    }

    @Test("Islamic months have 29 or 30 days and the year has 12 months", arguments: [
        (Calendar.Identifier.islamic, "UTC"), (.islamicCivil, "Africa/Cairo"),
        (.islamicUmmAlQura, "Africa/Cairo"), (.islamicTabular, "Africa/Cairo"),
    ])
    func islamic(calendar: Calendar.Identifier, zone: String) throws {
        let picker = makePicker(.date, locale: "ar_EG", calendar: calendar, zone: zone, at: "2026-11-21T12:00")
        #expect(picker.wheel(.month)?.rowCount == 12)
        #expect(picker.wheel(.day)?.rowCount == 30)
        #expect(picker.wheel(.year).map { $0.selectedRowContent.text.contains("١٤٤٨") } == true)
    }

    /// Foundation on Linux computes the astronomical Islamic calendar wrongly east of UTC
    /// and in Africa/Cairo: its months overlap or leave gaps. The picker must still answer,
    /// never repeat a row, and say that the calendar is unreliable there.
    @Test("A calendar Foundation gets wrong is reported, without hanging or repeating rows", arguments: [
        "Africa/Cairo", "Asia/Riyadh", "Asia/Tokyo",
    ])
    func inconsistentCalendar(zone: String) throws {
        let picker = makePicker(.date, locale: "en_US", calendar: .islamic, zone: zone, at: "2026-11-21T12:00")
        #expect(picker.warnings.contains(.calendarDataInconsistent(.islamic, timeZone: zone)))
        let months = try #require(picker.wheel(.month)).rows.map(\.text)
        #expect(Set(months).count == months.count)
        let years = try #require(picker.wheel(.year)).rows.map(\.text)
        #expect(Set(years).count == years.count)
        try picker.perform(.increment, on: .month)
        try picker.perform(.increment, on: .year)
    }

    @Test("Consistent calendars carry no such warning", arguments: [
        Calendar.Identifier.gregorian, .hebrew, .islamicCivil, .islamicUmmAlQura, .japanese, .persian, .buddhist, .chinese,
    ])
    func consistentCalendars(calendar: Calendar.Identifier) {
        for zone in ["Africa/Cairo", "Asia/Tokyo", "America/New_York"] {
            let picker = makePicker(.date, calendar: calendar, zone: zone, at: "2026-11-21T12:00")
            #expect(picker.warnings.isEmpty, "\(calendar) in \(zone): \(picker.warnings)")
        }
    }

    @Test("The Buddhist year is 543 years ahead")
    func buddhist() {
        let picker = makePicker(.date, locale: "th_TH", calendar: .buddhist, zone: "Asia/Bangkok", at: "2026-11-21T12:00")
        #expect(picker.wheel(.year)?.selectedRowContent.text == "2569")
        #expect(picker.wheels.map(\.kind) == [.day, .month, .year])
    }

    @Test("Japanese years carry their era, and an era change splits a Gregorian year")
    func japanese() throws {
        let picker = makePicker(.date, locale: "ja_JP", calendar: .japanese, zone: "Asia/Tokyo", at: "2026-11-21T12:00")
        #expect(picker.shown == "令和8年 | 11月 | 21日")
        // 2019: Heisei 31 ends on 30 April, Reiwa 1 starts on 1 May.
        let change = makePicker(.date, locale: "ja_JP", calendar: .japanese, zone: "Asia/Tokyo", at: "2019-04-30T12:00",
                                minimum: "2018-01-01", maximum: "2020-12-31")
        let years = try #require(change.wheel(.year)).rows.map(\.text)
        #expect(years == ["平成30年", "平成31年", "令和元年", "令和2年"])
        #expect(change.wheel(.month)?.rowCount == 4)
        try change.perform(.increment, on: .year)
        // April does not exist in Reiwa 1; the nearest month of that year is May.
        #expect(wallText(change.date, "Asia/Tokyo") == "2019-05-30T12:00:00")
    }

    @Test("Persian months: 12, the first six of 31 days")
    func persian() throws {
        let picker = makePicker(.date, locale: "fa_IR", calendar: .persian, zone: "Asia/Tehran", at: "2026-11-21T12:00")
        #expect(picker.wheel(.month)?.rowCount == 12)
        #expect(picker.wheel(.day)?.rowCount == 31)
        #expect(picker.wheel(.year)?.selectedRowContent.text == "۱۴۰۵")
        try picker.perform(.select(row: 0), on: .month)
        #expect(picker.wheel(.day)?.rows.allSatisfy(\.isSelectable) == true)
        try picker.perform(.select(row: 11), on: .month)
        #expect(picker.wheel(.day)?.row(at: 30).isSelectable == false)
    }
}
