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
        #expect(try narrator.perform(.increment, on: .hour, of: picker).announcement == "3 o'clock")
        #expect(try narrator.perform(.decrement, on: .minute, of: picker).announcement == "4 minutes")
        #expect(try narrator.perform(.select(row: 0), on: .dayPeriod, of: picker).announcement == "AM")
        #expect(narrator.announcement(for: .hour, of: picker) == "3 o'clock")
    }

    @Test("An action returns the event, the announcement and the wheels after it")
    func wholeResult() throws {
        let picker = makePicker(.time)   // en_US, 14:05 UTC
        let up = try narrator.perform(.increment, on: .hour, of: picker)
        #expect(up.changed)
        #expect(up.event?.oldValue == .date(wallTime("2026-11-21T14:05")))
        #expect(up.event?.newValue == .date(wallTime("2026-11-21T15:05")))
        #expect(up.value == up.event?.newValue)
        #expect(up.wheels.map(\.selectedRowContent.text) == ["3", "05", "PM"])
        let end = try narrator.perform(.increment, on: .dayPeriod, of: picker)
        #expect(!end.changed && end.event == nil)
        #expect(end.value == .date(wallTime("2026-11-21T15:05")))
        #expect(end.announcement == "PM")
    }

    @Test("An action and its announcement read one snapshot of the wheels; reading them again builds none")
    func oneSnapshotPerAction() throws {
        let picker = makePicker(.date)
        _ = picker.wheels
        for (action, wheel) in [(WheelAction.increment, WheelKind.month), (.decrement, .day), (.increment, .year)] {
            let before = picker.snapshotsBuilt
            let result = try narrator.perform(action, on: wheel, of: picker)
            _ = narrator.elements(of: picker)
            _ = picker.wheel(wheel)?.selectedRowContent
            #expect(result.changed)
            #expect(picker.snapshotsBuilt - before == 1, "\(action) \(wheel)")
        }
    }

    @Test("A cyclic wheel wraps and announces where it landed")
    func wraps() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:59")
        #expect(try narrator.perform(.increment, on: .minute, of: picker).announcement == "0 minutes")
        let countDown = makePicker(.countDownTimer, countDown: 0)
        #expect(try narrator.perform(.decrement, on: .countDownHours, of: countDown).announcement == "23 hours")
    }

    @Test("At a wheel's end the value does not move and is announced again")
    func wheelEnd() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:05")
        #expect(try narrator.perform(.increment, on: .dayPeriod, of: picker).announcement == "PM")
        let morning = makePicker(.time, at: "2026-11-21T09:05")
        #expect(try narrator.perform(.decrement, on: .dayPeriod, of: morning).announcement == "AM")
        let lastYear = makePicker(.date, at: "2030-06-01T12:00", maximum: "2030-12-31T23:59")
        #expect(try narrator.perform(.increment, on: .year, of: lastYear).announcement == "2030")
    }

    @Test("At a bound the value does not move and is announced again")
    func bound() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:05", maximum: "2026-11-21T14:05")
        var changes = 0
        _ = picker.addObserver { _, _ in changes += 1 }
        #expect(try narrator.perform(.increment, on: .minute, of: picker).announcement == "5 minutes")
        #expect(try narrator.perform(.increment, on: .hour, of: picker).announcement == "2 o'clock")
        #expect(changes == 0)
        let first = makePicker(.dateAndTime, at: "2026-11-21T14:05", minimum: "2026-11-21T00:00")
        #expect(try narrator.perform(.decrement, on: .date, of: first).announcement == "Today")
    }

    @Test("The date wheel announces the new day in full")
    func dateWheel() throws {
        let picker = makePicker(.dateAndTime)
        #expect(try narrator.perform(.increment, on: .date, of: picker).announcement == "Sunday, November 22")
        #expect(try narrator.perform(.decrement, on: .date, of: picker).announcement == "Today")
        #expect(try narrator.perform(.decrement, on: .date, of: picker).announcement == "Friday, November 20")
    }

    @Test("Selecting a row that springs back announces where the value rests")
    func springsBack() throws {
        // February 2026 has 28 days: row 30 is shown but not selectable.
        let picker = makePicker(.date, at: "2026-02-10T12:00")
        let announcement = try narrator.perform(.select(row: 29), on: .day, of: picker).announcement
        #expect(announcement == picker.wheel(.day)?.selectedRowContent.text)
        #expect(announcement == "28")
    }

    @Test("Announcements are in the picker's language")
    func localized() throws {
        let picker = makePicker(.countDownTimer, locale: "ru_RU", countDown: 3_600)
        #expect(try narrator.perform(.increment, on: .countDownHours, of: picker).announcement == "2 часа")
        #expect(try narrator.perform(.increment, on: .countDownMinutes, of: picker).announcement == "1 минута")
    }

    @Test("A wheel the mode lacks has no announcement, and acting on it throws")
    func missingWheel() {
        let picker = makePicker(.date)
        #expect(narrator.announcement(for: .hour, of: picker) == nil)
        #expect(throws: DatePickerError.self) { try narrator.perform(.increment, on: .hour, of: picker).announcement }
    }
}
