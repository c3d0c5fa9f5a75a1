import Foundation
import PickerAccessibility

extension TableFolder {
    /// The folder's tables as a set a narrator speaks from, so that corrected tables can be
    /// heard (and described and checked) before they are imported.
    ///
    /// Every table is read as an import reads it, with the same parser (which Foundation's
    /// reading must agree with), and every value is held to the rules an import holds a
    /// changed value to: the key's placeholders, the ASCII apostrophe, no empty value where
    /// the key needs words, one line without characters the table does not use. A key the
    /// tables do not have is refused too, since its phrase would never be heard. A key a
    /// table lacks is spoken from the folder's English table, as for the built-in tables.
    /// The folder's tables replace the built-in ones: a locale whose language has no table
    /// in the folder is spoken from its English table.
    ///
    /// ```swift
    /// let corrected = try TableFolder(url: URL(fileURLWithPath: "review/Localizations")).phraseTables()
    /// PickerNarrator(tables: corrected).elements(of: picker)
    /// ```
    ///
    /// - Throws: ``TableExchangeError/unreadableTable(tag:path:reason:)`` and
    ///   ``TableExchangeError/malformedTable(tag:path:line:reason:)`` for a table that cannot
    ///   be read, ``TableExchangeError/unknownKeyInTable(tag:path:line:key:)`` and
    ///   ``TableExchangeError/invalidValue(tag:path:line:key:reason:)`` for the first value
    ///   that breaks a rule.
    public func phraseTables() throws(TableExchangeError) -> PhraseTableSet {
        var tables: [String: [String: String]] = [:]
        for tag in tags {
            let table = try read(tag)
            let own = PhraseCharacters.ownInvisibles(of: table.entries.map(\.value))
            for entry in table.entries {
                guard let key = PhraseKey(rawValue: entry.key) else {
                    throw .unknownKeyInTable(tag: tag, path: table.url.path, line: entry.line, key: entry.key)
                }
                let reasons = ImportValidator.problems(with: entry.value, key: key, table: tag, ownInvisibles: own)
                if let reason = reasons.first {
                    let problem = ImportProblem(place: .unit(key: entry.key, table: tag), reason: reason)
                    throw .invalidValue(tag: tag, path: table.url.path, line: entry.line, key: entry.key, reason: problem.reasonDescription)
                }
            }
            tables[tag] = Dictionary(table.entries.map { ($0.key, $0.value) }) { first, _ in first }
        }
        return PhraseTableSet(tables: tables)
    }
}

extension TableFolder {
    /// The tables of the folder at `url` as a set a narrator speaks from: ``init(url:)``,
    /// then ``phraseTables()``.
    ///
    /// - Throws: the errors of both.
    public static func phraseTables(inFolder url: URL) throws(TableExchangeError) -> PhraseTableSet {
        try TableFolder(url: url).phraseTables()
    }
}
