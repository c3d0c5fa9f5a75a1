#if Speech
import Foundation
import PickerSpeech
import PickerSpeechEspeak
import Testing

extension EspeakEngineTests {
    /// The spoken form heard through the real espeak-ng 1.51: for each class of problem the
    /// native-listener review found, the written text's IPA holds the wrong reading and the
    /// spoken form's IPA the right one. The IPA was written from the language and checked
    /// against what the engine said.
    @Suite("The spoken form is heard right")
    struct SpokenFormEngineTests {
        let espeak = EspeakSynthesizer()

        struct Case: CustomTestStringConvertible, Sendable {
            let locale: String
            let voice: String
            let written: String
            /// IPA of the right reading, found in the spoken form's phonemes only.
            let right: String
            /// IPA of the wrong reading, found in the written text's phonemes only.
            let wrong: String
            var testDescription: String { "\(locale): \(written)" }
        }

        @Test("Slavic feminine nouns and counts after из, із and z", arguments: [
            Case(locale: "ru_RU", voice: "ru", written: "1 минута", right: "ʌdnˈɑ mʲinˈuta", wrong: "dʲˈin"),
            Case(locale: "ru_RU", voice: "ru", written: "15 из 24", right: "tʃʲityrʲˈɵx", wrong: "tʃʲɪtˈyrʲɪ"),
            Case(locale: "uk_UA", voice: "uk", written: "2 години", right: "dvˈi hʌdˈini", wrong: "dvˈɑ"),
            Case(locale: "pl_PL", voice: "pl", written: "2 godziny", right: "dvʲˈɛ ɡɔdʑˈinɨ", wrong: "dvˈa"),
            Case(locale: "pl_PL", voice: "pl", written: "15 z 24", right: "dvudʑˈɛstu tʃtˈɛrɛx", wrong: "dvadʑˈɛɕtɕa"),
            Case(locale: "uk_UA", voice: "uk", written: "15 із 24", right: "dvadtsˈjati tʃʲʌtˈirʲʌx", wrong: "dvˈɑdtsjatʲtʃʲotirʲi"),
            Case(locale: "cs_CZ", voice: "cs", written: "15 z 24", right: "dvˈatseci tʃtˈir̝", wrong: "dvˈatsettʃtˈir̝i"),
            Case(locale: "sk_SK", voice: "sk", written: "15 z 24", right: "dvˈatsiˌatʲix ʃtˈirox", wrong: "dvˈatsatʲʃtˈiɾi"),
            Case(locale: "cs_CZ", voice: "cs", written: "1 hodina", right: "jˈedna hˈoɟina", wrong: "jˈeden"),
            Case(locale: "sk_SK", voice: "sk", written: "21 hodín", right: "jˌedna hˈodʲiːn", wrong: "jˈeden"),
        ])
        func slavic(_ example: Case) throws {
            try expect(example)
        }

        /// The genders CLDR's unit data gives hour and minute nouns, found wrong by qa's
        /// number-agreement check, and Norwegian's neuter one o'clock.
        @Test("numbers in the gender CLDR gives the unit (hr, lt, nb, sv, Arabic 12), Norwegian one o'clock, Turkish positions", arguments: [
            Case(locale: "hr_HR", voice: "hr", written: "1 minuta", right: "jˈednæ mˈinʊtæ", wrong: "jˈedæn"),
            Case(locale: "lt_LT", voice: "lt", written: "5 minutės", right: "pʲˈenʲkʲoːs", wrong: "pʲenkˈɪ"),
            Case(locale: "nb_NO", voice: "nb", written: "1 minutt", right: "ˈɛtː mˈiːnʉtː", wrong: "ˈeːn"),
            Case(locale: "nb_NO", voice: "nb", written: "Klokken 1", right: "klˈɔkːən ˈɛtː", wrong: "ˈeːn"),
            Case(locale: "da_DK", voice: "da", written: "Kl. 1", right: "klˈʔʌkən et", wrong: "ˈeːn"),
            Case(locale: "da_DK", voice: "da", written: "1 minut", right: "et mʔinˈʔut", wrong: "ˈeːn"),
            Case(locale: "sv_SE", voice: "sv", written: "21 minuter", right: "ˈeːn mˈiːnʉtər", wrong: "ˈɛt"),
            Case(locale: "sv_SE", voice: "sv", written: "söndag 22 november", right: "ˌandra", wrong: "tvˈoː"),
            Case(locale: "tr_TR", voice: "tr", written: "21 / 31", right: "bœlˈø", wrong: "jirmˌibˈir otˌuzbˈir"),
            Case(locale: "ar_EG", voice: "ar", written: "١٢ دقيقة", right: "ˈaθnatˌaː ʕˈaʃrat", wrong: "ʕʕˌaʃar"),
            Case(locale: "ar_EG", voice: "ar", written: "٣ دقائق", right: "θˈalaːθ ", wrong: "θalˈaːθa"),
            Case(locale: "ar_EG", voice: "ar", written: "١٥ دقيقة", right: "χˈamsa ʕˈaʃrat", wrong: "xˈamsatˌa"),
            Case(locale: "ar_EG", voice: "ar", written: "٢١ ساعة", right: "ʔˈiħdaː wˈaʕiʃrˌuːn", wrong: "wˈaːħid"),
        ])
        func unitGenders(_ example: Case) throws {
            try expect(example)
        }


