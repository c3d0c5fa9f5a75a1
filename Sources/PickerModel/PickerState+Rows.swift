import Foundation

/// Rows: how many each wheel has, which is selected, what each shows, and whether it
/// can be selected now.
///
/// A row is selectable when some valid instant carries its value together with the
/// values of the wheels that are more significant than it (year, then month, then day
/// or date, then AM/PM, then hour, then minute). That is how UIKit greys rows out: with
/// a minimum of 10:30 today, hour 9 is grey, and at hour 10 minutes below 30 are grey.
extension PickerState {
    /// The day wheel's rows: as many as the longest month of the selected year has.
    ///
    /// Not `Calendar.maximumRange(of: .day)`, which on Linux says 31 for the Islamic
    /// calendars, whose months have 29 or 30 days.
    var dayRowCount: Int {
        months.map(\.days.upperBound).max() ?? 31
    }

    var hourRowCount: Int { layout.usesDayPeriod ? 12 : 24 }

    var minuteRowCount: Int { 60 / minuteInterval }

    var selectedMonthIndex: Int {
        months.firstIndex { $0.number == local.month && $0.isLeapMonth == local.isLeapMonth } ?? 0
    }

    func rowCount(of kind: WheelKind) -> Int {
        switch kind {
        case .month: months.count
        case .day: dayRowCount
        case .year: years.count
        case .date: dateRowCount
        case .hour: hourRowCount
        case .minute: minuteRowCount
        case .dayPeriod: 2
        case .countDownHours: 24
        case .countDownMinutes: minuteRowCount
        }
    }

    func selectedRow(of kind: WheelKind) -> Int {
        switch kind {
        case .month:
            return selectedMonthIndex
        case .day:
            return local.day - 1
        case .year:
            return rowIndex(of: kind, containing: date) ?? 0
        case .date:
            return (0..<dateRowCount).contains(selectedDateRow) ? selectedDateRow : 0
        case .hour:
            return layout.usesDayPeriod ? local.hour % 12 : local.hour
        case .minute:
            return local.minute / minuteInterval
        case .dayPeriod:
            return local.hour < 12 ? 0 : 1
        case .countDownHours:
            return Int(countDownDuration) / 3600
        case .countDownMinutes:
            return Int(countDownDuration) % 3600 / 60 / minuteInterval
        }
    }

    /// The row at `index`, which the caller has checked against the row count.
    func row(of kind: WheelKind, at index: Int) -> WheelRow {
        if kind == .date {
            // Tens of thousands of these rows can be asked for: find the day once.
            let day = dayStart(ofDateRow: index)
            return WheelRow(
                text: dateRowText(day),
                value: .date(start: day, isToday: day == todayStart),
                isSelectable: isSelectable(day: day)
            )
        }
        return WheelRow(
            text: text(of: kind, at: index),
            value: value(of: kind, at: index),
            isSelectable: isSelectable(kind, at: index)
        )
    }

    /// What the row at `index` stands for; the date wheel's rows are made in ``row(of:at:)``.
    private func value(of kind: WheelKind, at index: Int) -> RowValue {
        switch kind {
        case .year:
            return .year(LocalTime(years[index].start, in: calendar).year, start: years[index].start)
        case .month:
            let month = months[index]
            return .month(month.number, isLeapMonth: month.isLeapMonth, start: month.interval.start)
        case .day:
            return .day(index + 1)
        case .date:
            let day = dayStart(ofDateRow: index)
            return .date(start: day, isToday: day == todayStart)
        case .hour:
            return .hour(number(of: kind, at: index) ?? index, cycle: layout.hourCycle)
        case .minute:
            return .minute(index * minuteInterval)
        case .dayPeriod:
            return .dayPeriod(index == 0 ? .am : .pm)
        case .countDownHours:
            return .countDownHours(index)
        case .countDownMinutes:
            return .countDownMinutes(index * minuteInterval)
        }
    }

    // MARK: Display text

    private func format(_ date: Date, _ pattern: String, calendar: Calendar? = nil) -> String {
        RowFormatter.string(from: date, pattern: pattern, layout: layout, calendar: calendar ?? self.calendar)
    }

    /// A year row. Where the locale has no name for the calendar's era, CLDR's root data
    /// writes a code ("1743 ERA1" for Coptic in English): the year is then shown alone,
    /// as the calendars with one era in use write it.
    private func yearText(_ start: Date) -> String {
        memo.text(of: .year, startingAt: start) {
            let text = format(start, layout.yearPattern)
            // No word boundary after the digits: "ERA0רפ״ד年" (Japanese with Hebrew numerals) runs on.
            guard text.contains("ERA"), text.contains(/\bERA\d+/), layout.yearPattern.contains("G") else { return text }
            return format(start, "y")
        }
    }

    /// Hours, minutes and day periods read the same on every day, so they are formatted
    /// at a fixed instant in GMT, away from any daylight-saving jump.
    private func formatClock(minutes: Int, _ pattern: String, kind: WheelKind) -> String {
        let instant = Date(timeIntervalSinceReferenceDate: TimeInterval(minutes * 60))
        return memo.text(of: kind, startingAt: instant) {
            var gmt = calendar
            gmt.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
            return format(instant, pattern, calendar: gmt)
        }
    }

