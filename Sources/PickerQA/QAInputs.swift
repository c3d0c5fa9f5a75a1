import Foundation

/// What a sweep reads besides its options: a locales file and an earlier report to compare
/// with. Any front end reads them the same way.
public enum QAInputs {
    /// The locale names of a locales file, each with its line (from 1, as a text editor
    /// counts lines, empty ones included): a locale a line, with everything after "#" a
    /// comment and blank lines skipped.
    public static func localeNames(in contents: String) -> [(line: Int, name: String)] {
        // "\r\n" is one Character, so lines count as an editor counts them.
        contents.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().map { index, line in
            (line: index + 1, name: String(line.prefix { $0 != "#" }).trimmingCharacters(in: .whitespacesAndNewlines))
        }.filter { !$0.name.isEmpty }
    }

    /// How a report names the locales file `path` (SARIF's artifact): relative to
    /// `currentFolder` (code scanning wants paths in the repository, and CI runs at its
    /// root), or a file URI outside it; `nil` for standard input ("-") and devices, which no
    /// one can open later.
    public static func artifactURI(of path: String, currentFolder: String) -> String? {
        guard path != "-", !path.hasPrefix("/dev/"), !path.hasPrefix("/proc/") else { return nil }
        let file = URL(filePath: path).standardizedFileURL
        let folder = URL(filePath: currentFolder, directoryHint: .isDirectory).standardizedFileURL
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        guard file.path.hasPrefix(prefix) else { return file.absoluteString }
        return String(file.path.dropFirst(prefix.count))
    }

    /// An earlier report that is not one of `qa --format json`, with why in a few words.
    public struct UnreadableBaseline: Error, CustomStringConvertible {
        /// Which key is missing or wrong, or that the text is not JSON.
        public let reason: String
        public var description: String { reason }
    }

    /// The findings of an earlier report in JSON, for ``QAFilter/init(baseline:ignoredCodes:)``.
    ///
    /// - Throws: ``UnreadableBaseline`` with the key that is missing or wrong, or that the
    ///   data is not JSON.
    public static func baselineFindings(in data: Data) throws(UnreadableBaseline) -> [QAFinding] {
        do {
            return try JSONDecoder().decode(QAReport.self, from: data).findings
        } catch {
            throw UnreadableBaseline(reason: reason(error))
        }
    }

    /// A decoding error in a few words: which key, or that the JSON does not parse.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "it lacks \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted: "it is not JSON"
        default: "it cannot be read"
        }
    }
}
