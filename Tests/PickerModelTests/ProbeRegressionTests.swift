import Foundation
import PickerModel
import Testing

/// The reliability probe's wrong results in the model (D10, D11, D13, D21), each as it was
/// reported.
@Suite("Probe regressions")
struct ProbeRegressionTests {
    @Test("D10: the year wheel enters a new era from the days before it began in that month")
    func japaneseEra() throws {
        let showa = makePicker(.date, calendar: .japanese, zone: "Asia/Tokyo", at: "1989-01-05T00:00")
        let changed = try showa.perform(.increment, on: .year)
        #expect(changed != nil)
        #expect(wallText(showa.date, "Asia/Tokyo") == "1989-01-08T00:00:00", "Heisei 1 began on January 8")
        #expect(showa.wheels.map(\.selectedRowContent.text) == ["January", "8", "Heisei 1"])
        let taisho = makePicker(.date, calendar: .japanese, zone: "Asia/Tokyo", at: "1926-12-10T00:00")
        try taisho.perform(.increment, on: .year)
        #expect(wallText(taisho.date, "Asia/Tokyo") == "1926-12-25T00:00:00", "Shōwa 1 began on December 25")
    }

    @Test("D11: a bound off the minute grid clamps onto the grid, and the minute wheel still moves")
    func boundOffGrid() throws {
        let picker = makePicker(.time, locale: "en_GB", at: "2026-11-21T09:30", minimum: "2026-11-21T08:59", minuteInterval: 10)
        try picker.perform(.decrement, on: .hour)
        #expect(wallText(picker.date, "UTC") == "2026-11-21T09:00:00")
        #expect(try picker.perform(.increment, on: .minute) != nil)
        #expect(wallText(picker.date, "UTC") == "2026-11-21T09:10:00")
        #expect(try picker.perform(.decrement, on: .minute) != nil)
        #expect(wallText(picker.date, "UTC") == "2026-11-21T09:00:00")
        // An upper bound off the grid rounds down, inside the bounds.
        let upper = makePicker(.time, locale: "en_GB", at: "2026-11-21T09:30", maximum: "2026-11-21T10:07", minuteInterval: 10)
        try upper.perform(.increment, on: .hour)
        #expect(wallText(upper.date, "UTC") == "2026-11-21T10:00:00")
    }

    @Test("D13: on Lord Howe's 30-minute fall-back the selected hour is selectable")
    func lordHowe() throws {
        let instant = { (text: String) in try Date(text, strategy: .iso8601) }
        let picker = DatePicker(
            mode: .time, date: try instant("2026-04-04T15:15:00Z"),
            minimumDate: try instant("2026-04-04T15:10:00Z"), maximumDate: try instant("2026-04-04T18:00:00Z"),
            locale: Locale(identifier: "en_AU"), calendar: Calendar(identifier: .gregorian),
            timeZone: TimeZone(identifier: "Australia/Lord_Howe")!, clock: { referenceNow }
        )
        let hour = try #require(picker.wheel(.hour))
        #expect(hour.selectedRowContent.text == "1")
        #expect(hour.selectedRowContent.isSelectable)
    }

    @Test("D21: increment then decrement of the hour returns across the autumn repeated hour")
    func repeatedHour() throws {
        let picker = makePicker(.time, locale: "fr_FR", zone: "America/New_York", at: "2026-11-01T01:10", minuteInterval: 10)
        let start = picker.date   // 01:10 EDT
        try picker.perform(.increment, on: .hour)
        #expect(picker.date == start.addingTimeInterval(2 * 3600), "02:10 EST")
        try picker.perform(.decrement, on: .hour)
        #expect(picker.date == start)
        // The minute wheel still keeps the occurrence it is in: 01:50 EST + 10 min wraps to 01:00 EST.
        let second = DatePicker(mode: .time, date: start.addingTimeInterval(3600 + 40 * 60), minuteInterval: 10,
                                locale: Locale(identifier: "fr_FR"), calendar: Calendar(identifier: .gregorian),
                                timeZone: TimeZone(identifier: "America/New_York")!, clock: { referenceNow })
        try second.perform(.increment, on: .minute)
        #expect(second.date == start.addingTimeInterval(3600 - 10 * 60), "01:00 EST, the second occurrence")
    }

