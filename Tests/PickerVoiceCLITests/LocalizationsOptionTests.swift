import Foundation
import Testing

/// `--localizations FOLDER` on every command that speaks or reports what is spoken: a
/// corrected table is heard, described and checked before it is imported.
@Suite("--localizations")
struct LocalizationsOptionTests {
    /// A folder `L` holding a copy of `Localizations/` with the German hour wheel's label
    /// "Stundenrad" and its 24-hour values "{hour} Uhr genau", in a new temporary folder.
    static func withCorrectedTables<T>(_ body: (URL) throws -> T) throws -> T {
        try withTemporaryFolder { folder in
            try FileManager.default.copyItem(at: TablesCommandTests.localizations, to: folder.appending(path: "L"))
            let table = folder.appending(path: "L/de.lproj/Phrases.strings")
            var text = try String(contentsOf: table, encoding: .utf8)
            for (old, new) in [
                ("\"wheel.hour.label\" = \"Stunde\";", "\"wheel.hour.label\" = \"Stundenrad\";"),
                ("\"value.hour.twentyFourHourClock\" = \"{hour} Uhr\";", "\"value.hour.twentyFourHourClock\" = \"{hour} Uhr genau\";"),
            ] {
                let range = try #require(text.range(of: old), "the de table has no \(old)")
                text.replaceSubrange(range, with: new)
            }
            try Data(text.utf8).write(to: table)
            return try body(folder)
        }
    }

