import Foundation

extension Date {
    /// The date moved into `lower...upper`, either of which may be absent.
    func clamped(from lower: Date?, to upper: Date?) -> Date {
        var date = self
        if let lower { date = max(date, lower) }
        if let upper { date = min(date, upper) }
        return date
    }
}

extension Sequence {
    /// The elements, without those whose key an earlier element already had.
    func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen: Set<Key> = []
        return filter { seen.insert(key($0)).inserted }
    }
}

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
        /// The part of the month in the selected year (an era's first or last month is cut).
        let interval: DateInterval
        /// Its days, by number: 1...31, or 25...31 for Shōwa 1's December.
        let days: ClosedRange<Int>

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
    /// The first instant of the clock's day in the picker's zone: the date wheel's "Today".
    let todayStart: Date
    /// The first instant of the next day: until then the state's "Today" holds.
    let todayEnd: Date
    let local: LocalTime

    /// The span the year wheel and the `dateAndTime` date wheel cover.
    let window: ClosedRange<Date>
    /// The years of the window, in `date` mode.
    let years: [DateInterval]
    /// The months of the selected year, in `date` mode.
    let months: [Month]
    /// The first day of the `dateAndTime` date wheel.
    let firstDay: Date
    /// Whether the months Foundation gave fill the selected year exactly, in `date` mode.
    let monthsFillYear: Bool

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
        todayStart = calendar.startOfDay(for: today)
        todayEnd = calendar.date(byAdding: .day, value: 1, to: todayStart) ?? today
        local = LocalTime(date, in: calendar)

        let yearsBack = calendar.date(byAdding: .year, value: -DatePicker.defaultWindowYears, to: today) ?? today
        let yearsOn = calendar.date(byAdding: .year, value: DatePicker.defaultWindowYears, to: today) ?? today
        let start = lowerBound ?? min(calendar.dateInterval(of: .year, for: yearsBack)?.start ?? yearsBack, date)
        let end = upperBound ?? max((calendar.dateInterval(of: .year, for: yearsOn)?.end ?? yearsOn) - 1, date)
        window = start...max(start, end)
        firstDay = calendar.startOfDay(for: window.lowerBound)

        if mode == .date {
            years = Self.years(covering: window, in: calendar)
            let year = Self.year(containing: date, in: calendar)
            months = year.map { Self.months(of: $0, in: calendar) } ?? []
            monthsFillYear = months.first?.interval.start == year?.start
                && months.last?.interval.end == year?.end
                && zip(months, months.dropFirst()).allSatisfy { $0.interval.end == $1.interval.start }
        } else {
            years = []
            months = []
            monthsFillYear = true
        }
    }

    /// The most years a window can hold: Gregorian years 1 to 10,000 and a margin.
    private static let maximumYears = 12_000

    private static func years(covering window: ClosedRange<Date>, in calendar: Calendar) -> [DateInterval] {
        calendar.intervals(of: .year, from: window.lowerBound, before: window.upperBound.addingTimeInterval(1), limit: maximumYears)
            .flatMap { splitAtEraChanges($0, in: calendar) }
            .filter { $0.end > window.lowerBound && $0.start <= window.upperBound }
            .uniqued { calendar.dateComponents([.era, .year], from: $0.start) }
    }

    /// The year of the wheel that contains `date`: a span with one era and one year number.
    static func year(containing date: Date, in calendar: Calendar) -> DateInterval? {
        guard let year = calendar.interval(of: .year, containing: date) else { return nil }
        return splitAtEraChanges(year, in: calendar).first { $0.start <= date && date < $0.end }
    }

    /// Splits a year where its era changes.
    ///
    /// Foundation's year interval in the Japanese calendar is the Gregorian year, yet 2019
    /// holds two years of the wheel: Heisei 31 (January to April) and Reiwa 1 (from May).
    private static func splitAtEraChanges(_ year: DateInterval, in calendar: Calendar) -> [DateInterval] {
        func label(_ date: Date) -> [Int?] {
            let parts = calendar.dateComponents([.era, .year], from: date)
            return [parts.era, parts.year]
        }
        var current = label(year.start)
        guard current != label(year.end.addingTimeInterval(-1)) else { return [year] }
        // Days are the same local midnights in every calendar; step them in Gregorian.
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        var spans: [DateInterval] = []
        var spanStart = year.start
        for day in gregorian.intervals(of: .day, from: year.start, before: year.end, limit: 400).dropFirst() {
            let dayLabel = label(day.start)
            if dayLabel != current {
                spans.append(DateInterval(start: spanStart, end: day.start))
                spanStart = day.start
                current = dayLabel
            }
        }
        spans.append(DateInterval(start: spanStart, end: year.end))
        return spans
    }

    static func months(ofYearContaining date: Date, in calendar: Calendar) -> [Month] {
        year(containing: date, in: calendar).map { months(of: $0, in: calendar) } ?? []
    }

    /// The months of a year of the wheel, each once.
    private static func months(of year: DateInterval, in calendar: Calendar) -> [Month] {
        calendar.intervals(of: .month, from: year.start, before: year.end, limit: 14)
            .map { month in
                // Where an era begins or ends inside a month (Shōwa 1 began on December 25),
                // the month of this year is only that part of it.
                let start = max(month.start, year.start)
                let end = max(start, min(month.end, year.end))
                let parts = calendar.dateComponents([.month, .isLeapMonth, .day], from: start)
                let first = parts.day ?? 1
                let last = end > start ? calendar.component(.day, from: end.addingTimeInterval(-1)) : first
                let whole = calendar.range(of: .day, in: .month, for: month.start)
                let days = start == month.start && end == month.end
                    ? whole.flatMap { $0.isEmpty ? nil : $0.lowerBound...($0.upperBound - 1) } ?? 1...30
                    : first...max(first, last)
                return Month(
                    number: parts.month ?? 1, isLeapMonth: parts.isLeapMonth ?? false,
                    interval: DateInterval(start: start, end: end), days: days
                )
            }
            .uniqued { [$0.number, $0.isLeapMonth ? 1 : 0] }
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

    /// Whether any instant of `interval` (its end excluded) meets the active bounds.
    func meetsBounds(_ interval: DateInterval) -> Bool {
        meetsBounds(interval.start...interval.end.addingTimeInterval(-1))
    }

    func clamped(_ date: Date) -> Date {
        date.clamped(from: lowerBound, to: upperBound)
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

    /// The instants of day `day` of the selected month, or `nil` when the day does not
    /// exist: beyond the month's end (February 30), or skipped whole by a time zone
    /// (30 December 2011 in Samoa, which moved across the date line).
    func interval(ofDay day: Int, in month: Month) -> DateInterval? {
        guard month.days.contains(day) else { return nil }
        var time = LocalTime(month.interval.start, in: calendar)
        time.day = day
        time.hour = 12
        time.minute = 0
        time.second = 0
        time.nanosecond = 0
        for hour in [12, 0, 6, 18, 23] {
            time.hour = hour
            if let instant = exactInstant(of: time) { return calendar.interval(of: .day, containing: instant) }
        }
        return nil
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
        // A repeated hour includes its second occurrence: the same :59 again, as many
        // minutes later as the clocks went back (an hour; 30 minutes on Lord Howe Island).
        let end = [3600, 1800, 7200].lazy.map { last.addingTimeInterval(TimeInterval($0)) }.first { repeated in
            let wall = LocalTime(repeated, in: calendar)
            return wall.hour == hour && wall.minute == 59 && wall.isSameDay(as: day)
        } ?? last
        return first...end.addingTimeInterval(59)
    }
}
