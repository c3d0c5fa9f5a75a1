import Foundation

/// A rule of the picker that changed or ignored a configured value.
///
/// UIKit applies these rules silently; the picker applies them the same way and
/// reports each one here, so that an audit can say why the wheels differ from the input.
public enum DatePickerWarning: Sendable, Hashable {
    /// Both bounds are set and the maximum is earlier than the minimum, so both are ignored.
    case boundsIgnoredMaximumBeforeMinimum(minimum: Date, maximum: Date)
    /// Bounds are set but have no effect in `countDownTimer` mode.
    case boundsIgnoredInCountDownMode
    /// The minute interval is not a divisor of 60 from 1 to 30, so 1 is used.
    case minuteIntervalReplaced(requested: Int)
    /// The countdown duration was changed to what the wheels can show: whole minutes,
    /// a multiple of the minute interval, between 0 and 23 hours 59 minutes.
    case countDownDurationAdjusted(requested: TimeInterval, effective: TimeInterval)
    /// The date was moved into the bounds.
    case dateClamped(requested: Date, effective: Date)
    /// The date's minute is not a multiple of the minute interval; the minute wheel
    /// shows the row below it, and the next user action snaps the value to that row.
    case dateBetweenMinuteRows(minute: Int, shownMinute: Int)

    /// Foundation's answers for this calendar and time zone contradict each other (its
    /// months do not fill the year without gaps or overlaps), so the month and year wheels
    /// may miss or merge months. On Linux this happens with the astronomical `islamic`
    /// calendar east of UTC; the `islamic-civil`, `islamic-umalqura` and `islamic-tbla`
    /// calendars are consistent.
    case calendarDataInconsistent(Calendar.Identifier, timeZone: String)

    /// A stable identifier for the rule, for programs that read reports.
    public var code: String {
        switch self {
        case .boundsIgnoredMaximumBeforeMinimum: "boundsIgnored.maximumBeforeMinimum"
        case .boundsIgnoredInCountDownMode: "boundsIgnored.countDownMode"
        case .minuteIntervalReplaced: "minuteInterval.replaced"
        case .countDownDurationAdjusted: "countDownDuration.adjusted"
        case .dateClamped: "date.clamped"
        case .dateBetweenMinuteRows: "date.betweenMinuteRows"
        case .calendarDataInconsistent: "calendar.inconsistent"
        }
    }
}
