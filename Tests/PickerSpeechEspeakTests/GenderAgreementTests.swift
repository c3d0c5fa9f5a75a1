#if Speech
import Foundation
import PickerSpeech
import PickerSpeechEspeak
import Testing

extension EspeakEngineTests {
    /// Numbers before feminine and neuter nouns, read by the real espeak-ng 1.51 through the
    /// `numberForms` of `Resources/Voices/espeak-ng.json`.
    ///
    /// The engine reads a digit in its counting form, which is the masculine ("1 hora" as
    /// "uno hora"). Each case names a word the IPA must hold and, where the engine was wrong,
    /// the word it said before. The IPA was written from the language (the right word in the
    /// voice's phonemes) and checked against what the engine said after the fix; the texts are
    /// those of `Tests/PickerAccessibilityTests/Golden`, Apple's wording included.
    @Suite("Numbers agree with the noun's gender")
    struct GenderAgreementTests {
        let espeak = EspeakSynthesizer()

        @Test("Spanish: 1 and 21 are feminine before hora, and 'un', 'veintiún' before minuto", arguments: ["es", "es-419"])
        func spanish(_ voice: String) throws {
            try expect("1 hora", voice, reads: "ˈuna ˈoɾa", not: "ˈuno")
            try expect("21 horas", voice, reads: "beɪntjˈuna ˈoɾas", not: "ˈuno")
            try expect("1 en punto", voice, reads: "ˈuna em pˈunto", not: "ˈuno")
            try expect("1 minuto", voice, reads: "ˈun minˈuto", not: "ˈuno")
            try expect("21 minutos", voice, reads: "beɪntjˈun minˈutos", not: "ˈuno")
            try expect("31 minutos", voice, reads: "i ˈun minˈutos", not: "ˈuno")
            try expect("2 en punto", voice, reads: "dˈos em pˈunto")
        }

        @Test("Catalan: hora takes 'una', 'dues', 'vint-i-una', 'vint-i-dues', and minut takes 'un'")
        func catalan() throws {
            try expect("1 hora", "ca", reads: "unɐ ˈoɾɐ", not: "ˈu ˈoɾɐ")
            try expect("2 hores", "ca", reads: "dwˈɛs ˈoɾəs", not: "dˈɔs")
            try expect("1 en punt", "ca", reads: "unɐ ən pˈun", not: "ˈu ən")
            try expect("2 en punt", "ca", reads: "dwˈɛs ən pˈun", not: "dˈɔs")
            // The t of "vint" is heard before "-i-", as in the engine's own "vint-i-u".
            try expect("21 hores", "ca", reads: "ʋˈintiˈunɐ ˈoɾəs", not: "ˈu ˈoɾəs")
            try expect("22 hores", "ca", reads: "ʋˈintiðwˈɛs ˈoɾəs", not: "ðˈɔs")
            try expect("les vint-i-una", "ca", reads: "ʋˈintiˌunɐ", not: "ʋˈini")
            try expect("1 minut", "ca", reads: "ʊn minˈut", not: "ˈu minˈut")
            try expect("21 minuts", "ca", reads: "ʋˈintiˈun minˈuts", not: "ˈu minˈuts")
            try expect("51 minuts", "ca", reads: "ˈun minˈuts", not: "ˈu minˈuts")
        }

        @Test("Portuguese: 1 and 2 are feminine before hora, alone and after vinte e", arguments: [
            ("pt", "ˌumɐ", "dˈuɐʒ", "ˈum "), ("pt-br", "ˌumæ", "dˈuæs", "ˈũŋ"),
        ])
        func portuguese(_ voice: String, _ uma: String, _ duas: String, _ um: String) throws {
            try expect("1 hora", voice, reads: uma, not: um)
            try expect("1 horas", voice, reads: uma, not: um)
            try expect("2 horas", voice, reads: duas, not: "dˈoɪ")
            try expect("21 horas", voice, reads: "i \(uma)", not: um)
            try expect("22 horas", voice, reads: "i \(duas)", not: "dˈoɪ")
            // minuto is masculine: "um minuto" stays.
            try expect("1 minuto", voice, reads: um)
        }

        @Test("Italian: 1 is un' before ora, un before minuto, and una as an hour of the day")
        func italian() throws {
            try expect("1 ora", "it", reads: "ʊn ˈora", not: "ˈuno")
            try expect("1 minuto", "it", reads: "ʊn minˈuto", not: "ˈuno")
            try expect("1 esatte", "it", reads: "ʊna ezˈatːe", not: "ˈuno")
            try expect("ore 1", "it", reads: "ˈore ˈuna", not: "ˈuno")
            try expect("Ore 1", "it", reads: "ˈore ˈuna", not: "ˈuno")
            // "ventuno ore" is right as it is; "ore 1" is not found in "ore 12" or "ore 21".
            try expect("21 ore", "it", reads: "ventˈuno ˈore")
            try expect("ore 21", "it", reads: "ˈore ventˈuno")
            try expect("ore 12", "it", reads: "ˈore dˈoditʃɪ")
        }

