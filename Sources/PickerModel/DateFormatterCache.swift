import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Formats dates with CLDR patterns through `DateFormatter`s kept for reuse.
///
/// A new `DateFormatter` costs about 50 µs and a cached one about 1 µs, and a picker
/// formats a row for every wheel on every action, so formatters are kept per locale,
/// calendar, time zone and pattern. `DateFormatter` is not safe to share across threads,
/// so each thread keeps its own, found without a lock: a sweep on two cores formats about
/// a million rows, and a shared pool's lock, taken twice per row, was the one its threads
/// waited on most. The accessibility strings use the same cache.
package enum DateFormatterCache {
    private struct Key: Hashable {
        let locale: String
        let calendar: Calendar.Identifier
        let timeZone: String
        let pattern: String
    }

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
        let formatters = ThreadFormatters.current
        if let formatter = formatters.byKey[key] { return formatter.string(from: date) }
        let formatter = makeFormatter(pattern: pattern, locale: locale, calendar: calendar)
        // A picker needs about ten; a sweep of every locale would otherwise keep eight
        // thousand (over 200 MB), and growing the heap for them cost more time than
        // making again the few that are used again.
        if formatters.byKey.count >= ThreadFormatters.limit { formatters.byKey.removeAll(keepingCapacity: true) }
        formatters.byKey[key] = formatter
        return formatter.string(from: date)
    }

    /// A formatter for `pattern` in `locale`, `calendar` and the calendar's time zone.
    ///
    /// Each property set on a `DateFormatter` makes Foundation on Linux open its ICU
    /// formatter again, and a calendar costs two more openings than the locale alone
    /// (about 110 µs a formatter instead of 50). So the calendar is set only where it can
    /// change the text: when the locale implies another calendar (the picker's formatting
    /// locale names its calendar, `@calendar=gregorian`), or when the pattern has a field
    /// that counts weeks, whose numbers depend on the calendar's first weekday and minimum
    /// days in the first week rather than the locale's.
    private static func makeFormatter(pattern: String, locale: Locale, calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        if locale.calendar.identifier != calendar.identifier || DatePattern(pattern).countsWeeks {
            formatter.calendar = calendar
        }
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = pattern
        return formatter
    }

    /// One thread's formatters, in its thread-specific storage; released when the thread ends.
    private final class ThreadFormatters {
        /// How many formatters a thread keeps before it lets them all go.
        static let limit = 64

        var byKey: [Key: DateFormatter] = [:]

        /// The calling thread's formatters, made on its first call.
        static var current: ThreadFormatters {
            if let stored = pthread_getspecific(storageKey) {
                return Unmanaged<ThreadFormatters>.fromOpaque(stored).takeUnretainedValue()
            }
            let formatters = ThreadFormatters()
            pthread_setspecific(storageKey, Unmanaged.passRetained(formatters).toOpaque())
            return formatters
        }

        private static let storageKey: pthread_key_t = {
            var key = pthread_key_t()
            let status = pthread_key_create(&key) { stored in releaseThreadFormatters(stored) }
            precondition(status == 0, "pthread_key_create failed: \(status)")
            return key
        }()
    }
}

/// Releases a thread's formatters when the thread ends (a `pthread_key_create` destructor,
/// whose pointer is optional on Linux and not on Darwin).
private func releaseThreadFormatters(_ stored: UnsafeMutableRawPointer?) {
    guard let stored else { return }
    Unmanaged<AnyObject>.fromOpaque(stored).release()
}
