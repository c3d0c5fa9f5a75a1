import Foundation
import PickerAccessibility
import PickerModel
import PickerSession
import PickerSpeech
#if Speech
import PickerSpeechEspeak
#endif

/// Audio for HTML reports: each wheel's utterance, or each step's announcement, as WAV
/// bytes. Empty in a build without speech, or where espeak-ng has no voice for the locale:
/// the page is then drawn without players.
enum ReportAudio {
    static func elements(of picker: DatePicker, narrator: PickerNarrator) -> [WheelKind: Data] {
        #if Speech
        let speaker = PickerSpeaker(synthesizer: EspeakSynthesizer(), narrator: narrator)
        var audio: [WheelKind: Data] = [:]
        for element in narrator.elements(of: picker) {
            guard let wheel = element.wheel, let spoken = try? speaker.speak(element, of: picker) else { return [:] }
            audio[wheel] = try? WAVFile.data(for: spoken.audio)
        }
        return audio
        #else
        return [:]
        #endif
    }

    /// Keyed by step number, from 1.
    static func announcements(_ texts: [String], of picker: any ColumnPicker) -> [Int: Data] {
        #if Speech
        let speaker = PickerSpeaker(synthesizer: EspeakSynthesizer())
        var audio: [Int: Data] = [:]
        for (index, text) in texts.enumerated() {
            guard let spoken = try? speaker.speak(announcement: text, of: picker) else { return [:] }
            audio[index + 1] = try? WAVFile.data(for: spoken.audio)
        }
        return audio
        #else
        return [:]
        #endif
    }
}
