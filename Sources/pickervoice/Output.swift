import Foundation
import PickerModel

/// Standard output and its failures: a report that cannot be written whole is an error,
/// not a truncated file and exit status 0.
enum Output {
    /// Writes `text` to standard output whole, unbuffered, under a lock: a session's
    /// playback events come from another thread, and a line must never be cut by another.
    /// A failure is kept for ``failure``, and nothing more is written after it.
    static func print(_ text: String, terminator: String = "\n") {
        failure.withLock { failure in
            guard failure == nil else { return }
            if let code = FileIO.writeAll(Array((text + terminator).utf8), to: STDOUT_FILENO) {
                failure = String(cString: strerror(code))
            }
        }
    }

    /// Writes `bytes` (a WAV file for `speak --output -`) to standard output whole, as
    /// ``print(_:terminator:)`` writes text.
    static func write(_ bytes: [UInt8]) {
        guard failure.withLock({ $0 == nil }) else { return }
        if let code = FileIO.writeAll(bytes, to: STDOUT_FILENO) {
            let reason = String(cString: strerror(code))
            failure.withLock { $0 = reason }
        }
    }

    /// Writes a warning as one line on standard error ("pickervoice: warning: ..."): the
    /// command goes on, and its output is what was asked for.
    static func warn(_ text: String) {
        FileHandle.standardError.write(Data("pickervoice: warning: \(text)\n".utf8))
    }

    /// Why writing to standard output failed ("No space left on device" for
    /// `> /dev/full`), or `nil`.
    static let failure = Locked<String?>(nil)

    /// Makes the three standard streams safe before anything else runs.
    ///
    /// A closed standard input reads as empty (`/dev/null`): Foundation traps reading a
    /// closed descriptor. A closed standard error writes to `/dev/null`. A closed
    /// standard output is refused: the first file the command opens would otherwise get
    /// descriptor 1, and the report would be written into it.
    static func prepareStandardStreams() -> String? {
        func isClosed(_ descriptor: Int32) -> Bool { fcntl(descriptor, F_GETFD) == -1 && errno == EBADF }
        if isClosed(STDIN_FILENO) { _ = open("/dev/null", O_RDONLY) }
        let outputClosed = isClosed(STDOUT_FILENO)
        if outputClosed { _ = open("/dev/null", O_WRONLY) }
        if isClosed(STDERR_FILENO) { _ = open("/dev/null", O_WRONLY) }
        return outputClosed ? "standard output is closed; nothing could be printed" : nil
    }
}
