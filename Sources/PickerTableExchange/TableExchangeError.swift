/// Why reading, exporting or importing translation tables failed.
///
/// Every case carries what a person needs to fix the problem: the file as it was named,
/// the table's tag, the line, the offending text. ``description`` is one line meant for
/// people. An import that fails for any of these reasons has written nothing.
public enum TableExchangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The tables' folder does not exist, or is a file.
    case notAFolder(path: String)
    /// The folder holds no `<tag>.lproj/Phrases.strings`.
    case noTables(path: String)
    /// The folder has tables but no `en.lproj`, the English table every source is checked
    /// against.
    case noEnglishTable(path: String)
    /// A table file could not be read from disk.
    case unreadableTable(tag: String, path: String, reason: String)
    /// A table file is not in the form PickerVoice's tables are written in.
    case malformedTable(tag: String, path: String, line: Int, reason: String)
    /// A table has a line for `key`, which is no key of PickerVoice's tables.
    case unknownKeyInTable(tag: String, path: String, line: Int, key: String)
    /// A table's value of `key` breaks a rule that an import holds values to; `reason`
    /// says which and what to do.
    case invalidValue(tag: String, path: String, line: Int, key: String, reason: String)
    /// A new table was asked for a language that has one (`table`).
    case tableExists(language: String, table: String)
    /// A new table was asked for a tag of which CLDR has no locale.
    case unknownToCLDR(language: String)
    /// A `spoken-forms.json` is not in the form PickerSpeech reads.
    case malformedSpokenForms(path: String, reason: String)
    /// A language was asked for that has no table.
    case unknownLanguage(String, available: [String])
    /// A table value holds a character that XML 1.0 cannot carry (a control character).
    case unrepresentableInXML(tag: String, key: String, character: Unicode.Scalar)
    /// The XLIFF file could not be read from disk.
    case unreadableFile(path: String, reason: String)
    /// What was given as the XLIFF file is no regular file; `kind` says what it is ("a
    /// folder", "a character device").
    case notAFile(path: String, kind: String)
    /// The XLIFF file is larger than an import reads (``TableImport/maximumFileBytes``);
    /// `bytes` is its size, or `nil` when it grew past the limit while it was read.
    case fileTooLarge(path: String, bytes: Int?, limit: Int)
    /// The XLIFF file is empty, or holds only white space.
    case emptyFile(path: String)
    /// The XLIFF file is not UTF-8 text.
    case notUTF8(path: String, detail: String)
    /// The XLIFF file is not well-formed XML; `line` and `column` are the XML parser's.
    case malformedXML(path: String, line: Int, column: Int, reason: String)
    /// The file is XML, but its root element is not `<xliff>`.
    case notXLIFF(path: String, rootElement: String)
    /// The file is XLIFF of a version other than 1.2.
    case unsupportedXLIFFVersion(path: String, version: String)
    /// The file declares a document type, which XLIFF does not use; it is refused because
    /// the XML parser drops entities declared there without a word.
    case documentTypeDeclaration(path: String)
    /// The `<xliff>` element holds no `<file>`.
    case noFiles(path: String)
    /// The file was read, but some of its units cannot go into the tables.
    case invalidImport(path: String, problems: [ImportProblem])
    /// A table file changed on disk between validation and writing.
    case tableChangedDuringImport(tag: String, path: String)
    /// A table could not be written.
    case writeFailed(path: String, reason: String)
    /// The import was stopped before any table was replaced (``TableImport/write(stoppingIf:)``).
    case interrupted

    /// The problem in one line, with what to do about it.
    public var description: String {
        switch self {
        case .notAFolder(let path):
            return "'\(path)' is not a folder; give the Localizations folder of a PickerVoice checkout"
        case .noTables(let path):
            return "'\(path)' holds no translation tables (<tag>.lproj/Phrases.strings); give the Localizations folder of a PickerVoice checkout"
        case .noEnglishTable(let path):
            return "'\(path)' has no en.lproj/Phrases.strings, the English table that every source is checked against"
        case .unreadableTable(let tag, let path, let reason):
            return "cannot read the \(tag) table \(path): \(reason)"
        case .malformedTable(let tag, let path, let line, let reason):
            return "the \(tag) table \(path), line \(line): \(reason)"
        case .unknownKeyInTable(let tag, let path, let line, let key):
            return "the \(tag) table \(path), line \(line): \"\(key)\" is not a key of the tables; correct it or remove the line"
        case .invalidValue(let tag, let path, let line, let key, let reason):
            return "the \(tag) table \(path), line \(line): the value of \"\(key)\": \(reason)"
        case .tableExists(let language, let table):
            return "'\(language)' has a table already (\(table)); export it with --languages \(table) to correct it"
        case .unknownToCLDR(let language):
            return "CLDR has no locale '\(language)'; give a BCP-47 tag Foundation knows, such as mk, am or uz-Cyrl"
        case .malformedSpokenForms(let path, let reason):
            return "\(path) is not a spoken-forms file: \(reason)"
        case .unknownLanguage(let language, let available):
            return "no table for '\(language)'; the tables are \(available.joined(separator: ", "))"
        case .unrepresentableInXML(let tag, let key, let character):
            return "\(tag) \(key): the character U+\(hex(character)) cannot be written in XML; remove it from the table"
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .notAFile(let path, let kind):
            return "\(path) is \(kind), not an XLIFF file; give the file that pickervoice tables export wrote"
        case .fileTooLarge(let path, let bytes, let limit):
            let size = bytes.map { "is \(grouped($0)) bytes, more than" } ?? "grew past"
            return "\(path) \(size) the \(grouped(limit)) an import reads; import the languages in smaller files"
        case .emptyFile(let path):
            return "\(path) is empty; give an XLIFF file that pickervoice tables export wrote"
        case .notUTF8(let path, let detail):
            return "\(path) is not UTF-8 text (\(detail)); save it as UTF-8"
        case .malformedXML(let path, let line, let column, let reason):
            return "\(path) is not well-formed XML: line \(line), column \(column): \(reason)"
        case .notXLIFF(let path, let rootElement):
            return "\(path) is not an XLIFF file: its root element is <\(rootElement)>, not <xliff>"
        case .unsupportedXLIFFVersion(let path, let version):
            return "\(path) is XLIFF \(version); PickerVoice reads XLIFF 1.2, as pickervoice tables export writes it"
        case .documentTypeDeclaration(let path):
            return "\(path) declares a document type (<!DOCTYPE>), which XLIFF does not use; remove it"
        case .noFiles(let path):
            return "\(path) holds no <file> element; give an XLIFF file that pickervoice tables export wrote"
        case .invalidImport(let path, let problems):
            return "\(path): \(problems.count) \(problems.count == 1 ? "problem" : "problems")"
        case .tableChangedDuringImport(let tag, let path):
            return "the \(tag) table \(path) changed while the file was being imported; run the import again"
        case .writeFailed(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .interrupted:
            return "interrupted before any table was replaced"
        }
    }
}

/// A scalar's code point as four or more uppercase hex digits: "00A0", "1F600".
func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// `number` with a comma between groups of three digits ("8,000,000"), as the messages
/// spell sizes whatever the process's locale.
func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index).isMultiple(of: 3) { result.append(",") }
        result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
}
