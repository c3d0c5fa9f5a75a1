import Foundation
import PickerModel
import Synchronization

/// A sweep spread over processes. espeak-ng keeps its state in globals, so in one process
/// every pronunciation check waits for the one before, and threads do not make a sweep
/// with speech checks faster; processes do, one per core.
///
/// Each process is the program itself, started by the front end for a share of the locales
/// (``QASweep/localeShares(_:)``) with ``childVariable`` set: it sweeps them alone, writes
/// its report as JSON (`pickervoice qa --format json`) on standard output and, as it goes,
/// a line `progress DONE TOTAL` on standard error (``progressLine(done:total:)``). The
/// reports are joined by ``QASweep/merging(_:)`` into the report the sweep would make in one
/// process, byte for byte.
///
/// ```swift
/// let sweep = QASweep(configuration)
/// let shares = sweep.localeShares(2)
/// let reports = try QAWorkers.run(executable: program, arguments: shares.map { arguments(for: $0) })
/// let report = sweep.merging(reports)
/// ```
///
/// Measured with a release build on 2 cores, `qa --all-locales` with espeak-ng: 6.0 to 7.0 s
/// in one process with two threads (one thread alone: 7.6 s), 3.9 s in two processes, which
/// also spend less CPU (7.1 s against 9.5 s) as they no longer wait for each other
/// (`scripts/bench`, BENCHMARKS.md).
public enum QAWorkers {
    /// Set in the processes a sweep starts: they sweep their share alone and report
    /// progress on standard error.
    public static let childVariable = "PICKERVOICE_QA_CHILD"

    /// Whether this process was started by a sweep for a share of its locales.
    public static func isChild(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment[childVariable] == "1"
    }

    /// The line a process writes on standard error after each locale: `progress 12 345`.
    public static func progressLine(done: Int, total: Int) -> String {
        "progress \(done) \(total)"
    }

    /// Starts `executable` once per element of `arguments`, all at once, and returns each
    /// process's report in the order of `arguments`.
    ///
    /// - Parameters:
    ///   - progress: called, from any thread but one call at a time, with the locales done
    ///     and the total of all processes, as they report.
    /// - Throws: ``QAWorkerError`` when a process cannot start, ends without a report, or
    ///   prints one that cannot be read; the other processes are stopped first. SIGINT,
    ///   SIGTERM or SIGHUP stops every process, and then this one, by the same signal.
    public static func run(
        executable: URL, arguments: [[String]],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(QAWorkerError) -> [QAReport] {
        var environment = environment
        environment[childVariable] = "1"
        let counts = Locked<[(done: Int, total: Int)]>(Array(repeating: (0, 0), count: arguments.count))
        var children: [Child] = []
        for (index, group) in arguments.enumerated() {
            do {
                children.append(try Child(executable: executable, arguments: group, environment: environment) { done, total in
                    let sums = counts.withLock { counts in
                        counts[index] = (done, total)
                        return (counts.map(\.done).reduce(0, +), counts.map(\.total).reduce(0, +))
                    }
                    progress?(sums.0, sums.1)
                })
            } catch {
                children.forEach { $0.stop(SIGTERM) }
                throw QAWorkerError(reason: "cannot start a sweep process: \((error as NSError).localizedDescription)")
            }
        }
        if let signal = waitForAll(children) {
            // Foundation starts each process in a group of its own, so Ctrl-C reached only
            // this one: pass it on, and end by it once they have.
            children.forEach { $0.stop(signal) }
            children.forEach { $0.waitUntilExit() }
            Signals.end(by: signal)
        }
        var reports: [QAReport] = []
        for child in children {
            reports.append(try child.report())
        }
        return reports
    }

    /// Waits until every child has ended, or returns the signal that arrived first.
    private static func waitForAll(_ children: [Child]) -> Int32? {
        Signals.watch()
        defer { Signals.unwatch() }
        while children.contains(where: \.isRunning) {
            if let signal = Signals.pending { return signal }
            usleep(20_000)
        }
        return nil
    }

    /// One process and what it wrote.
    private final class Child: Sendable {
        private let process: Process
        private let output = Locked(Data())
        private let errorLines = Locked<[String]>([])
        private let readers = DispatchGroup()

        init(
            executable: URL, arguments: [String], environment: [String: String],
            progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
        ) throws {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.environment = environment
            process.standardInput = FileHandle.nullDevice
            let stdout = Pipe()
            let stderr = Pipe()
            process.standardOutput = stdout
            process.standardError = stderr
            self.process = process
            try process.run()
            let output = output
            let errorLines = errorLines
            DispatchQueue.global().async(group: readers) {
                let data = stdout.fileHandleForReading.readDataToEndOfFile()
                output.withLock { $0 = data }
            }
            DispatchQueue.global().async(group: readers) {
                var pending = Data()
                while true {
                    let chunk = stderr.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    pending.append(chunk)
                    while let newline = pending.firstIndex(of: 0x0A) {
                        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                        pending.removeSubrange(pending.startIndex...newline)
                        let words = line.split(separator: " ")
                        if words.count == 3, words[0] == "progress", let done = Int(words[1]), let total = Int(words[2]) {
                            progress(done, total)
                        } else if !line.isEmpty {
                            errorLines.withLock { $0.append(line) }
                        }
                    }
                }
            }
        }

        var isRunning: Bool { process.isRunning }

        func stop(_ signal: Int32) {
            if process.isRunning { kill(process.processIdentifier, signal) }
        }

        func waitUntilExit() {
            process.waitUntilExit()
            readers.wait()
        }

        /// The report the process printed, or why there is none.
        func report() throws(QAWorkerError) -> QAReport {
            waitUntilExit()
            let lines = errorLines.withLock { $0 }
            // Exit status 1 is a report with findings at or above --fail-on.
            guard process.terminationReason == .exit, [0, 1].contains(process.terminationStatus) else {
                throw QAWorkerError(reason: "a sweep process failed: " + (lines.last ?? "status \(process.terminationStatus)"))
            }
            do {
                return try JSONDecoder().decode(QAReport.self, from: output.withLock { $0 })
            } catch {
                throw QAWorkerError(reason: "a sweep process printed no report: " + (lines.last ?? "\(error)"))
            }
        }
    }
}

/// Why a sweep spread over processes failed, in one line.
public struct QAWorkerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public let reason: String

