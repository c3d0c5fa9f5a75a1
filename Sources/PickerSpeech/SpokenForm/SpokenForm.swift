import Foundation
import PickerAccessibility

/// What a speech engine is given for a written text in a language: the text a listener
/// should hear, where the engine would read the written one wrongly.
///
/// The written text is what VoiceOver shows and what reports keep; the spoken form sits
/// between it and the engine, and ``SpokenUtterance`` speaks it for every part, so every
/// command that speaks (`speak`, `simulate --speak`, `prompts`, `session`, `interactive`)
/// says the same. It changes, per language (the data is `spoken-forms.json` beside this
/// file, each rule with the reason it was added):
/// - numbers before a counted noun, spelled out in the noun's gender by CLDR's rule-based
///   number format: Russian "1 минута" is spoken "одна минута", Polish "2 godziny"
///   "dwie godziny", Chinese "2点" "两点", Korean "2시" "두 시";
/// - where the language asks for it, numbers before CLDR's time units in the unit's CLDR
///   gender: Croatian "1 minuta" is spoken "jedna minuta", Lithuanian "5 minutės"
///   "penkios minutės";
/// - numbers after a preposition in its case: Polish "15 z 24" is spoken
///   "15 z dwudziestu czterech";
/// - every other number, where the voice says none (Hebrew "השעה 14" is spoken
///   "השעה ארבע עשרה") or reads them wrongly (Russian and Ukrainian thousands: "2026" is
///   spoken "две тысячи двадцать шесть", where espeak-ng said "тысяч");
/// - marks the engine reads aloud or drops: Vietnamese "6 / 60" is spoken "6 trên 60",
///   Hebrew "החלק/י" "החלק", Arabic "١٤٤٨ هـ" "١٤٤٨ هجري";
/// - words the engine cannot read, given a reading: the Japanese hint and era names in kana
///   ("令和" as "れいわ").
///
/// A language without rules is spoken as written. Where CLDR has no rule set the locale
/// needs, the number is left to the engine. The spoken form needs no speech engine.
///
/// ```swift
/// SpokenForm(locale: Locale(identifier: "ru_RU")).text(for: "21 минута")   // "двадцать одна минута"
/// SpokenForm(locale: Locale(identifier: "de_DE")).text(for: "21 Minuten")  // "21 Minuten"
/// ```
public struct SpokenForm: Sendable {
    /// The language the written text is in.
    public let locale: Locale
    private let rules: SpokenFormRules.Language?
    private let groupingSeparators: Set<Character>

    /// The spoken form of texts written in `locale`'s language.
    public init(locale: Locale) {
        self.locale = locale
        let code = LocaleTagMatcher.languageCode(of: locale)
        rules = code.flatMap { SpokenFormRules.shipped(for: $0) }
        var separators: Set<Character> = ["\u{00A0}", "\u{202F}"]
        if rules != nil, let own = locale.groupingSeparator, own.count == 1, let character = own.first, !character.isWhitespace || own == "\u{00A0}" {
            separators.insert(character)
        }
        groupingSeparators = separators
    }

    /// Whether the language has rules; without, every text is spoken as written.
    public var changesAnything: Bool { rules != nil }

    /// The spoken form of `written` where it differs from it, for reports ("spoken as");
    /// `nil` where the engine reads the written text.
    public func spokenAs(_ written: String) -> String? {
        let spoken = text(for: written)
        return spoken == written ? nil : spoken
    }

    /// The CLDR rule sets the language's rules name, for checks of the data.
    package var ruleSets: [String] {
        guard let rules else { return [] }
        return ([rules.numbers].compactMap { $0 } + (rules.nouns ?? []).map(\.ruleSet) + (rules.prepositions ?? []).map(\.ruleSet))
    }

    /// The language's own rule sets in CLDR's RBNF syntax, where it has any, for checks of
    /// the data.
    package var ownRules: String? { rules?.ownRuleSets?.text }

    /// The text the engine should read for `written`; `written` itself where nothing in it
    /// needs another form.
    public func text(for written: String) -> String {
        guard let rules else { return written }
        var text = written
        for mark in rules.marks ?? [] where text.contains(mark.from) {
            text = text.replacingOccurrences(of: mark.from, with: mark.to)
        }
        guard text.contains(where: \.isDecimalDigit) else { return text }
        return spellingNumbers(in: text, rules: rules)
    }

