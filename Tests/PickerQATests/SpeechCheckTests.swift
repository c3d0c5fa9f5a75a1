import Foundation
import PickerModel
@testable import PickerQA
import PickerSpeech
import Testing
#if Speech
import PickerSpeechEspeak
#endif

/// A checker that answers as espeak-ng 1.51 does for the cases the sweep looks for.
struct ScriptedChecker: QASpeechChecker {
    let voices: [String: Voice]

    func voice(for locale: Locale) throws(SpeechError) -> Voice {
        guard let code = locale.language.languageCode?.identifier, let voice = voices[code] else {
            throw .noVoice(locale: locale.identifier)
        }
        return voice
    }

    /// Japanese kanji are named through English; Hebrew and (here) Turkish say nothing for
    /// digits.
    func phonemes(of text: String, voice: Voice) throws(SpeechError) -> String {
        if voice == Voice("ja"), text.contains("時") { return "dzˈɯᵝsi (en)tʃˈaɪniːz(ja)lˈe̞tə" }
        if voice == Voice("he") || voice == Voice("tr") {
            // espeak-ng 1.51's Turkish is silent for the slash of "15 / 24" too.
            return String(text.filter { !$0.isNumber && $0 != "/" }).trimmingCharacters(in: .whitespaces)
        }
        return "ipa"
    }
}

@Suite("Speech checks")
struct SpeechCheckTests {
    @Test("no-voice: a synthesizer without a voice for the language; none without a checker")
    func noVoice() throws {
        let checker = SynthesizerSpeechChecker(RecordingSynthesizer(voices: ["de": Voice("de")]))
        let report = sweep(["mk_MK", "de_DE"], modes: [.countDownTimer], speechChecker: checker)
        let finding = try #require(expectOne(report.findings(.noVoice)))
        #expect(finding.locale == "mk-MK" && finding.text == "mk-MK" && finding.wheel == nil)
        #expect(finding.message == "The speech checker has no voice for this locale's language.")
        #expect(report.configuration.speechChecked)
        #expect(report.findings(.unpronounceable).isEmpty, "RecordingSynthesizer's phonemes are its text")
        #expect(sweep(["mk_MK"], modes: [.countDownTimer]).findings(.noVoice).isEmpty)
    }

