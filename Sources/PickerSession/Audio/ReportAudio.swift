import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech

/// Audio for HTML reports: each wheel's utterance, or each step's announcement, as WAV
/// bytes, and notes on what could not be spoken and why (no voice for the locale, an engine
/// that fails, or a voice that says almost nothing for a text), which the page states.
public enum ReportAudio {
    /// The audio, and what the page says about what it could not speak.
    public struct Result<Key: Hashable> {
        /// The WAV bytes of each piece.
        public var audio: [Key: Data]
        /// What the page says about what it could not speak.
        public var notes: [String]

        /// Audio and notes; none by default.
        public init(audio: [Key: Data] = [:], notes: [String] = []) {
            self.audio = audio
            self.notes = notes
        }
    }

    /// The audio a shorter piece must have to count as spoken: a voice that cannot read a
    /// text gives a few hundred milliseconds, nearly all silence.
    public static let audibleMinimum: Duration = .milliseconds(150)

    /// Each wheel's utterance on focus, by wheel, spoken by `synthesizer` (named `engine` in
    /// the notes: "espeak-ng").
    public static func elements(
        of picker: DatePicker, narrator: PickerNarrator, synthesizer: any SpeechSynthesizer, engine: String
    ) -> Result<WheelKind> {
        let speaker = PickerSpeaker(synthesizer: synthesizer, narrator: narrator)
        var result = Result<WheelKind>()
        for element in narrator.elements(of: picker) {
            guard let wheel = element.wheel else { continue }
            do {
                let spoken = try speaker.speak(element, of: picker)
                result.audio[wheel] = try WAVFile.data(for: spoken.audio)
                if let note = silenceNote(spoken.audio, name: "The \(wheel.rawValue) wheel's utterance") { result.notes.append(note) }
            } catch {
                return Result(notes: ["No audio: \(engine) could not speak it (\(error))."])
            }
        }
        return result
    }

    /// Each of `texts` (a simulation's announcements) spoken by `synthesizer`, keyed by step
    /// number, from 1.
    public static func announcements(
        _ texts: [String], of picker: any ColumnPicker, synthesizer: any SpeechSynthesizer, engine: String
    ) -> Result<Int> {
        let speaker = PickerSpeaker(synthesizer: synthesizer)
        var result = Result<Int>()
        for (index, text) in texts.enumerated() {
            do {
                let spoken = try speaker.speak(announcement: text, of: picker)
                result.audio[index + 1] = try WAVFile.data(for: spoken.audio)
                if let note = silenceNote(spoken.audio, name: "Step \(index + 1)'s announcement") { result.notes.append(note) }
            } catch {
                return Result(notes: ["No audio: \(engine) could not speak it (\(error))."])
            }
        }
        return result
    }

    /// A note when `audio` is nearly all silence: the voice says almost nothing for the text.
    private static func silenceNote(_ audio: SpeechAudio, name: String) -> String? {
        let audible = audio.audibleDuration()
        guard audible < audibleMinimum else { return nil }
        return "\(name) is \(SpeechFormats.secondsText(audio.duration)) of audio of which \(SpeechFormats.secondsText(audible)) is audible: the voice says almost nothing for it."
    }
}
