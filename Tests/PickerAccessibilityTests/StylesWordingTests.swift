import Foundation
import Testing

/// `Reference/apple-styles-wording.json`: Apple's own strings for the compact and inline
/// (calendar) styles of the date picker (issue 21), gathered before they are modelled: UIKit's
/// compact.picker.* and calendar.* keys, its trait words, the pop-up button's states, the
/// popover's dismiss element, and VoiceOver's word for a disabled element.
struct AppleStylesReference: Decodable {
    struct Source: Decodable {
        let id: String
        let repo: String
        let path: String
        let commit: String
    }

    struct Key: Decodable {
        let source: String
        let file: String
        let strength: String
        let why: String
        let en: String
        let languages: [String: String]
        /// Apple's language → why the dump has no string for it.
        let missingLanguages: [String: String]?
    }

    let sources: [Source]
    let keys: [String: Key]

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Reference/apple-styles-wording.json")

    static func load() throws -> AppleStylesReference {
        try JSONDecoder().decode(AppleStylesReference.self, from: Data(contentsOf: url))
    }

    /// The keys issue 21 asks for: every compact.picker.* and calendar.* key of the shared
    /// reference, and the others the two styles need.
    static let expectedKeys: Set<String> = [
        "compact.picker.date", "compact.picker.time", "compact.picker.date.and.time",
        "compact.picker.countdown", "compact.picker.collapsed", "compact.picker.expand.hint",
        "calendar.change.month.decrement", "calendar.change.month.increment",
        "calendar.change.year.hint", "calendar.show.year.picker", "calendar.hide.year.picker",
        "calendar.today", "calendar.month", "calendar.time",
        "trait.selected", "trait.button", "trait.header", "trait.notenabled",
        "popup.button.collapsed", "popup.button.expanded",
        "popover.view.dimiss.region", "popover.view.dimiss.region.hint",
        "element.disabled.text",
    ]
}

@Suite("Apple's wording for the compact and inline styles")
struct StylesWordingTests {
    @Test("The file parses and holds the keys the issue names")
    func parsesWithTheKeys() throws {
        let reference = try AppleStylesReference.load()
        #expect(Set(reference.keys.keys) == AppleStylesReference.expectedKeys)
        #expect(!reference.sources.isEmpty)
        for source in reference.sources {
            #expect(source.commit.count == 40, "\(source.id): a full commit")
            #expect(!source.repo.isEmpty && !source.path.isEmpty)
        }
    }

    @Test("Every key names one of the sources, a file, a strength and why, and its English text")
    func sourceAndEnglish() throws {
        let reference = try AppleStylesReference.load()
        let sourceIDs = Set(reference.sources.map(\.id))
        for (name, key) in reference.keys {
            #expect(sourceIDs.contains(key.source), "\(name): source \(key.source) is not in `sources`")
            #expect(!key.file.isEmpty, "\(name): no file")
            #expect(["strong", "good", "medium", "weak"].contains(key.strength), "\(name): strength \(key.strength)")
            #expect(!key.why.isEmpty, "\(name): strength without a reason")
            #expect(!key.en.trimmingCharacters(in: .whitespaces).isEmpty, "\(name): no English text")
            #expect(key.languages["en"] == key.en, "\(name): `en` differs from languages.en")
        }
    }

    @Test("Every key has a text for each table's language, or says why Apple ships none", arguments: TableFiles.tags)
    func everyTableLanguage(tag: String) throws {
        let reference = try AppleStylesReference.load()
        // The table → Apple's language mapping is the one apple-wording.json keeps ("nb" → "no").
        let wording = try AppleReference.load()
        // A table of a language Apple ships none of (yue-Hant) is ours throughout, and says so.
        guard let language = wording.appleLanguage(ofTable: tag) else {
            #expect(try TableFiles.text(tag).contains("Apple's wording: none"), "\(tag): no Apple language, and its header does not say so")
            return
        }
        for (name, key) in reference.keys.sorted(by: { $0.key < $1.key }) {
            if let text = key.languages[language] {
                #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(name) [\(language)] is empty")
                #expect(key.missingLanguages?[language] == nil, "\(name) [\(language)]: both a text and a note that it is missing")
            } else {
                let why = key.missingLanguages?[language] ?? ""
                #expect(!why.isEmpty, "\(name): no text for \(language) (table \(tag)) and no note saying why")
            }
        }
    }

    @Test("Every language a key holds is one of the tables' languages")
    func noStrayLanguage() throws {
        let reference = try AppleStylesReference.load()
        let wording = try AppleReference.load()
        let appleLanguages = Set(TableFiles.tags.compactMap { wording.appleLanguage(ofTable: $0) })
        #expect(appleLanguages.count == Set(wording.tableLanguages.keys).count, "every Apple language has its table")
        for (name, key) in reference.keys {
            let missing = Set(key.missingLanguages.map { Array($0.keys) } ?? [])
            let stray = Set(key.languages.keys).union(missing).subtracting(appleLanguages)
            #expect(stray.isEmpty, "\(name): languages no table maps to: \(stray.sorted())")
        }
    }
}