        @Test("Romanian: oră takes 'o' and 'două', neuter minute 'un' and 'două'; the time 'ora unu' stays")
        func romanian() throws {
            try expect("1 oră", "ro", reads: "o ˈorə", not: "ˈunu")
            try expect("2 ore", "ro", reads: "dˈouˌə ˈoɾe", not: "dˈoɪ")
            try expect("12 ore", "ro", reads: "dˈouˌəsprezˌetʃe ˈoɾe", not: "dˈoɪ")
            try expect("22 de ore", "ro", reads: "ʃi dˈouˌə de ˈoɾe", not: "dˈoɪ")
            try expect("21 de ore", "ro", reads: "ʃi ˌuna de ˈoɾe", not: "ˈunu")
            try expect("1 minut", "ro", reads: "un minˈut", not: "ˈunu")
            try expect("2 minute", "ro", reads: "dˈouˌə minˈute", not: "dˈoɪ")
            try expect("22 de minute", "ro", reads: "ʃi dˈouˌə de minˈute", not: "dˈoɪ")
            try expect("ora 2", "ro", reads: "ˈoɾa dˈouˌə", not: "dˈoɪ")
            try expect("ora 2 fix", "ro", reads: "ˈoɾa dˈouˌə fˈiks", not: "dˈoɪ")
            try expect("ora 22", "ro", reads: "ʃi dˈouˌə", not: "dˈoɪ")
            try expect("ora 1", "ro", reads: "ˈoɾa ˈunu")
        }

        @Test("Greek: 1, 3, 4, 13, 14, 21, 23 are feminine before ώρα, on the clock too")
        func greek() throws {
            try expect("1 ώρα", "el", reads: "mˌia ˈora", not: "ˈena")
            try expect("3 ώρες", "el", reads: "trˈis ˈores", not: "trˈia")
            try expect("4 ώρες", "el", reads: "tˈeserˌis ˈores", not: "tˈeserˌa")
            try expect("13 ώρες", "el", reads: "ðˌekatrˈis ˈores", not: "trˈia")
            try expect("14 ώρες", "el", reads: "ðˌekatˈeserˌis ˈores", not: "tˈeserˌa")
            try expect("21 ώρες", "el", reads: "mˌia ˈores", not: "ˈena")
            try expect("1 η ώρα", "el", reads: "mˌia i ˈora", not: "ˈena")
            try expect("3 η ώρα", "el", reads: "trˈis i ˈora", not: "trˈia")
            try expect("23 η ώρα", "el", reads: "trˈis i ˈora", not: "trˈia")
            // λεπτό is neuter: "τρία λεπτά" stays.
            try expect("3 λεπτά", "el", reads: "trˈia leptˈa")
        }

        @Test("Swedish: 1 is 'en', not 'ett', before timme and minut; the time 'klockan ett' stays")
        func swedish() throws {
            try expect("1 timme", "sv", reads: "ˈeːn tˈɪmə", not: "ˈɛt")
            try expect("1 minut", "sv", reads: "ˈeːn mˈiːnʉt", not: "ˈɛt")
            try expect("klockan 1", "sv", reads: "klˈɔkːan ˈɛt")
        }

        @Test("French: 1, 21, 31 are feminine before heure and minute, and fr-CA's 'h' is read heures")
        func french() throws {
            try expect("1 minute", "fr", reads: "yn minˈyt", not: "ˈœ̃")
            try expect("21 minutes", "fr", reads: "e yn minˈyt", not: "ˈœ̃")
            try expect("31 minutes", "fr", reads: "e yn minˈyt", not: "ˈœ̃")
            try expect("21\u{00A0}heures", "fr", reads: "e yn ˈœʁ", not: "ˈœ̃")
            try expect("21 heures", "fr", reads: "e yn ˈœʁ", not: "ˈœ̃")
            try expect("1\u{00A0}heures", "fr", reads: "yn ˈœʁ", not: "ˈœ̃")
            try expect("1\u{00A0}heure", "fr", reads: "yn ˈœʁ", not: "ˈœ̃")
            try expect("1 heure", "fr", reads: "yn ˈœʁ", not: "ˈœ̃")
            try expect("1\u{00A0}h", "fr", reads: "yn ˈœʁ", not: "ˈaʃ")
            try expect("2\u{00A0}h", "fr", reads: "dˈøz ˈœʁ", not: "ˈaʃ")
            try expect("12\u{00A0}h", "fr", reads: "dˈuz ˈœʁ", not: "ˈaʃ")
            try expect("2\u{00A0}heures", "fr", reads: "dˈøz ˈœʁ")
        }

