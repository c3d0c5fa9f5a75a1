import Foundation
import PickerModel
import Testing

@Suite("Configuration rules (SPEC 1)")
struct DatePickerConfigurationTests {
    @Test("Bounds with the maximum before the minimum are both ignored")
    func invertedBoundsAreIgnored() {
        let picker = makePicker(.date, at: "2030-06-01", minimum: "2026-12-31", maximum: "2026-01-01")
        #expect(picker.activeBounds.minimum == nil)
        #expect(picker.activeBounds.maximum == nil)
        #expect(wallText(picker.date, "UTC") == "2030-06-01T00:00:00")
        #expect(picker.warnings.map(\.code) == ["boundsIgnored.maximumBeforeMinimum"])
        // Any date is selectable: every year row is.
        #expect(picker.wheel(.year)!.rows.allSatisfy { $0.isSelectable })
    }

    @Test("Equal bounds are valid and pin the date")
    func equalBounds() {
        let picker = makePicker(.date, at: "2030-06-01", minimum: "2026-05-05", maximum: "2026-05-05")
        #expect(wallText(picker.date, "UTC") == "2026-05-05T00:00:00")
        #expect(picker.warnings.map(\.code) == ["date.clamped"])
    }

    @Test("Bounds are ignored in countDownTimer mode")
    func boundsIgnoredInCountDown() {
        let picker = makePicker(.countDownTimer, minimum: "2026-01-01", maximum: "2026-01-02", countDown: 600)
        #expect(picker.activeBounds.minimum == nil && picker.activeBounds.maximum == nil)
        #expect(picker.warnings.map(\.code) == ["boundsIgnored.countDownMode"])
        // Leaving countdown mode brings the bounds back and moves the date into them.
        picker.mode = .date
        #expect(picker.activeBounds.minimum != nil)
        #expect(wallText(picker.date, "UTC") == "2026-01-02T00:00:00")
    }

    @Test("Minute intervals: divisors of 60 up to 30, else 1", arguments: -5...61)
    func minuteInterval(_ interval: Int) {
        let picker = makePicker(.time, minuteInterval: interval)
        let valid = interval >= 1 && interval <= 30 && 60 % interval == 0
        #expect(picker.effectiveMinuteInterval == (valid ? interval : 1))
        #expect(picker.wheel(.minute)!.rowCount == 60 / picker.effectiveMinuteInterval)
        #expect(picker.warnings.contains(.minuteIntervalReplaced(requested: interval)) == !valid)
    }

    @Test("The minute wheel of a 15-minute interval shows 00, 15, 30, 45")
    func quarterHours() {
        let picker = makePicker(.time, at: "2026-11-21T14:30", minuteInterval: 15)
        let minute = picker.wheel(.minute)!
        #expect(minute.rows.map(\.text) == ["00", "15", "30", "45"])
        #expect(minute.selectedRow == 2)
        #expect(picker.warnings.isEmpty)
    }

    @Test("A date between minute rows shows the row below and is reported")
    func dateBetweenRows() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:07", minuteInterval: 15)
        #expect(picker.wheel(.minute)!.selectedRowContent.text == "00")
        #expect(picker.warnings == [.dateBetweenMinuteRows(minute: 7, shownMinute: 0)])
        // The next action reads the value off the wheels: 15:00, not 15:07.
        try picker.perform(.increment, on: .hour)
        #expect(wallText(picker.date, "UTC") == "2026-11-21T15:00:00")
    }

    @Test(
        "Countdown durations: whole minutes on the interval, 0 to 86,340 s",
        arguments: [
            (4500.0, 5, 4500.0), (4530, 5, 4500), (4559, 1, 4500), (59, 1, 0), (-30, 1, 0),
            (86_340, 1, 86_340), (86_399, 1, 86_340), (100_000, 1, 86_340), (100_000, 15, 85_500),
            (1_000, 7, 960), (.nan, 1, 0), (.infinity, 1, 0),
        ] as [(TimeInterval, Int, TimeInterval)]
    )
    func countDownDuration(requested: TimeInterval, interval: Int, expected: TimeInterval) {
        let picker = makePicker(.countDownTimer, minuteInterval: interval, countDown: requested)
        #expect(picker.countDownDuration == expected)
        let hours = picker.wheel(.countDownHours)!
        let minutes = picker.wheel(.countDownMinutes)!
        #expect(hours.rowCount == 24)
        #expect(hours.selectedRow == Int(expected) / 3600)
        #expect(minutes.rowCount == 60 / picker.effectiveMinuteInterval)
        #expect(minutes.selectedRow * picker.effectiveMinuteInterval == Int(expected) % 3600 / 60)
        let adjusted = picker.warnings.contains { $0.code == "countDownDuration.adjusted" }
        #expect(adjusted == !(requested == expected))
    }

    @Test("Setting the date clamps it into the bounds; changing bounds clamps it again")
    func dateClamping() {
        let picker = makePicker(.dateAndTime, at: "2026-11-21T14:05", minimum: "2026-11-01T09:00", maximum: "2026-11-30T18:00")
        picker.date = wallTime("2025-01-01T00:00", "UTC")
        #expect(wallText(picker.date, "UTC") == "2026-11-01T09:00:00")
        #expect(picker.warnings.contains {
            if case .dateClamped = $0 { true } else { false }
        })
        picker.date = wallTime("2027-01-01T00:00", "UTC")
        #expect(wallText(picker.date, "UTC") == "2026-11-30T18:00:00")
        picker.date = wallTime("2026-11-15T12:00", "UTC")
        #expect(picker.warnings.isEmpty)
        picker.maximumDate = wallTime("2026-11-10T00:00", "UTC")
        #expect(wallText(picker.date, "UTC") == "2026-11-10T00:00:00")
    }

    @Test("The default date is the clock's now")
    func defaultDate() {
        let picker = DatePicker(
            locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian),
            timeZone: TimeZone(identifier: "UTC")!, clock: { referenceNow }
        )
        #expect(picker.mode == .dateAndTime)
        #expect(picker.date == referenceNow)
        #expect(picker.wheels.first?.selectedRowContent.text == "Today")
    }
}