        @Test("Hebrew numbers are heard: the voice leaves digits silent")
        func hebrewDigits() throws {
            let written = try espeak.phonemes(of: "השעה 14", voice: Voice("he"))
            #expect(written == (try espeak.phonemes(of: "השעה", voice: Voice("he"))), "before: the 14 is silent")
            try expect(Case(locale: "he_IL", voice: "he", written: "השעה 14", right: "aʁbˈa ˌasaʁˈa", wrong: "hˌaʃaˈa\n"))
        }

        @Test("marks the voice mangles, and kanji it names as letters", arguments: [
            Case(locale: "he_IL", voice: "he", written: "החלק/י מעלה", right: "ʔχlk mʔlʔ", wrong: "slˈaʃ"),
            Case(locale: "vi_VN", voice: "vi", written: "6 / 60", right: "sˈaʊɜ tʃˈen sˈaʊɜ", wrong: "sˈaʊɜ sˈaʊɜ"),
            Case(locale: "ar_SA", voice: "ar", written: "١٤٤٨ هـ", right: "hˈidʒriːj", wrong: " h\n"),
            Case(locale: "id_ID", voice: "id", written: "AM", right: "ˌaˈɛm", wrong: "ˈam"),
            Case(locale: "ja_JP", voice: "ja", written: "値を調整するには、1本指で上または下にスワイプします",
                 right: "tɕˌo̞ɯᵝsˌe̞isˌɯᵝɽɯᵝnˈiwä", wrong: "(en)tʃˈaɪniːz"),
            Case(locale: "ja_JP", voice: "ja", written: "令和8年", right: "ɽe̞ˈiwä", wrong: "(en)tʃˈaɪniːz"),
        ])
        func marks(_ example: Case) throws {
            try expect(example)
        }

        @Test("两/兩 before counters and 点, years digit by digit, Korean native hours", arguments: [
            Case(locale: "zh_Hans_CN", voice: "cmn-latn-pinyin", written: "2点", right: "lˈiɑ2ŋ", wrong: "ˈər5"),
            Case(locale: "zh_Hans_CN", voice: "cmn-latn-pinyin", written: "2026年", right: "lˈiɜŋ", wrong: "tɕhˈiɛ5n"),
            Case(locale: "zh_Hant_HK", voice: "yue", written: "2點", right: "lˈoenɡ5", wrong: "jˈi6"),
            Case(locale: "ko_KR", voice: "ko", written: "2시", right: "dˈu sˈi", wrong: "ˈi sˈi"),
            // A Russian date's day is an ordinal, and the compact button's short month a word.
            Case(locale: "ru_RU", voice: "ru", written: "22 ноября", right: "ftʌrˈojɪ", wrong: "dvˈɑttsatʲdvˈɑ"),
            Case(locale: "ru_RU", voice: "ru", written: "нояб.", right: "nʌjabrʲˈɑ", wrong: "nʌˈjap"),
            Case(locale: "uk_UA", voice: "uk", written: "22 листопада", right: "drˈuhi", wrong: "dvˈɑ ɭ"),
        ])
        func counters(_ example: Case) throws {
            try expect(example)
        }

        /// Before: the written text reads wrong. After: its spoken form reads right.
        private func expect(_ example: Case, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let voice = Voice(example.voice)
            let spoken = SpokenForm(locale: Locale(identifier: example.locale)).text(for: example.written)
            // A trailing newline marks the end of the IPA, for a wrong reading that is a prefix.
            let before = try espeak.phonemes(of: example.written, voice: voice) + "\n"
            let after = try espeak.phonemes(of: spoken, voice: voice) + "\n"
            #expect(before.contains(example.wrong), "before, '\(example.written)': \(before)", sourceLocation: sourceLocation)
            #expect(!before.contains(example.right), "before, '\(example.written)': \(before)", sourceLocation: sourceLocation)
            #expect(after.contains(example.right), "after, '\(spoken)': \(after)", sourceLocation: sourceLocation)
            #expect(!after.contains(example.wrong), "after, '\(spoken)': \(after)", sourceLocation: sourceLocation)
        }
    }
}
#endif