    @Test("D20: a year whose era has no name in the locale is shown without CLDR's code", arguments: [
        (Calendar.Identifier.coptic, "1743"), (.ethiopicAmeteMihret, "2019"),
    ])
    func eraCodes(_ calendar: Calendar.Identifier, _ year: String) throws {
        let picker = makePicker(.date, calendar: calendar, at: "2026-11-21T00:00")
        let wheel = try #require(picker.wheel(.year))
        #expect(wheel.selectedRowContent.text == year)
        #expect(!wheel.rows.contains { $0.text.contains("ERA") })
        // A locale that names the era keeps it.
        let french = makePicker(.date, locale: "fr_FR", calendar: calendar, at: "2026-11-21T00:00")
        #expect(french.wheel(.year)?.selectedRowContent.text.hasPrefix(year + " ") == true)
    }

    // Found by the property tests (Tests/PickerPropertyTests), shrunk, kept here.

    @Test("an era that begins inside a month has only that month's days: Shōwa 1's December is 25 to 31")
    func eraMonthDays() throws {
        let picker = makePicker(.date, locale: "af", calendar: .japanese, at: "1926-12-27T00:00")
        let day = try #require(picker.wheel(.day))
        #expect(day.selectedRowContent.text == "27")
        #expect(day.selectedRowContent.isSelectable)
        #expect((0..<day.rowCount).filter { day.row(at: $0).isSelectable }.map { $0 + 1 } == Array(25...31))
        // Selecting the era's year from a later December keeps the day (it exists in Shōwa 1).
        let later = makePicker(.date, locale: "af", calendar: .japanese, at: "2024-12-27T00:06", maximum: "2024-12-31T23:59")
        try later.perform(.select(row: 1), on: .year)
        #expect(later.wheel(.day)?.selectedRowContent.isSelectable == true)
        #expect(wallText(later.date, "UTC") == "1926-12-27T00:06:00")
    }

    @Test("Chinese calendar: a year moved to keeps the wheels on selectable rows")
    func chineseYearAfterSelects() throws {
        let picker = makePicker(.date, locale: "af", calendar: .chinese, at: "2027-02-08T23:43", minimum: "2027-02-06T00:00")
        try picker.perform(.select(row: 29), on: .year)
        try picker.perform(.select(row: 7), on: .month)
        try picker.perform(.increment, on: .year)
        for wheel in picker.wheels {
            #expect(wheel.selectedRowContent.isSelectable, "\(wheel.kind) rests on \(wheel.selectedRowContent.text)")
        }
    }

    @Test("Chatham's spring-forward skips part of an hour: selecting hour 3 lands in hour 3, at 3:45")
    func chathamPartHour() throws {
        // 2026-09-27 in Pacific/Chatham: 2:45 becomes 3:45.
        let picker = makePicker(.time, locale: "ak", zone: "Pacific/Chatham", at: "2026-09-27T00:00")
        let hour = try #require(picker.wheel(.hour))
        let three = try #require(hour.rowIndex(forNumber: 3))
        #expect(hour.row(at: three).isSelectable)
        try picker.perform(.select(row: three), on: .hour)
        #expect(picker.wheel(.hour)?.selectedRowContent.text == "3")
        #expect(wallText(picker.date, "Pacific/Chatham") == "2026-09-27T03:45:00")
    }

    @Test("D20: days an era's month lacks read like their neighbours (\"3日\", not \"3\")")
    func eraMonthDayTexts() throws {
        let picker = makePicker(.date, locale: "ja_JP", calendar: .japanese, zone: "Asia/Tokyo", at: "1926-12-27T00:00")
        let day = try #require(picker.wheel(.day))
        #expect(day.rows.map(\.text) == (1...31).map { "\($0)日" })
    }
}
