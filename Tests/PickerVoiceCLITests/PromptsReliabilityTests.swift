import Foundation
import PickerSpeech
import Testing

#if Speech
/// `pickervoice prompts` over several locales: all or nothing when a locale fails or the run
/// is interrupted, no renderer outliving its run, nothing staged left behind (the second
/// probe's D8 and D16).
@Suite("pickervoice prompts, several locales, all or nothing", .serialized)
struct PromptsReliabilityTests {
    static func arguments(_ locales: String, mode: String = "time", wheels: String? = "hour", output: String = "out") -> [String] {
        PickerVoiceProcess.pinned(["prompts", "--mode", mode, "--locales", locales, "--output-dir", output] + (wheels.map { ["--wheels", $0] } ?? []))
    }

    @Test("a locale without a voice is refused before anything is written", arguments: ["1", "2"])
    func localeWithoutVoice(jobs: String) throws {
        try withTemporaryFolder { folder in
            let first = try PickerVoiceProcess.run(Self.arguments("de_DE,fr_FR") + ["--jobs", "1"], in: folder)
            #expect(first.status == 0, "\(first)")
            let before = try PromptFolder.snapshot(folder.appending(path: "out"))
            let failed = try PickerVoiceProcess.run(Self.arguments("de_DE,ain,fr_FR,it_IT") + ["--jobs", jobs, "--rate", "220"], in: folder)
            #expect(failed.status == 1 && failed.stderrLines.count == 1, "\(failed)")
            #expect(failed.stderr.contains("ain"), "\(failed.stderr)")
            #expect(try PromptFolder.snapshot(folder.appending(path: "out")) == before, "a set changed")
        }
    }

    @Test("a locale that fails midway leaves every locale's previous set as it was", arguments: ["1", "2"])
    func failureMidway(jobs: String) throws {
        try withTemporaryFolder { folder in
            let first = try PickerVoiceProcess.run(Self.arguments("de_DE,fr_FR,it_IT") + ["--jobs", "1"], in: folder)
            #expect(first.status == 0, "\(first)")
            // One file of the last locale cannot be replaced: a folder took its place.
            let blocked = folder.appending(path: "out/it-IT/hour/05.wav")
            try FileManager.default.removeItem(at: blocked)
            try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
            let before = try PromptFolder.snapshot(folder.appending(path: "out"))
            // es_MX is new: the failed run must not leave an empty set folder for it either.
            let failed = try PickerVoiceProcess.run(Self.arguments("de_DE,fr_FR,es_MX,it_IT") + ["--jobs", jobs, "--rate", "220"], in: folder)
            #expect(failed.status == 1 && failed.stderrLines.count == 1, "\(failed)")
            #expect(failed.stderr.contains("it-IT/hour/05.wav: it is a folder"), "\(failed.stderr)")
            #expect(try PromptFolder.snapshot(folder.appending(path: "out")) == before, "a set changed")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "out").path).sorted() == ["de-DE", "fr-FR", "it-IT"])
        }
    }

