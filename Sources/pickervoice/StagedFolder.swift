import Foundation
import PickerModel
import Synchronization

/// A set of files written into a folder all or nothing, even when the run fails midway or
/// is interrupted.
///
/// The files are written into a hidden staging folder inside the destination, on the same
/// file system, then renamed into place one by one. A file they replace is first moved
/// aside, and moved back if a later rename fails, so a failed run leaves the folder as it
/// was: the previous run's files and its index stay together. SIGINT, SIGTERM and SIGHUP
/// are held while files move; on one, the staged files are removed and the process then
/// ends by that signal as it would have.
///
/// ```swift
/// let staged = try StagedFolder(in: folder)
/// try staged.write(data, named: "01-increment-hour.wav")
/// try staged.write(index, named: "index.json")   // last: it lists the others
/// try staged.commit()
/// ```
final class StagedFolder {
    /// The folder the files end up in.
    let destination: URL
    private let staging: URL
    /// Each staged file: its name in the staging folder, and its path in the destination.
    private var names: [(staged: String, target: String)] = []
    /// Where ``commit()`` moves the files that staged ones replace, until the run is done.
    private let backup: URL
    /// How many of ``names`` are in place (all of them once ``commit()`` succeeded): their
    /// staged files are gone, and only what they replaced is left to remove.
    private var inPlace = 0
    private var finished = false

    /// Makes the staging folder; nothing in `destination` changes until ``commit()``.
    init(in destination: URL) throws(CLIError) {
        self.destination = destination
        staging = destination.appending(path: ".pickervoice-staging-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", directoryHint: .isDirectory)
        backup = staging.appending(path: ".replaced", directoryHint: .isDirectory)
        Interruption.install()
        // mkdir(2) rather than FileManager: a kiosk's prompt pays this on every run.
        guard mkdir(staging.path, 0o777) == 0 else {
            throw CLIError("cannot write in \(destination.path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        if !finished { discard() }
    }

    /// Checks, before any work, that each name can be written: not a folder, not twice.
    static func check(_ names: [String], in destination: URL) throws(CLIError) {
        var seen: Set<String> = []
        for name in names {
            guard seen.insert(name).inserted else { throw CLIError("two files of this run would be called \(name)") }
            var isDirectory: ObjCBool = false
            let path = destination.appending(path: name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CLIError("cannot write \(path): it is a folder")
            }
        }
    }

    /// Stages one file. A signal that arrived meanwhile discards the run and ends the process.
    func write(_ data: Data, named name: String) throws(CLIError) {
        try write(data, named: name, as: name)
    }

    /// Stages one file under `name`, to be moved to `target`, a path inside the destination
    /// whose folders exist ("hour/014.wav").
    func write(_ data: Data, named name: String, as target: String) throws(CLIError) {
        try write(named: name, as: target) { descriptor throws(CLIError) in
            if let code = FileIO.writeAll(data, to: descriptor) { throw cannotWrite(target, code) }
        }
    }

    /// Stages one file whose bytes `body` writes, as they come, to the descriptor of the new
    /// file it is given (audio streamed from the synthesizer); returns what `body` returns.
    /// If `body` throws, the run is discarded and its error rethrown.
    func write<Value>(
        named name: String, as target: String? = nil, by body: (Int32) throws(CLIError) -> Value
    ) throws(CLIError) -> Value {
        try Interruption.honour { discard() }
        let target = target ?? name
        let descriptor = open(staging.appending(path: name).path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        let outcome: Result<Value, CLIError>
        if descriptor < 0 {
            outcome = .failure(cannotWrite(target, errno))
        } else {
            do throws(CLIError) { outcome = .success(try body(descriptor)) } catch { outcome = .failure(error) }
            if close(descriptor) != 0, case .success = outcome { return try fail(cannotWrite(target, errno)) }
        }
        switch outcome {
        case .success(let result):
            names.append((name, target))
            try Interruption.honour { discard() }
            return result
        case .failure(let error):
            return try fail(error)
        }
    }

    /// Discards the run and throws `error`.
    private func fail<T>(_ error: CLIError) throws(CLIError) -> T {
        discard()
        throw error
    }

    /// The error for `target`, a path inside the destination, that could not be written.
    private func cannotWrite(_ target: String, _ code: Int32) -> CLIError {
        CLIError("cannot write \(destination.appending(path: target).path): \(String(cString: strerror(code)))")
    }

    /// Moves every staged file into place, in the order written, and removes the staging
    /// folder. If a move fails, the files moved so far are put back as they were.
    func commit() throws(CLIError) {
        try Interruption.honour { discard() }
        var moved: [(name: String, target: String, replaced: Bool)] = []
        do {
            guard mkdir(backup.path, 0o777) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            for (name, relative) in names {
                let target = FileIO.resolvedLink(destination.appending(path: relative))
                var old = stat()
                let mode = stat(target.path, &old) == 0 ? old.st_mode & 0o7777 : nil
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
            for (name, relative, replaced) in moved.reversed() {
                let target = FileIO.resolvedLink(destination.appending(path: relative))
                if replaced {
                    _ = rename(backup.appending(path: name).path, target.path)
                } else {
                    try? FileManager.default.removeItem(at: target)
                }
            }
            discard()
            throw CLIError("cannot move the files into \(destination.path): \(Self.reason(error))")
        }
        inPlace = names.count
        discard()
        try Interruption.honour {}
        Interruption.uninstall()
    }

    /// Removes the staging folder and all it holds.
    ///
    /// What the run put there is known: the files staged and not moved, and in `.replaced`
    /// the files they replaced. Those are removed one by one, which costs a prompt far less
    /// than FileManager's walk of the folder; anything else (a file whose write failed)
    /// leaves the folder non-empty, and FileManager then removes the rest.
    private func discard() {
        finished = true
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
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        return (error as NSError).localizedDescription
    }
}

/// SIGINT, SIGTERM and SIGHUP, noted when they arrive and acted on where it is safe.
enum Interruption {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private static let installed = Locked(false)

    /// Replaces the default action of the signals with noting them; a signal the parent
    /// process set to be ignored stays ignored. Idempotent.
    static func install() {
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            for number in signals {
                let previous = signal(number) { received in pendingSignal.store(received, ordering: .relaxed) }
                if isIgnore(previous) { signal(number, SIG_IGN) }
            }
        }
    }

    /// Whether a disposition `signal` returned is `SIG_IGN` (C function pointers are not
    /// Equatable in Swift).
    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Lets the signals through to this thread. A process inherits the signal mask of the
    /// thread that started it, and a thread of a pool (libdispatch's, Swift concurrency's)
    /// blocks them: started from one, Ctrl-C and `kill` would otherwise do nothing.
    static func unblock() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Gives the signals their default action back.
    static func uninstall() {
        installed.withLock { installed in
            guard installed else { return }
            installed = false
            for number in signals where isIgnore(signal(number, SIG_DFL)) { signal(number, SIG_IGN) }
        }
    }

    /// Whether one of the signals arrived since ``install()``.
    static var isPending: Bool {
        pendingSignal.load(ordering: .relaxed) != 0
    }

    /// If a signal arrived: runs `cleanUp`, restores the signal's default action and
    /// raises it again, so the process ends as that signal would have ended it.
    static func honour(cleanUp: () -> Void) throws(CLIError) {
        let received = pendingSignal.load(ordering: .relaxed)
        guard received != 0 else { return }
        cleanUp()
        signal(received, SIG_DFL)
        raise(received)
        throw CLIError("interrupted by signal \(received)")
    }
}

/// The last signal noted by ``Interruption``, 0 for none.
private let pendingSignal = Atomic<Int32>(0)
