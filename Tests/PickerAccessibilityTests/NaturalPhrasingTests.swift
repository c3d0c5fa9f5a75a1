import Foundation
import PickerAccessibility
import PickerModel
import Testing

/// The rules of the natural phrasing, one test per finding of the native-listener review,
/// each named for the language rule it checks. VoiceOver's phrasing is checked beside it,
/// because natural changes values only where VoiceOver's wording sounds wrong heard alone.
@Suite("Natural phrasing")
struct NaturalPhrasingTests {
    let voiceOver = PickerNarrator()
    let natural = PickerNarrator(settings: VoiceOverSettings(phrasing: .natural))

    @Test(
        "A month heard alone takes the stand-alone form; the wheel keeps showing the in-date form",
        arguments: [
            ("ru_RU", "ноября", "ноябрь"),
            ("uk_UA", "листопада", "листопад"),
            ("pl_PL", "listopada", "listopad"),
            ("cs_CZ", "listopadu", "listopad"),
            ("sk_SK", "novembra", "november"),
            ("hr_HR", "studenoga", "studeni"),
            ("ca_ES", "de novembre", "novembre"),
            ("fi_FI", "marraskuuta", "marraskuu"),
            ("el_GR", "Νοεμβρίου", "Νοέμβριος"),
            ("en_US", "November", "November"),   // English has one form
            ("ja_JP", "11月", "11月"),
        ]
    )
    func standAloneMonths(locale: String, shown: String, alone: String) throws {
        let picker = makePicker(.date, locale: locale)
        #expect(picker.wheel(.month)?.selectedRowContent.text == shown)
        #expect(voiceOver.value(of: .month, picker) == shown)
        #expect(natural.value(of: .month, picker) == alone)
        #expect(try natural.perform(.increment, on: .month, of: picker).announcement != shown, "announcements take the stand-alone form too")
    }

    @Test("Polish names an hour by its feminine ordinal: czternasta, not czternaście")
    func polishOrdinalHours() {
        #expect(natural.value(of: .hour, makePicker(.time, locale: "pl_PL", at: "2026-11-21T14:05")) == "czternasta")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "pl_PL", at: "2026-11-21T01:05")) == "pierwsza")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "pl_PL", at: "2026-11-21T21:05")) == "dwudziesta pierwsza")
        // VoiceOver's 24-hour wheel is ours too (Apple ships only the 12-hour "godzina: 2"), and says the same.
        #expect(voiceOver.value(of: .hour, makePicker(.time, locale: "pl_PL", at: "2026-11-21T14:05")) == "czternasta")
        #expect(voiceOver.value(of: .hour, makePicker(.time, locale: "pl-PL-u-hc-h12", at: "2026-11-21T14:05")) == "godzina: 2")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "pl-PL-u-hc-h12", at: "2026-11-21T14:05")) == "druga po południu")
    }

    @Test("Ukrainian names an hour by its feminine ordinal: чотирнадцята, not 14 годин")
    func ukrainianOrdinalHours() {
        #expect(natural.value(of: .hour, makePicker(.time, locale: "uk_UA", at: "2026-11-21T14:05")) == "чотирнадцята")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "uk_UA", at: "2026-11-21T05:05")) == "пʼята")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "uk_UA", at: "2026-11-21T23:05")) == "двадцять третя")
    }

    @Test("Spanish and Catalan name an hour with the feminine article: la una, las dos, les dues")
    func articleHours() {
        // es_MX has a 12-hour clock: natural adds CLDR's part of the day.
        #expect(natural.value(of: .hour, makePicker(.time, locale: "es_MX", at: "2026-11-21T14:05")) == "las dos de la tarde")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "es_MX", at: "2026-11-21T13:05")) == "la una de la tarde")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "es_ES", at: "2026-11-21T01:05")) == "la una", "a 24-hour clock says the hour alone")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "es_ES", at: "2026-11-21T21:05")) == "las veintiuna")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "ca_ES", at: "2026-11-21T02:05")) == "les dues")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "ca_ES", at: "2026-11-21T01:05")) == "la una")
        // VoiceOver says Apple's "%@ en punto" on a 12-hour clock: never the duration "2 horas".
        #expect(voiceOver.value(of: .hour, makePicker(.time, locale: "es_MX", at: "2026-11-21T14:05")) == "2 en punto")
    }

