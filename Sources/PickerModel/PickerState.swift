import Foundation

/// An immutable snapshot of a picker, with everything its wheels need.
///
/// ``DatePicker`` is the mutable, observable object; this value is what its wheels are
/// computed from, so a ``Wheel`` can produce its rows later, on any thread.
struct PickerState: Sendable {
    /// A month of the selected year: the calendar's own numbering, with its leap flag
    /// (Hebrew Adar I is month 6 and exists only in leap years; Chinese leap months repeat a number).
    struct Month: Sendable, Hashable {
        let number: Int
        let isLeapMonth: Bool
        let interval: DateInterval
        let dayCount: Int
    }

    let mode: DatePickerMode
    let date: Date
    let countDownDuration: TimeInterval
    let minuteInterval: Int
    let lowerBound: Date?
    let upperBound: Date?
    /// The picker's calendar, carrying its time zone and locale.
    let calendar: Calendar
    let layout: WheelLayout
    let today: Date
    let local: LocalTime

    /// The span the year wheel and the `dateAndTime` date wheel cover.
    let window: ClosedRange<Date>
    /// The years of the window, in `date` mode.
    let years: [DateInterval]
    /// The months of the selected year, in `date` mode.
    let months: [Month]
    /// The first day of the `dateAndTime` date wheel.
    let firstDay: Date

    /// How far the year wheel and the date wheel reach without bounds: this many years
    /// before and after the clock's today, and always far enough to hold the date.
    static let defaultWindowYears = 100

    init(
        mode: DatePickerMode, date: Date, countDownDuration: TimeInterval, minuteInterval: Int,
        lowerBound: Date?, upperBound: Date?, calendar: Calendar, layout: WheelLayout, today: Date
    ) {
        self.mode = mode
        self.date = date
        self.countDownDuration = countDownDuration
        self.minuteInterval = minuteInterval
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.calendar = calendar
        self.layout = layout
        self.today = today
        local = LocalTime(date, in: calendar)

        let yearsBack = calendar.date(byAdding: .year, value: -Self.defaultWindowYears, to: today) ?? today
        let yearsOn = calendar.date(byAdding: .year, value: Self.defaultWindowYears, to: today) ?? today
        let start = lowerBound ?? min(calendar.dateInterval(of: .year, for: yearsBack)?.start ?? yearsBack, date)
        let end = upperBound ?? max((calendar.dateInterval(of: .year, for: yearsOn)?.end ?? yearsOn) - 1, date)
        window = start...max(start, end)
        firstDay = calendar.startOfDay(for: window.lowerBound)

        if mode == .date {
            years = Self.years(covering: window, in: calendar)
            months = Self.months(ofYearContaining: date, in: calendar)
        } else {
            years = []
            months = []
        }
    }

    private static func years(covering window: ClosedRange<Date>, in calendar: Calendar) -> [DateInterval] {
        var years: [DateInterval] = []
        var cursor = window.lowerBound
        // Years are walked one after another rather than counted, because in the
        // Japanese calendar an era change splits a Gregorian year into two years.
        while cursor <= window.upperBound, let year = calendar.dateInterval(of: .year, for: cursor) {
            years.append(year)
            cursor = year.end
        }
        return years
    }

    static func months(ofYearContaining date: Date, in calendar: Calendar) -> [Month] {
        guard let year = calendar.dateInterval(of: .year, for: date) else { return [] }
        var months: [Month] = []
        var cursor = year.start
        while cursor < year.end, let month = calendar.dateInterval(of: .month, for: cursor) {
            let parts = calendar.dateComponents([.month, .isLeapMonth], from: cursor)
            let dayCount = calendar.range(of: .day, in: .month, for: cursor)?.count ?? 30
            months.append(Month(
                number: parts.month ?? 1, isLeapMonth: parts.isLeapMonth ?? false,
                interval: month, dayCount: dayCount
            ))
            cursor = month.end
        }
        return months
    }

    /// The wheels of the mode, in on-screen order.
    var wheelKinds: [WheelKind] {
        switch mode {
        case .date: layout.dateOrder
        case .time: layout.timeOrder
        case .dateAndTime: [.date] + layout.timeOrder
        case .countDownTimer: [.countDownHours, .countDownMinutes]
        }
    }

    var hasTimeWheels: Bool { mode == .time || mode == .dateAndTime }

    /// Whether `span` meets the active bounds.
    func meetsBounds(_ span: ClosedRange<Date>) -> Bool {
        if let lowerBound, span.upperBound < lowerBound { return false }
        if let upperBound, span.lowerBound > upperBound { return false }
        return true
    }

    func clamped(_ date: Date) -> Date {
        var date = date
        if let lowerBound { date = max(date, lowerBound) }
        if let upperBound { date = min(date, upperBound) }
        return date
    }

    /// The instant of a wall-clock reading, or `nil` when a daylight-saving jump skips it.
    ///
    /// Where a reading happens twice (an autumn night), the occurrence with the same UTC
    /// offset as `reference` wins, so that moving the minute wheel at 1:30 EST stays in EST.
    func exactInstant(of time: LocalTime, near reference: Date? = nil) -> Date? {
        guard let instant = calendar.date(from: time.dateComponents),
              LocalTime(instant, in: calendar).matches(time)
        else { return nil }
        if let reference {
            let zone = calendar.timeZone
            let shift = zone.secondsFromGMT(for: instant) - zone.secondsFromGMT(for: reference)
            if shift != 0 {
                let other = instant.addingTimeInterval(TimeInterval(shift))
                if LocalTime(other, in: calendar).matches(time) { return other }
            }
        }
        return instant
    }

    /// The instants a wall-clock hour covers on the selected day, or `nil` when it is skipped.
    func span(ofHour hour: Int, on day: LocalTime) -> ClosedRange<Date>? {
        var time = day
        time.hour = hour
        time.second = 0
        time.nanosecond = 0
        var first: Date?
        for minute in [0, 30, 59] where first == nil {
            time.minute = minute
            first = exactInstant(of: time)
        }
        guard let first else { return nil }
        time.minute = 59
        let last = exactInstant(of: time) ?? first
        // A repeated hour covers two real hours: include the second occurrence.
        let repeated = last.addingTimeInterval(3600)
        let end = LocalTime(repeated, in: calendar).hour == hour
            && LocalTime(repeated, in: calendar).isSameDay(as: day) ? repeated : last
        return first...end.addingTimeInterval(59)
    }
}
