import Foundation

extension TableFolder {
    /// The tables `languages` (every table when `nil`) as one XLIFF 1.2 document, with a
    /// `<file>` element per language.
    ///
    /// Each `<file>` names its table (`original="Localizations/de.lproj/Phrases.strings"`,
    /// `target-language="de"`) and carries the table's header comment as a note. Each key
    /// is a `<trans-unit>` in the tables' key order, with the English value as `<source>`,
    /// this table's value as `<target>`, the key's note from the table, and Apple's own
    /// string where iOS ships one for that key and language. A unit whose value the table
    /// lists as Apple's wording is marked `translate="no"`: import refuses a change to it.
    ///
    /// ```xml
    /// <trans-unit id="value.dayPeriod.am" xml:space="preserve">
    ///   <source>AM</source>
    ///   <target state="needs-review-translation">vor Mittag</target>
    ///   <note from="PickerVoice">Spoken value of the AM/PM wheel, first half of the day ...</note>
    /// </trans-unit>
    /// ```
    ///
    /// Invisible characters (U+00A0, U+200F) are written as themselves, not as references.
    ///
    /// - Parameter languages: Table tags, in any case; each appears once.
    /// - Throws: ``TableExchangeError/unknownLanguage(_:available:)`` for a language without
    ///   a table, and the errors of reading a table.
    public func xliff(languages: [String]? = nil) throws(TableExchangeError) -> String {
        try XLIFFWriter(folder: self).document(tables: resolve(languages))
    }

    /// The tables `languages` (every table when `nil`) as one XLIFF 1.2 document each, in
    /// the order given (tag order when `nil`). Each is what ``xliff(languages:)`` writes
    /// for that language alone.
    ///
    /// - Throws: as ``xliff(languages:)``.
    public func xliffPerTable(languages: [String]? = nil) throws(TableExchangeError) -> [ExportedTable] {
        let writer = try XLIFFWriter(folder: self)
        var result: [ExportedTable] = []
        for tag in try resolve(languages) {
            result.append(ExportedTable(tag: tag, xliff: try writer.document(tables: [tag])))
        }
        return result
    }
}
