import Foundation
import PickerModel

/// A synthesizer that remembers what it was asked to say, for tests of code above the
/// speech layer.
///
/// Its audio is not speech: a constant tone of ``millisecondsPerCharacter`` for each
/// character, so that a test can tell audio from the silence between parts, and one word
/// mark per run of non-space characters, spaced evenly.
public final class RecordingSynthesizer: SpeechSynthesizer {
    /// One call to ``synthesize(_:voice:prosody:format:)``.
    public struct Request: Sendable, Hashable {
        /// The text asked for.
        public let text: String
        /// The voice asked for.
        public let voice: Voice
        /// The prosody asked for.
        public let prosody: Prosody
        /// How the text was to be read.
        public let format: TextFormat

        /// A request, as a test expects it.
        public init(text: String, voice: Voice, prosody: Prosody, format: TextFormat) {
            self.text = text
            self.voice = voice
            self.prosody = prosody
            self.format = format
        }
    }

    /// The sample rate of the audio it makes.
    public let sampleRate: Int
    /// How long each character of text sounds.
    public let millisecondsPerCharacter: Int
    /// The sample value of the tone.
    public static let toneLevel: Int16 = 1000
    /// How many samples each streamed chunk holds (60 ms at 22,050 Hz, as espeak-ng's).
    public let samplesPerChunk: Int

    /// The voice for each language code; `nil` names each voice after its code.
    private let voices: [String: Voice]?
    private let recorded = Locked<[Request]>([])

    /// A recording synthesizer.
    ///
    /// - Parameter voices: the voice for each language code; a language without one gets
    ///   ``SpeechError/noVoice(locale:)``. By default every language has a voice named
    ///   after its code.
    public init(
        sampleRate: Int = 22_050, millisecondsPerCharacter: Int = 10, samplesPerChunk: Int = 1_323,
        voices: [String: Voice]? = nil
    ) {
        precondition(samplesPerChunk > 0, "a chunk holds samples")
        self.sampleRate = sampleRate
        self.samplesPerChunk = samplesPerChunk
        self.millisecondsPerCharacter = millisecondsPerCharacter
        self.voices = voices
    }

    /// Every request so far, in order.
    public var requests: [Request] {
        recorded.withLock { $0 }
    }

    public func voice(for locale: Locale) throws(SpeechError) -> Voice {
        guard let language = locale.language.languageCode?.identifier else {
            throw .noVoice(locale: locale.identifier)
        }
        guard let voices else { return Voice(language) }
        guard let voice = voices[language] else { throw .noVoice(locale: locale.identifier) }
        return voice
    }

    /// Records the request, then delivers the tone in chunks of ``samplesPerChunk``.
    public func synthesize(
        _ text: String, voice: Voice, prosody: Prosody, format: TextFormat,
        streamingTo receive: (SpeechChunk) -> SpeechStreamReply
    ) throws(SpeechError) -> SpeechStreamEnd {
        guard !text.allSatisfy(\.isWhitespace) else { throw .emptyText }
        _ = try prosody.validated()
        recorded.withLock { $0.append(Request(text: text, voice: voice, prosody: prosody, format: format)) }

        let samplesPerCharacter = sampleRate * millisecondsPerCharacter / 1000
        let total = text.count * samplesPerCharacter
        var offset = 0
        var stopped = false
        while offset < total, !stopped {
            let count = min(samplesPerChunk, total - offset)
            let chunk = SpeechChunk(sampleRate: sampleRate, offset: offset, samples: Array(repeating: Self.toneLevel, count: count))
            offset += count
            stopped = receive(chunk) == .stop
        }
        let time = { (sample: Int) in SpeechAudio(sampleRate: self.sampleRate).time(ofSample: sample) }
        var marks: [SpeechMark] = []
        var index = text.startIndex
        var position = 0
        while index < text.endIndex, position * samplesPerCharacter < offset {
            if text[index].isWhitespace {
                index = text.index(after: index)
                position += 1
                continue
            }
            let end = text[index...].firstIndex(where: \.isWhitespace) ?? text.endIndex
            marks.append(SpeechMark(kind: .word, range: index..<end, time: time(position * samplesPerCharacter)))
            position += text[index..<end].count
            index = end
        }
        return SpeechStreamEnd(text: text, voice: voice, sampleRate: sampleRate, sampleCount: offset, marks: marks, stopped: stopped)
    }

    /// The text itself between slashes: the recorder knows no phonemes.
    public func phonemes(of text: String, voice: Voice) throws(SpeechError) -> String {
        "/\(text)/"
    }
}
