import PickerAccessibility

/// One thing in an XLIFF file that keeps it from going into the tables.
///
/// An import reports every problem it finds, each on a line of its own:
///
///     unit value.hour.twelveHourClock in de: uses {hour} and {hours}; use exactly one of {hour}, {hours}, {hourName}
///     unit trait.adjustable in fr: typographic apostrophe (U+2019); the tables use the ASCII apostrophe (U+0027)
///     file 1 (Localizations/de.lproj/Phrases.strings): target-language 'fr' disagrees with original, which is the de table; export that language again
public struct ImportProblem: Sendable, Equatable, CustomStringConvertible {
    /// Where a problem is: a unit of one table, or a whole `<file>` element.
    public enum Place: Sendable, Equatable {
        /// The unit whose id is `key`, in the `<file>` of the table `table`.
        case unit(key: String, table: String)
        /// The `<file>` element at `number` (counted from 1), with its `original` path.
        case file(number: Int, original: String?)
    }

    /// What is wrong.
    public enum Reason: Sendable, Equatable {
        /// The `<file>` has no `target-language`.
        case noTargetLanguage
        /// The `<file>`'s `source-language` is not English.
        case sourceLanguage(String)
        /// `target-language` names no table; `suggestion` is a table of the same language.
        case noSuchTable(targetLanguage: String, suggestion: String?)
        /// `target-language` and the table named in `original` are not the same.
        case disagreesWithOriginal(targetLanguage: String, originalTable: String)
        /// A second `<file>` for a table that an earlier one already holds.
        case tableRepeated(table: String)
        /// The unit's id is not a key of the tables.
        case unknownKey
        /// A new table's `<file>` has no unit for this key: a new table needs every key.
        case missingInNewTable
        /// A new table's `<file>` comes with changes to other tables; a new table is imported
        /// on its own, so that the import stays all or nothing.
        case newTableWithOtherChanges
        /// The `<file>` holds the spoken form's readings (`tables export --spoken-forms`),
        /// which go into `spoken-forms.json`, not into the tables.
        case spokenFormReadings
        /// The `<file>` holds no spoken form's readings, where readings were to be imported.
        case notSpokenFormReadings
        /// `target-language` names a language that has no readings.
        case noReadings(language: String, languages: [String])
        /// The unit is for an optional key (a natural rewording) that the table does not have.
        case optionalKeyNotInTable
        /// The key has `count` units.
        case duplicatedUnit(count: Int)
        /// The unit has no `<target>`.
        case noTarget
        /// The unit has `count` elements `name` (`target`, `source`) where it takes one.
        case repeatedElement(name: String, count: Int)
        /// A character that does not belong in a phrase: a line break, a tab, another
        /// control character, a bidirectional embedding, override or isolate, U+FEFF, a
        /// private-use or unassigned code point, or an invisible character the table does
        /// not use (see ``TableImport`` for the rule). Reported once per character and unit.
        case character(Unicode.Scalar)
        /// A value of `count` Unicode scalars, more than `limit`.
        case tooLong(count: Int, limit: Int)
        /// The `<target>` holds an element (`<g>`, `<x/>`, a `<mrk>` that marks no segment),
        /// not only text and segments.
        case markup(element: String)
        /// The `<source>` is not the current English value: the file was exported before
        /// the English table changed.
        case staleSource(inFile: String, inTable: String)
        /// The `<source>` of a reading is not the written text `spoken-forms.json` has now.
        case staleReading(inFile: String, current: String)
        /// The unit's id is not a reading of its language ("marks.2").
        case unknownReading
        /// The language's own rule sets, with the corrected rules, are refused by ICU or no
        /// longer define a rule set the language's rules name.
        case rulesRefused(ruleSet: String)
        /// The target's placeholders are not one of the key's allowed sets.
        case placeholders(found: [String], allowed: [[String]])
        /// The target has `{names}` that are no placeholders.
        case unknownPlaceholders(names: [String], allowed: [[String]])
        /// A `{` or `}` that opens or closes no placeholder.
        case strayBrace
        /// `{hourName}` in a language without a list of hour names.
        case hourNameWithoutList(language: String, languages: [String])
        /// A typographic apostrophe (U+2019).
        case typographicApostrophe
        /// An empty (or white-space) value for a key that must have words.
        case empty
        /// White space at the start or the end of a value for a key that must have words.
        case surroundingWhitespace
        /// A change to a value that the table lists as Apple's wording.
        case appleWording(attribution: String, current: String)
        /// The table file has no `"key" = "...";` line to put the value in.
        case noLineInTable
    }

    /// Where the problem is.
    public let place: Place
    /// What is wrong.
    public let reason: Reason

    /// Creates a problem report.
    public init(place: Place, reason: Reason) {
        self.place = place
        self.reason = reason
    }

    /// The problem in one line: where, then what and what to do.
    public var description: String {
        "\(placeDescription): \(reasonDescription)"
    }

    private var placeDescription: String {
        switch place {
        case .unit(let key, let table): "unit \(key) in \(table)"
        case .file(let number, let original): "file \(number)" + (original.map { " (\($0))" } ?? "")
        }
    }

