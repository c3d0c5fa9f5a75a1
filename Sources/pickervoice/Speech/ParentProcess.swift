import Foundation
import PickerModel

/// The run that started this process to render some of its locales (``RenderingProcess``),
/// as this process hears it: on standard input, one byte "c" to move the staged sets into
/// place, or the end of input when the run stopped, failed or was killed outright.
///
/// A thread waits for that word from the start, so that a run that is gone stops this one
/// at its next file, not only when it has staged everything. `prctl(PR_SET_PDEATHSIG)` would
/// say the same, but it has to be called in the child between fork and exec, which
/// Foundation's `Process` does not offer; a pipe's end needs nothing of the kernel's but
/// that every copy of its write end is closed.
final class ParentProcess: Sendable {
    private enum Word {
        case commit
        case gone
    }

    private let word = Locked<Word?>(nil)
    private let heard = DispatchSemaphore(value: 0)

    /// Starts listening to the run on standard input.
    static func watch() -> ParentProcess {
        // Writing to a run that is gone must fail, not kill this process before it removes
        // what it staged.
        signal(SIGPIPE, SIG_IGN)
        let parent = ParentProcess()
        Thread { parent.listen() }.start()
        return parent
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
        if word == .gone, let mark = ProcessInfo.processInfo.environment[Prompts.commitMarkVariable],
           access(mark, F_OK) == 0 {
            word = .commit
        }
        // The run is gone: this process ends at its next file as if hung up on.
        if word == .gone { Interruption.note(SIGHUP) }
        self.word.withLock { $0 = word }
        heard.signal()
    }

    /// Says that the sets are staged (`summary` follows "staged: " on standard output) and
    /// waits for the run's word. Returns when told to move the sets into place; otherwise
    /// discards every staged set and ends the process by SIGHUP, or by the signal that
    /// arrived meanwhile.
    func awaitCommit(staged summary: String) throws(CLIError) {
        _ = FileIO.writeAll(Array("staged: \(summary)\n".utf8), to: STDOUT_FILENO)
        heard.wait()
        try Interruption.honour(cleanUp: StagedFolder.discardAll)
        guard word.withLock({ $0 }) == .commit else { throw CLIError("the run that started this process has ended") }
    }
}
