import Foundation
import PickerAccessibility
@testable import PickerTableExchange
import Testing

@Suite("Apple's wording ships with the library")
struct AppleWordingCopyTests {
    static let reference = SourceTree.root.appendingPathComponent("Tests/PickerAccessibilityTests/Reference/apple-wording.json")
    static let shipped = SourceTree.root.appendingPathComponent("Sources/PickerTableExchange/Reference/apple-wording.json")

    @Test("The shipped copy is byte-identical to the tests' reference copy")
    func sameBytes() throws {
        #expect(try Data(contentsOf: Self.shipped) == Data(contentsOf: Self.reference),
                "copy Tests/PickerAccessibilityTests/Reference/apple-wording.json to Sources/PickerTableExchange/Reference/")
    }

    @Test("The built bundle holds the same bytes")
    func bundled() throws {
        let url = try #require(AppleWording.shippedURL)
        #expect(try Data(contentsOf: url) == Data(contentsOf: Self.reference))
    }

    @Test("Apple's strings are found by table tag, through Apple's language names")
    func lookUp() throws {
        let apple = AppleWording.shipped
        #expect(apple.wording(for: "value.hour.twelveHourClock", table: "de")
            == .init(text: "%@ Uhr", appleKey: "date.picker.hours", origin: "iOS UIKit.axbundle, Accessibility.strings"))
        #expect(apple.wording(for: "trait.pickerItem", table: "nb")?.origin == "iOS VoiceOverTouch.app, VOTLocalizedStrings.strings")
        #expect(apple.wording(for: "position.indexOfCount", table: "zh-hans")?.text == "%1$@，共%2$@")
        // iOS ships VoiceOver's own strings in no Cantonese form, and nothing for our keys.
        #expect(apple.wording(for: "trait.pickerItem", table: "yue-Hans") == nil)
        #expect(apple.wording(for: "value.dayPeriod.am", table: "de") == nil)
    }
}

@Suite("Reading a table file")
struct TableFileTests {
    static let tags = (try? TableFolder(url: SourceTree.localizations).tags) ?? []

    @Test("Every table reads as Foundation reads it, with a header and a note per key", arguments: tags)
    func readsEveryTable(tag: String) throws {
        let folder = try TableFolder(url: SourceTree.localizations)
        let url = try #require(folder.fileURL(forTable: tag))
        let table = try TableFile(tag: tag, url: url)
        #expect(Dictionary(uniqueKeysWithValues: table.entries.map { ($0.key, $0.value) }) == (try foundationValues(of: url)))
        #expect(table.header?.text.contains("How it was made") == true)
        for entry in table.entries {
            #expect(entry.note?.isEmpty == false, "\(tag) \(entry.key) has no note")
        }
        // Nothing replaced: the same bytes.
        #expect(table.replacing([:]) == table.data)
    }

    @Test("The header names Apple's keys and the reasons for ours")
    func header() throws {
        let folder = try TableFolder(url: SourceTree.localizations)
        let german = try folder.read("de")
        #expect(german.header?.appleWording["wheel.month.label"] == "date.picker.speech.input.month, UIKit.axbundle")
        #expect(german.header?.appleWording["hint.adjustable"] == "adjustable.instructions, VoiceOverTouch.app")
        #expect(german.header?.appleWording["value.dayPeriod.am"] == nil)
        let japanese = try folder.read("ja")
        #expect(japanese.header?.appleWording["wheel.month.label"] == nil)
        #expect(japanese.header?.reasonsForOurs["wheel.month.label"]?.hasPrefix("Apple's speech-input name") == true)
    }

    @Test("A multi-line note is one paragraph")
    func notes() throws {
        let german = try TableFolder(url: SourceTree.localizations).read("de")
        let note = try #require(german.entry("value.hour.twelveHourClock")?.note)
        #expect(note.hasPrefix("Spoken value of the hour wheel on a 12-hour clock"))
        #expect(!note.contains("\n"))
    }

    @Test("A file Foundation reads differently, or cannot read, is refused with its line")
    func malformed() throws {
        let url = URL(fileURLWithPath: "/tables/xx.lproj/Phrases.strings")
        func error(_ text: String) -> TableExchangeError? {
            do {
                _ = try TableFile(tag: "xx", url: url, data: Data(text.utf8))
                return nil
            } catch {
                return error
            }
        }
        #expect(error("/* h */\n\"a\" = \"b\";\n") == nil)
        #expect(error("/* h */\n\"a\" = \"b\"\n\"c\" = \"d\";") == .malformedTable(tag: "xx", path: url.path, line: 3, reason: "expected ';' after the value of \"a\""))
        #expect(error("/* h */\n\"a\" = \"b\";\n\"a\" = \"c\";") == .malformedTable(tag: "xx", path: url.path, line: 3, reason: "the key \"a\" appears again (first on line 2)"))
        #expect(error("/* h\n\"a\" = \"b\";") == .malformedTable(tag: "xx", path: url.path, line: 1, reason: "a comment opened here is never closed"))
        #expect(error("a = b;") == .malformedTable(tag: "xx", path: url.path, line: 1, reason: "expected a comment or a \"key\" = \"value\"; line, found 'a'"))
        #expect(error("\"a\" = \"\\q\";") == .malformedTable(tag: "xx", path: url.path, line: 1, reason: "unknown escape \\q"))
    }
}

@Suite("Escaping values for a table file")
struct StringsFileEscapingTests {
    static let values = [
        "plain", "{hour}\u{00A0}heures", "\u{200F}{index} מתוך {count}", "quote \" and backslash \\",
        "line\nbreak\ttab\rreturn", "emoji \u{1F600} and U+FEFF \u{FEFF}", "narrow\u{202F}space", "",
        "soft\u{00AD}hyphen", "\u{E000}private", "o'clock",
    ]

    @Test("What is written reads back the same, by PickerVoice and by Foundation", arguments: values)
    func roundTrip(value: String) throws {
        let line = "\"key\" = \"\(StringsFileEscaping.escape(value))\";\n"
        let plist = try PropertyListSerialization.propertyList(from: Data(line.utf8), format: nil)
        #expect((plist as? [String: String])?["key"] == value)
        let table = try TableFile(tag: "xx", url: URL(fileURLWithPath: "/xx.strings"), data: Data(line.utf8))
        #expect(table.value("key") == value)
    }

    @Test("Invisible characters are written as \\U escapes, visible ones as themselves")
    func visible() {
        #expect(StringsFileEscaping.escape("{hour}\u{00A0}heures") == "{hour}\\U00A0heures")
        #expect(StringsFileEscaping.escape("\u{200F}דקה") == "\\U200Fדקה")
        #expect(StringsFileEscaping.escape("a\u{E0001}") == "a\\UDB40\\UDC01")
        #expect(StringsFileEscaping.escape("時 'ok' é ü") == "時 'ok' é ü")
    }
}
