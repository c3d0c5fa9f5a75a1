/// How a date picker is shown: UIKit's `UIDatePickerStyle`.
///
/// Since iOS 14 `automatic` is the compact button for dates and times, so the date picker
/// people meet in a modern app is a button that opens a calendar, not wheels; countdown
/// timers are only ever wheels.
public enum DatePickerStyle: String, CaseIterable, Sendable, Codable {
    /// The wheels (`UIDatePickerStyle.wheels`), the only style before iOS 13.4.
    case wheels
    /// A button showing the value, which opens an editor in a popover.
    case compact
    /// The editor in place: for dates a month calendar, for a time alone the wheels.
    case inline
    /// The system's choice for the mode (``resolved(for:)``).
    case automatic

    /// The style UIKit shows in `mode`: `automatic` is compact, except for countdown
    /// timers, which have no compact or inline style and show their wheels whatever is asked.
    public func resolved(for mode: DatePickerMode) -> DatePickerStyle {
        if mode == .countDownTimer { return .wheels }
        return self == .automatic ? .compact : self
    }
}
