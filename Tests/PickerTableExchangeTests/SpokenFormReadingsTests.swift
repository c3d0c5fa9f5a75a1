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
        #expect(shipped.languages == ["ar", "da", "he", "id", "ja", "ru", "sv", "tr", "uk", "vi"])
        let xliff = try shipped.xliff(languages: ["ja"])
        #expect(xliff.components(separatedBy: "<trans-unit ").count - 1 == 7)
        #expect(xliff.contains("""
                  <trans-unit id="marks.2" xml:space="preserve">
                    <source>令和</source>
                    <target state="needs-review-translation">れいわ</target>
            """))
        #expect(throws: TableExchangeError.unknownLanguage("de", available: ["ar", "da", "he", "id", "ja", "ru", "sv", "tr", "uk", "vi"])) { try shipped.xliff(languages: ["de"]) }
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
