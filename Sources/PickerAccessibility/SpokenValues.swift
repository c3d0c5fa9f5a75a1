import Foundation
import PickerModel

/// The spoken forms of what a picker's rows stand for, in one locale.
///
/// Speech engines read formatted times digit by digit ("2:00 PM" as "two zero zero
/// PM"), so spoken values are built from the values themselves: "2 o'clock" from the
/// hour 2 and the table's template, "15 minutes" from CLDR's units with the language's
/// plural rules. Everything a value can need is made when the locale is first used, so
/// that speaking a value after an action builds no formatter and opens no bundle.
final class SpokenValues: Sendable {
    /// The fixed phrases of the locale's language.
    let table: PhraseTable
    /// How ``table`` was chosen.
    let match: LocalizationMatch
    /// The locale, in the form formatters accept, with the picker's calendar.
    let formattingLocale: Locale

    /// The hour phrases of each phrasing, for hours 0–24: on a 12-hour and a 24-hour clock.
    private let hourPhrases: [Phrasing: ClockPhrases]
    /// CLDR's "N hours" for 0–24, with plurals.
    private let countedHours: [String]
    /// CLDR's "N minutes" for 0–59, with plurals: countdown minutes, and clock minutes as
    /// VoiceOver says them.
    private let countedMinutes: [String]
    /// Clock minutes 0–59 as a native speaker says them (Chinese "5分", not the duration "5分钟").
    private let naturalMinutes: [String]
    /// The countdown's hours (0–24) and minutes (0–59) as a native speaker says them:
    /// ``countedHours`` and ``countedMinutes`` but where CLDR's form hides or misplaces the
    /// number (``CountNames/naturalDurations(forTable:)``).
    private let naturalCountedHours: [String]
    private let naturalCountedMinutes: [String]
    /// The spoken words for AM and PM.
    private let dayPeriods: [DayPeriod: String]
    /// CLDR's flexible day period of each hour of the day, 0–23, in its wide form (the `BBBB`
    /// field: English "in the morning" … "at night", Swedish "på kvällen", Chinese 晚上): the
    /// natural phrasing's AM/PM wheel, right at every hour it is said with.
    private let flexibleDayPeriods: [String]
    /// The natural phrasing's hours of a 12-hour clock with the part of the day, by half and
    /// by the hour the wheel shows (1–12, or 0–11): "9 at night", "晚上9点", "klockan 9 på
    /// kvällen", "สามทุ่ม". `nil` where the table speaks for another language.
    private let naturalHoursByHalf: [DayPeriod: [String]]?
    /// The CLDR pattern of a day in full: weekday, month and day ("EEEE, MMMM d").
    private let fullDatePattern: String
    /// The month wheel's pattern in its stand-alone form ("LLLL" for "MMMM"), or `nil`
    /// where the wheel shows no month name that changes when said alone.
    private let standAloneMonthPattern: String?

    /// One phrasing's names for the hours of a 12-hour and a 24-hour clock.
    private struct ClockPhrases: Sendable {
        let twelveHour: [String]
        let twentyFourHour: [String]
    }

    /// The spoken values for the picker's locale and calendar from `tables`, made once per
    /// pair and set of tables.
    ///
    /// This runs on every announcement, so a cached pair costs one dictionary lookup; the
    /// picker's formatting locale is asked for only the first time.
    static func forPicker(_ picker: DatePicker, tables: PhraseTableSet) -> SpokenValues {
        let key = Key(locale: picker.locale.identifier, calendar: picker.calendar.identifier)
        return tables.spokenValues(key) {
            SpokenValues(
                resolved: tables.resolved(for: picker.locale), formattingLocale: picker.formattingLocale,
                monthPattern: picker.monthWheelPattern
            )
        }
    }

    /// What a set of tables keeps spoken values by.
    struct Key: Hashable, Sendable {
        let locale: String
        let calendar: Calendar.Identifier
    }

