import Foundation
import Testing

/// What translation tools and QA teams bring to `pickervoice tables`: a dry run to read,
/// segmented targets, files of only the changed units, a new language.
@Suite("pickervoice tables, from translation tools")
struct TablesExchangeTests {
    /// Every file and folder under `folder`, hidden ones too, with its bytes (folders and
    /// links have none) and permissions, by path.
    static func everything(in folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let kind = attributes[.type] as? FileAttributeType
            let bytes = kind == .typeRegular ? try Data(contentsOf: url).base64EncodedString() : ""
            result[path] = "\(kind?.rawValue ?? "?") \(attributes[.posixPermissions] ?? "?") \(bytes)"
        }
        return result
    }

    @Test("--dry-run shows each change, key and old → new, per language, and changes no file, byte for byte")
    func dryRun() throws {
        try TablesCommandTests.withWorkspace { folder in
            var xliff = try PickerVoiceProcess.succeed(["tables", "export", "--format", "xliff", "--languages", "de,fr"])
            xliff = try TablesCommandTests.setting(target: "value.dayPeriod.am", to: "vormittags", xliff)
            xliff = try TablesCommandTests.setting(target: "value.dayPeriod.pm", to: "nach\u{00A0}Mittag", xliff)
            xliff = try TablesCommandTests.setting(target: "value.dayPeriod.pm", in: "fr", to: "après-midi", xliff)
            try Data(xliff.utf8).write(to: folder.appendingPathComponent("review.xliff"))
            let before = try Self.everything(in: folder)

            let output = try TablesCommandTests.run(["tables", "import", "review.xliff", "--dry-run"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(output.stdout == """
                de: 2 values changed (value.dayPeriod.am, value.dayPeriod.pm)
                  value.dayPeriod.am: "vor Mittag" → "vormittags"
                  value.dayPeriod.pm: "nach Mittag" → "nach\\u{00A0}Mittag"
                fr: 1 value changed (value.dayPeriod.pm)
                  value.dayPeriod.pm: "après midi" → "après-midi"
                dry run: nothing was written

                """)
            #expect(try Self.everything(in: folder) == before)
        }
    }

    @Test("A file from a translation tool, one segmented unit: imported joined, the other keys kept")
    func segmentedUnitFromTool() throws {
        try TablesCommandTests.withWorkspace { folder in
            let xliff = """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
                  <file original="Localizations/de.lproj/Phrases.strings" source-language="en" target-language="de" datatype="plaintext">
                    <body>
                      <trans-unit id="value.dayPeriod.am" xml:space="preserve">
                        <source>AM</source>
                        <seg-source><mrk mtype="seg" mid="1">AM</mrk></seg-source>
                        <target state="translated"><mrk mtype="seg" mid="1">am</mrk> <mrk mtype="seg" mid="2">Vormittag</mrk></target>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>

                """
            try Data(xliff.utf8).write(to: folder.appendingPathComponent("okapi.xliff"))
            let before = try TablesCommandTests.tables(in: folder)
            let output = try TablesCommandTests.run(["tables", "import", "okapi.xliff"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(output.stdout == "de: 1 value changed (value.dayPeriod.am)\n")
            let after = try TablesCommandTests.tables(in: folder)
            let old = String(decoding: before["de.lproj"] ?? Data(), as: UTF8.self)
            #expect(String(decoding: after["de.lproj"] ?? Data(), as: UTF8.self) == old.replacingOccurrences(
                of: "\"value.dayPeriod.am\" = \"vor Mittag\";", with: "\"value.dayPeriod.am\" = \"am Vormittag\";"
            ))
            #expect(after.filter { $0.key != "de.lproj" } == before.filter { $0.key != "de.lproj" })
        }
    }

    @Test("export --new starts a language, and once filled its file imports as a new table that --localizations speaks")
    func newLanguage() throws {
        try TablesCommandTests.withWorkspace { folder in
            let export = try TablesCommandTests.run(["tables", "export", "--new", "mk", "--localizations", "Localizations", "--output", "mk.xliff"], in: folder)
            #expect(export.status == 0 && export.stderr == "" && export.stdout == "wrote the new mk table to mk.xliff\n", "\(export)")
            let started = try String(contentsOf: folder.appendingPathComponent("mk.xliff"), encoding: .utf8)
            // A reviewer fills every target; here with the English source, and the hour wheel's label in Macedonian.
            let expression = try NSRegularExpression(pattern: "<source>(.*)</source>\n( *)<target state=\"new\"></target>")
            var filled = expression.stringByReplacingMatches(
                in: started, range: NSRange(started.startIndex..., in: started),
                withTemplate: "<source>$1</source>\n$2<target state=\"translated\">$1</target>"
            )
            filled = try TablesCommandTests.setting(target: "wheel.hour.label", in: "mk", to: "Час", filled)
            // English's natural 24-hour hour names midnight ({hourName}), a list Macedonian lacks.
            filled = try TablesCommandTests.setting(target: "natural.hour.twentyFourHourClock", in: "mk", to: "{hour}", filled)
            try Data(filled.utf8).write(to: folder.appendingPathComponent("mk.xliff"))

            let imported = try TablesCommandTests.run(["tables", "import", "mk.xliff"], in: folder)
            #expect(imported.status == 0 && imported.stderr == "", "\(imported)")
            #expect(imported.stdout.hasPrefix("mk: a new table of "), "\(imported)")
            let describe = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(["describe", "--mode", "time", "--localizations", "Localizations", "--format", "json"], locale: "mk_MK"), in: folder)
            #expect(describe.status == 0, "\(describe)")
            let report = try JSON(parsing: describe.stdout)
            #expect(report["wheels"]?[0]?["localization"]?["table"] == "mk")
            #expect(report["wheels"]?[0]?["utterance"]?.stringValue?.hasPrefix("Час. ") == true, "\(describe.stdout)")
        }
    }

    @Test("export --new refuses a language with a table or one CLDR does not know, in one line", arguments: [
        ("de", "pickervoice: error: --new: 'de' has a table already (de); export it with --languages de to correct it (see 'pickervoice help')\n"),
        ("tlh", "pickervoice: error: --new: CLDR has no locale 'tlh'; give a BCP-47 tag Foundation knows, such as mk, am or uz-Cyrl (see 'pickervoice help')\n"),
    ])
    func newLanguageRefused(_ language: String, _ stderr: String) throws {
        let output = try PickerVoiceProcess.run(["tables", "export", "--new", language])
        #expect(output.status == 1 && output.stdout == "" && output.stderr == stderr, "\(output)")
    }

    @Test("export --new with --languages is a usage error")
    func newWithLanguages() throws {
        let output = try PickerVoiceProcess.run(["tables", "export", "--new", "sw", "--languages", "de"])
        #expect(output.status == 64 && output.stderr == "pickervoice: error: give --new or --languages, not both (see 'pickervoice help')\n", "\(output)")
    }

    @Test("The spoken form's readings go out and come back through XLIFF like the tables")
    func spokenFormReadings() throws {
        try withTemporaryFolder { folder in
            let checkout = TablesCommandTests.localizations.deletingLastPathComponent().appending(path: "Sources/PickerSpeech/SpokenForm/spoken-forms.json")
            try FileManager.default.copyItem(at: checkout, to: folder.appending(path: "spoken-forms.json"))
            let export = try TablesCommandTests.run(["tables", "export", "--spoken-forms", "--languages", "ja", "--output", "ja.xliff"], in: folder)
            #expect(export.status == 0 && export.stderr == "" && export.stdout == "wrote the spoken form's readings to ja.xliff\n", "\(export)")
            let exported = try String(contentsOf: folder.appending(path: "ja.xliff"), encoding: .utf8)
            try Data(try TablesCommandTests.setting(target: "marks.2", in: "ja", to: "れーわ", exported).utf8).write(to: folder.appending(path: "ja.xliff"))
            let before = try Data(contentsOf: folder.appending(path: "spoken-forms.json"))

            let dryRun = try TablesCommandTests.run(["tables", "import", "ja.xliff", "--spoken-forms", "spoken-forms.json", "--dry-run"], in: folder)
            #expect(dryRun.status == 0 && dryRun.stderr == "", "\(dryRun)")
            #expect(dryRun.stdout == "ja: 1 value changed (marks.2)\n  marks.2: \"れいわ\" → \"れーわ\"\ndry run: nothing was written\n")
            #expect(try Data(contentsOf: folder.appending(path: "spoken-forms.json")) == before)

            let imported = try TablesCommandTests.run(["tables", "import", "ja.xliff", "--spoken-forms", "spoken-forms.json"], in: folder)
            #expect(imported.status == 0 && imported.stdout == "ja: 1 value changed (marks.2)\n", "\(imported)")
            #expect(try String(contentsOf: folder.appending(path: "spoken-forms.json"), encoding: .utf8).contains("{ \"from\": \"令和\", \"to\": \"れーわ\","))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["ja.xliff", "spoken-forms.json"])
        }
    }
}
