import Foundation
import PickerAccessibility
import PickerModel
import Testing

/// The instant every test takes as now: Saturday 21 November 2026, 12:00 UTC.
let referenceNow = Date(timeIntervalSince1970: 1_795_262_400)

/// A Gregorian wall time in a zone, written `2026-11-21T14:05`.
func wallTime(_ text: String, _ zone: String = "UTC") -> Date {
    let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone)!
    let parts = DateComponents(
        year: numbers[0], month: numbers[1], day: numbers[2],
        hour: numbers.count > 3 ? numbers[3] : 0, minute: numbers.count > 4 ? numbers[4] : 0
    )
    return calendar.date(from: parts)!
}

/// A picker with everything explicit: Gregorian, UTC and the reference now unless told.
func makePicker(
    _ mode: DatePickerMode,
    locale: String = "en_US",
    calendar: Calendar.Identifier = .gregorian,
    zone: String = "UTC",
    at time: String = "2026-11-21T14:05",
    minimum: String? = nil,
    maximum: String? = nil,
    minuteInterval: Int = 1,
    countDown: TimeInterval = 0
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
        clock: { referenceNow }
    )
}

extension PickerNarrator {
    /// The spoken value of a wheel, failing the test when the mode has no such wheel.
    func value(of wheel: WheelKind, _ picker: DatePicker, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let element = element(for: wheel, of: picker)
        #expect(element != nil, "no \(wheel) wheel", sourceLocation: sourceLocation)
        return element?.value ?? ""
    }
}
