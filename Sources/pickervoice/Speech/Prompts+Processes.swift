import Foundation
import PickerModel

extension Prompts {
    /// Set in the processes a run starts, which render their share of the locales alone.
    static let childVariable = "PICKERVOICE_PROMPTS_CHILD"
    /// The path of the run's commit mark, for the processes it starts.
    static let commitMarkVariable = "PICKERVOICE_PROMPTS_COMMIT_MARK"
    /// How the commit marks of runs are named in the output folder.
    static let commitMarkPrefix = ".pickervoice-commit-"

    /// Renders the locales in up to ``jobs`` processes of this program, round robin, and
    /// adds up what they rendered. espeak-ng keeps its state in globals, so one process
    /// speaks one text at a time: processes are how a run uses every core.
    ///
    /// All or nothing: each process stages its sets and says so; only when all have does
    /// the run tell them to move the sets into place. If one fails first, or SIGINT, SIGTERM
    /// or SIGHUP arrives first, the run passes the signal on and closes their standard
    /// input; they discard what they staged; and the run ends with the first failure, or by
    /// the signal, once they have ended. A process whose run is killed outright sees its
    /// standard input end, and discards its sets too (``ParentProcess``).
    func renderInProcesses(_ names: [String]) throws {
        // Noted, not obeyed, until the processes have ended: Foundation starts each in a
        // process group of its own, so Ctrl-C at a terminal reaches only this one.
        Interruption.install()
        let count = min(jobs, names.count)
        let groups = (0..<count).map { group in names.enumerated().filter { $0.offset % count == group }.map(\.element) }
        var arguments = Array(CommandLine.arguments.dropFirst())
        if let index = arguments.firstIndex(of: "--locales") {
            arguments.removeSubrange(index...min(index + 1, arguments.count - 1))
        }
        arguments.removeAll { $0.hasPrefix("--locales=") }
        let executable = URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()
        // The point of no return is a file: the run makes it before it tells the processes
        // to commit, and a process whose run is gone commits if it is there. Killed between
        // telling one process and the next, the run still moves every set or none.
        Self.removeStaleCommitMarks(in: outputDirectory)
        let mark = "\(outputDirectory)/\(Self.commitMarkPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(mark) }
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = "1"
        environment[Self.commitMarkVariable] = mark
        var children: [RenderingProcess] = []
        for group in groups {
            do {
                children.append(try RenderingProcess(
                    executable: executable, arguments: arguments + ["--locales", group.joined(separator: ",")], environment: environment
                ))
            } catch {
                RenderingProcess.stop(children)
                try Interruption.honour {}
                throw CLIError("cannot start a rendering process: \((error as NSError).localizedDescription)")
            }
        }
        let committed = RenderingProcess.run(children, commitMark: mark)
        // Interrupted before the sets moved: end by the signal, as the processes did.
        if !committed { try Interruption.honour {} }
        var rendered = 0
        var kept = 0
        for child in children {
            if let match = child.printedText.firstMatch(of: /prompts: (\d+) rendered, (\d+) kept/) {
                rendered += Int(match.1) ?? 0
                kept += Int(match.2) ?? 0
            }
        }
        if let failure = children.lazy.compactMap(\.failure).first ?? children.lazy.compactMap(\.ending).first {
            throw CLIError(failure)
        }
        // A signal that came while the sets moved: they all moved; now end by it.
        try Interruption.honour {}
        Interruption.uninstall()
        Output.print("prompts: \(rendered) rendered, \(kept) kept (current), in \(outputDirectory) (each locale's index.json lists them)")
    }
}

/// A process of this program that renders some locales of a `prompts` run, and the pipes
/// the run talks to it through.
///
/// The process writes a line starting with "staged" on its standard output when its sets
/// are staged, then waits. One byte "c" on its standard input tells it to move them into
/// place; the end of its standard input tells it to discard them (``ParentProcess``).
final class RenderingProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var printed = Data()
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

    /// What it printed on standard output.
    var printedText: String { String(decoding: printed, as: UTF8.self) }

    /// Whether it said that its sets are staged.
    private var hasStaged: Bool {
        printedText.split(separator: "\n").contains { $0.hasPrefix("staged") }
    }

    /// Whether it closed its standard output and error: it has ended, or is about to.
    private var hasEnded: Bool { open.isEmpty }

    /// The error it printed, without the program's prefix and the help hint; `nil` if it
    /// succeeded or printed none.
    var failure: String? {
        guard process.terminationReason == .exit, process.terminationStatus != 0,
              let line = String(decoding: problems, as: UTF8.self).split(separator: "\n").first
        else { return nil }
        return line.replacingOccurrences(of: "pickervoice: error: ", with: "").replacingOccurrences(of: " (see 'pickervoice help')", with: "")
    }

    /// How it ended, if not by success.
    var ending: String? {
        switch process.terminationReason {
        case .exit where process.terminationStatus == 0: nil
        case .exit: "a rendering process failed with status \(process.terminationStatus)"
        default: "a rendering process ended by signal \(process.terminationStatus)"
        }
    }

    /// Drives `children` to their end: tells them to commit once all have staged their
    /// sets, or stops them all when one fails first or a signal arrives first. Returns
    /// whether they were told to commit.
    static func run(_ children: [RenderingProcess], commitMark: String) -> Bool {
        var committing = false
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
                    child.printed.append(contentsOf: buffer[0..<count])
                } else {
                    child.problems.append(contentsOf: buffer[0..<count])
                }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                child.open.removeAll { $0 == descriptor.fd }
            }
        }
    }
}

extension Prompts {
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
