import Foundation
import PickerAccessibility

/// Checks the `<file>` elements of an XLIFF file against a folder's tables, collecting
/// every problem and, per table, the values that passed.
struct ImportValidator {
    let folder: TableFolder
    let english: TableFile
    private(set) var problems: [ImportProblem] = []
    /// Each table named by a `<file>` without problems, with its target values by key.
    private(set) var accepted: [(table: TableFile, values: [String: String])] = []
    /// Each new table (a language without one, as `tables export --new` starts it) whose
    /// `<file>` has no problem, with every key's value and the `<file>`'s place.
    private(set) var acceptedNew: [(tag: String, values: [String: String], place: ImportProblem.Place)] = []
    private var seenTables: Set<String> = []
    private var invisiblesByTable: [String: Set<Unicode.Scalar>] = [:]

    init(folder: TableFolder, english: TableFile) {
        self.folder = folder
        self.english = english
    }

    /// Checks one `<file>`. Problems with the file's identity (no table, the wrong table)
    /// stop its units from being checked, since they would be checked against the wrong
    /// table.
    mutating func check(_ file: XLIFFContent.File) throws(TableExchangeError) {
        let place = ImportProblem.Place.file(number: file.number, original: file.original)
        if file.original.map(SpokenFormImport.isReadingsOriginal) == true {
            problems.append(ImportProblem(place: place, reason: .spokenFormReadings))
            return
        }
        guard let language = file.targetLanguage, !language.isEmpty else {
            problems.append(ImportProblem(place: place, reason: .noTargetLanguage))
            return
        }
        guard let tag = folder.tag(matching: language) else {
            // A new language is named twice, by target-language and by original, as export
            // --new writes it: a tool that rewrites target-language ("de" as "de-DE") does
            // not start a table by mistake.
            if let newTag = TableFolder.cldrTag(language), let original = file.original,
               let originalTable = Self.table(inOriginal: original), TableFolder.cldrTag(originalTable) == newTag {
                checkNewTable(file, tag: newTag, place: place)
            } else {
                problems.append(ImportProblem(place: place, reason: .noSuchTable(targetLanguage: language, suggestion: suggestion(for: language))))
            }
            return
        }
        if let original = file.original, let originalTable = Self.table(inOriginal: original),
           originalTable.lowercased() != tag.lowercased() {
            problems.append(ImportProblem(place: place, reason: .disagreesWithOriginal(targetLanguage: language, originalTable: originalTable)))
            return
        }
        guard seenTables.insert(tag).inserted else {
            problems.append(ImportProblem(place: place, reason: .tableRepeated(table: tag)))
            return
        }
        if let source = file.sourceLanguage, source.lowercased() != "en" {
            problems.append(ImportProblem(place: place, reason: .sourceLanguage(source)))
        }
        let table = try folder.read(tag)
        let before = problems.count
        var values: [String: String] = [:]
        // A key without a unit keeps its value: translation tools return files of only the
        // units a reviewer touched.
        _ = checkUnits(of: file, table: tag) { validator, unit, key in
            validator.check(unit, key: key, in: table)
        } accept: { values[$0] = $1 }
        if problems.count == before {
            accepted.append((table, values))
        }
    }

    /// Checks the `<file>` of a new table `tag`: every key once, each with a target that
    /// keeps the rules.
    private mutating func checkNewTable(_ file: XLIFFContent.File, tag: String, place: ImportProblem.Place) {
        guard seenTables.insert(tag).inserted else {
            problems.append(ImportProblem(place: place, reason: .tableRepeated(table: tag)))
            return
        }
        if let source = file.sourceLanguage, source.lowercased() != "en" {
            problems.append(ImportProblem(place: place, reason: .sourceLanguage(source)))
        }
        let before = problems.count
        var values: [String: String] = [:]
        let counts = checkUnits(of: file, table: tag) { validator, unit, key in
            guard let value = validator.target(of: unit, key: key, table: tag) else { return nil }
            let reasons = Self.problems(with: value, key: key, table: tag, ownInvisibles: [])
            validator.problems += reasons.map { ImportProblem(place: .unit(key: key.rawValue, table: tag), reason: $0) }
            return reasons.isEmpty ? value : nil
        } accept: { values[$0] = $1 }
        for key in PhraseKey.required.map(\.rawValue) where counts[key] == nil {
            problems.append(ImportProblem(place: .unit(key: key, table: tag), reason: .missingInNewTable))
        }
        if problems.count == before {
            acceptedNew.append((tag, values, place))
        }
    }