    static func run(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessOutput {
        try PickerVoiceProcess.run(PickerVoiceProcess.pinned(arguments, locale: "de_DE"), in: folder, sourceLocation: sourceLocation)
    }

    @Test("describe speaks the folder's label; without the option, the built-in one")
    func describe() throws {
        try Self.withCorrectedTables { folder in
            let corrected = try Self.run(["describe", "--mode", "time", "--format", "json", "--localizations", "L"], in: folder)
            #expect(corrected.status == 0 && corrected.stderr == "", "\(corrected)")
            let report = try JSON(parsing: corrected.stdout)
            #expect(report["wheels"]?[0]?["utterance"]?.stringValue?.hasPrefix("Stundenrad. 14 Uhr genau.") == true, "\(corrected.stdout)")
            let shipped = try JSON(parsing: try Self.run(["describe", "--mode", "time", "--format", "json"], in: folder).stdout)
            #expect(shipped["wheels"]?[0]?["utterance"]?.stringValue?.hasPrefix("Stunde. 14 Uhr.") == true)
        }
    }

    @Test("simulate announces the folder's hour values")
    func simulate() throws {
        try Self.withCorrectedTables { folder in
            let output = try Self.run(["simulate", "--mode", "time", "--actions", "increment hour", "--format", "json", "--localizations", "L"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(try JSON(parsing: output.stdout)["steps"]?[0]?["announcement"] == "15 Uhr genau")
        }
    }

    @Test("qa checks the folder's tables: a folder without German reports a fallback for de_DE")
    func qa() throws {
        try Self.withCorrectedTables { folder in
            try FileManager.default.removeItem(at: folder.appending(path: "L/de.lproj"))
            let arguments = ["qa", "--locales", "de_DE", "--modes", "time", "--date", "2026-11-21", "--time-zone", "UTC", "--no-speech", "--format", "json"]
            let withFolder = try PickerVoiceProcess.run(arguments + ["--localizations", "L"], in: folder)
            #expect(withFolder.stderr == "", "\(withFolder)")
            let codes = try JSON(parsing: withFolder.stdout)["findings"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
            #expect(codes.contains("table-fallback"), "\(withFolder.stdout)")
            let shipped = try PickerVoiceProcess.run(arguments, in: folder)
            let shippedCodes = try JSON(parsing: shipped.stdout)["findings"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
            #expect(shipped.status == 0 && !shippedCodes.contains("table-fallback"), "\(shipped)")
        }
    }

    @Test("session --localizations: every picker of the session speaks from the folder")
    func session() throws {
        try Self.withCorrectedTables { folder in
            let input = folder.appending(path: "in.jsonl")
            try Data([SessionTests.configure, #"{"id":2,"op":"focus","wheel":"hour"}"#].joined(separator: "\n").appending("\n").utf8).write(to: input)
            let binary = try PickerVoiceProcess.binary()
            let out = folder.appending(path: "out.jsonl")
            let status = try StandardStreamTests.runShell(
                "cd '\(folder.path)' && exec '\(binary.path)' session --localizations L < '\(input.path)' > '\(out.path)'"
            )
            #expect(status.status == 0 && status.stderr == "", "\(status)")
            let lines = String(decoding: try Data(contentsOf: out), as: UTF8.self).split(separator: "\n").map(String.init)
            #expect(lines.count == 2)
            #expect(try JSON(parsing: lines.last ?? "")["utterance"]?.stringValue?.hasPrefix("Stundenrad. 14 Uhr genau.") == true, "\(lines)")
        }
    }

    @Test("interactive speaks the folder's phrases in the terminal", .enabled(if: TmuxPane.isAvailable, "needs tmux"))
    func interactive() throws {
        try Self.withCorrectedTables { folder in
            let arguments = PickerVoiceProcess.pinned(["interactive", "--mode", "time", "--localizations", "L"], locale: "de_DE")
            let run = try InteractiveTests.start(arguments, in: folder)
            try run.pane.wait(for: "On focus   Stundenrad. 14 Uhr genau.")
            try run.pane.send("Up")
            try run.pane.wait(for: "Announced  15 Uhr genau")
            try run.pane.send("q")
            #expect(try run.ending().status == 0)
        }
    }

    @Test("A folder or table that cannot be used: one line on stderr and exit status 1, in every command", arguments: [
        ["describe", "--mode", "time"],
        ["simulate", "--mode", "time", "--actions", "increment hour"],
        ["simulate", "--mode", "time", "--actions", "increment hour", "--speak", "--output-dir", "out"],
        ["qa", "--locales", "de_DE", "--no-speech"],
        ["speak", "--mode", "time", "--wheel", "hour", "--output", "x.wav"],
        ["prompts", "--mode", "time", "--output-dir", "out"],
        ["interactive", "--mode", "time", "--speak"],
        ["session"],
    ])
    func badFolder(_ arguments: [String]) throws {
        try Self.withCorrectedTables { folder in
            let missing = try PickerVoiceProcess.run(arguments + ["--localizations", "nowhere"], in: folder)
            #expect(missing.status == 1 && missing.stdout == "", "\(missing)")
            #expect(missing.stderr == "pickervoice: error: --localizations: 'nowhere' is not a folder; give the Localizations folder of a PickerVoice checkout (see 'pickervoice help')\n")
            let table = folder.appending(path: "L/de.lproj/Phrases.strings")
            try Data((try String(contentsOf: table, encoding: .utf8) + "\"wheel.hour.label\" = \"Stunde\"\n").utf8).write(to: table)
            let broken = try PickerVoiceProcess.run(arguments + ["--localizations", "L"], in: folder)
            #expect(broken.status == 1 && broken.stdout == "", "\(broken)")
            #expect(broken.stderr.split(separator: "\n").count == 1, "\(broken)")
            #expect(broken.stderr.contains("--localizations: the de table ") && broken.stderr.contains("expected ';' after the value of \"wheel.hour.label\""), "\(broken)")
            #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "out").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "x.wav").path))
        }
    }

    @Test("speak --text has no phrases to take from a folder: a usage error")
    func speakTextRefused() throws {
        let output = try PickerVoiceProcess.run(["speak", "--text", "a", "--locale", "de_DE", "--localizations", "L"])
        #expect(output.status == 64, "\(output)")
        #expect(output.stderr.contains("--localizations gives the phrases of a wheel's utterance; it needs --wheel"), "\(output)")
    }

    #if Speech
    @Test("speak --wheel says the folder's label: espeak-ng's phonemes differ from the built-in table's")
    func speak() throws {
        try Self.withCorrectedTables { folder in
            let arguments = ["speak", "--mode", "time", "--wheel", "hour", "--no-hints", "--no-position", "--phonemes"]
            let corrected = try Self.run(arguments + ["--localizations", "L"], in: folder)
            let shipped = try Self.run(arguments, in: folder)
            #expect(corrected.status == 0 && shipped.status == 0, "\(corrected)\n\(shipped)")
            // The first part is the label, read by espeak-ng 1.51's German voice.
            let label = { (output: ProcessOutput) in output.stdout.split(separator: "\n").first.map(String.init) ?? "" }
            #expect(label(corrected) == "label\tʃtˈʊndənrˌɑːt", "\(corrected.stdout)")
            #expect(label(shipped) == "label\tʃtˈʊndə", "\(shipped)")
        }
    }

    @Test("prompts renders the folder's phrases, and its index says so")
    func prompts() throws {
        try Self.withCorrectedTables { folder in
            let output = try Self.run(["prompts", "--mode", "time", "--wheels", "hour", "--phrasing", "voiceOver", "--output-dir", "out", "--localizations", "L"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            let index = try JSON(parsing: String(decoding: Data(contentsOf: folder.appending(path: "out/de-DE/index.json")), as: UTF8.self))
            let prompts = try #require(index["prompts"]?.arrayValue)
            #expect(prompts.first?["text"]?.stringValue?.hasPrefix("Stundenrad. 14 Uhr genau.") == true, "\(prompts.first as Any)")
            #expect(prompts[16]["text"] == "15 Uhr genau")
        }
    }
    #endif
}
