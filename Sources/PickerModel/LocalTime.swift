import Foundation

/// A wall-clock reading in the picker's calendar and time zone: what the wheels show.
///
/// Wheels change one field of it at a time, and the picker turns the result back into
/// an instant. Some readings name no instant (February 30, 2:30 on a spring-forward
/// night) and some name two (1:30 on an autumn night); ``PickerState`` resolves those.
struct LocalTime: Hashable, Sendable {
    var era: Int
    var year: Int
    var month: Int
    var isLeapMonth: Bool
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    var nanosecond: Int

    static let components: Set<Calendar.Component> = [
        .era, .year, .month, .isLeapMonth, .day, .hour, .minute, .second, .nanosecond,
    ]

    init(_ date: Date, in calendar: Calendar) {
        let parts = calendar.dateComponents(Self.components, from: date)
        era = parts.era ?? 1
        year = parts.year ?? 1
        month = parts.month ?? 1
        isLeapMonth = parts.isLeapMonth ?? false
        day = parts.day ?? 1
        hour = parts.hour ?? 0
        minute = parts.minute ?? 0
        second = parts.second ?? 0
        nanosecond = parts.nanosecond ?? 0
    }

    var dateComponents: DateComponents {
        var parts = DateComponents(
            era: era, year: year, month: month, day: day,
            hour: hour, minute: minute, second: second, nanosecond: nanosecond
        )
        parts.isLeapMonth = isLeapMonth
        return parts
    }

    /// Whether two readings name the same calendar day.
    func isSameDay(as other: LocalTime) -> Bool {
        era == other.era && year == other.year && month == other.month
            && isLeapMonth == other.isLeapMonth && day == other.day
    }

    /// Whether two readings agree to the second, ignoring sub-second noise from conversion.
    func matches(_ other: LocalTime) -> Bool {
        isSameDay(as: other) && hour == other.hour && minute == other.minute && second == other.second
    }
}