        @Test("Bulgarian: час takes 'един', 'два', минута 'една'; 'две минути' stays")
        func bulgarian() throws {
            try expect("1 часа", "bg", reads: "ˈedin tʃˈasɐ", not: "ednˈo")
            try expect("2 часа", "bg", reads: "dvˈa tʃˈasɐ", not: "dvˈe")
            try expect("22 часа", "bg", reads: "dvˈa tʃˈasɐ", not: "dvˈe")
            try expect("1 час", "bg", reads: "ˈedin tʃˈas", not: "ednˈo")
            try expect("21 минута", "bg", reads: "ˈednɐ minˈutɐ", not: "ednˈo")
            try expect("2 минути", "bg", reads: "dvˈe minˈutiː")
            try expect("12 часа", "bg", reads: "dvanˈadesˌet tʃˈasɐ")
        }

        @Test("Lithuanian: valanda and minutė take 'viena', 'dvi', and so after the tens")
        func lithuanian() throws {
            try expect("1 valanda", "lt", reads: "vʲˈiena val̩ˈanda", not: "vʲˈienas")
            try expect("2 valandos", "lt", reads: "dvʲˈɪ val̩ˈandoːs", not: "dˈu")
            try expect("22 valandos", "lt", reads: "dvʲˈɪ val̩ˈandoːs", not: "dˈu")
            try expect("41 minutė", "lt", reads: "vʲˈiena mʲinˈutʲee", not: "vʲˈienas")
            try expect("12 valandų", "lt", reads: "dvʲˈiːɭika val̩ˈanduː")
        }

        @Test("Slovenian: ura and minuta take 'dve'; 'ura 22' and 'ura 12' stay")
        func slovenian() throws {
            try expect("ura 2", "sl", reads: "ˈuːra dʋˈeː", not: "dʋˈaː")
            try expect("2 uri", "sl", reads: "dʋˈeː ˈuːri", not: "dʋˈaː")
            try expect("2 minuti", "sl", reads: "dʋˈeː minˈuːti", not: "dʋˈaː")
            try expect("ura 22", "sl", reads: "dʋˈaːindʋˈaːjsɛt")
            try expect("ura 12", "sl", reads: "dʋˈaːnajst")
        }

        @Test("Icelandic: a clock's hours are neuter, mínúta and klukkustund feminine")
        func icelandic() throws {
            try expect("klukkan 2", "is", reads: "tʋˈœː", not: "dʋˈeɪ")
            try expect("klukkan 4", "is", reads: "fjˈœːɣyr", not: "fjˈoʊːɾ")
            try expect("klukkan 22", "is", reads: "tʋˈœː", not: "dʋˈeɪ")
            try expect("3 mínútur", "is", reads: "θərjˈaʊːr mˈiːnudyr", not: "θr#ˈiːrr#")
            try expect("2 klukkustundir", "is", reads: "tʋˈaɪːr", not: "dʋˈeɪ")
            try expect("klukkan 14", "is", reads: "fjˈoʊrr#taʊn")
        }

        @Test("Latvian: minūte and stunda take the feminine 1-9 (viena, divas, četras), after the tens too; 'pulksten viens' stays")
        func latvian() throws {
            try expect("1 minūte", "lv", reads: "ʋˈieːna mˈinuːte", not: "ʋˈiens")
            try expect("2 minūtes", "lv", reads: "dˈiʋas", not: "dˈiʋi ")
            try expect("24 minūtes", "lv", reads: "t͡ʃˈetras", not: "t͡ʃˈetri")
            try expect("5 stundas", "lv", reads: "pˈiet͡sas stˈuŋdas")
            try expect("13 minūšu", "lv", reads: "trˈiːspadsmit mˈinuːʃu")
            try expect("pulksten 1", "lv", reads: "pˈulkstæn ʋˈiens")
        }

        @Test("Telugu: one o'clock is 'ఒంటి గంట'; 11 and 2 keep 'గంటలు'")
        func telugu() throws {
            try expect("1 గంటలు", "te", reads: "ˈonʈi ɡˈanʈa", not: "ˈokaʈi")
            try expect("11 గంటలు", "te", reads: "ɡˈanʈalu", not: "ˈonʈi")
            try expect("2 గంటలు", "te", reads: "rˈenɖu ɡˈanʈalu")
        }

        /// Expects the IPA of `text` in `voice` to hold `right` and not `wrong`.
        private func expect(
            _ text: String, _ voice: String, reads right: String, not wrong: String? = nil,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let ipa = try espeak.phonemes(of: text, voice: Voice(voice))
            #expect(ipa.contains(right), "\(voice) '\(text)': \(ipa)", sourceLocation: sourceLocation)
            if let wrong {
                #expect(!ipa.contains(wrong), "\(voice) '\(text)': \(ipa)", sourceLocation: sourceLocation)
            }
        }
    }
}
#endif
