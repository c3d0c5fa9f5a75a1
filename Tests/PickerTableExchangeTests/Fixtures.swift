import Foundation
@testable import PickerTableExchange
import Testing

/// The source tree, and temporary copies of its tables for tests that write.
enum SourceTree {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let localizations = root.appendingPathComponent("Localizations")
}

/// A copy of `Localizations/` in a new temporary folder, removed when `body` ends: tests
/// never write into the real tables.
func withTableCopy<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pickervoice-tables-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("Localizations")
    try FileManager.default.copyItem(at: SourceTree.localizations, to: copy)
    return try body(copy)
}

/// Every file under `folder` and its bytes, by path relative to `folder`.
func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
        guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
        files[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
    }
    return files
}

/// A table file's values, as Foundation reads them.
func foundationValues(of file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: String] {
    let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
    return try #require(plist as? [String: String], "\(file.path) is not a table of strings", sourceLocation: sourceLocation)
}

/// Edits of an exported XLIFF document, by unit, the way a reviewer's tool would make them.
enum XLIFFEdit {
    /// The range of the `<trans-unit>` with `id` in the `<file>` for `tag`.
    static func unitRange(_ id: String, tag: String, in xliff: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Range<String.Index> {
        let file = try #require(xliff.range(of: "target-language=\"\(tag)\""), "no <file> for \(tag)", sourceLocation: sourceLocation)
        let start = try #require(xliff.range(of: "<trans-unit id=\"\(id)\"", range: file.upperBound..<xliff.endIndex), "no unit \(id)", sourceLocation: sourceLocation)
        let end = try #require(xliff.range(of: "</trans-unit>\n", range: start.upperBound..<xliff.endIndex), sourceLocation: sourceLocation)
        return start.lowerBound..<end.upperBound
    }

    /// `xliff` with the text of `element` (`target` or `source`) of unit `id` replaced.
    static func setting(_ element: String, of id: String, in tag: String = "de", to value: String, _ xliff: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let unit = try unitRange(id, tag: tag, in: xliff, sourceLocation: sourceLocation)
        let open = try #require(xliff.range(of: "<\(element)", range: unit), sourceLocation: sourceLocation)
        let contentStart = try #require(xliff.range(of: ">", range: open.upperBound..<unit.upperBound), sourceLocation: sourceLocation).upperBound
        let close = try #require(xliff.range(of: "</\(element)>", range: contentStart..<unit.upperBound), sourceLocation: sourceLocation)
        return xliff.replacingCharacters(in: contentStart..<close.lowerBound, with: value)
    }

    /// `xliff` with unit `id` removed.
    static func removing(_ id: String, in tag: String = "de", _ xliff: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        xliff.replacingCharacters(in: try unitRange(id, tag: tag, in: xliff, sourceLocation: sourceLocation), with: "")
    }

    /// `xliff` with unit `id` written twice.
    static func duplicating(_ id: String, in tag: String = "de", _ xliff: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let range = try unitRange(id, tag: tag, in: xliff, sourceLocation: sourceLocation)
        return xliff.replacingCharacters(in: range, with: String(xliff[range]) + String(xliff[range]))
    }

    /// `xliff` with one occurrence of `old` replaced, failing the test when there is none.
    static func replacing(_ old: String, with new: String, in xliff: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let range = try #require(xliff.range(of: old), "no \(old) in the document", sourceLocation: sourceLocation)
        return xliff.replacingCharacters(in: range, with: new)
    }
}
