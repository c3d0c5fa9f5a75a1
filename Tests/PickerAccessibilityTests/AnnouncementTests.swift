import Foundation
import PickerAccessibility
import PickerModel
import Testing

@Suite("Announcements")
struct AnnouncementTests {
    let narrator = PickerNarrator()

    @Test("After an action only the new value is announced")
    func newValue() throws {
        let picker = makePicker(.time)
        #expect(try narrator.perform(.increment, on: .hour, of: picker) == "3 o'clock")
        #expect(try narrator.perform(.decrement, on: .minute, of: picker) == "4 minutes")
        #expect(try narrator.perform(.select(row: 0), on: .dayPeriod, of: picker) == "AM")
        #expect(narrator.announcement(for: .hour, of: picker) == "3 o'clock")
    }

    @Test("A cyclic wheel wraps and announces where it landed")
    func wraps() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:59")
        #expect(try narrator.perform(.increment, on: .minute, of: picker) == "0 minutes")
        let countDown = makePicker(.countDownTimer, countDown: 0)
        #expect(try narrator.perform(.decrement, on: .countDownHours, of: countDown) == "23 hours")
    }

    @Test("At a wheel's end the value does not move and is announced again")
    func wheelEnd() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:05")
        #expect(try narrator.perform(.increment, on: .dayPeriod, of: picker) == "PM")
        let morning = makePicker(.time, at: "2026-11-21T09:05")
        #expect(try narrator.perform(.decrement, on: .dayPeriod, of: morning) == "AM")
        let lastYear = makePicker(.date, at: "2030-06-01T12:00", maximum: "2030-12-31T23:59")
        #expect(try narrator.perform(.increment, on: .year, of: lastYear) == "2030")
    }

    @Test("At a bound the value does not move and is announced again")
    func bound() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:05", maximum: "2026-11-21T14:05")
        var changes = 0
        _ = picker.addObserver { _, _ in changes += 1 }
        #expect(try narrator.perform(.increment, on: .minute, of: picker) == "5 minutes")
        #expect(try narrator.perform(.increment, on: .hour, of: picker) == "2 o'clock")
        #expect(changes == 0)
        let first = makePicker(.dateAndTime, at: "2026-11-21T14:05", minimum: "2026-11-21T00:00")
        #expect(try narrator.perform(.decrement, on: .date, of: first) == "Today")
    }

    @Test("The date wheel announces the new day in full")
    func dateWheel() throws {
        let picker = makePicker(.dateAndTime)
        #expect(try narrator.perform(.increment, on: .date, of: picker) == "Sunday, November 22")
        #expect(try narrator.perform(.decrement, on: .date, of: picker) == "Today")
        #expect(try narrator.perform(.decrement, on: .date, of: picker) == "Friday, November 20")
    }

    @Test("Selecting a row that springs back announces where the value rests")
    func springsBack() throws {
        // February 2026 has 28 days: row 30 is shown but not selectable.
        let picker = makePicker(.date, at: "2026-02-10T12:00")
        let announcement = try narrator.perform(.select(row: 29), on: .day, of: picker)
        #expect(announcement == picker.wheel(.day)?.selectedRowContent.text)
        #expect(announcement == "28")
    }

    @Test("Announcements are in the picker's language")
    func localized() throws {
        let picker = makePicker(.countDownTimer, locale: "ru_RU", countDown: 3_600)
        #expect(try narrator.perform(.increment, on: .countDownHours, of: picker) == "2 часа")
        #expect(try narrator.perform(.increment, on: .countDownMinutes, of: picker) == "1 минута")
    }

    @Test("A wheel the mode lacks has no announcement, and acting on it throws")
    func missingWheel() {
        let picker = makePicker(.date)
        #expect(narrator.announcement(for: .hour, of: picker) == nil)
        #expect(throws: DatePickerError.self) { try narrator.perform(.increment, on: .hour, of: picker) }
    }
}
