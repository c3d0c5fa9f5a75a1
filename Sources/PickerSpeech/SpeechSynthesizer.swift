import Foundation

/// A speech engine: turns text into audio in a voice.
///
/// Implementations are values that can be shared between tasks. An engine whose state is
/// global (espeak-ng) serializes every call behind one owner, so callers never need to.
///
/// - ``RecordingSynthesizer`` remembers what it was asked to say, for tests of code above
///   the speech layer.
/// - `EspeakSynthesizer` (in `PickerSpeechEspeak`, behind the `Speech` trait) speaks
///   through espeak-ng in-process.
public protocol SpeechSynthesizer: Sendable {
    /// The voice that speaks `locale`'s language.
    ///
    /// - Throws: ``SpeechError/noVoice(locale:)`` when the engine has no voice for the
    ///   language. An engine never answers with a voice of another language.
    func voice(for locale: Locale) throws(SpeechError) -> Voice

    /// Synthesizes `text` in `voice` with `prosody`, handing each piece of audio to
    /// `receive` as soon as the engine has made it, while the rest is still being made.
    ///
    /// `receive` runs on the calling thread, in order, before this returns; when it
    /// answers ``SpeechStreamReply/stop`` no further chunk is delivered, synthesis ends at
    /// once and the result says it was stopped. The engine is then ready for the next text.
    /// `receive` must not call a synthesizer: an engine with global state is locked while
    /// it runs.
    ///
    /// The whole-buffer ``synthesize(_:voice:prosody:format:)`` and the asynchronous
    /// ``speechStream(_:voice:prosody:format:)`` are both built on this.
    ///
    /// - Parameter format: ``TextFormat/plainText`` speaks markup as the characters it is
    ///   made of; only ``TextFormat/ssml`` obeys it.
    /// - Throws: ``SpeechError/emptyText`` for text with nothing to say,
    ///   ``SpeechError/unknownVoice(_:)``, or an engine failure.
    func synthesize(
        _ text: String, voice: Voice, prosody: Prosody, format: TextFormat,
        streamingTo receive: (SpeechChunk) -> SpeechStreamReply
    ) throws(SpeechError) -> SpeechStreamEnd

    /// The phonemes the engine would say for `text`, in IPA, for pronunciation checks.
    func phonemes(of text: String, voice: Voice) throws(SpeechError) -> String

    /// What the engine itself has said so far about `voice`, in its own words, each once:
    /// espeak-ng's "Full dictionary is not installed for 'be'" when it loads a voice whose
    /// dictionary is partial. Empty for an engine that says nothing (the default).
    func engineMessages(for voice: Voice) -> [String]

    /// Why `voice` cannot serve its language, where listeners do not understand it
    /// (espeak-ng 1.51's Thai); `nil` for a voice that serves. Speaking with such a voice
    /// still works, so a front end says this beside what it speaks, and `qa` reports it.
    func cannotServe(_ voice: Voice) -> String?

    /// The language `voice` speaks, for a text given with a voice and no locale: its spoken
    /// form is that language's (`speak --text "1 минута" --voice ru` is spoken "одна
    /// минута", whatever the process's locale). `nil` where the engine does not know (the
    /// default).
    func language(of voice: Voice) -> Locale?
}

extension SpeechSynthesizer {
    /// No messages: an engine that prints nothing of its own.
    public func engineMessages(for voice: Voice) -> [String] { [] }

    /// Every voice serves, unless the engine knows otherwise.
    public func cannotServe(_ voice: Voice) -> String? { nil }

    /// Not known.
    public func language(of voice: Voice) -> Locale? { nil }
}

extension SpeechSynthesizer {
    /// Synthesizes `text` in `voice` with `prosody`, all of it, and returns the audio with
    /// its word and sentence marks.
    ///
    /// - Parameter format: ``TextFormat/plainText`` speaks markup as the characters it is
    ///   made of; only ``TextFormat/ssml`` obeys it.
    /// - Throws: ``SpeechError/emptyText`` for text with nothing to say,
    ///   ``SpeechError/unknownVoice(_:)``, or an engine failure.
    public func synthesize(
        _ text: String, voice: Voice, prosody: Prosody, format: TextFormat
    ) throws(SpeechError) -> SynthesizedSpeech {
        var samples: [Int16] = []
        let end = try synthesize(text, voice: voice, prosody: prosody, format: format) { chunk in
            samples += chunk.samples
            return .proceed
        }
        return SynthesizedSpeech(
            text: end.text, voice: end.voice, audio: SpeechAudio(sampleRate: end.sampleRate, samples: samples), marks: end.marks
        )
    }

    /// Synthesizes `text` as plain text: markup in it is never obeyed.
    public func synthesize(
        _ text: String, voice: Voice, prosody: Prosody = Prosody()
    ) throws(SpeechError) -> SynthesizedSpeech {
        try synthesize(text, voice: voice, prosody: prosody, format: .plainText)
    }
}

/// How a synthesizer reads the characters of its text.
public enum TextFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every character is text. `<break time="3s"/>` is read or skipped, never obeyed.
    case plainText
    /// Elements in angle brackets are SSML, which the engine obeys where it can. Only what
    /// ``SSMLDocument`` allows reaches an engine; anything else is refused.
    case ssml
}
