import Foundation
import PickerModel
import PickerReports
import Synchronization

/// The terminal while `interactive` runs: raw input, the alternate screen, the cursor
/// hidden, and lines wrapped by nobody but the screen.
///
/// Whatever ends the run gives the terminal back as it was (the original termios, the
/// normal screen, the cursor shown): ``restore()``, which the command calls on its way out
/// (`q`, Ctrl-C, Ctrl-D, the end of input, an error), and for SIGINT, SIGTERM, SIGHUP and
/// SIGQUIT a handler that restores it with async-signal-safe calls only (`tcsetattr`,
/// `write`) and then lets the signal end the process as it would have, as
/// ``Interruption`` does for staged files: the shell sees 128 + the signal's number. A
/// signal the parent process set to be ignored stays ignored. SIGWINCH wakes the loop to
/// draw the screen again at the new size.
final class Terminal {
    /// What the loop waits for.
    enum Event {
        /// Bytes typed.
        case input([UInt8])
        /// Standard input ended.
        case endOfInput
        /// The terminal's size changed.
        case resized
        /// Nothing arrived within the time asked for.
        case timeout
    }

    private static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH]

    /// Whether standard input and standard output are both a terminal.
    static var isAvailable: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    private var restored = false
    /// The wake-up pipe: the SIGWINCH handler writes to `wake[1]`, the loop polls `wake[0]`.
    private var wake: [Int32] = [-1, -1]
    /// Each handled signal with the disposition it had before.
    private var previousHandlers: [(Int32, __sighandler_t?)] = []

    /// Saves the terminal's state, installs the signal handlers, and switches to raw mode
    /// and the alternate screen.
    init() throws(CLIError) {
        guard tcgetattr(STDIN_FILENO, savedTermios) == 0 else {
            throw CLIError("cannot read the terminal's settings: \(String(cString: strerror(errno)))")
        }
        guard pipe(&wake) == 0 else {
            throw CLIError("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        for descriptor in wake {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        wakeDescriptor.store(wake[1], ordering: .relaxed)
        installHandlers()

        var raw = savedTermios.pointee
        cfmakeraw(&raw)
        // Output processing stays on, so that a line break another part of the process
        // writes (a crash report) still starts at the left edge.
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            let reason = String(cString: strerror(errno))
            restore()
            throw CLIError("cannot switch the terminal to raw mode: \(reason)")
        }
        do {
            try write(Self.enterSequence)
        } catch {
            restore()
            throw error
        }
    }

    deinit {
        restore()
    }

    /// The terminal's size; 80×24 where it does not say.
    var size: PickerScreen.Size {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return PickerScreen.Size(columns: 80, rows: 24)
        }
        return PickerScreen.Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Draws `lines` from the top, each over a cleared line, and clears the rest of the
    /// screen, in one write.
    func draw(_ lines: [String]) throws(CLIError) {
        var frame = ""
        for (index, line) in lines.enumerated() {
            frame += "\u{1B}[\(index + 1);1H\u{1B}[2K" + line
        }
        frame += "\u{1B}[\(lines.count + 1);1H\u{1B}[J"
        try write(frame)
    }

    /// Waits for typed bytes, the end of input or a new size; with a timeout in
    /// milliseconds, for at most that long.
    func next(timeout: Int32 = -1) throws(CLIError) -> Event {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                throw CLIError("cannot wait for the keyboard: \(String(cString: strerror(errno)))")
            }
            if ready == 0 { return .timeout }
            if descriptors[1].revents != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                while read(wake[0], &drained, drained.count) > 0 {}
                return .resized
            }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                // EIO: the terminal went away.
                if errno == EIO { return .endOfInput }
                throw CLIError("cannot read the keyboard: \(String(cString: strerror(errno)))")
            }
            return count == 0 ? .endOfInput : .input(Array(buffer[0..<count]))
        }
    }

    /// Gives the terminal back as it was and the signals their dispositions; idempotent.
    ///
    /// The terminal first: a signal that arrives in between finds the handler, which
    /// restores it again, harmlessly.
    func restore() {
        guard !restored else { return }
        restored = true
        restoreTerminal()
        for (number, handler) in previousHandlers { signal(number, handler) }
        previousHandlers = []
        wakeDescriptor.store(-1, ordering: .relaxed)
        for descriptor in wake where descriptor >= 0 { close(descriptor) }
        wake = [-1, -1]
    }

    // MARK: Escape sequences

    /// The alternate screen, the cursor hidden, automatic wrapping off (a line the screen
    /// measured wrong is cut, not wrapped onto the next).
    private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"

    private func write(_ text: String) throws(CLIError) {
        if let code = FileIO.writeAll(Array(text.utf8), to: STDOUT_FILENO) {
            throw CLIError("cannot write to the terminal: \(String(cString: strerror(code)))")
        }
    }

    /// Installs the handlers, and lets the signals through to this thread: a process
    /// inherits its parent's signal mask (see ``Interruption/unblock()``), and a blocked
    /// SIGWINCH would leave the screen at its old size.
    private func installHandlers() {
        // Touch what the handlers read, so that no lazy initialization runs inside one.
        _ = restoreSequence.utf8CodeUnitCount
        _ = savedTermios
        for number in Self.handledSignals {
            let previous = signal(number) { received in
                let savedErrno = errno
                defer { errno = savedErrno }
                if received == SIGWINCH {
                    var byte = UInt8(truncatingIfNeeded: received)
                    _ = Glibc.write(wakeDescriptor.load(ordering: .relaxed), &byte, 1)
                    return
                }
                restoreTerminal()
                signal(received, SIG_DFL)
                raise(received)
            }
            if isIgnore(previous), number != SIGWINCH { signal(number, SIG_IGN) }
            previousHandlers.append((number, previous))
        }
        var set = sigset_t()
        sigemptyset(&set)
        for number in Self.handledSignals { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether a disposition `signal` returned is `SIG_IGN` (C function pointers are not
    /// Equatable in Swift).
    private func isIgnore(_ handler: __sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}

// What the signal handlers read: set before they are installed, and only read by them.

/// The terminal's settings before raw mode: written once, by ``Terminal/init()``, before
/// any handler is installed.
nonisolated(unsafe) private let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
/// Where the SIGWINCH handler writes, -1 when no loop waits.
private let wakeDescriptor = Atomic<Int32>(-1)
/// Attributes reset, automatic wrapping on, the cursor shown, the normal screen back.
private let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

/// Puts the saved settings and the normal screen back, with async-signal-safe calls only.
private func restoreTerminal() {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedTermios)
    _ = Glibc.write(STDOUT_FILENO, restoreSequence.utf8Start, restoreSequence.utf8CodeUnitCount)
}
