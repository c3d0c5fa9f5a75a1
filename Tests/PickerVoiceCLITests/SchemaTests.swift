import Foundation
import PickerVoiceResources
import Testing

@Suite("JSON reports and their schemas")
struct SchemaTests {
    @Test("schema prints the resource file, which is JSON", arguments: PickerVoiceResources.Report.allCases)
    func schemaCommand(_ report: PickerVoiceResources.Report) throws {
        let output = try PickerVoiceProcess.run(["schema", report.rawValue])
        #expect(output.status == 0 && output.exited)
        #expect(output.stderr == "")
        #expect(output.stdout == (try PickerVoiceResources.schema(for: report)))
        let schema = try JSON(parsing: output.stdout)
        #expect(schema["$id"] == .string("pickervoice/\(report.rawValue).schema.json"))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        var locale = "en_US"
        var timeZone = "UTC"

        var testDescription: String { name }
    }

    static let describeCases: [Case] = [
        Case(name: "time, en_US, New York", arguments: ["--mode", "time"], timeZone: "America/New_York"),
        Case(name: "date with rows, de_DE", arguments: ["--mode", "date", "--rows"], locale: "de_DE"),
        Case(name: "dateAndTime with rows and bounds, ko_KR",
             arguments: ["--mode", "dateAndTime", "--rows", "--minimum-date", "2026-11-20T09:30", "--maximum-date", "2026-11-23T18:00"],
             locale: "ko_KR", timeZone: "Asia/Seoul"),
        Case(name: "dateAndTime without rows, ar-EG-u-nu-latn", arguments: ["--mode", "dateAndTime"], locale: "ar-EG-u-nu-latn"),
        Case(name: "countDownTimer with rows and a warning, ja_JP",
             arguments: ["--mode", "countDownTimer", "--rows", "--countdown-duration", "4530", "--minute-interval", "5"], locale: "ja_JP"),
        Case(name: "Hebrew calendar with ignored bounds, he_IL",
             arguments: ["--mode", "date", "--calendar", "hebrew", "--minimum-date", "2026-12-01", "--maximum-date", "2026-01-01"],
             locale: "he_IL", timeZone: "Asia/Jerusalem"),
    ]

    static let simulateCases: [Case] = [
        Case(name: "date, en_US", arguments: ["--mode", "date", "--actions", "increment month, select year 2030, decrement day"]),
        Case(name: "countDownTimer, ja_JP", arguments: ["--mode", "countDownTimer", "--countdown-duration", "600",
                                                         "--actions", "increment countDownHours, select countDownMinutes #3"], locale: "ja_JP"),
        Case(name: "dateAndTime with a clamped date and an ignored option, hi_IN",
             arguments: ["--mode", "dateAndTime", "--minimum-date", "2026-11-22T08:00", "--countdown-duration", "60",
                         "--actions", "select dayPeriod #1, increment date"], locale: "hi_IN", timeZone: "Asia/Kolkata"),
        Case(name: "time at the start of summer time, en_US",
             arguments: ["--mode", "time", "--date", "2026-03-08T01:30", "--actions", "increment hour, decrement minute"],
             timeZone: "America/New_York"),
    ]

    private func expectConforms(
        _ report: PickerVoiceResources.Report, _ example: Case, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let value = try PickerVoiceProcess.json(
            PickerVoiceProcess.pinned([report.rawValue] + example.arguments, locale: example.locale, timeZone: example.timeZone),
            sourceLocation: sourceLocation
        )
        let problems = try JSONSchemaChecker.shipped().problems(in: value, report: report)
        #expect(problems == [], sourceLocation: sourceLocation)
    }

    @Test("describe reports conform to describe.schema.json", arguments: describeCases)
    func describeConforms(_ example: Case) throws {
        try expectConforms(.describe, example)
    }

    @Test("simulate reports conform to simulate.schema.json", arguments: simulateCases)
    func simulateConforms(_ example: Case) throws {
        try expectConforms(.simulate, example)
    }

