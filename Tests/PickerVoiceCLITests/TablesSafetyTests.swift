import Foundation
import Testing

/// `pickervoice tables` against what a file system can hold besides plain files, and against
/// being interrupted: links, modes, devices, and signals at any moment (the reliability
/// probe's D9, D10, D14, D15, D21).
@Suite("pickervoice tables: links, modes, interruptions", .serialized)
struct TablesSafetyTests {
    /// The key every table's value is changed for in the interruption test: never Apple's
    /// wording, and it takes no placeholder.
    static let key = "wheel.date.label"

    /// Runs `pickervoice` in `folder`.
    static func run(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessOutput {
        try PickerVoiceProcess.run(arguments, in: folder, sourceLocation: sourceLocation)
    }

    /// The German export of the workspace's tables with `value.dayPeriod.am` set to `value`.
    static func germanCorrection(_ value: String = "vormittags", in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let export = try run(["tables", "export", "--languages", "de", "--localizations", "Localizations"], in: folder, sourceLocation: sourceLocation)
        #expect(export.status == 0, "\(export)", sourceLocation: sourceLocation)
        let corrected = try TablesCommandTests.setting(target: "value.dayPeriod.am", to: value, export.stdout, sourceLocation: sourceLocation)
        let file = folder.appending(path: "de.xliff")
        try Data(corrected.utf8).write(to: file)
        return file
    }

    /// Every hidden file or folder under `folder`, by path relative to it.
    static func hiddenFiles(under folder: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }

    /// Every file under `folder` whose mode lets anyone write it.
    static func worldWritable(under folder: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { path in
            var status = stat()
            return lstat(folder.appending(path: path).path, &status) == 0
                && status.st_mode & S_IFMT != S_IFLNK && status.st_mode & 0o002 != 0
        }
    }

    static func mode(of path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    // MARK: D10: a symbolic link to a table

    @Test("Import through a symbolically linked table writes the link's target, keeps the link and the mode (D10)")
    func linkedTable() throws {
        try TablesCommandTests.withWorkspace { folder in
            let outside = folder.appending(path: "outside")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: false)
            let table = folder.appending(path: "Localizations/de.lproj/Phrases.strings")
            let real = outside.appending(path: "de-Phrases.strings")
            try FileManager.default.moveItem(at: table, to: real)
            chmod(real.path, 0o640)
            try FileManager.default.createSymbolicLink(atPath: table.path, withDestinationPath: "../../outside/de-Phrases.strings")
            _ = try Self.germanCorrection(in: folder)

            let output = try Self.run(["tables", "import", "de.xliff"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: table.path) == "../../outside/de-Phrases.strings", "the link stays a link")
            #expect(try foundationValues(of: real)["value.dayPeriod.am"] == "vormittags", "the link's target got the change")
            #expect(Self.mode(of: real.path) == 0o640)
            #expect(Self.worldWritable(under: folder) == [])
            #expect(Self.hiddenFiles(under: folder) == [])
        }
    }

    // MARK: D14: a symbolic link to the folder

    @Test("A --localizations folder given as a symbolic link is exported from and imported into (D14)", arguments: ["Linked", "Linked/"])
    func linkedFolder(path: String) throws {
        try TablesCommandTests.withWorkspace { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "Linked").path, withDestinationPath: "Localizations")
            let export = try Self.run(["tables", "export", "--languages", "de", "--localizations", path], in: folder)
            #expect(export.status == 0 && export.stderr == "", "\(export)")
            #expect(export.stdout.contains("target-language=\"de\""))
            _ = try Self.germanCorrection(in: folder)
            let imported = try Self.run(["tables", "import", "de.xliff", "--localizations", path], in: folder)
            #expect(imported.status == 0 && imported.stderr == "", "\(imported)")
            #expect(imported.stdout == "de: 1 value changed (value.dayPeriod.am)\n")
            let table = folder.appending(path: "Localizations/de.lproj/Phrases.strings")
            #expect(try foundationValues(of: table)["value.dayPeriod.am"] == "vormittags")
        }
    }

    // MARK: D15: export over a link, over a private file

    @Test("export --output over a link writes its target and keeps the link; over a private file keeps it private (D15)")
    func exportKeepsLinkAndMode() throws {
        try withTemporaryFolder { folder in
            let real = folder.appending(path: "real.xliff")
            try Data("old".utf8).write(to: real)
            chmod(real.path, 0o600)
            try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "link.xliff").path, withDestinationPath: "real.xliff")
            for name in ["link.xliff", "real.xliff"] {
                let output = try Self.run(["tables", "export", "--languages", "de", "--output", name], in: folder)
                #expect(output.status == 0 && output.stderr == "", "\(output)")
                #expect(output.stdout == "wrote 1 table to \(name)\n")
                #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appending(path: "link.xliff").path) == "real.xliff")
                #expect(try String(contentsOf: real, encoding: .utf8).contains("target-language=\"de\""))
                #expect(Self.mode(of: real.path) == 0o600)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.xliff", "real.xliff"], "nothing hidden left")
        }
    }

    @Test("export --output-dir keeps a replaced file's mode and a link's link, and writes all files or none")
    func exportFolderKeepsLinkAndMode() throws {
        try withTemporaryFolder { folder in
            let review = folder.appending(path: "review")
            try FileManager.default.createDirectory(at: review, withIntermediateDirectories: false)
            let real = folder.appending(path: "ja-real.xliff")
            try Data("old".utf8).write(to: real)
            try FileManager.default.createSymbolicLink(atPath: review.appending(path: "ja.xliff").path, withDestinationPath: "../ja-real.xliff")
            try Data("old".utf8).write(to: review.appending(path: "he.xliff"))
            chmod(review.appending(path: "he.xliff").path, 0o600)
            let output = try Self.run(["tables", "export", "--languages", "ja,he", "--output-dir", "review"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: review.appending(path: "ja.xliff").path) == "../ja-real.xliff")
            #expect(try String(contentsOf: real, encoding: .utf8).contains("target-language=\"ja\""))
            #expect(Self.mode(of: review.appending(path: "he.xliff").path) == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: review.path).sorted() == ["he.xliff", "ja.xliff"])

            // A folder where the second file goes: neither file is written.
            try FileManager.default.removeItem(at: review.appending(path: "he.xliff"))
            try FileManager.default.createDirectory(at: review.appending(path: "he.xliff"), withIntermediateDirectories: false)
            try Data("old".utf8).write(to: real)
            let refused = try Self.run(["tables", "export", "--languages", "ja,he", "--output-dir", "review"], in: folder)
            #expect(refused.status == 1 && refused.stdout == "" && refused.stderrLines.count == 1, "\(refused)")
            #expect(refused.stderr.contains("he.xliff: it is a folder"), "\(refused)")
            #expect(try String(contentsOf: real, encoding: .utf8) == "old")
        }
    }

    // MARK: D21: what is not a file

    @Test("Import of a device, a folder or a huge file says what it is (D21)", arguments: [
        ("/dev/null", "pickervoice: error: /dev/null is a character device, not an XLIFF file; give the file that pickervoice tables export wrote; nothing was written (see 'pickervoice help')"),
        ("/dev/zero", "pickervoice: error: /dev/zero is a character device, not an XLIFF file; give the file that pickervoice tables export wrote; nothing was written (see 'pickervoice help')"),
        ("review", "pickervoice: error: review is a folder, not an XLIFF file; give the file that pickervoice tables export wrote; nothing was written (see 'pickervoice help')"),
        ("huge.xliff", "pickervoice: error: huge.xliff is 8,000,001 bytes, more than the 8,000,000 an import reads; import the languages in smaller files; nothing was written (see 'pickervoice help')"),
    ])
    func notAnXLIFFFile(path: String, message: String) throws {
        try TablesCommandTests.withWorkspace { folder in
            try FileManager.default.createDirectory(at: folder.appending(path: "review"), withIntermediateDirectories: false)
            try Data(repeating: 0x20, count: 8_000_001).write(to: folder.appending(path: "huge.xliff"))
            let output = try Self.run(["tables", "import", path], in: folder)
            #expect(output.exited && output.status == 1 && output.stdout == "", "\(output)")
            #expect(output.stderrLines == [Substring(message)])
        }
    }

    // MARK: D9: interrupted at any moment

    /// How many imports the interruption test kills: 20, or `PICKERVOICE_TABLE_KILLS`
    /// (`scripts/reliability kills`).
    static let kills = ProcessInfo.processInfo.environment["PICKERVOICE_TABLE_KILLS"].flatMap(Int.init) ?? 20

    /// The value of ``key`` in every table of `localizations` but English, by tag.
    static func values(in localizations: URL) throws -> [String: String] {
        var values: [String: String] = [:]
        for entry in try FileManager.default.contentsOfDirectory(atPath: localizations.path) where entry.hasSuffix(".lproj") && entry != "en.lproj" {
            values[entry] = try foundationValues(of: localizations.appending(path: "\(entry)/Phrases.strings"))[key]
        }
        return values
    }

    @Test("The next import removes the temporary files a killed one left, 0.10's included (D9)")
    func leftoversRemoved() throws {
        try TablesCommandTests.withWorkspace { folder in
            let german = folder.appending(path: "Localizations/de.lproj")
            for name in [".Phrases.strings.\(UUID().uuidString).tmp", ".Phrases.strings.pickervoice-\(Int32.max)-1f.new"] {
                try Data("x".utf8).write(to: german.appending(path: name))
            }
            _ = try Self.germanCorrection(in: folder)
            let output = try Self.run(["tables", "import", "de.xliff"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(Self.hiddenFiles(under: folder) == [])
        }
    }

    @Test("Imports killed at random moments (SIGINT, SIGTERM, SIGHUP, SIGKILL) leaves every table old or every table new, and no temporary file (D9)")
    func interruptedImports() throws {
        try TablesCommandTests.withWorkspace { folder in
            let localizations = folder.appending(path: "Localizations")
            let export = try Self.run(["tables", "export", "--localizations", "Localizations"], in: folder)
            #expect(export.status == 0, "\(export)")
            let tags = try FileManager.default.contentsOfDirectory(atPath: localizations.path)
                .filter { $0.hasSuffix(".lproj") && $0 != "en.lproj" }.map { String($0.dropLast(".lproj".count)) }
            // Two imports that change every table but English (whose values are the others'
            // sources), each into a state of its own: A and B.
            var expected: [String: [String: String]] = [:]
            for state in ["A", "B"] {
                var xliff = export.stdout
                for tag in tags {
                    xliff = try TablesCommandTests.setting(target: Self.key, in: tag, to: "\(state) \(tag)", xliff)
                }
                try Data(xliff.utf8).write(to: folder.appending(path: "\(state).xliff"))
                expected[state] = Dictionary(uniqueKeysWithValues: tags.map { ("\($0).lproj", "\(state) \($0)") })
            }
            // An import that changes nothing: run after a SIGKILL, it is "the next run".
            let english = try Self.run(["tables", "export", "--languages", "en", "--output", "en.xliff", "--localizations", "Localizations"], in: folder)
            #expect(english.status == 0, "\(english)")

            // How long a whole import takes here (the longer of two), to spread the kills over it.
            let clock = ContinuousClock()
            var whole = Duration.zero
            for state in ["A", "B", "A"] {
                let time = try clock.measure {
                    let run = try Self.run(["tables", "import", "\(state).xliff"], in: folder)
                    #expect(run.status == 0, "\(run)")
                }
                if state == "B" || time > whole { whole = max(whole, time) }
            }
            var state = "A"
            #expect(try Self.values(in: localizations) == expected["A"])

            let signals: [(Int32, String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGKILL, "SIGKILL")]
            var outcomes: [String: Int] = [:]
            for number in 0..<Self.kills {
                let (signal, name) = signals[number % signals.count]
                let next = state == "A" ? "B" : "A"
                let process = Process()
                process.executableURL = try PickerVoiceProcess.binary()
                process.arguments = ["tables", "import", "\(next).xliff"]
                process.currentDirectoryURL = folder
                process.environment = PickerVoiceProcess.environment()
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                // Half the kills anywhere in the run, half near its end, where the tables are written.
                let fraction = number < Self.kills / 2 ? Double.random(in: 0.2...1.1) : Double.random(in: 0.75...1.05)
                let delay = (Double(whole.components.seconds) + Double(whole.components.attoseconds) / 1e18) * fraction
                try process.run()
                Thread.sleep(forTimeInterval: delay)
                if process.isRunning { kill(process.processIdentifier, signal) }
                process.waitUntilExit()
                let killed = process.terminationReason == .uncaughtSignal
                var recovery = ""
                if killed && signal == SIGKILL {
                    let left = Self.hiddenFiles(under: folder)
                    let nextRun = try Self.run(["tables", "import", "en.xliff"], in: folder)
                    #expect(nextRun.status == 0, "after \(name): \(nextRun)")
                    if nextRun.stdout.hasPrefix("finished an import that was interrupted") {
                        recovery = ", finished by the next run"
                    } else if !left.isEmpty {
                        recovery = ", staged files removed by the next run"
                    }
                }
                let values = try Self.values(in: localizations)
                let now = values == expected[next] ? next : values == expected[state] ? state : "mixed"
                #expect(now != "mixed", "kill \(number) (\(name) after \(String(format: "%.3f", delay)) s): \(values.filter { $0.value != expected[next]?[$0.key] }.count) tables old, the others new")
                #expect(Self.hiddenFiles(under: folder) == [], "kill \(number) (\(name) after \(String(format: "%.3f", delay)) s)")
                let outcome = (!killed ? "finished" : now == next ? "killed, tables new" : "killed, tables old") + recovery
                outcomes["\(name): \(outcome)", default: 0] += 1
                if now != "mixed" { state = now } else { break }
            }
            print("tables import, \(Self.kills) kills: \(outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
            #expect(outcomes.filter { $0.key.contains("killed") }.values.reduce(0, +) > 0, "\(outcomes)")
        }
    }
}

/// A table file's values, as Foundation reads them.
private func foundationValues(of file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: String] {
    let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
    return try #require(plist as? [String: String], "\(file.path) is not a table of strings", sourceLocation: sourceLocation)
}
