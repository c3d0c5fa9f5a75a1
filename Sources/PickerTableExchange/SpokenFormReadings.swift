import Foundation
import PickerSpeech

/// The readings in `spoken-forms.json` that a native reviewer can correct: per language,
/// each mark and spelling, the written text and what the speech engine is given instead
/// ("令和" → "れいわ"), with the reason it was added.
///
/// The language's own number rules (`ownRuleSets`: Arabic numbers before a feminine noun,
/// Czech, Slovak and Ukrainian genitive counts, where CLDR has none) are readings too, a rule
/// with words each ("4: čtyř;"), its own source: the reviewer corrects the words, and the
/// import checks that the number, the colon and the semicolon stayed and that ICU reads the
/// rules. Which numbers are spelled out, by which rule set, is not a reading but a rule, and
/// stays with the code. Readings travel as XLIFF 1.2 like the tables: one `<file>` per
/// language, `original="Sources/PickerSpeech/SpokenForm/spoken-forms.json"`, a unit per
/// reading with the written text as `<source>` and the reading as `<target>`.
///
/// ```swift
/// let readings = try SpokenFormReadings(contentsOf: URL(fileURLWithPath: SpokenFormReadings.checkoutPath))
/// readings.languages  // ["ar", "cs", "da", "he", "id", "ja", "ru", "sk", "sv", "tr", "uk", "vi"]
/// ```
public struct SpokenFormReadings: Sendable {
    /// One reading.
    struct Reading: Sendable, Equatable {
        /// The language code ("ja").
        let language: String
        /// "marks" (replaced everywhere), "spellings" (in CLDR's words only) or "rules" (a rule
        /// of the language's own rule sets, "3: ثَلَاث;", whose source and target are both the
        /// rule: the reviewer corrects its words).
        let kind: String
        /// Its place in the language's list, from 0.
        let index: Int
        /// The text as written ("令和").
        let from: String
        /// What the engine reads instead ("れいわ").
        let to: String
        /// Why it was added.
        let why: String?

        /// The unit's id: "marks.2" for the second mark, "rules.4" for the fourth line of the
        /// own rule sets.
        var id: String { "\(kind).\(index + 1)" }
    }

    /// Where the file is in a PickerVoice checkout, as imports name it.
    public static let checkoutPath = "Sources/PickerSpeech/SpokenForm/spoken-forms.json"

    /// The file, as named in messages.
    let path: String
    /// Its bytes.
    let data: Data
    /// Every reading, by language and then in the file's order.
    let readings: [Reading]

    /// The languages that have readings, sorted.
    public var languages: [String] {
        Array(Set(readings.map(\.language))).sorted()
    }

