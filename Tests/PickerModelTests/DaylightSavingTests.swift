import Foundation
import PickerModel
import Testing

/// The four transitions of 2026 used below:
/// - America/New_York: 8 March 2:00 → 3:00 (2 AM is skipped); 1 November 2:00 → 1:00 (1 AM twice).
/// - Europe/Berlin: 29 March 2:00 → 3:00 (2 o'clock skipped); 25 October 3:00 → 2:00 (2 o'clock twice).
@Suite("Days with daylight-saving jumps (SPEC 2)")
struct DaylightSavingTests {
    @Test("The skipped hour is shown but not selectable", arguments: [
        ("America/New_York", "en_US", "2026-03-08T01:30", 2),
        ("Europe/Berlin", "de_DE", "2026-03-29T01:30", 2),
    ])
    func skippedHourRow(zone: String, locale: String, time: String, row: Int) throws {
        let picker = makePicker(.time, locale: locale, zone: zone, at: time)
        let hours = try #require(picker.wheel(.hour)).rows
        #expect(hours.enumerated().filter { !$0.element.isSelectable }.map(\.offset) == [row])
        // The day before has no such gap.
        picker.date = picker.date.addingTimeInterval(-86_400)
        #expect(picker.wheel(.hour)?.rows.allSatisfy(\.isSelectable) == true)
    }

    @Test("Moving into the skipped hour lands on the same day, in the direction of the move", arguments: [
        ("America/New_York", "en_US"), ("Europe/Berlin", "de_DE"),
    ])
    func skippedHourMoves(zone: String, locale: String) throws {
        let day = zone == "Europe/Berlin" ? "2026-03-29" : "2026-03-08"
        let picker = makePicker(.dateAndTime, locale: locale, zone: zone, at: "\(day)T01:30")
        try picker.perform(.increment, on: .hour)
        #expect(wallText(picker.date, zone) == "\(day)T03:30:00")
        try picker.perform(.decrement, on: .hour)
        #expect(wallText(picker.date, zone) == "\(day)T01:30:00")
        try picker.perform(.select(row: 2), on: .hour)
        #expect(wallText(picker.date, zone) == "\(day)T03:30:00")
        // The date wheel onto the jump day with a skipped time keeps the day.
        picker.date = wallTime("\(day.prefix(8))\(Int(day.suffix(2))! - 1)T02:30", zone)
        try picker.perform(.increment, on: .date)
        #expect(wallText(picker.date, zone) == "\(day)T03:30:00")
    }

    @Test("A repeated hour has one row, and the minute wheel keeps the occurrence", arguments: [
        ("America/New_York", "en_US", "2026-11-01", 1, "-05:00"),
        ("Europe/Berlin", "de_DE", "2026-10-25", 2, "+01:00"),
    ])
    func repeatedHour(zone: String, locale: String, day: String, hour: Int, laterOffset: String) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        let first = wallTime("\(day)T0\(hour):30", zone)
        let second = first.addingTimeInterval(3600)  // the same wall time, one real hour later
        #expect(wallText(second, zone) == "\(day)T0\(hour):30:00")
        let picker = makePicker(.time, locale: locale, zone: zone, at: "\(day)T0\(hour):30")
        picker.date = second
        #expect(picker.wheel(.hour)?.rows.allSatisfy(\.isSelectable) == true)
        try picker.perform(.increment, on: .minute)
        #expect(picker.date == second.addingTimeInterval(60))
        try picker.perform(.decrement, on: .minute)
        #expect(picker.date == second)
        _ = laterOffset
    }

    @Test("A day whose midnight is skipped starts at 1:00 and keeps its date (São Paulo, 4 Nov 2018)")
    func skippedMidnight() throws {
        let zone = "America/Sao_Paulo"
        let picker = makePicker(.dateAndTime, locale: "pt_BR", zone: zone, at: "2018-11-03T00:30", now: wallTime("2018-11-03T12:00", zone))
        try picker.perform(.increment, on: .date)
        #expect(wallText(picker.date, zone) == "2018-11-04T01:30:00")
        let hours = try #require(picker.wheel(.hour)).rows.map(\.isSelectable)
        #expect(hours.first == false)
        #expect(hours.dropFirst().allSatisfy { $0 })
    }

    @Test("Every hour and date row of the transition days resolves to an instant on the same day", arguments: [
        ("America/New_York", "2026-03-08"), ("America/New_York", "2026-11-01"),
        ("Europe/Berlin", "2026-03-29"), ("Europe/Berlin", "2026-10-25"),
    ])
    func everyHourStaysOnItsDay(zone: String, day: String) throws {
        for locale in ["en_US", "de_DE"] {
            let picker = makePicker(.dateAndTime, locale: locale, zone: zone, at: "\(day)T12:00")
            let hours = try #require(picker.wheel(.hour))
            for row in 0..<hours.rowCount {
                for period in picker.wheel(.dayPeriod) == nil ? [nil] : [0, 1] as [Int?] {
                    picker.date = wallTime("\(day)T12:00", zone)
                    if let period { try picker.perform(.select(row: period), on: .dayPeriod) }
                    try picker.perform(.select(row: row), on: .hour)
                    #expect(wallText(picker.date, zone).hasPrefix(day), "\(locale) hour row \(row) period \(String(describing: period))")
                }
            }
        }
    }
}
