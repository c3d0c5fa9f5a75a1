import Foundation

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