    /// What is wrong and what to do, without the place.
    var reasonDescription: String {
        switch reason {
        case .noTargetLanguage:
            return "no target-language; give the tag of the table, as exported"
        case .sourceLanguage(let language):
            return "source-language is '\(language)', not 'en'; the sources are PickerVoice's English table"
        case .noSuchTable(let language, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" }
                ?? "; a new language starts as a copy of en.lproj (see Localizations/README.md)"
            return "target-language '\(language)' names no table\(hint)"
        case .disagreesWithOriginal(let language, let table):
            return "target-language '\(language)' disagrees with original, which is the \(table) table; export that language again"
        case .tableRepeated(let table):
            return "a second <file> for the \(table) table; keep one"
        case .unknownKey:
            return "not a key of the tables; remove the unit"
        case .missingInNewTable:
            return "missing; a new table needs every key, so keep every unit that export --new wrote"
        case .newTableWithOtherChanges:
            return "a new table is imported on its own; import the changes to the other tables in a file of their own"
        case .spokenFormReadings:
            return "holds the spoken form's readings; import it with --spoken-forms \(SpokenFormReadings.checkoutPath)"
        case .notSpokenFormReadings:
            return "holds no spoken form's readings (its original is not \(SpokenFormReadings.checkoutPath)); import it without --spoken-forms"
        case .noReadings(let language, let languages):
            return "target-language '\(language)' has no readings; the languages with readings are \(list(languages, and: "and"))"
        case .optionalKeyNotInTable:
            return "an optional key this table does not have; remove the unit, or add the key to the table by hand first"
        case .duplicatedUnit(let count):
            return "appears \(count) times; keep one"
        case .noTarget:
            return "no <target>; write the value in a <target> after the <source>"
        case .repeatedElement(let name, let count):
            return "\(count) <\(name)> elements; keep one"
        case .character(let scalar):
            return characterDescription(scalar)
        case .tooLong(let count, let limit):
            return "\(grouped(count)) characters long; a phrase holds at most \(grouped(limit))"
        case .markup(let element):
            return "the target holds the element <\(element)>; write plain text"
        case .staleReading(let inFile, let current):
            return "the written text \"\(escaped(inFile))\" is not the reading's \"\(escaped(current))\" in spoken-forms.json; the file is stale: export again and redo the change"
        case .unknownReading:
            return "not a reading of the language; remove the unit"
        case .rulesRefused(let ruleSet):
            return "with this rule, ICU cannot read the rule set \(ruleSet); keep the number, the colon, the marks (<<, >>, [ ], =…=) and the final semicolon, and change only the words"
        case .staleSource(let inFile, let inTable):
            return "the English source \"\(escaped(inFile))\" is not the English table's \"\(escaped(inTable))\"; the file is stale: export again and redo the change"
        case .placeholders(let found, let allowed):
            let uses = found.isEmpty ? "uses no placeholder" : "uses \(list(found.map { "{\($0)}" }, and: "and"))"
            return "\(uses); \(allowedDescription(allowed))"
        case .unknownPlaceholders(let names, let allowed):
            let tokens = names.map { "{\($0)}" }
            let noun = names.count == 1 ? "unknown placeholder" : "unknown placeholders"
            return "\(noun) \(list(tokens, and: "and")); \(allowedDescription(allowed))"
        case .strayBrace:
            return "a '{' or '}' that is not part of a placeholder; placeholders are written {name}"
        case .hourNameWithoutList(let language, let languages):
            return "{hourName} needs a list of hour names, which PickerVoice has for \(list(languages, and: "and")) but not for '\(language)'; use {hour} or {hours}"
        case .typographicApostrophe:
            return "typographic apostrophe (U+2019); the tables use the ASCII apostrophe (U+0027)"
        case .empty:
            let empties = PhraseKey.allCases.filter(\.mayBeEmpty).map(\.rawValue)
            return "empty; only \(list(empties, and: "and")) may be empty"
        case .surroundingWhitespace:
            return "starts or ends with white space; remove it"
        case .appleWording(let attribution, let current):
            return "Apple's wording (\(attribution)) cannot be changed; keep \"\(escaped(current))\""
        case .noLineInTable:
            return "the table file has no line for this key; add it from en.lproj by hand first"
        }
    }

    /// Why `scalar` has no place in a phrase, and what to do.
    private func characterDescription(_ scalar: Unicode.Scalar) -> String {
        let code = "U+\(hex(scalar))"
        switch PhraseCharacters.kind(of: scalar) {
        case .lineBreak: return "a line break (\(code)); a phrase is one line"
        case .tab: return "a tab (\(code)); write a space"
        case .control: return "a control character (\(code)); remove it"
        case .bidirectionalControl: return "a bidirectional control (\(code)), which reorders the text; only the marks U+200E and U+200F belong in a phrase"
        case .byteOrderMark: return "a byte-order mark (\(code)) inside the text; remove it"
        case .privateUse: return "a private-use character (\(code)), which no voice can read; remove it"
        case .unassigned: return "\(code), to which Unicode assigns no character; remove it"
        case .invisible, nil: return "an invisible character (\(code)) that the table does not use; remove it"
        }
    }

    /// "use exactly one of {hour}, {hours}, {hourName}", "use {index} and {count}", "use no placeholder".
    private func allowedDescription(_ allowed: [[String]]) -> String {
        let sets = allowed.map { set in set.isEmpty ? "none" : list(set.map { "{\($0)}" }, and: "and") }
        if allowed.count == 1 {
            return allowed[0].isEmpty ? "this key takes no placeholder" : "use \(sets[0])"
        }
        return "use exactly one of \(sets.joined(separator: ", "))"
    }

    private func list(_ items: [String], and conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}

/// `text` with invisible characters, quotes and backslashes escaped, for a message.
func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case _ where StringsFileEscaping.isInvisible(scalar): result += "\\u{\(hex(scalar))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
