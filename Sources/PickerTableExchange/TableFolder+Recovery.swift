import Foundation
import PickerFiles

extension TableFolder {
    /// Finishes the imports into this folder that were killed while they wrote, and removes
    /// what killed imports left; returns the tags of the tables it replaced, in the order
    /// they were replaced.
    ///
    /// An import that was killed after it decided to replace its tables (SIGKILL cannot be
    /// caught) left a journal, `.pickervoice-import-<pid>.journal`: its remaining tables are
    /// replaced now, except one that changed since, which is kept as it is. One killed before
    /// left staged files beside the tables, `.Phrases.strings.pickervoice-<pid>-<hex>.new`
    /// and `.old` (PickerVoice 0.10 left `.Phrases.strings.<UUID>.tmp`): they are removed.
    /// Imports whose process is still running are left alone. ``TableImport/write(stoppingIf:)``
    /// calls this first; call it before checking an import, so that the check sees the
    /// tables as they will be.
    ///
    /// - Throws: ``TableExchangeError/writeFailed(path:reason:)`` when a journal cannot be
    ///   read.
    @discardableResult
    public func recoverInterruptedImports() throws(TableExchangeError) -> [String] {
        try TableTransaction.recover(in: url, tableFiles: tags.compactMap(fileURL(forTable:)))
    }
}

extension TableImport {
    /// Imports the XLIFF file at `url` into `folder` as `tables import` does: the imports
    /// killed earlier are finished first (``TableFolder/recoverInterruptedImports()``, their
    /// tables handed to `recovered`), so that the file is checked against the tables as they
    /// are going to be; then, unless `dryRun`, the changes are written with SIGINT, SIGTERM
    /// and SIGHUP held. One that arrives before the first table is replaced stops the import
    /// with nothing written, one after it lets the import finish; either way the process
    /// then ends by that signal (``Interruption``).
    ///
    /// - Throws: ``TableExchangeError`` (nothing was written); `FileOutputError` when a
    ///   signal arrived and raising it again did not end the process.
    public static func run(
        _ url: URL, into folder: TableFolder, dryRun: Bool, recovered: ([String]) -> Void = { _ in }
    ) throws -> TableImport {
        if !dryRun {
            let finished = try folder.recoverInterruptedImports()
            if !finished.isEmpty { recovered(finished) }
        }
        let corrections: TableImport
        do throws(TableExchangeError) {
            corrections = try TableImport(contentsOf: url, into: folder)
            if !dryRun {
                Interruption.install()
                try corrections.write(stoppingIf: { Interruption.pending != nil })
            }
        } catch {
            try Interruption.honour {}
            throw error
        }
        try Interruption.honour {}
        Interruption.uninstall()
        return corrections
    }
}
