import Foundation
@testable import PickerAccessibility
import Testing

@Suite("CLDR's parent locales")
struct ParentLocalesTests {
    @Test(
        "The chain follows CLDR's exceptions, not only the identifier cut short",
        arguments: [
            ("pt_AO", ["pt_AO", "pt_PT", "pt"]),
            ("pt_Latn_AO", ["pt_AO", "pt_PT", "pt"]),      // the nearest locale with data first
            ("es_US", ["es_US", "es_419", "es"]),
            ("es_MX", ["es_MX", "es_419", "es"]),
            ("en_IN", ["en_IN", "en_001", "en"]),
            ("fr_BE", ["fr_BE", "fr"]),
            ("zh_TW", ["zh_Hant_TW", "zh_Hant"]),          // an alias; zh_Hant's parent is root, not zh
            ("zh_Hant_MO", ["zh_Hant_MO", "zh_Hant_HK", "zh_Hant"]),
            ("hi_Latn", ["hi_Latn", "en_IN", "en_001", "en"]),
            ("no_NO", ["no"]),                              // ures_openDirect never returns for it
        ]
    )
    func chain(identifier: String, expected: [String]) {
        #expect(ParentLocales.chain(of: identifier) == expected)
    }

    @Test("A language ICU does not know has no chain")
    func unknown() {
        #expect(ParentLocales.chain(of: "xx").isEmpty)
        #expect(ParentLocales.chain(of: "xx_AO").isEmpty)
    }

    @Test("A locale's identifier for ICU drops keywords and keeps script and region")
    func identifier() {
        #expect(ParentLocales.identifier(of: Locale(identifier: "hi-IN-u-nu-deva")) == "hi_IN")
        #expect(ParentLocales.identifier(of: Locale(identifier: "zh-Hant-HK")) == "zh_Hant_HK")
        #expect(ParentLocales.identifier(of: Locale(identifier: "pt")) == "pt")
    }

    /// A table's tag for an ICU identifier of the chain, as the identifier or in its shortest form.
    static func table(forAncestor identifier: String, tables: [String: String]) -> String? {
        let forms = [identifier, Locale.Language(identifier: identifier).minimalIdentifier]
        return forms.lazy.compactMap { tables[$0.replacingOccurrences(of: "_", with: "-").lowercased()] }.first
    }

    @Test("Every locale Foundation knows reaches the nearest table on its CLDR chain, and never leaves a language that has a table")
    func everyLocale() {
        let tables = Dictionary(uniqueKeysWithValues: PhraseTables.availableTags.map { ($0.lowercased(), $0) })
        let languages = Set(tables.keys.map { PhraseTables.language(ofTable: $0) })
        var wrong: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            let match = PhraseTables.match(for: locale)
            guard let language = LocaleTagMatcher.languageCode(of: locale), languages.contains(language) else { continue }
            if match.isFallback { wrong.append("\(identifier): falls back to \(match.table)") }
            // The locale's own tag, or its likely form with a region ("pt" is pt_BR), comes
            // before its parents; otherwise the first ancestor with a table in its language.
            let own = [identifier, Locale.Language(identifier: identifier).maximalIdentifier]
                .compactMap { id -> String? in
                    let language = Locale.Language(identifier: id)
                    guard let region = language.region?.identifier else { return nil }
                    return tables["\(language.languageCode?.identifier ?? "")-\(region)".lowercased()]
                }.first
            let chain = ParentLocales.chain(of: ParentLocales.identifier(of: locale) ?? identifier)
                .filter { $0.hasPrefix(language + "_") || $0 == language }
            let inherited = chain.lazy.compactMap { Self.table(forAncestor: $0, tables: tables) }.first
            if let expected = own ?? inherited, match.table != expected {
                wrong.append("\(identifier): \(match.table), CLDR's chain \(chain) leads to \(expected)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(20))")
    }
}
