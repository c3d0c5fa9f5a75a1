import Foundation
import Testing

/// A golden file: a readable transcript a person has read, compared line by line.
///
/// With `PICKERVOICE_RECORD_GOLDEN=1` in the environment, ``check(_:against:sourceLocation:)``
/// writes the file instead and records an issue, so that nobody commits a golden file
/// without reading it.
public enum GoldenFile {
    /// Compares `body` with the file at `url`, recording an issue per line that differs
    /// (both texts shown), or records `body` there when asked to.
    public static func check(_ body: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["PICKERVOICE_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try body.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(url.lastPathComponent). Read it before you commit it.", sourceLocation: sourceLocation)
            return
        }
        let recorded = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "No golden file \(url.lastPathComponent); record it with PICKERVOICE_RECORD_GOLDEN=1", sourceLocation: sourceLocation
        )
        let expected = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = body.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in actual.enumerated() where index >= expected.count || expected[index] != line {
            Issue.record(
                "\(url.lastPathComponent) line \(index + 1):\n  golden: \(index < expected.count ? expected[index] : "(none)")\n  actual: \(line)",
                sourceLocation: sourceLocation
            )
        }
        #expect(actual.count == expected.count, "\(url.lastPathComponent): \(expected.count) lines recorded, \(actual.count) now", sourceLocation: sourceLocation)
    }
}
