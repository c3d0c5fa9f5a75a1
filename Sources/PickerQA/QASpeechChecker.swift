import Foundation
import PickerSpeech

/// What the sweep asks a speech engine, to check that every spoken value can be said.
///
/// Two questions: which voice speaks a locale, and which phonemes a voice makes of a text.
/// ``SynthesizerSpeechChecker`` answers them with any ``SpeechSynthesizer``; the command-line
/// tool passes espeak-ng's:
///
/// ```swift
/// let checker = SynthesizerSpeechChecker(EspeakSynthesizer())
/// try checker.voice(for: Locale(identifier: "pt_BR"))          // "pt-br"
/// try checker.phonemes(of: "14時", voice: Voice("ja"))          // no "(en)" switch
/// ```
///
/// The sweep reads phonemes in espeak-ng's IPA conventions: a language switch is written
/// `(en)` before the switched phonemes. An engine without such marks is checked only for
/// silence.
///
/// Calls come from several threads at once; an engine whose state is global serializes
/// them itself, as every ``SpeechSynthesizer`` does.
public protocol QASpeechChecker: Sendable {
    /// The voice that speaks `locale`'s language.
    ///
    /// - Throws: ``SpeechError/noVoice(locale:)`` when there is none, which the sweep
    ///   reports as ``QAFinding/Code/noVoice``; ``SpeechError/engineUnavailable(_:)``
    ///   for an engine that cannot start, which the sweep asks once and reports as speech
    ///   not checked (``QAReport/Configuration/speechNotCheckedReason``); any other error
    ///   is reported as `no-voice`, with its description.
    func voice(for locale: Locale) throws(SpeechError) -> Voice

    /// The phonemes `voice` makes of `text`, in IPA.
    ///
    /// - Throws: any ``SpeechError``; the sweep reports the value as
    ///   ``QAFinding/Code/unpronounceable`` with the error's description.
    func phonemes(of text: String, voice: Voice) throws(SpeechError) -> String

    /// What the engine itself said while `voice` was in use (espeak-ng's "Full dictionary
    /// is not installed for 'be'"), each once; the sweep reports each as
    /// ``QAFinding/Code/engineMessage``. Empty by default.
    func engineMessages(for voice: Voice) -> [String]

    /// Why `voice` cannot serve its language (``SpeechSynthesizer/cannotServe(_:)``); the
    /// sweep reports it as ``QAFinding/Code/voiceCannotServe``. `nil` by default.
    func cannotServe(_ voice: Voice) -> String?
}

extension QASpeechChecker {
    /// No messages.
    public func engineMessages(for voice: Voice) -> [String] { [] }

    /// Every voice serves.
    public func cannotServe(_ voice: Voice) -> String? { nil }
}

/// A speech checker that asks a synthesizer.
public struct SynthesizerSpeechChecker<Synthesizer: SpeechSynthesizer>: QASpeechChecker {
    /// The synthesizer asked.
    public let synthesizer: Synthesizer

    /// A checker that asks `synthesizer`.
    public init(_ synthesizer: Synthesizer) {
        self.synthesizer = synthesizer
    }

    public func voice(for locale: Locale) throws(SpeechError) -> Voice {
        try synthesizer.voice(for: locale)
    }

    public func phonemes(of text: String, voice: Voice) throws(SpeechError) -> String {
        try synthesizer.phonemes(of: text, voice: voice)
    }

    public func engineMessages(for voice: Voice) -> [String] {
        synthesizer.engineMessages(for: voice)
    }

    public func cannotServe(_ voice: Voice) -> String? {
        synthesizer.cannotServe(voice)
    }
}
