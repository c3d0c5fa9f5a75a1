import Foundation
@testable import PickerTableExchange
import Testing

/// The spoken form's readings (`spoken-forms.json`), exported and imported through XLIFF
/// like the tables, so that a native reviewer can correct a reading.
@Suite("Spoken form readings")
struct SpokenFormReadingsTests {
    static let checkout = SourceTree.root.appendingPathComponent(SpokenFormReadings.checkoutPath)

    /// A copy of the checkout's `spoken-forms.json` in a new temporary folder.
    static func withCopy<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pickervoice-readings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("spoken-forms.json")
        try FileManager.default.copyItem(at: checkout, to: copy)
        return try body(copy)
    }

    @Test("The built-in readings are the checkout's, and each language with marks or spellings has a <file>")
    func export() throws {
        let shipped = try SpokenFormReadings.shipped()
        #expect(shipped.readings == (try SpokenFormReadings(contentsOf: Self.checkout)).readings)
        #expect(shipped.languages == ["ar", "cs", "da", "he", "id", "ja", "ru", "sk", "sv", "tr", "uk", "vi"])
        let xliff = try shipped.xliff(languages: ["ja"])
        #expect(xliff.components(separatedBy: "<trans-unit ").count - 1 == 7)
        #expect(xliff.contains("""
                  <trans-unit id="marks.2" xml:space="preserve">
                    <source>令和</source>
                    <target state="needs-review-translation">れいわ</target>
            """))
        #expect(throws: TableExchangeError.unknownLanguage("de", available: ["ar", "cs", "da", "he", "id", "ja", "ru", "sk", "sv", "tr", "uk", "vi"])) { try shipped.xliff(languages: ["de"]) }
    }

    @Test("A corrected reading, segmented by a tool, changes exactly its value; the other bytes stay")
    func correction() throws {
        try Self.withCopy { copy in
            var xliff = try SpokenFormReadings(contentsOf: copy).xliff(languages: ["ru", "ja"])
            xliff = try XLIFFEdit.setting("target", of: "marks.2", in: "ja", to: "<mrk mtype=\"seg\" mid=\"1\">れーわ</mrk>", xliff)
            xliff = try XLIFFEdit.setting("target", of: "spellings.1", in: "ru", to: "трёх", xliff)
            let before = try String(contentsOf: copy, encoding: .utf8)
            let corrections = try SpokenFormImport(xliff: Data(xliff.utf8), path: "readings.xliff", into: copy)
            #expect(corrections.changes.map(\.description) == ["ja: 1 value changed (marks.2)"])
            #expect(try String(contentsOf: copy, encoding: .utf8) == before, "checking writes nothing")
            try corrections.write()
            let after = try String(contentsOf: copy, encoding: .utf8)
            #expect(after == before.replacingOccurrences(of: "\"from\": \"令和\", \"to\": \"れいわ\"", with: "\"from\": \"令和\", \"to\": \"れーわ\""))
            #expect(after != before)
        }
    }

    /// The language's own rule sets (Arabic numbers before a feminine noun, Czech genitive
    /// counts) go to the reviewer line by line, and come back checked by ICU.
    @Test("Own rule sets: each rule with words is a unit; a corrected rule changes exactly its line; one ICU refuses is reported")
    func ownRules() throws {
        try Self.withCopy { copy in
            let readings = try SpokenFormReadings(contentsOf: copy)
            let czech = readings.readings.filter { $0.language == "cs" && $0.kind == "rules" }
            #expect(czech.first?.from == "0: nuly;" && czech.first?.id == "rules.2")
            #expect(czech.contains { $0.from == "200: << set[ >>];" })
            #expect(!czech.contains { $0.from == "1000000: =#,##0=;" }, "a rule without words is not a reading")
            #expect(!readings.readings.contains { $0.language == "uk" && $0.from == "2: =%spellout-cardinal-genitive=;" })
            var xliff = try readings.xliff(languages: ["cs"])
            #expect(xliff.contains("<source>4: čtyř;</source>"))
            xliff = try XLIFFEdit.setting("target", of: "rules.6", in: "cs", to: "4: čtyřech;", xliff)
            let before = try String(contentsOf: copy, encoding: .utf8)
            let corrections = try SpokenFormImport(xliff: Data(xliff.utf8), path: "cs.xliff", into: copy)
            #expect(corrections.changes.map(\.description) == ["cs: 1 value changed (rules.6)"])
            try corrections.write()
            let after = try String(contentsOf: copy, encoding: .utf8)
            #expect(after == before.replacingOccurrences(of: "\"4: čtyř;\",", with: "\"4: čtyřech;\","))
            #expect(after.components(separatedBy: "\"4: čtyřech;\"").count == 2, "one line changed")

            var broken = try SpokenFormReadings(contentsOf: copy).xliff(languages: ["cs"])
            broken = try XLIFFEdit.setting("target", of: "rules.6", in: "cs", to: "4: čtyř", broken)
            broken = try XLIFFEdit.setting("source", of: "rules.6", in: "cs", to: "4: čtyřech;", broken)
            #expect {
                try SpokenFormImport(xliff: Data(broken.utf8), path: "cs.xliff", into: copy)
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                return problems.map(\.description) == [
                    "unit rules.6 in cs: with this rule, ICU cannot read the rule set %spellout-cardinal-genitive; keep the number, the colon, the marks (<<, >>, [ ], =…=) and the final semicolon, and change only the words",
                ]
            }
            #expect(try String(contentsOf: copy, encoding: .utf8) == after)

            // Well formed to look at, refused by ICU: a rule set that does not exist.
            var unread = try SpokenFormReadings(contentsOf: copy).xliff(languages: ["cs"])
            unread = try XLIFFEdit.setting("target", of: "rules.6", in: "cs", to: "4: čtyř =%nosuch=;", unread)
            #expect {
                try SpokenFormImport(xliff: Data(unread.utf8), path: "cs.xliff", into: copy)
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                return problems.map(\.description).first?.hasPrefix("unit rules.6 in cs: with this rule, ICU cannot read") == true
            }
        }
    }

    @Test("Problems are reported per unit, and nothing is written")
    func problems() throws {
        try Self.withCopy { copy in
            var xliff = try SpokenFormReadings(contentsOf: copy).xliff(languages: ["ja"])
            xliff = try XLIFFEdit.setting("target", of: "marks.3", in: "ja", to: "へい\tせい", xliff)
            xliff = try XLIFFEdit.setting("source", of: "marks.4", in: "ja", to: "昭和時代", xliff)
            xliff = try XLIFFEdit.replacing("<trans-unit id=\"marks.5\"", with: "<trans-unit id=\"marks.50\"", in: xliff)
            let before = try Data(contentsOf: copy)
            #expect {
                try SpokenFormImport(xliff: Data(xliff.utf8), path: "ja.xliff", into: copy)
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                return problems.map(\.description) == [
                    "unit marks.3 in ja: a tab (U+0009); write a space",
                    "unit marks.4 in ja: the written text \"昭和時代\" is not the reading's \"昭和\" in spoken-forms.json; the file is stale: export again and redo the change",
                    "unit marks.50 in ja: not a reading of the language; remove the unit",
                ]
            }
            #expect(try Data(contentsOf: copy) == before)
        }
    }

    @Test("Readings and tables each go their own way: either file given to the other import is refused with what to do")
    func wrongImport() throws {
        try Self.withCopy { copy in
            let readings = try SpokenFormReadings(contentsOf: copy).xliff(languages: ["vi"])
            let tables = try TableFolder(url: SourceTree.localizations).xliff(languages: ["vi"])
            #expect {
                try SpokenFormImport(xliff: Data(tables.utf8), path: "vi.xliff", into: copy)
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                return problems.map(\.description) == ["file 1 (Localizations/vi.lproj/Phrases.strings): holds no spoken form's readings (its original is not Sources/PickerSpeech/SpokenForm/spoken-forms.json); import it without --spoken-forms"]
            }
            #expect {
                try TableImport(xliff: Data(readings.utf8), path: "vi-readings.xliff", into: TableFolder(url: SourceTree.localizations))
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                return problems.map(\.description) == ["file 1 (Sources/PickerSpeech/SpokenForm/spoken-forms.json): holds the spoken form's readings; import it with --spoken-forms Sources/PickerSpeech/SpokenForm/spoken-forms.json"]
            }
        }
    }
}
