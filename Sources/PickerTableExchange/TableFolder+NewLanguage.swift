import Foundation

extension TableFolder {
    /// An XLIFF 1.2 document that starts a table for `language`: every key's English value
    /// as its `<source>`, an empty `<target state="new">`, the key's note from the English
    /// table and Apple's own string where iOS ships one for the language. Once every target
    /// is filled, ``TableImport`` writes it as `Localizations/<tag>.lproj/Phrases.strings`.
    ///
    /// ```swift
    /// let swahili = try folder.xliffForNewLanguage("sw")
    /// swahili.fileName  // "sw.xliff"
    /// ```
    ///
    /// - Parameter language: A BCP-47 tag CLDR has data for ("sw", "sr-Latn", "es-MX"), in
    ///   any case and with "-" or "_".
    /// - Throws: ``TableExchangeError/tableExists(language:table:)`` when the folder has a
    ///   table for it already, ``TableExchangeError/unknownToCLDR(language:)`` when CLDR
    ///   (the ICU inside Foundation) has no locale of that tag.
    public func xliffForNewLanguage(_ language: String) throws(TableExchangeError) -> ExportedTable {
        let tag = try newTableTag(language)
        return ExportedTable(tag: tag, xliff: try XLIFFWriter(folder: self).newTableDocument(tag: tag))
    }

    /// The tag a new table for `language` gets, spelled as BCP-47 spells it ("sr-Latn").
    ///
    /// - Throws: as ``xliffForNewLanguage(_:)``.
    func newTableTag(_ language: String) throws(TableExchangeError) -> String {
        guard let tag = Self.cldrTag(language) else { throw .unknownToCLDR(language: language) }
        if let existing = self.tag(matching: tag) { throw .tableExists(language: language, table: existing) }
        return tag
    }

    /// `language` as the BCP-47 tag of a locale CLDR has data for, or `nil`.
    ///
    /// Only ICU's own locales count (Foundation on Linux knows 1,034): `Locale(identifier:)`
    /// accepts any string, "xx" and "tlh" too.
    static func cldrTag(_ language: String) -> String? {
        let icu = language.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "-", with: "_").lowercased()
        guard !icu.isEmpty, let known = Locale.availableIdentifiers.first(where: { $0.lowercased() == icu }) else { return nil }
        return Locale(identifier: known).identifier(.bcp47)
    }
}
