import Foundation
import PickerSpeech
import Testing

#if Speech
/// `simulate --speak --output-dir` never loses the previous run's files, and never leaves
/// half a set (the reliability probe's D3).
@Suite("output folders are all or nothing", .serialized)
struct OutputSafetyTests {
    static let base = PickerVoiceProcess.pinned(["simulate", "--mode", "time", "--speak", "--output-dir", "out"])

    @Test("a run that fails midway leaves the previous run's files and index as they were")
    func failedRunKeepsPreviousSet() throws {
        try withTemporaryFolder { folder in
            let out = folder.appending(path: "out")
            let first = try PickerVoiceProcess.run(Self.base + ["--actions", "increment hour, increment hour, increment hour, increment hour"], in: folder)
            #expect(first.status == 0, "\(first)")
            let before = try Self.contents(of: out)
            #expect(before.count == 5)

            // The fifth name of the next run is taken by a folder.
            try FileManager.default.createDirectory(at: out.appending(path: "05-decrement-hour.wav"), withIntermediateDirectories: false)
            let second = try PickerVoiceProcess.run(
                Self.base + ["--actions", "increment hour, increment hour, increment hour, increment hour, decrement hour", "--rate", "300"],
                in: folder
            )
            #expect(second.status == 1)
            #expect(second.stderrLines.count == 1)
            #expect(second.stderr.contains("05-decrement-hour.wav: it is a folder"), "\(second.stderr)")
            var after = try Self.contents(of: out)
            after["05-decrement-hour.wav"] = nil
            #expect(after == before, "the first run's files changed")
        }
    }

    @Test("SIGINT or SIGTERM at any moment leaves either the old set or the new one, whole")
    func interruptedRunsAreWhole() throws {
        let steps = Array(repeating: "increment minute", count: 120).joined(separator: ", ")
        try withTemporaryFolder { folder in
            let out = folder.appending(path: "out")
            let first = try PickerVoiceProcess.run(Self.base + ["--actions", "increment hour, increment hour"], in: folder)
            #expect(first.status == 0, "\(first)")
            // How long a whole run takes here, to spread the signals over it.
            let clock = ContinuousClock()
            let whole = try clock.measure {
                let run = try PickerVoiceProcess.run(Self.base + ["--actions", steps, "--rate", "300"], in: folder)
                #expect(run.status == 0, "\(run)")
            }
            var outcomes: [String: Int] = [:]
            for (number, fraction) in stride(from: 0.1, through: 1.15, by: 0.075).enumerated() {
                let process = Process()
                process.executableURL = try PickerVoiceProcess.binary()
                process.arguments = Self.base + ["--actions", steps, "--rate", String(150 + number * 10)]
                process.currentDirectoryURL = folder
                process.environment = PickerVoiceProcess.environment()
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                Thread.sleep(forTimeInterval: (whole * fraction).seconds)
                kill(process.processIdentifier, number.isMultiple(of: 2) ? SIGINT : SIGTERM)
                process.waitUntilExit()
                outcomes[process.terminationReason == .uncaughtSignal ? "killed" : "finished", default: 0] += 1
                try Self.expectWholeSet(in: out)
            }
            #expect(outcomes["killed", default: 0] > 0, "\(outcomes)")
        }
    }

    @Test("speak --output over a private file keeps it private, and over a link keeps the link (D17)")
    func replaceKeepsModeAndLink() throws {
        try withTemporaryFolder { folder in
            let real = folder.appending(path: "real.wav")
            try Data("old".utf8).write(to: real)
            chmod(real.path, 0o600)
            try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "link.wav").path, withDestinationPath: "real.wav")
            for name in ["real.wav", "link.wav"] {
                let output = try PickerVoiceProcess.run(["speak", "--text", "two", "--locale", "en_US", "--output", name], in: folder)
                #expect(output.status == 0, "\(output)")
            }
            let attributes = try FileManager.default.attributesOfItem(atPath: real.path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appending(path: "link.wav").path) == "real.wav")
            #expect(try WAVFile.audio(from: Data(contentsOf: real)).samples.count > 1000, "the link's target got the audio")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.wav", "real.wav"], "nothing hidden left")
        }
    }

    @Test("speak --output onto a FIFO or a device is refused with one line, and the FIFO stays a FIFO (second probe, D17)")
    func nonRegularTarget() throws {
        try withTemporaryFolder { folder in
            let fifo = folder.appending(path: "fifo.wav")
            #expect(mkfifo(fifo.path, 0o644) == 0)
            let link = folder.appending(path: "null.wav")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
            for (name, kind) in [("fifo.wav", "a FIFO"), ("null.wav", "a character device")] {
                let output = try PickerVoiceProcess.run(["speak", "--text", "two", "--locale", "en_US", "--output", name], in: folder)
                #expect(output.status == 1 && output.stderrLines.count == 1, "\(output)")
                #expect(output.stderr.contains("--output '\(name)': it is \(kind), not a regular file"), "\(output.stderr)")
            }
            var status = stat()
            #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/null")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["fifo.wav", "null.wav"], "nothing hidden left")
        }
    }

    /// The folder holds every file its index lists, each as long as the index says, and
    /// nothing hidden.
    static func expectWholeSet(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasPrefix(".") }, "hidden files left: \(names.filter { $0.hasPrefix(".") })", sourceLocation: sourceLocation)
        let index = try JSON(parsing: String(decoding: Data(contentsOf: folder.appending(path: "index.json")), as: UTF8.self))
        let steps = try #require(index["steps"]?.arrayValue, sourceLocation: sourceLocation)
        // Files of earlier runs under other names stay: a run deletes nothing it did not write.
        let listed = Set(steps.compactMap { $0["file"]?.stringValue })
        #expect(listed.isSubset(of: names), sourceLocation: sourceLocation)
        for step in steps {
            let audio = try WAVFile.audio(from: Data(contentsOf: folder.appending(path: step["file"]?.stringValue ?? "")))
            let seconds = Double(audio.samples.count) / Double(audio.sampleRate)
            #expect(abs(seconds - (step["duration"]?.numberValue ?? -1)) < 0.001, "\(step)", sourceLocation: sourceLocation)
        }
    }

    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            var isDirectory: ObjCBool = false
            let url = folder.appending(path: name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
#endif
