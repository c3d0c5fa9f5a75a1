import Foundation

/// Actions: which row a wheel lands on, and which value that gives.
///
/// The rules, in the order they apply, each as UIKit has it:
/// 1. Cyclic wheels wrap from the last row to the first; the year wheel, the
///    `dateAndTime` date wheel and the AM/PM wheel stop at their ends (the value stays).
/// 2. Wheels are independent: a wheel changes only its own field. Minute 59 + 1 is
///    minute 0 of the same hour; 11 PM + one hour is 12 PM of the same day.
/// 3. The new value is read off the wheels: on wheels with a time, the minute is the
///    minute row's value and the seconds are zero.
/// 4. A month the new year lacks (Hebrew Adar I in a common year) becomes the nearest
///    month, the later one on a tie; a day the month lacks becomes its last day
///    (January 31 + one month = February 28); in an era's first month, a day before the
///    era began becomes the era's first day (Shōwa 64 January 5 + one year = Heisei 1
///    January 8).
/// 5. A wall time a daylight-saving jump skips moves to the nearest minute of its hour
///    that exists (Chatham skips 2:45 to 3:45: 3:00 becomes 3:45), else to the nearest
///    hour that exists on the same day, in the direction the wheel moved (2:30 going up
///    becomes 3:30, going down 1:30). A day a time zone skipped whole (Samoa, 30 December 2011)
///    moves to the neighbouring day in the direction the wheel moved. A wall time that
///    happens twice keeps the occurrence the value was in, so the minute wheel at 1:30
///    EST moves within EST; a move of the hour or AM/PM wheel lands on the first
///    occurrence, so that increment then decrement of the hour returns where it started.
/// 6. A value outside the bounds becomes the nearest bound; with a minute interval, the
///    nearest minute on its grid inside the bounds.
extension PickerState {
    /// The row a wheel lands on after `action`, or `nil` when it cannot move.
    func landingRow(of kind: WheelKind, after action: WheelAction) throws(DatePickerError) -> Int? {
        let count = rowCount(of: kind)
        let current = selectedRow(of: kind)
        switch action {
        case .increment:
            if current + 1 < count { return current + 1 }
            return kind.isCyclic ? 0 : nil
        case .decrement:
            if current > 0 { return current - 1 }
            return kind.isCyclic ? count - 1 : nil
        case .select(let row):
            guard (0..<count).contains(row) else {
                throw .rowOutOfRange(kind, row: row, rowCount: count)
            }
            return row
        }
    }

    /// The value after `action` on the wheel `kind`, with every rule applied.
    func value(after action: WheelAction, on kind: WheelKind) throws(DatePickerError) -> DatePickerValue {
        guard wheelKinds.contains(kind) else { throw .wheelNotInMode(kind, mode) }
        guard let row = try landingRow(of: kind, after: action) else { return currentValue }
        if mode == .countDownTimer {
            var hours = selectedRow(of: .countDownHours)
            var minutes = selectedRow(of: .countDownMinutes) * minuteInterval
            if kind == .countDownHours { hours = row } else { minutes = row * minuteInterval }
            return .countDownDuration(TimeInterval(hours * 3600 + minutes * 60))
        }
        let forward: Bool = switch action {
        case .increment: true
        case .decrement: false
        case .select(let row): row >= selectedRow(of: kind)
        }
        // A new hour starts in its first occurrence, as Foundation resolves a wall time;
        // any other wheel keeps the occurrence the value is in (rule 5).
        let reference = kind == .hour || kind == .dayPeriod ? nil : date
        return .date(clampedOnGrid(instant(of: wallTime(landingOn: row, of: kind), forward: forward, near: reference)))
    }

    /// Rule 6 on a minute grid: a value outside the bounds becomes the nearest bound, and
    /// where the bound is off the grid (a minimum of 8:59 with an interval of 10), the
    /// nearest minute on the grid inside the bounds (9:00), so the wheels show the value
    /// and the minute wheel can still move.
    private func clampedOnGrid(_ value: Date) -> Date {
        let bounded = clamped(value)
        guard bounded != value, hasTimeWheels, minuteInterval > 1 else { return bounded }
        let wall = LocalTime(bounded, in: calendar)
        let offGrid = wall.minute % minuteInterval
        let seconds = TimeInterval(wall.second) + TimeInterval(wall.nanosecond) / 1e9
        guard offGrid != 0 || seconds > 0 else { return bounded }
        let onGrid = bounded == lowerBound
            ? bounded + TimeInterval((minuteInterval - offGrid) * 60) - seconds
            : bounded - TimeInterval(offGrid * 60) - seconds
        // A window narrower than one step of the grid keeps the bound.
        return onGrid.clamped(from: lowerBound, to: upperBound) == onGrid ? onGrid : bounded
    }

