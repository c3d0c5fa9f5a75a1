/// How some languages name an hour of the day, where neither a bare number nor CLDR's
/// counted form is right: the `{hourName}` placeholder of the hour templates.
///
/// Foundation on Linux reaches no ICU rule set for these forms: `NumberFormatter`'s
/// `.spellOut` gives masculine cardinals ("uno", "dos"), and `.ordinal` gives "14." in
/// Polish, not "czternasta". So each language that needs them has a list here, written
/// from its grammar, one name for each hour from 0 to 23 as a 24-hour clock says it; a
/// 12-hour clock uses the names of 1 to 12, unless the language has a list of its own for
/// it (Cantonese says the time of day on a 24-hour wheel, "下晝兩點", but only "兩點" beside
/// an AM/PM wheel that says "下晝" itself). A list is found by the table's tag, where the
/// script changes the words ("yue-Hant" 兩點, "yue-Hans" 两点), or by its language.
package enum HourNames {
    /// The names of hours 0–23 on a 24-hour clock for the table tagged `tag` ("pl",
    /// "yue-Hant"), or `nil` when neither the tag nor its language has a list.
    package static func names(forTable tag: String) -> [String]? {
        lists[tag.lowercased()] ?? lists[PhraseTables.language(ofTable: tag)]
    }

    /// The names of hours 0–23 on a 12-hour clock for the table tagged `tag` (14 is "兩點"
    /// in Cantonese), or `nil` when neither the tag nor its language has a list.
    package static func twelveHourNames(forTable tag: String) -> [String]? {
        twelveHourLists[tag.lowercased()] ?? names(forTable: tag)
    }

    /// Whether the list of the table tagged `tag` names the part of the day with each hour
    /// (Thai "บ่ายสองโมง", Cantonese "下晝兩點"), so that a 12-hour clock whose half is known
    /// says the 24-hour name and adds no flexible day period of its own.
    package static func namesSayPartOfDay(forTable tag: String) -> Bool {
        partOfDayLists.contains(tag.lowercased()) || partOfDayLists.contains(PhraseTables.language(ofTable: tag))
    }

    /// What the natural phrasing says for midnight (0) or noon (12) on a 12-hour clock, where
    /// the hour with CLDR's flexible day period is not what people say: English "12 in the
    /// morning" for midnight (CLDR's rules give no midnight), Italian "le dodici mezzogiorno",
    /// Russian "12 часов полдень". Empty for most languages: "12 Uhr mittags", "las doce del
    /// mediodía", "12 часов ночи" are right as CLDR joins them.
    package static func noonAndMidnight(forTable tag: String) -> [Int: String] {
        noonAndMidnightNames[tag.lowercased()] ?? noonAndMidnightNames[PhraseTables.language(ofTable: tag)] ?? [:]
    }

    /// How the natural phrasing says CLDR's flexible day period `period` after an hour, in
    /// the table tagged `tag`: `period` itself, except where CLDR's word wants a preposition
    /// beside an hour (Catalan "les nou de la nit", where CLDR's "h B" says "9 nit").
    package static func dayPeriodAfterHour(_ period: String, forTable tag: String) -> String {
        let language = PhraseTables.language(ofTable: tag)
        return prepositions[language]?[period] ?? period
    }

    /// CLDR's Catalan day periods (matinada 0–5, matí 6–11, migdia 12, tarda 13–18, vespre
    /// 19–20, nit 21–23) with the preposition and article that join them to an hour, as the
    /// Institut d'Estudis Catalans' usage writes "les deu del matí", "les nou de la nit".
    private static let prepositions: [String: [String: String]] = [
        "ca": [
            "matinada": "de la matinada", "matí": "del matí", "migdia": "del migdia",
            "tarda": "de la tarda", "vespre": "del vespre", "nit": "de la nit",
        ],
    ]

    /// The tags and languages that have a list ("ca", ..., "yue-Hant").
    package static var languages: Set<String> { Set(lists.keys.map(PhraseTables.canonicalTag)) }

    private static let lists: [String: [String]] = [
        // Polish names the hour by the feminine ordinal that agrees with "godzina"
        // ("jest godzina czternasta"); 00:00 is "godzina zero" on the radio and in timetables.
        "pl": [
            "zero", "pierwsza", "druga", "trzecia", "czwarta", "piąta", "szósta", "siódma", "ósma",
            "dziewiąta", "dziesiąta", "jedenasta", "dwunasta", "trzynasta", "czternasta", "piętnasta",
            "szesnasta", "siedemnasta", "osiemnasta", "dziewiętnasta", "dwudziesta",
            "dwudziesta pierwsza", "dwudziesta druga", "dwudziesta trzecia",
        ],
        // Ukrainian names the hour by the feminine ordinal that agrees with "година"
        // ("чотирнадцята година"); 00:00 is "нуль годин". The apostrophe is U+02BC, the
        // letter CLDR writes in Ukrainian ("пʼятниця").
        "uk": [
            "нуль годин", "перша", "друга", "третя", "четверта", "пʼята", "шоста", "сьома", "восьма",
            "девʼята", "десята", "одинадцята", "дванадцята", "тринадцята", "чотирнадцята",
            "пʼятнадцята", "шістнадцята", "сімнадцята", "вісімнадцята", "девʼятнадцята", "двадцята",
            "двадцять перша", "двадцять друга", "двадцять третя",
        ],
        // Spanish names the hour with the feminine article and number that agree with the
        // understood "hora(s)": "la una", "las dos", "las veintiuna"; 00:00 is "las cero horas".
        "es": [
            "las cero horas", "la una", "las dos", "las tres", "las cuatro", "las cinco", "las seis",
            "las siete", "las ocho", "las nueve", "las diez", "las once", "las doce", "las trece",
            "las catorce", "las quince", "las dieciséis", "las diecisiete", "las dieciocho",
            "las diecinueve", "las veinte", "las veintiuna", "las veintidós", "las veintitrés",
        ],
        // Catalan likewise, with the feminine numbers "una", "dues" and "vint-i-una",
        // "vint-i-dues": "la una", "les dues"; 00:00 is "les zero hores".
        "ca": [
            "les zero hores", "la una", "les dues", "les tres", "les quatre", "les cinc", "les sis",
            "les set", "les vuit", "les nou", "les deu", "les onze", "les dotze", "les tretze",
            "les catorze", "les quinze", "les setze", "les disset", "les divuit", "les dinou",
            "les vint", "les vint-i-una", "les vint-i-dues", "les vint-i-tres",
        ],
        // Italian names the hour with the feminine article that agrees with the understood
        // "ora/ore": "l'una", "le due", "le quattordici"; 00:00 is "mezzanotte". Noon stays
        // "le dodici", which is right for both twelves of a 12-hour wheel.
        "it": [
            "mezzanotte", "l'una", "le due", "le tre", "le quattro", "le cinque", "le sei", "le sette",
            "le otto", "le nove", "le dieci", "le undici", "le dodici", "le tredici", "le quattordici",
            "le quindici", "le sedici", "le diciassette", "le diciotto", "le diciannove", "le venti",
            "le ventuno", "le ventidue", "le ventitré",
        ],
        // Arabic names the hour of a clock by the feminine ordinal that agrees with "الساعة"
        // ("الساعة الثانية", never the cardinal "الساعة اثنان"; native-listener review 3b),
        // from the rules of Arabic grammar for ordinals 1–23. Midnight is "twelve at night".
        "ar": [
            "الثانية عشرة ليلًا", "الواحدة", "الثانية", "الثالثة", "الرابعة", "الخامسة", "السادسة",
            "السابعة", "الثامنة", "التاسعة", "العاشرة", "الحادية عشرة", "الثانية عشرة", "الثالثة عشرة",
            "الرابعة عشرة", "الخامسة عشرة", "السادسة عشرة", "السابعة عشرة", "الثامنة عشرة",
            "التاسعة عشرة", "العشرون", "الحادية والعشرون", "الثانية والعشرون", "الثالثة والعشرون",
        ],
        // English says 00:00 on a 24-hour clock "midnight", not "zero" (native-listener review
        // 3b); every other hour keeps its digits.
        "en": (0..<24).map { $0 == 0 ? "midnight" : String($0) },
        // Thai speech tells the time by the six-hour clock, whose words carry the part of the
        // day: ตีหนึ่ง–ตีห้า (1–5 at night), หกโมงเช้า–สิบเอ็ดโมงเช้า (morning), เที่ยง (noon),
        // บ่ายโมง–บ่ายสี่โมง (afternoon), ห้าโมงเย็น–หกโมงเย็น (evening), หนึ่งทุ่ม–ห้าทุ่ม (night),
        // เที่ยงคืน (midnight); the Royal Institute's usage, as every Thai speaker says it.
        "th": [
            "เที่ยงคืน", "ตีหนึ่ง", "ตีสอง", "ตีสาม", "ตีสี่", "ตีห้า", "หกโมงเช้า", "เจ็ดโมงเช้า", "แปดโมงเช้า",
            "เก้าโมงเช้า", "สิบโมงเช้า", "สิบเอ็ดโมงเช้า", "เที่ยง", "บ่ายโมง", "บ่ายสองโมง", "บ่ายสามโมง",
            "บ่ายสี่โมง", "ห้าโมงเย็น", "หกโมงเย็น", "หนึ่งทุ่ม", "สองทุ่ม", "สามทุ่ม", "สี่ทุ่ม", "ห้าทุ่ม",
        ],
        // Danish and Norwegian count the hour in the neuter: "klokken ét", "klokken ett". Written
        // as a digit, 1 is read in the common gender, "klokken en" (espeak-ng 1.51; the
        // native-listener review 3a); every other hour keeps its digits, which are read right.
        "da": (0..<24).map { $0 == 1 ? "ét" : String($0) },
        "nb": (0..<24).map { $0 == 1 ? "ett" : String($0) },
        // Cantonese says a time of day with the part of the day before the hour, "下晝兩點"
        // (13:00–18:59), never "十四點"; the parts are CLDR's flexible day periods for yue
        // (the `B` field: 凌晨 0–4, 清晨 5–7, 朝早 8–11, 中午 12, 下晝 13–18, 夜晚 19–23; a
        // test holds the lists to CLDR), and 2 before a measure word is 兩, not 二.
        "yue-hant": [
            "凌晨十二點", "凌晨一點", "凌晨兩點", "凌晨三點", "凌晨四點", "清晨五點", "清晨六點", "清晨七點",
            "朝早八點", "朝早九點", "朝早十點", "朝早十一點", "中午十二點", "下晝一點", "下晝兩點", "下晝三點",
            "下晝四點", "下晝五點", "下晝六點", "夜晚七點", "夜晚八點", "夜晚九點", "夜晚十點", "夜晚十一點",
        ],
        // Swahili counts the hours of the day from 7 o'clock, sunrise: 07:00 is "saa moja" (hour
        // one), 14:00 "saa nane" (hour eight), so "saa 2" read from the wheel's digits is heard as
        // 08:00. Each hour is its Swahili number with the part of the day that CLDR's flexible
        // day periods give for sw (the `B` field: usiku 19–3, alfajiri 4–6, asubuhi 7–11,
        // mchana 13–15, jioni 16–18; noon is CLDR's own "saa sita za mchana"); a test holds the
        // list to CLDR.
        "sw": [
            "saa sita usiku", "saa saba usiku", "saa nane usiku", "saa tisa usiku", "saa kumi alfajiri",
            "saa kumi na moja alfajiri", "saa kumi na mbili alfajiri", "saa moja asubuhi", "saa mbili asubuhi",
            "saa tatu asubuhi", "saa nne asubuhi", "saa tano asubuhi", "saa sita za mchana", "saa saba mchana",
            "saa nane mchana", "saa tisa mchana", "saa kumi jioni", "saa kumi na moja jioni",
            "saa kumi na mbili jioni", "saa moja usiku", "saa mbili usiku", "saa tatu usiku", "saa nne usiku",
            "saa tano usiku",
        ],
        // Basque names an hour of a 12-hour count with the article and a suffix ("ordu biak",
        // "bostak"; 1 and 2 take "ordu"), after the part of the day in the genitive, which is
        // CLDR's flexible day period for eu (the `B` field, wide: goizaldeko 0–5, goizeko 6–11,
        // eguerdiko 12–13, arratsaldeko 14–18, iluntzeko 19–20, gaueko 21–23; a test holds the
        // list to CLDR). Midnight is "gaueko hamabiak", the end of the night, where CLDR's period
        // for hour 0 is goizaldeko.
        "eu": [
            "gaueko hamabiak", "goizaldeko ordu bata", "goizaldeko ordu biak", "goizaldeko hirurak",
            "goizaldeko laurak", "goizaldeko bostak", "goizeko seiak", "goizeko zazpiak", "goizeko zortziak",
            "goizeko bederatziak", "goizeko hamarrak", "goizeko hamaikak", "eguerdiko hamabiak",
            "eguerdiko ordu bata", "arratsaldeko ordu biak", "arratsaldeko hirurak", "arratsaldeko laurak",
            "arratsaldeko bostak", "arratsaldeko seiak", "iluntzeko zazpiak", "iluntzeko zortziak",
            "gaueko bederatziak", "gaueko hamarrak", "gaueko hamaikak",
        ],
        "yue-hans": [
            "凌晨十二点", "凌晨一点", "凌晨两点", "凌晨三点", "凌晨四点", "清晨五点", "清晨六点", "清晨七点",
            "朝早八点", "朝早九点", "朝早十点", "朝早十一点", "中午十二点", "下昼一点", "下昼两点", "下昼三点",
            "下昼四点", "下昼五点", "下昼六点", "夜晚七点", "夜晚八点", "夜晚九点", "夜晚十点", "夜晚十一点",
        ],
    ]

    /// The lists above that say the part of the day with every hour.
    private static let partOfDayLists: Set<String> = ["th", "yue-hant", "yue-hans", "sw", "eu"]

    /// Midnight and noon as said in place of the hour and CLDR's day period, on a 12-hour
    /// clock: CLDR's own names for the moments where it has them (`dayPeriod` `midnight` and
    /// `noon` in en, it, ru, cs, hr, hu; the rules that choose a day period do not use them),
    /// and the everyday words in French and Portuguese; Arabic midnight is "twelve at night"
    /// (CLDR's Arabic day period at 0:00 is "في المساء", in the evening). English keeps the number the wheel
    /// shows: "12 midnight", "12 noon".
    private static let noonAndMidnightNames: [String: [Int: String]] = [
        "ar": [0: "الساعة الثانية عشرة ليلًا"],
        "en": [0: "12 midnight", 12: "12 noon"],
        "fr": [0: "minuit", 12: "midi"],
        "it": [0: "mezzanotte", 12: "mezzogiorno"],
        "pt": [0: "meia-noite", 12: "meio-dia"],
        "ru": [12: "полдень"],
        "cs": [12: "poledne"],
        "hr": [12: "podne"],
        "hu": [12: "dél"],
    ]

    /// Lists for a 12-hour clock, where they differ from the 24-hour one: Cantonese, Swahili
    /// and Basque leave the part of the day to the AM/PM wheel (a 12-hour wheel's row is the
    /// hour of its half, so 2 is "saa nane" after noon and before it). Midnight and noon are
    /// 十二點, "saa sita", "hamabiak", as said.
    private static let twelveHourLists: [String: [String]] = [
        "sw": Array(repeating: [
            "saa sita", "saa saba", "saa nane", "saa tisa", "saa kumi", "saa kumi na moja", "saa kumi na mbili",
            "saa moja", "saa mbili", "saa tatu", "saa nne", "saa tano",
        ], count: 2).flatMap { $0 },
        "eu": Array(repeating: [
            "hamabiak", "ordu bata", "ordu biak", "hirurak", "laurak", "bostak", "seiak", "zazpiak", "zortziak",
            "bederatziak", "hamarrak", "hamaikak",
        ], count: 2).flatMap { $0 },
        "yue-hant": Array(repeating: [
            "十二點", "一點", "兩點", "三點", "四點", "五點", "六點", "七點", "八點", "九點", "十點", "十一點",
        ], count: 2).flatMap { $0 },
        "yue-hans": Array(repeating: [
            "十二点", "一点", "两点", "三点", "四点", "五点", "六点", "七点", "八点", "九点", "十点", "十一点",
        ], count: 2).flatMap { $0 },
    ]
}
