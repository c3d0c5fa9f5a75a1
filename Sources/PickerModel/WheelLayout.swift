import Foundation

/// Where each wheel stands and how its rows are written, for one locale and calendar.
///
/// Everything here comes from the locale's CLDR patterns through Foundation, so every
/// locale Foundation knows gets an answer without a table of ours:
/// - the date wheels follow the order of the fields in the `yMMMMd` pattern
///   (en_US "MMMM d, y", de_DE "d. MMMM y", ja_JP "y年M月d日");
/// - the time wheels follow the `jm` pattern, whose hour letter says 12 or 24 hours and
///   whose AM/PM field says where that wheel stands (ko_KR "a h:mm");
/// - locale extensions such as `-u-hc-h23` and `-u-nu-deva` reach ICU unchanged.
struct WheelLayout: Sendable, Hashable {
    /// The date wheels (`month`, `day`, `year`) in on-screen order.
    let dateOrder: [WheelKind]
    /// The time wheels (`hour`, `minute`, and `dayPeriod` on 12-hour clocks) in on-screen order.
    let timeOrder: [WheelKind]
    /// The CLDR hour letter: `h` (1–12), `K` (0–11), `H` (0–23) or `k` (1–24).
    let hourLetter: Character
    let monthPattern: String
    let dayPattern: String
    let yearPattern: String
    let hourPattern: String
    let minutePattern: String
    /// The pattern of one row of the `dateAndTime` date wheel, from the `MMMEd` template.
    let dayRowPattern: String
    /// The ICU identifier that formatters use: the locale, with the picker's calendar.
    let formattingLocaleIdentifier: String
    /// The locale of ``formattingLocaleIdentifier``, made once.
    let formattingLocale: Locale

    /// Whether the clock counts 12 hours and so has an AM/PM wheel.
    var usesDayPeriod: Bool { hourLetter == "h" || hourLetter == "K" }

    /// The hour cycle that ``hourLetter`` stands for.
    var hourCycle: Locale.HourCycle {
        switch hourLetter {
        case "h": .oneToTwelve
        case "K": .zeroToEleven
        case "k": .oneToTwentyFour
        default: .zeroToTwentyThree
        }
    }

    /// The layout for a locale and calendar, computed once per pair and process.
    static func make(locale: Locale, calendar: Calendar.Identifier) -> WheelLayout {
        var components = Locale.Components(locale: locale)
        components.calendar = calendar
        // Raw BCP-47 tags with extensions trap in DateFormatter; the ICU form does not.
        let identifier = Locale(components: components).identifier(.icu)
        if let cached = cache.withLock({ $0[identifier] }) { return cached }
        let layout = WheelLayout(formattingLocaleIdentifier: identifier)
        cache.withLock { $0[identifier] = layout }
        return layout
    }

    private static let cache = Locked<[String: WheelLayout]>([:])

    private init(formattingLocaleIdentifier identifier: String) {
        let locale = Locale(identifier: identifier)
        func pattern(_ template: String, fallback: String) -> DatePattern {
            DatePattern(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? fallback)
        }
        let yearLetters: Set<Character> = ["y", "Y", "u", "U", "r"]
        let monthLetters: Set<Character> = ["M", "L"]

        let date = pattern("yMMMMd", fallback: "MMMM d y")
        let placed: [(WheelKind, Int)] = [
            (.year, date.firstIndex(of: yearLetters) ?? .max),
            (.month, date.firstIndex(of: monthLetters) ?? .max),
            (.day, date.firstIndex(of: ["d"]) ?? .max),
        ]
        dateOrder = placed.sorted { $0.1 < $1.1 }.map(\.0)
        yearPattern = date.firstIndex(of: yearLetters).map { date.wheelPattern(at: $0, joining: ["G"]) } ?? "y"
        monthPattern = date.firstIndex(of: monthLetters).map { date.wheelPattern(at: $0) } ?? "MMMM"
        dayPattern = date.firstIndex(of: ["d"]).map { date.wheelPattern(at: $0) } ?? "d"

        let time = pattern("jm", fallback: "HH:mm")
        let hourLetters: Set<Character> = ["h", "H", "K", "k"]
        let hour = time.field(in: hourLetters) ?? ("H", 2)
        hourLetter = hour.letter
        hourPattern = String(repeating: hour.letter, count: hour.width)
        minutePattern = "mm"
        var timePlaced: [(WheelKind, Int)] = [
            (.hour, time.firstIndex(of: hourLetters) ?? 0),
            (.minute, time.firstIndex(of: ["m"]) ?? 1),
        ]
        if hour.letter == "h" || hour.letter == "K" {
            // Flexible day periods ("B": "in the afternoon") are shown as AM/PM on a wheel.
            timePlaced.append((.dayPeriod, time.firstIndex(of: ["a", "b", "B"]) ?? .max))
        }
        timeOrder = timePlaced.sorted { $0.1 < $1.1 }.map(\.0)

        dayRowPattern = DateFormatter.dateFormat(fromTemplate: "MMMEd", options: 0, locale: locale) ?? "EEE MMM d"
        formattingLocaleIdentifier = identifier
        formattingLocale = locale
    }
}
