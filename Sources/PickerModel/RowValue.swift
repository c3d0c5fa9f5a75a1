import Foundation

/// What a row stands for, apart from how the wheel writes it.
///
/// Display text is for the eye: "2", "Nov", "14:00". A screen reader needs the meaning
/// to say it well ("2 o'clock", "November", "14 Uhr"), so every ``WheelRow`` carries
/// one of these next to its text. The model itself never builds spoken text.
public enum RowValue: Sendable, Hashable {
    /// A year of the calendar: its number (the era's year in the Japanese calendar) and
    /// its first instant, or the first instant of the era where an era begins in it.
    case year(Int, start: Date)
    /// A month of the calendar: its number (Hebrew months count 1–13), whether it is a
    /// leap month, and its first instant.
    case month(Int, isLeapMonth: Bool, start: Date)
    /// A day of the month.
    case day(Int)
    /// A day of the `dateAndTime` date wheel: its first instant, and whether it is the
    /// clock's today.
    case date(start: Date, isToday: Bool)
    /// An hour as the clock shows it (1–12 or 0–23), with the clock's hour cycle.
    case hour(Int, cycle: Locale.HourCycle)
    /// A minute of the hour.
    case minute(Int)
    /// The first or second half of a 12-hour day.
    case dayPeriod(DayPeriod)
    /// The hours of a countdown duration, 0–23.
    case countDownHours(Int)
    /// The minutes of a countdown duration.
    case countDownMinutes(Int)
}

/// The half of the day that an AM/PM wheel chooses.
public enum DayPeriod: String, Sendable, Hashable, CaseIterable {
    /// Midnight to noon.
    case am
    /// Noon to midnight.
    case pm
}
