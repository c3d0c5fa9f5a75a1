/// What a date picker lets the user choose, and therefore which wheels it shows.
///
/// The modes follow UIKit's `UIDatePicker.Mode`. The raw values are the names the
/// command-line tool and its JSON output use.
public enum DatePickerMode: String, CaseIterable, Sendable, Codable {
    /// A calendar date: month, day and year wheels, ordered by the locale.
    case date
    /// A time of day: hour and minute wheels, plus an AM/PM wheel on 12-hour clocks.
    case time
    /// A date and a time: one wheel with a row per day, then the time wheels. UIKit's default.
    case dateAndTime
    /// A duration of up to 23 hours and 59 minutes: an hours wheel and a minutes wheel.
    case countDownTimer
}
