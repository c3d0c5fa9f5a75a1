import Foundation
@testable import PickerTableExchange
import Testing

/// XLIFF 1.2 as translation tools write it back: segmented targets and files that hold only
/// the units a reviewer changed.
@Suite("Files from translation tools")
struct TranslationToolFileTests {
    /// A German file as Okapi, Trados or memoQ return it: only the changed units, each
    /// source segmented in `<seg-source>` and each target in `<mrk mtype="seg">`, with a
    /// tool's namespace and an `<alt-trans>` of its own.
    static let segmented = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:sdl="http://sdl.com/FileTypes/SdlXliff/1.0" version="1.2">
          <file original="Localizations/de.lproj/Phrases.strings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="wheel.date.label" xml:space="preserve">
                <source>Date</source>
                <seg-source><mrk mtype="seg" mid="1">Date</mrk></seg-source>
                <target state="translated"><mrk mtype="seg" mid="1">Datum.</mrk> <mrk mtype="seg" mid="2">Tag und Monat</mrk></target>
                <alt-trans><target><mrk mtype="seg" mid="1">Tag</mrk></target></alt-trans>
                <sdl:seg-defs><sdl:seg id="1" conf="Translated"/></sdl:seg-defs>
              </trans-unit>
              <trans-unit id="value.dayPeriod.pm" xml:space="preserve">
                <source>PM</source>
                <seg-source><mrk mtype="seg" mid="1">PM</mrk></seg-source>
                <target><mrk mtype="seg" mid="1">nachmittags</mrk></target>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """

    @Test("Segments are joined into one value, with the text between them; the keys without a unit keep theirs")
    func segmentedPartialFile() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let url = copy.appendingPathComponent("de.lproj/Phrases.strings")
            let before = try foundationValues(of: url)
            let corrections = try TableImport(xliff: Data(Self.segmented.utf8), path: "de.xliff", into: folder)
            #expect(corrections.changes.map(\.description) == ["de: 2 values changed (wheel.date.label, value.dayPeriod.pm)"])
            #expect(corrections.changes.first?.values.first?.new == "Datum. Tag und Monat")
            try corrections.write()
            var expected = before
            expected["wheel.date.label"] = "Datum. Tag und Monat"
            expected["value.dayPeriod.pm"] = "nachmittags"
            #expect(try foundationValues(of: url) == expected)
            #expect(try foundationValues(of: copy.appendingPathComponent("fr.lproj/Phrases.strings")) == foundationValues(of: SourceTree.localizations.appendingPathComponent("fr.lproj/Phrases.strings")))
        }
    }

    @Test("A file of one unchanged unit changes nothing and reports nothing missing")
    func oneUnchangedUnit() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            let exported = try folder.xliff(languages: ["de"])
            let unit = try XLIFFEdit.unitRange("wheel.dayPeriod.label", tag: "de", in: exported)
            let body = try #require(exported.range(of: "<body>\n"))
            let end = try #require(exported.range(of: "    </body>"))
            let single = exported.replacingCharacters(in: body.upperBound..<end.lowerBound, with: String(exported[unit]))
            let before = try snapshot(copy)
            let corrections = try TableImport(xliff: Data(single.utf8), path: "de.xliff", into: folder)
            #expect(corrections.changes.isEmpty)
            try corrections.write()
            #expect(try snapshot(copy) == before)
        }
    }
}