    @Test("a locale given twice, in any spelling, is rendered and counted once", arguments: ["1", "2"])
    func duplicateLocales(jobs: String) throws {
        try withTemporaryFolder { folder in
            let output = try PickerVoiceProcess.run(Self.arguments("de_DE,de_DE,de-DE,DE-de") + ["--jobs", jobs], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(output.stdout == "prompts: 25 rendered, 0 kept (current), in out (each locale's index.json lists them)\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "out").path) == ["de-DE"])
        }
    }

    @Test("the staging folder of a run that was killed is removed by the next run; a live run's stays")
    func staleStaging() throws {
        try withTemporaryFolder { folder in
            let single = PickerVoiceProcess.pinned(["prompts", "--mode", "date", "--locale", "de_DE", "--output-dir", "out"])
            #expect(try PickerVoiceProcess.run(single, in: folder).status == 0)
            let set = folder.appending(path: "out/de-DE")
            // A run killed while it staged its files (its process no longer exists) ...
            let killed = Process()
            killed.executableURL = try PickerVoiceProcess.binary()
            killed.arguments = single + ["--force"]
            killed.currentDirectoryURL = folder
            killed.environment = PickerVoiceProcess.environment()
            killed.standardOutput = FileHandle.nullDevice
            killed.standardError = FileHandle.nullDevice
            try killed.run()
            Thread.sleep(forTimeInterval: 0.25)
            kill(killed.processIdentifier, SIGKILL)
            killed.waitUntilExit()
            // ... and one made here for a process that is gone, and one for a live process.
            let dead = try PromptFolder.exitedProcess()
            let stale = set.appending(path: ".pickervoice-staging-\(dead)-12345")
            try FileManager.default.createDirectory(at: stale.appending(path: ".replaced"), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: stale.appending(path: "hour__01.wav"))
            let live = set.appending(path: ".pickervoice-staging-\(getpid())-12345")
            try FileManager.default.createDirectory(at: live, withIntermediateDirectories: false)

            let next = try PickerVoiceProcess.run(single + ["--rate", "220"], in: folder)
            #expect(next.status == 0, "\(next)")
            #expect(try PromptFolder.stagingFolders(in: folder.appending(path: "out")) == [live.lastPathComponent])
        }
    }

    /// How a run is stopped.
    enum Stop: String, CaseIterable {
        case interruptParent = "SIGINT to the parent"
        case terminateParent = "SIGTERM to the parent"
        case killParent = "SIGKILL to the parent"
        case interruptGroup = "SIGINT to the parent's process group (Ctrl-C)"

        var signal: Int32 {
            switch self {
            case .interruptParent, .interruptGroup: SIGINT
            case .terminateParent: SIGTERM
            case .killParent: SIGKILL
            }
        }

        func send(to process: Process) {
            // Foundation starts a process in a process group of its own, as a shell starts a job.
            kill(self == .interruptGroup ? -process.processIdentifier : process.processIdentifier, signal)
        }
    }

    @Test("--jobs 2 stopped by a signal at random moments: every set old and whole, or all new once the run finished; no renderer survives, nothing staged is left")
    func stoppedRuns() throws {
        try withTemporaryFolder { folder in
            let out = folder.appending(path: "out")
            // Four locales of date wheels: about 1,000 prompts, half a second's work on two cores.
            let base = Self.arguments("de_DE,fr_FR,es_MX,it_IT", mode: "date", wheels: nil, output: out.path) + ["--jobs", "2"]
            let first = try PickerVoiceProcess.run(base, in: folder)
            #expect(first.status == 0, "\(first)")
            // How long a run that renders every prompt again takes here, to spread the
            // signals over it (the first run also warmed the caches).
            let whole = try ContinuousClock().measure {
                let again = try PickerVoiceProcess.run(base + ["--rate", "140"], in: folder)
                #expect(again.status == 0, "\(again)")
            }
            var outcomes: [String: Int] = [:]
            for run in 0..<12 {
                let stop = Stop.allCases[run % Stop.allCases.count]
                let before = try PromptFolder.sets(in: out)
                let fraction = Double.random(in: 0.02...1.15)
                let process = Process()
                process.executableURL = try PickerVoiceProcess.binary()
                // A rate no earlier run used: every prompt is rendered again.
                process.arguments = base + ["--rate", String(150 + 5 * run)]
                process.currentDirectoryURL = folder
                process.environment = PickerVoiceProcess.environment()
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                Thread.sleep(forTimeInterval: whole.seconds * fraction)
                stop.send(to: process)
                process.waitUntilExit()
                let context = "run \(run): \(stop.rawValue) at \(Int(fraction * 100))% of a run"

                let survivors = PromptFolder.processes(naming: out.path, within: .seconds(5))
                #expect(survivors.isEmpty, "\(context): renderers still running: \(survivors)")
                for pid in survivors { kill(pid, SIGKILL) }
                let after = try PromptFolder.sets(in: out)
                #expect(try PromptFolder.stagingFolders(in: out) == [], "\(context)")
                let finished = process.terminationReason == .exit && process.terminationStatus == 0
                var states: [String: String] = [:]
                for (locale, old) in before {
                    if after[locale] == old {
                        states[locale] = "old"
                    } else {
                        try PromptFolder.expectWholeSet(in: out.appending(path: locale), sourceLocation: #_sourceLocation)
                        states[locale] = "new"
                    }
                }
                let outcome = Set(states.values).count == 1 ? states.values.first ?? "none" : "mixed"
                #expect(outcome != "mixed", "\(context): \(states)")
                if finished {
                    #expect(outcome == "new", "\(context): the run succeeded, yet \(states)")
                } else {
                    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == stop.signal,
                            "\(context): ended by \(process.terminationReason) \(process.terminationStatus)")
                }
                outcomes["\(finished ? "finished" : "stopped"), \(outcome)", default: 0] += 1
            }
            print("prompts --jobs 2 stopped 12 times: \(outcomes.sorted { $0.key < $1.key })")
            #expect(outcomes["stopped, old", default: 0] >= 3, "too few runs were stopped before they finished: \(outcomes)")
        }
    }
}

/// The sets of a prompts folder, as the tests compare them.
enum PromptFolder {
    /// Every file under `folder`, hidden ones too, with its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? FileManager.DirectoryEnumerator() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.count))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Each locale's set: its index's bytes, and each file's identity (inode, size, time
    /// of change), which a replaced file does not keep. Cheaper than the bytes of 60 MB.
    static func sets(in folder: URL) throws -> [String: [String: String]] {
        var sets: [String: [String: String]] = [:]
        for locale in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !locale.hasPrefix(".") {
            let set = folder.appending(path: locale)
            var files: [String: String] = [:]
            for case let url as URL in FileManager.default.enumerator(at: set, includingPropertiesForKeys: nil) ?? FileManager.DirectoryEnumerator() {
                var status = stat()
                guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { continue }
                let name = String(url.standardizedFileURL.path.dropFirst(set.standardizedFileURL.path.count))
                files[name] = "\(status.st_ino) \(status.st_size) \(status.st_ctim.tv_sec).\(status.st_ctim.tv_nsec)"
            }
            files["index.json bytes"] = try String(decoding: Data(contentsOf: set.appending(path: "index.json")), as: UTF8.self)
            sets[locale] = files
        }
        return sets
    }

    /// The staging folders left in the sets under `folder`.
    static func stagingFolders(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.flatMap { locale in
            try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: locale).path).filter { $0.hasPrefix(".pickervoice-staging-") }
        }.sorted()
    }