    @Test("the checker rejects what breaks the schema")
    func checkerFails() throws {
        let checker = try JSONSchemaChecker.shipped()
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe", "--mode", "time"]))
        try #require(checker.problems(in: report, report: .describe) == [])
        guard case .object(var top) = report, case .object(var picker)? = top["picker"],
              case .array(var wheels)? = top["wheels"], case .object(var wheel) = wheels[0]
        else {
            Issue.record("unexpected report shape: \(report)")
            return
        }
        picker["mode"] = nil
        picker["minuteInterval"] = 0
        picker["minimumDate"] = 5
        wheel["rowCount"] = "12"
        wheel["kind"] = 7
        wheel["speech"] = "two o'clock"
        wheels[0] = .object(wheel)
        top["picker"] = .object(picker)
        top["wheels"] = .array(wheels)
        #expect(checker.problems(in: .object(top), report: .describe).sorted() == [
            "$.picker: lacks required property mode",
            "$.picker.minimumDate: 5 is not of type string or null",
            "$.picker.minuteInterval: 0 is outside the minimum 1",
            "$.wheels[0].kind: 7 is not of type string",
            #"$.wheels[0].rowCount: "12" is not of type integer"#,
            "$.wheels[0].speech: property not declared in the schema",
        ].sorted())
        // Through the $ref from simulate.schema.json into describe.schema.json.
        let simulate: JSON = .object(["picker": .object(picker), "steps": [["action": "increment hour", "wheel": "hour", "changed": 1]]])
        #expect(checker.problems(in: simulate, report: .simulate).sorted() == [
            "$.picker: lacks required property mode",
            "$.picker.minimumDate: 5 is not of type string or null",
            "$.picker.minuteInterval: 0 is outside the minimum 1",
            "$: lacks required property localization",
            "$: lacks required property settings",
            "$: lacks required property version",
            "$.steps[0]: lacks required property announcement",
            "$.steps[0].changed: 1 is not of type boolean",
        ].sorted())
    }

    @Test("the checker refuses a keyword it does not support")
    func checkerUnsupportedKeyword() throws {
        let checker = JSONSchemaChecker(files: [
            "describe.schema.json": .object(["type": "string", "pattern": "^[a-z]+$"]),
        ])
        #expect(checker.problems(in: "abc", report: .describe) == ["$: the checker does not support the keyword pattern"])
    }
}

/// The schemas as a standard validator reads them: `schema simulate` refers to the
/// describe schema by a relative `$ref`, which python's jsonschema resolves once both are
/// given to it under their `$id`s.
@Suite("Schemas in a standard validator")
struct StandardValidatorTests {
    @Test("python jsonschema resolves simulate's references to describe's schema and accepts a report", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
    func simulateWithPythonJSONSchema() throws {
        try withTemporaryFolder { folder in
            for name in ["simulate", "describe"] {
                try Data(try PickerVoiceProcess.succeed(["schema", name]).utf8).write(to: folder.appending(path: "\(name).schema.json"))
            }
            let report = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(["simulate", "--mode", "time", "--actions", "increment hour", "--format", "json"]))
            try Data(report.utf8).write(to: folder.appending(path: "report.json"))
            // The registry API of jsonschema 4.18 and later, or the RefResolver of earlier ones (Debian 12 has 4.10).
            let script = """
            import json, sys, jsonschema
            folder = sys.argv[1]
            schemas = {name: json.load(open(folder + "/" + name + ".schema.json")) for name in ("simulate", "describe")}
            report = json.load(open(folder + "/report.json"))
            try:
                from referencing import Registry, Resource
                registry = Registry().with_resources([(s["$id"], Resource.from_contents(s)) for s in schemas.values()])
                validator = jsonschema.Draft202012Validator(schemas["simulate"], registry=registry)
            except ImportError:
                resolver = jsonschema.RefResolver(schemas["simulate"]["$id"], schemas["simulate"], store={s["$id"]: s for s in schemas.values()})
                validator = jsonschema.Draft202012Validator(schemas["simulate"], resolver=resolver)
            validator.validate(report)
            broken = dict(report, picker=dict(report["picker"], mode="fortnight"))
            sys.exit(0 if not validator.is_valid(broken) else "the broken report passed")
            """
            let result = try StandardStreamTests.runShell("python3 -W ignore -c '\(script)' '\(folder.path)'")
            #expect(result.status == 0 && result.stderr == "", "\(result)")
        }
    }
}
