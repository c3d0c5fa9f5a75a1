import Foundation
import PickerAccessibility
import PickerModel
import PickerSession
#if Speech
import PickerSpeechEspeak
#endif

/// The HTML reports' audio as the options and the build allow: the library's
/// ``PickerSession/ReportAudio`` with espeak-ng, or a note saying why there is none.
enum ReportSound {
    static func elements(of picker: DatePicker, narrator: PickerNarrator, omitted: Bool) -> ReportAudio.Result<WheelKind> {
        guard !omitted else { return ReportAudio.Result(notes: [leftOut]) }
        #if Speech
        return ReportAudio.elements(of: picker, narrator: narrator, synthesizer: EspeakSynthesizer(), engine: "espeak-ng")
        #else
        return ReportAudio.Result(notes: [notBuilt])
        #endif
    }

    static func announcements(_ texts: [String], of picker: any ColumnPicker, omitted: Bool) -> ReportAudio.Result<Int> {
        guard !omitted else { return ReportAudio.Result(notes: [leftOut]) }
        #if Speech
        return ReportAudio.announcements(texts, of: picker, synthesizer: EspeakSynthesizer(), engine: "espeak-ng")
        #else
        return ReportAudio.Result(notes: [notBuilt])
        #endif
    }

    static let leftOut = "No audio: left out with --no-audio."
    static let notBuilt = "No audio: this pickervoice was built without speech (--disable-default-traits)."
}
