import Foundation
import PickerAccessibility
import PickerFiles
import PickerSpeech

/// Corrections of the spoken form's readings from an XLIFF file (as `tables export
/// --spoken-forms` writes it and a reviewer corrected it), checked against a
/// `spoken-forms.json` and ready to be written into it.
///
/// Each `<file>` must be one language's readings (`original` is ``SpokenFormReadings/checkoutPath``);
/// each unit a reading of that language, once, with the current written text as its source
/// (else the file is stale) and one target of text (segments joined, as for the tables).
/// A reading may be empty (the text is dropped), and is otherwise held to a phrase's
/// characters: one line of at most 1,000 characters without controls or invisible
/// characters beyond U+00A0, U+202F, U+200E and U+200F. A reading without a unit keeps its
/// value. Only the changed `"to"` values are rewritten; every other byte of the file stays.
///
/// ```swift
/// let file = URL(fileURLWithPath: SpokenFormReadings.checkoutPath)
/// let corrections = try SpokenFormImport(contentsOf: URL(fileURLWithPath: "ja.xliff"), into: file)
/// corrections.changes.map(\.description)  // ["ja: 1 value changed (marks.2)"]
/// try corrections.write()
/// ```
public struct SpokenFormImport: Sendable {
    /// The XLIFF file, as named in messages.
    public let path: String
    /// The readings changed, per language; a value's key is the unit's id ("marks.2").
    public let changes: [TableChange]
    /// The file written into.
    let file: URL
    let old: Data
    let new: Data

    /// Reads the XLIFF file at `url` and checks it against the `spoken-forms.json` at `file`.
    ///
    /// - Throws: ``TableExchangeError/invalidImport(path:problems:)`` with every problem, the
    ///   errors of reading the XLIFF file (as ``TableImport``) and `file`, and
    ///   ``TableExchangeError/writeFailed(path:reason:)`` when a changed reading cannot be
    ///   found in `file` as written (edit that one by hand).
    public init(contentsOf url: URL, into file: URL) throws(TableExchangeError) {
        try self.init(xliff: TableImport.contents(of: url), path: url.relativePath, into: file)
    }

    /// Checks the XLIFF document `data` against the `spoken-forms.json` at `file`.
    ///
    /// - Parameter path: The XLIFF file's name in messages.
    /// - Throws: as ``init(contentsOf:into:)``.
    public init(xliff data: Data, path: String, into file: URL) throws(TableExchangeError) {
        let current = try SpokenFormReadings(contentsOf: file)
        let content = try XLIFFReader.read(data, path: path)
        var problems: [ImportProblem] = []
        var accepted: [(language: String, values: [String: String])] = []
        var seen: Set<String> = []
        for xliffFile in content.files {
            let place = ImportProblem.Place.file(number: xliffFile.number, original: xliffFile.original)
            guard xliffFile.original.map(Self.isReadingsOriginal) == true else {
                problems.append(ImportProblem(place: place, reason: .notSpokenFormReadings))
                continue
            }
            let language = (xliffFile.targetLanguage ?? "").lowercased()
            guard current.languages.contains(language) else {
                problems.append(ImportProblem(place: place, reason: .noReadings(language: xliffFile.targetLanguage ?? "", languages: current.languages)))
                continue
            }
            guard seen.insert(language).inserted else {
                problems.append(ImportProblem(place: place, reason: .tableRepeated(table: language)))
                continue
            }
            let before = problems.count
            let readings = Dictionary(uniqueKeysWithValues: current.readings.filter { $0.language == language }.map { ($0.id, $0) })
            var values: [String: String] = [:]
            var counts: [String: Int] = [:]
            for unit in xliffFile.units {
                let id = unit.id ?? ""
                guard let reading = readings[id] else {
                    problems.append(ImportProblem(place: .unit(key: id.isEmpty ? "(without id)" : id, table: language), reason: .unknownReading))
                    continue
                }
                counts[id, default: 0] += 1
                guard counts[id] == 1,
                      let value = ImportValidator.target(
                          of: unit, id: id, table: language, source: reading.from, problems: &problems,
                          stale: { .staleReading(inFile: $0, current: reading.from) }
                      ),
                      value != reading.to
                else { continue }
                // An empty reading is allowed: it drops the text.
                let reasons = ImportValidator.lengthAndCharacterProblems(of: value, inner: value[...], ownInvisibles: [])
                problems += reasons.map { ImportProblem(place: .unit(key: id, table: language), reason: $0) }
                if reasons.isEmpty { values[id] = value }
            }
            for (id, count) in counts.sorted(by: { $0.key < $1.key }) where count > 1 {
                problems.append(ImportProblem(place: .unit(key: id, table: language), reason: .duplicatedUnit(count: count)))
            }
            problems += Self.ruleProblems(language: language, readings: current.readings, values: values, in: current.data)
            if problems.count == before { accepted.append((language, values)) }
        }
        guard problems.isEmpty else { throw .invalidImport(path: path, problems: problems) }
        var text = String(decoding: current.data, as: UTF8.self)
        var changes: [TableChange] = []
        for (language, values) in accepted where !values.isEmpty {
            let changed = current.readings.filter { $0.language == language && values[$0.id] != nil }
            for reading in changed {
                text = reading.kind == "rules"
                    ? try Self.replacingRule(reading, among: current.readings, with: values[reading.id] ?? "", in: text, file: current.path)
                    : try Self.replacing(reading, with: values[reading.id] ?? "", in: text, file: current.path)
            }
            changes.append(TableChange(table: language, values: changed.map { TableChange.Value(key: $0.id, old: $0.to, new: values[$0.id] ?? "") }))
        }
        let new = Data(text.utf8)
        Self.verify(new, of: current, changing: changes)
        self.path = path
        self.file = file
        self.changes = changes
        old = current.data
        self.new = new
    }