    private init(resolved: (table: PhraseTable, match: LocalizationMatch), formattingLocale: Locale, monthPattern: String) {
        (table, match) = resolved
        self.formattingLocale = formattingLocale

        func counted(_ value: Int, _ unit: Duration.UnitsFormatStyle.Unit) -> String {
            let seconds = Int64(value) * (unit == .hours ? 3600 : 60)
            return Duration.seconds(seconds).formatted(.units(allowed: [unit], width: .wide).locale(formattingLocale))
        }
        // The countdown wheels show the same numbers. Below 1,000 no locale groups digits.
        let numbers = (0..<60).map { NumberTexts.text($0, locale: formattingLocale) }
        countedHours = (0...24).map { counted($0, .hours) }
        countedMinutes = (0..<60).map { counted($0, .minutes) }
        let table = table
        let countedHours = countedHours
        let countedMinutes = countedMinutes
        // A table names hours only where its language has a list; elsewhere the number stands.
        let hourNames = HourNames.names(forTable: table.tag)
        let twelveHourNames = HourNames.twelveHourNames(forTable: table.tag)
        func clock(_ key: PhraseKey) -> [String] {
            let names = key == .twelveHourClock || key == .naturalTwelveHourClock ? twelveHourNames : hourNames
            return (0...24).map { hour in
                table.phrase(key, [
                    .hour: numbers[hour],
                    .hours: countedHours[hour],
                    .hourName: names.map { $0[hour % 24] } ?? numbers[hour],
                ])
            }
        }
        let naturalTwelveHour = clock(.naturalTwelveHourClock)
        hourPhrases = [
            .voiceOver: ClockPhrases(twelveHour: clock(.twelveHourClock), twentyFourHour: clock(.twentyFourHourClock)),
            .natural: ClockPhrases(twelveHour: naturalTwelveHour, twentyFourHour: clock(.naturalTwentyFourHourClock)),
        ]
        // A fallback table's language is not the locale's: its clock readings would be in the wrong language.
        let minuteNames = match.isFallback ? [:] : CountNames.naturalMinutes(forTable: table.tag)
        let durations = match.isFallback ? [:] : CountNames.naturalDurations(forTable: table.tag)
        naturalCountedHours = countedHours.indices.map { durations[.hours]?[$0] ?? countedHours[$0] }
        naturalCountedMinutes = countedMinutes.indices.map { durations[.minutes]?[$0] ?? countedMinutes[$0] }
        naturalMinutes = (0..<60).map {
            table.phrase(.naturalMinute, [.minute: numbers[$0], .minutes: minuteNames[$0] ?? countedMinutes[$0]])
        }
        standAloneMonthPattern = Self.standAlone(monthPattern)

        // CLDR's words for AM and PM are what the wheel shows, and in many languages they
        // are abbreviations that speech engines misread ("ص", "पू", "dop."): the table has
        // the spoken words. A table in another language than the locale's cannot speak for
        // it, so then CLDR's widest form is said instead.
        if match.isFallback {
            var gmt = Calendar(identifier: .gregorian)
            gmt.timeZone = TimeZone(secondsFromGMT: 0) ?? gmt.timeZone
            func words(at hour: Int) -> String {
                let instant = Date(timeIntervalSinceReferenceDate: TimeInterval(hour * 3_600))
                return DateFormatterCache.string(from: instant, pattern: "aaaa", locale: formattingLocale, calendar: gmt)
            }
            dayPeriods = [.am: words(at: 1), .pm: words(at: 13)]
        } else {
            dayPeriods = [.am: table[.amValue], .pm: table[.pmValue]]
        }
        // Where CLDR has no flexible day periods for the language (Irish: ICU's `BBBB` is the
        // abbreviation "i.n." at every hour after noon, as `aaaa` is), natural says the
        // table's own words for the half, which are spoken words, not abbreviations.
        let dayPeriodWords = dayPeriods
        let flexibleDayPeriods = Self.flexibleDayPeriods(locale: formattingLocale) ?? (0..<24).map { hour in
            dayPeriodWords[hour < 12 ? .am : .pm] ?? ""
        }
        self.flexibleDayPeriods = flexibleDayPeriods
        naturalHoursByHalf = match.isFallback ? nil : Self.hoursWithPartOfDay(
            table: table, locale: formattingLocale, names: hourNames, twelveHour: naturalTwelveHour,
            dayPeriods: flexibleDayPeriods
        )
        fullDatePattern = DateFormatter.dateFormat(fromTemplate: "EEEEMMMMd", options: 0, locale: formattingLocale)
            ?? "EEEE MMMM d"
    }

