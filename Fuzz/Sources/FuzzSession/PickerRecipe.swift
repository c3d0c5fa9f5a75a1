import Foundation

/// A `configure` of a random picker and the requests after it, read from a fuzzer's bytes.
///
/// Mutating JSON text byte by byte seldom makes a new locale or time zone that Foundation
/// reads, so the values come from lists of edges instead: locales with `-u-nu-`, `-u-hc-`,
/// `-u-ca-` or `@numbers=`/`@hours=`/`@calendar=` (known values and unknown ones), every
/// calendar name, every time zone Foundation lists and the names it accepts beyond them
/// (`GMT+18`, `ACT`, `SystemV/AST4`), dates at the ends of the range and on the days where
/// calendars and eras turn, `now` with fractional seconds; then up to eight steps, each a
/// request or a walk of one wheel. Each value is one a user may type; a refusal
/// (`invalid-field`) is fine, a trap is not.
enum PickerRecipe {
    /// The request lines, `configure` first, each one line of JSON.
    static func lines(from reader: inout ByteReader) -> [String] {
        var requests = [configure(&reader)]
        var steps = 0
        while !reader.isAtEnd, steps < 8 {
            requests += self.requests(&reader, firstID: requests.count + 1)
            steps += 1
        }
        return requests.map { request in
            let data = (try? JSONSerialization.data(withJSONObject: request, options: [.sortedKeys])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
    }

    // MARK: configure

    static func configure(_ reader: inout ByteReader) -> [String: Any] {
        var picker: [String: Any] = ["locale": locale(&reader)]
        let fields = reader.byte()
        if fields & 1 != 0 { picker["mode"] = reader.pick(modes) }
        if fields & 2 != 0 { picker["calendar"] = reader.pick(calendars) }
        if fields & 4 != 0 { picker["timeZone"] = timeZone(&reader) }
        if fields & 8 != 0 { picker["date"] = date(&reader) }
        if fields & 16 != 0 { picker["now"] = date(&reader) }
        if fields & 32 != 0 { picker[reader.chance(2) ? "minimumDate" : "maximumDate"] = date(&reader) }
        if fields & 64 != 0 { picker["minuteInterval"] = json(reader.pick(minuteIntervals)) }
        if fields & 128 != 0 { picker["countDownDuration"] = json(reader.pick(durations)) }
        var request: [String: Any] = ["id": 1, "op": "configure", "picker": picker]
        if reader.chance(4) { request["phrasing"] = reader.pick(["voiceOver", "natural"]) }
        return request
    }

    static let modes = ["date", "time", "dateAndTime", "countDownTimer"]

    /// Every CLDR calendar name Foundation knows, a few it does not, and other spellings.
    static let calendars = [
        "gregorian", "gregory", "buddhist", "chinese", "coptic", "dangi", "ethioaa", "ethiopic",
        "ethiopic-amete-alem", "hebrew", "indian", "islamic", "islamic-civil", "islamic-rgsa",
        "islamic-tbla", "islamic-umalqura", "iso8601", "japanese", "persian", "roc", "vietnamese",
        "bangla", "gujarati", "kannada", "malayalam", "marathi", "odia", "tamil", "telugu", "vikram",
        "ISLAMIC", "Islamic-Civil", "julian", "", "islamicc",
    ]

    static let numberingSystems = [
        "latn", "arab", "arabext", "deva", "beng", "thai", "hanidec", "roman", "native", "fullwide",
        "mymr", "tamldec", "ethi", "hebr", "traditional", "finance", "xyz", "abc", "zzzz", "",
    ]

    static let hourCycles = ["h12", "h23", "h11", "h24", "h99", ""]

    /// Languages and regions whose pickers differ: scripts, digits, hour cycles, calendars.
    static let baseLocales = [
        "en_US", "en_GB", "de_DE", "fr_FR", "ja_JP", "ko_KR", "zh_Hans_CN", "zh_Hant_TW", "ar_SA",
        "ar_EG", "fa_IR", "he_IL", "iw_IL", "hi_IN", "th_TH", "ru_RU", "my_MM", "bn_BD", "ne_NP",
        "mr_IN", "ps_AF", "ckb_IQ", "am_ET", "yue_Hans_CN", "sr_Latn_BA", "es_419", "pt_BR", "dz_BT",
        "en", "ar", "zz_ZZ",
    ]

    /// Written as given: the forms the review and the docs name, and ones near them.
    static let writtenLocales = [
        "en-US-u-nu-xyz", "en_US@numbers=xyz", "ar-EG-u-nu-arab", "hi-IN-u-nu-deva", "th-TH-u-nu-thai",
        "en-US-u-hc-h12", "de-DE-u-hc-h12", "ja-JP-u-ca-japanese", "ar-SA-u-ca-islamic", "root", "und",
        "en_001", "en-US-u-nu-arab-hc-h23", "fa-IR-u-nu-latn", "", "en_US.UTF-8", "C",
    ]

    static func locale(_ reader: inout ByteReader) -> String {
        // Zero bytes, the first choice everywhere, make a plain en_US picker.
        switch reader.byte() % 5 {
        case 0:
            return reader.pick(baseLocales)
        case 1:
            // BCP 47: en-US-u-nu-xyz-hc-h12-ca-islamic
            var text = reader.pick(baseLocales).replacingOccurrences(of: "_", with: "-")
            var keywords: [String] = []
            if reader.chance(2) { keywords.append("nu-" + reader.pick(numberingSystems)) }
            if reader.chance(2) { keywords.append("hc-" + reader.pick(hourCycles)) }
            if reader.chance(3) { keywords.append("ca-" + reader.pick(calendars)) }
            if !keywords.isEmpty { text += "-u-" + keywords.joined(separator: "-") }
            return text
        case 2:
            // ICU: en_US@numbers=xyz;hours=h12;calendar=islamic
            var keywords: [String] = []
            if reader.chance(2) { keywords.append("numbers=" + reader.pick(numberingSystems)) }
            if reader.chance(2) { keywords.append("hours=" + reader.pick(hourCycles)) }
            if reader.chance(3) { keywords.append("calendar=" + reader.pick(calendars)) }
            return reader.pick(baseLocales) + (keywords.isEmpty ? "" : "@" + keywords.joined(separator: ";"))
        case 3:
            return reader.pick(writtenLocales)
        default:
            return available[reader.number(below: available.count)]
        }
    }

    /// Foundation's 1,034 locale identifiers.
    static let available = Locale.availableIdentifiers.sorted()

    /// Names Foundation accepts beyond its list of zones, and zones where days and offsets are odd.
    static let writtenZones = [
        "UTC", "GMT", "Z", "GMT+18", "GMT-18", "GMT+15", "GMT+18:00", "GMT-17:30", "GMT+14:00", "Etc/GMT-14",
        "ACT", "AET", "AGT", "BET", "CNT", "CTT", "ECT", "IET", "MIT", "NET", "NST", "PLT", "PNT", "PRT", "SST", "VST",
        "SystemV/AST4", "SystemV/CST6", "SystemV/YST9", "SystemV/AST4ADT", "US/Pacific-New", "Canada/East-Saskatchewan",
        "EST5EDT", "UTC+1", "Pacific/Kiritimati", "Pacific/Apia", "Asia/Riyadh", "Asia/Tokyo", "Africa/Cairo",
        "Europe/Berlin", "America/Sao_Paulo", "Australia/Lord_Howe", "Asia/Kathmandu", "America/St_Johns",
        "", "Mars/Olympus",
    ]

    static let knownZones = TimeZone.knownTimeZoneIdentifiers.sorted()

    static func timeZone(_ reader: inout ByteReader) -> String {
        switch reader.byte() % 3 {
        case 0:
            return reader.pick(writtenZones)
        case 1:
            return knownZones[reader.number(below: knownZones.count)]
        default:
            let hours = Int(reader.byte()) % 25
            let sign = reader.chance(2) ? "+" : "-"
            let minutes = reader.pick(["", ":00", ":30", ":45", "30"])
            return reader.pick(["GMT", "UTC", "Etc/GMT"]) + sign + String(hours) + minutes
        }
    }

    /// The ends of the range, days where calendars or eras turn or clocks jump, and text
    /// that is not a date.
    static let writtenDates = [
        "0001-01-01", "0001-01-01T00:00:00Z", "0001-01-01T00:00", "9999-12-31", "9999-12-31T23:59:59Z",
        "9999-12-31T23:59:59.999999999Z", "0000-12-31", "10000-01-01", "2025-06-25", "2025-06-24", "1989-01-07",
        "1989-01-08", "2019-04-30", "2019-05-01", "1582-10-04", "1582-10-15", "2018-11-04", "2026-03-29T02:30",
        "2026-11-21T18:30:00.5Z", "2026-11-21T10:00:00.75Z", "2026-13-01", "2026-02-30", "2026-11-21T24:00",
        "2026-11-21T12:00+14:00", "2026-11-21T12:00-18:00", "2026-11-21T12:00+25:00", "yesterday", "",
    ]

    static func date(_ reader: inout ByteReader) -> String {
        let text: String
        switch reader.byte() % 4 {
        case 0:
            return reader.pick(writtenDates)
        case 1:
            // A day of 2024-2026, where the review found the islamic calendar's crashes.
            let day = Date(timeIntervalSince1970: 1_704_067_200 + Double(reader.number(below: 1_096)) * 86_400)
            text = String(ISO8601DateFormatter.string(from: day, timeZone: .gmt, formatOptions: [.withFullDate]))
        case 2:
            text = String(format: "%04d-%02d-%02d", 1 + reader.number(below: 9_999), 1 + Int(reader.byte()) % 12, 1 + Int(reader.byte()) % 31)
        default:
            text = String(format: "%04d-%02d-%02d", 2026, 1 + Int(reader.byte()) % 12, 1 + Int(reader.byte()) % 28)
        }
        var time = ""
        if reader.chance(2) {
            time = String(format: "T%02d:%02d", Int(reader.byte()) % 24, Int(reader.byte()) % 60)
            if reader.chance(2) {
                time += String(format: ":%02d", Int(reader.byte()) % 60)
                // `now` from a clock has fractions of a second (D4).
                if reader.chance(2) { time += "." + String(repeating: "5", count: 1 + Int(reader.byte()) % 9) }
            }
            time += reader.pick(["", "Z", "+14:00", "-12:00", "+05:45", "+18:00"])
        }
        return text + time
    }

    static let minuteIntervals: [Double] = [1, 2, 5, 7, 10, 15, 20, 30, 60, 0, -1, 1_000, 1.5]
    static let durations: [Double] = [0, 59, 60, 3_599, 86_399, 86_400, -5, 1e12, 0.5]

    /// A whole number as an integer, as a client would write it.
    static func json(_ number: Double) -> Any {
        number == number.rounded() && abs(number) < 1e15 ? Int(number) : number
    }

    // MARK: Requests after it

    static let wheels = [
        "month", "day", "year", "date", "hour", "minute", "dayPeriod", "countDownHours", "countDownMinutes", "era",
    ]

    /// One step: one request, or a walk of up to 31 moves of one wheel, as a user swipes
    /// through a month (walks over days are how the islamic calendar's traps were found).
    static func requests(_ reader: inout ByteReader, firstID id: Int) -> [[String: Any]] {
        let wheel = reader.pick(wheels)
        switch reader.byte() % 9 {
        case 0: return [["id": id, "op": "focus", "wheel": wheel]]
        case 1, 2: return [["id": id, "op": "increment", "wheel": wheel]]
        case 3: return [["id": id, "op": "decrement", "wheel": wheel]]
        case 4: return [["id": id, "op": "select", "wheel": wheel, "row": reader.number(below: 80_000) - 10]]
        case 5: return [["id": id, "op": "select", "wheel": wheel, "text": reader.pick(["1", "12", "Today", "PM", "AM", "ص", "2026", "١٤٤٧", ""])]]
        case 6: return [["id": id, "op": "describe"]]
        case 7: return [["id": id, "op": "state"]]
        default:
            let op = reader.chance(2) ? "increment" : "decrement"
            return (0...Int(reader.byte()) % 31).map { ["id": id + $0, "op": op, "wheel": wheel] }
        }
    }
}
