import PickerSpeech

/// What `speak --timings` prints: when each part, word and sentence starts.
struct TimingsReport: Encodable {
    struct Part: Encodable {
        let kind: String
        let text: String
        /// What the engine read, where it differs from `text`; the marks count in it.
        let spokenAs: String?
        let start: Double
        let duration: Double
        let pauseAfter: Double
        let words: [Mark]
        let sentences: [Mark]
    }

    /// A word or sentence: its characters in the part's text, and when it starts in the
    /// whole audio.
    struct Mark: Encodable {
        let text: String
        let offset: Int
        let length: Int
        let start: Double
    }

    let text: String
    let voice: String
    let sampleRate: Int
    let duration: Double
    let parts: [Part]

    init(_ utterance: SpokenUtterance.Streamed, plainText: Bool) {
        text = utterance.text
        voice = utterance.voice.rawValue
        sampleRate = utterance.sampleRate
        duration = SpeechFormats.seconds(utterance.duration)
        parts = utterance.segments.map { segment in
            let speech = segment.speech
            func marks(_ kind: SpeechMark.Kind) -> [Mark] {
                speech.marks.filter { $0.kind == kind }.map { mark in
                    Mark(
                        text: String(speech.text[mark.range]),
                        offset: speech.text.distance(from: speech.text.startIndex, to: mark.range.lowerBound),
                        length: speech.text[mark.range].count,
                        start: SpeechFormats.seconds(segment.start + mark.time)
                    )
                }
            }
            return Part(
                kind: plainText ? "text" : segment.kind.rawValue,
                text: segment.written,
                spokenAs: speech.text == segment.written ? nil : speech.text,
                start: SpeechFormats.seconds(segment.start),
                duration: SpeechFormats.seconds(SpeechAudio.time(ofSample: speech.sampleCount, at: speech.sampleRate)),
                pauseAfter: SpeechFormats.seconds(segment.pauseAfter),
                words: marks(.word),
                sentences: marks(.sentence)
            )
        }
    }
}
