import Foundation

/// Small whole numbers in a locale's digits ("14", "١٤", "१४"), each formatted once per
/// locale and value.
///
/// The countdown wheels show them and the accessibility strings build their spoken
/// hours and minutes from them: the same numbers, which cost about 5 µs each to format.
/// Kept for up to 64 locales at a time.
package enum NumberTexts {
    private static let cache = Locked<[String: [Int: String]]>([:])

    /// `value` written in `locale`'s digits without grouping separators.
    ///
    /// - Parameter locale: a locale whose identifier names everything that changes the
    ///   digits, such as ``DatePicker/formattingLocale``.
    package static func text(_ value: Int, locale: Locale) -> String {
        let key = locale.identifier
        if let known = cache.withLock({ $0[key]?[value] }) { return known }
        let text = value.formatted(IntegerFormatStyle<Int>(locale: locale).grouping(.never))
        cache.withLock { cache in
            if cache[key] == nil, cache.count >= 64 { cache.removeAll() }
            cache[key, default: [:]][value] = text
        }
        return text
    }
}
