/// The screen reader's settings that change what a wheel's utterance contains.
///
/// Three mirror VoiceOver's own verbosity settings: speaking labels, the position in a
/// list, and hints are each a setting, and all are on by default. Apple's documented
/// example has labels and position off. The fourth, ``phrasing``, is PickerVoice's: it
/// words the values as VoiceOver does (the default) or as a native speaker would.
public struct VoiceOverSettings: Sendable, Hashable {
    /// Whether the wheel's label ("Hour") is spoken before its value.
    public var speaksLabels: Bool
    /// Whether the position of the selected row ("3 of 12") is spoken.
    public var speaksPosition: Bool
    /// Whether the hint ("Swipe up or down with one finger to adjust the value.") is spoken.
    public var speaksHints: Bool
    /// How values are worded: ``Phrasing/voiceOver`` (what iOS says) or ``Phrasing/natural``.
    public var phrasing: Phrasing

    /// Creates settings; everything is spoken unless turned off, in VoiceOver's phrasing.
    public init(
        speaksLabels: Bool = true, speaksPosition: Bool = true, speaksHints: Bool = true,
        phrasing: Phrasing = .voiceOver
    ) {
        self.speaksLabels = speaksLabels
        self.speaksPosition = speaksPosition
        self.speaksHints = speaksHints
        self.phrasing = phrasing
    }
}
