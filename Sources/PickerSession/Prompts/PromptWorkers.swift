import Foundation
import PickerFiles
import PickerModel

/// A `prompts` run spread over processes: espeak-ng keeps its state in globals, so one
/// process speaks one text at a time, and processes are how a run uses every core.
///
/// Each process is the program itself, started with the arguments the front end gives it
/// for its share of the locales and ``childVariable`` set; it renders them with
/// ``PromptRun/stage(progress:)`` and talks to the run through ``PromptWorkerLink``.
///
/// All or nothing: each process stages its sets and says so (``PromptWorkerMessage``);
/// only when all have does the run tell them to move the sets into place. If one fails
/// first, or SIGINT, SIGTERM or SIGHUP arrives first, the run passes the signal on and
/// closes their standard input; they discard what they staged; and the run ends with the
/// first failure, or by the signal, once they have ended. A process whose run is killed
/// outright sees its standard input end, and discards its sets too.
public enum PromptWorkers {
    /// Set in the processes a run starts, which render their share of the locales alone.
    public static let childVariable = "PICKERVOICE_PROMPTS_CHILD"
    /// The path of the run's commit mark, for the processes it starts.
    public static let commitMarkVariable = "PICKERVOICE_PROMPTS_COMMIT_MARK"
    /// How the commit marks of runs are named in the output folder.
    static let commitMarkPrefix = ".pickervoice-commit-"

    /// Starts `executable` once per element of `arguments`, drives the processes to their
    /// end, and adds up what they rendered and kept.
    ///
    /// - Parameters:
    ///   - executable: the program; each process runs it with one element of `arguments`.
    ///   - folder: the run's output folder, where its commit mark is made.
    ///   - environment: the processes' environment, to which the protocol's variables are added.
    ///   - progress: called as the processes report, with the prompts done and the total of
    ///     those that have reported so far.
    /// - Throws: the first process's failure, or ``PromptRunError/files(_:)`` when a signal
    ///   stopped the run (after the process has been made to end by it, as it would have).
    public static func run(
        executable: URL, arguments: [[String]], folder: URL,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(PromptRunError) -> PromptRun.Summary {
        // Noted, not obeyed, until the processes have ended: Foundation starts each in a
        // process group of its own, so Ctrl-C at a terminal reaches only this one.
        Interruption.install()
        // The point of no return is a file: the run makes it before it tells the processes
        // to commit, and a process whose run is gone commits if it is there. Killed between
        // telling one process and the next, the run still moves every set or none.
        removeStaleCommitMarks(in: folder.path)
        let mark = "\(folder.path)/\(commitMarkPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(mark) }
        var environment = environment
        environment[childVariable] = "1"
        environment[commitMarkVariable] = mark
        var children: [RenderingProcess] = []
        for group in arguments {
            do {
                children.append(try RenderingProcess(executable: executable, arguments: group, environment: environment))
            } catch {
                RenderingProcess.stop(children)
                try honourSignal()
                throw .worker("cannot start a rendering process: \((error as NSError).localizedDescription)")
            }
        }
        let committed = RenderingProcess.run(children, commitMark: mark, progress: progress)
        // Interrupted before the sets moved: end by the signal, as the processes did.
        if !committed { try honourSignal() }
        var summary = PromptRun.Summary()
        for child in children {
            if let staged = child.messages.lazy.compactMap(\.staged).first {
                summary.rendered += staged.rendered
                summary.kept += staged.kept
            }
        }
        if let failure = children.lazy.compactMap(\.failure).first ?? children.lazy.compactMap(\.ending).first {
            throw .worker(failure)
        }
        // A signal that came while the sets moved: they all moved; now end by it.
        try honourSignal()
        Interruption.uninstall()
        return summary
    }

    private static func honourSignal() throws(PromptRunError) {
        do {
            try Interruption.honour {}
        } catch {
            throw .files(error)
        }
    }

    /// Removes the commit marks of runs whose process is gone (killed after the mark).
    static func removeStaleCommitMarks(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(commitMarkPrefix) {
            let pid = name.dropFirst(commitMarkPrefix.count).prefix { $0 != "-" }
            guard let number = Int32(pid), kill(number, 0) != 0, errno == ESRCH else { continue }
            unlink("\(folder)/\(name)")
        }
    }
}

/// A process of this program that renders some locales of a `prompts` run, and the pipes
/// the run talks to it through.
///
/// The process writes a ``PromptWorkerMessage`` on its standard output when its sets are
/// staged, or when it failed, then waits. One byte "c" on its standard input tells it to
/// move them into place; the end of its standard input tells it to discard them
/// (``PromptWorkerLink``).
final class RenderingProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    /// What it said on standard output, but the latest progress: the line it is writing
    /// is kept apart until its line feed arrives.
    private(set) var messages: [PromptWorkerMessage] = []
    /// How far it said it has come.
    private(set) var progress: PromptWorkerMessage.Progress?
    private var partialLine = Data()
    private var problems = Data()
    /// The read ends of its standard output and error that have not reached their end.
    private var open: [Int32]
    private var inputOpen = true

