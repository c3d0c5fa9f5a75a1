import Foundation
import PickerAccessibility

/// The values of an XLIFF file, checked against the tables of a folder and ready to be
/// written into them.
///
/// Creating an import reads and checks everything and writes nothing; ``write()`` then
/// writes the changed tables, each as a whole. An import is all or nothing: a file with any
/// problem is refused whole, with every problem listed.
///
/// ```swift
/// let folder = try TableFolder(url: URL(fileURLWithPath: "Localizations"))
/// let corrections = try TableImport(contentsOf: URL(fileURLWithPath: "de.xliff"), into: folder)
/// corrections.changes.map(\.description)  // ["de: 1 value changed (value.dayPeriod.am)"]
/// try corrections.write()
/// ```
///
/// What is checked, for every `<file>`: its `target-language` names a table of the folder,
/// and the same one as its `original` path; every unit is a key, and no key has two; each
/// `<source>` is the current English value (else the file is stale); one `<source>` and one
/// `<target>` per unit, the target text or segments only. A key without a unit keeps its
/// value: translation tools write files of only the changed units. A target segmented as
/// XLIFF 1.2 segments text (`<mrk mtype="seg" mid="1">`, as Okapi, Trados and memoQ write
/// it) is read as its text, its segments and what lies between them joined in order. For every changed value: it uses
/// exactly one of its key's placeholder sets and no unknown `{name}`, `{hourName}` only in a
/// language with a list of hour names, no typographic apostrophe (U+2019), no empty value
/// where its key needs words, and no change at all to a key that the table's header lists
/// as Apple's wording. A value is one line of at most 1,000 characters: no line break, tab
/// or other control character, no bidirectional embedding, override or isolate, no U+FEFF,
/// and no other invisible character except U+00A0, U+202F, U+200E, U+200F and those the
/// table already uses; each such character is one problem, named as U+XXXX.
public struct TableImport: Sendable {
    /// The XLIFF file, as named in messages.
    public let path: String
    /// The folder the values go into.
    public let folder: TableFolder
    /// The tables the file changes, by tag, and which keys.
    public let changes: [TableChange]
    /// The new contents of each changed table.
    let rewrites: [Rewrite]
    /// The contents of each new table, by tag.
    let newTables: [(tag: String, data: Data)]

    /// One table's old and new bytes.
    struct Rewrite: Sendable {
        let tag: String
        let url: URL
        let old: Data
        let new: Data
    }

    /// Reads the XLIFF file at `url` and checks it against `folder`'s tables.
    ///
    /// - Throws: ``TableExchangeError/invalidImport(path:problems:)`` with every problem of
    ///   the file's units and `<file>` elements; the errors of reading XML (with the line and
    ///   column) and of reading the tables; ``TableExchangeError/notAFile(path:kind:)`` for a
    ///   folder, a device or a FIFO, and ``TableExchangeError/fileTooLarge(path:bytes:limit:)``
    ///   for a file of more than ``maximumFileBytes``.
    public init(contentsOf url: URL, into folder: TableFolder) throws(TableExchangeError) {
        try self.init(xliff: Self.contents(of: url), path: url.relativePath, into: folder)
    }

    /// Checks the XLIFF document `data` against `folder`'s tables.
    ///
    /// - Parameter path: The file's name in messages.
    /// - Throws: as ``init(contentsOf:into:)``.
    public init(xliff data: Data, path: String, into folder: TableFolder) throws(TableExchangeError) {
        let content = try XLIFFReader.read(data, path: path)
        var validator = ImportValidator(folder: folder, english: try folder.read("en"))
        for file in content.files {
            try validator.check(file)
        }
        guard validator.problems.isEmpty else {
            throw .invalidImport(path: path, problems: validator.problems)
        }
        var changes: [TableChange] = []
        var rewrites: [Rewrite] = []
        for (table, values) in validator.accepted.sorted(by: { $0.table.tag < $1.table.tag }) {
            let changed = PhraseKey.allCases.map(\.rawValue).filter { key in
                values[key].map { $0 != table.value(key) } ?? false
            }
            guard !changed.isEmpty else { continue }
            let newValues = Dictionary(uniqueKeysWithValues: changed.map { ($0, values[$0] ?? "") })
            let new = table.replacing(newValues)
            Self.verify(new, of: table, changing: newValues)
            changes.append(TableChange(table: table.tag, values: changed.map { key in
                TableChange.Value(key: key, old: table.value(key) ?? "", new: newValues[key] ?? "")
            }))
            rewrites.append(Rewrite(tag: table.tag, url: table.url, old: table.data, new: new))
        }
        var newTables: [(tag: String, data: Data)] = []
        for new in validator.acceptedNew {
            // Written apart from the tables it replaces, a new table would break the
            // all-or-nothing promise: it comes alone.
            guard rewrites.isEmpty else {
                throw .invalidImport(path: path, problems: [ImportProblem(place: new.place, reason: .newTableWithOtherChanges)])
            }
            let english = try folder.read("en")
            newTables.append((new.tag, NewTableFile.contents(tag: new.tag, values: new.values, english: english)))
            var change = TableChange(table: new.tag, values: english.entries.map { entry in
                TableChange.Value(key: entry.key, old: "", new: new.values[entry.key] ?? "")
            })
            change.isNewTable = true
            changes.append(change)
        }
        self.path = path
        self.folder = folder
        self.changes = changes
        self.rewrites = rewrites
        self.newTables = newTables
    }

    /// Reads the rewritten table back, as PickerVoice and Foundation will, and traps unless
    /// it holds exactly the old values with `changes` applied: a wrong escape here would
    /// damage a table, so it is a bug to stop at, before anything is written.
    private static func verify(_ new: Data, of table: TableFile, changing changes: [String: String]) {
        let reread: TableFile
        do {
            reread = try TableFile(tag: table.tag, url: table.url, data: new)
        } catch {
            preconditionFailure("the rewritten \(table.tag) table cannot be read back: \(error)")
        }
        precondition(reread.entries.count == table.entries.count, "the rewritten \(table.tag) table lost or gained keys")
        for entry in table.entries {
            let expected = changes[entry.key] ?? entry.value
            precondition(reread.value(entry.key) == expected, "the rewritten \(table.tag) table reads \(entry.key) back wrongly")
        }
        precondition(reread.header == table.header, "the rewritten \(table.tag) table's header changed")
    }
}
