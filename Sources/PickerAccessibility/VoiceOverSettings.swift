/// The screen reader's verbosity settings that change what a wheel's utterance contains.
///
/// They mirror VoiceOver's own: speaking labels, the position in a list, and hints are
/// each a setting, and all are on by default. Apple's documented example has labels
/// and position off.
public struct VoiceOverSettings: Sendable, Hashable {
    /// Whether the wheel's label ("Hour") is spoken before its value.
    public var speaksLabels: Bool
    /// Whether the position of the selected row ("3 of 12") is spoken.
    public var speaksPosition: Bool
    /// Whether the hint ("Swipe up or down with one finger to adjust the value.") is spoken.
    public var speaksHints: Bool

    /// Creates settings; everything is spoken unless turned off.
    public init(speaksLabels: Bool = true, speaksPosition: Bool = true, speaksHints: Bool = true) {
        self.speaksLabels = speaksLabels
        self.speaksPosition = speaksPosition
        self.speaksHints = speaksHints
    }
}
