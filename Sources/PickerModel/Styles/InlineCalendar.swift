import Foundation

/// The inline style of a date picker: a month of days in a grid, as iOS shows it since
/// iOS 14 (UIKit's `.inline` style for the date mode, and the editor the compact button
/// opens). A third client of the date picker's state, beside its wheels: the same date,
/// bounds, locale, calendar, zone and clock, shown as a month instead of columns.
///
/// ```swift
/// let month = InlineCalendar(picker: DatePicker(mode: .date, date: date, locale: Locale(identifier: "de_DE"),
///                            calendar: Calendar(identifier: .gregorian), timeZone: berlin, clock: { now }))
/// month.title                      // "November 2026"
/// month.weekdays.map(\.symbol)     // ["M", "D", "M", "D", "F", "S", "S"]: Monday first in Germany
/// month.move(.week(1))             // the picker's date a week later, in the next month if need be
/// ```
///
/// It holds only the month it shows: the selection is the picker's date, which selecting
/// a day sets (keeping the time of day), so the wheels and the calendar never disagree.
/// What it knows of UIKit's calendar: the grid starts on the locale's first day of the
/// week; days outside the bounds are shown but cannot be selected; the previous and next
/// month buttons are disabled where that month lies wholly outside the bounds; moving the
/// selection across a month's edge shows the new month. Months come from the calendar:
/// 13 in a Hebrew leap year, 29 or 30 days in the Islamic ones.
public final class InlineCalendar {
    /// A day of the visible month.
    public struct Day: Sendable, Hashable {
        /// The day's first instant in the picker's zone.
        public let date: Date
        /// The day of the month, from 1.
        public let number: Int
        /// The number as the locale writes it in its calendar ("21", "٢١", "כ״א").
        public let text: String
        /// The row of the grid, from 0.
        public let week: Int
        /// The column of the grid, from 0 for the locale's first day of the week.
        public let column: Int
        /// Whether it is the selected day.
        public let isSelected: Bool
        /// Whether it is today, by the picker's clock.
        public let isToday: Bool
        /// Whether it lies within the bounds, so that it can be selected.
        public let isEnabled: Bool
    }

    /// A column of the grid's header.
    public struct Weekday: Sendable, Hashable {
        /// What the header shows ("M", "月", "ש׳").
        public let symbol: String
        /// The weekday's full name ("Montag").
        public let name: String
    }

    /// How the selection moves.
    public enum Step: Sendable, Hashable {
        /// By days (a swipe through the grid's cells moves one).
        case day(Int)
        /// By weeks (up or down a row of the grid).
        case week(Int)
        /// By months, to the same day of the month where it exists, else the month's last.
        case month(Int)
    }

    /// The date picker whose date, bounds, locale, calendar, zone and clock it shows.
    public let picker: DatePicker
    /// The month shown.
    public private(set) var visibleMonth: DateInterval
    /// Whether the month and year wheels are shown in place of the month's grid (a double
    /// tap on the month and year button shows them, another hides them).
    public private(set) var showsYearPicker = false

    /// A calendar over `picker`, showing the month of its date.
    public init(picker: DatePicker) {
        self.picker = picker
        visibleMonth = DateInterval(start: picker.date, duration: 0)
        visibleMonth = month(containing: selectedDay)
    }

    /// The picker's locale.
    public var locale: Locale { picker.locale }

    /// The picker's calendar, in its zone, with the locale's first day of the week.
    public var calendar: Calendar {
        var calendar = picker.calendar
        calendar.timeZone = picker.timeZone
        calendar.locale = picker.locale
        if let first = Self.firstWeekday(of: picker.locale) { calendar.firstWeekday = first }
        return calendar
    }

    /// The selected day's first instant: the picker's date's day.
    public var selectedDay: Date { dayStart(picker.date, in: calendar) }

    /// Today's first instant, by the picker's clock.
    public var today: Date { dayStart(picker.now, in: calendar) }

    /// The first instant of the earliest day with a selectable instant, if bounded.
    public var minimumDay: Date? { picker.activeBounds.minimum.map { dayStart($0, in: calendar) } }

    /// The first instant of the latest day with a selectable instant, if bounded.
    public var maximumDay: Date? { picker.activeBounds.maximum.map { dayStart($0, in: calendar) } }

    private func dayStart(_ date: Date, in calendar: Calendar) -> Date {
        calendar.interval(of: .day, containing: date)?.start ?? calendar.startOfDay(for: date)
    }

    private func month(containing day: Date) -> DateInterval {
        calendar.interval(of: .month, containing: day) ?? DateInterval(start: day, duration: 86_400)
    }

    /// The locale's first day of the week (1 for Sunday), from its `fw` keyword or region;
    /// `nil` to keep the calendar's.
    private static func firstWeekday(of locale: Locale) -> Int? {
        let order: [Locale.Weekday] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
        return order.firstIndex(of: locale.firstDayOfWeek).map { $0 + 1 }
    }

    // MARK: What is shown

