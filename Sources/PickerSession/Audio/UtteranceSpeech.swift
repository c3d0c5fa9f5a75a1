import Foundation
import PickerAccessibility
import PickerFiles
import PickerSpeech

/// One utterance said the way `pickervoice speak` says it, for any front end: the voice and
/// spoken form chosen, then its phonemes, its audio, a WAV file written all or nothing, or
/// its word timings.
///
/// ```swift
/// let speech = try UtteranceSpeech(
///     text: "1 минута", parts: [UtterancePart(kind: .value, text: "1 минута", pauseAfter: .zero)],
///     locale: nil, voice: Voice("ru"), prosody: Prosody(), format: .plainText,
///     synthesizer: EspeakSynthesizer(), fallbackLocale: { Locale(identifier: "en_US") }
/// )
/// speech.spokenForm.text(for: speech.text)      // "одна минута": the voice's language
/// try speech.writeWAV(to: URL(fileURLWithPath: "minute.wav"))
/// ```
public struct UtteranceSpeech {
    /// The whole text, as written.
    public let text: String
    /// Its parts, each synthesized with the pause after it.
    public let parts: [UtterancePart]
    /// The voice that says it.
    public let voice: Voice
    /// Rate, pitch and volume.
    public let prosody: Prosody
    /// Plain text or SSML.
    public let format: TextFormat
    /// What the engine is given for each part.
    public let spokenForm: SpokenForm
    /// The engine.
    public let synthesizer: any SpeechSynthesizer

    /// The utterance `text` in `parts`, with its voice and spoken form chosen:
    /// - the voice is `voice`, else the synthesizer's voice for `locale`, else for
    ///   `fallbackLocale()` (a process's own locale);
    /// - the text is in `locale`'s language, else, with a voice named, in the voice's
    ///   (`SpeechSynthesizer/language(of:)`: "1 минута" with the voice "ru" is spoken
    ///   "одна минута" whatever the process's locale), else in `fallbackLocale()`'s.
    ///
    /// `fallbackLocale` is called only when needed: a process's locale costs a lookup that a
    /// prompt with its voice and locale named need not make.
    ///
    /// - Throws: ``SpeechError/noVoice(locale:)`` when the synthesizer has no voice for the
    ///   locale.
    public init(
        text: String, parts: [UtterancePart], locale: Locale?, voice: Voice?, prosody: Prosody, format: TextFormat,
        synthesizer: any SpeechSynthesizer, fallbackLocale: () -> Locale
    ) throws(SpeechError) {
        var fallback: Locale?
        func textLocale() -> Locale {
            if let locale { return locale }
            let found = fallback ?? fallbackLocale()
            fallback = found
            return found
        }
        let chosen: Voice
        if let voice {
            chosen = voice
        } else {
            chosen = try synthesizer.voice(for: textLocale())
        }
        let language = locale ?? voice.flatMap(synthesizer.language(of:)) ?? textLocale()
        self.text = text
        self.parts = parts
        self.voice = chosen
        self.prosody = prosody
        self.format = format
        spokenForm = SpokenForm(locale: language)
        self.synthesizer = synthesizer
    }

    /// What the engine reads for the whole text where it differs from it (plain text only:
    /// SSML is the caller's own markup).
    public var spokenAs: String? {
        format == .plainText ? spokenForm.spokenAs(text) : nil
    }

    /// The phonemes of each part's spoken form, in IPA, with the part's kind.
    public func phonemes() throws(SpeechError) -> [(kind: UtterancePart.Kind, ipa: String)] {
        var result: [(kind: UtterancePart.Kind, ipa: String)] = []
        for part in parts {
            result.append((part.kind, try synthesizer.phonemes(of: spokenForm.text(for: part.text), voice: voice)))
        }
        return result
    }

    /// The whole utterance's audio, its parts and pauses joined.
    public func audio() throws(SpeechError) -> SpeechAudio {
        try SpokenUtterance(
            text: text, parts: parts, voice: voice, prosody: prosody, format: format, spokenForm: spokenForm, synthesizer: synthesizer
        ).audio
    }

    /// Synthesizes the utterance and hands its audio to `receiver` as it is made; returns
    /// where each part and word sits (the timings).
    public func stream(to receiver: (SpeechChunk) throws(SpeechError) -> Void) throws(SpeechError) -> SpokenUtterance.Streamed {
        try SpokenUtterance.stream(
            text: text, parts: parts, voice: voice, prosody: prosody, format: format, spokenForm: spokenForm,
            synthesizer: synthesizer, to: receiver
        )
    }

    /// Streams the utterance into the WAV file `destination` as the engine makes it, through
    /// a ``StagedFolder``: an interrupted or failed write leaves nothing behind, and a file
    /// replaced keeps its permissions, a symbolic link its link.
    ///
    /// - Throws: ``SpeechError`` from the engine, `FileOutputError` from the file.
    @discardableResult
    public func writeWAV(to destination: URL) throws -> SpokenUtterance.Streamed {
        try Self.writeWAV(to: destination) { (writer: inout WAVFile.StreamWriter) throws(SpeechError) in
            let streamed = try stream { chunk throws(SpeechError) in try writer.append(chunk.samples, sampleRate: chunk.sampleRate) }
            try writer.finish(sampleRate: streamed.sampleRate)
            return streamed
        }
    }

    /// Writes `audio` (resampled, say) into the WAV file `destination`, staged as
    /// ``writeWAV(to:)`` writes.
    ///
    /// - Throws: ``SpeechError``, `FileOutputError`.
    public static func writeWAV(_ audio: SpeechAudio, to destination: URL) throws {
        try writeWAV(to: destination) { (writer: inout WAVFile.StreamWriter) throws(SpeechError) in
            try writer.append(audio.samples, sampleRate: audio.sampleRate)
            try writer.finish(sampleRate: audio.sampleRate)
        }
    }

    /// Stages `destination`, lets `fill` write it, and moves it into place.
    private static func writeWAV<Value>(
        to destination: URL, _ fill: (inout WAVFile.StreamWriter) throws(SpeechError) -> Value
    ) throws -> Value {
        let staged = try StagedFolder(in: destination.deletingLastPathComponent())
        let value = try staged.write(named: destination.lastPathComponent) { descriptor in
            var writer = try WAVFile.StreamWriter(descriptor: descriptor, path: destination.path)
            return try fill(&writer)
        }
        try staged.commit()
        return value
    }
}
