import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PickerAccessibility
@testable import PickerTableExchange
import Testing

@Suite("Exporting the tables as XLIFF 1.2")
struct XLIFFExportTests {
    /// The units of a document, as an XML parser reads them: id, attributes, and the text
    /// of each child element (notes joined by "|").
    final class Units: NSObject, XMLParserDelegate {
        struct Unit {
            var attributes: [String: String]
            var texts: [String: String] = [:]
        }

        var files: [[String: String]] = []
        var units: [String: Unit] = [:]
        var order: [String] = []
        var failed = false
        private var current: String?
        private var element: String?
        private var text = ""

        init(_ xliff: String) {
            super.init()
            let parser = XMLParser(data: Data(xliff.utf8))
            parser.shouldProcessNamespaces = true
            parser.delegate = self
            _ = parser.parse()
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "file": files.append(attributes)
            case "trans-unit":
                let id = attributes["id"] ?? ""
                current = id
                order.append(id)
                units[id] = Unit(attributes: attributes)
            case "source" where current != nil, "target" where current != nil, "note" where current != nil:
                element = name == "note" ? "note:\(attributes["from"] ?? "")" : name
                text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "trans-unit" { current = nil }
            guard let current, let element, ["source", "target", "note"].contains(name) else { return }
            let old = units[current]?.texts[element]
            units[current]?.texts[element] = old.map { $0 + "|" + text } ?? text
            self.element = nil
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { failed = true }
    }

    @Test("One <file> per language, one unit per key in key order, with source, target and note")
    func structure() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let xliff = try folder.xliff(languages: ["de", "FR"])
            let parsed = Units(xliff)
            #expect(!parsed.failed)
            #expect(parsed.files.map { $0["target-language"] } == ["de", "fr"])
            #expect(parsed.files.first?["original"] == "Localizations/de.lproj/Phrases.strings")
            #expect(parsed.files.first?["source-language"] == "en")
            // Neither table has an optional key.
            #expect(parsed.order.count == 2 * PhraseKey.required.count)
            #expect(Array(parsed.order.prefix(PhraseKey.required.count)) == PhraseKey.required.map(\.rawValue))
            #expect(xliff.contains("<note from=\"PickerVoice\">German (de).\nHow it was made:"))
        }
    }

    @Test("Units whose value is Apple's wording are translate=\"no\", with Apple's exact string")
    func appleWording() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let german = try folder.read("de")
            let parsed = Units(try folder.xliff(languages: ["de"]))
            let english = try foundationValues(of: copy.appendingPathComponent("en.lproj/Phrases.strings"))
            for key in PhraseKey.required.map(\.rawValue) {
                let unit = try #require(parsed.units[key])
                let isApple = german.header?.appleWording[key] != nil
                #expect(unit.attributes["translate"] == (isApple ? "no" : nil), "\(key)")
                #expect(unit.attributes["xml:space"] == "preserve" || unit.attributes["space"] == "preserve")
                #expect(unit.texts["source"] == english[key])
                #expect(unit.texts["target"] == german.value(key))
                #expect(unit.texts["note:PickerVoice"]?.hasPrefix(german.entry(key)?.note ?? "-") == true)
            }
            let hours = try #require(parsed.units["value.hour.twelveHourClock"]?.texts["note:Apple"])
            #expect(hours == "Apple's string in iOS UIKit.axbundle, Accessibility.strings, key date.picker.hours: %@ Uhr")
            #expect(parsed.units["value.dayPeriod.am"]?.texts["note:Apple"] == nil)
        }
    }

    @Test("Invisible characters stay characters, and XML's own are escaped")
    func characters() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let french = try folder.xliff(languages: ["fr"])
            #expect(french.contains("{hour}\u{00A0}heures"))
            #expect(!french.contains("&#"))
            let hebrew = Units(try folder.xliff(languages: ["he"]))
            #expect(hebrew.units["wheel.minute.label"]?.texts["target"]?.unicodeScalars.first == "\u{200F}")
        }
        let escaped = try XMLEscaping.text("a < b & c > d\r\n\"'") { _ in .emptyFile(path: "") }
        #expect(escaped == "a &lt; b &amp; c &gt; d&#13;\n\"'")
        #expect(throws: TableExchangeError.unrepresentableInXML(tag: "xx", key: "k", character: "\u{01}")) {
            try XMLEscaping.text("a\u{01}") { .unrepresentableInXML(tag: "xx", key: "k", character: $0) }
        }
    }

    @Test("The bundle's tables keep their comments: exporting it equals exporting the source tree")
    func bundleKeepsComments() throws {
        let bundled = try TableFolder.bundled()
        let source = try TableFolder(url: SourceTree.localizations)
        #expect(bundled.tags == source.tags)
        #expect(try bundled.xliff() == source.xliff(), "rebuild: the bundle's tables differ from Localizations/")
    }

    @Test("Per-table documents are the one-table exports; unknown languages are refused")
    func perTable() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let tables = try folder.xliffPerTable(languages: ["ja", "de", "ja"])
            #expect(tables.map(\.fileName) == ["ja.xliff", "de.xliff"])
            #expect(tables.last?.xliff == (try folder.xliff(languages: ["de"])))
            #expect(throws: TableExchangeError.unknownLanguage("xx", available: folder.tags)) {
                try folder.xliff(languages: ["de", "xx"])
            }
        }
    }
}

@Suite("Opening a folder of tables")
struct TableFolderTests {
    @Test("Not a folder, no tables, no English table")
    func refused() throws {
        #expect(throws: TableExchangeError.notAFolder(path: "/no/such/folder")) {
            try TableFolder(url: URL(fileURLWithPath: "/no/such/folder"))
        }
        try withTableCopy { copy in
            let parent = copy.deletingLastPathComponent()
            #expect(throws: TableExchangeError.noTables(path: parent.path)) { try TableFolder(url: parent) }
            try FileManager.default.removeItem(at: copy.appendingPathComponent("en.lproj"))
            #expect(throws: TableExchangeError.noEnglishTable(path: copy.path)) { try TableFolder(url: copy) }
        }
    }

    @Test("A folder given as a symbolic link is the folder it points to (D14)", arguments: ["Link", "Link/"])
    func symbolicLink(path: String) throws {
        try withTableCopy { copy in
            let parent = copy.deletingLastPathComponent()
            try FileManager.default.createSymbolicLink(atPath: parent.appendingPathComponent("Link").path, withDestinationPath: "Localizations")
            let real = try TableFolder(url: copy)
            let linked = try TableFolder(url: URL(fileURLWithPath: path, relativeTo: parent))
            #expect(linked.tags == real.tags)
            #expect(try linked.xliff(languages: ["de"]) == real.xliff(languages: ["de"]))
        }
    }

    @Test("Tags are spelled canonically and matched in any case")
    func tags() throws {
        let folder = try TableFolder(url: SourceTree.localizations)
        #expect(folder.tags.contains("zh-Hans"))
        #expect(folder.tag(matching: "ZH-hans") == "zh-Hans")
        #expect(try TableFolder.bundled().tags.contains("zh-Hans"))
    }
}
