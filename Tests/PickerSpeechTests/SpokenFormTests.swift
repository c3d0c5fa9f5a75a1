import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech
import PickerTestSupport
import Testing

/// The spoken form of written texts, language by language: what the engine is given. The
/// engine's own reading of both forms is tested in `PickerSpeechEspeakTests`.
@Suite("SpokenForm")
struct SpokenFormTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String
        let written: String
        let spoken: String
        var testDescription: String { "\(locale): \(written)" }
    }

    @Test("Slavic feminine nouns take feminine numbers (CLDR %spellout-cardinal-feminine)", arguments: [
        Case(locale: "ru_RU", written: "1 минута", spoken: "одна минута"),
        Case(locale: "ru_RU", written: "2 минуты", spoken: "две минуты"),
        Case(locale: "ru_RU", written: "21 минута", spoken: "двадцать одна минута"),
        Case(locale: "ru_RU", written: "5 минут", spoken: "пять минут"),
        Case(locale: "uk_UA", written: "1 хвилина", spoken: "одна хвилина"),
        Case(locale: "uk_UA", written: "2 години", spoken: "дві години"),
        Case(locale: "pl_PL", written: "2 godziny", spoken: "dwie godziny"),
        Case(locale: "pl_PL", written: "1 minuta", spoken: "jedna minuta"),
        Case(locale: "cs_CZ", written: "2 hodiny", spoken: "dvě hodiny"),
        Case(locale: "cs_CZ", written: "1 minuta", spoken: "jedna minuta"),
        Case(locale: "sk_SK", written: "2 minúty", spoken: "dve minúty"),
        Case(locale: "sk_SK", written: "21 hodín", spoken: "dvadsaťjedna hodín"),
    ])
    func feminineNouns(_ example: Case) {
        expectSpoken(example)
    }

    @Test("numbers before CLDR's time units take the unit's CLDR gender where the language asks for it", arguments: [
        Case(locale: "hr_HR", written: "1 minuta", spoken: "jedna minuta"),
        Case(locale: "hr_HR", written: "22 minute", spoken: "dvadeset i dvije minute"),
        Case(locale: "hr_HR", written: "11 sati", spoken: "jedanaest sati"),
        Case(locale: "lt_LT", written: "5 minutės", spoken: "penkios minutės"),
        Case(locale: "lt_LT", written: "1 valanda", spoken: "viena valanda"),
        Case(locale: "nb_NO", written: "1 minutt", spoken: "ett minutt"),
        Case(locale: "nb_NO", written: "1 time", spoken: "én time"),
        Case(locale: "nb_NO", written: "Klokken 1", spoken: "Klokken ett"),
        Case(locale: "nb_NO", written: "Klokken 12", spoken: "Klokken 12"),
        Case(locale: "no", written: "klokka 1", spoken: "klokka ett"),
        Case(locale: "no", written: "21 minutter", spoken: "tjueett minutter"),
        Case(locale: "sv_SE", written: "1 minut", spoken: "én minut"),
        Case(locale: "sv_SE", written: "21 minuter", spoken: "tjugoén minuter"),
        Case(locale: "sv_SE", written: "14 timmar", spoken: "fjorton timmar"),
        Case(locale: "sv_SE", written: "söndag 22 november", spoken: "söndag tjugoandra november"),
        Case(locale: "da_DK", written: "1 minut", spoken: "et minut"),
        Case(locale: "ar_EG", written: "٣ دقائق", spoken: "ثَلَاث دقائق"),
        Case(locale: "ar_EG", written: "١١ دقيقة", spoken: "إِحْدَى عَشْرَة دقيقة"),
        Case(locale: "ar_EG", written: "١٧ ساعة", spoken: "سَبْعَ عَشْرَة ساعة"),
        Case(locale: "ar_EG", written: "٢٢ دقيقة", spoken: "اثْنَتَانِ وَعِشْرُون دقيقة"),
        Case(locale: "ar_EG", written: "٤٠ دقيقة", spoken: "أَرْبَعُون دقيقة"),
        Case(locale: "ar_EG", written: "٠ ساعة", spoken: "صِفْر ساعة"),
        // 100 and more are left in digits.
        Case(locale: "ar_EG", written: "١٠٠ ساعة", spoken: "١٠٠ ساعة"),
        Case(locale: "da_DK", written: "2 minutter", spoken: "2 minutter"),
        Case(locale: "da_DK", written: "Kl. 1", spoken: "Klokken et"),
        Case(locale: "da_DK", written: "Kl. 12", spoken: "Klokken 12"),
        Case(locale: "sv_SE", written: "1 januari", spoken: "första januari"),
        // Not a unit: left to the engine.
        Case(locale: "hr_HR", written: "2 od 60", spoken: "2 od 60"),
        Case(locale: "sv_SE", written: "2 av 60", spoken: "2 av 60"),
    ])
    func unitGenders(_ example: Case) {
        expectSpoken(example)
    }

    @Test("counts after из, із and z are in the genitive (CLDR's genitive rule sets, and our own for uk and cs)", arguments: [
        Case(locale: "ru_RU", written: "15 из 24", spoken: "пятнадцать из двадцати четырёх"),
        Case(locale: "ru_RU", written: "36\u{00A0}850 из 73\u{00A0}414",
             spoken: "тридцать шесть тысяч восемьсот пятьдесят из семидесяти трёх тысяч четырёхсот четырнадцати"),
        Case(locale: "pl_PL", written: "15 z 24", spoken: "15 z dwudziestu czterech"),
        // Our own genitive rule sets, where ICU 76 has none.
        Case(locale: "uk_UA", written: "15 із 24", spoken: "пʼятнадцять із двадцяти чотирьох"),
        Case(locale: "uk_UA", written: "36\u{00A0}850 із 73\u{00A0}414",
             spoken: "тридцять шість тисяч вісімсот пʼятдесят із сімдесяти трьох тисяч чотирьохсот чотирнадцяти"),
        Case(locale: "uk_UA", written: "1 із 21\u{00A0}000", spoken: "один із двадцяти однієї тисячі"),
        // Ukrainian dates: the day a neuter ordinal, the year a genitive ordinal (our own rules).
        Case(locale: "uk_UA", written: "неділя, 22 листопада", spoken: "неділя, двадцять друге листопада"),
        Case(locale: "uk_UA", written: "22 лист. 2026\u{202F}р.", spoken: "двадцять друге листопада дві тисячі двадцять шостого\u{202F}року"),
        Case(locale: "uk_UA", written: "1 січня 2000\u{202F}р.", spoken: "перше січня двохтисячного\u{202F}року"),
        Case(locale: "cs_CZ", written: "15 z\u{00A0}24", spoken: "15 z\u{00A0}dvaceti čtyř"),
        Case(locale: "cs_CZ", written: "36\u{00A0}850 z\u{00A0}73\u{00A0}414", spoken: "36\u{00A0}850 z\u{00A0}sedmdesáti tří tisíc čtyř set čtrnácti"),
        Case(locale: "cs_CZ", written: "1 z\u{00A0}1", spoken: "1 z\u{00A0}jednoho"),
        Case(locale: "sk_SK", written: "15 z\u{00A0}24", spoken: "15 z\u{00A0}dvadsiatich štyroch"),
        Case(locale: "sk_SK", written: "21 z\u{00A0}31", spoken: "21 z\u{00A0}tridsiatich jedného"),
        // 100 and more stay digits in Slovak.
        Case(locale: "sk_SK", written: "101 z\u{00A0}201", spoken: "101 z\u{00A0}201"),
    ])
    func genitiveCounts(_ example: Case) {
        expectSpoken(example)
    }

    @Test("any other Russian and Ukrainian number is spelled in the nominative: the voice reads thousands wrongly", arguments: [
        Case(locale: "ru_RU", written: "2 часа", spoken: "два часа"),
        Case(locale: "uk_UA", written: "36\u{00A0}850", spoken: "тридцять шість тисяч вісімсот пʼятдесят"),
    ])
    func otherNumbers(_ example: Case) {
        expectSpoken(example)
    }

    @Test("Hebrew numbers are words: the voice says no digits", arguments: [
        Case(locale: "he_IL", written: "השעה 14", spoken: "השעה ארבע עשרה"),
        Case(locale: "he_IL", written: "2 דקות", spoken: "שתי דקות"),
        Case(locale: "he_IL", written: "1 דקה", spoken: "דקה אחת"),
        Case(locale: "he_IL", written: "‏1 שעה.", spoken: "‏שעה אחת."),
        Case(locale: "he_IL", written: "15 מתוך 24", spoken: "חמש עשרה מתוך עשרים וארבע"),
    ])
    func hebrewNumbers(_ example: Case) {
        expectSpoken(example)
    }

    @Test("marks the voice mangles are replaced", arguments: [
        Case(locale: "vi_VN", written: "6 / 60", spoken: "6 trên 60"),
        Case(locale: "he_IL", written: "החלק/י מעלה", spoken: "החלק מעלה"),
        Case(locale: "ar_SA", written: "١٤٤٨ هـ", spoken: "١٤٤٨ هجري"),
        // The compact button's date: months and the year unabbreviated, the day and the year
        // ordinals in Russian (CLDR's neuter and genitive ordinals); Ukrainian has no ordinal
        // rule set in ICU 76, so its numbers stay cardinals.
        Case(locale: "ru_RU", written: "21 нояб. 2026\u{202F}г.", spoken: "двадцать первое ноября две тысячи двадцать шестого\u{202F}года"),
        Case(locale: "ru_RU", written: "воскресенье, 22 ноября", spoken: "воскресенье, двадцать второе ноября"),
        Case(locale: "uk_UA", written: "21 лист. 2026\u{202F}р.", spoken: "двадцять перше листопада дві тисячі двадцять шостого\u{202F}року"),
        Case(locale: "ja_JP", written: "令和8年", spoken: "れいわ8年"),
        Case(locale: "ja_JP", written: "昭和元年", spoken: "しょうわがんねん"),
        Case(locale: "ja_JP", written: "時間。値を調整するには、1本指で上または下にスワイプします。",
             spoken: "時間。あたいを ちょうせいするにわ、いっぽんゆびで うえまたわ したに スワイプします。"),
    ])
    func marks(_ example: Case) {
        expectSpoken(example)
    }

    @Test("Chinese 两 before counters and 点, years digit by digit; Korean native hours", arguments: [
        Case(locale: "zh_Hans_CN", written: "2点", spoken: "两点"),
        Case(locale: "zh_Hans_CN", written: "2小时", spoken: "两小时"),
        Case(locale: "zh_Hans_CN", written: "12点", spoken: "十二点"),
        Case(locale: "zh_Hant_TW", written: "2點鐘", spoken: "兩點鐘"),
        Case(locale: "zh_Hans_CN", written: "2026年", spoken: "二〇二六年"),
        Case(locale: "zh_Hant_HK", written: "2小時", spoken: "兩小時"),
        Case(locale: "ko_KR", written: "2시", spoken: "두 시"),
        Case(locale: "ko_KR", written: "12시", spoken: "열두 시"),
        Case(locale: "ko_KR", written: "14시", spoken: "14시"),
        Case(locale: "ko_KR", written: "2시간", spoken: "두 시간"),
    ])
    func counters(_ example: Case) {
        expectSpoken(example)
    }

    @Test("the Japanese table's hint, as the narrator says it, is spoken without kanji")
    func japaneseHint() throws {
        let element = try #require(PickerNarrator().element(for: .hour, of: makePicker(.time, locale: "ja_JP")))
        let hint = try #require(element.parts.first { $0.kind == .hint })
        let spoken = SpokenForm(locale: Locale(identifier: "ja_JP")).text(for: hint.text)
        #expect(spoken != hint.text)
        #expect(!spoken.unicodeScalars.contains { $0.properties.isIdeographic }, "\(spoken)")
    }

    @Test("numbers no rule covers, and languages without rules, are left as written", arguments: [
        Case(locale: "pl_PL", written: "2 dni", spoken: "2 dni"),
        Case(locale: "pl_PL", written: "1 minutami", spoken: "1 minutami"),
        Case(locale: "ru_RU", written: "2,5 минуты", spoken: "2,5 минуты"),
        Case(locale: "ru_RU", written: "H2", spoken: "H2"),
        Case(locale: "pl_PL", written: "godzina: 2", spoken: "godzina: 2"),
        Case(locale: "de_DE", written: "1 Minute", spoken: "1 Minute"),
        Case(locale: "en_US", written: "3 of 12", spoken: "3 of 12"),
        Case(locale: "zh_Hans_CN", written: "5分", spoken: "5分"),
    ])
    func unchanged(_ example: Case) {
        expectSpoken(example)
        #expect(SpokenForm(locale: Locale(identifier: example.locale)).spokenAs(example.written) == nil)
    }

    @Test("spokenAs gives the spoken form only where it differs")
    func spokenAs() {
        let russian = SpokenForm(locale: Locale(identifier: "ru_RU"))
        #expect(russian.spokenAs("1 минута") == "одна минута")
        #expect(russian.spokenAs("Минута") == nil)
        #expect(!SpokenForm(locale: Locale(identifier: "fr_FR")).changesAnything)
    }

    @Test("every rule set the data names exists in CLDR for its language, or in its own rules, which ICU reads")
    func ruleSetsExist() {
        let locales = [
            "ru_RU", "uk_UA", "pl_PL", "cs_CZ", "sk_SK", "he_IL", "zh_Hans_CN", "zh_Hant_TW", "yue_Hans_CN", "ko_KR",
            "sv_SE", "nb_NO", "da_DK", "ar_EG",
        ]
        for identifier in locales {
            let locale = Locale(identifier: identifier)
            let form = SpokenForm(locale: locale)
            #expect(!form.ruleSets.isEmpty, "\(identifier) has rules")
            for name in form.ruleSets {
                let ownWords = form.ownRules.flatMap { NumberSpellout.words(13, ruleSet: name, locale: locale, rules: $0) }
                #expect(ownWords != nil || NumberSpellout.hasRuleSet(name, locale: locale), "\(identifier) \(name)")
            }
        }
        #expect(SpokenForm(locale: Locale(identifier: "ar_EG")).ownRules != nil)
        #expect(NumberSpellout.words(13, ruleSet: "%nowhere", locale: Locale(identifier: "ar"), rules: "%other:\n0: x;") == nil,
                "rules that do not define the rule set give no words")
        #expect(NumberSpellout.words(13, ruleSet: "%bad", locale: Locale(identifier: "ar"), rules: "%bad:\n0: <<<;") == nil,
                "rules ICU refuses give no words")
        #expect(!NumberSpellout.hasRuleSet("%spellout-cardinal-masculine-genitive", locale: Locale(identifier: "cs_CZ")))
    }

    @Test("any text of digits, separators, marks and words comes through whole: nothing traps, and text without digits or marks is kept")
    func anyText() {
        let pieces = ["1", "2", "24", "٤", "0", "\u{00A0}", "\u{202F}", " ", ",", ".", "/", "/י", "هـ", "минута", "из", "z",
                      "点", "시", "年", "\u{200F}", "\u{0301}", "123", "9223372036854775808", "x", "-"]
        var state: UInt64 = 22
        for identifier in ["ru_RU", "pl_PL", "he_IL", "zh_Hans_CN", "ko_KR", "vi_VN", "ar_SA", "sk_SK"] {
            let form = SpokenForm(locale: Locale(identifier: identifier))
            for _ in 0..<300 {
                var text = ""
                for _ in 0..<Int(state % 8) {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    text += pieces[Int((state >> 33) % UInt64(pieces.count))]
                }
                let spoken = form.text(for: text)
                #expect(!spoken.isEmpty || text.replacingOccurrences(of: "/י", with: "").isEmpty, "\(identifier): \(text.debugDescription)")
            }
            #expect(form.text(for: "Минута. Picker") == "Минута. Picker")
        }
    }

    private func expectSpoken(_ example: Case, sourceLocation: SourceLocation = #_sourceLocation) {
        let form = SpokenForm(locale: Locale(identifier: example.locale))
        #expect(form.text(for: example.written) == example.spoken, sourceLocation: sourceLocation)
    }
}