    /// Writes the changed file through ``StagedFolder``, or does nothing when nothing changed.
    ///
    /// - Throws: ``TableExchangeError/tableChangedDuringImport(tag:path:)`` when the file was
    ///   edited after it was checked, ``TableExchangeError/writeFailed(path:reason:)``.
    public func write() throws(TableExchangeError) {
        guard !changes.isEmpty else { return }
        guard (try? Data(contentsOf: file)) == old else { throw .tableChangedDuringImport(tag: "spoken-forms", path: file.path) }
        do throws(FileOutputError) {
            let staged = try StagedFolder(in: file.deletingLastPathComponent())
            try staged.write(new, named: file.lastPathComponent)
            try staged.commit()
        } catch {
            throw .writeFailed(path: file.path, reason: error.description)
        }
    }

    /// Whether a `<file>`'s `original` names the spoken forms' file.
    static func isReadingsOriginal(_ original: String) -> Bool {
        original == SpokenFormReadings.checkoutPath || original.hasSuffix("/spoken-forms.json") || original == "spoken-forms.json"
    }

    /// `text` with `reading`'s `"to"` value replaced by `value`. The reading is found as its
    /// `"from": …, "to": …` pair, which must occur exactly once.
    private static func replacing(_ reading: SpokenFormReadings.Reading, with value: String, in text: String, file: String) throws(TableExchangeError) -> String {
        let pair = "\"from\": \(literal(reading.from)), \"to\": "
        let whole = pair + literal(reading.to)
        let ranges = text.ranges(of: whole)
        guard ranges.count == 1, let range = ranges.first else {
            throw .writeFailed(path: file, reason: "the \(reading.language) reading \(reading.id) (\(literal(reading.from))) is not written as \(whole) exactly once; change it by hand")
        }
        return text.replacingCharacters(in: range, with: pair + literal(value))
    }

