import Foundation
import PickerModel

/// What the AM/PM wheel of a picker says at each hour of the day, beside what CLDR says of
/// that hour: the material of the check that a day-period word is right at every hour it is
/// spoken with (issue 23).
///
/// A word is right at an hour when it names the half of the day (CLDR's own AM/PM words,
/// "PM", 오후, 午後; or a phrase that names no part of the day, "nach Mittag") or CLDR's
/// flexible day period of that very hour ("på kvällen" at 21:00). A word that is CLDR's day
/// period of other hours of its half names a part of the day that does not cover this one:
/// Vietnamese "chiều" (CLDR's 13:00–17:59) said at 21:00, where CLDR says "đêm".
package struct DayPeriodWords: Sendable, Equatable {
    /// What the AM/PM wheel says when the clock shows each hour of the day, 0–23.
    package let said: [String]
    /// CLDR's flexible day period (`BBBB`) of each hour of the day, 0–23.
    package let flexible: [String]
    /// CLDR's own words for the two halves, in every width (`a`, `aaaa`, `aaaaa`).
    package let halves: Set<String>

    /// The hours at which ``said`` names a part of the day that does not cover them: the
    /// word is CLDR's day period of other hours of the same half, and not of this hour.
    package var wrongHours: [Int] {
        (0..<24).filter { hour in
            let word = Self.key(said[hour])
            guard !halves.contains(word), word != Self.key(flexible[hour]) else { return false }
            let half = hour < 12 ? 0..<12 : 12..<24
            return half.contains { Self.key(flexible[$0]) == word }
        }
    }

    /// A word as compared: case and surrounding white space do not count.
    package static func key(_ word: String) -> String {
        word.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}

extension PickerNarrator {
    /// What the AM/PM wheel of `picker` says at each hour of the day, in the settings'
    /// phrasing, with CLDR's words for the same hours; `nil` when the picker has no AM/PM
    /// wheel.
    package func dayPeriodWords(of picker: DatePicker) -> DayPeriodWords? {
        guard let wheel = picker.wheel(.dayPeriod) else { return nil }
        let values = spokenValues(for: picker)
        var calendar = picker.calendar
        calendar.timeZone = picker.timeZone
        let said = (0..<24).map { hour in
            let half = wheel.rows[hour < 12 ? 0 : min(1, wheel.rows.count - 1)]
            return values.text(for: half, calendar: calendar, phrasing: settings.phrasing, hourOfDay: hour)
        }
        var gmt = Calendar(identifier: .gregorian)
        gmt.timeZone = TimeZone(secondsFromGMT: 0) ?? gmt.timeZone
        func words(_ pattern: String) -> [String] {
            (0..<24).map { hour in
                DateFormatterCache.string(
                    from: Date(timeIntervalSinceReferenceDate: TimeInterval(hour * 3_600)), pattern: pattern,
                    locale: values.formattingLocale, calendar: gmt
                )
            }
        }
        let language = LocaleTagMatcher.languageCode(of: picker.locale) ?? ""
        let spelledOut = (DayPeriodWords.halvesSpelledOut[language] ?? []).map(DayPeriodWords.key)
        let halves = Set(["a", "aaaa", "aaaaa"].flatMap { words($0) }.map(DayPeriodWords.key) + spelledOut)
        return DayPeriodWords(said: said, flexible: words("BBBB"), halves: halves)
    }
}

extension DayPeriodWords {
    /// Words that stand for CLDR's AM/PM designators, where CLDR writes an abbreviation or
    /// another script's word: they name the half of the day, at every hour of it, as the
    /// designator does, even where CLDR also uses them for a part of the day. Arabic
    /// "ص"/"م" are صباحًا/مساءً ("الساعة الواحدة صباحًا" is 1 AM); Turkish "ÖÖ"/"ÖS" are
    /// "öğleden önce"/"öğleden sonra", before and after noon; Cantonese says 上晝/下晝 for
    /// the 上午/下午 the wheel shows (the yue tables' headers).
    static let halvesSpelledOut: [String: [String]] = [
        "ar": ["صباحًا", "مساءً"],
        "tr": ["öğleden önce", "öğleden sonra"],
        "yue": ["上晝", "下晝", "上昼", "下昼"],
    ]
}
