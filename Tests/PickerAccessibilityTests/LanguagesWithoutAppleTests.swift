import Foundation
@testable import PickerAccessibility
import PickerModel
import Testing

/// The tables of the languages iOS ships no phrases for (issue 23, section 4): what they say
/// where a template alone could get it wrong, and where their natural phrasing differs.
@Suite("Tables of languages iOS lacks")
struct LanguagesWithoutAppleTests {
    let voiceOver = PickerNarrator()
    let natural = PickerNarrator(settings: VoiceOverSettings(phrasing: .natural))

    /// Each table with the locale that stands for it in the golden files.
    static let tables = GoldenFileTests.locales.filter { LocalizationMatchTests.tablesWithoutApple.contains($0.table) }

    /// CLDR's wide flexible day period (`BBBB`) at `hour` on 21 November 2026, UTC.
    static func dayPeriod(_ hour: Int, locale: String) throws -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "BBBB"
        let date = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: hour)))
        return formatter.string(from: date)
    }

    @Test("Every table of a language iOS lacks stands in the golden files")
    func everyTableHasAGolden() {
        #expect(Self.tables.count == LocalizationMatchTests.tablesWithoutApple.count)
    }

    // MARK: Hours

    @Test("Swahili says the hour in Swahili time, in both phrasings: saa nane mchana for 14:00, never \"saa 2\"")
    func swahiliTime() {
        for narrator in [voiceOver, natural] {
            #expect(narrator.value(of: .hour, makePicker(.time, locale: "sw_TZ", at: "2026-11-21T14:05")) == "saa nane mchana")
            #expect(narrator.value(of: .hour, makePicker(.time, locale: "sw_TZ", at: "2026-11-21T07:05")) == "saa moja asubuhi")
            #expect(narrator.value(of: .hour, makePicker(.time, locale: "sw_TZ", at: "2026-11-21T00:05")) == "saa sita usiku")
        }
        // Beside an AM/PM wheel VoiceOver's phrasing says the hour alone, in Swahili time: the
        // wheel says the half. Natural says the hour with its part of the day, as it does in
        // every language ("2 in the afternoon"), so 2 is saa nane by day and by night.
        let twelveHour = makePicker(.time, locale: "sw-KE-u-hc-h12", at: "2026-11-21T14:05")
        #expect(voiceOver.value(of: .hour, twelveHour) == "saa nane")
        #expect(natural.value(of: .hour, twelveHour) == "saa nane mchana")
        #expect(voiceOver.value(of: .dayPeriod, twelveHour) == "baada ya adhuhuri")
        #expect(voiceOver.value(of: .hour, makePicker(.time, locale: "sw-KE-u-hc-h12", at: "2026-11-21T02:05")) == "saa nane")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "sw-KE-u-hc-h12", at: "2026-11-21T02:05")) == "saa nane usiku")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "sw-KE-u-hc-h12", at: "2026-11-21T00:05")) == "saa sita usiku")
    }

    @Test("Each Swahili hour is its Swahili number (7 o'clock is one) with CLDR's part of the day", arguments: 0..<24)
    func swahiliNamesFollowCLDR(hour: Int) throws {
        let names = try #require(HourNames.names(forTable: "sw"))
        let numbers = ["moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa", "kumi", "kumi na moja", "kumi na mbili"]
        let period = try Self.dayPeriod(hour, locale: "sw_TZ")
        // CLDR's noon is a whole phrase of its own, "saa sita za mchana".
        let expected = hour == 12 ? period : "saa \(numbers[(hour + 5) % 12]) \(period)"
        #expect(names[hour] == expected)
    }

    @Test("Basque: the default says the wheel's number, natural the hour's name after its part of the day")
    func basqueHours() {
        let two = makePicker(.time, locale: "eu_ES", at: "2026-11-21T14:05")
        #expect(voiceOver.value(of: .hour, two) == "14")
        #expect(natural.value(of: .hour, two) == "arratsaldeko ordu biak")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "eu_ES", at: "2026-11-21T08:05")) == "goizeko zortziak")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "eu_ES", at: "2026-11-21T00:05")) == "gaueko hamabiak")
        // Beside an AM/PM wheel natural still says the hour after its part of the day, as it
        // does in every language; VoiceOver's phrasing says the wheel's number.
        let twelveHour = makePicker(.time, locale: "eu-ES-u-hc-h12", at: "2026-11-21T14:05")
        #expect(voiceOver.value(of: .hour, twelveHour) == "2")
        #expect(natural.value(of: .hour, twelveHour) == "arratsaldeko ordu biak")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "eu-ES-u-hc-h12", at: "2026-11-21T00:05")) == "gaueko hamabiak")
    }

    @Test("Each Basque hour is CLDR's part of the day and the hour counted to twelve", arguments: 1..<24)
    func basqueNamesFollowCLDR(hour: Int) throws {
        let names = try #require(HourNames.names(forTable: "eu"))
        let twelve = [
            "hamabiak", "ordu bata", "ordu biak", "hirurak", "laurak", "bostak", "seiak", "zazpiak", "zortziak",
            "bederatziak", "hamarrak", "hamaikak",
        ]
        #expect(names[hour] == "\(try Self.dayPeriod(hour, locale: "eu_ES")) \(twelve[hour % 12])")
    }

    // MARK: Day periods, positions, scripts

    /// VoiceOver's phrasing: the table's word for the half. (How the natural phrasing names
    /// the part of the day is the natural phrasing's own rule, for every table alike.)
    @Test("The AM/PM wheel says a word, not CLDR's abbreviation or English AM/PM, the same at 13:00 and 23:00", arguments: tables.map(\.locale))
    func dayPeriodWords(locale: String) {
        let bare = Locale(identifier: locale).identifier(.bcp47)
        let afternoon = makePicker(.time, locale: bare + "-u-hc-h12", at: "2026-11-21T13:05")
        let night = makePicker(.time, locale: bare + "-u-hc-h12", at: "2026-11-21T23:05")
        let said = voiceOver.value(of: .dayPeriod, afternoon)
        #expect(said == voiceOver.value(of: .dayPeriod, night), "\(locale): one word for the whole half")
        #expect(!said.contains("."), "\(locale): \"\(said)\" is an abbreviation")
        #expect(said != "PM" && said != "AM", "\(locale): \"\(said)\" is English")
        #expect(voiceOver.value(of: .dayPeriod, makePicker(.time, locale: bare + "-u-hc-h12", at: "2026-11-21T09:05")) != said)
    }

    @Test(
        "The position is said in the language's own order",
        arguments: [
            ("ur_PK", "12 میں سے 3"), ("bn_BD", "12টির মধ্যে 3"), ("ta_IN", "12 இல் 3"), ("te_IN", "12 లో 3"),
            ("mr_IN", "12 पैकी 3"), ("fa_IR", "۱۵ از ۲۴"), ("kk_KZ", "24 ішінен 15"), ("ka_GE", "15 24-დან"),
            ("hy_AM", "15՝ 24-ից"), ("et_EE", "15, kokku 24"), ("bg_BG", "15 от 24"),
        ]
    )
    func position(locale: String, said: String) throws {
        let element = try #require(voiceOver.element(for: .hour, of: makePicker(.time, locale: locale, at: "2026-11-21T14:05")))
        #expect(element.position == said)
    }

    @Test("Serbian: sr is Cyrillic throughout and sr-Latn Latin throughout, letter for letter the same")
    func serbianScripts() throws {
        let cyrillic = try TableFiles.entries("sr")
        let latin = try TableFiles.entries("sr-Latn")
        func isCyrillic(_ scalar: Unicode.Scalar) -> Bool { (0x0400...0x04FF).contains(scalar.value) }
        for (key, value) in cyrillic {
            let text = value.replacingOccurrences(of: #"\{[a-zA-Z]+\}"#, with: "", options: .regularExpression)
            #expect(!text.unicodeScalars.contains { $0.properties.isAlphabetic && !isCyrillic($0) }, "sr \(key): \(value)")
            let other = try #require(latin[key])
            #expect(!other.unicodeScalars.contains(where: isCyrillic), "sr-Latn \(key): \(other)")
            #expect(value.count <= other.count, "sr-Latn \(key) is not a transliteration of sr's")
        }
        let element = try #require(voiceOver.element(for: .hour, of: makePicker(.time, locale: "sr_Latn_RS")))
        #expect(element.localization.table == "sr-Latn")
        #expect(element.hint == "Prevucite jednim prstom nagore ili nadole da biste podesili vrednost.")
    }

    // MARK: Natural phrasing

    /// The wheels whose values the natural phrasing says otherwise, by table, among those whose
    /// natural wording the tables decide: the month (CLDR's stand-alone form where the language
    /// inflects the month in a date), the 24-hour hour, the minute and the countdown. The
    /// 12-hour hour and the AM/PM wheel also take the part of the day in natural, for every
    /// table alike, so they are left out here.
    static let naturalDiffers: [String: Set<String>] = [
        "eu": ["hour, 24-hour clock"],
        "fa": ["month"],
        "ga": ["minute"],
        "hy": ["month"],
        "lt": ["month"],
    ]

    @Test("Where natural says something else than the default; a table where it says the same says why", arguments: tables.map(\.table))
    func naturalDiffersOnlyWhereExpected(table: String) throws {
        let locale = try #require(Self.tables.first { $0.table == table }?.locale)
        let decidedByTables: Set<String> = ["month", "hour, 24-hour clock", "minute", "countDownHours"]
        let differing = Set(GoldenFileTests.rows(locale: locale).compactMap { line -> String? in
            guard let range = line.range(of: ", natural: ") else { return nil }
            return String(line[..<range.lowerBound])
        }).intersection(decidedByTables)
        #expect(differing == Self.naturalDiffers[table, default: []], "\(table)")
        let header = try TableFiles.text(table).components(separatedBy: "*/")[0]
        let sayTheSame = header.replacingOccurrences(of: "\n ", with: " ").contains("here they say what the default says")
        let keysDiffer = differing.contains { $0 != "month" }
        #expect(sayTheSame != keysDiffer, "\(table): the header must say whether its natural keys differ, and why not")
    }
}