    /// What a screen reader says for `row`.
    ///
    /// Years, months and days are said as the wheel writes them: the month wheel shows
    /// full names (or a number with its counter word, "11月") in every locale Foundation
    /// knows, and numbers are read correctly; the natural phrasing says a month in its
    /// stand-alone form. The other values are rebuilt for the ear: hours from the table's
    /// clock templates of the phrasing, minutes and countdowns from CLDR's units (clock
    /// minutes through the table's natural template in that phrasing), AM and PM from the
    /// table's spoken words, and days of the date wheel in full.
    ///
    /// In the natural phrasing, a 12-hour clock's hour is said with the part of the day and
    /// the AM/PM wheel says CLDR's flexible day period; both depend on the other wheel, so
    /// `hourOfDay` is the hour (0–23) the picker's clock shows, asked for only by those rows.
    ///
    /// `calendar` is asked for only by the rows that format a date (months in natural
    /// phrasing, dates): most rows are looked up.
    func text(
        for row: WheelRow, calendar: @autoclosure () -> Calendar, phrasing: Phrasing,
        hourOfDay: @autoclosure () -> Int? = nil
    ) -> String {
        switch row.value {
        case .year, .day:
            return row.text
        case let .month(_, _, start):
            guard phrasing == .natural, let standAloneMonthPattern else { return row.text }
            let alone = DateFormatterCache.string(
                from: start, pattern: standAloneMonthPattern, locale: formattingLocale, calendar: calendar()
            )
            // Vietnamese "Tháng 11" differs from the wheel's "tháng 11" in case alone: keep the wheel's.
            return alone.lowercased() == row.text.lowercased() ? row.text : alone
        case let .date(start, isToday):
            return isToday
                ? row.text
                : DateFormatterCache.string(from: start, pattern: fullDatePattern, locale: formattingLocale, calendar: calendar())
        case let .hour(hour, cycle):
            guard let clock = hourPhrases[phrasing] else { return row.text }
            let isTwelveHour = cycle == .oneToTwelve || cycle == .zeroToEleven
            if isTwelveHour, phrasing == .natural, let naturalHoursByHalf, let shown = hourOfDay() {
                let half = naturalHoursByHalf[shown >= 12 ? .pm : .am] ?? []
                if half.indices.contains(hour) { return half[hour] }
            }
            let phrases = isTwelveHour ? clock.twelveHour : clock.twentyFourHour
            return phrases.indices.contains(hour) ? phrases[hour] : row.text
        case let .minute(minute):
            let phrases = phrasing == .natural ? naturalMinutes : countedMinutes
            return phrases.indices.contains(minute) ? phrases[minute] : row.text
        case let .countDownMinutes(minute):
            let phrases = phrasing == .natural ? naturalCountedMinutes : countedMinutes
            return phrases.indices.contains(minute) ? phrases[minute] : row.text
        case let .countDownHours(hours):
            let phrases = phrasing == .natural ? naturalCountedHours : countedHours
            return phrases.indices.contains(hours) ? phrases[hours] : row.text
        case let .dayPeriod(period):
            if phrasing == .natural, let shown = hourOfDay() {
                return flexibleDayPeriods[shown % 12 + (period == .pm ? 12 : 0)]
            }
            return dayPeriods[period] ?? row.text
        }
    }

