import Foundation
import Testing

/// `pickervoice tables export` and `import`, run as a process against copies of the tables.
@Suite("pickervoice tables")
struct TablesCommandTests {
    static let localizations = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localizations")

    /// A folder holding a copy of `Localizations/`, the current directory of each run:
    /// the tests never write into the real tables.
    static func withWorkspace<T>(_ body: (URL) throws -> T) throws -> T {
        try withTemporaryFolder { folder in
            try FileManager.default.copyItem(at: localizations, to: folder.appendingPathComponent("Localizations"))
            return try body(folder)
        }
    }

    /// Every table file of the copy in `folder`, by tag.
    static func tables(in folder: URL) throws -> [String: Data] {
        let root = folder.appendingPathComponent("Localizations")
        var tables: [String: Data] = [:]
        for entry in try FileManager.default.contentsOfDirectory(atPath: root.path) where entry.hasSuffix(".lproj") {
            tables[entry] = try Data(contentsOf: root.appendingPathComponent("\(entry)/Phrases.strings"))
        }
        return tables
    }

    /// `xliff` with the `<target>` of unit `id` in the `<file>` of `tag` set to `value`.
    static func setting(target id: String, in tag: String = "de", to value: String, _ xliff: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let file = try #require(xliff.range(of: "target-language=\"\(tag)\""), sourceLocation: sourceLocation)
        let unit = try #require(xliff.range(of: "<trans-unit id=\"\(id)\"", range: file.upperBound..<xliff.endIndex), sourceLocation: sourceLocation)
        let open = try #require(xliff.range(of: "<target", range: unit.upperBound..<xliff.endIndex), sourceLocation: sourceLocation)
        let start = try #require(xliff.range(of: ">", range: open.upperBound..<xliff.endIndex), sourceLocation: sourceLocation).upperBound
        let end = try #require(xliff.range(of: "</target>", range: start..<xliff.endIndex), sourceLocation: sourceLocation).lowerBound
        return xliff.replacingCharacters(in: start..<end, with: value)
    }

