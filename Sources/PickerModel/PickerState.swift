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

/// An immutable snapshot of a picker, with everything its wheels need. A class, so that
/// the wheels of one snapshot share it rather than copy a dozen references each.
///
/// ``DatePicker`` is the mutable, observable object; this value is what its wheels are
/// computed from, so a ``Wheel`` can produce its rows later, on any thread.
final class PickerState: Sendable {
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
    /// The picker's calendar in its time zone, with the locale's week rules (not the locale).
    let calendar: Calendar
    let layout: WheelLayout
    let today: Date
    /// The first instant of the clock's day in the picker's zone: the date wheel's "Today".
    let todayStart: Date
    /// The first instant of the next day: until then the state's "Today" holds.
    let todayEnd: Date
    let local: LocalTime

    /// The span the year wheel and the `dateAndTime` date wheel cover when the bounds and
    /// the value leave it alone: the clock's year and a hundred years either side.
    let defaultWindow: ClosedRange<Date>
    /// The span the year wheel and the `dateAndTime` date wheel cover.
    let window: ClosedRange<Date>
    /// The years of the window, in `date` mode.
    let years: [DateInterval]
    /// The year of the wheel that holds `date`, in `date` mode.
    let selectedYear: DateInterval?
    /// The months of the selected year, in `date` mode.
    let months: [Month]
    /// The first day of the `dateAndTime` date wheel.
    let firstDay: Date
    /// How many rows the `dateAndTime` date wheel has.
    let dateRowCount: Int
    /// The row of the `dateAndTime` date wheel that holds `date`.
    let selectedDateRow: Int
    /// Whether the months Foundation gave fill the selected year exactly, in `date` mode.
    let monthsFillYear: Bool
    /// What the snapshots of this configuration share.
    let memo: Memo
    /// Whether the picker's zone keeps one offset from GMT for ever, so that every day
    /// has 86,400 seconds.
    let hasFixedOffset: Bool

    /// Everything computed from scratch.
    convenience init(
        mode: DatePickerMode, date: Date, countDownDuration: TimeInterval, minuteInterval: Int,
        lowerBound: Date?, upperBound: Date?, calendar: Calendar, layout: WheelLayout, today: Date
    ) {
        let todayStart = calendar.startOfDay(for: today)
        let yearsBack = calendar.date(byAdding: .year, value: -DatePicker.defaultWindowYears, to: today) ?? today
        let yearsOn = calendar.date(byAdding: .year, value: DatePicker.defaultWindowYears, to: today) ?? today
        let defaultStart = calendar.dateInterval(of: .year, for: yearsBack)?.start ?? yearsBack
        let defaultEnd = (calendar.dateInterval(of: .year, for: yearsOn)?.end ?? yearsOn) - 1
        self.init(
            mode: mode, date: date, countDownDuration: countDownDuration, minuteInterval: minuteInterval,
            lowerBound: lowerBound, upperBound: upperBound, calendar: calendar, layout: layout,
            today: today, todayStart: todayStart,
            todayEnd: calendar.date(byAdding: .day, value: 1, to: todayStart) ?? today,
            defaultWindow: defaultStart...max(defaultStart, defaultEnd),
            hasFixedOffset: Self.hasFixedOffset(calendar.timeZone), previous: nil
        )
    }

    /// The state after the value alone changed, reusing what did not change with it.
    ///
    /// An action changes the value and nothing else, so the window, its years and days,
    /// and the months of the selected year are kept while the new value stays in them;
    /// only the wall-clock reading is new. This is what makes an action cost about one
    /// calendar conversion rather than a walk over two hundred years.
    convenience init(moving previous: PickerState, to date: Date, countDownDuration: TimeInterval) {
        self.init(
            mode: previous.mode, date: date, countDownDuration: countDownDuration, minuteInterval: previous.minuteInterval,
            lowerBound: previous.lowerBound, upperBound: previous.upperBound, calendar: previous.calendar,
            layout: previous.layout, today: previous.today, todayStart: previous.todayStart, todayEnd: previous.todayEnd,
            defaultWindow: previous.defaultWindow, hasFixedOffset: previous.hasFixedOffset, previous: previous
        )
    }

    /// The state for a value, with what depends only on the configuration and the day
    /// given, taking from `previous` whatever still holds for the new value.
    private init(
        mode: DatePickerMode, date: Date, countDownDuration: TimeInterval, minuteInterval: Int,
        lowerBound: Date?, upperBound: Date?, calendar: Calendar, layout: WheelLayout,
        today: Date, todayStart: Date, todayEnd: Date, defaultWindow: ClosedRange<Date>, hasFixedOffset: Bool,
        previous: PickerState?
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
        self.todayStart = todayStart
        self.todayEnd = todayEnd
        self.defaultWindow = defaultWindow
        self.hasFixedOffset = hasFixedOffset
        local = previous.flatMap { $0.date == date ? $0.local : nil } ?? LocalTime(date, in: calendar)
        let window = Self.window(around: date, default: defaultWindow, lowerBound: lowerBound, upperBound: upperBound)
        self.window = window
        // Date rows are numbered from the window's first day: with a new window go its
        // days, its years and the memo.
        let kept = previous.flatMap { $0.window == window ? $0 : nil }
        let firstDay = kept?.firstDay ?? calendar.startOfDay(for: window.lowerBound)
        self.firstDay = firstDay
        let memo = kept?.memo ?? Memo()
        self.memo = memo

        if mode == .date {
            if let previous, let year = previous.selectedYear, year.start <= date, date < year.end {
                (selectedYear, months, monthsFillYear) = (year, previous.months, previous.monthsFillYear)
            } else {
                let (year, months) = memo.year(containing: date, in: calendar)
                (selectedYear, self.months, monthsFillYear) = (year, months, Self.fill(year, with: months))
            }
            let walked = kept?.years ?? Self.years(covering: window, in: calendar, reusing: previous)
            // A walk that missed the value's year (Foundation's `islamic` calendar east of
            // GMT) still gives the wheel a row for it.
            years = walked.isEmpty ? [selectedYear].compactMap { $0 } : walked
        } else {
            (years, selectedYear, months, monthsFillYear) = ([], nil, [], true)
        }
        if mode == .dateAndTime {
            dateRowCount = kept?.dateRowCount
                ?? Self.days(from: firstDay, to: calendar.startOfDay(for: window.upperBound), in: calendar) + 1
            selectedDateRow = kept.map { Self.row(of: date, movedFrom: $0, in: calendar) }
                ?? Self.days(from: firstDay, to: calendar.startOfDay(for: date), in: calendar)
        } else {
            (dateRowCount, selectedDateRow) = (0, 0)
        }
    }

    /// The window: the default span, widened to the value, replaced by the bounds there are.
    private static func window(
        around date: Date, default span: ClosedRange<Date>, lowerBound: Date?, upperBound: Date?
    ) -> ClosedRange<Date> {
        let start = lowerBound ?? min(span.lowerBound, date)
        let end = upperBound ?? max(span.upperBound, date)
        return start...max(start, end)
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
        return memo.interval(ofDay: day, in: month) { computedInterval(ofDay: day, in: month) }
    }

    private func computedInterval(ofDay day: Int, in month: Month) -> DateInterval? {
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
