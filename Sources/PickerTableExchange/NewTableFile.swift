import Foundation

/// The text of a new table, as `tables import` writes a language that `tables export --new`
/// started: a header that says how it was made, then every key in the English table's order
/// with the English table's note.
enum NewTableFile {
    /// The new table `tag` holding `values`, every key of `english`'s.
    ///
    /// It is read back as every table is read, and must give `values` exactly: a wrong escape
    /// would damage the table, so it is a bug to stop at before anything is written.
    static func contents(tag: String, values: [String: String], english: TableFile) -> Data {
        let name = Locale(identifier: "en").localizedString(forIdentifier: tag) ?? tag
        var text = """
            /*
             \(name) (\(tag)), a new table.
             How it was made: started with `pickervoice tables export --new \(tag)`, translated by a
             reviewer and written by `pickervoice tables import`; the notes are the English table's.
             Apple's wording: none listed yet. Localizations/README.md says how to compare the table
             with Apple's strings and list the keys that are Apple's own.
            */

            """
        for entry in english.entries {
            if let note = entry.note {
                text += "\n/* \(note) */\n"
            }
            text += "\"\(StringsFileEscaping.escape(entry.key))\" = \"\(StringsFileEscaping.escape(values[entry.key] ?? ""))\";\n"
        }
        let data = Data(text.utf8)
        let url = URL(fileURLWithPath: TableFolder.originalPath(forTable: tag))
        do {
            let reread = try TableFile(tag: tag, url: url, data: data)
            precondition(reread.entries.count == english.entries.count, "the new \(tag) table lost or gained keys")
            for entry in english.entries {
                precondition(reread.value(entry.key) == values[entry.key] ?? "", "the new \(tag) table reads \(entry.key) back wrongly")
            }
        } catch {
            preconditionFailure("the new \(tag) table cannot be read back: \(error)")
        }
        return data
    }
}
