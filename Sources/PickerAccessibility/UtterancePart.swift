/// One part of what a screen reader says for a wheel, with the pause that follows it.
///
/// A speech backend can speak the parts one by one with their pauses, and an audit can
/// check each part on its own.
public struct UtterancePart: Sendable, Hashable {
    /// What a part is.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// The wheel's label ("Hour").
        case label
        /// The selected row, as speech ("2 o'clock").
        case value
        /// One trait ("Picker Item", "Adjustable").
        case trait
        /// Where the selected row stands ("3 of 12").
        case position
        /// How to use the wheel ("Swipe up or down with one finger to adjust the value.").
        case hint
    }

    /// What the part is.
    public let kind: Kind
    /// The part's text, without the mark that ends it in the joined utterance.
    public let text: String
    /// The silence after the part before the next one starts; zero after the last part.
    public let pauseAfter: Duration

    /// Creates a part.
    public init(kind: Kind, text: String, pauseAfter: Duration) {
        self.kind = kind
        self.text = text
        self.pauseAfter = pauseAfter
    }

    /// The pause after a part of `kind` that another part follows.
    ///
    /// VoiceOver does not publish its pauses. These are PickerVoice's choice, from
    /// listening to speech engines: a breath after the label, a longer rest after the
    /// value (the part the user most needs), then short ones between the rest.
    public static func pause(after kind: Kind) -> Duration {
        switch kind {
        case .label: .milliseconds(200)
        case .value: .milliseconds(400)
        case .trait, .position: .milliseconds(250)
        case .hint: .milliseconds(250)
        }
    }
}
