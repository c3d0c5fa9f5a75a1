import Foundation
import PickerAccessibility
import PickerModel
import PickerSession
import PickerSpeech
#if Speech
import PickerSpeechEspeak
#endif

/// Audio for HTML reports: each wheel's utterance, or each step's announcement, as WAV
/// bytes, and notes on what could not be spoken and why (a build without speech, no voice
/// for the locale, or a voice that says almost nothing for a text), which the page states.
enum ReportAudio {
    /// The audio, and what the page says about what it could not speak.
    struct Result<Key: Hashable> {
        var audio: [Key: Data] = [:]
        var notes: [String] = []
    }

    /// The audio a shorter piece must have to count as spoken: a voice that cannot read a
    /// text gives a few hundred milliseconds, nearly all silence.
    static let audibleMinimum: Duration = .milliseconds(150)

    static func elements(of picker: DatePicker, narrator: PickerNarrator, omitted: Bool) -> Result<WheelKind> {
        guard !omitted else { return Result(notes: ["No audio: left out with --no-audio."]) }
        #if Speech
        let speaker = PickerSpeaker(synthesizer: EspeakSynthesizer(), narrator: narrator)
        var result = Result<WheelKind>()
        for element in narrator.elements(of: picker) {
            guard let wheel = element.wheel else { continue }
            do {
                let spoken = try speaker.speak(element, of: picker)
                result.audio[wheel] = try WAVFile.data(for: spoken.audio)
                if let note = silenceNote(spoken.audio, name: "The \(wheel.rawValue) wheel's utterance") { result.notes.append(note) }
            } catch {
                return Result(notes: ["No audio: espeak-ng could not speak it (\(error))."])
            }
        }
        return result
        #else
        return Result(notes: [notBuilt])
        #endif
    }

    /// Keyed by step number, from 1.
    static func announcements(_ texts: [String], of picker: any ColumnPicker, omitted: Bool) -> Result<Int> {
        guard !omitted else { return Result(notes: ["No audio: left out with --no-audio."]) }
        #if Speech
        let speaker = PickerSpeaker(synthesizer: EspeakSynthesizer())
        var result = Result<Int>()
        for (index, text) in texts.enumerated() {
            do {
                let spoken = try speaker.speak(announcement: text, of: picker)
                result.audio[index + 1] = try WAVFile.data(for: spoken.audio)
                if let note = silenceNote(spoken.audio, name: "Step \(index + 1)'s announcement") { result.notes.append(note) }
            } catch {
                return Result(notes: ["No audio: espeak-ng could not speak it (\(error))."])
            }
        }
        return result
        #else
        return Result(notes: [notBuilt])
        #endif
    }

    static let notBuilt = "No audio: this pickervoice was built without speech (--disable-default-traits)."

    /// A note when `audio` is nearly all silence: the voice says almost nothing for the text.
    private static func silenceNote(_ audio: SpeechAudio, name: String) -> String? {
        let audible = audio.audibleDuration()
        guard audible < audibleMinimum else { return nil }
        return "\(name) is \(SpeechFormats.secondsText(audio.duration)) of audio of which \(SpeechFormats.secondsText(audible)) is audible: the voice says almost nothing for it."
    }
}
