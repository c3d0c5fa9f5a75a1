import Foundation
import PickerModel

/// The words CLDR uses for time units in a language, each with the unit's grammatical gender
/// and the spell-out rule set that says a number in that gender: what a number before the
/// word must agree with ("1 минута" is "одна минута", "2 hodiny" is "dvě hodiny").
///
/// Both halves are CLDR's: the gender from its unit data, the words from its unit patterns
/// in full (every plural form, found by formatting ``pluralSamples``), the numbers from its
/// rule-based spell-out. A language gets nouns only where CLDR gives the unit a gender and
/// the language has a spell-out rule set in it, so English, Bulgarian (no gender data) and
/// Hindi (one cardinal rule set) get none.
package struct GenderedNoun: Sendable, Hashable {
    /// The word as CLDR writes it after a number ("минуты").
    package let word: String
    /// The CLDR unit it names (`duration-minute`).
    package let unit: String
    /// CLDR's gender of the unit ("feminine", "common", "inanimate").
    package let gender: String
    /// The rule set that says a number in that gender (`%spellout-cardinal-feminine`).
    package let ruleSet: String
}

package enum UnitGenders {
    /// The units a date or countdown picker says: the durations.
    package static let units = [
        "duration-hour", "duration-minute", "duration-second", "duration-day",
        "duration-week", "duration-month", "duration-year",
    ]

    /// Numbers that between them take every plural form of CLDR's languages (one, two, few,
    /// many, other: 1, 2, 3–4, 5–20 and their endings in 21–25, 100–105), instead of every
    /// number up to 110: a spoken form reads these in every process that speaks hr, lt, nb
    /// or sv, and formatting 777 quantities took 3 ms of it.
    static let pluralSamples: [Double] = (0...25).map(Double.init) + [100, 101, 102, 103, 105, 111]

    /// The nouns of ``units`` in `locale`'s language, by the word as written after a number;
    /// empty where CLDR gives them no gender or the language has no rule set in it. Computed
    /// once per locale.
    package static func nouns(locale: Locale) -> [String: GenderedNoun] {
        let tag = locale.identifier(.icu)
        if let known = cache.withLock({ $0[tag] }) { return known }
        var nouns: [String: GenderedNoun] = [:]
        if let language = LocaleTagMatcher.languageCode(of: locale), wrongSpellout[language] != nil {
            cache.withLock { $0[tag] = nouns }
            return nouns
        }
        let genders = ICUCalls.unitGenders(units, locale: tag)
        for unit in units {
            guard let gender = genders[unit],
                  let ruleSet = ruleSet(for: gender, locale: locale),
                  let texts = ICUCalls.measures(pluralSamples, unit: unit, width: "unit-width-full-name", locale: tag)
            else { continue }
            for text in texts {
                guard let word = wordAfterNumber(in: text) else { continue }
                nouns[word] = GenderedNoun(word: word, unit: unit, gender: gender, ruleSet: ruleSet)
            }
        }
        cache.withLock { $0[tag] = nouns }
        return nouns
    }

    /// Languages whose gendered spell-out in the toolchain's CLDR is wrong, with what is wrong:
    /// no number is said in a gender there, and the qa check leaves them alone rather than
    /// expect the wrong words.
    package static let wrongSpellout: [String: String] = [
        "sl": "ICU 76's Slovenian rule sets say 1 'ena' in every gender and the feminine 2 'dvije', which is Croatian; "
            + "Slovenian says 'en', 'ena', 'eno' and 'dve' (espeak-ng's 'dve minuti' is right)",
    ]

    /// The rule sets of `locale` that say a cardinal in a gender, in a fixed order
    /// (`%spellout-cardinal-masculine`, `-feminine`, `-neuter`, `-common`, `-reale`): the
    /// forms a number before a noun could take.
    package static func genderRuleSets(locale: Locale) -> [String] {
        ["masculine", "feminine", "neuter", "common", "reale"]
            .map { "%spellout-cardinal-\($0)" }
            .filter { NumberSpellout.hasRuleSet($0, locale: locale) }
    }

    /// The spell-out rule set of `gender` in `locale`: `%spellout-cardinal-<gender>`, with
    /// Slavic animacy ("inanimate", "animate") said as masculine and Swedish's common gender
    /// as its `reale` rule set; `nil` when the locale has neither, or has no feminine or
    /// neuter rule set at all (a language whose numbers have one form).
    static func ruleSet(for gender: String, locale: Locale) -> String? {
        guard NumberSpellout.hasRuleSet("%spellout-cardinal-feminine", locale: locale)
            || NumberSpellout.hasRuleSet("%spellout-cardinal-neuter", locale: locale)
        else { return nil }
        let names: [String] = switch gender {
        case "inanimate", "animate", "personal": ["%spellout-cardinal-masculine"]
        case "common": ["%spellout-cardinal-common", "%spellout-cardinal-reale"]
        default: ["%spellout-cardinal-\(gender)"]
        }
        return names.first { NumberSpellout.hasRuleSet($0, locale: locale) }
    }

    /// The word right after the number in a unit pattern's text ("минута" in "1 минута"),
    /// or `nil` when the number is not followed by a word ("שעה" with no number, "5 min.").
    static func wordAfterNumber(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard let last = scalars.lastIndex(where: { $0.properties.numericType == .decimal }) else { return nil }
        var index = last + 1
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        guard index > last + 1 else { return nil }
        var word = String.UnicodeScalarView()
        while index < scalars.count, isWordPart(scalars[index]) {
            word.append(scalars[index])
            index += 1
        }
        // An abbreviation ("min.") is not a noun that a number agrees with.
        guard !word.isEmpty, index == scalars.count || scalars[index] != "." else { return nil }
        return String(word)
    }

    /// Whether `scalar` belongs to a word: a letter, or a mark on one (Devanagari's vowel
    /// signs).
    package static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark
            || scalar.properties.generalCategory == .spacingMark
    }

    private static let cache = Locked<[String: [String: GenderedNoun]]>([:])
}
