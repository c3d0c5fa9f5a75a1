import Foundation
import PickerModel

/// A one-line progress bar on standard error, drawn only when standard error is a
/// terminal: "qa  [#########-----------]  412/1034 locales  96/s  6 s left".
///
/// Redrawn at most ten times a second; safe to update from any thread.
final class ProgressBar: Sendable {
    private struct State {
        var lastDraw: ContinuousClock.Instant?
        var finished = false
    }

    private let label: String
    private let start = ContinuousClock.now
    private let state = Locked(State())

    /// A bar, or `nil` when standard error is not a terminal (a pipe, a file, CI), where
    /// nothing is drawn.
    init?(label: String) {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        self.label = label
    }

    func update(done: Int, total: Int, unit: String = "locales") {
        state.withLock { state in
            let now = ContinuousClock.now
            guard !state.finished, done == total || state.lastDraw.map({ now - $0 >= .milliseconds(100) }) ?? true else { return }
            state.lastDraw = now
            let elapsed = Self.seconds(now - start)
            let rate = elapsed > 0 ? Double(done) / elapsed : 0
            let left = rate > 0 ? Int((Double(total - done) / rate).rounded(.up)) : 0
            let width = 24
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            let line = "\(label)  [\(bar)]  \(done)/\(total) \(unit)  \(Int(rate.rounded()))/s  \(left) s left"
            FileHandle.standardError.write(Data("\r\u{1B}[2K\(line)".utf8))
        }
    }

    /// Clears the bar's line.
    func finish() {
        state.withLock { state in
            guard !state.finished else { return }
            state.finished = true
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
