import Foundation
import PickerAccessibility
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

    /// An engine that reads every number in the masculine, whatever follows it: its
    /// "phonemes" are the text with each number in CLDR's masculine words.
    struct MasculineChecker: QASpeechChecker {
        func voice(for locale: Locale) throws(SpeechError) -> Voice {
            Voice(locale.language.languageCode?.identifier ?? "und")
        }

        func phonemes(of text: String, voice: Voice) throws(SpeechError) -> String {
            let locale = Locale(identifier: voice.rawValue)
            var result = ""
            var digits = ""
            for character in text + " " {
                if let digit = character.wholeNumberValue, character.isASCII {
                    digits.append(String(digit))
                    continue
                }
                if let value = Int64(digits) {
                    result += NumberSpellout.words(value, ruleSet: "%spellout-cardinal-masculine", locale: locale) ?? digits
                }
                digits = ""
                result.append(character)
            }
            return result
        }
    }

    @Test("number-agreement: one warning per wheel, on its first row, counting the rows; none where the gender is the masculine")
    func agreementFindings() throws {
        let report = sweep(["is_IS", "sr_RS", "de_DE"], modes: [.countDownTimer], speechChecker: MasculineChecker())
        let found = report.findings(.numberAgreement)
        // Icelandic klukkustund and mínúta are feminine, and 1 to 4 have feminine forms: on
        // the hours 1, 2, 3, 4, 21, 22 and 23. Serbian's units are inanimate, said as the
        // masculine. German's Stunde and Minute take "eine": only 1 differs.
        #expect(Set(found.map(\.locale)) == ["is-IS", "de-DE"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .warning && $0.mode == .countDownTimer && $0.row != nil })
        let german = try #require(found.first { $0.locale == "de-DE" && $0.wheel == .countDownMinutes })
        #expect(german.row == 1 && german.text == "1 Minute")
        #expect(german.message == "The voice de says \"1 Minute\" as the masculine \"ein Minute\", where CLDR gives \"Minute\" "
            + "the feminine gender: \"eine Minute\", on the countDownMinutes wheel, on 1 of 60 rows.")
        let icelandic = try #require(found.first { $0.locale == "is-IS" && $0.wheel == .countDownHours })
        #expect(icelandic.message.hasSuffix("on the countDownHours wheel, on 7 of 24 rows."), "\(icelandic.message)")
        #expect(sweep(["is_IS"], modes: [.countDownTimer]).findings(.numberAgreement).isEmpty, "only with a checker")
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
        ("tr_TR", "21 / 31", QAFinding.Code.silentToken),
    ])
    func classes(locale: String, written: String, code: QAFinding.Code) throws {
        let check = PronunciationCheck(checker: SynthesizerSpeechChecker(EspeakSynthesizer()))
        let voice = try EspeakSynthesizer().voice(for: Locale(identifier: locale))
        #expect(check.problem(saying: written, voice: voice)?.code == code)
        let spoken = SpokenForm(locale: Locale(identifier: locale)).text(for: written)
        #expect(spoken != written)
        #expect(check.problem(saying: spoken, voice: voice) == nil, "\(spoken)")
    }

    /// A number before a noun said in another gender than CLDR gives the noun, with
    /// espeak-ng 1.51: found in the written value and gone from its spoken form, in the
    /// Slavic languages the native listeners named and in those the check found.
    @Test("espeak-ng: number-agreement is found in the written value and gone from the spoken form", arguments: [
        ("ru_RU", "1 минута", "masculine \"один минута\""),
        ("uk_UA", "2 хвилини", "masculine \"два хвилини\""),
        ("pl_PL", "2 godziny", "masculine \"dwa godziny\""),
        ("cs_CZ", "2 hodiny", "masculine \"dva hodiny\""),
        ("hr_HR", "1 minuta", "masculine \"jedan minuta\""),
        ("lt_LT", "4 minutės", "masculine \"keturi minutės\""),
        ("nb_NO", "1 minutt", "masculine \"én minutt\""),
    ])
    func agreement(locale: String, written: String, heardAs: String) throws {
        let check = PronunciationCheck(checker: SynthesizerSpeechChecker(EspeakSynthesizer()))
        let language = Locale(identifier: locale)
        let voice = try EspeakSynthesizer().voice(for: language)
        let problem = check.agreementProblem(saying: written, voice: voice, locale: language)
        #expect(problem?.code == .numberAgreement)
        #expect(problem?.detail.contains("as the \(heardAs)") == true, "\(String(describing: problem))")
        let spoken = SpokenForm(locale: language).text(for: written)
        #expect(spoken != written)
        #expect(check.agreementProblem(saying: spoken, voice: voice, locale: language) == nil, "\(spoken)")
    }

    @Test("espeak-ng: numbers the voice says in the noun's gender, or one phoneme off, are not findings", arguments: [
        ("de_DE", "1 Minute"), ("fr_FR", "1\u{A0}heure"), ("es_ES", "1 hora"), ("it_IT", "1 ora"),
        ("it_IT", "21 minuti"), ("sl_SI", "2 minuti"), ("ru_RU", "5 минут"), ("en_US", "1 minute"),
    ])
    func agreementHeld(locale: String, written: String) throws {
        let check = PronunciationCheck(checker: SynthesizerSpeechChecker(EspeakSynthesizer()))
        let language = Locale(identifier: locale)
        let voice = try EspeakSynthesizer().voice(for: language)
        #expect(check.agreementProblem(saying: written, voice: voice, locale: language) == nil)
    }

    @Test("espeak-ng: no number-agreement in the languages whose spoken form says CLDR's genders")
    func agreementInSweep() throws {
        let checker = SynthesizerSpeechChecker(EspeakSynthesizer())
        let report = sweep(["ar_EG", "hr_HR", "lt_LT", "nb_NO", "sv_SE", "ru_RU"], modes: [.countDownTimer], speechChecker: checker)
        #expect(report.findings(.numberAgreement).isEmpty, "\(report.findings(.numberAgreement).map(\.message))")
        #expect(report.findings(.noVoice).isEmpty)
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
