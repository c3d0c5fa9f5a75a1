import Foundation
import PickerAccessibility

/// Writes XLIFF 1.2 for the tables of a folder.
struct XLIFFWriter {
    static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    let folder: TableFolder
    let english: TableFile
    let apple = AppleWording.shipped

    init(folder: TableFolder) throws(TableExchangeError) {
        self.folder = folder
        english = try folder.read("en")
    }

    func document(tables: [String]) throws(TableExchangeError) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="\(Self.namespace)" version="1.2">

            """
        for tag in tables {
            try file(folder.read(tag), into: &out)
        }
        out += "</xliff>\n"
        return out
    }

    /// A document with one `<file>` that starts the table `tag`: English sources, empty
    /// targets in the state "new", the English table's notes and Apple's strings for `tag`.
    func newTableDocument(tag: String) throws(TableExchangeError) -> String {
        func text(_ value: String, key: String) throws(TableExchangeError) -> String {
            try XMLEscaping.text(value) { scalar in .unrepresentableInXML(tag: "en", key: key, character: scalar) }
        }
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="\(Self.namespace)" version="1.2">
              <file original="\(XMLEscaping.attribute(TableFolder.originalPath(forTable: tag)))" source-language="en" \
            target-language="\(XMLEscaping.attribute(tag))" datatype="plaintext">
                <header>
                  <note from="PickerVoice">A new table: write each target in \(XMLEscaping.attribute(tag)). pickervoice tables import writes the table once every unit has its target.</note>
                </header>
                <body>

            """
        for key in PhraseKey.allCases.map(\.rawValue) {
            guard let entry = english.entry(key) else { continue }
            out += "      <trans-unit id=\"\(XMLEscaping.attribute(key))\" xml:space=\"preserve\">\n"
            out += "        <source>\(try text(entry.value, key: key))</source>\n"
            out += "        <target state=\"new\"></target>\n"
            if let note = entry.note {
                out += "        <note from=\"PickerVoice\">\(try text(note, key: key))</note>\n"
            }
            if let wording = apple.wording(for: key, table: tag) {
                let note = "Apple's string in \(wording.origin), key \(wording.appleKey): \(wording.text)"
                out += "        <note from=\"Apple\">\(try text(note, key: key))</note>\n"
            }
            out += "      </trans-unit>\n"
        }
        out += "    </body>\n  </file>\n</xliff>\n"
        return out
    }

    private func file(_ table: TableFile, into out: inout String) throws(TableExchangeError) {
        let tag = table.tag
        func text(_ value: String, key: String) throws(TableExchangeError) -> String {
            try XMLEscaping.text(value) { scalar in .unrepresentableInXML(tag: tag, key: key, character: scalar) }
        }
        let original = TableFolder.originalPath(forTable: tag)
        out += """
              <file original="\(XMLEscaping.attribute(original))" source-language="en" \
            target-language="\(XMLEscaping.attribute(tag))" datatype="plaintext">

            """
        if let header = table.header {
            out += """
                    <header>
                      <note from="PickerVoice">\(try text(header.text, key: "header"))</note>
                    </header>

                """
        }
        out += "    <body>\n"
        for key in PhraseKey.allCases.map(\.rawValue) {
            guard let entry = table.entry(key) else { continue }
            let attribution = table.header?.appleWording[key]
            let translate = attribution == nil ? "" : " translate=\"no\""
            let state = attribution != nil ? "final" : tag == "en" ? "translated" : "needs-review-translation"
            out += "      <trans-unit id=\"\(XMLEscaping.attribute(key))\" xml:space=\"preserve\"\(translate)>\n"
            out += "        <source>\(try text(english.source(of: key) ?? "", key: key))</source>\n"
            out += "        <target state=\"\(state)\">\(try text(entry.value, key: key))</target>\n"
            if let note = entry.note {
                out += "        <note from=\"PickerVoice\">\(try text(note, key: key))</note>\n"
            }
            if let attribution {
                let lock = "Apple's wording (\(attribution)): this value reproduces what iOS says and cannot be changed."
                out += "        <note from=\"PickerVoice\">\(try text(lock, key: key))</note>\n"
            }
            if let wording = apple.wording(for: key, table: tag) {
                var note = "Apple's string in \(wording.origin), key \(wording.appleKey): \(wording.text)"
                if let reason = table.header?.reasonsForOurs[key] {
                    note += "\nPickerVoice does not use it: \(reason)"
                }
                out += "        <note from=\"Apple\">\(try text(note, key: key))</note>\n"
            }
            out += "      </trans-unit>\n"
        }
        out += "    </body>\n  </file>\n"
    }
}

/// Escaping for XML 1.0 text and attribute values.
enum XMLEscaping {
    /// `value` as element content. A carriage return is written as `&#13;`, because XML
    /// readers turn a raw one into a line feed; a character XML 1.0 cannot carry at all
    /// (other control characters, U+FFFE, U+FFFF) is refused.
    static func text(
        _ value: String, refusing error: (Unicode.Scalar) -> TableExchangeError
    ) throws(TableExchangeError) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                throw error(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `value` as an attribute value between double quotes. For names and tags, which
    /// hold no control characters.
    static func attribute(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
