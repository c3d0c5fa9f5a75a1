import Foundation
@testable import PickerTableExchange
import Testing

@Suite("Export, correct, import")
struct RoundTripTests {
    @Test("Importing an untouched export of every table changes nothing, byte for byte")
    func untouched() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let before = try snapshot(copy)
            let xliff = try folder.xliff()
            let corrections = try TableImport(xliff: Data(xliff.utf8), path: "all.xliff", into: folder)
            #expect(corrections.changes.isEmpty)
            try corrections.write()
            #expect(try snapshot(copy) == before)

            for table in try folder.xliffPerTable() {
                let one = try TableImport(xliff: Data(table.xliff.utf8), path: table.fileName, into: folder)
                #expect(one.changes.isEmpty, "\(table.tag)")
            }
        }
    }

    @Test("A correction changes exactly its line, and Foundation reads the new value")
    func correction() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let url = copy.appendingPathComponent("de.lproj/Phrases.strings")
            let oldText = try String(contentsOf: url, encoding: .utf8)
            let before = try snapshot(copy)
            let xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vormittags", try folder.xliff(languages: ["de"]))

            let corrections = try TableImport(xliff: Data(xliff.utf8), path: "de.xliff", into: folder)
            #expect(corrections.changes.map(\.keys) == [["value.dayPeriod.am"]])
            #expect(corrections.changes.first?.values == [TableChange.Value(key: "value.dayPeriod.am", old: "vor Mittag", new: "vormittags")])
            #expect(corrections.changes.map(\.description) == ["de: 1 value changed (value.dayPeriod.am)"])
            #expect(try snapshot(copy) == before, "checking writes nothing")
            try corrections.write()

            let newText = try String(contentsOf: url, encoding: .utf8)
            let oldLines = oldText.split(separator: "\n", omittingEmptySubsequences: false)
            let newLines = newText.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(oldLines.count == newLines.count)
            let changed = zip(oldLines, newLines).filter { $0 != $1 }.map(\.1)
            #expect(changed == ["\"value.dayPeriod.am\" = \"vormittags\";"])
            #expect(try foundationValues(of: url)["value.dayPeriod.am"] == "vormittags")
            var after = try snapshot(copy)
            after["/de.lproj/Phrases.strings"] = nil
            var others = before
            others["/de.lproj/Phrases.strings"] = nil
            #expect(after == others, "only the German table changes")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            #expect(leftovers == ["Phrases.strings"], "no temporary file is left")
        }
    }

    @Test("Quotes, backslashes and invisible characters are escaped in the table")
    func escapes() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let url = copy.appendingPathComponent("fr.lproj/Phrases.strings")
            var xliff = try folder.xliff(languages: ["fr", "he"])
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", in: "fr", to: "du \"matin\" \\ \u{00A0}&amp;", xliff)
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.pm", in: "he", to: "\u{200F}אחה״צ", xliff)
            let corrections = try TableImport(xliff: Data(xliff.utf8), path: "review.xliff", into: folder)
            #expect(corrections.changes.map(\.description) == ["fr: 1 value changed (value.dayPeriod.am)", "he: 1 value changed (value.dayPeriod.pm)"])
            try corrections.write()
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains("\"value.dayPeriod.am\" = \"du \\\"matin\\\" \\\\ \\U00A0&\";\n"))
            #expect(try foundationValues(of: url)["value.dayPeriod.am"] == "du \"matin\" \\ \u{00A0}&")
            let hebrew = try String(contentsOf: copy.appendingPathComponent("he.lproj/Phrases.strings"), encoding: .utf8)
            #expect(hebrew.contains("\"value.dayPeriod.pm\" = \"\\U200Fאחה״צ\";"))
            // And the corrected tables export and import again without a change.
            let again = try TableImport(xliff: Data(try folder.xliff().utf8), path: "all.xliff", into: folder)
            #expect(again.changes.isEmpty)
        }
    }

    @Test("The no-break spaces and the direction marks are accepted in any table (D20)")
    func marks() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            var xliff = try folder.xliff(languages: ["ar", "de", "fr"])
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", in: "ar", to: "\u{200F}ص\u{200E}", xliff)
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", in: "de", to: "vor\u{00A0}Mittag", xliff)
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", in: "fr", to: "du\u{202F}matin", xliff)
            let corrections = try TableImport(xliff: Data(xliff.utf8), path: "review.xliff", into: folder)
            #expect(corrections.changes.map(\.table) == ["ar", "de", "fr"])
            try corrections.write()
            #expect(try foundationValues(of: copy.appendingPathComponent("ar.lproj/Phrases.strings"))["value.dayPeriod.am"] == "\u{200F}ص\u{200E}")
            #expect(try foundationValues(of: copy.appendingPathComponent("fr.lproj/Phrases.strings"))["value.dayPeriod.am"] == "du\u{202F}matin")
        }
    }

    @Test("A table edited after the check is not overwritten")
    func concurrentEdit() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let url = copy.appendingPathComponent("de.lproj/Phrases.strings")
            let xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vormittags", try folder.xliff(languages: ["de"]))
            let corrections = try TableImport(xliff: Data(xliff.utf8), path: "de.xliff", into: folder)
            let edited = try Data(contentsOf: url) + Data("\n".utf8)
            try edited.write(to: url)
            #expect(throws: TableExchangeError.tableChangedDuringImport(tag: "de", path: url.path)) {
                try corrections.write()
            }
            #expect(try Data(contentsOf: url) == edited)
            #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["Phrases.strings"])
        }
    }

    @Test("A written table keeps its permissions")
    func permissions() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let url = copy.appendingPathComponent("de.lproj/Phrases.strings")
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
            let xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vormittags", try folder.xliff(languages: ["de"]))
            try TableImport(xliff: Data(xliff.utf8), path: "de.xliff", into: folder).write()
            let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
            #expect(permissions == 0o640)
        }
    }
}
