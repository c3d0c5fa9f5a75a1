import Foundation
@testable import PickerTableExchange
import Testing

/// Files a reviewer's tool, or a mistake, could hand back: each is refused with one clear
/// line per problem, and the tables stay byte for byte as they were.
@Suite("Importing a hostile file")
struct HostileFileTests {
    /// What a case starts from: the German export of a copy of the tables, and the values
    /// of the German and English tables.
    struct Context {
        let german: String
        let de: [String: String]
        let en: [String: String]
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The file to import, made from the context.
        let file: @Sendable (Context) throws -> Data
        /// The error's line, then one line per problem.
        let lines: @Sendable (Context) throws -> [String]

        var testDescription: String { name }

        init(_ name: String, edit: @escaping @Sendable (Context) throws -> String, lines: @escaping @Sendable (Context) throws -> [String]) {
            self.name = name
            file = { Data(try edit($0).utf8) }
            self.lines = lines
        }

        init(_ name: String, bytes: @escaping @Sendable (Context) throws -> Data, lines: @escaping @Sendable (Context) throws -> [String]) {
            self.name = name
            file = bytes
            self.lines = lines
        }
    }

    static func one(_ problem: String) -> [String] {
        ["de.xliff: 1 problem", problem]
    }

    static let cases: [Case] = [
        Case("wrong placeholder", edit: { try XLIFFEdit.setting("target", of: "natural.minute", to: "{minute} {minutes}", $0.german) },
             lines: { _ in one("unit natural.minute in de: uses {minute} and {minutes}; use exactly one of {minute}, {minutes}") }),
        Case("no placeholder where one is needed", edit: { try XLIFFEdit.setting("target", of: "value.hour.twentyFourHourClock", to: "Uhr", $0.german) },
             lines: { _ in one("unit value.hour.twentyFourHourClock in de: uses no placeholder; use exactly one of {hour}, {hours}, {hourName}") }),
        Case("unknown placeholder", edit: { try XLIFFEdit.setting("target", of: "value.hour.twentyFourHourClock", to: "{stunde} Uhr", $0.german) },
             lines: { _ in one("unit value.hour.twentyFourHourClock in de: unknown placeholder {stunde}; use exactly one of {hour}, {hours}, {hourName}") }),
        Case("a placeholder in a key that takes none", edit: { try XLIFFEdit.setting("target", of: "wheel.date.label", to: "Datum {index}", $0.german) },
             lines: { _ in one("unit wheel.date.label in de: uses {index}; this key takes no placeholder") }),
        Case("{hourName} in a language without hour names", edit: { try XLIFFEdit.setting("target", of: "natural.hour.twentyFourHourClock", to: "{hourName}", $0.german) },
             lines: { _ in one("unit natural.hour.twentyFourHourClock in de: {hourName} needs a list of hour names, which PickerVoice has for ar, ca, da, en, es, eu, it, nb, pl, sw, th, uk, yue-Hans and yue-Hant but not for 'de'; use {hour} or {hours}") }),
        Case("a stray brace", edit: { try XLIFFEdit.setting("target", of: "value.hour.twentyFourHourClock", to: "{hour} Uhr}", $0.german) },
             lines: { _ in one("unit value.hour.twentyFourHourClock in de: a '{' or '}' that is not part of a placeholder; placeholders are written {name}") }),
        Case("duplicated unit", edit: { try XLIFFEdit.duplicating("value.dayPeriod.pm", $0.german) },
             lines: { _ in one("unit value.dayPeriod.pm in de: appears 2 times; keep one") }),
        Case("unknown key", edit: {
            try XLIFFEdit.replacing("<trans-unit id=\"wheel.date.label\"", with: "<trans-unit id=\"wheel.week.label\"", in: try XLIFFEdit.duplicating("wheel.date.label", $0.german))
        }, lines: { _ in one("unit wheel.week.label in de: not a key of the tables; remove the unit") }),
        Case("an optional key the table does not have", edit: {
            try XLIFFEdit.replacing("<trans-unit id=\"trait.adjustable\"", with: "<trans-unit id=\"natural.trait.adjustable\"", in: try XLIFFEdit.duplicating("trait.adjustable", $0.german))
        }, lines: { _ in one("unit natural.trait.adjustable in de: an optional key this table does not have; remove the unit, or add the key to the table by hand first") }),
        Case("typographic apostrophe", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor’m Mittag", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: typographic apostrophe (U+2019); the tables use the ASCII apostrophe (U+0027)") }),
        Case("empty value", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: empty; only utterance.sentenceEnd and utterance.partSeparator may be empty") }),
        Case("white space around a value", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "\n  vormittags\n", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: starts or ends with white space; remove it") }),
        Case("a change to Apple's wording", edit: { try XLIFFEdit.setting("target", of: "trait.adjustable", to: "Verstellbar", $0.german) },
             lines: { context in one("unit trait.adjustable in de: Apple's wording (trait.adjustable, UIKit.axbundle) cannot be changed; keep \"\(context.de["trait.adjustable"] ?? "")\"") }),
        Case("a marker that is no segment", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor <mrk mtype=\"protected\" mid=\"1\">Mittag</mrk>", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: the target holds the element <mrk>; write plain text") }),
        Case("markup inside a segment", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "<mrk mtype=\"seg\" mid=\"1\">vor <g id=\"1\">Mittag</g></mrk>", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: the target holds the element <g>; write plain text") }),
        Case("markup in a target", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor <g id=\"1\">Mittag</g>", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: the target holds the element <g>; write plain text") }),
        Case("no target", edit: {
            let unit = try XLIFFEdit.unitRange("value.dayPeriod.am", tag: "de", in: $0.german)
            let target = try #require($0.german.range(of: "<target[^\n]*</target>\n *", options: .regularExpression, range: unit))
            return $0.german.replacingCharacters(in: target, with: "")
        }, lines: { _ in one("unit value.dayPeriod.am in de: no <target>; write the value in a <target> after the <source>") }),
        Case("stale English source", edit: { try XLIFFEdit.setting("source", of: "value.dayPeriod.am", to: "A.M.", $0.german) },
             lines: { context in one("unit value.dayPeriod.am in de: the English source \"A.M.\" is not the English table's \"\(context.en["value.dayPeriod.am"] ?? "")\"; the file is stale: export again and redo the change") }),
        Case("target-language disagrees with original", edit: { try XLIFFEdit.replacing("target-language=\"de\"", with: "target-language=\"fr\"", in: $0.german) },
             lines: { _ in one("file 1 (Localizations/de.lproj/Phrases.strings): target-language 'fr' disagrees with original, which is the de table; export that language again") }),
        Case("target-language names no table", edit: {
            try XLIFFEdit.replacing("de.lproj", with: "xx.lproj", in: XLIFFEdit.replacing("target-language=\"de\"", with: "target-language=\"xx\"", in: $0.german))
        }, lines: { _ in one("file 1 (Localizations/xx.lproj/Phrases.strings): target-language 'xx' names no table; a new language starts as a copy of en.lproj (see Localizations/README.md)") }),
        Case("a regional tag for a language table", edit: { try XLIFFEdit.replacing("target-language=\"de\"", with: "target-language=\"de-DE\"", in: $0.german) },
             lines: { _ in one("file 1 (Localizations/de.lproj/Phrases.strings): target-language 'de-DE' names no table; did you mean 'de'?") }),
        Case("the same table twice", edit: { context in
            let start = try #require(context.german.range(of: "  <file "))
            let end = try #require(context.german.range(of: "  </file>\n"))
            let file = context.german[start.lowerBound..<end.upperBound]
            return context.german.replacingOccurrences(of: "</xliff>\n", with: file + "</xliff>\n")
        }, lines: { _ in one("file 2 (Localizations/de.lproj/Phrases.strings): a second <file> for the de table; keep one") }),
        Case("broken XML", edit: { try XLIFFEdit.replacing("</target>", with: "</targit>", in: $0.german) }, lines: { context in
            let edited = try XLIFFEdit.replacing("</target>", with: "</targit>", in: context.german)
            let end = try #require(edited.range(of: "</targit>")).upperBound
            let line = edited[..<end].filter { $0 == "\n" }.count + 1
            let lineStart = edited[..<end].lastIndex(of: "\n").map { edited.index(after: $0) } ?? edited.startIndex
            let column = edited[lineStart..<end].utf8.count + 1
            return ["de.xliff is not well-formed XML: line \(line), column \(column): a closing tag that does not match the element it closes"]
        }),
        Case("an empty file", edit: { _ in "" }, lines: { _ in ["de.xliff is empty; give an XLIFF file that pickervoice tables export wrote"] }),
        Case("a file of white space", edit: { _ in "\n  \n" }, lines: { _ in ["de.xliff is empty; give an XLIFF file that pickervoice tables export wrote"] }),
        Case("XML that is not XLIFF", edit: { _ in "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n" },
             lines: { _ in ["de.xliff is not an XLIFF file: its root element is <plist>, not <xliff>"] }),
        Case("a table file instead of XLIFF", edit: { _ in "/* German */\n\"wheel.month.label\" = \"Monat\";\n" },
             lines: { _ in ["de.xliff is not well-formed XML: line 1, column 1: the file does not start with an XML element"] }),
        Case("XLIFF 2.0", edit: { _ in "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"de\"><file id=\"f\"/></xliff>" },
             lines: { _ in ["de.xliff is XLIFF 2.0; PickerVoice reads XLIFF 1.2, as pickervoice tables export writes it"] }),
        Case("an XLIFF without files", edit: { _ in "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\"></xliff>" },
             lines: { _ in ["de.xliff holds no <file> element; give an XLIFF file that pickervoice tables export wrote"] }),
        Case("a document type with entities", edit: { try XLIFFEdit.replacing("<xliff ", with: "<!DOCTYPE xliff [<!ENTITY e \"x\">]>\n<xliff ", in: $0.german) },
             lines: { _ in ["de.xliff declares a document type (<!DOCTYPE>), which XLIFF does not use; remove it"] }),
        Case("Latin-1 bytes", bytes: { _ in Data("<xliff version=\"1.2\"><file>".utf8) + Data([0xE9]) + Data("</file></xliff>".utf8) },
             lines: { _ in ["de.xliff is not UTF-8 text (a byte sequence on line 1 is not UTF-8); save it as UTF-8"] }),
        Case("UTF-16", bytes: { $0.german.data(using: .utf16) ?? Data() },
             lines: { _ in ["de.xliff is not UTF-8 text (it is UTF-16); save it as UTF-8"] }),
        // D13: libxml2 reads UTF-32 and UTF-16 without a byte-order mark by their NUL bytes,
        // which are valid UTF-8; spread out, "<!DOCTYPE" is no substring.
        Case("UTF-32BE without a byte-order mark, declaring a document type", bytes: { context in
            // Only ASCII, every other character as a reference, so that no byte is over 0x7F.
            let typed = try XLIFFEdit.replacing("<xliff ", with: "<!DOCTYPE xliff [<!ENTITY e \"x\">]>\n<xliff ", in: context.german)
                .unicodeScalars.map { $0.isASCII ? String($0) : "&#\($0.value);" }.joined()
            return Data(typed.unicodeScalars.flatMap { scalar in withUnsafeBytes(of: scalar.value.bigEndian) { Array($0) } })
        }, lines: { _ in ["de.xliff is not UTF-8 text (it is UTF-32); save it as UTF-8"] }),
        Case("UTF-32LE with a byte-order mark", bytes: { context in
            Data([0xFF, 0xFE, 0x00, 0x00] + context.german.unicodeScalars.flatMap { scalar in withUnsafeBytes(of: scalar.value.littleEndian) { Array($0) } })
        }, lines: { _ in ["de.xliff is not UTF-8 text (it is UTF-32); save it as UTF-8"] }),
        Case("UTF-16 without a byte-order mark", bytes: { $0.german.data(using: .utf16LittleEndian) ?? Data() },
             lines: { _ in ["de.xliff is not UTF-8 text (it is UTF-16); save it as UTF-8"] }),
        Case("a NUL byte in a target", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor\u{0}mittags", $0.german) }, lines: { context in
            let line = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor\u{0}mittags", context.german)
                .prefix { $0 != "\u{0}" }.filter { $0 == "\n" }.count + 1
            return ["de.xliff is not UTF-8 text (a NUL byte on line \(line)); save it as UTF-8"]
        }),
        // D21: libxml2 stops at 10,000,000 bytes with "XML error 1", and at a comment or text
        // of that size with a misleading message.
        Case("a file over the size limit", bytes: { _ in Data(repeating: 0x20, count: 8_000_001) },
             lines: { _ in ["de.xliff is 8,000,001 bytes, more than the 8,000,000 an import reads; import the languages in smaller files"] }),
        // D20: values that do not belong in a phrase.
        Case("a line feed inside a value", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor\nmittags", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: a line break (U+000A); a phrase is one line") }),
        Case("a carriage return, written as a reference", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor&#13;mittags", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: a line break (U+000D); a phrase is one line") }),
        Case("a line separator", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor\u{2028}mittags", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: a line break (U+2028); a phrase is one line") }),
        Case("a tab", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor\tmittags", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: a tab (U+0009); write a space") }),
        Case("a bidirectional override", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor\u{202E}mittags", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: a bidirectional control (U+202E), which reorders the text; only the marks U+200E and U+200F belong in a phrase") }),
        Case("a bidirectional isolate", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "\u{2067}vormittags", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: a bidirectional control (U+2067), which reorders the text; only the marks U+200E and U+200F belong in a phrase") }),
        Case("a byte-order mark inside a value", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor\u{FEFF}mittags", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: a byte-order mark (U+FEFF) inside the text; remove it") }),
        Case("a zero-width space", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor\u{200B}mittags", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: an invisible character (U+200B) that the table does not use; remove it") }),
        Case("an invisible character outside the BMP", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vormittags\u{E0041}", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: an invisible character (U+E0041) that the table does not use; remove it") }),
        Case("a C1 control character", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor\u{9B}mittags", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: a control character (U+009B); remove it") }),
        Case("a private-use character", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vor\u{E000}mittags", $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: a private-use character (U+E000), which no voice can read; remove it") }),
        Case("each character once, however often it appears", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "v\u{202E}o\u{202E}r\u{200B}", $0.german) },
             lines: { _ in [
                "de.xliff: 2 problems",
                "unit value.dayPeriod.am in de: a bidirectional control (U+202E), which reorders the text; only the marks U+200E and U+200F belong in a phrase",
                "unit value.dayPeriod.am in de: an invisible character (U+200B) that the table does not use; remove it",
             ] }),
        Case("a value of 1,001 characters", edit: { try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: String(repeating: "a", count: 1_001), $0.german) },
             lines: { _ in one("unit value.dayPeriod.am in de: 1,001 characters long; a phrase holds at most 1,000") }),
        Case("a second target in a unit", edit: {
            try XLIFFEdit.replacing("vormittags</target>", with: "vormittags</target><target>nachmittags</target>",
                                    in: try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: "vormittags", $0.german))
        }, lines: { _ in one("unit value.dayPeriod.am in de: 2 <target> elements; keep one") }),
    ]

    @Test("one clear line per problem, and no table changes", arguments: cases)
    func refused(_ example: Case) throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let context = Context(
                german: try folder.xliff(languages: ["de"]),
                de: try foundationValues(of: copy.appendingPathComponent("de.lproj/Phrases.strings")),
                en: try foundationValues(of: copy.appendingPathComponent("en.lproj/Phrases.strings"))
            )
            let before = try snapshot(copy)
            let file = copy.deletingLastPathComponent().appendingPathComponent("de.xliff")
            try example.file(context).write(to: file)
            do throws(TableExchangeError) {
                let corrections = try TableImport(contentsOf: file, into: folder)
                Issue.record("accepted, changing \(corrections.changes)")
            } catch {
                var lines = [error.description]
                if case .invalidImport(_, let problems) = error { lines += problems.map(\.description) }
                #expect(lines.map { $0.replacingOccurrences(of: file.path, with: "de.xliff") } == (try example.lines(context)))
            }
            #expect(try snapshot(copy) == before)
        }
    }

    @Test("A device or a folder is named for what it is (D21)", arguments: ["/dev/null", "/dev/zero", "folder"])
    func notAFile(path: String) throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let url = path == "folder" ? copy : URL(fileURLWithPath: path)
            let kind = path == "folder" ? "a folder" : "a character device"
            do throws(TableExchangeError) {
                let corrections = try TableImport(contentsOf: url, into: folder)
                Issue.record("accepted, changing \(corrections.changes)")
            } catch {
                #expect(error.description == "\(url.relativePath) is \(kind), not an XLIFF file; give the file that pickervoice tables export wrote")
            }
        }
    }

    @Test("Invisible characters the table already uses may be written again, in that table only (D20)")
    func invisibleCharactersOfTheTable() throws {
        try withTableCopy { copy in
            // A table whose value carries U+2068 (FIRST STRONG ISOLATE), written by hand.
            let hebrew = copy.appendingPathComponent("he.lproj/Phrases.strings")
            let text = try String(contentsOf: hebrew, encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("\"value.dayPeriod.am\" = ") })
            try Data(text.replacingOccurrences(of: line, with: "\"value.dayPeriod.am\" = \"\\U2068לפנה״צ\\U2069\";").utf8).write(to: hebrew)
            let folder = try TableFolder(url: copy)
            var xliff = try folder.xliff(languages: ["he", "de"])
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.pm", in: "he", to: "\u{2068}אחה״צ\u{2069}", xliff)
            let accepted = try TableImport(xliff: Data(xliff.utf8), path: "review.xliff", into: folder)
            #expect(accepted.changes.map(\.description) == ["he: 1 value changed (value.dayPeriod.pm)"])
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.pm", in: "de", to: "\u{2068}nachmittags\u{2069}", xliff)
            #expect {
                try TableImport(xliff: Data(xliff.utf8), path: "review.xliff", into: folder)
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                return problems.map(\.description) == [
                    "unit value.dayPeriod.pm in de: a bidirectional control (U+2068), which reorders the text; only the marks U+200E and U+200F belong in a phrase",
                    "unit value.dayPeriod.pm in de: a bidirectional control (U+2069), which reorders the text; only the marks U+200E and U+200F belong in a phrase",
                ]
            }
        }
    }

    @Test("Another language's file, relabelled, is caught by Apple's wording")
    func anotherLanguage() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let french = try folder.xliff(languages: ["fr"])
                .replacingOccurrences(of: "target-language=\"fr\"", with: "target-language=\"de\"")
                .replacingOccurrences(of: "fr.lproj", with: "de.lproj")
            let before = try snapshot(copy)
            #expect {
                try TableImport(xliff: Data(french.utf8), path: "fr.xliff", into: folder)
            } throws: { error in
                guard case TableExchangeError.invalidImport(_, let problems) = error else { return false }
                return !problems.isEmpty && problems.allSatisfy {
                    if case .appleWording = $0.reason { true } else { false }
                }
            }
            #expect(try snapshot(copy) == before)
        }
    }

    @Test("Every problem of a file is reported, in the file's order")
    func everyProblem() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            var xliff = try folder.xliff(languages: ["de", "fr"])
            xliff = try XLIFFEdit.setting("target", of: "natural.minute", to: "{minute} {minutes}", xliff)
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", in: "fr", to: "l’après", xliff)
            xliff = try XLIFFEdit.duplicating("hint.adjustable", in: "fr", xliff)
            #expect {
                try TableImport(xliff: Data(xliff.utf8), path: "review.xliff", into: folder)
            } throws: { error in
                guard case TableExchangeError.invalidImport(let path, let problems) = error else { return false }
                return path == "review.xliff" && problems.map(\.description) == [
                    "unit natural.minute in de: uses {minute} and {minutes}; use exactly one of {minute}, {minutes}",
                    "unit value.dayPeriod.am in fr: typographic apostrophe (U+2019); the tables use the ASCII apostrophe (U+0027)",
                    "unit hint.adjustable in fr: appears 2 times; keep one",
                ]
            }
        }
    }
}