    public var description: String { reason }
}

/// The signal that arrived while a sweep's processes ran, or 0; global, as a signal
/// handler can reach nothing else.
private let qaReceivedSignal = Atomic<Int32>(0)

/// SIGINT, SIGTERM and SIGHUP while the processes run: noted, then passed on.
private enum Signals {
    private static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// What each signal did before the watch; a signal the parent set to be ignored
    /// (`nohup`) stays ignored.
    nonisolated(unsafe) private static var previous: [Int32: __sighandler_t?] = [:]

    static func watch() {
        for number in numbers {
            let before = signal(number) { qaReceivedSignal.store($0, ordering: .relaxed) }
            previous[number] = before
            if unsafeBitCast(before, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(number, SIG_IGN) }
        }
    }

    static func unwatch() {
        for number in numbers { signal(number, previous[number] ?? SIG_DFL) }
    }

    static var pending: Int32? {
        let number = qaReceivedSignal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Ends this process by `signal`, as it would have ended without the watch.
    static func end(by signal: Int32) -> Never {
        unwatch()
        Foundation.signal(signal, SIG_DFL)
        raise(signal)
        exit(128 + signal)
    }
}

extension QASweep {
    /// The sweep's locales in the order its report lists them, in `count` shares of about
    /// the same size, each a run of neighbours: the locales of a language stay together
    /// where the split allows, so that a process checks each of its texts once. Fewer
    /// shares than `count` where there are fewer locales.
    public func localeShares(_ count: Int) -> [[Locale]] {
        let locales = configuration.orderedLocales.map(\.locale)
        let shares = max(1, min(count, locales.count))
        return (0..<shares).map { share in
            Array(locales[locales.count * share / shares..<locales.count * (share + 1) / shares])
        }
    }

    /// The report of the whole sweep from the reports of its ``localeShares(_:)``, in
    /// share order, each made with this configuration for its share alone: the same report,
    /// finding for finding, as ``run(workers:progress:)`` makes in one process.
    public func merging(_ parts: [QAReport]) -> QAReport {
        let findings = parts.flatMap(\.findings)
        let first = parts.first?.configuration
        return QAReport(
            configuration: reportConfiguration(
                localeCount: parts.map(\.configuration.localeCount).reduce(0, +),
                speechChecked: first?.speechChecked ?? false, speechNotCheckedReason: first?.speechNotCheckedReason
            ),
            findings: findings,
            summary: QAReport.Summary(
                findings: findings, localesChecked: parts.map(\.summary.localesChecked).reduce(0, +),
                rowsSpoken: parts.map(\.summary.rowsSpoken).reduce(0, +)
            )
        )
    }
}
