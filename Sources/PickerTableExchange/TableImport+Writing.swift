import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TableImport {
    /// Writes the changed tables; does nothing when nothing changed.
    ///
    /// Each new table is first written in full to a temporary file beside the old one, with
    /// the old one's permissions. Only when every one is written, and no table has changed
    /// on disk since it was checked, is each renamed over its table: a reader of a table
    /// sees the old file or the new one, never a part.
    ///
    /// - Throws: ``TableExchangeError/tableChangedDuringImport(tag:path:)`` when a table was
    ///   edited after it was checked, ``TableExchangeError/writeFailed(path:reason:)`` when a
    ///   file cannot be written. In both cases no table has been replaced and the temporary
    ///   files are removed. (Only if renaming fails after an earlier rename succeeded, which
    ///   takes a folder that turns read-only in between, are some tables replaced; the error
    ///   then names them.)
    public func write() throws(TableExchangeError) {
        var written: [(rewrite: Rewrite, temporary: URL)] = []
        func removeTemporaries() {
            for (_, temporary) in written { try? FileManager.default.removeItem(at: temporary) }
        }
        for rewrite in rewrites {
            let folder = rewrite.url.deletingLastPathComponent()
            let temporary = folder.appendingPathComponent(".\(rewrite.url.lastPathComponent).\(UUID().uuidString).tmp")
            do {
                try rewrite.new.write(to: temporary, options: .withoutOverwriting)
                written.append((rewrite, temporary))
                let attributes = try FileManager.default.attributesOfItem(atPath: rewrite.url.path)
                if let permissions = attributes[.posixPermissions] {
                    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
                }
            } catch {
                removeTemporaries()
                throw .writeFailed(path: temporary.path, reason: TableFile.reason(error))
            }
        }
        for (rewrite, _) in written where (try? Data(contentsOf: rewrite.url)) != rewrite.old {
            removeTemporaries()
            throw .tableChangedDuringImport(tag: rewrite.tag, path: rewrite.url.path)
        }
        var replaced: [String] = []
        for (index, (rewrite, temporary)) in written.enumerated() {
            guard rename(temporary.path, rewrite.url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                for (_, left) in written[index...] { try? FileManager.default.removeItem(at: left) }
                let note = replaced.isEmpty ? "" : " (already replaced: \(replaced.joined(separator: ", ")))"
                throw .writeFailed(path: rewrite.url.path, reason: reason + note)
            }
            replaced.append(rewrite.tag)
        }
    }
}
