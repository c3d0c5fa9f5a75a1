import Foundation
@testable import PickerAccessibility
import Testing

/// `Reference/apple-wording.json`: the copy, kept with the tests, of the strings iOS ships
/// for the phrases PickerVoice's tables reproduce.
struct AppleReference: Decodable {
    struct Key: Decodable {
        let source: String
        let strength: String
        let languages: [String: String]
    }

    struct KeptOurs: Decodable {
        let table: String
        let key: String
        let why: String
    }

    /// Our key → Apple's key.
    let tableKeys: [String: String]
    /// Apple's language → our table's tag.
    let tableLanguages: [String: String]
    let keptOurs: [KeptOurs]
    let keys: [String: Key]

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Reference/apple-wording.json")

    static func load() throws -> AppleReference {
        try JSONDecoder().decode(AppleReference.self, from: Data(contentsOf: url))
    }

    /// Apple's language for a table ("nb" → "no"), if Apple ships one.
    func appleLanguage(ofTable tag: String) -> String? {
        tableLanguages.first { $0.value == tag }?.key
    }

    /// Apple's string for our `key` in `table`'s language, as a table writes it: `%@` as the
    /// named placeholder, U+2019 as U+0027, and without the final sentence mark that the
    /// table leaves to `utterance.sentenceEnd`.
    func expectedValue(of key: String, table: String, sentenceEnd: String) -> String? {
        guard let appleKey = tableKeys[key], let language = appleLanguage(ofTable: table),
              var text = keys[appleKey]?.languages[language] else { return nil }
        text = text.replacingOccurrences(of: "%1$@", with: "{index}")
            .replacingOccurrences(of: "%2$@", with: "{count}")
            .replacingOccurrences(of: "%@", with: "{hour}")
            .replacingOccurrences(of: "\u{2019}", with: "'")
        if appleKey == "adjustable.instructions", !sentenceEnd.isEmpty, text.hasSuffix(sentenceEnd) {
            text.removeLast(sentenceEnd.count)
        }
        return text
    }

    func isKeptOurs(_ key: String, table: String) -> Bool {
        keptOurs.contains { $0.table == table && $0.key == key }
    }
}

/// The two lists at the head of a table: the keys it says are Apple's wording, and ours.
struct TableHeader {
    /// Our key → the Apple key the header names for it.
    let apple: [String: String]
    let ours: Set<String>

    init(_ text: String) {
        let comment = text.components(separatedBy: "*/").first ?? ""
        var apple: [String: String] = [:]
        var ours: Set<String> = []
        var section = ""
        for line in comment.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("Apple's wording") { section = "apple"; continue }
            if line.hasPrefix("Ours") { section = "ours"; continue }
            guard line.hasPrefix("- ") else { if !line.hasPrefix("from ") { section = section == "" ? "" : section }; continue }
            let body = line.dropFirst(2)
            if section == "apple" {
                let parts = body.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { apple[parts[0]] = String(parts[1].split(separator: ",")[0]) }
            } else if section == "ours" {
                ours.insert(String(body.split(separator: ":")[0]).trimmingCharacters(in: .whitespaces))
            }
        }
        self.apple = apple
        self.ours = ours
    }
}

@Suite("Apple's wording")
struct AppleWordingTests {
    @Test("Every phrase Apple ships for a table's language is Apple's exact string", arguments: TableFiles.tags)
    func tableEqualsApple(tag: String) throws {
        let reference = try AppleReference.load()
        let entries = try TableFiles.entries(tag)
        let sentenceEnd = entries[PhraseKey.sentenceEnd.rawValue] ?? ""
        for key in reference.tableKeys.keys.sorted() where !reference.isKeptOurs(key, table: tag) {
            guard let expected = reference.expectedValue(of: key, table: tag, sentenceEnd: sentenceEnd) else { continue }
            #expect(entries[key] == expected, "\(tag) \(key): the table says \"\(entries[key] ?? "")\", Apple \"\(expected)\"")
        }
    }

    @Test("Each table's header names Apple's keys with their source, and ours", arguments: TableFiles.tags)
    func headerSaysWhichIsWhich(tag: String) throws {
        let reference = try AppleReference.load()
        let header = TableHeader(try TableFiles.text(tag))
        let sentenceEnd = try TableFiles.entries(tag)[PhraseKey.sentenceEnd.rawValue] ?? ""
        let appleKeys = reference.tableKeys.filter { key, _ in
            !reference.isKeptOurs(key, table: tag)
                && reference.expectedValue(of: key, table: tag, sentenceEnd: sentenceEnd) != nil
        }
        #expect(header.apple == appleKeys, "\(tag): the header's list of Apple's keys")
        let all = Set(try TableFiles.entries(tag).keys)
        #expect(header.ours == all.subtracting(appleKeys.keys), "\(tag): the header's list of our keys")
    }

    @Test("Every language Apple ships has a table; a table of a language Apple lacks says so in its header")
    func everyAppleLanguageHasATable() throws {
        let reference = try AppleReference.load()
        let appleLanguages = Set(reference.keys.values.flatMap(\.languages.keys))
        #expect(appleLanguages == Set(reference.tableLanguages.keys))
        #expect(Set(reference.tableLanguages.values).isSubset(of: Set(TableFiles.tags)))
        for tag in Set(TableFiles.tags).subtracting(reference.tableLanguages.values) {
            let header = try TableFiles.text(tag).components(separatedBy: "*/")[0]
            #expect(header.contains("Apple's wording: none"), "\(tag): Apple ships no such language; the header must say so")
        }
    }

    @Test("Our wording replaces Apple's only for weak sources, each with a reason")
    func keptOursOnlyWhereWeak() throws {
        let reference = try AppleReference.load()
        for kept in reference.keptOurs {
            let appleKey = try #require(reference.tableKeys[kept.key])
            #expect(reference.keys[appleKey]?.strength == "weak", "\(kept.table) \(kept.key) is \(appleKey)")
            #expect(!kept.why.isEmpty)
        }
    }

    @Test("What iOS says, where our own wording used to differ: the examples of the review")
    func examples() throws {
        let narrator = PickerNarrator()
        let german = try #require(narrator.element(for: .hour, of: makePicker(.time, locale: "de_DE")))
        #expect(german.traits == ["Objektauswahl", "Einstellbar"])
        let spanish = try #require(narrator.element(for: .hour, of: makePicker(.time, locale: "es_MX")))
        #expect(spanish.traits.first == "Selector")
        #expect(spanish.value == "2 en punto", "a 12-hour wheel never says the duration \"2 horas\"")
        let japanese = try #require(narrator.element(for: .hour, of: makePicker(.time, locale: "ja_JP")))
        #expect(japanese.position == "24中15")
        let russian = try #require(narrator.element(for: .hour, of: makePicker(.time, locale: "ru-RU-u-hc-h12")))
        #expect(russian.value == "Время: 2")
        let cantonese = try #require(narrator.element(for: .hour, of: makePicker(.time, locale: "yue_Hans_CN")))
        #expect(cantonese.localization == LocalizationMatch(requested: "yue-Hans-CN", table: "yue-Hans", isFallback: false))
        #expect(cantonese.position == "15，共24")
    }
}
