import Foundation
import PickerModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a set of table files all or nothing, even when the process is killed.
///
/// 1. **Stage.** Beside each table's file (the target of a symbolic link, so the link stays a
///    link) the new bytes go into `.<name>.pickervoice-<pid>-<random>.new` and the old bytes
///    into `….old`, both with the table's mode (less write permission for others) and owner.
/// 2. **Decide.** A journal, `.pickervoice-import-<pid>.journal` in the tables' folder, lists
///    every table with its three paths. It is written under another name and renamed, so it
///    is whole or absent; once it is there, the import is going to happen.
/// 3. **Replace.** Each `.new` file is renamed over its table. If a rename fails, the
///    journal is turned to "back" and every table already replaced gets its `.old` file
///    back, so the folder is as it was.
/// 4. **Clean.** The `.old` files and then the journal are removed.
///
/// A process killed before step 2 leaves only staged files; one killed after it leaves the
/// journal. ``recover(in:tableFiles:)``, which every import runs first, finishes what a journal
/// says (forward: the remaining `.new` files are renamed in, unless the table changed since;
/// back: the `.old` ones are restored) and removes the staged files of any process that is
/// gone, including the `.Phrases.strings.<UUID>.tmp` files PickerVoice 0.10 left. SIGKILL
/// cannot be caught, so this is the only way to be whole after one. (The files are not
/// synced to disk: the order holds against a killed process, not a power cut.)
struct TableTransaction {
    /// One table's file and its staged files.
    struct Entry {
        let tag: String
        /// The table's file, a link followed.
        let target: URL
        let new: URL
        let old: URL
    }

    /// Which way a journal goes: on to the new tables, or back to the old ones.
    enum Direction: String {
        case forward, back
    }

    /// The tables' folder, where the journal goes.
    let folder: URL
    private(set) var entries: [Entry] = []
    private let token = "\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"

    init(folder: URL) {
        self.folder = folder
    }

    private var journal: URL { Self.journal(in: folder, pid: getpid()) }

    static func journal(in folder: URL, pid: Int32) -> URL {
        folder.appendingPathComponent(".pickervoice-import-\(pid).journal")
    }

    /// Stages `new` for the table `tag` at `url` (a link is followed), and its current
    /// bytes `old` beside it. On failure, nothing of this table is left staged.
    mutating func stage(tag: String, url: URL, new: Data, old: Data) throws(TableExchangeError) {
        let target = FileIO.resolvedLink(url)
        if let same = entries.first(where: { $0.target.path == target.path }) {
            throw .writeFailed(path: url.path, reason: "it is the file of the \(same.tag) table too; give each table its own file")
        }
        var status = stat()
        guard stat(target.path, &status) == 0 else { throw .writeFailed(path: url.path, reason: Self.reason(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .writeFailed(path: url.path, reason: "it is not a regular file") }
        // The table's own mode, but never writable by everyone.
        let mode = status.st_mode & 0o7777 & ~mode_t(S_IWOTH)
        let stem = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).pickervoice-\(token)")
        let entry = Entry(tag: tag, target: target, new: URL(fileURLWithPath: stem.path + ".new"), old: URL(fileURLWithPath: stem.path + ".old"))
        do throws(TableExchangeError) {
            try Self.create(entry.new, holding: new, mode: mode, owner: status, for: url)
            try Self.create(entry.old, holding: old, mode: mode, owner: status, for: url)
        } catch {
            unlink(entry.new.path)
            unlink(entry.old.path)
            throw error
        }
        entries.append(entry)
    }

    /// Writes a new file at `url` holding `bytes`, with `mode` and, where allowed, the owner
    /// of the file `owner` describes; a failure names the table file `table`.
    private static func create(_ url: URL, holding bytes: Data, mode: mode_t, owner: stat, for table: URL) throws(TableExchangeError) {
        // Created private, and given its mode once written: never readable more widely.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .writeFailed(path: table.path, reason: reason(errno)) }
        var failure = FileIO.writeAll(bytes, to: descriptor)
        // A table in a checkout keeps its owner when root imports into it; anyone else can
        // only give a file away to themselves, and that failure changes nothing.
        _ = fchown(descriptor, owner.st_uid, owner.st_gid)
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(url.path)
            throw .writeFailed(path: table.path, reason: reason(failure))
        }
    }

    /// Removes every staged file; nothing has been replaced.
    func discard() {
        for entry in entries {
            unlink(entry.new.path)
            unlink(entry.old.path)
        }
    }

    /// Replaces every table with its staged file, or, if a rename fails, puts back the ones
    /// already replaced and throws.
    func commit() throws(TableExchangeError) {
        do throws(TableExchangeError) {
            try Self.writeJournal(entries, direction: .forward, to: journal)
        } catch {
            discard()
            throw error
        }
        for (index, entry) in entries.enumerated() {
            guard rename(entry.new.path, entry.target.path) != 0 else { continue }
            let reason = Self.reason(errno)
            // From here the import goes back; a process killed now is taken back too.
            try? Self.writeJournal(entries, direction: .back, to: journal)
            for done in entries[..<index] {
                rename(done.old.path, done.target.path)
            }
            discard()
            unlink(journal.path)
            throw .writeFailed(path: entry.target.path, reason: reason + "; no table was changed")
        }
        for entry in entries { unlink(entry.old.path) }
        unlink(journal.path)
    }

