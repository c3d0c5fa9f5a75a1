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
    /// The picker's calendar, carrying its time zone and locale.
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

    /// Results that depend on a picker's configuration and on dates, never on its value,
    /// shared by every snapshot made from the first by ``init(moving:to:countDownDuration:)``:
    /// the months of each year visited, the instants of each day number of a month, and
    /// the display text of each year and date row shown.
    ///
    /// Each table is emptied when it grows past a few thousand entries, so a picker turned
    /// a million times holds no more than one turned a hundred.
    final class Memo: Sendable {
        private struct Day: Hashable {
            let monthStart: Date
            let day: Int
        }

        private struct Row: Hashable {
            let kind: WheelKind
            let start: Date
        }

        private static let limit = 4_096
        private let monthsOfYear = Locked<[Date: (DateInterval?, [Month])]>([:])
        private let days = Locked<[Day: DateInterval?]>([:])
        private let texts = Locked<[Row: String]>([:])
        private let dateRowStarts = Locked<[Int: Date]>([:])

        /// The first instant of date row `index`, found once.
        func start(ofDateRow index: Int, find: () -> Date) -> Date {
            if let found = dateRowStarts.withLock({ $0[index] }) { return found }
            let start = find()
            dateRowStarts.withLock { table in
                if table.count >= Self.limit { table.removeAll() }
                table[index] = start
            }
            return start
        }

        /// The display text of the row of `kind` that starts at `start`, made once.
        func text(of kind: WheelKind, startingAt start: Date, make: () -> String) -> String {
            let key = Row(kind: kind, start: start)
            if let found = texts.withLock({ $0[key] }) { return found }
            let text = make()
            texts.withLock { table in
                if table.count >= Self.limit { table.removeAll() }
                table[key] = text
            }
            return text
        }

        /// The year of the wheel holding `date` and its months, computed once per year.
        func year(containing date: Date, in calendar: Calendar) -> (DateInterval?, [Month]) {
            if let found = monthsOfYear.withLock({ table in table.values.first { $0.0.map { $0.start <= date && date < $0.end } ?? false } }) {
                return found
            }
            let year = PickerState.year(containing: date, in: calendar)
            let months = year.map { PickerState.months(of: $0, in: calendar) } ?? []
            if let year {
                monthsOfYear.withLock { table in
                    if table.count >= Self.limit { table.removeAll() }
                    table[year.start] = (year, months)
                }
            }
            return (year, months)
        }

        /// The instants of day `day` of `month`, computed once per day.
        func interval(ofDay day: Int, in month: Month, compute: () -> DateInterval?) -> DateInterval? {
            let key = Day(monthStart: month.interval.start, day: day)
            if let found = days.withLock({ $0[key] }) { return found }
            let interval = compute()
            days.withLock { table in
                if table.count >= Self.limit { table.removeAll() }
                table[key] = interval
            }
            return interval
        }
    }

    /// Everything computed from scratch.
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
        let defaultStart = calendar.dateInterval(of: .year, for: yearsBack)?.start ?? yearsBack
        defaultWindow = defaultStart...max(defaultStart, (calendar.dateInterval(of: .year, for: yearsOn)?.end ?? yearsOn) - 1)
        window = Self.window(around: date, default: defaultWindow, lowerBound: lowerBound, upperBound: upperBound)
        firstDay = calendar.startOfDay(for: window.lowerBound)
        let memo = Memo()
        self.memo = memo

        if mode == .date {
            years = Self.years(covering: window, in: calendar)
            (selectedYear, months) = memo.year(containing: date, in: calendar)
            monthsFillYear = Self.fill(selectedYear, with: months)
        } else {
            years = []
            selectedYear = nil
            months = []
            monthsFillYear = true
        }
        if mode == .dateAndTime {
            dateRowCount = Self.days(from: firstDay, to: calendar.startOfDay(for: window.upperBound), in: calendar) + 1
            selectedDateRow = Self.days(from: firstDay, to: calendar.startOfDay(for: date), in: calendar)
        } else {
            dateRowCount = 0
            selectedDateRow = 0
        }
    }

    /// The state after the value alone changed, reusing what did not change with it.
    ///
    /// An action changes the value and nothing else, so the window, its years and days,
    /// and the months of the selected year are kept while the new value stays in them;
    /// only the wall-clock reading is new. This is what makes an action cost about one
    /// calendar conversion rather than a walk over two hundred years.
    init(moving previous: PickerState, to date: Date, countDownDuration: TimeInterval) {
        mode = previous.mode
        self.date = date
        self.countDownDuration = countDownDuration
        minuteInterval = previous.minuteInterval
        lowerBound = previous.lowerBound
        upperBound = previous.upperBound
        calendar = previous.calendar
        layout = previous.layout
        today = previous.today
        todayStart = previous.todayStart
        todayEnd = previous.todayEnd
        local = date == previous.date ? previous.local : LocalTime(date, in: calendar)
        defaultWindow = previous.defaultWindow
        window = Self.window(around: date, default: defaultWindow, lowerBound: lowerBound, upperBound: upperBound)
        let sameWindow = window == previous.window
        firstDay = sameWindow ? previous.firstDay : calendar.startOfDay(for: window.lowerBound)
        // Date rows are numbered from the window's first day: a new window, a new memo.
        let memo = sameWindow ? previous.memo : Memo()
        self.memo = memo

        if mode == .date {
            years = sameWindow ? previous.years : Self.years(covering: window, in: calendar)
            if let year = previous.selectedYear, year.start <= date, date < year.end {
                selectedYear = year
                months = previous.months
                monthsFillYear = previous.monthsFillYear
            } else {
                let (year, months) = memo.year(containing: date, in: previous.calendar)
                selectedYear = year
                self.months = months
                monthsFillYear = Self.fill(year, with: months)
            }
        } else {
            years = []
            selectedYear = nil
            months = []
            monthsFillYear = true
        }
        if mode == .dateAndTime {
            dateRowCount = sameWindow
                ? previous.dateRowCount
                : Self.days(from: firstDay, to: calendar.startOfDay(for: window.upperBound), in: calendar) + 1
            selectedDateRow = sameWindow
                ? Self.row(of: date, movedFrom: previous, in: calendar)
                : Self.days(from: firstDay, to: calendar.startOfDay(for: date), in: calendar)
        } else {
            dateRowCount = 0
            selectedDateRow = 0
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

    /// Whether `months` fill `year` exactly, one after another.
    private static func fill(_ year: DateInterval?, with months: [Month]) -> Bool {
        months.first?.interval.start == year?.start
            && months.last?.interval.end == year?.end
            && zip(months, months.dropFirst()).allSatisfy { $0.interval.end == $1.interval.start }
    }

    /// Days from one start of day to another, as the calendar counts them (a day a zone
    /// skipped whole, Samoa's 30 December 2011, is not counted).
    ///
    /// Foundation counts across tens of thousands of days slowly, so this is asked once
    /// per window; moves within it go by ``row(of:movedFrom:in:)``.
    private static func days(from start: Date, to end: Date, in calendar: Calendar) -> Int {
        calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }

    /// The date row of `date`, from the previous value's row and the days between the two
    /// wall-clock readings.
    ///
    /// Wall-clock days between two instants are counted by arithmetic on their local
    /// times. That agrees with the calendar's count unless the zone skipped a whole day
    /// in between, which only a change of the zone's offset by many hours does: then,
    /// and for moves of more than a few weeks, the calendar counts.
    private static func row(of date: Date, movedFrom previous: PickerState, in calendar: Calendar) -> Int {
        let zone = calendar.timeZone
        let offsets = (zone.secondsFromGMT(for: previous.date), zone.secondsFromGMT(for: date))
        func localDay(_ instant: Date, offset: Int) -> Int {
            Int(((instant.timeIntervalSinceReferenceDate + Double(offset)) / 86_400).rounded(.down))
        }
        let distance = localDay(date, offset: offsets.1) - localDay(previous.date, offset: offsets.0)
        guard abs(offsets.1 - offsets.0) < 6 * 3600, abs(distance) <= 62 else {
            return days(from: previous.firstDay, to: calendar.startOfDay(for: date), in: calendar)
        }
        return previous.selectedDateRow + distance
    }

    /// The most years a window can hold: Gregorian years 1 to 10,000 and a margin.
    private static let maximumYears = 12_000

    private static func years(covering window: ClosedRange<Date>, in calendar: Calendar) -> [DateInterval] {
        calendar.intervals(of: .year, from: window.lowerBound, before: window.upperBound.addingTimeInterval(1), limit: maximumYears)
            // Only the Japanese calendar changes era inside a year; the others at a year's start.
            .flatMap { calendar.identifier == .japanese ? splitAtEraChanges($0, in: calendar) : [$0] }
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

    /// The months of the year of the wheel that holds `date`.
    func months(ofYearContaining date: Date) -> [Month] {
        memo.year(containing: date, in: calendar).1
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
