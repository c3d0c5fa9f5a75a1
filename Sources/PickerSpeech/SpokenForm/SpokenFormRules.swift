import Foundation
import PickerModel

/// `spoken-forms.json`: per language, the marks to replace and the numbers to spell out
/// before the engine reads a text (see ``SpokenForm``).
struct SpokenFormRules: Sendable, Decodable {
    /// Numbers next to some words, spelled out by one CLDR rule set.
    struct NumberRule: Sendable, Decodable {
        /// The words, as written ("минута", "минуты"; "点", "小时").
        let words: [String]
        /// The CLDR rule set that spells the number ("%spellout-cardinal-feminine").
        let ruleSet: String
        /// The largest number the rule spells; larger ones are left as they are.
        let maximum: Int64?
        /// The only numbers the rule spells, where CLDR's rule set is right for these and
        /// not for others (Arabic 12); `nil` for every number up to ``maximum``.
        let values: [Int64]?
        /// What stands between the words and a noun written against its number (Korean
        /// writes "2시" but "두 시").
        let separator: String?
        /// The numbers said after the noun rather than before it (Hebrew "דקה אחת").
        let afterNoun: [Int64]?
    }

    /// A replacement made everywhere in the text, before numbers are read.
    struct Mark: Sendable, Decodable {
        /// The text as written ("/י").
        let from: String
        /// What the engine reads instead ("").
        let to: String
    }

    /// Rule sets of the language's own, in CLDR's RBNF syntax, for numbers CLDR's rule sets
    /// say wrongly; a rule names them like CLDR's.
    struct OwnRuleSets: Sendable, Decodable {
        /// The rules, one a line ("%spellout-cardinal-feminine-counted:", "3: ثَلَاث;").
        let rules: [String]
        /// Why, and where the words come from.
        let why: String

        /// The rules as ICU reads them.
        var text: String { rules.joined(separator: "\n") }

        /// Whether they define `ruleSet`.
        func define(_ ruleSet: String) -> Bool { rules.contains("\(ruleSet):") }
    }

    /// One language's rules.
    struct Language: Sendable, Decodable {
        /// Rule sets of its own, where CLDR's are wrong.
        let ownRuleSets: OwnRuleSets?
        /// The rule set for a number no other rule covers; `nil` leaves it to the engine.
        let numbers: String?
        /// Numbers right before a word of a rule ("1 минута").
        let nouns: [NumberRule]?
        /// Numbers right after a word of a rule ("из 24").
        let prepositions: [NumberRule]?
        /// Replacements.
        let marks: [Mark]?
        /// Replacements in CLDR's words only, where its spelling misleads the engine
        /// (Russian е for ё: "четырех" is read with [e]).
        let spellings: [Mark]?
        /// Whether the language writes a counter against its number without a space ("2点").
        let joined: Bool?
        /// Whether a number right before a word of CLDR's time units ("minuta", "valandos")
        /// is spelled out in the unit's CLDR gender (``UnitGenders``), where no `nouns` rule
        /// covers the word: the nouns and their genders come from CLDR, not from this file.
        let unitGenders: Bool?
    }

    /// The rules by language code ("ru", "zh", "yue").
    let languages: [String: Language]

    /// The shipped rules of the language `code`, or `nil` when it has none; each language
    /// is read once.
    ///
    /// Only the language's own member is decoded (``JSONSlice``): decoding the whole file
    /// took 0.5–0.7 ms of an 11 ms `pickervoice speak --text` process (release build), which
    /// needs one language, and most texts are in a language the file does not name.
    static func shipped(for code: String) -> Language? {
        if let known = byLanguage.withLock({ $0[code] }) { return known }
        let language: Language?
        do {
            language = try JSONSlice(PackageResources.spoken_forms_json).value(at: ["languages", code])
                .map { try JSONDecoder().decode(Language.self, from: Data($0)) }
        } catch {
            preconditionFailure("spoken-forms.json does not decode for \(code): \(error)")
        }
        byLanguage.withLock { $0[code] = .some(language) }
        return language
    }

    private static let byLanguage = Locked<[String: Language?]>([:])

    /// The rules shipped with PickerSpeech, read once.
    static let shipped: SpokenFormRules = {
        do {
            return try JSONDecoder().decode(SpokenFormRules.self, from: Data(PackageResources.spoken_forms_json))
        } catch {
            preconditionFailure("spoken-forms.json does not decode: \(error)")
        }
    }()
}

/// The bytes of `spoken-forms.json` as this build compiled them in, for the tools that hand
/// its readings to reviewers (`pickervoice tables export --spoken-forms`).
package enum SpokenFormData {
    /// The file as it was when PickerSpeech was built.
    package static var shipped: Data { Data(PackageResources.spoken_forms_json) }
}