    /// `text` with the rule `reading` (a line of the language's own rule sets) replaced by
    /// `value`: the line's literal is found within the language's `ownRuleSets.rules`, the
    /// same text counted for the lines before it.
    private static func replacingRule(
        _ reading: SpokenFormReadings.Reading, among readings: [SpokenFormReadings.Reading], with value: String, in text: String, file: String
    ) throws(TableExchangeError) -> String {
        var bytes = Array(text.utf8)
        let refusal = TableExchangeError.writeFailed(
            path: file, reason: "the \(reading.language) rule \(reading.id) (\(literal(reading.from))) is not where it was read; change it by hand"
        )
        guard let list = try? JSONSlice(bytes).value(at: ["languages", reading.language, "ownRuleSets", "rules"]) else { throw refusal }
        let old = Array(literal(reading.from).utf8)
        let earlier = readings.filter { $0.language == reading.language && $0.kind == "rules" && $0.index < reading.index && $0.from == reading.from }.count
        var found = 0
        var index = list.startIndex
        while index + old.count <= list.endIndex {
            if bytes[index..<(index + old.count)].elementsEqual(old) {
                if found == earlier {
                    bytes.replaceSubrange(index..<(index + old.count), with: Array(literal(value).utf8))
                    return String(decoding: bytes, as: UTF8.self)
                }
                found += 1
                index += old.count
            } else {
                index += 1
            }
        }
        throw refusal
    }

    /// Why the language's own rule sets, with `values` in place of their rules, cannot be
    /// read: ICU refuses them, or a public rule set no longer says 13. Empty when nothing
    /// changed in them, or they read.
    private static func ruleProblems(
        language: String, readings: [SpokenFormReadings.Reading], values: [String: String], in data: Data
    ) -> [ImportProblem] {
        let changed = readings.filter { $0.language == language && $0.kind == "rules" && values[$0.id] != nil }
        guard let first = changed.first,
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              var lines = (((root["languages"] as? [String: Any])?[language] as? [String: Any])?["ownRuleSets"] as? [String: Any])?["rules"] as? [String]
        else { return [] }
        for reading in changed where lines.indices.contains(reading.index) { lines[reading.index] = values[reading.id] ?? "" }
        // The number and the colon stay, and a semicolon ends the rule: ICU would read a
        // rule without one into the next line.
        func head(_ rule: String) -> Substring? { rule.firstIndex(of: ":").map { rule[...$0] } }
        var problems: [ImportProblem] = []
        for reading in changed {
            let value = values[reading.id] ?? ""
            if head(value) == nil || head(value) != head(reading.from) || !value.hasSuffix(";") {
                let ruleSet = lines[..<reading.index].last { $0.hasPrefix("%") }.map { String($0.dropLast()) } ?? "?"
                problems.append(ImportProblem(place: .unit(key: reading.id, table: language), reason: .rulesRefused(ruleSet: ruleSet)))
            }
        }
        guard problems.isEmpty else { return problems }
        let text = lines.joined(separator: "\n")
        let names = lines.filter { $0.hasPrefix("%") && !$0.hasPrefix("%%") }.map { String($0.dropLast()) }
        return names.compactMap { name in
            NumberSpellout.words(13, ruleSet: name, locale: Locale(identifier: language), rules: text) == nil
                ? ImportProblem(place: .unit(key: first.id, table: language), reason: .rulesRefused(ruleSet: name))
                : nil
        }
    }

    /// `value` as a JSON string literal, written as the file writes its strings: quotes and
    /// backslashes escaped, everything else as itself. (A new value holds no control
    /// character, which the checks refuse; a current one written another way is not found,
    /// and the import stops with nothing written.)
    private static func literal(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Reads the rewritten file back as JSON and traps unless it holds exactly the old
    /// readings with `changes` applied: a wrong escape would damage the file, so it is a bug
    /// to stop at, before anything is written.
    private static func verify(_ new: Data, of current: SpokenFormReadings, changing changes: [TableChange]) {
        let reread: SpokenFormReadings
        do {
            reread = try SpokenFormReadings(data: new, path: current.path)
        } catch {
            preconditionFailure("the rewritten spoken forms cannot be read back: \(error)")
        }
        let changed = Dictionary(uniqueKeysWithValues: changes.flatMap { change in change.values.map { ("\(change.table) \($0.key)", $0.new) } })
        let expected = current.readings.map { reading in
            SpokenFormReadings.Reading(
                language: reading.language, kind: reading.kind, index: reading.index,
                // A rule is its own source.
                from: reading.kind == "rules" ? changed["\(reading.language) \(reading.id)"] ?? reading.from : reading.from,
                to: changed["\(reading.language) \(reading.id)"] ?? reading.to, why: reading.why
            )
        }
        precondition(reread.readings == expected, "the rewritten spoken forms read back wrongly")
    }
}
