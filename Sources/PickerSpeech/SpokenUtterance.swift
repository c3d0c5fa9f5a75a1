import PickerAccessibility

/// An utterance or an announcement as audio: each part synthesized on its own, joined
/// with the pauses between parts.
public struct SpokenUtterance: Sendable, Hashable {
    /// One part of the utterance and where it sits in the audio.
    public struct Segment: Sendable, Hashable {
        /// What the part is.
        public let kind: UtterancePart.Kind
        /// The part's speech; its marks point into its own text and count from its start.
        public let speech: SynthesizedSpeech
        /// When the part starts in ``SpokenUtterance/audio``.
        public let start: Duration
        /// The silence after it.
        public let pauseAfter: Duration
    }

    /// What a screen reader says, as the audit shows it.
    public let text: String
    /// The voice that spoke it.
    public let voice: Voice
    /// The parts in speaking order.
    public let segments: [Segment]
    /// The whole audio: every part followed by its pause.
    public let audio: SpeechAudio

    /// Speaks `parts` one by one with `synthesizer`, with each part's pause after it.
    ///
    /// - Parameters:
    ///   - text: the utterance as the audit shows it, kept for reports.
    ///   - format: how the engine reads each part; plain text unless SSML is asked for.
    /// - Throws: the synthesizer's ``SpeechError``; ``SpeechError/emptyText`` for no parts.
    public init(
        text: String, parts: [UtterancePart], voice: Voice, prosody: Prosody,
        format: TextFormat = .plainText, synthesizer: any SpeechSynthesizer
    ) throws(SpeechError) {
        var segments: [Segment] = []
        var audio: SpeechAudio?
        for part in parts {
            let speech = try synthesizer.synthesize(part.text, voice: voice, prosody: prosody, format: format)
            var joined = audio ?? SpeechAudio(sampleRate: speech.audio.sampleRate)
            let start = joined.duration
            joined.append(speech.audio)
            joined.append(.silence(part.pauseAfter, sampleRate: joined.sampleRate))
            segments.append(Segment(kind: part.kind, speech: speech, start: start, pauseAfter: part.pauseAfter))
            audio = joined
        }
        guard let audio else { throw .emptyText }
        self.text = text
        self.voice = voice
        self.segments = segments
        self.audio = audio
    }
}
