import Foundation
import PickerAccessibility
import PickerModel
import Testing

/// Where the natural phrasing differs from VoiceOver's, one example per table (issue 23,
/// section 1): every table's language has at least one value that a native speaker says
/// otherwise than iOS, so no table's header needs to say why the two are the same.
///
/// Each example is the value of one wheel of a picker in UTC on the Gregorian calendar on
/// 21 November 2026 at the time given, written with its invisible characters escaped
/// (`\u{00A0}`). VoiceOver's side is Apple's wording where Apple has one ("1 heures",
/// "2 hodin", "2 nula nula", "1 esatte" are Apple's, kept because iOS says them).
@Suite("Natural phrasing against VoiceOver's, per table")
struct PhrasingDifferenceTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let table: String
        let locale: String
        let wheel: WheelKind
        let time: String
        let voiceOver: String
        let natural: String
        var testDescription: String { "\(table): \(voiceOver) → \(natural)" }
    }

    static let examples: [Example] = [
        // Arabic: a cardinal digit the voice reads "اثنان" → the feminine ordinal, with the part of the day.
        Example(table: "ar", locale: "ar_EG", wheel: .hour, time: "14:05", voiceOver: "الساعة ٢", natural: "الساعة الثانية بعد الظهر"),
        // Catalan: Apple's "9 en punt" → the article and CLDR's part of the day with its preposition.
        Example(table: "ca", locale: "ca-ES-u-hc-h12", wheel: .hour, time: "21:05", voiceOver: "9 en punt", natural: "les nou de la nit"),
        // Czech: Apple's "2 hodin" is ungrammatical → CLDR's "2 hodiny".
        Example(table: "cs", locale: "cs-CZ-u-hc-h12", wheel: .hour, time: "14:05", voiceOver: "2 hodin", natural: "2 hodiny odpoledne"),
        // Danish: "efter middag" is heard "after dinner" → CLDR's "om aftenen" at 21:00.
        Example(table: "da", locale: "da-DK-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "efter middag", natural: "om aftenen"),
        Example(table: "de", locale: "de-DE-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "nach Mittag", natural: "abends"),
        // Greek: the genitive month heard alone → the nominative.
        Example(table: "el", locale: "el_GR", wheel: .month, time: "14:05", voiceOver: "Νοεμβρίου", natural: "Νοέμβριος"),
        // English: a clock minute is a reading, not a duration.
        Example(table: "en", locale: "en_US", wheel: .minute, time: "14:05", voiceOver: "5 minutes", natural: "oh 5"),
        Example(table: "en-AU", locale: "en_AU", wheel: .minute, time: "14:00", voiceOver: "0 minutes", natural: "o'clock"),
        Example(table: "en-GB", locale: "en_GB", wheel: .hour, time: "00:05", voiceOver: "0", natural: "midnight"),
        Example(table: "es", locale: "es-ES-u-hc-h12", wheel: .hour, time: "14:05", voiceOver: "2 en punto", natural: "las dos de la tarde"),
        Example(table: "es-419", locale: "es_MX", wheel: .hour, time: "13:05", voiceOver: "1 en punto", natural: "la una de la tarde"),
        Example(table: "fi", locale: "fi_FI", wheel: .month, time: "14:05", voiceOver: "marraskuuta", natural: "marraskuu"),
        // French: Apple's "1 heures" → CLDR's singular.
        Example(table: "fr", locale: "fr-FR-u-hc-h12", wheel: .hour, time: "13:05", voiceOver: "1\\u{00A0}heures", natural: "1\\u{00A0}heure de l’après-midi"),
        // Canadian French: Apple's abbreviation "h" → the word, and the part of the day.
        Example(table: "fr-CA", locale: "fr-CA-u-hc-h12", wheel: .hour, time: "21:05", voiceOver: "9\\u{00A0}h", natural: "9 heures du soir"),
        Example(table: "he", locale: "he-IL-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "אחרי הצהריים", natural: "בערב"),
        // Hindi: "अपराह्न" (afternoon) at 21:00 → "रात".
        Example(table: "hi", locale: "hi_IN", wheel: .dayPeriod, time: "21:05", voiceOver: "अपराह्न", natural: "रात"),
        Example(table: "hr", locale: "hr_HR", wheel: .month, time: "14:05", voiceOver: "studenoga", natural: "studeni"),
        // Hungarian: the half, "after noon" → CLDR's part of the day, "éjjel" at 21:00.
        Example(table: "hu", locale: "hu-HU-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "dél után", natural: "éjjel"),
        // Indonesian: English "PM" → "malam".
        Example(table: "id", locale: "id-ID-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "PM", natural: "malam"),
        // Italian: Apple's "1 esatte" → "l'una", with the part of the day.
        Example(table: "it", locale: "it-IT-u-hc-h12", wheel: .hour, time: "13:05", voiceOver: "1 esatte", natural: "l'una del pomeriggio"),
        Example(table: "ja", locale: "ja-JP-u-hc-h12", wheel: .hour, time: "21:05", voiceOver: "9時", natural: "夜9時"),
        Example(table: "ko", locale: "ko_KR", wheel: .hour, time: "21:05", voiceOver: "9시", natural: "밤 9시"),
        // Malay: the half of the day → the part of the day, "malam" at 21:00.
        Example(table: "ms", locale: "ms_MY", wheel: .dayPeriod, time: "21:05", voiceOver: "selepas tengah hari", natural: "malam"),
        Example(table: "nb", locale: "nb-NO-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "etter middag", natural: "på kvelden"),
        Example(table: "nl", locale: "nl-NL-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "na de middag", natural: "’s avonds"),
        Example(table: "pl", locale: "pl-PL-u-hc-h12", wheel: .hour, time: "14:05", voiceOver: "godzina: 2", natural: "druga po południu"),
        // Portuguese: Apple's "1 horas" → CLDR's singular.
        Example(table: "pt-BR", locale: "pt-BR-u-hc-h12", wheel: .hour, time: "13:05", voiceOver: "1 horas", natural: "1 hora da tarde"),
        Example(table: "pt-PT", locale: "pt-PT-u-hc-h12", wheel: .hour, time: "13:05", voiceOver: "1 horas", natural: "1 hora da tarde"),
        Example(table: "ro", locale: "ro-RO-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "după amiază", natural: "seara"),
        Example(table: "ru", locale: "ru_RU", wheel: .month, time: "14:05", voiceOver: "ноября", natural: "ноябрь"),
        // Slovak: Apple's "2 nula nula" sounds like a digital display → "2 hodiny".
        Example(table: "sk", locale: "sk-SK-u-hc-h12", wheel: .hour, time: "14:05", voiceOver: "2 nula nula", natural: "2 hodiny popoludní"),
        Example(table: "sv", locale: "sv-SE-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "efter klockan 12", natural: "på kvällen"),
        // Thai: นาฬิกา is the 24-hour word → the six-period clock's "สองทุ่ม".
        Example(table: "th", locale: "th-TH-u-hc-h12", wheel: .hour, time: "20:05", voiceOver: "8 นาฬิกา", natural: "สองทุ่ม"),
        Example(table: "tr", locale: "tr-TR-u-hc-h12", wheel: .hour, time: "21:05", voiceOver: "Saat 9", natural: "gece saat 9"),
        Example(table: "uk", locale: "uk_UA", wheel: .month, time: "14:05", voiceOver: "листопада", natural: "листопад"),
        // Vietnamese: the half, "after 12 o'clock" (it said "chiều", afternoon, at 21:00) → "đêm".
        Example(table: "vi", locale: "vi-VN-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "sau 12 giờ", natural: "đêm"),
        Example(table: "yue-Hans", locale: "yue_Hans_CN", wheel: .minute, time: "14:05", voiceOver: "5 分钟", natural: "5分"),
        Example(table: "yue-Hant", locale: "yue_Hant_HK", wheel: .hour, time: "14:05", voiceOver: "2點", natural: "下晝兩點"),
        Example(table: "zh-HK", locale: "zh_Hant_HK", wheel: .dayPeriod, time: "21:05", voiceOver: "下午", natural: "晚上"),
        Example(table: "zh-Hans", locale: "zh_Hans_CN", wheel: .minute, time: "14:05", voiceOver: "5分钟", natural: "5分"),
        Example(table: "zh-Hant", locale: "zh_Hant_TW", wheel: .dayPeriod, time: "21:05", voiceOver: "下午", natural: "晚上"),
        // The 21 tables iOS ships no phrases for: their AM/PM word names the half after noon,
        // natural CLDR's part of the day at 21:00 (Basque says the hour by name).
        Example(table: "af", locale: "af-ZA-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "namiddag", natural: "die aand"),
        Example(table: "bg", locale: "bg-BG-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "след пладне", natural: "вечерта"),
        Example(table: "bn", locale: "bn-BD-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "দুপুরের পরে", natural: "রাত্রিবেলায়"),
        Example(table: "et", locale: "et-EE-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "pärast keskpäeva", natural: "õhtul"),
        Example(table: "eu", locale: "eu_ES", wheel: .hour, time: "21:05", voiceOver: "21", natural: "gaueko bederatziak"),
        Example(table: "fa", locale: "fa-IR-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "بعد از ظهر", natural: "شب"),
        // Irish: CLDR has no part of the day in Irish, so natural keeps the half; its minute is
        // the word, where CLDR's counted minute is the abbreviation "nóim".
        Example(table: "ga", locale: "ga_IE", wheel: .minute, time: "21:05", voiceOver: "5 nóim", natural: "5 nóiméad"),
        Example(table: "hy", locale: "hy-AM-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "կեսօրից հետո", natural: "երեկոյան"),
        Example(table: "is", locale: "is-IS-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "eftir hádegi", natural: "að kvöldi"),
        Example(table: "ka", locale: "ka-GE-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "შუადღის შემდეგ", natural: "ღამით"),
        Example(table: "kk", locale: "kk-KZ-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "түстен кейін", natural: "түнгі"),
        Example(table: "lt", locale: "lt-LT-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "po vidurdienio", natural: "vakaras"),
        Example(table: "lv", locale: "lv-LV-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "pēc pusdienlaika", natural: "vakarā"),
        Example(table: "mr", locale: "mr-IN-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "मध्यान्होत्तर", natural: "रात्र"),
        Example(table: "sl", locale: "sl-SI-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "po poldnevu", natural: "zvečer"),
        Example(table: "sr", locale: "sr-Cyrl-RS-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "после подне", natural: "ноћу"),
        Example(table: "sr-Latn", locale: "sr-Latn-RS-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "posle podne", natural: "noću"),
        Example(table: "sw", locale: "sw-TZ-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "baada ya adhuhuri", natural: "usiku"),
        Example(table: "ta", locale: "ta-IN-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "நண்பகலுக்குப் பின்", natural: "இரவு"),
        Example(table: "te", locale: "te-IN-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "మధ్యాహ్నం తర్వాత", natural: "రాత్రి"),
        Example(table: "ur", locale: "ur-PK-u-hc-h12", wheel: .dayPeriod, time: "21:05", voiceOver: "دوپہر کے بعد", natural: "رات میں"),
    ]

    @Test("Natural says a value otherwise than VoiceOver", arguments: examples)
    func differs(example: Example) throws {
        let mode: DatePickerMode = example.wheel == .month ? .date : .time
        let picker = makePicker(mode, locale: example.locale, at: "2026-11-21T\(example.time)")
        let narrator = { (phrasing: Phrasing) in PickerNarrator(settings: VoiceOverSettings(phrasing: phrasing)) }
        let element = try #require(narrator(.voiceOver).element(for: example.wheel, of: picker))
        #expect(element.localization.table == example.table, "the example speaks from its table")
        #expect(VisibleText.escaped(element.value) == example.voiceOver)
        #expect(VisibleText.escaped(try #require(narrator(.natural).element(for: example.wheel, of: picker)).value) == example.natural)
    }

    @Test("Every table has an example")
    func everyTable() {
        #expect(Set(Self.examples.map(\.table)) == Set(PhraseTables.availableTags))
    }
}
