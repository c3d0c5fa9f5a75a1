import Foundation
import PickerAccessibility
import PickerVoiceLocalizations

/// A folder of translation tables: one `<tag>.lproj/Phrases.strings` per language.
///
/// Either the `Localizations/` folder of a PickerVoice checkout, which an import writes
/// into, or the tables built into PickerVoice (``bundled()``), which export reads by
/// default. The tables themselves are read each time they are needed, so a folder value
/// never serves a stale table.
///
/// ```swift
/// let folder = try TableFolder(url: URL(fileURLWithPath: "Localizations"))
/// folder.tags  // ["ar", "ca", "cs", ..., "zh-Hans", "zh-Hant"]
/// ```
public struct TableFolder: Sendable {
    /// The folder.
    public let url: URL
    /// The `.lproj` folder of each table, by tag.
    private let lprojFolders: [String: URL]

    /// The tags of the folder's tables, sorted ("ar", "ca", ..., "zh-Hant").
    public var tags: [String] {
        lprojFolders.keys.sorted()
    }

    /// The tables in `url`.
    ///
    /// A table's tag is its folder's name without `.lproj`, spelled as PickerVoice spells
    /// its tags ("zh-Hans", even where a build lowercased the folder). `url` may be a
    /// symbolic link to the folder, and each table a link to its file.
    ///
    /// - Throws: ``TableExchangeError/notAFolder(path:)`` when `url` is not a folder,
    ///   ``TableExchangeError/noTables(path:)`` when it holds no table, and
    ///   ``TableExchangeError/noEnglishTable(path:)`` when it lacks `en.lproj`, which every
    ///   export and import compares against.
    public init(url: URL) throws(TableExchangeError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .notAFolder(path: url.relativePath)
        }
        // By path: on Linux, contentsOfDirectory(at:) of a symbolic link to a folder lists
        // nothing, without an error; the path form follows the link, with or without a "/".
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let known = Dictionary(PhraseTables.availableTags.map { ($0.lowercased(), $0) }) { first, _ in first }
        var folders: [String: URL] = [:]
        for entry in names.map({ url.appendingPathComponent($0) }) where entry.pathExtension.lowercased() == "lproj" {
            let table = entry.appendingPathComponent(Self.fileName)
            guard FileManager.default.fileExists(atPath: table.path) else { continue }
            let name = entry.deletingPathExtension().lastPathComponent
            folders[known[name.lowercased()] ?? name] = entry
        }
        guard !folders.isEmpty else { throw .noTables(path: url.relativePath) }
        guard folders["en"] != nil else { throw .noEnglishTable(path: url.relativePath) }
        self.url = url
        lprojFolders = folders
    }

    /// The tables built into PickerVoice, as they were when it was built.
    ///
    /// SwiftPM copies the `.strings` files into the bundle byte for byte, comments
    /// included.
    ///
    /// - Throws: ``TableExchangeError`` when the bundle has no tables (an incomplete
    ///   installation).
    public static func bundled() throws(TableExchangeError) -> TableFolder {
        guard let url = PickerVoiceLocalizations.bundle.resourceURL else {
            throw .noTables(path: PickerVoiceLocalizations.bundle.bundlePath)
        }
        return try TableFolder(url: url)
    }

    /// The table among `tags` that `language` names, whatever its case ("zh-hans" → "zh-Hans").
    public func tag(matching language: String) -> String? {
        let lowercased = language.lowercased()
        return lprojFolders.keys.first { $0.lowercased() == lowercased }
    }

    /// Where the table `tag` (one of ``tags``) is.
    public func fileURL(forTable tag: String) -> URL? {
        lprojFolders[tag]?.appendingPathComponent(Self.fileName)
    }

    /// The table file's path as exports name it: `Localizations/<tag>.lproj/Phrases.strings`.
    static func originalPath(forTable tag: String) -> String {
        "Localizations/\(tag).lproj/\(fileName)"
    }

    /// Reads the table `tag`, one of ``tags``.
    func read(_ tag: String) throws(TableExchangeError) -> TableFile {
        guard let url = fileURL(forTable: tag) else {
            throw .unknownLanguage(tag, available: tags)
        }
        return try TableFile(tag: tag, url: url)
    }

    /// The tags of `languages` (every table when `nil`), each once, in the order given.
    func resolve(_ languages: [String]?) throws(TableExchangeError) -> [String] {
        guard let languages else { return tags }
        var result: [String] = []
        for language in languages {
            guard let tag = tag(matching: language) else { throw .unknownLanguage(language, available: tags) }
            if !result.contains(tag) { result.append(tag) }
        }
        return result
    }

    private static let fileName = PickerVoiceLocalizations.tableName + ".strings"
}
