import Foundation
import PickerModel

/// A set of files written into a folder all or nothing, even when the run fails midway or
/// is interrupted.
///
/// The files are written into a hidden staging folder inside the destination, on the same
/// file system, then renamed into place one by one. A file they replace is first moved
/// aside, and moved back if a later rename fails, so a failed run leaves the folder as it
/// was: the previous run's files and its index stay together. SIGINT, SIGTERM and SIGHUP
/// are held while files move; on one, the staged files of every folder the process has
/// staged are removed and the process then ends by that signal as it would have.
/// Several folders are committed together with ``commit(_:)``: all of them, or none.
///
/// A process killed outright (SIGKILL, a crash) leaves its staging folder; the next
/// `StagedFolder` in the same destination removes it once that process is gone.
///
/// ```swift
/// let staged = try StagedFolder(in: folder)
/// try staged.write(data, named: "01-increment-hour.wav")
/// try staged.write(index, named: "index.json")   // last: it lists the others
/// try staged.commit()
/// ```
public final class StagedFolder {
    /// The folder the files end up in.
    public let destination: URL
    private let staging: URL
    /// Each staged file: its name in the staging folder, and its path in the destination.
    private var names: [(staged: String, target: String)] = []
    /// Where ``commit()`` moves the files that staged ones replace, until the run is done.
    private let backup: URL
    /// How many of ``names`` are in place (all of them once ``commit()`` succeeded): their
    /// staged files are gone, and only what they replaced is left to remove.
    private var inPlace = 0
    /// The files ``moveIntoPlace()`` moved, in order, until the commit is finished or undone.
    private var moved: [(name: String, target: String, replaced: Bool)] = []
    private var finished = false
    /// The folders the initializer made, outermost first.
    private var madeFolders: [String] = []

    /// What the name of every staging folder starts with; the process's id and a random
    /// number follow.
    public static let stagingPrefix = ".pickervoice-staging-"

    /// The staging folders of this process that are neither committed nor discarded: a
    /// signal discards them all.
    private static let unfinished = Locked<[ObjectIdentifier: Unowned]>([:])

    private struct Unowned {
        unowned let folder: StagedFolder
    }