    /// Writes the journal for `entries` whole: under another name, then renamed.
    private static func writeJournal(_ entries: [Entry], direction: Direction, to url: URL) throws(TableExchangeError) {
        let object: [String: Any] = [
            "direction": direction.rawValue,
            "tables": entries.map { ["table": $0.tag, "target": $0.target.path, "new": $0.new.path, "old": $0.old.path] },
        ]
        let temporary = URL(fileURLWithPath: url.path + ".tmp")
        do {
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            unlink(temporary.path)
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            let failure = FileIO.writeAll(data, to: descriptor)
            close(descriptor)
            if let failure { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
            guard rename(temporary.path, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary.path)
            let reason = (error as? POSIXError).map { Self.reason($0.code.rawValue) } ?? "\(error)"
            throw .writeFailed(path: url.path, reason: reason)
        }
    }

    // MARK: Recovery

    /// Finishes or takes back the imports into `folder` whose process is gone, and removes
    /// what they staged; returns the tags of the tables it replaced.
    ///
    /// - Parameter tableFiles: every table's file in the folder, where staged files of a
    ///   process killed before its journal was written may be left.
    static func recover(in folder: URL, tableFiles: [URL]) throws(TableExchangeError) -> [String] {
        var replaced: [String] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() {
            guard let pid = processID(in: name, prefix: ".pickervoice-import-", suffixes: [".journal", ".journal.tmp"]),
                  !isRunning(pid)
            else { continue }
            let url = folder.appendingPathComponent(name)
            if name.hasSuffix(".journal") {
                replaced += try finish(journal: url)
            } else {
                unlink(url.path)
            }
        }
        // Staged files without a journal: their process died before deciding, so the tables
        // are as they were.
        var folders = Set(tableFiles.map { $0.deletingLastPathComponent().path })
        var fileNames = Set(tableFiles.map(\.lastPathComponent))
        for file in tableFiles {
            let target = FileIO.resolvedLink(file)
            folders.insert(target.deletingLastPathComponent().path)
            fileNames.insert(target.lastPathComponent)
        }
        for path in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where isLeftover(name, of: fileNames) {
                unlink(path + "/" + name)
            }
        }
        return replaced
    }

    /// Does what the journal at `url` says, then removes it.
    private static func finish(journal url: URL) throws(TableExchangeError) -> [String] {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let direction = (object["direction"] as? String).flatMap(Direction.init(rawValue:)),
              let tables = object["tables"] as? [[String: String]]
        else {
            throw .writeFailed(path: url.path, reason: "the journal of an interrupted import cannot be read; check the tables with git and remove it")
        }
        var replaced: [String] = []
        for table in tables {
            guard let tag = table["table"], let target = table["target"], let new = table["new"], let old = table["old"] else { continue }
            let staged = access(new, F_OK) == 0
            switch direction {
            case .forward:
                // Only over the table as the import found it: one changed since is kept.
                if staged, FileManager.default.contentsEqual(atPath: target, andPath: old), rename(new, target) == 0 {
                    replaced.append(tag)
                }
            case .back:
                if !staged { rename(old, target) }
            }
            unlink(new)
            unlink(old)
        }
        unlink(url.path)
        return replaced
    }

    /// Whether `name` is a file an import staged beside one of the tables `fileNames` and
    /// left: `.<table>.pickervoice-<pid>-<hex>.new` or `.old` of a process that is gone, or
    /// PickerVoice 0.10's `.<table>.<UUID>.tmp`.
    private static func isLeftover(_ name: String, of fileNames: Set<String>) -> Bool {
        for fileName in fileNames {
            let prefix = ".\(fileName)."
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            if rest.hasSuffix(".tmp"), UUID(uuidString: String(rest.dropLast(".tmp".count))) != nil { return true }
            if let pid = processID(in: String(rest), prefix: "pickervoice-", suffixes: [".new", ".old"]), !isRunning(pid) { return true }
        }
        return false
    }

    /// The process ID in `name`, which is `prefix`, the ID, an optional `-` and anything,
    /// then one of `suffixes`.
    private static func processID(in name: String, prefix: String, suffixes: [String]) -> Int32? {
        guard name.hasPrefix(prefix), let suffix = suffixes.first(where: name.hasSuffix) else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        return Int32(middle.prefix { $0 != "-" })
    }

    /// Whether process `pid` is alive and not this one (a journal of this process's ID is a
    /// dead process's whose ID came round again).
    private static func isRunning(_ pid: Int32) -> Bool {
        pid != getpid() && (kill(pid, 0) == 0 || errno == EPERM)
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        default: String(cString: strerror(code))
        }
    }
}