    /// Runs `pickervoice` in `folder`.
    static func run(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessOutput {
        try PickerVoiceProcess.run(arguments, in: folder, sourceLocation: sourceLocation)
    }

    @Test("export prints one XLIFF 1.2 document, with a <file> per language")
    func exportToStandardOutput() throws {
        let xliff = try PickerVoiceProcess.succeed(["tables", "export", "--format", "xliff", "--languages", "de,fr"])
        #expect(xliff.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"))
        #expect(xliff.contains("<file original=\"Localizations/de.lproj/Phrases.strings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">"))
        #expect(xliff.contains("target-language=\"fr\""))
        #expect(xliff.components(separatedBy: "<file ").count == 3)
        #expect(xliff.contains("<trans-unit id=\"trait.adjustable\" xml:space=\"preserve\" translate=\"no\">"))
    }

    @Test("export --output-dir writes <tag>.xliff per language")
    func exportToFolder() throws {
        try withTemporaryFolder { folder in
            let output = try Self.run(["tables", "export", "--format", "xliff", "--languages", "ja,he", "--output-dir", "review"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(output.stdout == "wrote 2 files to review: ja.xliff, he.xliff\n")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("review").path).sorted()
            #expect(files == ["he.xliff", "ja.xliff"])
            let hebrew = try String(contentsOf: folder.appendingPathComponent("review/he.xliff"), encoding: .utf8)
            #expect(hebrew.contains("<target state=\"final\">\u{200F}"))
        }
    }

    @Test("Every table exported to one file and imported again: no changes, byte for byte")
    func roundTrip() throws {
        try Self.withWorkspace { folder in
            let before = try Self.tables(in: folder)
            let export = try Self.run(["tables", "export", "--format", "xliff", "--output", "all.xliff"], in: folder)
            #expect(export.status == 0 && export.stderr == "", "\(export)")
            #expect(export.stdout == "wrote \(before.count) tables to all.xliff\n")
            let imported = try Self.run(["tables", "import", "all.xliff"], in: folder)
            #expect(imported.status == 0 && imported.stderr == "", "\(imported)")
            #expect(imported.stdout == "no changes\n")
            #expect(try Self.tables(in: folder) == before)
        }
    }

    @Test("A correction: --dry-run says what would change, import changes that one line")
    func correction() throws {
        try Self.withWorkspace { folder in
            let before = try Self.tables(in: folder)
            let xliff = try PickerVoiceProcess.succeed(["tables", "export", "--format", "xliff", "--languages", "de"])
            let corrected = try Self.setting(target: "value.dayPeriod.am", to: "vormittags", xliff)
            try Data(corrected.utf8).write(to: folder.appendingPathComponent("de.xliff"))

            let dryRun = try Self.run(["tables", "import", "de.xliff", "--dry-run"], in: folder)
            #expect(dryRun.status == 0 && dryRun.stderr == "", "\(dryRun)")
            #expect(dryRun.stdout == "de: 1 value changed (value.dayPeriod.am)\n  value.dayPeriod.am: \"vor Mittag\" → \"vormittags\"\ndry run: nothing was written\n")
            #expect(try Self.tables(in: folder) == before)

            let imported = try Self.run(["tables", "import", "de.xliff", "--localizations", "Localizations"], in: folder)
            #expect(imported.status == 0 && imported.stderr == "", "\(imported)")
            #expect(imported.stdout == "de: 1 value changed (value.dayPeriod.am)\n")
            let after = try Self.tables(in: folder)
            let old = String(decoding: before["de.lproj"] ?? Data(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let new = String(decoding: after["de.lproj"] ?? Data(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(old.count == new.count)
            #expect(zip(old, new).filter { $0 != $1 }.map(\.1) == ["\"value.dayPeriod.am\" = \"vormittags\";"])
            #expect(after.filter { $0.key != "de.lproj" } == before.filter { $0.key != "de.lproj" })
        }
    }

    struct Hostile: Sendable, CustomTestStringConvertible {
        let name: String
        let edit: @Sendable (String) throws -> String
        /// stderr, line by line, for the edited file.
        let lines: @Sendable (String) throws -> [String]

        var testDescription: String { name }

        init(name: String, edit: @escaping @Sendable (String) throws -> String, lines: [String]) {
            self.name = name
            self.edit = edit
            self.lines = { _ in lines }
        }

        init(name: String, edit: @escaping @Sendable (String) throws -> String, lines: @escaping @Sendable (String) throws -> [String]) {
            self.name = name
            self.edit = edit
            self.lines = lines
        }
    }

    static let hostile: [Hostile] = [
        Hostile(name: "wrong placeholder", edit: { try setting(target: "natural.minute", to: "{minute} {minutes}", $0) }, lines: [
            "unit natural.minute in de: uses {minute} and {minutes}; use exactly one of {minute}, {minutes}",
            "pickervoice: error: de.xliff: 1 problem; nothing was written (see 'pickervoice help')",
        ]),
        Hostile(name: "typographic apostrophe", edit: { try setting(target: "value.dayPeriod.pm", to: "nach’m Mittag", $0) }, lines: [
            "unit value.dayPeriod.pm in de: typographic apostrophe (U+2019); the tables use the ASCII apostrophe (U+0027)",
            "pickervoice: error: de.xliff: 1 problem; nothing was written (see 'pickervoice help')",
        ]),
        Hostile(name: "a bidirectional override", edit: { try setting(target: "value.dayPeriod.pm", to: "nach\u{202E}mittags", $0) }, lines: [
            "unit value.dayPeriod.pm in de: a bidirectional control (U+202E), which reorders the text; only the marks U+200E and U+200F belong in a phrase",
            "pickervoice: error: de.xliff: 1 problem; nothing was written (see 'pickervoice help')",
        ]),
        Hostile(name: "a change to Apple's wording", edit: { try setting(target: "wheel.year.label", to: "Jahreszahl", $0) }, lines: [
            "unit wheel.year.label in de: Apple's wording (date.picker.speech.input.year, UIKit.axbundle) cannot be changed; keep \"Jahr\"",
            "pickervoice: error: de.xliff: 1 problem; nothing was written (see 'pickervoice help')",
        ]),
        Hostile(name: "target-language disagrees with original", edit: {
            $0.replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"fr\"")
        }, lines: [
            "file 1 (Localizations/de.lproj/Phrases.strings): target-language 'fr' disagrees with original, which is the de table; export that language again",
            "pickervoice: error: de.xliff: 1 problem; nothing was written (see 'pickervoice help')",
        ]),
        Hostile(name: "broken XML", edit: { xliff in
            let first = try #require(xliff.range(of: "</target>"))
            return xliff.replacingCharacters(in: first, with: "</targit>")
        }, lines: { edited in
            // Where the parser notices: just after the closing tag that does not match.
            let end = try #require(edited.range(of: "</targit>")).upperBound
            let line = edited[..<end].filter { $0 == "\n" }.count + 1
            let lineStart = edited[..<end].lastIndex(of: "\n").map { edited.index(after: $0) } ?? edited.startIndex
            let column = edited[lineStart..<end].utf8.count + 1
            return ["pickervoice: error: de.xliff is not well-formed XML: line \(line), column \(column): a closing tag that does not match the element it closes; nothing was written (see 'pickervoice help')"]
        }),
        Hostile(name: "an empty file", edit: { _ in "" }, lines: [
            "pickervoice: error: de.xliff is empty; give an XLIFF file that pickervoice tables export wrote; nothing was written (see 'pickervoice help')",
        ]),
        Hostile(name: "not XLIFF", edit: { _ in "<html><body>Monat</body></html>" }, lines: [
            "pickervoice: error: de.xliff is not an XLIFF file: its root element is <html>, not <xliff>; nothing was written (see 'pickervoice help')",
        ]),
    ]

    @Test("A hostile file: one line per problem, status 1, nothing written", arguments: hostile)
    func refused(_ example: Hostile) throws {
        try Self.withWorkspace { folder in
            let before = try Self.tables(in: folder)
            let xliff = try PickerVoiceProcess.succeed(["tables", "export", "--format", "xliff", "--languages", "de"])
            let edited = try example.edit(xliff)
            try Data(edited.utf8).write(to: folder.appendingPathComponent("de.xliff"))
            let output = try Self.run(["tables", "import", "de.xliff"], in: folder)
            #expect(output.exited && output.status == 1, "\(output)")
            #expect(output.stdout == "")
            #expect(output.stderrLines == (try example.lines(edited)).map { Substring($0) })
            #expect(try Self.tables(in: folder) == before)
        }
    }

    @Test("Bad arguments: one line each")
    func badArguments() throws {
        try withTemporaryFolder { folder in
            let cases: [([String], String, Int32)] = [
                (["tables", "import", "de.xliff"],
                 "pickervoice: error: --localizations: 'Localizations' is not a folder; give the Localizations folder of a PickerVoice checkout (see 'pickervoice help')", 1),
                (["tables", "import", "de.xliff", "--localizations", "."],
                 "pickervoice: error: --localizations: '.' holds no translation tables (<tag>.lproj/Phrases.strings); give the Localizations folder of a PickerVoice checkout (see 'pickervoice help')", 1),
                (["tables", "import", "missing.xliff", "--localizations", Self.localizations.path],
                 "pickervoice: error: cannot read missing.xliff: no such file; nothing was written (see 'pickervoice help')", 1),
                (["tables", "export", "--languages", "de,xx"],
                 "pickervoice: error: --languages: no table for 'xx'; the tables are", 1),
                (["tables", "export", "--languages", ","],
                 "pickervoice: error: --languages: no language given; write tags such as de,fr (see 'pickervoice help')", 1),
                (["tables", "export", "--output", "a.xliff", "--output-dir", "b"],
                 "pickervoice: error: give --output or --output-dir, not both", 64),
                (["tables", "export", "--format", "po"],
                 "pickervoice: error: The value 'po' is invalid for '--format <format>'", 64),
            ]
            for (arguments, message, status) in cases {
                let output = try Self.run(arguments, in: folder)
                #expect(output.status == status, "\(arguments)\n\(output)")
                #expect(output.stdout == "")
                #expect(output.stderrLines.count == 1 && output.stderr.hasPrefix(message), "\(arguments)\n\(output)")
            }
        }
    }

    @Test("The examples in the help run, in a copy of the tables")
    func helpExamples() throws {
        try Self.withWorkspace { folder in
            var examples: [[String]] = []
            for subcommand in [["tables"], ["tables", "export"], ["tables", "import"]] {
                let help = try PickerVoiceProcess.succeed(subcommand + ["--help"], environment: PickerVoiceProcess.environment(adding: ["COLUMNS": "1000"]))
                examples += HelpExampleTests.examples(in: help)
            }
            #expect(examples.count == 10)
            // The spoken forms' readings, where a checkout has them.
            let readings = "Sources/PickerSpeech/SpokenForm/spoken-forms.json"
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(readings).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.localizations.deletingLastPathComponent().appendingPathComponent(readings), to: folder.appendingPathComponent(readings))
            // Exports first: the imports read what they wrote.
            for example in examples.sorted(by: { ($0.contains("export") ? 0 : 1) < ($1.contains("export") ? 0 : 1) }) {
                let output = try Self.run(example, in: folder)
                #expect(output.status == 0 && output.stderr == "", "pickervoice \(example.joined(separator: " "))\n\(output)")
            }
        }
    }
}
