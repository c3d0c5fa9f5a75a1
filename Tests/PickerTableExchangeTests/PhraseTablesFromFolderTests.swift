import Foundation
import PickerAccessibility
import PickerModel
@testable import PickerTableExchange
import PickerTestSupport
import Testing

/// `TableFolder.phraseTables()`: a folder of corrected tables, spoken before it is imported.
@Suite("Phrase tables from a folder")
struct PhraseTablesFromFolderTests {
    /// `folder`'s table `tag` with the line of `key` given `value`.
    static func setting(_ key: String, to value: String, in tag: String, of folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent("\(tag).lproj/Phrases.strings")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "\n\"\(key)\" = \""), "no line for \(key)", sourceLocation: sourceLocation)
        let end = try #require(text.range(of: "\";\n", range: start.upperBound..<text.endIndex), sourceLocation: sourceLocation)
        try Data(text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: value).utf8).write(to: url)
    }

    @Test("A corrected label is spoken from the folder, and the built-in tables stay as they are")
    func correctedLabelIsSpoken() throws {
        try withTableCopy { folder in
            try Self.setting("wheel.hour.label", to: "Stundenrad", in: "de", of: folder)
            let tables = try TableFolder.phraseTables(inFolder: folder)
            let picker = makePicker(.time, locale: "de_DE")
            let corrected = PickerNarrator(tables: tables).element(for: .hour, of: picker)?.utterance ?? ""
            let shipped = PickerNarrator().element(for: .hour, of: picker)?.utterance ?? ""
            #expect(corrected.hasPrefix("Stundenrad. 14 Uhr."), "\(corrected)")
            #expect(shipped.hasPrefix("Stunde. 14 Uhr."), "\(shipped)")
            #expect(tables.match(for: Locale(identifier: "de_DE")) == LocalizationMatch(requested: "de-DE", table: "de", isFallback: false))
        }
    }

    @Test("A corrected hour template changes the announcement, as the spoken values are made from the folder's table")
    func correctedTemplateIsAnnounced() throws {
        try withTableCopy { folder in
            try Self.setting("value.hour.twentyFourHourClock", to: "{hour} Uhr genau", in: "de", of: folder)
            let narrator = PickerNarrator(tables: try TableFolder.phraseTables(inFolder: folder))
            let picker = makePicker(.time, locale: "de_DE")
            #expect(try narrator.perform(.increment, on: .hour, of: picker).announcement == "15 Uhr genau")
        }
    }

    @Test("Every shipped table holds to the rules, so the repository's own folder loads")
    func shippedFolderLoads() throws {
        let tables = try TableFolder.phraseTables(inFolder: SourceTree.localizations)
        #expect(tables.availableTags == PhraseTables.availableTags)
    }

    @Test("A value that breaks a rule is refused with its table, line and key")
    func brokenValueRefused() throws {
        try withTableCopy { folder in
            try Self.setting("wheel.hour.label", to: "Stunde {hour}", in: "de", of: folder)
            let path = folder.appendingPathComponent("de.lproj/Phrases.strings").path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let line = try #require(text.components(separatedBy: "\n").firstIndex { $0.hasPrefix("\"wheel.hour.label\"") }) + 1
            #expect(throws: TableExchangeError.invalidValue(
                tag: "de", path: path, line: line, key: "wheel.hour.label", reason: "uses {hour}; this key takes no placeholder"
            )) {
                try TableFolder.phraseTables(inFolder: folder)
            }
        }
    }

    @Test("A key the tables do not have is refused, since its phrase would never be heard")
    func unknownKeyRefused() throws {
        try withTableCopy { folder in
            let url = folder.appendingPathComponent("fr.lproj/Phrases.strings")
            var text = try String(contentsOf: url, encoding: .utf8)
            text += "\"wheel.hour.lable\" = \"Heure\";\n"
            try Data(text.utf8).write(to: url)
            let line = text.components(separatedBy: "\n").count - 1
            #expect(throws: TableExchangeError.unknownKeyInTable(tag: "fr", path: url.path, line: line, key: "wheel.hour.lable")) {
                try TableFolder.phraseTables(inFolder: folder)
            }
        }
    }

    @Test("A table that cannot be parsed is refused with its line")
    func malformedTableRefused() throws {
        try withTableCopy { folder in
            let url = folder.appendingPathComponent("ja.lproj/Phrases.strings")
            try Data((try String(contentsOf: url, encoding: .utf8) + "\"wheel.hour.label\" = \"時\"\n").utf8).write(to: url)
            #expect {
                try TableFolder.phraseTables(inFolder: folder)
            } throws: { error in
                guard case TableExchangeError.malformedTable(let tag, _, _, let reason) = error else { return false }
                return tag == "ja" && reason.contains("expected ';'")
            }
        }
    }
}