    /// Reads the file at `url`.
    ///
    /// - Throws: ``TableExchangeError/unreadableFile(path:reason:)`` and
    ///   ``TableExchangeError/malformedSpokenForms(path:reason:)``.
    public init(contentsOf url: URL) throws(TableExchangeError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.relativePath, reason: TableFile.reason(error))
        }
        try self.init(data: data, path: url.relativePath)
    }

    /// The readings of `data`, the text of a `spoken-forms.json` named `path` in messages.
    ///
    /// - Throws: ``TableExchangeError/malformedSpokenForms(path:reason:)``.
    public init(data: Data, path: String) throws(TableExchangeError) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let languages = root["languages"] as? [String: Any]
        else { throw .malformedSpokenForms(path: path, reason: "it is not a JSON object with \"languages\"") }
        var readings: [Reading] = []
        for language in languages.keys.sorted() {
            guard let rules = languages[language] as? [String: Any] else {
                throw .malformedSpokenForms(path: path, reason: "the rules of \"\(language)\" are not an object")
            }
            for kind in ["marks", "spellings"] {
                guard let list = rules[kind] else { continue }
                guard let entries = list as? [[String: Any]] else {
                    throw .malformedSpokenForms(path: path, reason: "\"\(language)\".\(kind) is not a list of objects")
                }
                for (index, entry) in entries.enumerated() {
                    guard let from = entry["from"] as? String, let to = entry["to"] as? String else {
                        throw .malformedSpokenForms(path: path, reason: "\"\(language)\".\(kind)[\(index)] lacks \"from\" or \"to\"")
                    }
                    readings.append(Reading(language: language, kind: kind, index: index, from: from, to: to, why: entry["why"] as? String))
                }
            }
            if let own = rules["ownRuleSets"] {
                guard let lines = (own as? [String: Any])?["rules"] as? [String] else {
                    throw .malformedSpokenForms(path: path, reason: "\"\(language)\".ownRuleSets has no list of \"rules\"")
                }
                var ruleSet = ""
                for (index, line) in lines.enumerated() {
                    if line.hasPrefix("%") {
                        ruleSet = String(line.dropLast())
                    } else if Self.hasWords(line) {
                        readings.append(Reading(
                            language: language, kind: "rules", index: index, from: line, to: line,
                            why: "A rule of \(ruleSet): the number, a colon, its words, a semicolon. Correct the words only."
                        ))
                    }
                }
            }
        }
        self.path = path
        self.data = data
        self.readings = readings
    }

    /// Whether a rule line says words, not only digits or another rule set ("100: =#,##0=;").
    static func hasWords(_ line: String) -> Bool {
        guard let colon = line.firstIndex(of: ":") else { return false }
        var rest = line[line.index(after: colon)...]
        var words = ""
        // A rule set's name ("%%and", "%spellout-cardinal-genitive") is not a word.
        while let first = rest.first {
            if first == "%" {
                rest = rest.drop { $0 == "%" || $0.isLetter || $0.isNumber || $0 == "-" }
            } else {
                words.append(first)
                rest = rest.dropFirst()
            }
        }
        return words.contains { $0.isLetter }
    }

    /// The readings built into PickerVoice, as they were when it was built.
    public static func shipped() throws(TableExchangeError) -> SpokenFormReadings {
        try SpokenFormReadings(data: SpokenFormData.shipped, path: checkoutPath)
    }

    /// The readings of `languages` (every language with readings when `nil`) as one XLIFF
    /// 1.2 document, a `<file>` per language.
    ///
    /// ```xml
    /// <trans-unit id="marks.2" xml:space="preserve">
    ///   <source>令和</source>
    ///   <target state="needs-review-translation">れいわ</target>
    ///   <note from="PickerVoice">era name (Reiwa); espeak-ng names each kanji 'Chinese letter'</note>
    /// </trans-unit>
    /// ```
    ///
    /// - Throws: ``TableExchangeError/unknownLanguage(_:available:)`` for a language without
    ///   readings.
    public func xliff(languages requested: [String]? = nil) throws(TableExchangeError) -> String {
        var chosen: [String] = []
        for language in requested ?? languages {
            let code = language.lowercased()
            guard languages.contains(code) else { throw .unknownLanguage(language, available: languages) }
            if !chosen.contains(code) { chosen.append(code) }
        }
        func text(_ value: String, _ reading: Reading) throws(TableExchangeError) -> String {
            try XMLEscaping.text(value) { .unrepresentableInXML(tag: reading.language, key: reading.id, character: $0) }
        }
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="\(XLIFFWriter.namespace)" version="1.2">

            """
        for language in chosen {
            out += """
                  <file original="\(XMLEscaping.attribute(Self.checkoutPath))" source-language="\(language)" \
                target-language="\(language)" datatype="plaintext">
                    <header>
                      <note from="PickerVoice">The spoken form's readings: each source is written text, each target what the speech engine reads instead. Correct a target; an empty one drops the text.</note>
                    </header>
                    <body>

                """
            for reading in readings where reading.language == language {
                out += "      <trans-unit id=\"\(reading.id)\" xml:space=\"preserve\">\n"
                out += "        <source>\(try text(reading.from, reading))</source>\n"
                out += "        <target state=\"needs-review-translation\">\(try text(reading.to, reading))</target>\n"
                if let why = reading.why {
                    out += "        <note from=\"PickerVoice\">\(try text(why, reading))</note>\n"
                }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n"
        }
        out += "</xliff>\n"
        return out
    }
}
