import Foundation
import PickerModel
import Testing

/// The instant every test takes as now: Saturday 21 November 2026, 12:00 UTC.
public let referenceNow = Date(timeIntervalSince1970: 1_795_262_400)

/// A Gregorian wall time in a zone, written `2026-11-21T14:05` (seconds optional); the
/// test fails where the zone has no such time.
public func wallTime(_ text: String, _ zone: String = "UTC", sourceLocation: SourceLocation = #_sourceLocation) -> Date {
    let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone)!
    let parts = DateComponents(
        year: numbers[0], month: numbers[1], day: numbers[2],
        hour: numbers.count > 3 ? numbers[3] : 0, minute: numbers.count > 4 ? numbers[4] : 0,
        second: numbers.count > 5 ? numbers[5] : 0
    )
    let date = calendar.date(from: parts)
    #expect(date != nil, "no instant for \(text) in \(zone)", sourceLocation: sourceLocation)
    return date ?? referenceNow
}

/// The same instant read back as a wall time, `2026-11-21T14:05:00`, for readable failures.
public func wallText(_ date: Date, _ zone: String, calendar identifier: Calendar.Identifier = .gregorian) -> String {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = TimeZone(identifier: zone)!
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ n: Int?) -> String { String(format: "%02d", n ?? 0) }
    return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day))T\(two(c.hour)):\(two(c.minute)):\(two(c.second))"
}

/// A picker with everything explicit: Gregorian, UTC, 2026-11-21 14:05 and the reference
/// now unless told.
public func makePicker(
    _ mode: DatePickerMode,
    locale: String = "en_US",
    calendar: Calendar.Identifier = .gregorian,
    zone: String = "UTC",
    at time: String = "2026-11-21T14:05",
    minimum: String? = nil,
    maximum: String? = nil,
    minuteInterval: Int = 1,
    countDown: TimeInterval = 0,
    now: Date = referenceNow
) -> DatePicker {
    DatePicker(
        mode: mode,
        date: wallTime(time, zone),
        minimumDate: minimum.map { wallTime($0, zone) },
        maximumDate: maximum.map { wallTime($0, zone) },
        minuteInterval: minuteInterval,
        countDownDuration: countDown,
        locale: Locale(identifier: locale),
        calendar: Calendar(identifier: calendar),
        timeZone: TimeZone(identifier: zone)!,
        clock: { now }
    )
}

extension DatePicker {
    /// What each wheel shows, in on-screen order: "November | 21 | 2026".
    public var shown: String {
        wheels.map(\.selectedRowContent.text).joined(separator: " | ")
    }

    /// Performs the actions in order, requiring each to be valid.
    public func act(_ steps: [(WheelAction, WheelKind)], sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (action, wheel) in steps {
            try perform(action, on: wheel)
        }
    }
}
