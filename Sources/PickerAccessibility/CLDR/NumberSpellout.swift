import Foundation
import _FoundationICU

/// Numbers in words from CLDR's rule-based number format (RBNF), in the gender and case a
/// rule set names: `%spellout-cardinal-feminine` makes 2 "две" in Russian,
/// `%spellout-cardinal-masculine-genitive` makes 24 "двадцати четырех",
/// `%spellout-cardinal-native-attributive` makes 2 "두" in Korean,
/// `%spellout-cardinal-alternate2` makes 2 "两" in Chinese.
///
/// Foundation's `NumberFormatter` on Linux has no rule sets; this is the ICU inside the
/// toolchain's Foundation (``ICUCalls``). One formatter per locale (and per set of rules of
/// our own) is opened the first time it is needed and kept for the process, and switched
/// between its rule sets: opening parses the locale's rules, which costs more than all the
/// formatting a process does. Formatting holds a lock.
package enum NumberSpellout {
    /// `value` in words by `ruleSet` in `locale`, without soft hyphens (CLDR's Slovak writes
    /// "dvadsať\u{AD}jedna"); `nil` when the locale has no such rule set.
    ///
    /// - Parameter rules: rules in CLDR's RBNF syntax that define `ruleSet`, where CLDR's own
    ///   rule sets for the locale are wrong; `nil` for CLDR's.
    package static func words(_ value: Int64, ruleSet: String, locale: Locale, rules: String? = nil) -> String? {
        let source = Source(locale: locale.identifier(.icu), rules: rules)
        let key = Spelled(source: source, ruleSet: ruleSet, value: value)
        lock.lock()
        defer { lock.unlock() }
        if let words = spelled[key] { return words }
        guard let formatter = formatter(of: source), formatter.ruleSets.contains(ruleSet) else { return nil }
        if formatter.current != ruleSet {
            guard ICUCalls.setRuleSet(ruleSet, of: formatter.pointer) else { return nil }
            formatters[source]??.current = ruleSet
        }
        guard let words = ICUCalls.spellOut(value, with: formatter.pointer) else { return nil }
        let cleaned = words.replacingOccurrences(of: "\u{AD}", with: "")
        spelled[key] = cleaned
        return cleaned
    }

    /// Whether `locale`'s rules define `ruleSet` (a public one).
    package static func hasRuleSet(_ ruleSet: String, locale: Locale) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return formatter(of: Source(locale: locale.identifier(.icu), rules: nil))?.ruleSets.contains(ruleSet) ?? false
    }

    /// The formatter of `source`, opened the first time; `nil` when ICU refuses its rules.
    /// The lock is held.
    private static func formatter(of source: Source) -> Formatter? {
        if let known = formatters[source] { return known }
        let opened = ICUCalls.openRuleBased(locale: source.locale, rules: source.rules).map { pointer in
            Formatter(pointer: pointer, ruleSets: ICUCalls.publicRuleSets(of: pointer), current: nil)
        }
        formatters[source] = .some(opened)
        return opened
    }

    /// Whose rules a formatter reads: a locale's CLDR rules, or rules of our own.
    private struct Source: Hashable {
        let locale: String
        let rules: String?
    }

    /// An open formatter, the names of its public rule sets, and the one it is set to.
    private struct Formatter {
        let pointer: UnsafeMutablePointer<UNumberFormat?>
        let ruleSets: Set<String>
        var current: String?
    }

    private struct Spelled: Hashable {
        let source: Source
        let ruleSet: String
        let value: Int64
    }

    // An NSLock rather than a Mutex: ThreadSanitizer understands it (PLATFORM).
    private static let lock = NSLock()
    // The formatters are opened once and never closed; `nil` remembers rules ICU refused.
    // Guarded by `lock`.
    nonisolated(unsafe) private static var formatters: [Source: Formatter?] = [:]
    nonisolated(unsafe) private static var spelled: [Spelled: String] = [:]
}
