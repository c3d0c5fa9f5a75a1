import Foundation

/// Formats dates with CLDR patterns through `DateFormatter`s kept for the life of the process.
///
/// A new `DateFormatter` costs about 57 µs and a cached one about 1 µs, and a picker
/// formats a row for every wheel on every action, so formatters are kept per locale,
/// calendar, time zone and pattern. `DateFormatter` is not safe to share across threads:
/// a thread takes one out of the pool, formats without holding the lock, and puts it
/// back, so that threads format at once (a sweep on two cores once spent two thirds of its
/// waits on a lock held while formatting). The accessibility strings use the same cache.
package enum DateFormatterCache {
    private struct Key: Hashable {
        let locale: String
        let calendar: Calendar.Identifier
        let timeZone: String
        let pattern: String
    }

    /// Idle formatters: as many per key as threads have formatted with it at once.
    private static let idle = Locked<[Key: [DateFormatter]]>([:])

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
        let formatter = idle.withLock { $0[key]?.popLast() } ?? {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = pattern
            return formatter
        }()
        let text = formatter.string(from: date)
        idle.withLock { $0[key, default: []].append(formatter) }
        return text
    }
}
