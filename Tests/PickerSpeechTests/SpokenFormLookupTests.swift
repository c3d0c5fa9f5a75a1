import Foundation
@testable import PickerSpeech
import Testing

/// A language's shipped rules are read from its own member of the file, without decoding
/// the rest: they are the rules the whole file gives it.
@Suite("SpokenForm lookup")
struct SpokenFormLookupTests {
    @Test("each language's rules, read alone, are the whole file's; a language the file does not name has none")
    func lookup() throws {
        let whole = SpokenFormRules.shipped.languages
        #expect(whole.count >= 15)
        for (code, rules) in whole {
            let alone = try #require(SpokenFormRules.shipped(for: code), "\(code)")
            #expect(alone.ruleSets == rules.ruleSets, "\(code)")
            #expect(alone.marks?.map(\.from) == rules.marks?.map(\.from), "\(code)")
            #expect(alone.spellings?.map(\.to) == rules.spellings?.map(\.to), "\(code)")
            #expect(alone.unitGenders == rules.unitGenders && alone.joined == rules.joined, "\(code)")
        }
        for code in ["de", "en", "fr", "xx", "languages"] {
            #expect(SpokenFormRules.shipped(for: code) == nil, "\(code)")
        }
    }
}

extension SpokenFormRules.Language {
    /// Every rule set the language names, in order.
    fileprivate var ruleSets: [String] {
        [numbers].compactMap { $0 } + (nouns ?? []).map(\.ruleSet) + (prepositions ?? []).map(\.ruleSet)
    }
}
