import Foundation
import PickerAccessibility
import PickerModel
@testable import PickerTableExchange
import PickerTestSupport
import Testing

/// `TableFolder.xliffForNewLanguage(_:)` and the import of the file it starts.
@Suite("A new language")
struct NewLanguageTests {
    /// `xliff` with every empty target filled: with `values[key]` where given, else the source.
    /// English's 24-hour natural hour is `{hourName}` (its midnight), a list Macedonian does
    /// not have: a reviewer writes `{hour}` there, as the import's problem says.
    static func filled(_ xliff: String, _ values: [String: String] = [:]) -> String {
        let values = values.merging(["natural.hour.twentyFourHourClock": "{hour}"]) { given, _ in given }
        var result = ""
        var unitID: String?
        for line in xliff.split(separator: "\n", omittingEmptySubsequences: false) {
            if let range = line.range(of: "<trans-unit id=\"") {
                unitID = String(line[range.upperBound...].prefix { $0 != "\"" })
            }
            if line.contains("<source>"), let unitID, values[unitID] == nil {
                result += line + "\n"
                continue
            }
            if line.contains("<target state=\"new\"></target>"), let unitID {
                let source = result.split(separator: "\n").last.map { String($0) } ?? ""
                let start = source.range(of: "<source>")?.upperBound ?? source.startIndex
                let end = source.range(of: "</source>")?.lowerBound ?? source.endIndex
                let english = String(source[start..<end])
                let value = values[unitID] ?? english
                result += line.replacingOccurrences(of: "<target state=\"new\"></target>", with: "<target state=\"translated\">\(value)</target>") + "\n"
                continue
            }
            result += line + "\n"
        }
        return String(result.dropLast())
    }

    @Test("export --new: English sources, empty targets in the state new, the file and tag of the new table")
    func export() throws {
        let table = try TableFolder(url: SourceTree.localizations).xliffForNewLanguage("MK")
        #expect(table.tag == "mk" && table.fileName == "mk.xliff")
        #expect(table.xliff.contains("<file original=\"Localizations/mk.lproj/Phrases.strings\" source-language=\"en\" target-language=\"mk\" datatype=\"plaintext\">"))
        #expect(table.xliff.components(separatedBy: "<target state=\"new\"></target>").count - 1 == PhraseKey.required.count)
        #expect(table.xliff.contains("<source>Swipe up or down with one finger to adjust the value</source>"))
    }

    @Test("A language with a table, or one CLDR does not know, is refused", arguments: [
        ("de", TableExchangeError.tableExists(language: "de", table: "de")),
        ("ZH-hans", TableExchangeError.tableExists(language: "ZH-hans", table: "zh-Hans")),
        ("tlh", TableExchangeError.unknownToCLDR(language: "tlh")),
        ("xx", TableExchangeError.unknownToCLDR(language: "xx")),
        ("", TableExchangeError.unknownToCLDR(language: "")),
    ])
    func refused(_ language: String, _ error: TableExchangeError) throws {
        let folder = try TableFolder(url: SourceTree.localizations)
        #expect(throws: error) { try folder.xliffForNewLanguage(language) }
    }

    @Test("Filled in, it imports as <tag>.lproj/Phrases.strings, which a narrator then speaks")
    func filledImport() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let xliff = Self.filled(try folder.xliffForNewLanguage("mk").xliff, ["wheel.hour.label": "Час", "value.hour.twentyFourHourClock": "{hour} часот"])
            let corrections = try TableImport(xliff: Data(xliff.utf8), path: "mk.xliff", into: folder)
            #expect(corrections.changes.map(\.description) == ["mk: a new table of \(PhraseKey.required.count) values"])
            try corrections.write()
            let written = try foundationValues(of: copy.appendingPathComponent("mk.lproj/Phrases.strings"))
            #expect(written.count == PhraseKey.required.count && written["wheel.hour.label"] == "Час")
            #expect(try TableFolder(url: copy).tags.contains("mk"))
            let narrator = PickerNarrator(tables: try TableFolder.phraseTables(inFolder: copy))
            let utterance = narrator.element(for: .hour, of: makePicker(.time, locale: "mk_MK"))?.utterance ?? ""
            #expect(utterance.hasPrefix("Час. 14 часот."), "\(utterance)")
            #expect(!(try FileManager.default.contentsOfDirectory(atPath: copy.path)).contains { $0.hasPrefix(".") })
        }
    }

    @Test("Not yet filled: every empty target is a problem, and nothing is written")
    func unfilled() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let before = try snapshot(copy)
            #expect {
                try TableImport(xliff: Data(try folder.xliffForNewLanguage("mk").xliff.utf8), path: "mk.xliff", into: folder)
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                let needWords = PhraseKey.required.filter { !$0.mayBeEmpty }.count
                return problems.count == needWords && problems.allSatisfy { $0.reason == .empty }
            }
            #expect(try snapshot(copy) == before)
        }
    }

    @Test("A new table needs every key, and comes without changes to other tables")
    func incompleteOrMixed() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let macedonian = Self.filled(try folder.xliffForNewLanguage("mk").xliff)
            let missing = try XLIFFEdit.removing("hint.adjustable", in: "mk", macedonian)
            #expect {
                try TableImport(xliff: Data(missing.utf8), path: "mk.xliff", into: folder)
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                return problems.map(\.description) == ["unit hint.adjustable in mk: missing; a new table needs every key, so keep every unit that export --new wrote"]
            }
            let german = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vormittags", try folder.xliff(languages: ["de"]))
            let fileStart = try #require(macedonian.range(of: "  <file "))
            let mixed = german.replacingOccurrences(of: "</xliff>\n", with: "") + String(macedonian[fileStart.lowerBound...])
            #expect {
                try TableImport(xliff: Data(mixed.utf8), path: "both.xliff", into: folder)
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                return problems.map(\.description) == ["file 2 (Localizations/mk.lproj/Phrases.strings): a new table is imported on its own; import the changes to the other tables in a file of their own"]
            }
        }
    }

    @Test("A tool that rewrites target-language (de as de-DE) does not start a table: original still names de")
    func rewrittenTargetLanguage() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let xliff = try XLIFFEdit.replacing("target-language=\"de\"", with: "target-language=\"de-DE\"", in: try folder.xliff(languages: ["de"]))
            #expect {
                try TableImport(xliff: Data(xliff.utf8), path: "de.xliff", into: folder)
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                return problems.map(\.description) == ["file 1 (Localizations/de.lproj/Phrases.strings): target-language 'de-DE' names no table; did you mean 'de'?"]
            }
        }
    }
}
