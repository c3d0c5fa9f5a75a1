import Foundation
import Synchronization

/// Formats the display text of rows with cached `DateFormatter`s.
///
/// A new `DateFormatter` costs about 57 µs and a cached one about 1 µs, and a picker
/// formats a row for every wheel on every action, so formatters are kept for the life
/// of the process, one per locale, calendar, time zone and pattern. `DateFormatter`
/// is not safe to share across threads, so each use holds the lock.
enum RowFormatter {
    private struct Key: Hashable {
        let locale: String
        let calendar: Calendar.Identifier
        let timeZone: String
        let pattern: String
    }

    private static let formatters = Mutex<[Key: DateFormatter]>([:])

    /// Formats `date` with a CLDR `pattern` in the layout's locale.
    static func string(
        from date: Date, pattern: String, layout: WheelLayout, calendar: Calendar
    ) -> String {
        let key = Key(
            locale: layout.formattingLocaleIdentifier,
            calendar: calendar.identifier,
            timeZone: calendar.timeZone.identifier,
            pattern: pattern
        )
        return formatters.withLock { formatters in
            let formatter: DateFormatter
            if let cached = formatters[key] {
                formatter = cached
            } else {
                formatter = DateFormatter()
                formatter.locale = layout.formattingLocale
                formatter.calendar = calendar
                formatter.timeZone = calendar.timeZone
                formatter.dateFormat = pattern
                formatters[key] = formatter
            }
            return formatter.string(from: date)
        }
    }

    /// The name CLDR gives to the day of `date` relative to `today` ("Today" in English),
    /// or `nil` when the locale has no such name for it.
    static func relativeDayName(of date: Date, today: Date, layout: WheelLayout, calendar: Calendar) -> String? {
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: today,
            presentation: .named,
            unitsStyle: .wide,
            locale: layout.formattingLocale,
            calendar: calendar,
            capitalizationContext: .beginningOfSentence
        )
        style.allowedFields = [.day]
        let text = date.formatted(style)
        return text.isEmpty ? nil : text
    }

    /// A whole number in the locale's digits, for the countdown wheels.
    static func number(_ value: Int, layout: WheelLayout) -> String {
        value.formatted(IntegerFormatStyle<Int>(locale: layout.formattingLocale).grouping(.never))
    }
}
