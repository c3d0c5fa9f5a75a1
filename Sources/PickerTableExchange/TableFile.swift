import Foundation
import PickerAccessibility

/// One translation table as a file: its bytes, its header, and per key its note, its value
/// and where the value is written, so that a value can be replaced and every other byte
/// kept.
///
/// The file is read twice, by this reader and by Foundation's `PropertyListSerialization`
/// (what PickerVoice reads at run time); a file on which the two disagree is refused.
struct TableFile: Sendable {
    /// One `"key" = "value";` line.
    struct Entry: Sendable {
        let key: String
        let value: String
        /// The comment just before the line, unwrapped into one paragraph.
        let note: String?
        /// Where the value's literal is, quotes included, in ``TableFile/scalars``.
        let literal: Range<Int>
        /// The line the entry starts on, counted from 1.
        let line: Int
    }

    /// The table's tag ("zh-Hans").
    let tag: String
    /// Where the file is.
    let url: URL
    /// The bytes as read.
    let data: Data
    /// The text as Unicode scalars, so that replacing a value keeps every other byte.
    let scalars: [Unicode.Scalar]
    /// The comment the table starts with.
    let header: TableHeader?
    /// The entries, in the file's order.
    let entries: [Entry]
    private let entryIndex: [String: Int]

    /// Reads and parses the table at `url`.
    init(tag: String, url: URL) throws(TableExchangeError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableTable(tag: tag, path: url.path, reason: Self.reason(error))
        }
        try self.init(tag: tag, url: url, data: data)
    }

    /// Parses `data` as the table `tag` at `url`.
    init(tag: String, url: URL, data: Data) throws(TableExchangeError) {
        func malformed(_ line: Int, _ reason: String) -> TableExchangeError {
            .malformedTable(tag: tag, path: url.path, line: line, reason: reason)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw malformed(1, "the file is not UTF-8 text")
        }
        let parsed: StringsFileParser.Output
        do {
            parsed = try StringsFileParser.parse(Array(text.unicodeScalars))
        } catch {
            throw malformed(error.line, error.reason)
        }
        var index: [String: Int] = [:]
        for (position, entry) in parsed.entries.enumerated() {
            if let first = index[entry.key] {
                throw malformed(entry.line, "the key \"\(entry.key)\" appears again (first on line \(parsed.entries[first].line))")
            }
            index[entry.key] = position
        }
        // What PickerVoice reads at run time is Foundation's reading of the file.
        let foundation: [String: String]
        do {
            let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
            guard let strings = plist as? [String: String] else { throw malformed(1, "Foundation does not read it as a table of strings") }
            foundation = strings
        } catch let error as TableExchangeError {
            throw error
        } catch {
            throw malformed(1, "Foundation cannot read it as a .strings file: \(Self.reason(error))")
        }
        for entry in parsed.entries where foundation[entry.key] != entry.value {
            throw malformed(entry.line, "Foundation reads the value of \"\(entry.key)\" differently; write it as a plain \"key\" = \"value\"; line")
        }
        if foundation.count != parsed.entries.count {
            throw malformed(1, "Foundation finds \(foundation.count) keys and PickerVoice \(parsed.entries.count); write one \"key\" = \"value\"; line per key")
        }
        self.tag = tag
        self.url = url
        self.data = data
        scalars = parsed.scalars
        header = parsed.header.map(TableHeader.init(comment:))
        entries = parsed.entries
        entryIndex = index
    }

    /// The value of `key`, or `nil` when the table has no line for it.
    func value(_ key: String) -> String? {
        entryIndex[key].map { entries[$0].value }
    }

    /// What this table, as the English one, gives as the source of `key` in an XLIFF unit:
    /// its value, or for an optional key it leaves out, the value of the phrase that key
    /// rewords (``PhraseKey/sharedKey``).
    func source(of key: String) -> String? {
        value(key) ?? PhraseKey(rawValue: key)?.sharedKey.flatMap { value($0.rawValue) }
    }

    /// The entry for `key`.
    func entry(_ key: String) -> Entry? {
        entryIndex[key].map { entries[$0] }
    }

    /// The file's text with the values of `changes` (by key) written in, and every other
    /// byte as it was. Each key must have a line.
    func replacing(_ changes: [String: String]) -> Data {
        precondition(changes.keys.allSatisfy { entryIndex[$0] != nil }, "a change for a key the table has no line for")
        var result = String.UnicodeScalarView()
        var position = 0
        for entry in entries.sorted(by: { $0.literal.lowerBound < $1.literal.lowerBound }) {
            guard let value = changes[entry.key] else { continue }
            result.append(contentsOf: scalars[position..<entry.literal.lowerBound])
            result.append(contentsOf: "\"\(StringsFileEscaping.escape(value))\"".unicodeScalars)
            position = entry.literal.upperBound
        }
        result.append(contentsOf: scalars[position...])
        return Data(String(result).utf8)
    }

    /// An error's message without Foundation's "The operation could not be completed" prefix
    /// where it has something better.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if error.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: error.code) {
            case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
            case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
            case .fileReadCorruptFile: return "the file is damaged"
            default: break
            }
        }
        return error.localizedDescription
    }
}
