import Foundation
import PickerAccessibility

/// A number written in digits right before a noun whose gender CLDR knows ("1 minuta"),
/// what it is when said in that gender ("jedna minuta"), and what it would be in the
/// language's other genders ("jedan minuta", "jedno minuta"): what the voice must say, and
/// what it must not.
struct NumberAgreement: Sendable, Hashable {
    /// The number and the noun as the text writes them ("1 minuta", "1\u{A0}heure").
    let written: String
    /// The number spelled out by the noun's rule set, then the noun ("jedna minuta").
    let said: String
    /// The noun, with its gender.
    let noun: GenderedNoun
    /// The number in each other gender whose words differ, then the noun, with the gender's
    /// rule set: (`%spellout-cardinal-masculine`, "jedan minuta").
    let otherwise: [Other]

    struct Other: Sendable, Hashable {
        let ruleSet: String
        let said: String

        /// The gender the rule set names ("masculine" for `%spellout-cardinal-masculine`).
        var gender: String { String(ruleSet.split(separator: "-").last ?? "") }
    }

    /// Every number in digits of `text` that is followed by one of `nouns` and whose words
    /// depend on the gender (1 and 2 in Croatian, 1 in Swedish; not 14 in German, the same in
    /// every gender), in order.
    static func all(in text: String, nouns: [String: GenderedNoun], locale: Locale) -> [NumberAgreement] {
        guard !nouns.isEmpty else { return [] }
        let scalars = Array(text.unicodeScalars)
        var found: [NumberAgreement] = []
        var index = 0
        while index < scalars.count {
            guard let digit = decimalValue(scalars[index]), index == 0 || decimalValue(scalars[index - 1]) == nil else {
                index += 1
                continue
            }
            var value = Int64(digit)
            var end = index + 1
            while end < scalars.count, let next = decimalValue(scalars[end]), value < 1_000_000_000 {
                value = value * 10 + Int64(next)
                end += 1
            }
            let numberStart = index
            index = end
            var wordStart = end
            while wordStart < scalars.count, scalars[wordStart].properties.isWhitespace { wordStart += 1 }
            var wordEnd = wordStart
            while wordEnd < scalars.count, UnitGenders.isWordPart(scalars[wordEnd]) { wordEnd += 1 }
            guard wordStart > end, wordEnd > wordStart else { continue }
            let word = String(String.UnicodeScalarView(scalars[wordStart..<wordEnd]))
            guard let noun = nouns[word] ?? nouns[word.lowercased()],
                  let number = NumberSpellout.words(value, ruleSet: noun.ruleSet, locale: locale)
            else { continue }
            var otherwise: [Other] = []
            for ruleSet in UnitGenders.genderRuleSets(locale: locale) where ruleSet != noun.ruleSet {
                guard let other = NumberSpellout.words(value, ruleSet: ruleSet, locale: locale), other != number,
                      !otherwise.contains(where: { $0.said == "\(other) \(word)" }),
                      !isElision(of: number, as: other, before: word)
                else { continue }
                otherwise.append(Other(ruleSet: ruleSet, said: "\(other) \(word)"))
            }
            guard !otherwise.isEmpty else { continue }
            found.append(NumberAgreement(
                written: String(String.UnicodeScalarView(scalars[numberStart..<wordEnd])),
                said: "\(number) \(word)",
                noun: noun,
                otherwise: otherwise
            ))
        }
        return found
    }

    /// Whether `other` is `number` with its last vowel elided before a word that starts with
    /// a vowel: Italian's feminine "una" is "un'" before "ora", which sounds as the masculine
    /// "un", so "un ora" is not another gender there.
    private static func isElision(of number: String, as other: String, before word: String) -> Bool {
        guard let first = word.lowercased().first, "aeiouàáèéìíòóù".contains(first),
              let last = number.last, "aeiou".contains(last)
        else { return false }
        return String(number.dropLast()) == other
    }

    private static func decimalValue(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }
}
