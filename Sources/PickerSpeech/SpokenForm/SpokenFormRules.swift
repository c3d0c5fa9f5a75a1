import Foundation

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

    /// One language's rules.
    struct Language: Sendable, Decodable {
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
