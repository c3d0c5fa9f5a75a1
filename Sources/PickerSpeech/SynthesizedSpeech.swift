/// What a synthesizer made of one text: the audio, and where its words and sentences start.
public struct SynthesizedSpeech: Sendable, Hashable {
    /// The text as the caller gave it. ``marks`` point into it.
    public let text: String
    /// The voice that spoke it.
    public let voice: Voice
    /// The audio.
    public let audio: SpeechAudio
    /// The words and sentences, in the order they are spoken.
    public let marks: [SpeechMark]

    /// Creates a result.
    public init(text: String, voice: Voice, audio: SpeechAudio, marks: [SpeechMark]) {
        self.text = text
        self.voice = voice
        self.audio = audio
        self.marks = marks
    }

    /// The word marks alone.
    public var words: [SpeechMark] {
        marks.filter { $0.kind == .word }
    }
}

/// Where a word or a sentence of a text starts in its audio.
public struct SpeechMark: Sendable, Hashable {
    /// What a mark stands for.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A word, as the engine splits words.
        case word
        /// A sentence or clause.
        case sentence
    }

    /// A word or a sentence.
    public let kind: Kind
    /// The characters of the text the mark covers; a sentence's range runs to the end of
    /// the text when the engine does not say where it ends.
    public let range: Range<String.Index>
    /// When the mark starts, from the start of the audio.
    public let time: Duration

    /// Creates a mark.
    public init(kind: Kind, range: Range<String.Index>, time: Duration) {
        self.kind = kind
        self.range = range
        self.time = time
    }
}
