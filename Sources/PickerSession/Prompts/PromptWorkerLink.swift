import Foundation
import PickerFiles
import PickerModel

/// The run that started this process to render some of its locales (``PromptWorkers``),
/// as this process hears it: on standard input, one byte "c" to move the staged sets into
/// place, or the end of input when the run stopped, failed or was killed outright. This
/// process speaks to the run in ``PromptWorkerMessage``s on standard output.
///
/// ```swift
/// if let link = PromptWorkerLink.fromEnvironment() {
///     let (folders, summary) = try run.stage()
///     try link.awaitCommit(summary)          // returns only when told to commit
///     try StagedFolder.commit(folders)
/// }
/// ```
///
/// A thread waits for that word from the start, so that a run that is gone stops this one
/// at its next file, not only when it has staged everything. `prctl(PR_SET_PDEATHSIG)` would
/// say the same, but it has to be called in the child between fork and exec, which
/// Foundation's `Process` does not offer; a pipe's end needs nothing of the kernel's but
/// that every copy of its write end is closed.
public final class PromptWorkerLink: Sendable {
    private enum Word {
        case commit
        case gone
    }

    private let word = Locked<Word?>(nil)
    private let heard = DispatchSemaphore(value: 0)
    private let commitMark: String?

    private init(commitMark: String?) {
        self.commitMark = commitMark
    }

    /// The link to the run that started this process, listening from now on, if a run did
    /// (``PromptWorkers/childVariable`` is set); `nil` in a process started otherwise.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> PromptWorkerLink? {
        guard environment[PromptWorkers.childVariable] != nil else { return nil }
        // Writing to a run that is gone must fail, not kill this process before it removes
        // what it staged.
        signal(SIGPIPE, SIG_IGN)
        let link = PromptWorkerLink(commitMark: environment[PromptWorkers.commitMarkVariable])
        Thread { link.listen() }.start()
        return link
    }

    private func listen() {
        var byte: UInt8 = 0
        var count: Int
        repeat {
            count = read(STDIN_FILENO, &byte, 1)
        } while count < 0 && errno == EINTR
        var word: Word = count == 1 && byte == UInt8(ascii: "c") ? .commit : .gone
        // A run killed while it told its processes to commit had made its mark first: the
        // sets of every process move, as those of the processes it told before it died.
        if word == .gone, let commitMark, access(commitMark, F_OK) == 0 {
            word = .commit
        }
        // The run is gone: this process ends at its next file as if hung up on.
        if word == .gone { Interruption.note(SIGHUP) }
        self.word.withLock { $0 = word }
        heard.signal()
    }

    /// Tells the run that the sets are staged, and waits for its word. Returns when told to
    /// move the sets into place; otherwise discards every staged set and ends the process
    /// by SIGHUP, or by the signal that arrived meanwhile.
    public func awaitCommit(_ summary: PromptRun.Summary) throws(PromptRunError) {
        send(.staged(summary))
        heard.wait()
        do {
            try Interruption.honour(cleanUp: StagedFolder.discardAll)
        } catch {
            throw .files(error)
        }
        guard word.withLock({ $0 }) == .commit else { throw .worker("the run that started this process has ended") }
    }

    /// Tells the run how many of this process's prompts are rendered, for its progress bar.
    public func report(progress done: Int, of total: Int) {
        send(.progress(done, of: total))
    }

    /// Tells the run why this process failed.
    public func report(failure reason: String) {
        send(.failed(reason))
    }

    private func send(_ message: PromptWorkerMessage) {
        _ = FileIO.writeAll(Array((message.line + "\n").utf8), to: STDOUT_FILENO)
    }
}
