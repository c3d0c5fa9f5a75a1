/// The kind of a wheel: which part of the value it adjusts.
///
/// The raw values are the names the command-line tool and its JSON output use.
public enum WheelKind: String, CaseIterable, Sendable, Codable {
    /// The months of the selected year, in the calendar's own order (13 in a Hebrew leap year).
    case month
    /// The days of the month; days the selected month lacks are shown but not selectable.
    case day
    /// The years of the calendar, from the minimum date's year to the maximum date's, or
    /// ``DatePicker/defaultWindowYears`` either side of today where a bound is unset.
    /// It stops at its ends. In the Japanese calendar a year with an era change gives two rows.
    case year
    /// One row per calendar day, in `dateAndTime` mode, over the same window as the year
    /// wheel: "Today" for the clock's day, otherwise weekday, month and day. It stops at its ends.
    case date
    /// The hours: 12 rows on a 12-hour clock, 24 on a 24-hour clock.
    case hour
    /// The minutes, in steps of the picker's minute interval.
    case minute
    /// AM and PM, on 12-hour clocks only.
    case dayPeriod
    /// The hours of a countdown duration, 0 to 23.
    case countDownHours
    /// The minutes of a countdown duration, in steps of the minute interval.
    case countDownMinutes

    /// Whether the wheel wraps around from its last row to its first.
    ///
    /// As in UIKit, every wheel is cyclic except the year wheel and the `dateAndTime`
    /// date wheel, which stop at the ends of their window.
    public var isCyclic: Bool {
        switch self {
        case .year, .date, .dayPeriod: false
        case .month, .day, .hour, .minute, .countDownHours, .countDownMinutes: true
        }
    }
}