    /// The header's columns, from the locale's first day of the week.
    public var weekdays: [Weekday] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let names = calendar.standaloneWeekdaySymbols
        return (0..<7).map { offset in
            let index = (calendar.firstWeekday - 1 + offset) % 7
            return Weekday(symbol: symbols[index], name: names[index])
        }
    }

    /// The days of the visible month, in order, each with its place in the grid.
    public var days: [Day] {
        let calendar = calendar
        let (selectedDay, today) = (dayStart(picker.date, in: calendar), dayStart(picker.now, in: calendar))
        let intervals = calendar.intervals(of: .day, from: visibleMonth.start, before: visibleMonth.end, limit: 40)
        guard let first = intervals.first else { return [] }
        let lead = (calendar.component(.weekday, from: first.start) - calendar.firstWeekday + 7) % 7
        return intervals.enumerated().map { index, interval in
            let number = calendar.component(.day, from: interval.start)
            return Day(
                date: interval.start, number: number,
                text: DateFormatterCache.string(from: interval.start, pattern: "d", locale: locale, calendar: calendar),
                week: (lead + index) / 7, column: (lead + index) % 7,
                isSelected: interval.start == selectedDay, isToday: interval.start == today,
                isEnabled: isEnabled(interval.start)
            )
        }
    }

    /// The month and year as the calendar's title shows them ("November 2026").
    public var title: String {
        let calendar = calendar
        let pattern = DateFormatter.dateFormat(fromTemplate: "LLLLy", options: 0, locale: locale) ?? "LLLL y"
        return DateFormatterCache.string(from: visibleMonth.start, pattern: pattern, locale: locale, calendar: calendar)
    }

    /// Whether the month before the visible one has a selectable day.
    public var canShowPreviousMonth: Bool {
        guard let minimumDay else { return true }
        return minimumDay < visibleMonth.start
    }

    /// Whether the month after the visible one has a selectable day.
    public var canShowNextMonth: Bool {
        guard let maximumDay else { return true }
        return maximumDay >= visibleMonth.end
    }

    /// Whether `day` (a day's first instant) lies within the bounds.
    public func isEnabled(_ day: Date) -> Bool {
        (minimumDay.map { day >= $0 } ?? true) && (maximumDay.map { day <= $0 } ?? true)
    }

    // MARK: Acting

    /// Shows the month `offset` months from the visible one (the previous and next month
    /// buttons, and swiping the month and year button). Returns whether it moved: not past
    /// a month wholly outside the bounds. The selection stays.
    @discardableResult
    public func showMonth(offset: Int) -> Bool {
        let calendar = calendar
        let (minimumDay, maximumDay) = (minimumDay, maximumDay)
        var month = visibleMonth
        for _ in 0..<abs(offset) {
            guard offset > 0 ? (maximumDay.map { $0 >= month.end } ?? true) : (minimumDay.map { $0 < month.start } ?? true),
                  let next = calendar.interval(of: .month, containing: offset > 0 ? month.end : month.start.addingTimeInterval(-1))
            else { return false }
            month = next
        }
        visibleMonth = month
        return offset != 0
    }

    /// Shows the month and year wheels in place of the grid, or the grid again.
    public func toggleYearPicker() {
        showsYearPicker.toggle()
    }

    /// The visible month's place among the months of its year, from 0, and how many the
    /// year has (13 in a Hebrew leap year), for the month wheel.
    public var monthPosition: (index: Int, count: Int) {
        let calendar = calendar
        guard let year = calendar.interval(of: .year, containing: visibleMonth.start) else { return (0, 12) }
        let months = calendar.intervals(of: .month, from: year.start, before: year.end, limit: 14)
        return (months.firstIndex { $0.start == visibleMonth.start } ?? 0, max(months.count, 1))
    }

    /// The visible month's year's place among the years the year wheel offers, from 0, and
    /// how many: from the minimum's year (or ``DatePicker/defaultWindowYears`` before
    /// today's) to the maximum's (or as many after), as the date picker's year wheel counts.
    public var yearPosition: (index: Int, count: Int) {
        let calendar = calendar
        let year = calendar.component(.year, from: visibleMonth.start)
        let todayYear = calendar.component(.year, from: today)
        let first = minimumDay.map { calendar.component(.year, from: $0) } ?? todayYear - DatePicker.defaultWindowYears
        let last = maximumDay.map { calendar.component(.year, from: $0) } ?? todayYear + DatePicker.defaultWindowYears
        return (min(max(year - first, 0), max(last - first, 0)), max(last - first + 1, 1))
    }

    /// Selects `date`'s day, keeping the picker's time of day (moved into the bounds on a
    /// bound's day, as the picker moves any date), and shows its month; refused (returns
    /// `false`) for a day outside the bounds.
    @discardableResult
    public func select(_ date: Date) -> Bool {
        let calendar = calendar
        let day = dayStart(date, in: calendar)
        guard isEnabled(day) else { return false }
        let time = calendar.dateComponents([.hour, .minute, .second], from: picker.date)
        picker.date = calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day
        visibleMonth = month(containing: selectedDay)
        return true
    }

    /// Moves the selection by `step`, into the next or previous month where it crosses an
    /// edge; refused (returns `false`) where the day it reaches lies outside the bounds.
    @discardableResult
    public func move(_ step: Step) -> Bool {
        let (component, value): (Calendar.Component, Int) = switch step {
        case .day(let days): (.day, days)
        case .week(let weeks): (.day, weeks * 7)
        case .month(let months): (.month, months)
        }
        // From the middle of the day: a day of 23 or 25 hours still lands on the right date.
        let noon = selectedDay.addingTimeInterval(12 * 3_600)
        guard value != 0, let moved = calendar.date(byAdding: component, value: value, to: noon) else { return false }
        return select(moved)
    }

}
