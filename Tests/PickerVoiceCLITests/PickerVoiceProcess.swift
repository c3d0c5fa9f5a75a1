import Foundation
import Testing

/// What one run of the `pickervoice` binary printed, and how it ended.
struct ProcessOutput: Sendable, CustomStringConvertible {
    let stdout: String
    let stderr: String
    /// The exit status, or the signal number when `exited` is false.
    let status: Int32
    /// False when the process died of a signal (a trap, for example).
    let exited: Bool

    var stderrLines: [Substring] {
        var lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    var description: String {
        "status \(status)\(exited ? "" : " (signal)")\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }
}

/// Runs the built `pickervoice` binary as a child process.
enum PickerVoiceProcess {
    /// The instant every test takes as now: no test reads the clock.
    static let now = "2026-11-21T12:00:00Z"

    /// The options that pin a report to fixed input: `--now`, `--locale`, `--time-zone`
    /// and `--date`, each added only when `arguments` lacks it.
    static func pinned(_ arguments: [String], locale: String = "en_US", timeZone: String = "UTC", date: String = "2026-11-21T14:05") -> [String] {
        var result = arguments
        for (option, value) in [("--now", now), ("--locale", locale), ("--time-zone", timeZone), ("--date", date)]
        where !arguments.contains(option) {
            result += [option, value]
        }
        return result
    }

    /// The environment of the child: this process's, without the variables that choose a
    /// locale, a zone or the help's width, plus `extra`.
    static func environment(adding extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { name, _ in
            !(name == "LANG" || name == "LANGUAGE" || name.hasPrefix("LC_") || name == "TZ" || name == "COLUMNS")
        }
        environment.merge(extra) { $1 }
        return environment
    }

    /// Where to look for the binary: the build products directory (`.build/<triple>/debug`
    /// or `release`), which holds the test runner. Under `swift test` on Linux that is
    /// Bundle.main's directory, debug and release alike; where a separate runner loads an
    /// `.xctest` bundle (macOS), it is the bundle's directory.
    private static var candidateDirectories: [URL] {
        let directories = [Bundle.main.bundleURL]
            + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        var seen: Set<String> = []
        return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The built binary, or a failure that says where it was looked for.
    static func binary(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let found = candidateDirectories
            .map { $0.appendingPathComponent("pickervoice") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, """
            The pickervoice binary is not next to the tests; looked in \
            \(candidateDirectories.map(\.path).joined(separator: ", ")). Build it with \
            `swift build` (the PickerVoiceCLITests target depends on it, so `swift test` does).
            """, sourceLocation: sourceLocation)
    }

    /// Runs `pickervoice` with `arguments` exactly as given, with no standard input.
    static func run(
        _ arguments: [String],
        environment: [String: String] = environment(),
        in directory: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = try binary(sourceLocation: sourceLocation)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes at once, so that a child that fills one does not block forever.
        let errData = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errData.set(err.fileHandleForReading.readDataToEndOfFile())
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessOutput(
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData.get(), as: UTF8.self),
            status: process.terminationStatus,
            exited: process.terminationReason == .exit
        )
    }

    /// Runs `pickervoice` and expects it to succeed silently on stderr; returns stdout.
    static func succeed(
        _ arguments: [String],
        environment: [String: String] = environment(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let output = try run(arguments, environment: environment, sourceLocation: sourceLocation)
        #expect(output.exited && output.status == 0, "pickervoice \(arguments.joined(separator: " "))\n\(output)", sourceLocation: sourceLocation)
        #expect(output.stderr == "", sourceLocation: sourceLocation)
        #expect(!output.stdout.isEmpty, sourceLocation: sourceLocation)
        return output.stdout
    }

    /// Runs `pickervoice --format json` and parses what it printed.
    static func json(
        _ arguments: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> JSON {
        let stdout = try succeed(arguments + ["--format", "json"], sourceLocation: sourceLocation)
        return try JSON(parsing: stdout, sourceLocation: sourceLocation)
    }
}

/// A new empty folder for files a test writes, removed by `body`'s end.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appending(path: "pickervoice-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// Data handed from the thread that reads a pipe to the one that waits for it.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ data: Data) { lock.withLock { self.data = data } }
    func get() -> Data { lock.withLock { data } }
}
