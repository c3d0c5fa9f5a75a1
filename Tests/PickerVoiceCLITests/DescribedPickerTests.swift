import Foundation
import PickerSession
import Testing

/// `describe --picker FILE`: a picker of an app's own columns, its texts from the file and
/// its quantities and names from CLDR, spoken with the parts a date picker's wheel has.
@Suite("Described pickers")
struct DescribedPickerTests {
    static let examples = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Resources/Examples").standardized

    static func describe(_ example: String, locale: String, _ extra: [String] = []) throws -> JSON {
        try PickerVoiceProcess.json(["describe", "--picker", examples.appending(path: example).path, "--locale", locale] + extra)
    }

    static func values(_ report: JSON) -> [String] {
        report["wheels"]?.arrayValue?.compactMap { $0["value"]?.stringValue } ?? []
    }

    @Test("a quantity with a unit is shown short and said with the language's plural form", arguments: [
        ("en_US", ["5 feet", "9 inches"], ["5 ft", "9 in"]),
        ("ru_RU", ["5 футов", "9 дюймов"], ["5 фт", "9 дюйм."]),
        ("pl_PL", ["5 stóp", "9 cali"], ["5 ft", "9 cali"]),
        ("de_DE", ["5 Fuß", "9 Zoll"], ["5 ft", "9 Zoll"]),
    ])
    func heightPlurals(locale: String, said: [String], shown: [String]) throws {
        let report = try Self.describe("height.json", locale: locale)
        #expect(Self.values(report) == said)
        #expect(report["wheels"]?.arrayValue?.compactMap { $0["selectedText"]?.stringValue } == shown)
        #expect(try JSONSchemaChecker.shipped().problems(in: report, report: .describe) == [])
    }