    var currentValue: DatePickerValue {
        mode == .countDownTimer ? .countDownDuration(countDownDuration) : .date(date)
    }

    /// The wall time the wheels show once `kind` rests on `row` (rules 2 to 4).
    private func wallTime(landingOn row: Int, of kind: WheelKind) -> LocalTime {
        var time = local
        switch kind {
        case .year:
            let year = LocalTime(years[row].start, in: calendar)
            time.era = year.era
            time.year = year.year
            let target = months(ofYearContaining: years[row].start)
            if let month = Self.nearestMonth(to: months[selectedMonthIndex], in: target) {
                time.month = month.number
                time.isLeapMonth = month.isLeapMonth
                time.day = month.days.clamping(time.day)
            }
        case .month:
            time.month = months[row].number
            time.isLeapMonth = months[row].isLeapMonth
            time.day = months[row].days.clamping(time.day)
        case .day:
            time.day = months[selectedMonthIndex].days.clamping(row + 1)
        case .date:
            let day = LocalTime(dayNear(row: row), in: calendar)
            time.era = day.era
            time.year = day.year
            time.month = day.month
            time.isLeapMonth = day.isLeapMonth
            time.day = day.day
        case .hour:
            time.hour = layout.usesDayPeriod ? (local.hour / 12) * 12 + row : row
        case .dayPeriod:
            time.hour = local.hour % 12 + row * 12
        case .minute, .countDownHours, .countDownMinutes:
            break
        }
        if hasTimeWheels {
            let minuteRow = kind == .minute ? row : selectedRow(of: .minute)
            time.minute = minuteRow * minuteInterval
            time.second = 0
            time.nanosecond = 0
        }
        return time
    }

    /// The month of `year` that stands for `month`: the same one, or the nearest by number.
    /// An instant of the day of date row `row`: for a row a few weeks from the selected
    /// one, the value moved by whole days (cheaper than finding the day's start), else the
    /// day's start.
    private func dayNear(row: Int) -> Date {
        let distance = row - selectedDateRow
        if abs(distance) <= 62, let moved = calendar.date(byAdding: .day, value: distance, to: date) {
            let zone = calendar.timeZone
            // A zone that skipped a whole day in between counts days differently: see
            // `PickerState.row(of:movedFrom:in:)`.
            if abs(zone.secondsFromGMT(for: moved) - zone.secondsFromGMT(for: date)) < 6 * 3600 { return moved }
        }
        return dayStart(ofDateRow: row)
    }

    static func nearestMonth(to month: Month, in year: [Month]) -> Month? {
        if let same = year.first(where: { $0.number == month.number && $0.isLeapMonth == month.isLeapMonth }) {
            return same
        }
        if let sameNumber = year.first(where: { $0.number == month.number }) { return sameNumber }
        return year.min { lhs, rhs in
            let left = abs(lhs.number - month.number)
            let right = abs(rhs.number - month.number)
            return left != right ? left < right : lhs.number > rhs.number
        }
    }

    /// The instant of a wall time (rule 5).
    private func instant(of time: LocalTime, forward: Bool, near reference: Date?) -> Date {
        if let exact = exactInstant(of: time, near: reference) { return exact }
        // Skipped in part (Chatham springs from 2:45 to 3:45): the nearest minute on the
        // grid of the same hour that exists, first in the direction of the move.
        let grid = stride(from: 0, to: 60, by: minuteInterval).filter { $0 != time.minute }
        let later = grid.filter { $0 > time.minute }
        let earlier = grid.filter { $0 < time.minute }.reversed()
        for minute in forward ? Array(later) + earlier : Array(earlier) + later {
            var candidate = time
            candidate.minute = minute
            if let exact = exactInstant(of: candidate, near: reference) { return exact }
        }
        // Skipped whole by a daylight-saving jump: look for the nearest existing wall time
        // of the same day, an hour at a time, first in the direction of the move.
        for distance in 1...3 {
            for step in forward ? [distance, -distance] : [-distance, distance] {
                var candidate = time
                candidate.hour += step
                guard (0..<24).contains(candidate.hour) else { continue }
                if let exact = exactInstant(of: candidate, near: reference) { return exact }
            }
        }
        // A whole day skipped (Samoa, 30 December 2011): the neighbouring day, same time.
        // Days an era's first month lacks before the era began (Heisei 1 began on January
        // 8): the nearest day that exists, so the wheel can enter the new era.
        for distance in 1...31 {
            for step in forward ? [distance, -distance] : [-distance, distance] {
                var candidate = time
                candidate.day += step
                guard candidate.day >= 1 else { continue }
                if let exact = exactInstant(of: candidate, near: reference) { return exact }
            }
        }
        return date
    }
}

extension ClosedRange<Int> {
    /// `value` moved into the range: below it, its first; above it, its last.
    fileprivate func clamping(_ value: Int) -> Int {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}