    @Test("read-as-name: a switch to English to name kanji; silent-token: silent digits, unless the spoken form spells them (Hebrew)")
    func unpronounceable() throws {
        let checker = ScriptedChecker(voices: ["ja": Voice("ja"), "he": Voice("he"), "tr": Voice("tr"), "de": Voice("de")])
        let report = sweep(["ja_JP", "he_IL", "tr_TR", "de_DE"], modes: [.time], speechChecker: checker)
        let names = report.findings(.readAsName)
        let silent = report.findings(.silentToken)
        #expect(Set(names.map(\.locale)) == ["ja-JP"] && Set(silent.map(\.locale)) == ["tr-TR"])
        #expect(report.findings(.unpronounceable).isEmpty, "the engine never fails here")
        // The fixed phrases are heard too, before the rows: the hour wheel's label, a warning.
        let label = try #require(names.first)
        #expect(label.wheel == .hour && label.row == nil && label.text == "時間" && label.severity == .warning)
        #expect(label.message == "The voice ja cannot say the hour wheel's label \"時間\": it switches to en to name "
            + "characters it cannot read.")
        // Turkish positions ("15/24"-like "24 içinde 15") say nothing for their digits either.
        #expect(silent.contains { $0.row == nil && $0.message.contains("'s position") && $0.severity == .warning })
        // A value the listener cannot understand is an error.
        let japanese = try #require(names.first { $0.row != nil })
        #expect(japanese.wheel == .hour && japanese.text == "0時" && japanese.severity == .error)
        #expect(japanese.message == "The voice ja cannot say \"0時\" on the hour wheel: it switches to en to name "
            + "characters it cannot read, on 24 of 24 rows.")
        let turkish = try #require(silent.last { $0.row != nil })
        #expect(turkish.severity == .error)
        #expect(turkish.message.contains("The voice tr cannot say") && turkish.message.contains("it says nothing for the digits"))
    }

    @Test("espeak-ng's language switches are read from its IPA")
    func switches() {
        #expect(PronunciationCheck.switchedLanguage(in: "dzˈɯᵝsi (en)tʃˈaɪniːz(ja)lˈe̞tə") == "en")
        #expect(PronunciationCheck.switchedLanguage(in: "kyːrˈɪlɪʃ(en)ˈɛm(de)") == "en")
        #expect(PronunciationCheck.switchedLanguage(in: "(el)sˈavatˌo(de)") == "el")
        #expect(PronunciationCheck.switchedLanguage(in: "tˈuː əklˈɑːk") == nil)
        #expect(PronunciationCheck.firstDigitRun(in: "השעה 14") == "14")
        #expect(PronunciationCheck.firstDigitRun(in: "١٤ ساعة") == "١٤")
        #expect(PronunciationCheck.firstDigitRun(in: "Uhr") == nil)
    }

    #if Speech
    @Test("espeak-ng: Hebrew says nothing for the digits of 'השעה 14', but its spoken form is heard; German says every hour")
    func espeak() throws {
        let checker = SynthesizerSpeechChecker(EspeakSynthesizer())
        let written = PronunciationCheck(checker: checker).problem(saying: "השעה 14", voice: Voice("he"))
        #expect(written?.code == .silentToken && written?.detail.contains("says nothing for the digits") == true, "\(String(describing: written))")
        let report = sweep(["he_IL", "de_DE"], modes: [.time], speechChecker: checker)
        #expect(report.findings(.silentToken).filter { $0.wheel == .hour }.isEmpty)
        #expect(report.findings(.noVoice).isEmpty)
    }

    /// Each class of what a voice cannot say, with espeak-ng 1.51: found in the written text
    /// of the locales the native listeners named, and gone from the spoken form the voice is
    /// given (issue 22).
    @Test("espeak-ng: each class is found in the written text and gone from the spoken form", arguments: [
        ("he_IL", "החלק/י מעלה או מטה עם אצבע אחת כדי לשנות את הערך", QAFinding.Code.markReadAloud),
        ("ja_JP", "値を調整するには、1本指で上または下にスワイプします", QAFinding.Code.readAsName),
        ("he_IL", "4 דקות", QAFinding.Code.silentToken),
    ])
    func classes(locale: String, written: String, code: QAFinding.Code) throws {
        let check = PronunciationCheck(checker: SynthesizerSpeechChecker(EspeakSynthesizer()))
        let voice = try EspeakSynthesizer().voice(for: Locale(identifier: locale))
        #expect(check.problem(saying: written, voice: voice)?.code == code)
        let spoken = SpokenForm(locale: Locale(identifier: locale)).text(for: written)
        #expect(spoken != written)
        #expect(check.problem(saying: spoken, voice: voice) == nil, "\(spoken)")
    }

    @Test("Marks: a slash read aloud is found; punctuation the voice pauses at, and a percent sign meant to be said, are not")
    func marks() throws {
        let check = PronunciationCheck(checker: SynthesizerSpeechChecker(EspeakSynthesizer()))
        #expect(check.problem(saying: "6 / 60", voice: Voice("en"))?.code == .markReadAloud)
        #expect(check.problem(saying: "6 / 60", voice: Voice("en"))?.detail == "reads the mark \"/\" aloud")
        #expect(check.problem(saying: "Hour. 2 o'clock, 3 of 12.", voice: Voice("en")) == nil)
        #expect(check.problem(saying: "50%", voice: Voice("en")) == nil)
        #expect(PronunciationCheck.marks(in: "a/b·c, d#/") == ["/", "#"])
    }
    #endif
}
