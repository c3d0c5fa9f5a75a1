import Foundation
import PickerModel

/// Text as people and programs write it, read into Foundation values with one clear
/// message per mistake: locales, calendars, time zones and ISO 8601 dates. The command-line
/// tool and the session read their input through it.
package enum PickerInput {
    /// Why a text could not be read, as one English sentence.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let description: String

        package init(_ description: String) {
            self.description = description
        }
    }

    /// The languages Foundation has data for: a locale is known when its language is
    /// one of them, and its region, if any, is a region Foundation knows.
    ///
    /// Each available identifier starts with its language ("sr_Latn_BA"). Making a `Locale`
    /// of each of the thousand to ask it took 31 million instructions, half of a `speak
    /// --locale` process; the set is the same (`PickerInputTests`).
    package static let knownLanguages: Set<String> = Set(
        Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" && $0 != "-" }) }
    )

    /// The longest locale identifier read: BCP-47 tags with several extensions stay far
    /// below it (`ja-JP-u-ca-japanese-hc-h12-nu-jpanfin` has 36 characters).
    package static let maximumLocaleLength = 100

    /// Reads a locale identifier, as a BCP-47 tag (`de-DE`, `ja-JP-u-ca-japanese`) or an
    /// ICU identifier (`de_DE`, `en_US@hours=h23`), and refuses what Foundation would read
    /// as something else or could not format with.
    ///
    /// Only `A`–`Z`, `a`–`z`, digits and `_ - @ ; = .` are accepted: anything else, control
    /// characters above all, would be printed in reports and on terminals. A mixed form
    /// (`zh_Hans_CN-u-hc-h12`) is read as its BCP-47 tag: Foundation's `Locale` ignores the
    /// extension of the mixed form while its formatters honour it, so the wheels would
    /// lose the 12-hour clock the tag asks for.
    package static func locale(_ text: String) throws(PickerInput.Failure) -> Locale {
        // CLDR's root locale, the data every other locale falls back to.
        // ICU reads "und" through likely subtags as English; "root" is the root data.
        if ["root", "und"].contains(text.lowercased()) { return Locale(identifier: "root") }
        guard !text.isEmpty, text.utf8.count <= maximumLocaleLength else {
            throw Failure(text.isEmpty
                ? "a locale is needed (try en_US, de-DE or ja-JP-u-ca-japanese)"
                : "unknown locale \(quoted(text)): a locale identifier has at most \(maximumLocaleLength) characters")
        }
        if let bad = text.unicodeScalars.first(where: { !isLocaleCharacter($0) }) {
            throw Failure("unknown locale \(quoted(text)): \(described(bad)) cannot be part of a locale identifier (letters, digits, _ - @ ; = . only)")
        }
        if let keywords = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first {
            let wellFormed = keywords.split(separator: ";", omittingEmptySubsequences: false).allSatisfy { pair in
                let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
                return parts.count == 2 && parts.allSatisfy { !$0.isEmpty } && parts[0].allSatisfy(\.isLetter)
            }
            guard wellFormed else {
                throw Failure("unknown locale \(quoted(text)): after '@' come keywords such as calendar=japanese;hours=h23")
            }
        }
        var locale = Locale(identifier: text)
        if text.contains("_"), text.contains("-u-") || text.contains("-t-") || text.contains("-x-") {
            locale = Locale(identifier: locale.identifier(.bcp47))
        }
        guard let language = locale.language.languageCode?.identifier,
              knownLanguages.contains(language.lowercased())
        else {
            throw Failure("unknown locale \(quoted(text)): Foundation has no data for its language (try en_US, de-DE or ja-JP-u-ca-japanese)")
        }
        if let region = locale.region, !Locale.Region.isoRegions.contains(region) {
            throw Failure("unknown locale \(quoted(text)): '\(region.identifier)' is not a region Foundation knows")
        }
        if let reason = DatePicker.unsupportedReason(for: locale) {
            throw Failure("locale \(quoted(text)): \(reason)")
        }
        return locale
    }

    private static func isLocaleCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-", "@", ";", "=", ".": true
        default: false
        }
    }

    /// Input text as an error message may show it: quoted, with control and invisible
    /// characters written as `\u{001B}` (as reports write them), and cut after 60
    /// characters. A message never carries a terminal escape sequence or a megabyte of
    /// someone's file.
    package static func quoted(_ text: String) -> String {
        let limit = 60
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                shown += "…"
                break
            }
            count += 1
            let category = scalar.properties.generalCategory
            if category == .control || category == .format || category == .lineSeparator
                || category == .paragraphSeparator || category == .unassigned || category == .surrogate
            {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                shown += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return "'" + shown + "'"
    }

    /// A character named for a message: `'x'` when it can be seen, `U+001B` when not.
    private static func described(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let category = scalar.properties.generalCategory
        let invisible = scalar.properties.isWhitespace || category == .control || category == .format
            || category == .unassigned || category == .surrogate
        return invisible ? code : "'\(scalar)' (\(code))"
    }

    /// The CLDR calendar names ``calendar(_:)`` takes, for shell completion.
    package static var calendarNames: [String] {
        let cldr = [
            "buddhist", "chinese", "coptic", "dangi", "ethioaa", "ethiopic", "gregorian", "hebrew", "indian", "islamic",
            "islamic-civil", "islamic-rgsa", "islamic-tbla", "islamic-umalqura", "iso8601", "japanese", "persian", "roc",
        ]
        return cldr.filter { (try? calendar($0)) != nil }
    }

    package static func calendar(_ text: String) throws(PickerInput.Failure) -> Calendar {
        let name = text.lowercased()
        let parsed = Locale.Components(locale: Locale(identifier: "und@calendar=\(name)")).calendar
        let identifier: Calendar.Identifier? = switch name {
        case "gregorian", "gregory": .gregorian
        default: parsed == .gregorian ? nil : parsed
        }
        guard let identifier, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            throw Failure("unknown calendar \(quoted(text)) (try gregorian, hebrew, islamic, islamic-umalqura, buddhist, japanese, persian, chinese)")
        }
        try supported(identifier, named: text)
        return Calendar(identifier: identifier)
    }

    /// Refuses a calendar the model does not support, naming where it came from.
    package static func supported(_ identifier: Calendar.Identifier, named name: String) throws(PickerInput.Failure) {
        if let reason = DatePicker.unsupportedReason(for: identifier) {
            throw Failure("calendar '\(name)': \(reason)")
        }
    }

    /// Refuses a calendar the model does not support in `timeZone`, naming where it came from.
    package static func supported(_ identifier: Calendar.Identifier, named name: String, in timeZone: TimeZone) throws(PickerInput.Failure) {
        if let reason = DatePicker.unsupportedReason(for: identifier, in: timeZone) {
            throw Failure("calendar '\(name)': \(reason)")
        }
    }

    /// Reads a time zone: an IANA name (`Europe/Berlin`), `UTC`/`GMT`, or a fixed offset
    /// (`GMT+05:30`) within ±14 hours; see ``DatePicker/unsupportedReason(for:zoneDirectory:)``
    /// for the names Foundation accepts and the model refuses.
    package static func timeZone(_ text: String) throws(PickerInput.Failure) -> TimeZone {
        guard text.utf8.count <= 100, text.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.generalCategory != .control }),
              let zone = TimeZone(identifier: text)
        else {
            throw Failure("unknown time zone \(quoted(text)): use an IANA name such as Europe/Berlin, America/New_York or UTC")
        }
        if let reason = DatePicker.unsupportedReason(for: zone) {
            if let meant = TimeZone.abbreviationDictionary[text], meant != zone.identifier {
                throw Failure("time zone \(quoted(text)) is an abbreviation, which Foundation's date formatter cannot use; name the zone, such as \(meant)")
            }
            throw Failure("time zone \(quoted(text)): \(reason)")
        }
        return zone
    }

    /// Reads an ISO 8601 date: `2026-11-21T14:05:00Z` or with an offset (`+01:00`) is an
    /// instant; without an offset (`2026-11-21T14:05`, `2026-11-21`) it is a wall time in
    /// `timeZone`, which must exist there.
    ///
    /// Kept rather than Foundation's `Date.ISO8601FormatStyle`, measured on Linux (Swift
    /// 6.3.1): its parser rolls invalid fields over without a word (`2026-02-30T14:05:00Z` is
    /// 2 March, `T24:05:00Z` the next day, `:60` the next minute), refuses a zoned time
    /// without seconds (`2026-11-21T14:05Z`) and a decimal comma, and reads no wall time at
    /// all. Where both read a zoned form they agree to the nanosecond: a test holds them
    /// together (`PickerInputTests`).
    package static func date(_ text: String, option: String, timeZone: TimeZone) throws(PickerInput.Failure) -> Date {
        let pattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/
        guard let match = text.wholeMatch(of: pattern) else {
            throw Failure("\(option): \(quoted(text)) is not an ISO 8601 date such as 2026-11-21, 2026-11-21T14:05 or 2026-11-21T14:05:00Z")
        }
        var zone = timeZone
        if let designator = match.8 {
            guard let offset = offsetSeconds(String(designator)), let fixed = TimeZone(secondsFromGMT: offset) else {
                throw Failure("\(option): '\(designator)' is not a UTC offset")
            }
            zone = fixed
        }
        let fraction = match.7.map { Double("0." + $0) ?? 0 } ?? 0
        let parts = DateComponents(
            year: Int(match.1), month: Int(match.2), day: Int(match.3),
            hour: match.4.flatMap { Int($0) } ?? 0, minute: match.5.flatMap { Int($0) } ?? 0,
            second: match.6.flatMap { Int($0) } ?? 0
        )
        guard let hour = parts.hour, let minute = parts.minute, let second = parts.second,
              hour < 24, minute < 60, second < 60
        else {
            throw Failure("\(option): \(quoted(text)) has no such time of day: hours run 00–23, minutes and seconds 00–59")
        }
        // First the calendar day on its own, in UTC, where every day exists.
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? zone
        guard let noon = utc.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day, hour: 12)),
              utc.dateComponents([.year, .month, .day], from: noon) == DateComponents(year: parts.year, month: parts.month, day: parts.day)
        else {
            throw Failure("\(option): \(quoted(text)) is not a day of the Gregorian calendar")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let fields: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute, .second]
        let wantedDay = DateComponents(year: parts.year, month: parts.month, day: parts.day)
        let date: Date?
        if match.4 == nil {
            // A day alone means its first instant, which is not midnight where a
            // daylight-saving jump skips midnight (São Paulo, 4 November 2018).
            date = (0..<24).lazy.compactMap { hour -> Date? in
                var time = wantedDay
                time.hour = hour
                guard let candidate = calendar.date(from: time) else { return nil }
                let start = calendar.startOfDay(for: candidate)
                return calendar.dateComponents([.year, .month, .day], from: start) == wantedDay ? start : nil
            }.first
        } else {
            date = calendar.date(from: parts).flatMap { calendar.dateComponents(fields, from: $0) == parts ? $0 : nil }
        }
        guard let date else {
            let what = match.4 == nil ? "day" : "time"
            throw Failure("\(option): \(quoted(text)) does not exist in \(zone.identifier): the clocks skip that \(what)")
        }
        return date.addingTimeInterval(fraction)
    }

    private static func offsetSeconds(_ designator: String) -> Int? {
        if designator.uppercased() == "Z" { return 0 }
        let sign = designator.hasPrefix("-") ? -1 : 1
        let digits = designator.dropFirst().filter(\.isNumber)
        guard digits.count == 2 || digits.count == 4,
              let hours = Int(digits.prefix(2)), let minutes = Int(digits.dropFirst(2).isEmpty ? "0" : String(digits.dropFirst(2))),
              hours <= 18, minutes < 60
        else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }

    /// The locale of the process, from `LC_ALL`, `LC_TIME` or `LANG` as POSIX defines,
    /// because Foundation's `Locale.current` ignores them on Linux. `C` and `POSIX` mean en_US.
    package static func processLocale(environment: [String: String]) -> Locale {
        for name in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let identifier = String(value.prefix { $0 != "." && $0 != "@" })
            if identifier == "C" || identifier == "POSIX" { break }
            if let locale = try? locale(identifier) { return locale }
        }
        return Locale(identifier: "en_US")
    }
}