    /// `pattern` with its month field in the stand-alone form ("MMMM" → "LLLL", "M月" →
    /// "L月"), or `nil` when it has no month name to change (numeric months: "M", "MM").
    ///
    /// CLDR's format form is the one used inside a date, and in many languages it is
    /// inflected: Russian "ноября", Catalan "de novembre", Finnish "marraskuuta". Heard
    /// alone a month takes the stand-alone form: "ноябрь", "novembre", "marraskuu".
    static func standAlone(_ pattern: String) -> String? {
        var result = ""
        var quoted = false
        var changed = false
        var monthLetters = 0
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if !quoted, character == "M" {
                result.append("L")
                changed = true
                monthLetters += 1
            } else {
                result.append(character)
            }
        }
        return changed && monthLetters >= 3 ? result : nil
    }

    /// CLDR's flexible day period (`BBBB`) of each hour of the day, 0–23.
    ///
    /// The field without minutes names the hour as a whole: 12 is English "noon" at 12:30
    /// as ICU's own "h B" pattern says ("12 noon"), where a pattern with minutes says "12:30
    /// in the afternoon".
    /// `nil` where CLDR has none for the language and ICU gives the AM/PM marker (`aaaa`)
    /// at every hour instead.
    private static func flexibleDayPeriods(locale: Locale) -> [String]? {
        var gmt = Calendar(identifier: .gregorian)
        gmt.timeZone = TimeZone(secondsFromGMT: 0) ?? gmt.timeZone
        func words(_ pattern: String) -> [String] {
            (0..<24).map { hour in
                let instant = Date(timeIntervalSinceReferenceDate: TimeInterval(hour * 3_600))
                return DateFormatterCache.string(from: instant, pattern: pattern, locale: locale, calendar: gmt)
            }
        }
        let flexible = words("BBBB")
        return flexible == words("aaaa") ? nil : flexible
    }

    /// The natural 12-hour clock's hours with their part of the day, for the AM and the PM
    /// half, indexed by the hour the wheel shows (0–24, as the clock phrases are).
    ///
    /// Where the language's hour names say the part of the day themselves (Thai, Cantonese),
    /// the table's template takes the name of the hour of the day. Elsewhere the table's
    /// natural hour is joined to CLDR's flexible day period in the order and with the space
    /// of CLDR's own pattern for an hour with its day period (the `Bh` skeleton: English
    /// "h B", "9 at night"; Chinese "Bh时", "晚上9点"; Korean "B h시", "밤 9시"), without the
    /// pattern's own hour word, which the table's phrase already says. Midnight and noon
    /// take the names in ``HourNames/noonAndMidnight(forTable:)`` where a language has them.
    private static func hoursWithPartOfDay(
        table: PhraseTable, locale: Locale, names: [String]?, twelveHour: [String], dayPeriods: [String]
    ) -> [DayPeriod: [String]] {
        let namesSayPartOfDay = names != nil && HourNames.namesSayPartOfDay(forTable: table.tag)
        let noonAndMidnight = HourNames.noonAndMidnight(forTable: table.tag)
        let pattern = DateFormatter.dateFormat(fromTemplate: "Bh", options: 0, locale: locale) ?? "h B"
        let order = DayPeriodOrder(pattern: pattern)
        var result: [DayPeriod: [String]] = [:]
        for half in DayPeriod.allCases {
            result[half] = twelveHour.indices.map { shown in
                let hourOfDay = shown % 12 + (half == .pm ? 12 : 0)
                if namesSayPartOfDay, let names {
                    // The lists go with tables whose template is {hourName}; the clock phrase stands otherwise.
                    let named = table.phrase(.naturalTwelveHourClock, [.hourName: names[hourOfDay]])
                    return named.contains("{") ? twelveHour[shown] : named
                }
                if let said = noonAndMidnight[hourOfDay] { return said }
                let period = HourNames.dayPeriodAfterHour(dayPeriods[hourOfDay], forTable: table.tag)
                return order.join(hour: twelveHour[shown], dayPeriod: period)
            }
        }
        return result
    }

    /// A whole number in the locale's digits ("3", "٣", "๓").
    func number(_ value: Int) -> String {
        value.formatted(IntegerFormatStyle<Int>(locale: formattingLocale))
    }
}
