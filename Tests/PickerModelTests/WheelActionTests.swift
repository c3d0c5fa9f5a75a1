import Foundation
import PickerModel
import Testing

@Suite("Actions on wheels (SPEC 2)")
struct WheelActionTests {
    @Test("11 PM + one hour is 12 PM of the same day: the AM/PM wheel stays")
    func hourDoesNotCarry() throws {
        let picker = makePicker(.time, at: "2026-11-21T23:00")
        try picker.perform(.increment, on: .hour)
        #expect(wallText(picker.date, "UTC") == "2026-11-21T12:00:00")
        #expect(picker.shown == "12 | 00 | PM")
    }

    @Test("Minute 59 + 1 is minute 0 of the same hour")
    func minuteDoesNotCarry() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:59")
        try picker.perform(.increment, on: .minute)
        #expect(wallText(picker.date, "UTC") == "2026-11-21T14:00:00")
        try picker.perform(.decrement, on: .minute)
        #expect(wallText(picker.date, "UTC") == "2026-11-21T14:59:00")
    }

    @Test("A 24-hour wheel wraps from 23 to 0 on the same day")
    func twentyFourHourWrap() throws {
        let picker = makePicker(.dateAndTime, locale: "de_DE", at: "2026-11-21T23:30")
        try picker.perform(.increment, on: .hour)
        #expect(wallText(picker.date, "UTC") == "2026-11-21T00:30:00")
    }

    @Test("Months and days wrap without carrying into the year or month")
    func dateWheelsWrap() throws {
        let picker = makePicker(.date, at: "2026-12-15")
        try picker.perform(.increment, on: .month)
        #expect(wallText(picker.date, "UTC") == "2026-01-15T00:00:00")
        try picker.perform(.select(row: 30), on: .day)
        try picker.perform(.increment, on: .day)
        #expect(wallText(picker.date, "UTC") == "2026-01-01T00:00:00")
        try picker.perform(.decrement, on: .day)
        #expect(wallText(picker.date, "UTC") == "2026-01-31T00:00:00")
    }

    @Test("January 31 + one month is February 28, or 29 in a leap year")
    func monthEnd() throws {
        let picker = makePicker(.date, at: "2026-01-31")
        try picker.perform(.increment, on: .month)
        #expect(wallText(picker.date, "UTC") == "2026-02-28T00:00:00")
        let leap = makePicker(.date, at: "2028-01-31")
        try leap.perform(.increment, on: .month)
        #expect(wallText(leap.date, "UTC") == "2028-02-29T00:00:00")
    }

    @Test("February 29 keeps its day in leap years and becomes the 28th otherwise")
    func february29() throws {
        let picker = makePicker(.date, at: "2028-02-29")
        let day = try #require(picker.wheel(.day))
        #expect(day.rows.map(\.isSelectable) == Array(repeating: true, count: 29) + [false, false])
        try picker.perform(.increment, on: .year)
        #expect(wallText(picker.date, "UTC") == "2029-02-28T00:00:00")
        try picker.perform(.select(row: 28), on: .day)  // 29 does not exist in 2029
        #expect(wallText(picker.date, "UTC") == "2029-02-28T00:00:00")
        try picker.perform(.increment, on: .year)
        try picker.perform(.increment, on: .year)
        try picker.perform(.increment, on: .year)
        try picker.perform(.select(row: 28), on: .day)
        #expect(wallText(picker.date, "UTC") == "2032-02-29T00:00:00")
    }

    @Test("Days the month lacks are shown but not selectable")
    func missingDays() throws {
        let picker = makePicker(.date, at: "2026-04-10")
        let day = try #require(picker.wheel(.day))
        #expect(day.rowCount == 31)
        #expect(day.row(at: 29).isSelectable)
        #expect(day.row(at: 30).isSelectable == false)
        #expect(day.row(at: 30).text == "31")
    }

    @Test("The year wheel stops at the ends of its window")
    func yearStops() throws {
        let picker = makePicker(.date, at: "2026-06-15", minimum: "2024-01-01", maximum: "2026-12-31T23:59")
        let year = try #require(picker.wheel(.year))
        #expect(year.rows.map(\.text) == ["2024", "2025", "2026"])
        #expect(year.isCyclic == false)
        #expect(try picker.perform(.increment, on: .year) == nil)
        try picker.perform(.decrement, on: .year)
        try picker.perform(.decrement, on: .year)
        #expect(wallText(picker.date, "UTC") == "2024-06-15T00:00:00")
        #expect(try picker.perform(.decrement, on: .year) == nil)
    }

    @Test("Bounds at the ends of a year: one year row, and months and days outside are not selectable")
    func boundsAtYearEnds() throws {
        let picker = makePicker(.date, at: "2026-01-01", minimum: "2026-01-01", maximum: "2026-12-31")
        #expect(picker.wheel(.year)?.rowCount == 1)
        // Decrementing January wraps to December of the same year, inside the bounds.
        try picker.perform(.decrement, on: .month)
        #expect(wallText(picker.date, "UTC") == "2026-12-01T00:00:00")
        try picker.perform(.select(row: 30), on: .day)
        #expect(wallText(picker.date, "UTC") == "2026-12-31T00:00:00")
        // With a maximum of 31 Dec 00:00, a later time of day is out of bounds.
        let tight = makePicker(.date, at: "2026-06-15", minimum: "2026-03-10", maximum: "2026-10-20")
        let months = try #require(tight.wheel(.month)).rows.map(\.isSelectable)
        #expect(months == [false, false, true, true, true, true, true, true, true, true, false, false])
        try tight.perform(.select(row: 0), on: .month)  // January: before the minimum
        #expect(wallText(tight.date, "UTC") == "2026-03-10T00:00:00")
        try tight.perform(.select(row: 11), on: .month)  // December: after the maximum
        #expect(wallText(tight.date, "UTC") == "2026-10-20T00:00:00")
        let days = try #require(tight.wheel(.day)).rows.map(\.isSelectable)
        #expect(days == Array(repeating: true, count: 20) + Array(repeating: false, count: 11))
    }

    @Test("Rows are greyed by the bounds together with the more significant wheels")
    func timeBounds() throws {
        let picker = makePicker(.dateAndTime, at: "2026-11-21T11:00", minimum: "2026-11-21T10:30", maximum: "2026-11-23T18:00")
        let hours = try #require(picker.wheel(.hour)).rows.map(\.isSelectable)
        // AM: 12 to 9 are before 10:30; 10 and 11 are fine.
        #expect(hours == Array(repeating: false, count: 10) + [true, true])
        try picker.perform(.select(row: 10), on: .hour)
        let minutes = try #require(picker.wheel(.minute)).rows.map(\.isSelectable)
        #expect(minutes == Array(repeating: false, count: 30) + Array(repeating: true, count: 30))
        // Landing on a greyed minute moves to the bound.
        try picker.perform(.select(row: 5), on: .minute)
        #expect(wallText(picker.date, "UTC") == "2026-11-21T10:30:00")
        // The date wheel covers only the days of the bounds and stops at its ends.
        let date = try #require(picker.wheel(.date))
        #expect(date.rows.map(\.text) == ["Today", "Sun, Nov 22", "Mon, Nov 23"])
        #expect(try picker.perform(.decrement, on: .date) == nil)
    }

    @Test("The dateAndTime date wheel moves by days and keeps the time")
    func dateWheelMoves() throws {
        let picker = makePicker(.dateAndTime, at: "2026-12-31T22:15")
        try picker.perform(.increment, on: .date)
        #expect(wallText(picker.date, "UTC") == "2027-01-01T22:15:00")
    }

    @Test("Countdown wheels wrap and respect the interval")
    func countDown() throws {
        let picker = makePicker(.countDownTimer, minuteInterval: 15, countDown: 23 * 3600 + 45 * 60)
        try picker.perform(.increment, on: .countDownMinutes)
        #expect(picker.countDownDuration == 23 * 3600)
        try picker.perform(.increment, on: .countDownHours)
        #expect(picker.countDownDuration == 0)
        try picker.perform(.decrement, on: .countDownMinutes)
        #expect(picker.countDownDuration == 45 * 60)
        #expect(picker.wheel(.countDownMinutes)?.rows.map(\.text) == ["0", "15", "30", "45"])
    }

    @Test("Rows can be found by text, number or instant")
    func findingRows() throws {
        let picker = makePicker(.date, at: "2026-11-21")
        #expect(picker.wheel(.month)?.rowIndex(displaying: "march") == 2)
        #expect(picker.wheel(.year)?.rowIndex(forNumber: 2030) == picker.wheel(.year).map { $0.selectedRow + 4 })
        let time = makePicker(.time)
        #expect(time.wheel(.hour)?.rowIndex(forNumber: 12) == 0)
        #expect(time.wheel(.hour)?.rowIndex(forNumber: 0) == nil)
        #expect(time.wheel(.dayPeriod)?.rowIndex(displaying: "pm") == 1)
    }
}