    /// Checks each unit of `file` with `check`, which returns the value to `accept`; reports
    /// unknown keys and keys with more than one unit. Returns how many units each key has.
    private mutating func checkUnits(
        of file: XLIFFContent.File, table tag: String,
        check: (inout ImportValidator, XLIFFContent.Unit, PhraseKey) -> String?,
        accept: (String, String) -> Void
    ) -> [String: Int] {
        var counts: [String: Int] = [:]
        for unit in file.units {
            let id = unit.id ?? ""
            guard let key = PhraseKey(rawValue: id) else {
                problems.append(ImportProblem(place: .unit(key: id.isEmpty ? "(without id)" : id, table: tag), reason: .unknownKey))
                continue
            }
            counts[id, default: 0] += 1
            guard counts[id] == 1 else { continue }
            if let value = check(&self, unit, key) { accept(id, value) }
        }
        for key in PhraseKey.allCases.map(\.rawValue) {
            if let count = counts[key], count > 1 {
                problems.append(ImportProblem(place: .unit(key: key, table: tag), reason: .duplicatedUnit(count: count)))
            }
        }
        return counts
    }

    /// The unit's target, or `nil` after reporting why there is none to take: a repeated
    /// `<source>` or `<target>`, a stale source, no target, markup in it.
    private mutating func target(of unit: XLIFFContent.Unit, key: PhraseKey, table tag: String) -> String? {
        let english = english.source(of: key.rawValue) ?? ""
        return Self.target(of: unit, id: key.rawValue, table: tag, source: english, problems: &problems) { file in
            .staleSource(inFile: file, inTable: english)
        }
    }

    /// The target of the unit `id` of the table (or language) `tag`, whose source must be
    /// `current` (else the problem `stale` makes of the file's source), or `nil` after adding
    /// to `problems` why there is none to take.
    static func target(
        of unit: XLIFFContent.Unit, id: String, table tag: String, source current: String, problems: inout [ImportProblem],
        stale: (String) -> ImportProblem.Reason
    ) -> String? {
        func problem(_ reason: ImportProblem.Reason) {
            problems.append(ImportProblem(place: .unit(key: id, table: tag), reason: reason))
        }
        for (name, count) in [("source", unit.sourceCount), ("target", unit.targetCount)] where count > 1 {
            problem(.repeatedElement(name: name, count: count))
        }
        guard unit.sourceCount <= 1, unit.targetCount <= 1 else { return nil }
        if unit.source != current {
            problem(stale(unit.source ?? ""))
        }
        guard let value = unit.target else {
            problem(.noTarget)
            return nil
        }
        if let element = unit.targetMarkup {
            problem(.markup(element: element))
            return nil
        }
        return value
    }

    /// Checks one unit; returns its target when it may go into the table.
    private mutating func check(_ unit: XLIFFContent.Unit, key: PhraseKey, in table: TableFile) -> String? {
        let id = key.rawValue
        func problem(_ reason: ImportProblem.Reason) {
            problems.append(ImportProblem(place: .unit(key: id, table: table.tag), reason: reason))
        }
        guard !key.isOptional || table.value(id) != nil else {
            problem(.optionalKeyNotInTable)
            return nil
        }
        guard let value = target(of: unit, key: key, table: table.tag) else { return nil }
        guard let current = table.value(id) else {
            problem(.noLineInTable)
            return nil
        }
        // An unchanged value is the table's own, which the tables' tests hold to the rules.
        guard value != current else { return value }
        if let attribution = table.header?.appleWording[id] {
            problem(.appleWording(attribution: attribution, current: current))
            return nil
        }
        let before = problems.count
        for reason in Self.problems(with: value, key: key, table: table.tag, ownInvisibles: ownInvisibles(of: table)) {
            problem(reason)
        }
        return problems.count == before ? value : nil
    }

