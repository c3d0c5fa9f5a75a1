import Foundation

/// The value a picker holds: an instant, or a countdown duration.
public enum DatePickerValue: Sendable, Hashable {
    /// The selected instant, in `date`, `time` and `dateAndTime` modes.
    case date(Date)
    /// The selected duration in seconds, in `countDownTimer` mode.
    case countDownDuration(TimeInterval)
}
