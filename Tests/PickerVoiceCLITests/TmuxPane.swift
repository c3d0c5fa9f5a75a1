import Foundation
import Testing

/// A real terminal for the tests: a pane of a detached tmux session, on a tmux server of
/// its own (`-L`), running one shell command.
///
/// The tests type into it with `send-keys` and read the screen with `capture-pane`, which
/// they poll until what they wait for appears. ``stop()`` (or the end of the pane's life)
/// kills the server.
final class TmuxPane {
    static let tmux = "/usr/bin/tmux"

    /// Whether tmux is installed (`scripts/install-dependencies` installs it).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: tmux) }

    private let socket = "pickervoice-test-\(UUID().uuidString.prefix(8))"
    private var stopped = false
    /// The tmux server's process, killed outright should kill-server fail.
    private var server: Int32?

    /// Starts `command` (a shell command line) in a pane of `columns` × `rows`, in `folder`.
    init(_ command: String, columns: Int = 80, rows: Int = 24, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try run(["new-session", "-d", "-x", String(columns), "-y", String(rows), "-c", folder.path, command], startsServer: true, sourceLocation: sourceLocation)
        server = Int32(try display("#{pid}"))
    }

    deinit {
        stop()
    }

    /// Kills the tmux server, and with it the pane and what runs in it.
    func stop() {
        guard !stopped else { return }
        stopped = true
        // The pane's processes first, by their process group (the pane's shell leads one):
        // killed with the server alone, a command that ended in `exec sleep 600` could
        // outlive it by those ten minutes.
        if let pane = try? display("#{pane_pid}"), let pid = Int32(pane), pid > 1 {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
        _ = try? run(["kill-server"], check: false)
        if let server { kill(server, SIGKILL) }
    }

    /// Types keys, in tmux's names: "Up", "C-c", "q", "Escape".
    func send(_ keys: String..., sourceLocation: SourceLocation = #_sourceLocation) throws {
        try run(["send-keys"] + keys, sourceLocation: sourceLocation)
    }

    /// Sends bytes as they are: `0x1B, 0x4F, 0x43` is an arrow in application cursor mode.
    func send(bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws {
        try run(["send-keys", "-H"] + bytes.map { String($0, radix: 16) }, sourceLocation: sourceLocation)
    }

    /// Resizes the window, as a user dragging the terminal's corner does.
    func resize(columns: Int, rows: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try run(["resize-window", "-x", String(columns), "-y", String(rows)], sourceLocation: sourceLocation)
    }

    /// The screen's text; with `escapes`, with the SGR sequences of its attributes.
    /// Throws when tmux cannot (the server is gone), so that a wait ends at once.
    func capture(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p"] + (escapes ? ["-e"] : []), throwing: true)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A tmux format about the pane: `#{alternate_on}`, `#{cursor_flag}`, `#{pane_pid}`.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The screen once `condition` holds of it, polled for up to `timeout`; a failure that
    /// shows the screen if it never does.
    @discardableResult
    func wait(
        for description: String, timeout: Duration = .seconds(30), escapes: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation, until condition: (String) -> Bool
    ) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var screen = ""
        while ContinuousClock.now < deadline {
            screen = try capture(escapes: escapes)
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("timed out waiting for \(description); the screen:\n\(screen)", sourceLocation: sourceLocation)
        return screen
    }

    /// The screen once it contains `text`.
    @discardableResult
    func wait(for text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try wait(for: "\"\(text)\"", sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// The process the pane's shell runs (its child), or `nil`.
    func commandProcess() throws -> Int32? {
        guard let shell = Int32(try display("#{pane_pid}")) else { return nil }
        let entries = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap(Int32.init)
        return entries.first { pid in
            // /proc/PID/stat: "PID (name) STATE PPID ...", the name in parentheses may hold spaces.
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == shell
        }
    }

    /// Runs tmux with `arguments` and returns what it printed.
    ///
    /// With `startsServer`, tmux starts through a shell that first closes every descriptor
    /// above standard error: the server tmux forks keeps what it inherits, and Foundation
    /// knows that a child (this one, or one another test started at the same moment) has
    /// ended when a socket the child inherited closes, which would then never happen.
    @discardableResult
    private func run(
        _ arguments: [String], check: Bool = true, startsServer: Bool = false, throwing: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let process = Process()
        let tmuxArguments = ["-L", socket, "-f", "/dev/null", "-u"] + arguments
        if startsServer {
            // bash: dash's redirections take descriptors 0 to 9 only.
            process.executableURL = URL(filePath: "/bin/bash")
            let closeAll = #"for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; exec "$0" "$@""#
            process.arguments = ["-c", closeAll, Self.tmux] + tmuxArguments
        } else {
            process.executableURL = URL(filePath: Self.tmux)
            process.arguments = tmuxArguments
        }
        // The child's environment as the other CLI tests set it, and a terminal type tmux knows.
        var environment = PickerVoiceProcess.environment().filter { $0.key != "NO_COLOR" && $0.key != "TMUX" }
        environment["TERM"] = "xterm-256color"
        process.environment = environment
        // Files, not pipes: the server that new-session starts inherits the descriptors and
        // keeps them open, so a pipe would never reach its end.
        let outFile = FileManager.default.temporaryDirectory.appending(path: "\(socket)-\(UUID().uuidString).out")
        let errFile = FileManager.default.temporaryDirectory.appending(path: "\(socket)-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outFile)
            try? FileManager.default.removeItem(at: errFile)
        }
        let out = try FileHandle(forWritingTo: outFile)
        let err = try FileHandle(forWritingTo: errFile)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let output = (try? Data(contentsOf: outFile)) ?? Data()
        let errors = (try? Data(contentsOf: errFile)) ?? Data()
        if throwing, process.terminationStatus != 0 {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")): \(String(decoding: errors, as: UTF8.self))")
        }
        if check, process.terminationStatus != 0 {
            Issue.record("tmux \(arguments.joined(separator: " ")): status \(process.terminationStatus): \(String(decoding: errors, as: UTF8.self))", sourceLocation: sourceLocation)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