    /// Makes the staging folder; nothing in `destination` changes until ``commit()``,
    /// except that it and its `subfolders` (folder names, such as "hour") are made where
    /// missing; a run that is discarded removes again those it made, if they are empty.
    /// Staging folders left in `destination` by processes that no longer exist are removed.
    public init(in destination: URL, subfolders: [String] = []) throws(FileOutputError) {
        self.destination = destination
        staging = destination.appending(path: "\(Self.stagingPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))", directoryHint: .isDirectory)
        backup = staging.appending(path: ".replaced", directoryHint: .isDirectory)
        Interruption.install()
        var missing: [URL] = []
        var folder = destination
        while access(folder.path, F_OK) != 0, errno == ENOENT, folder.path != "/" {
            missing.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        for folder in missing.reversed().map(\.path) + subfolders.map({ destination.appending(path: $0).path }) {
            if mkdir(folder, 0o777) == 0 {
                madeFolders.append(folder)
            } else if errno != EEXIST {
                let reason = String(cString: strerror(errno))
                removeMadeFolders()
                throw FileOutputError("cannot make the folder \(folder): \(reason)")
            }
        }
        Self.removeAbandoned(in: destination)
        // mkdir(2) rather than FileManager: a kiosk's prompt pays this on every run.
        guard mkdir(staging.path, 0o777) == 0 else {
            let reason = String(cString: strerror(errno))
            removeMadeFolders()
            throw FileOutputError("cannot write in \(destination.path): \(reason)")
        }
        Self.unfinished.withLock { $0[ObjectIdentifier(self)] = Unowned(folder: self) }
    }

    deinit {
        if !finished { discard() }
    }

    /// Removes the staging folders in `destination` whose process no longer exists: one
    /// killed outright (SIGKILL, a crash, a power cut) never removed its own.
    ///
    /// A folder whose process id is in use again stays until that process is gone too.
    /// (A process of another PID namespace sharing the folder would look gone.)
    private static func removeAbandoned(in destination: URL) {
        // readdir rather than FileManager: a kiosk's prompt pays this on every run, in a
        // folder that may hold thousands of files.
        guard let directory = opendir(destination.path) else { return }
        var abandoned: [String] = []
        while let entry = readdir(directory) {
            // Only hidden names are made into Strings.
            guard entry.pointee.d_name.0 == UInt8(ascii: ".") else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(stagingPrefix),
                  let process = name.dropFirst(stagingPrefix.count).split(separator: "-").first.flatMap({ pid_t($0) }),
                  process > 0, process != getpid(),
                  kill(process, 0) != 0, errno == ESRCH
            else { continue }
            abandoned.append(name)
        }
        closedir(directory)
        for name in abandoned {
            try? FileManager.default.removeItem(at: destination.appending(path: name, directoryHint: .isDirectory))
        }
    }

    /// Checks, before any work, that each name can be written: not a folder, not twice.
    public static func check(_ names: [String], in destination: URL) throws(FileOutputError) {
        var seen: Set<String> = []
        for name in names {
            guard seen.insert(name).inserted else { throw FileOutputError("two files of this run would be called \(name)") }
            var isDirectory: ObjCBool = false
            let path = destination.appending(path: name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw FileOutputError("cannot write \(path): it is a folder")
            }
        }
    }

    /// Stages one file. A signal that arrived meanwhile discards the run and ends the process.
    public func write(_ data: Data, named name: String) throws(FileOutputError) {
        try write(data, named: name, as: name)
    }

    /// Stages one file under `name`, to be moved to `target`, a path inside the destination
    /// whose folders exist ("hour/014.wav").
    public func write(_ data: Data, named name: String, as target: String) throws(FileOutputError) {
        do {
            try write(named: name, as: target) { descriptor in
                if let code = FileIO.writeAll(data, to: descriptor) { throw cannotWrite(target, code) }
            }
        } catch let error as FileOutputError {
            throw error
        } catch {
            throw FileOutputError("\(error)")
        }
    }

    /// Stages one file whose bytes `body` writes, as they come, to the descriptor of the new
    /// file it is given (audio streamed from the synthesizer); returns what `body` returns.
    /// If `body` throws, the run is discarded and its error rethrown as it is; the folder's
    /// own errors are ``FileOutputError``s.
    public func write<Value>(
        named name: String, as target: String? = nil, by body: (Int32) throws -> Value
    ) throws -> Value {
        try Interruption.honour(cleanUp: Self.discardAll)
        let target = target ?? name
        // Refused now rather than at commit: a folder, a FIFO or a device in the way.
        if let refusal = FileIO.refusalToReplace(FileIO.resolvedLink(destination.appending(path: target)).path) {
            return try fail(FileOutputError("cannot write \(destination.appending(path: target).path): \(refusal)"))
        }
        let descriptor = open(staging.appending(path: name).path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        let outcome: Result<Value, any Error>
        if descriptor < 0 {
            outcome = .failure(cannotWrite(target, errno))
        } else {
            do { outcome = .success(try body(descriptor)) } catch { outcome = .failure(error) }
            if close(descriptor) != 0, case .success = outcome { return try fail(cannotWrite(target, errno)) }
        }
        switch outcome {
        case .success(let result):
            names.append((name, target))
            try Interruption.honour(cleanUp: Self.discardAll)
            return result
        case .failure(let error):
            return try fail(rethrowing: error)
        }
    }

    /// Discards the run and throws `error`.
    private func fail<T>(_ error: FileOutputError) throws(FileOutputError) -> T {
        discard()
        throw error
    }

    /// Discards the run and rethrows `error`, a writer's.
    private func fail<T>(rethrowing error: any Error) throws -> T {
        discard()
        throw error
    }

    /// The error for `target`, a path inside the destination, that could not be written.
    private func cannotWrite(_ target: String, _ code: Int32) -> FileOutputError {
        FileOutputError("cannot write \(destination.appending(path: target).path): \(String(cString: strerror(code)))")
    }

    /// Moves every staged file into place, in the order written, and removes the staging
    /// folder. If a move fails, the files moved so far are put back as they were.
    public func commit() throws(FileOutputError) {
        try Self.commit([self])
    }

    /// Commits `folders` together, in order: if a move in any of them fails, the files
    /// moved in all of them are put back as they were, and every staging folder removed.
    /// A signal that arrives while files move is acted on once they all moved.
    public static func commit(_ folders: [StagedFolder]) throws(FileOutputError) {
        try Interruption.honour(cleanUp: discardAll)
        for (number, folder) in folders.enumerated() {
            do throws(FileOutputError) {
                try folder.moveIntoPlace()
            } catch {
                for earlier in folders[..<number].reversed() { earlier.restore() }
                for folder in folders { folder.discard() }
                throw error
            }
        }
        for folder in folders {
            folder.inPlace = folder.names.count
            folder.discard()
        }
        try Interruption.honour {}
        Interruption.uninstall()
    }

    /// Moves every staged file into place, in the order written, keeping what they replace
    /// in the backup folder; if a move fails, puts back those moved and throws.
    private func moveIntoPlace() throws(FileOutputError) {
        do {
            guard mkdir(backup.path, 0o777) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            for (name, relative) in names {
                let target = FileIO.resolvedLink(destination.appending(path: relative))
                var old = stat()
                let mode = stat(target.path, &old) == 0 ? old.st_mode & 0o7777 : nil
                // Put there since the file was staged: rename would replace a FIFO or a device.
                if mode != nil, let refusal = FileIO.refusalToReplace(target.path) { throw Refusal(reason: "\(relative): \(refusal)") }
                // The new file takes the permissions of the one it replaces (a 0600 file stays
                // private), before it is in place, so that it is never readable more widely.
                if let mode { chmod(staging.appending(path: name).path, mode) }
                let replaced = rename(target.path, backup.appending(path: name).path) == 0
                guard replaced || errno == ENOENT else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                guard rename(staging.appending(path: name).path, target.path) == 0 else {
                    let code = errno
                    if replaced { _ = rename(backup.appending(path: name).path, target.path) }
                    throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
                }
                moved.append((name, relative, replaced))
            }
        } catch {
            restore()
            throw FileOutputError("cannot move the files into \(destination.path): \(Self.reason(error))")
        }
    }

    /// Puts back what ``moveIntoPlace()`` replaced, and removes what it added.
    private func restore() {
        for (name, relative, replaced) in moved.reversed() {
            let target = FileIO.resolvedLink(destination.appending(path: relative))
            if replaced {
                _ = rename(backup.appending(path: name).path, target.path)
            } else {
                try? FileManager.default.removeItem(at: target)
            }
        }
        moved = []
    }

    /// Discards every staging folder of this process not yet committed.
    public static func discardAll() {
        for entry in unfinished.withLock({ Array($0.values) }) { entry.folder.discard() }
    }

    /// Removes the staging folder and all it holds.
    ///
    /// What the run put there is known: the files staged and not moved, and in `.replaced`
    /// the files they replaced. Those are removed one by one, which costs a prompt far less
    /// than FileManager's walk of the folder; anything else (a file whose write failed)
    /// leaves the folder non-empty, and FileManager then removes the rest.
    private func discard() {
        guard !finished else { return }
        finished = true
        Self.unfinished.withLock { $0[ObjectIdentifier(self)] = nil }
        let backupPath = backup.path
        let stagingPath = staging.path
        for (index, (name, _)) in names.enumerated() {
            if index >= inPlace { unlink("\(stagingPath)/\(name)") }
            unlink("\(backupPath)/\(name)")
        }
        rmdir(backupPath)
        if rmdir(stagingPath) != 0, errno != ENOENT {
            try? FileManager.default.removeItem(at: staging)
        }
        if inPlace == 0 { removeMadeFolders() }
    }

    /// Removes the folders the initializer made, innermost first, where they are empty.
    private func removeMadeFolders() {
        for folder in madeFolders.reversed() { rmdir(folder) }
        madeFolders = []
    }

    /// Why a file of the run may not go where it should.
    private struct Refusal: Error {
        let reason: String
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? Refusal { return error.reason }
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        return (error as NSError).localizedDescription
    }
}