    @Test("every plural form: Russian one, few and many; Polish; Arabic in its digits")
    func pluralForms() throws {
        let file = try writeDescription(#"{"columns": [{"id": "w", "range": {"from": 1, "to": 25}, "unit": "mass-kilogram", "selected": 1}]}"#)
        func rows(_ locale: String) throws -> [String] {
            let report = try PickerVoiceProcess.json(["describe", "--picker", file.path, "--locale", locale, "--rows"])
            return report["wheels"]?[0]?["rows"]?.arrayValue?.compactMap { $0["spoken"]?.stringValue } ?? []
        }
        let russian = try rows("ru_RU")
        #expect([russian[0], russian[1], russian[4], russian[20], russian[21]] == ["1 килограмм", "2 килограмма", "5 килограмм", "21 килограмм", "22 килограмма"])
        let polish = try rows("pl_PL")
        #expect([polish[0], polish[1], polish[4], polish[21]] == ["1 kilogram", "2 kilogramy", "5 kilogramów", "22 kilogramy"])
        let arabic = try rows("ar_EG")
        #expect(arabic[0].contains("١") && arabic[10].contains("١١"), "\(arabic.prefix(12))")
        #expect(Set(arabic).count == 25)
    }

    @Test("labels and rows in the locale's language, the app's spoken text, and the default language where one is missing")
    func ticketClass() throws {
        let german = try Self.describe("ticket-class.json", locale: "de_DE")
        #expect(german["wheels"]?[0]?["utterance"] == "Wagenklasse. Zweite Klasse. Objektauswahl. Einstellbar. 1 von 3. Zum Anpassen des Werts mit einem Finger nach oben oder unten streichen.")
        #expect(german["wheels"]?[0]?["selectedText"] == "2. Klasse")
        let french = try Self.describe("ticket-class.json", locale: "fr_FR")
        #expect(french["wheels"]?[0]?["label"] == "Ticket class", "English stands in where the file has no French")
        let warnings = french["custom"]?["warnings"]?.arrayValue?.compactMap { $0["message"]?.stringValue } ?? []
        #expect(warnings.contains("the class column's label has no text in fr; the en one is used"), "\(warnings)")
        #expect(warnings.contains("3 of the class column's 3 rows have no text in fr; the en ones are used"), "\(warnings)")
        #expect(german["custom"]?["warnings"]?.arrayValue?.isEmpty == true)
        #expect(french["wheels"]?[0]?["traits"]?.arrayValue?.first == "Élément du sélecteur")
    }

    @Test("countries in the locale's language and collation order")
    func countries() throws {
        let report = try Self.describe("country.json", locale: "de_DE", ["--rows"])
        #expect(report["wheels"]?[0]?["selectedText"] == "Deutschland")
        let rows = report["wheels"]?[0]?["rows"]?.arrayValue?.compactMap { $0["text"]?.stringValue } ?? []
        let oman = try #require(rows.firstIndex(of: "Oman"))
        let austria = try #require(rows.firstIndex(of: "Österreich"))
        #expect(oman < austria && austria < (rows.firstIndex(of: "Pakistan") ?? 0), "ö sorts with o in German")
        #expect(rows.count > 240)
    }

    @Test("a row that cannot be selected is marked, and a wrapping column says so")
    func unselectableAndWrapping() throws {
        let report = try Self.describe("ticket-class.json", locale: "en_US", ["--rows"])
        #expect(report["wheels"]?[0]?["rows"]?[2]?["selectable"] == false)
        let height = try Self.describe("height.json", locale: "en_US")
        #expect(height["wheels"]?[1]?["cyclic"] == true)
        #expect(height["wheels"]?[1]?["nearbyRows"]?.arrayValue?.compactMap(\.stringValue) == ["7 in", "8 in", "9 in", "10 in", "11 in"])
    }

    @Test("a hostile description: one line per problem with its JSON path, nothing on standard output")
    func hostile() throws {
        let file = try writeDescription(#"""
        {"columns": [
          {"id": "a b", "range": {"from": 5, "to": 1, "step": 0}},
          {"id": "x", "rows": [], "unit": "length-parsec"},
          {"id": "y", "rows": ["ok", {"text": "bad\u0007"}, {"text": {"de": "nur Deutsch"}}], "selected": 9},
          {"id": "z", "names": "planets", "range": {"from": 1, "to": 2}}
        ], "colour": "red"}
        """#)
        let output = try PickerVoiceProcess.run(["describe", "--picker", file.path, "--locale", "en_US"])
        #expect(output.exited && output.status == 1, "\(output)")
        #expect(output.stdout == "")
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix("pickervoice: error: --picker ") }, "\(lines)")
        for expected in ["$.colour: is not a field", "$.columns[0].id: 'a b' is not an id", "$.columns[0].range.step: must be more than 0",
                         "$.columns[1].rows: a column has at least one row", "$.columns[1].unit: a unit belongs to a range",
                         "$.columns[2].rows[1].text: holds U+0007", "$.columns[2].rows[2].text: has no text in the default language 'en'",
                         "$.columns[3]: a column has one of rows, range or names", "$.columns[3].names: 'planets' is not regions"] {
            #expect(lines.contains { $0.contains(expected) }, "missing \(expected) in\n\(lines.joined(separator: "\n"))")
        }
        for bad in ["not json", "[1, 2]", String(repeating: "x", count: 1_000_001)] {
            let file = try writeDescription(bad)
            let output = try PickerVoiceProcess.run(["describe", "--picker", file.path])
            #expect(output.status == 1 && output.stdout == "" && output.stderr.split(separator: "\n").count == 1, "\(output)")
        }
        let mixed = try PickerVoiceProcess.run(["describe", "--picker", file.path, "--date", "2026-11-21"])
        #expect(mixed.status == 64 && mixed.stderr.contains("--date is a date picker's option"), "\(mixed)")
    }

    @Test("the examples conform to the published schema (python jsonschema)", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
    func examplesConform() throws {
        let schema = try PickerVoiceProcess.succeed(["schema", "picker"])
        try withTemporaryFolder { folder in
            let schemaFile = folder.appending(path: "picker.schema.json")
            try Data(schema.utf8).write(to: schemaFile)
            let script = """
            import json, sys, glob, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            for path in sorted(glob.glob(sys.argv[2] + "/*.json")):
                jsonschema.Draft202012Validator(schema).validate(json.load(open(path)))
            print("ok")
            """
            let status = try StandardStreamTests.runShell("python3 -c '\(script)' '\(schemaFile.path)' '\(Self.examples.path)'")
            #expect(status.status == 0, "\(status)")
        }
    }

    private func writeDescription(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appending(path: "picker-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        return file
    }
}

/// `simulate --picker FILE`: actions on a described picker's columns, with what is announced.
@Suite("Described pickers, simulated")
struct DescribedPickerSimulationTests {
    @Test("steps move by the rules, announce the spoken values, and the report conforms to its schema")
    func ticketClassSteps() throws {
        let file = DescribedPickerTests.examples.appending(path: "ticket-class.json").path
        let report = try PickerVoiceProcess.json(["simulate", "--picker", file, "--locale", "de_DE",
                                                  "--actions", "increment class, increment class, select travellers 4, decrement travellers, select class #1"])
        let steps = report["steps"]?.arrayValue ?? []
        #expect(steps.compactMap { $0["announcement"]?.stringValue } == ["Erste Klasse", "Erste Klasse", "4", "3", "Zweite Klasse"])
        #expect(steps.map { $0["changed"] } == [true, false, true, true, true], "the sleeper row cannot be selected")
        #expect(try JSONSchemaChecker.shipped().problems(in: report, report: .simulate) == [])
    }

    @Test("a range column wraps where the file says so, and rows are named by their value")
    func heightWraps() throws {
        let file = DescribedPickerTests.examples.appending(path: "height.json").path
        let report = try PickerVoiceProcess.json(["simulate", "--picker", file, "--locale", "pl_PL",
                                                  "--actions", "select feet 6, increment inches, increment inches, increment inches"])
        #expect(report["steps"]?.arrayValue?.compactMap { $0["announcement"]?.stringValue } == ["6 stóp", "10 cali", "11 cali", "0 cali"])
    }

    @Test("a column the picker lacks and a row it lacks are refused with one line")
    func refusals() throws {
        let file = DescribedPickerTests.examples.appending(path: "height.json").path
        let column = try PickerVoiceProcess.run(["simulate", "--picker", file, "--actions", "increment hour"])
        #expect(column.status == 1 && column.stderr.contains("unknown column 'hour'; columns are feet, inches"), "\(column)")
        let row = try PickerVoiceProcess.run(["simulate", "--picker", file, "--actions", "select feet 12"])
        #expect(row.status == 1 && row.stderr.contains("no row '12' in the feet column"), "\(row)")
    }
}

/// A session configured with a described picker: a kiosk's own columns, driven over JSON Lines.
@Suite("Described pickers in a session")
struct DescribedPickerSessionTests {
    @Test("configure with columns, act on them by id, describe as the CLI does; a bad description is one error")
    func session() throws {
        let columns = #"[{"id":"travellers","label":{"en":"Travellers","de":"Reisende"},"range":{"from":1,"to":9},"selected":1}]"#
        let (lines, output) = try SessionTests.session([
            #"{"id":1,"op":"configure","picker":{"locale":"de_DE","columns":"# + columns + "}}",
            #"{"id":2,"op":"increment","wheel":"travellers"}"#,
            #"{"id":3,"op":"select","wheel":"travellers","text":"7"}"#,
            #"{"id":4,"op":"focus","wheel":"travellers"}"#,
            #"{"id":5,"op":"increment","wheel":"hour"}"#,
            #"{"id":6,"op":"describe"}"#,
            #"{"id":7,"op":"configure","picker":{"locale":"de_DE","columns":[{"id":"x","range":{"from":1,"to":2,"step":0}}]}}"#,
            #"{"id":8,"op":"state"}"#,
        ])
        #expect(output.status == 0, "\(output)")
        let responses = try lines.map { try JSON(parsing: $0) }
        #expect(responses.count == 8)
        for response in responses {
            #expect(try JSONSchemaChecker.shipped().problems(in: response, report: .session) == [], "\(response)")
        }
        #expect(responses[0]["wheels"]?[0]?["text"] == "1", "a range's selected is its value")
        #expect(responses[1]["announcement"] == "2")
        #expect(responses[2]["announcement"] == "7")
        #expect(responses[3]["utterance"] == "Reisende. 7. Objektauswahl. Einstellbar. 7 von 9. Zum Anpassen des Werts mit einem Finger nach oben oder unten streichen.")
        #expect(responses[4]["error"]?["code"] == "wheel-not-in-mode")
        #expect(responses[5]["report"]?["custom"]?["locale"] == "de-DE")
        #expect(responses[6]["error"]?["message"]?.stringValue?.contains("picker.columns[0].range.step: must be more than 0") == true)
        #expect(responses[7]["wheels"]?[0]?["text"] == "7", "a refused configure keeps the picker before it")
    }
}

#if Speech
/// `speak --picker FILE --wheel COLUMN`: a described column's utterance through espeak-ng.
@Suite("Described pickers, spoken")
struct DescribedPickerSpeechTests {
    @Test("the Russian feet column is said with the plural form the count needs")
    func russianFeet() throws {
        let file = DescribedPickerTests.examples.appending(path: "height.json").path
        let phonemes = try PickerVoiceProcess.succeed(["speak", "--picker", file, "--locale", "ru_RU", "--wheel", "feet", "--phonemes"])
        let value = phonemes.split(separator: "\n").first { $0.hasPrefix("value") }.map(String.init) ?? ""
        #expect(value.contains("fˈutʌf"), "футов, the genitive plural after 5: \(value)")
        let missing = try PickerVoiceProcess.run(["speak", "--picker", file, "--wheel", "yards"])
        #expect(missing.status == 1 && missing.stderr.contains("its columns are feet, inches"), "\(missing)")
    }

    @Test("simulate --speak writes an announcement a step and the index, as for a date picker")
    func simulateSpeaks() throws {
        let file = DescribedPickerTests.examples.appending(path: "height.json").path
        try withTemporaryFolder { folder in
            let output = try PickerVoiceProcess.succeed(["simulate", "--picker", file, "--locale", "ru_RU",
                                                         "--actions", "select feet 6, increment inches", "--speak", "--output-dir", folder.path])
            #expect(output.contains("spoken: 2 announcements"), "\(output)")
            let index = try JSON(parsing: String(decoding: try Data(contentsOf: folder.appending(path: "index.json")), as: UTF8.self))
            #expect(index["steps"]?.arrayValue?.compactMap { $0["text"]?.stringValue } == ["6 футов", "10 дюймов"])
            #expect(FileManager.default.fileExists(atPath: folder.appending(path: "01-select-feet-6.wav").path))
        }
    }
}
#endif
