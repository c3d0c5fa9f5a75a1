import Foundation

extension PickerState {
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
            // Foundation's astronomical `islamic` calendar can place a date in no year or a
            // year of no months (Riyadh, 1 Muharram 1447): the wheels then show that day as
            // a year of one month rather than no rows at all, and the caller is warned
            // (``DatePicker/unsupportedReason(for:in:)`` refuses the pair beforehand).
            let year = PickerState.year(containing: date, in: calendar)
                ?? calendar.interval(of: .day, containing: date)
                ?? DateInterval(start: date, duration: 1)
            var months = PickerState.months(of: year, in: calendar)
            if months.isEmpty {
                let parts = calendar.dateComponents([.month, .isLeapMonth, .day], from: date)
                let day = parts.day ?? 1
                months = [Month(number: parts.month ?? 1, isLeapMonth: parts.isLeapMonth ?? false, interval: year, days: day...day)]
            }
            monthsOfYear.withLock { table in
                if table.count >= Self.limit { table.removeAll() }
                table[year.start] = (year, months)
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
}
