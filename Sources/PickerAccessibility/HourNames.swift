/// How some languages name an hour of the day, where neither a bare number nor CLDR's
/// counted form is right: the `{hourName}` placeholder of the hour templates.
///
/// Foundation on Linux reaches no ICU rule set for these forms: `NumberFormatter`'s
/// `.spellOut` gives masculine cardinals ("uno", "dos"), and `.ordinal` gives "14." in
/// Polish, not "czternasta". So each language that needs them has a list here, written
/// from its grammar, one name for each hour from 0 to 23 as a 24-hour clock says it; a
/// 12-hour clock uses the names of 1 to 12.
package enum HourNames {
    /// The names of hours 0–23 in `language` (a table's language code), or `nil` when the
    /// language has no list.
    package static func names(forLanguage language: String) -> [String]? {
        lists[language]
    }

    /// The languages that have a list.
    package static var languages: Set<String> { Set(lists.keys) }

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
    ]
}
