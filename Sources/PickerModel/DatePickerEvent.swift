/// A value change made by a user action: UIKit's "value changed" control event.
///
/// A picker sends one only when an action on a wheel really changed its value.
/// Setting ``DatePicker/date`` or any other property from code never sends one.
public struct DatePickerEvent: Sendable, Hashable {
    /// The wheel the user acted on.
    public let wheel: WheelKind
    /// What the user did.
    public let action: WheelAction
    /// The value before the action.
    public let oldValue: DatePickerValue
    /// The value after the action, once every rule (bounds, missing days, skipped hours) applied.
    public let newValue: DatePickerValue
}
