/// A user action on one wheel, as VoiceOver or a finger performs it.
public enum WheelAction: Sendable, Hashable {
    /// Move to the next row (a swipe up in VoiceOver).
    case increment
    /// Move to the previous row (a swipe down in VoiceOver).
    case decrement
    /// Spin the wheel to the row at `row`, counted from zero.
    case select(row: Int)
}
