import Foundation

/// Formats dates with CLDR patterns through `DateFormatter`s kept for the life of the process.
///
/// A new `DateFormatter` costs about 57 µs and a cached one about 1 µs, and a picker
/// formats a row for every wheel on every action, so there is one formatter per locale,
/// calendar, time zone and pattern. `DateFormatter` is not safe to share across threads,
/// so each use holds the lock. The accessibility strings use the same cache.
package enum DateFormatterCache {
    private struct Key: Hashable {
        let locale: String
        let calendar: Calendar.Identifier
        let timeZone: String
        let pattern: String
    }

    private static let formatters = Locked<[Key: DateFormatter]>([:])

    /// Formats `date` with a CLDR `pattern` ("EEEE, MMMM d") in `calendar` and its time zone.
    ///
    /// - Parameter locale: a locale `DateFormatter` accepts: raw BCP-47 tags with
    ///   extensions trap in it, so pass ``DatePicker/formattingLocale`` or an ICU identifier.
    package static func string(from date: Date, pattern: String, locale: Locale, calendar: Calendar) -> String {
        let key = Key(
            locale: locale.identifier,
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
                formatter.locale = locale
                formatter.calendar = calendar
                formatter.timeZone = calendar.timeZone
                formatter.dateFormat = pattern
                formatters[key] = formatter
            }
            return formatter.string(from: date)
        }
    }
}
