import PickerModel

/// Everything a caller needs after a user action on a wheel, from one snapshot of the
/// picker: what changed, what a screen reader announces, and the wheels as they now stand.
///
/// ```swift
/// let result = try narrator.perform(.increment, on: .hour, of: picker)   // en_US, 14:05
/// result.changed                     // true
/// result.announcement                // "3 o'clock"
/// result.wheels.map(\.selectedRowContent.text)   // ["3", "05", "PM"]
/// ```
public struct NarratedAction: Sendable {
    /// The wheel acted on.
    public let wheel: WheelKind
    /// What the user did.
    public let action: WheelAction
    /// The event observers heard, or `nil` when the value did not change (an end, a bound,
    /// a row that springs back).
    public let event: DatePickerEvent?
    /// The picker's value after the action.
    public let value: DatePickerValue
    /// What a screen reader announces after the action: the wheel's value alone, the same
    /// value again when it could not move.
    public let announcement: String
    /// The picker's wheels after the action, in on-screen order.
    public let wheels: [Wheel]

    /// Whether the action changed the value.
    public var changed: Bool { event != nil }

    /// Creates a result; ``PickerNarrator/perform(_:on:of:)`` makes them.
    public init(
        wheel: WheelKind, action: WheelAction, event: DatePickerEvent?, value: DatePickerValue,
        announcement: String, wheels: [Wheel]
    ) {
        self.wheel = wheel
        self.action = action
        self.event = event
        self.value = value
        self.announcement = announcement
        self.wheels = wheels
    }
}
