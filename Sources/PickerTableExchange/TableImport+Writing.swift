import Foundation
import PickerFiles
import PickerVoiceLocalizations

extension TableImport {
    /// Writes the changed tables, all or none; does nothing else when nothing changed.
    ///
    /// First it finishes any import into the same folder whose process was killed (see
    /// ``TableFolder/recoverInterruptedImports()``). Then each new table is written in full
    /// beside its file, with the file's permissions and owner; a table that is a symbolic
    /// link keeps the link, and the file it points to gets the new text. Only when every
    /// one is written, and no table has changed on disk since it was checked, is each
    /// renamed over its file: a reader of a table sees the old file or the new one, never a
    /// part. If a rename fails, the tables already replaced are put back.
    ///
    /// A process killed while the tables are renamed (SIGKILL cannot be caught) leaves a
    /// journal in the folder; the next import finishes the renames before it reads anything,
    /// so the tables end up all new. A process killed before leaves staged files, which the
    /// next import removes. A table is never left writable by everyone, even if it was.
    ///
    /// - Parameter shouldStop: Asked before each table is staged and once more before the
    ///   first rename; when it returns `true`, the staged files are removed and
    ///   ``TableExchangeError/interrupted`` is thrown. The command-line tool passes whether
    ///   SIGINT, SIGTERM or SIGHUP arrived, which it holds while the tables are written.
    /// - Throws: ``TableExchangeError/tableChangedDuringImport(tag:path:)`` when a table was
    ///   edited after it was checked, ``TableExchangeError/writeFailed(path:reason:)`` when a
    ///   file cannot be written or renamed, ``TableExchangeError/interrupted``. In each case
    ///   no table has been replaced and no staged file is left.
    public func write(stoppingIf shouldStop: () -> Bool = { false }) throws(TableExchangeError) {
        _ = try folder.recoverInterruptedImports()
        if !newTables.isEmpty { return try writeNewTables(stoppingIf: shouldStop) }
        guard !rewrites.isEmpty else { return }
        var transaction = TableTransaction(folder: folder.url)
        do throws(TableExchangeError) {
            for rewrite in rewrites {
                if shouldStop() { throw .interrupted }
                try transaction.stage(tag: rewrite.tag, url: rewrite.url, new: rewrite.new, old: rewrite.old)
            }
            for rewrite in rewrites where (try? Data(contentsOf: rewrite.url)) != rewrite.old {
                throw .tableChangedDuringImport(tag: rewrite.tag, path: rewrite.url.path)
            }
            if shouldStop() { throw .interrupted }
        } catch {
            transaction.discard()
            throw error
        }
        try transaction.commit()
    }

    /// Writes the new tables, each as `<tag>.lproj/Phrases.strings`, all or none, through
    /// ``StagedFolder`` as every other command's files: staged in the folder, then renamed
    /// into place; a `<tag>.lproj` folder made for a table that is not written is removed.
    private func writeNewTables(stoppingIf shouldStop: () -> Bool) throws(TableExchangeError) {
        let fileName = PickerVoiceLocalizations.tableName + ".strings"
        let targets = newTables.map { (folder: "\($0.tag).lproj", path: "\($0.tag).lproj/\(fileName)", data: $0.data) }
        // From here the staged folder holds SIGINT, SIGTERM and SIGHUP itself.
        if shouldStop() { throw .interrupted }
        do throws(FileOutputError) {
            let staged = try StagedFolder(in: folder.url, subfolders: targets.map(\.folder))
            for target in targets {
                try staged.write(target.data, named: target.path.replacingOccurrences(of: "/", with: "-"), as: target.path)
            }
            try staged.commit()
        } catch {
            throw .writeFailed(path: folder.url.path, reason: error.description)
        }
    }
}
