import Foundation

/// The inline style of a date picker: a month of days in a grid, as iOS shows it since
/// iOS 14 (UIKit's `.inline` style for the date mode, and the editor the compact button
/// opens). A third client of the date picker's state, beside its wheels: the same date,
/// bounds, locale, calendar, zone and clock, shown as a month instead of columns.
///
/// ```swift
/// let month = InlineCalendar(date: date, locale: Locale(identifier: "de_DE"),
///                            calendar: Calendar(identifier: .gregorian), timeZone: berlin, clock: { now })
/// month.title                      // "November 2026"
/// month.weekdays.map(\.symbol)     // ["M", "D", "M", "D", "F", "S", "S"]: Monday first in Germany
/// month.move(.week(1))             // the selection a week later, in the next month if need be
/// ```
///
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

    /// The locale of the texts.
    public let locale: Locale
    /// The calendar, with the picker's zone and the locale's first weekday.
    public let calendar: Calendar
    /// The earliest selectable day's first instant, if bounded.
    public let minimumDay: Date?
    /// The latest selectable day's first instant, if bounded.
    public let maximumDay: Date?
    /// Today's first instant, by the picker's clock when it was made.
    public let today: Date
    /// The selected day's first instant.
    public private(set) var selectedDay: Date
    /// The month shown.
    public private(set) var visibleMonth: DateInterval

    /// A calendar showing the month of `date`, with that day selected (the nearest bound's
    /// day, when `date` lies outside the bounds, as UIKit clamps its date).
    public init(
        date: Date, minimumDate: Date? = nil, maximumDate: Date? = nil, locale: Locale, calendar: Calendar,
        timeZone: TimeZone, clock: () -> Date
    ) {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        if let first = Self.firstWeekday(of: locale) { calendar.firstWeekday = first }
        self.locale = locale
        self.calendar = calendar
        let dayStart = { (date: Date) in calendar.interval(of: .day, containing: date)?.start ?? calendar.startOfDay(for: date) }
        minimumDay = minimumDate.map(dayStart)
        maximumDay = maximumDate.map(dayStart).map { max($0, minimumDate.map(dayStart) ?? $0) }
        today = dayStart(clock())
        var selected = dayStart(date)
        if let minimumDay, selected < minimumDay { selected = minimumDay }
        if let maximumDay, selected > maximumDay { selected = maximumDay }
        selectedDay = selected
        visibleMonth = calendar.interval(of: .month, containing: selected) ?? DateInterval(start: selected, duration: 86_400)
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
        let intervals = calendar.intervals(of: .day, from: visibleMonth.start, before: visibleMonth.end, limit: 40)
        guard let first = intervals.first else { return [] }
        let lead = column(of: first.start)
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

    /// Selects `date`'s day and shows its month; refused (returns `false`) outside the bounds.
    @discardableResult
    public func select(_ date: Date) -> Bool {
        guard let day = calendar.interval(of: .day, containing: date)?.start, isEnabled(day) else { return false }
        selectedDay = day
        if let month = calendar.interval(of: .month, containing: day) { visibleMonth = month }
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

    /// The grid column of `day`: 0 for the locale's first day of the week.
    private func column(of day: Date) -> Int {
        (calendar.component(.weekday, from: day) - calendar.firstWeekday + 7) % 7
    }
}