    func text(of kind: WheelKind, at index: Int) -> String {
        switch kind {
        case .month:
            return format(months[index].interval.start, layout.monthPattern)
        case .day:
            return dayText(index + 1)
        case .year:
            return yearText(years[index].start)
        case .date:
            return dateRowText(dayStart(ofDateRow: index))
        case .hour:
            return formatClock(minutes: index * 60, layout.hourPattern, kind: kind)
        case .minute:
            return formatClock(minutes: index * minuteInterval, layout.minutePattern, kind: kind)
        case .dayPeriod:
            return formatClock(minutes: index * 12 * 60, "a", kind: kind)
        case .countDownHours:
            return RowFormatter.number(index, layout: layout)
        case .countDownMinutes:
            return RowFormatter.number(index * minuteInterval, layout: layout)
        }
    }

    /// "Today" in the locale's words for the clock's day; weekday, month and day otherwise.
    private func dateRowText(_ day: Date) -> String {
        // The memo lives no longer than the clock's day: a new day makes a new snapshot.
        memo.text(of: .date, startingAt: day) {
            if day == todayStart,
               let name = RowFormatter.relativeDayName(of: day, todayStart: todayStart, layout: layout, calendar: calendar)
            {
                return name
            }
            return format(day, layout.dayRowPattern)
        }
    }

    /// A day number written as the calendar writes it (Hebrew letters in the Hebrew
    /// calendar in Hebrew), taken from a real date in a month that has that day.
    private func dayText(_ day: Int) -> String {
        let candidates = [months[selectedMonthIndex]] + months
        for month in candidates {
            if let interval = interval(ofDay: day, in: month) {
                return format(interval.start.addingTimeInterval(interval.duration / 2), layout.dayPattern)
            }
        }
        // A day no month of this year has (days 1-24 of Shōwa 1's December): written as a
        // day of a Gregorian January, so it reads like its neighbours ("3日", not "3").
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        guard let stand = gregorian.date(from: DateComponents(year: 2001, month: 1, day: day, hour: 12)) else {
            return RowFormatter.number(day, layout: layout)
        }
        return format(stand, layout.dayPattern, calendar: gregorian)
    }

    func dayStart(ofDateRow index: Int) -> Date {
        // In a zone whose offset never changes (UTC, the sweep's default) every day has
        // 86,400 seconds.
        if hasFixedOffset { return firstDay.addingTimeInterval(TimeInterval(index) * 86_400) }
        return memo.start(ofDateRow: index) {
            calendar.startOfDay(for: calendar.date(byAdding: .day, value: index, to: firstDay) ?? firstDay)
        }
    }


    // MARK: Selectability

    /// Whether any instant of the day that starts at `start` is within the bounds.
    private func isSelectable(day start: Date) -> Bool {
        if lowerBound == nil, upperBound == nil { return true }
        return calendar.interval(of: .day, containing: start).map(meetsBounds) ?? false
    }

    /// Whether a wall-clock hour of the selected day has an instant within the bounds.
    /// Without bounds that is whether any of its minutes exists, which one conversion
    /// usually answers.
    private func isSelectable(hour: Int) -> Bool {
        guard lowerBound == nil, upperBound == nil else { return span(ofHour: hour, on: local).map(meetsBounds) ?? false }
        var time = local
        time.hour = hour
        time.second = 0
        time.nanosecond = 0
        return [0, 30, 59].contains { minute in
            time.minute = minute
            return exactInstant(of: time) != nil
        }
    }

    func isSelectable(_ kind: WheelKind, at index: Int) -> Bool {
        switch kind {
        case .countDownHours, .countDownMinutes:
            return true
        case .year:
            return meetsBounds(years[index])
        case .month:
            return meetsBounds(months[index].interval)
        case .day:
            return interval(ofDay: index + 1, in: months[selectedMonthIndex]).map(meetsBounds) ?? false
        case .date:
            return isSelectable(day: dayStart(ofDateRow: index))
        case .dayPeriod:
            let hours = index == 0 ? 0..<12 : 12..<24
            return hours.contains { hour in isSelectable(hour: hour) }
        case .hour:
            return isSelectable(hour: layout.usesDayPeriod ? (local.hour / 12) * 12 + index : index)
        case .minute:
            var time = local
            time.minute = index * minuteInterval
            time.second = 0
            time.nanosecond = 0
            guard let instant = exactInstant(of: time, near: date) else { return false }
            return meetsBounds(instant...instant.addingTimeInterval(59))
        }
    }
}

// MARK: Finding rows

extension PickerState {
    /// The number a row stands for: the year, the month's number in the calendar, the
    /// day, the hour as the clock shows it (1–12 or 0–23), the minute, or the countdown
    /// hours or minutes. `nil` for the AM/PM and date wheels.
    func number(of kind: WheelKind, at index: Int) -> Int? {
        switch kind {
        case .year: LocalTime(years[index].start, in: calendar).year
        case .month: months[index].number
        case .day: index + 1
        case .hour:
            switch layout.hourLetter {
            case "h": index == 0 ? 12 : index
            case "k": index == 0 ? 24 : index
            default: index
            }
        case .minute, .countDownMinutes: index * minuteInterval
        case .countDownHours: index
        case .date, .dayPeriod: nil
        }
    }

    /// The row of the year or date wheel that contains `instant`, or `nil`.
    func rowIndex(of kind: WheelKind, containing instant: Date) -> Int? {
        switch kind {
        case .year:
            return years.firstIndex { $0.start <= instant && instant < $0.end }
        case .date:
            let day = calendar.startOfDay(for: instant)
            guard let index = calendar.dateComponents([.day], from: firstDay, to: day).day,
                  (0..<dateRowCount).contains(index)
            else { return nil }
            return index
        default:
            return nil
        }
    }
}