@Suite("Value-changed events")
struct DatePickerEventTests {
    @Test("A user action that changes the value tells every observer, with sender, wheel, action and values")
    func userActionNotifies() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:05")
        var events: [DatePickerEvent] = []
        var senders: [ObjectIdentifier] = []
        picker.addObserver { sender, event in
            senders.append(ObjectIdentifier(sender))
            events.append(event)
        }
        let returned = try picker.perform(.increment, on: .hour)
        #expect(events.count == 1)
        #expect(senders == [ObjectIdentifier(picker)])
        let event = try #require(events.first)
        #expect(event == returned)
        #expect(event.wheel == .hour)
        #expect(event.action == .increment)
        #expect(event.oldValue == .date(wallTime("2026-11-21T14:05", "UTC")))
        #expect(event.newValue == .date(wallTime("2026-11-21T15:05", "UTC")))
    }

    @Test("Programmatic changes never notify")
    func programmaticChangesAreSilent() {
        let picker = makePicker(.dateAndTime)
        var count = 0
        picker.addObserver { _, _ in count += 1 }
        picker.date = wallTime("2027-01-01T00:00", "UTC")
        picker.minimumDate = wallTime("2028-01-01T00:00", "UTC")
        picker.mode = .time
        picker.minuteInterval = 5
        picker.countDownDuration = 600
        picker.mode = .countDownTimer
        #expect(count == 0)
    }

    @Test("An action that does not change the value does not notify")
    func unchangedValueIsSilent() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:05")
        var count = 0
        picker.addObserver { _, _ in count += 1 }
        // PM is the last row of a wheel that does not wrap.
        #expect(try picker.perform(.increment, on: .dayPeriod) == nil)
        // Selecting the row the value already rests on.
        #expect(try picker.perform(.select(row: 5), on: .minute) == nil)
        #expect(count == 0)
    }

    @Test("Countdown changes carry durations")
    func countDownEvent() throws {
        let picker = makePicker(.countDownTimer, minuteInterval: 5, countDown: 4500)
        let event = try #require(try picker.perform(.decrement, on: .countDownMinutes))
        #expect(event.oldValue == .countDownDuration(4500))
        #expect(event.newValue == .countDownDuration(4200))
        #expect(picker.countDownDuration == 4200)
    }

    @Test("A removed observer hears nothing more")
    func removeObserver() throws {
        let picker = makePicker(.time)
        var count = 0
        let token = picker.addObserver { _, _ in count += 1 }
        try picker.perform(.increment, on: .minute)
        picker.removeObserver(token)
        try picker.perform(.increment, on: .minute)
        #expect(count == 1)
    }

    @Test("Errors name the wheel and the mode")
    func errors() {
        let picker = makePicker(.time)
        #expect(throws: DatePickerError.wheelNotInMode(.year, .time)) {
            try picker.perform(.increment, on: .year)
        }
        #expect(throws: DatePickerError.rowOutOfRange(.minute, row: 60, rowCount: 60)) {
            try picker.perform(.select(row: 60), on: .minute)
        }
        #expect(throws: DatePickerError.rowOutOfRange(.minute, row: -1, rowCount: 60)) {
            try picker.perform(.select(row: -1), on: .minute)
        }
    }
}