    /// A whole set: every file its index lists, each as long as the index says, and nothing hidden.
    static func expectWholeSet(in set: URL, sourceLocation: SourceLocation) throws {
        let index = try JSON(parsing: String(decoding: Data(contentsOf: set.appending(path: "index.json")), as: UTF8.self))
        let prompts = try #require(index["prompts"]?.arrayValue, sourceLocation: sourceLocation)
        for prompt in prompts {
            let audio = try WAVFile.audio(from: Data(contentsOf: set.appending(path: prompt["file"]?.stringValue ?? "")))
            let seconds = Double(audio.samples.count) / Double(audio.sampleRate)
            #expect(abs(seconds - (prompt["duration"]?.numberValue ?? -1)) < 0.001, "\(set.lastPathComponent): \(prompt)", sourceLocation: sourceLocation)
        }
        let hidden = try FileManager.default.contentsOfDirectory(atPath: set.path).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "\(set.lastPathComponent): \(hidden)", sourceLocation: sourceLocation)
    }

    /// The processes whose arguments include `argument`, once those that end within `limit`
    /// have ended (zombies not counted).
    static func processes(naming argument: String, within limit: Duration) -> [pid_t] {
        let deadline = ContinuousClock.now + limit
        while true {
            let found = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { name -> pid_t? in
                guard let pid = pid_t(name),
                      let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                      !stat.contains(") Z "),
                      let command = FileManager.default.contents(atPath: "/proc/\(name)/cmdline")
                else { return nil }
                return command.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == argument } ? pid : nil
            }
            if found.isEmpty || ContinuousClock.now >= deadline { return found }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The identifier of a process that has ended.
    static func exitedProcess() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(filePath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
#endif