    /// The invisible characters the table `table` already uses, which a new value of it may
    /// use too; worked out once per table.
    private mutating func ownInvisibles(of table: TableFile) -> Set<Unicode.Scalar> {
        if let known = invisiblesByTable[table.tag] { return known }
        let own = PhraseCharacters.ownInvisibles(of: table.entries.map(\.value))
        invisiblesByTable[table.tag] = own
        return own
    }

    /// What is wrong with `value` as the value of `key` in the table `tag`, whose values
    /// already use the invisible characters `ownInvisibles`.
    static func problems(
        with value: String, key: PhraseKey, table tag: String, ownInvisibles: Set<Unicode.Scalar>
    ) -> [ImportProblem.Reason] {
        var reasons: [ImportProblem.Reason] = []
        // White space around a value is one problem of its own; the characters are checked
        // inside it, so that a line break at the end is not reported twice.
        var inner = Substring(value)
        if !key.mayBeEmpty {
            if value.allSatisfy(\.isWhitespace) { return [.empty] }
            if value.first?.isWhitespace == true || value.last?.isWhitespace == true {
                reasons.append(.surroundingWhitespace)
                inner = inner.drop(while: \.isWhitespace)
                while inner.last?.isWhitespace == true { inner = inner.dropLast() }
            }
        }
        reasons += lengthAndCharacterProblems(of: value, inner: inner, ownInvisibles: ownInvisibles)
        if value.contains("\u{2019}") {
            reasons.append(.typographicApostrophe)
        }
        let allowed = key.placeholderChoices.map { set in Placeholder.allCases.filter(set.contains).map(\.rawValue) }
        if hasStrayBrace(value) {
            reasons.append(.strayBrace)
        } else {
            let (found, unknown) = Placeholder.scan(value)
            if !unknown.isEmpty {
                reasons.append(.unknownPlaceholders(names: unknown, allowed: allowed))
            } else if !key.placeholderChoices.contains(found) {
                reasons.append(.placeholders(found: Placeholder.allCases.filter(found.contains).map(\.rawValue), allowed: allowed))
            } else if found.contains(.hourName) {
                if HourNames.names(forTable: tag) == nil {
                    let language = PhraseTables.language(ofTable: tag)
                    reasons.append(.hourNameWithoutList(language: language, languages: HourNames.languages.sorted()))
                }
            }
        }
        return reasons
    }

    /// What is wrong with the length of `value` and with the characters of `inner` (the value
    /// without surrounding white space, reported apart), where the invisible characters
    /// `ownInvisibles` are allowed: each character once.
    static func lengthAndCharacterProblems(
        of value: String, inner: Substring, ownInvisibles: Set<Unicode.Scalar>
    ) -> [ImportProblem.Reason] {
        var reasons: [ImportProblem.Reason] = []
        let length = value.unicodeScalars.count
        if length > PhraseCharacters.maximumLength {
            reasons.append(.tooLong(count: length, limit: PhraseCharacters.maximumLength))
        }
        var refused: Set<Unicode.Scalar> = []
        for scalar in inner.unicodeScalars where PhraseCharacters.kind(of: scalar) != nil {
            guard !PhraseCharacters.marks.contains(scalar), !ownInvisibles.contains(scalar),
                  refused.insert(scalar).inserted
            else { continue }
            reasons.append(.character(scalar))
        }
        return reasons
    }

    /// Whether a `{` or `}` stands outside a `{name}` pair.
    static func hasStrayBrace(_ value: String) -> Bool {
        var open = false
        for character in value {
            switch character {
            case "{":
                if open { return true }
                open = true
            case "}":
                if !open { return true }
                open = false
            default:
                break
            }
        }
        return open
    }

    /// The table an `original` path names: the `<tag>` of its `<tag>.lproj` folder.
    static func table(inOriginal original: String) -> String? {
        let folder = original.split(separator: "/").last { $0.lowercased().hasSuffix(".lproj") }
        return folder.map { String($0.dropLast(".lproj".count)) }
    }

    /// A table of the same language as `language` ("de-DE" → "de", "pt" → "pt-BR").
    private func suggestion(for language: String) -> String? {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let tags = folder.tags
        return tags.first { $0.lowercased() == code } ?? tags.first { $0.lowercased().hasPrefix(code + "-") }
    }
}
