import Foundation
@testable import PickerAccessibility
import Testing

/// The tables as files in the source tree, read with Foundation's own `.strings` parser.
enum TableFiles {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localizations")

    static var tags: [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return entries.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
    }

    static func url(_ tag: String) -> URL {
        root.appendingPathComponent("\(tag).lproj/Phrases.strings")
    }

    static func text(_ tag: String) throws -> String {
        try String(contentsOf: url(tag), encoding: .utf8)
    }

    static func entries(_ tag: String) throws -> [String: String] {
        let data = try Data(contentsOf: url(tag))
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try #require(plist as? [String: String], "\(tag) is not a table of strings")
    }
}

@Suite("Translation tables")
struct PhraseTableTests {
    @Test("The source tree holds the 62 tables and the bundle ships the same ones")
    func sameTables() {
        #expect(TableFiles.tags.count >= 62)
        #expect(TableFiles.tags == PhraseTables.availableTags)
    }

    @Test("The English table has exactly the keys the code reads")
    func baseKeys() throws {
        #expect(Set(try TableFiles.entries("en").keys) == Set(PhraseKey.required.map(\.rawValue)))
    }

    @Test("Every table has exactly the base keys, and the placeholders each key takes", arguments: TableFiles.tags)
    func keysAndPlaceholders(tag: String) throws {
        let entries = try TableFiles.entries(tag)
        let keys = Set(entries.keys)
        let expected = Set(PhraseKey.required.map(\.rawValue))
        #expect(expected.subtracting(keys).isEmpty, "\(tag) lacks \(expected.subtracting(keys).sorted())")
        let known = Set(PhraseKey.allCases.map(\.rawValue))
        #expect(keys.subtracting(known).isEmpty, "\(tag) has unknown keys \(keys.subtracting(known).sorted())")
        for key in PhraseKey.allCases {
            guard let value = entries[key.rawValue] else { continue }
            let (found, unknown) = Placeholder.scan(value)
            #expect(unknown.isEmpty, "\(tag) \(key.rawValue): unknown placeholders \(unknown)")
            #expect(key.placeholderChoices.contains(found), "\(tag) \(key.rawValue): \(found.map(\.token).sorted()) in \"\(value)\"")
            #expect(key.mayBeEmpty || !value.trimmingCharacters(in: .whitespaces).isEmpty, "\(tag) \(key.rawValue) is empty")
        }
    }

    @Test("Every table says how it was made, and uses ASCII apostrophes and bidi controls only where Apple does", arguments: TableFiles.tags)
    func header(tag: String) throws {
        let text = try TableFiles.text(tag)
        #expect(text.hasPrefix("/*"), "\(tag) must start with a comment")
        #expect(text.contains("How it was made"), "\(tag) must say how it was made")
        let apple = TableHeader(text).apple
        for (key, value) in try TableFiles.entries(tag) {
            #expect(!value.contains("\u{2019}"), "\(tag) \(key): typographic apostrophe")
            // Apple's Hebrew position starts with U+200F; a value of ours has no reason to.
            let controls = value.unicodeScalars.filter { $0.properties.generalCategory == .format }
            #expect(controls.isEmpty || apple[key] != nil, "\(tag) \(key): invisible format characters \(controls.map { String($0.value, radix: 16) })")
        }
    }

    @Test("{hourName} only in tables whose language has a list of hour names", arguments: TableFiles.tags)
    func hourNamesExist(tag: String) throws {
        for (key, value) in try TableFiles.entries(tag) where value.contains(Placeholder.hourName.token) {
            #expect(HourNames.names(forTable: tag)?.count == 24, "\(tag) \(key) uses {hourName}, but \(tag) has no list")
            #expect(HourNames.twelveHourNames(forTable: tag)?.count == 24, "\(tag) \(key): a 12-hour list of 24 names")
        }
    }

    @Test("What the bundle gives at run time is what the file says", arguments: TableFiles.tags)
    func bundleReadsTheFile(tag: String) throws {
        let entries = try TableFiles.entries(tag)
        let table = PhraseTables.table(forKey: tag.lowercased())
        #expect(table.missingKeys.isEmpty)
        #expect(table.tag == tag)
        for key in PhraseKey.allCases {
            // An optional key the table leaves out says the phrase it rewords.
            let expected = entries[key.rawValue] ?? key.sharedKey.flatMap { entries[$0.rawValue] }
            #expect(table[key] == expected, "\(tag) \(key.rawValue)")
        }
    }

    @Test("A value gets the sentence mark once")
    func sentence() {
        let english = PhraseTables.table(forKey: "en")
        #expect(english.sentence("2 o'clock") == "2 o'clock.")
        #expect(english.sentence("p. m.") == "p. m.")
        let japanese = PhraseTables.table(forKey: "ja")
        #expect(japanese.sentence("14時") == "14時。")
    }
}