    /// Starts the process.
    init(executable: URL, arguments: [String], environment: [String: String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        open = [output.fileHandleForReading.fileDescriptor, errors.fileHandleForReading.fileDescriptor]
    }

    /// Takes in bytes of its standard output: each complete line is a message, read once.
    private func received(_ bytes: ArraySlice<UInt8>) {
        partialLine.append(contentsOf: bytes)
        while let end = partialLine.firstIndex(of: UInt8(ascii: "\n")) {
            let line = partialLine[partialLine.startIndex..<end]
            partialLine = Data(partialLine[partialLine.index(after: end)...])
            for message in PromptWorkerMessage.messages(in: String(decoding: line, as: UTF8.self)) {
                if let reported = message.progress { progress = reported } else { messages.append(message) }
            }
        }
    }

    /// Whether it said that its sets are staged.
    private var hasStaged: Bool {
        messages.contains { $0.staged != nil }
    }

    /// Whether it closed its standard output and error: it has ended, or is about to.
    private var hasEnded: Bool { open.isEmpty }

    /// Why it failed, as it said; `nil` if it succeeded or said nothing (it crashed).
    var failure: String? {
        guard process.terminationReason == .exit, process.terminationStatus != 0 else { return nil }
        return messages.lazy.compactMap(\.failed).first
    }

    /// The last line it wrote on standard error, after ": ", for a process that failed
    /// without saying why in a message (before its link to the run was made).
    private var lastError: String {
        String(decoding: problems, as: UTF8.self).split(separator: "\n").last.map { ": \($0)" } ?? ""
    }

    /// How it ended, if not by success.
    var ending: String? {
        switch process.terminationReason {
        case .exit where process.terminationStatus == 0: nil
        case .exit: "a rendering process failed with status \(process.terminationStatus)" + lastError
        default: "a rendering process ended by signal \(process.terminationStatus)"
        }
    }

    /// Drives `children` to their end: tells them to commit once all have staged their
    /// sets, or stops them all when one fails first or a signal arrives first. Returns
    /// whether they were told to commit.
    static func run(
        _ children: [RenderingProcess], commitMark: String, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Bool {
        var committing = false
        var reported: (Int, Int)?
        var stopped = false
        var forwarded = false
        while children.contains(where: { !$0.hasEnded }) {
            if !committing {
                if let received = Interruption.pending, !forwarded {
                    for child in children { child.stop(forwarding: received) }
                    stopped = true
                    forwarded = true
                } else if !stopped, children.contains(where: { $0.hasEnded && !$0.hasStaged }) {
                    for child in children { child.stop(forwarding: nil) }
                    stopped = true
                } else if !stopped, children.allSatisfy(\.hasStaged) {
                    // The point of no return: from here on a signal waits until all moved.
                    let made = Glibc.open(commitMark, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
                    if made >= 0 {
                        close(made)
                        commit(children)
                        committing = true
                    } else {
                        for child in children { child.stop(forwarding: nil) }
                        stopped = true
                    }
                }
            }
            readAvailable(children)
            if let progress {
                let done = children.reduce(0) { $0 + ($1.progress?.done ?? 0) }
                let total = children.reduce(0) { $0 + ($1.progress?.total ?? 0) }
                if total > 0, reported.map({ $0 != (done, total) }) ?? true {
                    reported = (done, total)
                    progress(done, total)
                }
            }
        }
        for child in children { child.process.waitUntilExit() }
        return committing
    }

    /// Stops `children` (when starting another failed) and waits for them.
    static func stop(_ children: [RenderingProcess]) {
        for child in children { child.stop(forwarding: nil) }
        while children.contains(where: { !$0.hasEnded }) { readAvailable(children) }
        for child in children { child.process.waitUntilExit() }
    }

    /// Tells every child to move its sets into place, in one pass without pauses, so that
    /// a run killed outright now has told all or almost none.
    private static func commit(_ children: [RenderingProcess]) {
        // A child that died meanwhile must not end this process with SIGPIPE.
        let previous = signal(SIGPIPE, SIG_IGN)
        for child in children {
            var byte = UInt8(ascii: "c")
            _ = write(child.input.fileHandleForWriting.fileDescriptor, &byte, 1)
            child.closeInput()
        }
        signal(SIGPIPE, previous)
    }

    /// Passes `signal` on, if any, and closes the child's standard input: it discards its
    /// sets and ends.
    private func stop(forwarding signal: Int32?) {
        if let signal, process.isRunning { kill(process.processIdentifier, signal) }
        closeInput()
    }

    private func closeInput() {
        guard inputOpen else { return }
        inputOpen = false
        try? input.fileHandleForWriting.close()
    }

    /// Reads what the children wrote, waiting up to 50 ms for something (a signal's note
    /// is looked at between waits).
    private static func readAvailable(_ children: [RenderingProcess]) {
        var descriptors = children.flatMap { $0.open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } }
        guard poll(&descriptors, nfds_t(descriptors.count), 50) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        for descriptor in descriptors where descriptor.revents != 0 {
            guard let child = children.first(where: { $0.open.contains(descriptor.fd) }) else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
            if count > 0 {
                if descriptor.fd == child.output.fileHandleForReading.fileDescriptor {
                    child.received(buffer[0..<count])
                } else {
                    child.problems.append(contentsOf: buffer[0..<count])
                }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                child.open.removeAll { $0 == descriptor.fd }
            }
        }
    }
}
