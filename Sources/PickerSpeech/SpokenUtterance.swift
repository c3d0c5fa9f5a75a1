import PickerAccessibility

/// An utterance or an announcement as audio: each part synthesized on its own, joined
/// with the pauses between parts.
public struct SpokenUtterance: Sendable, Hashable {
    /// One part of the utterance and where it sits in the audio.
    public struct Segment: Sendable, Hashable {
        /// What the part is.
        public let kind: UtterancePart.Kind
        /// The part as written (what VoiceOver shows and reports keep).
        public let written: String
        /// The part's speech; its text is the spoken form of ``written``, into which its
        /// marks point, counting from the part's start.
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

    /// Speaks `parts` one by one with `synthesizer`, with each part's pause after it; the
    /// engine reads each part's spoken form.
    ///
    /// - Parameters:
    ///   - text: the utterance as the audit shows it, kept for reports.
    ///   - format: how the engine reads each part; plain text unless SSML is asked for.
    ///   - spokenForm: what the engine reads for each plain-text part; SSML is read as given.
    /// - Throws: the synthesizer's ``SpeechError``; ``SpeechError/emptyText`` for no parts.
    public init(
        text: String, parts: [UtterancePart], voice: Voice, prosody: Prosody,
        format: TextFormat = .plainText, spokenForm: SpokenForm, synthesizer: any SpeechSynthesizer
    ) throws(SpeechError) {
        var samples: [Int16] = []
        let streamed = try Self.stream(
            text: text, parts: parts, voice: voice, prosody: prosody, format: format, spokenForm: spokenForm,
            synthesizer: synthesizer
        ) { chunk throws(SpeechError) in samples += chunk.samples }
        self.text = text
        self.voice = voice
        segments = streamed.segments.map { segment in
            let end = segment.speech
            let range = segment.startSample..<segment.startSample + end.sampleCount
            // An announcement is one part without a pause: its audio is the whole, not a copy.
            let audio = SpeechAudio(sampleRate: end.sampleRate, samples: range == samples.indices ? samples : Array(samples[range]))
            return Segment(
                kind: segment.kind, written: segment.written, speech: SynthesizedSpeech(text: end.text, voice: end.voice, audio: audio, marks: end.marks),
                start: segment.start, pauseAfter: segment.pauseAfter
            )
        }
        audio = SpeechAudio(sampleRate: streamed.sampleRate, samples: samples)
    }
}

extension SpokenUtterance {
    /// What streaming an utterance made: its parts, where each sits and its marks; the
    /// audio itself went to the receiver of ``SpokenUtterance/stream(text:parts:voice:prosody:format:spokenForm:synthesizer:to:)``.
    public struct Streamed: Sendable, Hashable {
        /// One part of the streamed utterance.
        public struct Segment: Sendable, Hashable {
            /// What the part is.
            public let kind: UtterancePart.Kind
            /// The part as written (what VoiceOver shows and reports keep).
            public let written: String
            /// The part's synthesis: its text (the spoken form of ``written``), sample count
            /// and marks (which count from the part's start).
            public let speech: SpeechStreamEnd
            /// The sample of the whole audio the part starts at.
            public let startSample: Int
            /// When the part starts in the whole audio.
            public let start: Duration
            /// The silence after it.
            public let pauseAfter: Duration
        }

        /// What a screen reader says, as the audit shows it.
        public let text: String
        /// The voice that spoke it.
        public let voice: Voice
        /// The samples per second of the audio.
        public let sampleRate: Int
        /// The samples of the whole audio, pauses included.
        public let sampleCount: Int
        /// The parts in speaking order.
        public let segments: [Segment]

        /// How long the whole audio lasts.
        public var duration: Duration {
            SpeechAudio.time(ofSample: sampleCount, at: sampleRate)
        }
    }

    /// Speaks `parts` one by one as ``init(text:parts:voice:prosody:format:spokenForm:synthesizer:)``
    /// does, but hands the audio to `receiver` as it is made, each part's chunks and then
    /// its pause as silence, and keeps none of it: for audio written to a file or played
    /// while it is spoken, in memory bounded by a chunk.
    ///
    /// Chunk offsets count from the start of the whole utterance. An error `receiver`
    /// throws stops the synthesis at its next chunk and is rethrown.
    ///
    /// - Throws: the synthesizer's or the receiver's ``SpeechError``;
    ///   ``SpeechError/emptyText`` for no parts.
    public static func stream(
        text: String, parts: [UtterancePart], voice: Voice, prosody: Prosody,
        format: TextFormat = .plainText, spokenForm: SpokenForm, synthesizer: any SpeechSynthesizer,
        to receiver: (SpeechChunk) throws(SpeechError) -> Void
    ) throws(SpeechError) -> Streamed {
        guard !parts.isEmpty else { throw .emptyText }
        var segments: [Streamed.Segment] = []
        var sampleCount = 0
        for part in parts {
            let startSample = sampleCount
            var failure: SpeechError?
            // The one place a picker's text reaches an engine: as its spoken form.
            let spoken = format == .plainText ? spokenForm.text(for: part.text) : part.text
            let end = try synthesizer.synthesize(spoken, voice: voice, prosody: prosody, format: format) { chunk in
                do throws(SpeechError) {
                    try receiver(SpeechChunk(sampleRate: chunk.sampleRate, offset: startSample + chunk.offset, samples: chunk.samples))
                    return .proceed
                } catch {
                    failure = error
                    return .stop
                }
            }
            if let failure { throw failure }
            precondition(segments.allSatisfy { $0.speech.sampleRate == end.sampleRate }, "the parts of an utterance share a sample rate")
            sampleCount += end.sampleCount
            let pause = SpeechAudio.sampleCount(of: part.pauseAfter, at: end.sampleRate)
            if pause > 0 {
                try receiver(SpeechChunk(sampleRate: end.sampleRate, offset: sampleCount, samples: Array(repeating: 0, count: pause)))
                sampleCount += pause
            }
            segments.append(Streamed.Segment(
                kind: part.kind, written: part.text, speech: end, startSample: startSample,
                start: SpeechAudio.time(ofSample: startSample, at: end.sampleRate), pauseAfter: part.pauseAfter
            ))
        }
        // Not empty: there is a segment per part.
        return Streamed(text: text, voice: voice, sampleRate: segments[0].speech.sampleRate, sampleCount: sampleCount, segments: segments)
    }
}
