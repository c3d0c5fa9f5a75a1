import Foundation

/// The calendar's structure around the value: the window's years, the months of a year,
/// and days counted across the window.
extension PickerState {
    /// Whether `months` fill `year` exactly, one after another.
    static func fill(_ year: DateInterval?, with months: [Month]) -> Bool {
        months.first?.interval.start == year?.start
            && months.last?.interval.end == year?.end
            && zip(months, months.dropFirst()).allSatisfy { $0.interval.end == $1.interval.start }
    }

    /// Days from one start of day to another, as the calendar counts them (a day a zone
    /// skipped whole, Samoa's 30 December 2011, is not counted).
    ///
    /// Foundation counts across tens of thousands of days slowly, so this is asked once
    /// per window; moves within it go by ``row(of:movedFrom:in:)``.
    static func days(from start: Date, to end: Date, in calendar: Calendar) -> Int {
        calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }

    /// The date row of `date`, from the previous value's row and the days between the two
    /// wall-clock readings.
    ///
    /// Wall-clock days between two instants are counted by arithmetic on their local
    /// times. That agrees with the calendar's count unless the zone skipped a whole day
    /// in between, which only a change of the zone's offset by many hours does: then,
    /// and for moves of more than a few weeks, the calendar counts.
    static func row(of date: Date, movedFrom previous: PickerState, in calendar: Calendar) -> Int {
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

    /// The years of the wheel that meet `window`, in order.
    ///
    /// They depend on the calendar and its zone alone, not on the locale, and a walk over
    /// the default window's 201 years costs about half a millisecond: a sweep of a thousand locales
    /// asks for the same window once per locale, so the walks are kept for the process.
    static func years(covering window: ClosedRange<Date>, in calendar: Calendar) -> [DateInterval] {
        let key = YearsKey(calendar: calendar.identifier, timeZone: calendar.timeZone.identifier, window: window)
        if let found = yearsCache.withLock({ $0[key] }) { return found }
        let years = walkYears(covering: window, in: calendar)
        yearsCache.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            cache[key] = years
        }
        return years
    }

    /// The years of the wheel that meet `window`, taking those of `previous` that still
    /// meet it and walking only the part of the window that is new.
    ///
    /// A value beyond the default window widens the window to itself, so every move of
    /// such a value is a new window: at 9999-12-31 in the Chinese calendar that was a walk
    /// over 8,000 years of ICU's astronomy per action, about a second (probe 2, D18).
    static func years(covering window: ClosedRange<Date>, in calendar: Calendar, reusing previous: PickerState?) -> [DateInterval] {
        guard let previous, previous.mode == .date, previous.calendar == calendar, !previous.years.isEmpty,
              window.overlaps(previous.window)
        else { return years(covering: window, in: calendar) }
        var years: [DateInterval] = []
        if window.lowerBound < previous.window.lowerBound {
            years += walkYears(covering: window.lowerBound...previous.window.lowerBound, in: calendar)
        }
        years += previous.years.filter { $0.end > window.lowerBound && $0.start <= window.upperBound }
        if window.upperBound > previous.window.upperBound {
            years += walkYears(covering: previous.window.upperBound...window.upperBound, in: calendar)
        }
        return years.uniqued { $0.start }
    }

    private struct YearsKey: Hashable {
        let calendar: Calendar.Identifier
        let timeZone: String
        let window: ClosedRange<Date>
    }

    private static let yearsCache = Locked<[YearsKey: [DateInterval]]>([:])

    private static func walkYears(covering window: ClosedRange<Date>, in calendar: Calendar) -> [DateInterval] {
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
    static func months(of year: DateInterval, in calendar: Calendar) -> [Month] {
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

    /// Whether `zone` keeps one offset from GMT for ever: UTC, GMT, the `Etc/` zones and
    /// zones made from an offset ("GMT+0530").
    static func hasFixedOffset(_ zone: TimeZone) -> Bool {
        let name = zone.identifier
        return name == "UTC" || name == "GMT" || name.hasPrefix("Etc/") || name.hasPrefix("GMT+") || name.hasPrefix("GMT-")
    }
}