    /// `text` with each number a rule covers in words.
    private func spellingNumbers(in text: String, rules: SpokenFormRules.Language) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isDecimalDigit, !Self.continuesSomething(before: index, in: text) else {
                result.append(text[index])
                index = text.index(after: index)
                continue
            }
            let (value, end) = number(in: text, from: index)
            if let value, !Self.isFraction(at: end, in: text), let spoken = words(for: value, in: text, range: index..<end, rules: rules) {
                result += spoken.text
                index = spoken.end
            } else {
                result += text[index..<end]
                index = end
            }
        }
        return result
    }

    /// The words for the number `value` written at `range`, by the first rule that covers
    /// it: a noun after it, a preposition before it, else the language's rule for numbers;
    /// with where the text they replace ends (after the noun where the noun comes first).
    private func words(
        for value: Int64, in text: String, range: Range<String.Index>, rules: SpokenFormRules.Language
    ) -> (text: String, end: String.Index)? {
        let joined = rules.joined ?? false
        let after = text[range.upperBound...].drop { Self.spaces.contains($0) }
        let spaced = after.startIndex > range.upperBound
        var nounWord: Substring?
        let noun = (rules.nouns ?? []).first { rule in
            guard rule.maximum.map({ value <= $0 }) ?? true, rule.values?.contains(value) ?? true else { return false }
            for word in rule.words where after.hasPrefix(word) {
                let end = after.index(after.startIndex, offsetBy: word.count)
                // A whole word, after a space: "1 минута", not "1 минутами".
                if joined || spaced && (end == after.endIndex || !after[end].isLetter) {
                    nounWord = after[..<end]
                    return true
                }
            }
            return false
        }
        // Else a noun of CLDR's time units, in its CLDR gender ("1 minuta" in Croatian).
        var unitRuleSet: String?
        if noun == nil, rules.unitGenders == true, spaced {
            let word = String(after.prefix { $0.isLetter })
            unitRuleSet = UnitGenders.nouns(locale: locale)[word]?.ruleSet
        }
        let reversed = text[..<range.lowerBound].reversed()
        let before = reversed.drop { Self.spaces.contains($0) }
        // A whole word, before a space: "из 24".
        let previousWord = String(before.prefix { $0.isLetter }.reversed())
        let preposition = before.startIndex != reversed.startIndex
            ? (rules.prepositions ?? []).first {
                $0.words.contains(previousWord) && ($0.maximum.map { value <= $0 } ?? true) && ($0.values?.contains(value) ?? true)
            }
            : nil
        guard let ruleSet = noun?.ruleSet ?? unitRuleSet ?? preposition?.ruleSet ?? rules.numbers else { return nil }
        let own = rules.ownRuleSets.flatMap { $0.define(ruleSet) ? $0.text : nil }
        guard var words = NumberSpellout.words(value, ruleSet: ruleSet, locale: locale, rules: own) else { return nil }
        for spelling in rules.spellings ?? [] where words.contains(spelling.from) {
            words = words.replacingOccurrences(of: spelling.from, with: spelling.to)
        }
        if let noun, let nounWord, noun.afterNoun?.contains(value) == true {
            // Said after its noun: Hebrew "1 דקה" is spoken "דקה אחת".
            return (nounWord + " " + words, nounWord.endIndex)
        }
        if let noun, !spaced, let separator = noun.separator { words += separator }
        return (words, range.upperBound)
    }

    /// The number that starts at `start`: its value (`nil` when too long) and where it
    /// ends. A grouping separator counts as part of it only between a digit and a group of
    /// exactly three digits ("36 850").
    private func number(in text: String, from start: String.Index) -> (Int64?, String.Index) {
        var value: Int64? = 0
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if let digit = character.decimalDigitValue {
                value = value.flatMap { current in
                    let (times, overflow) = current.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times.addingReportingOverflow(Int64(digit))
                    return overflow || overflow2 ? nil : sum
                }
                index = text.index(after: index)
            } else if groupingSeparators.contains(character), Self.startsGroup(after: index, in: text) {
                index = text.index(after: index)
            } else {
                break
            }
        }
        return (value, index)
    }

    /// Whether exactly three digits follow `index` (and no fourth).
    private static func startsGroup(after index: String.Index, in text: String) -> Bool {
        let group = text[text.index(after: index)...].prefix(4)
        return group.prefix(3).count == 3 && group.prefix(3).allSatisfy(\.isDecimalDigit)
            && (group.count == 3 || group.last?.isDecimalDigit == false)
    }

    /// Whether the number at `index` is part of something else: a letter touches it ("H2",
    /// "x86": a code, not a count), or it is the fraction of a decimal number ("2,5").
    private static func continuesSomething(before index: String.Index, in text: String) -> Bool {
        guard index > text.startIndex else { return false }
        let previous = text.index(before: index)
        if text[previous].isLetter { return true }
        return decimalSeparators.contains(text[previous]) && previous > text.startIndex
            && text[text.index(before: previous)].isDecimalDigit
    }

    /// Whether the number ending at `end` goes on as a decimal fraction ("3,5", "2.5").
    private static func isFraction(at end: String.Index, in text: String) -> Bool {
        guard end < text.endIndex, decimalSeparators.contains(text[end]) else { return false }
        let next = text.index(after: end)
        return next < text.endIndex && text[next].isDecimalDigit
    }

    /// The marks between the whole and the fraction of a decimal number.
    private static let decimalSeparators: Set<Character> = [",", ".", "٫"]

    /// White space between a number and its word.
    private static let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}"]
}

extension Character {
    /// A decimal digit of any script ("4", "٤", "४").
    fileprivate var isDecimalDigit: Bool { decimalDigitValue != nil }

    /// The value of a decimal digit of any script.
    fileprivate var decimalDigitValue: Int? {
        guard unicodeScalars.count == 1, let scalar = unicodeScalars.first, scalar.properties.numericType == .decimal,
              let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }
}
