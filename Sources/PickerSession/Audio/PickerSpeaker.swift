import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech

/// Speaks a picker: what a screen reader says when a wheel gets focus, and what it
/// announces after each action.
///
/// The text is the narrator's, read by the engine in its spoken form for the picker's
/// locale (``SpokenForm``): the audit shows what VoiceOver shows, the audio says it as a
/// listener should hear it. The voice comes from the picker's locale unless one is given.
///
/// ```swift
/// let speaker = PickerSpeaker(synthesizer: EspeakSynthesizer())
/// let focus = try speaker.speakElement(for: .hour, of: picker)   // "Hour. 2 o'clock. ..."
/// try WAVFile.write(focus!.audio, to: url)
/// let after = try speaker.perform(.increment, on: .hour, of: picker)
/// after.result.announcement   // "3 o'clock", and after.speech is its audio
/// ```
public struct PickerSpeaker: Sendable {
    /// The engine.
    public let synthesizer: any SpeechSynthesizer
    /// What is said.
    public var narrator: PickerNarrator
    /// The voice for every picker, or `nil` for the voice of each picker's locale.
    public var voice: Voice?
    /// Rate, pitch and volume.
    public var prosody: Prosody

    /// A speaker.
    public init(
        synthesizer: any SpeechSynthesizer, narrator: PickerNarrator = PickerNarrator(),
        voice: Voice? = nil, prosody: Prosody = Prosody()
    ) {
        self.synthesizer = synthesizer
        self.narrator = narrator
        self.voice = voice
        self.prosody = prosody
    }

    /// The voice that speaks `picker`: the one given, or the one for its locale.
    ///
    /// - Throws: ``SpeechError/noVoice(locale:)`` when the engine has none for the locale.
    public func voice(for picker: any ColumnPicker) throws(SpeechError) -> Voice {
        if let voice { return voice }
        return try synthesizer.voice(for: picker.locale)
    }

    /// Speaks an element's utterance part by part, with the pauses between parts.
    public func speak(_ element: AccessibilityElement, of picker: any ColumnPicker) throws(SpeechError) -> SpokenUtterance {
        try SpokenUtterance(
            text: element.utterance, parts: element.parts, voice: voice(for: picker), prosody: prosody,
            spokenForm: SpokenForm(locale: picker.locale), synthesizer: synthesizer
        )
    }

    /// Speaks what a screen reader says when `wheel` gets focus; `nil` when the mode has no
    /// such wheel.
    public func speakElement(for wheel: WheelKind, of picker: DatePicker) throws(SpeechError) -> SpokenUtterance? {
        guard let element = narrator.element(for: wheel, of: picker) else { return nil }
        return try speak(element, of: picker)
    }

    /// Speaks the announcement for `wheel` as it stands; `nil` when the mode has no such
    /// wheel.
    public func speakAnnouncement(for wheel: WheelKind, of picker: DatePicker) throws(SpeechError) -> SpokenUtterance? {
        guard let text = narrator.announcement(for: wheel, of: picker) else { return nil }
        return try speak(announcement: text, of: picker)
    }

    /// Performs a user action on a wheel and speaks what is announced after it; returns the
    /// narrator's whole result with the speech.
    ///
    /// - Throws: `DatePickerError` when the mode has no such wheel or the row does not
    ///   exist; ``SpeechError`` when speaking fails.
    public func perform(_ action: WheelAction, on wheel: WheelKind, of picker: DatePicker) throws -> SpokenAction {
        let result = try narrator.perform(action, on: wheel, of: picker)
        return SpokenAction(result: result, speech: try speak(announcement: result.announcement, of: picker))
    }

    /// Speaks an announcement: the value alone.
    public func speak(announcement text: String, of picker: any ColumnPicker) throws(SpeechError) -> SpokenUtterance {
        try SpokenUtterance(
            text: text, parts: [UtterancePart(kind: .value, text: text, pauseAfter: .zero)],
            voice: voice(for: picker), prosody: prosody, spokenForm: SpokenForm(locale: picker.locale),
            synthesizer: synthesizer
        )
    }
}

/// A user action, what it did, and its announcement spoken.
public struct SpokenAction: Sendable {
    /// The event, the announcement and the wheels after the action.
    public let result: NarratedAction
    /// The announcement as audio.
    public let speech: SpokenUtterance

    /// Pairs a result with its speech.
    public init(result: NarratedAction, speech: SpokenUtterance) {
        self.result = result
        self.speech = speech
    }
}
