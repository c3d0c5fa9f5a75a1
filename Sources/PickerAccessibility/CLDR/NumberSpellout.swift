import Foundation
import _FoundationICU

/// Numbers in words from CLDR's rule-based number format (RBNF), in the gender and case a
/// rule set names: `%spellout-cardinal-feminine` makes 2 "две" in Russian,
/// `%spellout-cardinal-masculine-genitive` makes 24 "двадцати четырех",
/// `%spellout-cardinal-native-attributive` makes 2 "두" in Korean,
/// `%spellout-cardinal-alternate2` makes 2 "两" in Chinese.
///
/// Foundation's `NumberFormatter` on Linux has no rule sets; this is the ICU inside the
/// toolchain's Foundation (``ICUCalls``). One formatter per locale and rule set is opened
/// the first time it is needed and kept for the process; formatting holds a lock.
package enum NumberSpellout {
    /// `value` in words by `ruleSet` in `locale`, without soft hyphens (CLDR's Slovak writes
    /// "dvadsať\u{AD}jedna"); `nil` when the locale has no such rule set.
    ///
    /// - Parameter rules: rules in CLDR's RBNF syntax that define `ruleSet`, where CLDR's own
    ///   rule sets for the locale are wrong; `nil` for CLDR's.
    package static func words(_ value: Int64, ruleSet: String, locale: Locale, rules: String? = nil) -> String? {
        let key = Key(locale: locale.identifier(.icu), ruleSet: ruleSet, rules: rules)
        lock.lock()
        defer { lock.unlock() }
        if let words = spelled[Key.Value(key: key, value: value)] { return words }
        let formatter: UnsafeMutablePointer<UNumberFormat?>?
        if let opened = formatters[key] {
            formatter = opened
        } else {
            formatter = rules.map { ICUCalls.openRules($0, locale: key.locale, ruleSet: ruleSet) }
                ?? ICUCalls.openSpellout(locale: key.locale, ruleSet: ruleSet)
            formatters[key] = .some(formatter)
        }
        guard let formatter, let words = ICUCalls.spellOut(value, with: formatter) else { return nil }
        let cleaned = words.replacingOccurrences(of: "\u{AD}", with: "")
        spelled[Key.Value(key: key, value: value)] = cleaned
        return cleaned
    }

    /// Whether `locale`'s rules define `ruleSet`.
    package static func hasRuleSet(_ ruleSet: String, locale: Locale) -> Bool {
        words(1, ruleSet: ruleSet, locale: locale) != nil
    }

    private struct Key: Hashable {
        let locale: String
        let ruleSet: String
        let rules: String?

        struct Value: Hashable {
            let key: Key
            let value: Int64
        }
    }

    // An NSLock rather than a Mutex: ThreadSanitizer understands it (PLATFORM).
    private static let lock = NSLock()
    // The formatters are opened once and never closed; `nil` remembers a rule set the
    // locale does not have. Guarded by `lock`.
    nonisolated(unsafe) private static var formatters: [Key: UnsafeMutablePointer<UNumberFormat?>?] = [:]
    nonisolated(unsafe) private static var spelled: [Key.Value: String] = [:]
}
