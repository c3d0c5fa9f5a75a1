import Foundation
import Testing

/// Closed and full standard streams: one line and a failure, never exit 0 with half a
/// report, never a crash (the reliability probe's D6 and D8).
@Suite("standard streams")
struct StandardStreamTests {
    /// Runs pickervoice through `sh -c` with `redirections` applied, e.g. `>&-`.
    static func run(_ arguments: [String], redirections: String) throws -> ProcessOutput {
        let binary = try PickerVoiceProcess.binary()
        let quoted = ([binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        return try runShell("exec \(quoted.joined(separator: " ")) \(redirections)")
    }

    static func runShell(_ script: String) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(filePath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = PickerVoiceProcess.environment()
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(stdout: "", stderr: String(decoding: errData, as: UTF8.self),
                             status: process.terminationStatus, exited: process.terminationReason == .exit)
    }

    static let describe = PickerVoiceProcess.pinned(["describe", "--mode", "date", "--rows"])

    @Test("a full disk fails with one line")
    func fullDisk() throws {
        let output = try Self.run(Self.describe, redirections: "> /dev/full")
        #expect(output.exited && output.status == 1, "\(output)")
        #expect(output.stderrLines == ["pickervoice: error: cannot write to standard output: No space left on device (see 'pickervoice help')"])
    }

    @Test("a closed standard output fails with one line, and no file gets the report")
    func closedOutput() throws {
        try withTemporaryFolder { folder in
            let wav = folder.appending(path: "x.wav").path
            var commands = [Self.describe]
            #if Speech
            commands.append(["speak", "--text", "two", "--locale", "en_US", "--output", wav])
            #endif
            for arguments in commands {
                let output = try Self.run(arguments, redirections: ">&-")
                #expect(output.exited && output.status == 1, "\(output)")
                #expect(output.stderrLines == ["pickervoice: error: standard output is closed; nothing could be printed (see 'pickervoice help')"])
            }
            #expect(!FileManager.default.fileExists(atPath: wav))
        }
    }

    #if Speech
    @Test("a closed standard input reads as empty text")
    func closedInput() throws {
        let output = try Self.run(["speak", "--text-file", "-", "--locale", "en_US", "--phonemes"], redirections: "<&-")
        #expect(output.exited && output.status == 1, "\(output)")
        #expect(output.stderrLines.count == 1)
        #expect(output.stderr.contains("empty"), "\(output.stderr)")
    }
#endif
}