    @Test(
        "A minute or hour of 1 says its number: Arabic دقيقة واحدة (CLDR's دقيقة is the bare noun), Hebrew דקה אחת",
        arguments: [("ar_EG", "دقيقة", "دقيقة واحدة"), ("he_IL", "1 דקה", "דקה אחת")]
    )
    func minuteOne(locale: String, cldr: String, said: String) {
        let picker = makePicker(.time, locale: locale, at: "2026-11-21T14:01")
        #expect(voiceOver.value(of: .minute, picker) == cldr, "VoiceOver's phrasing keeps CLDR's form")
        #expect(natural.value(of: .minute, picker) == said)
        // The noun is CLDR's: the list adds the number, it does not translate.
        let noun = cldr.filter { !$0.isNumber && !$0.isWhitespace }
        #expect(said.hasPrefix(noun))
        // A countdown's one minute, and one hour, say their number the same way in natural;
        // VoiceOver's phrasing keeps CLDR's durations.
        let countdown = makePicker(.countDownTimer, locale: locale, countDown: 3_660)
        #expect(voiceOver.value(of: .countDownMinutes, countdown) == cldr)
        #expect(natural.value(of: .countDownMinutes, countdown) == said)
        #expect(natural.value(of: .countDownHours, countdown) == (locale == "ar_EG" ? "ساعة واحدة" : "שעה אחת"))
        #expect(natural.value(of: .countDownHours, makePicker(.countDownTimer, locale: locale, countDown: 7_200)) == voiceOver.value(
            of: .countDownHours, makePicker(.countDownTimer, locale: locale, countDown: 7_200)
        ), "two (the dual) already says its number")
    }

    @Test("Italian names an hour with its article: l'una, le quattordici, not ore 1")
    func italianArticleHours() {
        #expect(natural.value(of: .hour, makePicker(.time, locale: "it_IT", at: "2026-11-21T01:05")) == "l'una")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "it_IT", at: "2026-11-21T14:05")) == "le quattordici")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "it_IT", at: "2026-11-21T00:05")) == "mezzanotte")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "it-IT-u-hc-h12", at: "2026-11-21T00:05")) == "mezzanotte")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "it-IT-u-hc-h12", at: "2026-11-21T01:05")) == "l'una di notte")
        #expect(voiceOver.value(of: .hour, makePicker(.time, locale: "it_IT", at: "2026-11-21T01:05")) == "ore 1")
    }

    @Test(
        "Danish and Norwegian count hour 1 in the neuter (ét, ett); Apple's 12-hour wording stays",
        arguments: [("da_DK", "Klokken ét", "Kl. 1"), ("nb_NO", "Klokken ett", "Klokken 1")]
    )
    func neuterOne(locale: String, one: String, apple: String) {
        let oneOClock = makePicker(.time, locale: locale, at: "2026-11-21T01:05")
        #expect(voiceOver.value(of: .hour, oneOClock) == one)
        #expect(natural.value(of: .hour, oneOClock) == one)
        // On a 12-hour clock natural adds CLDR's part of the day: "Klokken ét om eftermiddagen".
        #expect(natural.value(of: .hour, makePicker(.time, locale: locale + "@hours=h12", at: "2026-11-21T13:05")).hasPrefix(one + " "))
        #expect(voiceOver.value(of: .hour, makePicker(.time, locale: locale + "@hours=h12", at: "2026-11-21T13:05")) == apple)
        #expect(voiceOver.value(of: .hour, makePicker(.time, locale: locale, at: "2026-11-21T14:05")) == "Klokken 14")
    }

    @Test("An English 24-hour wheel never says o'clock", arguments: ["en_GB", "en-US-u-hc-h23", "en-AU-u-hc-h23"])
    func englishTwentyFourHours(locale: String) throws {
        for narrator in [voiceOver, natural] {
            let picker = makePicker(.time, locale: locale)
            let rows = try #require(picker.wheel(.hour)).rows.map { narrator.spokenValue(of: $0, in: picker) }
            #expect(rows.count == 24)
            #expect(rows.allSatisfy { !$0.contains("o'clock") }, "\(rows)")
            #expect(rows[14] == "14")
        }
        #expect(natural.value(of: .hour, makePicker(.time, locale: "en_US", at: "2026-11-21T14:05")) == "2 in the afternoon")
    }

    @Test("Chinese says a clock minute as 分, and keeps 分钟 for a countdown's duration",
          arguments: [("zh_Hans_CN", "5分钟", "5分"), ("zh_Hant_TW", "5分鐘", "5分"), ("zh_Hant_HK", "5分鐘", "5分"), ("yue_Hans_CN", "5 分钟", "5分")])  // CLDR's Cantonese duration has a space
    func chineseClockMinutes(locale: String, duration: String, clock: String) {
        let time = makePicker(.time, locale: locale, at: "2026-11-21T14:05")
        #expect(voiceOver.value(of: .minute, time) == duration)
        #expect(natural.value(of: .minute, time) == clock)
        let countdown = makePicker(.countDownTimer, locale: locale, countDown: 300)
        #expect(natural.value(of: .countDownMinutes, countdown) == duration)
    }

    @Test("The AM/PM wheel's label is in the language and has no slash", arguments: PhraseTables.availableTags)
    func dayPeriodLabel(tag: String) throws {
        let picker = makePicker(.time, locale: "\(tag)-u-hc-h12")
        let label = try #require(voiceOver.element(for: .dayPeriod, of: picker)).label
        #expect(!label.contains("/"), "\(tag): \(label)")
        if ["ru", "pl", "hr", "nl", "da", "nb", "pt-BR"].contains(tag) {
            #expect(!label.contains("AM") && !label.contains("PM"), "\(tag): English letters in \(label)")
        }
    }

    @Test("German, Dutch, Danish and Norwegian AM/PM words are right at 11 at night")
    func dayPeriodAtNight() {
        // VoiceOver's words name the half of the day; natural says CLDR's part of the day.
        let expected = [("de", "nach Mittag", "abends"), ("nl", "na de middag", "\u{2019}s avonds"),
                        ("da", "efter middag", "om aftenen"), ("nb", "etter middag", "på kvelden")]
        for (language, pm, night) in expected {
            let picker = makePicker(.time, locale: "\(language)-u-hc-h12", at: "2026-11-21T23:05")
            #expect(voiceOver.value(of: .dayPeriod, picker) == pm)
            #expect(natural.value(of: .dayPeriod, picker) == night)
        }
    }

    @Test("Natural changes values, and a fixed phrase only where its table rewords Apple's: labels and hint are VoiceOver's")
    func valuesOnly() throws {
        for locale in ["ru_RU", "pl_PL", "es_ES", "zh_Hans_CN"] {
            for mode in DatePickerMode.allCases {
                let picker = makePicker(mode, locale: locale)
                for (spoken, plain) in zip(natural.elements(of: picker), voiceOver.elements(of: picker)) {
                    #expect(spoken.label == plain.label)
                    #expect(spoken.traits == plain.traits)
                    #expect(spoken.position == plain.position)
                    #expect(spoken.hint == plain.hint)
                    #expect(spoken.parts.map(\.kind) == plain.parts.map(\.kind))
                }
            }
        }
    }

    @Test(
        "Apple's position and trait that mislead the ear are reworded in natural only: Hungarian, Latin American Spanish, Vietnamese",
        arguments: [
            ("hu_HU", "31 per 21", "21, összesen 31", "Állítható", "Állítható"),
            ("es_MX", "21 de 31", "21 de 31", "Ajustable(s)", "Ajustable"),
            ("vi_VN", "21 / 31", "21 trên 31", "Có thể điều chỉnh", "Có thể điều chỉnh"),
        ]
    )
    func rewordedFixedPhrases(locale: String, applePosition: String, position: String, appleTrait: String, trait: String) throws {
        let picker = makePicker(.date, locale: locale)
        let apple = try #require(voiceOver.element(for: .day, of: picker))
        let said = try #require(natural.element(for: .day, of: picker))
        #expect(apple.position == applePosition)
        #expect(said.position == position)
        #expect(apple.traits.last == appleTrait)
        #expect(said.traits.last == trait)
        #expect(said.label == apple.label && said.hint == apple.hint)
    }
}
