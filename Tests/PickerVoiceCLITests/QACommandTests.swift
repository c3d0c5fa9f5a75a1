import Foundation
import FoundationXML
import Testing

/// `pickervoice qa` as a pipeline runs it: formats, exit statuses, determinism.
@Suite("pickervoice qa")
struct QACommandTests {
    static let base = ["qa", "--date", "2026-11-21", "--time-zone", "UTC", "--no-speech"]

    @Test("JSON conforms to qa.schema.json, and two runs print the same bytes (the time they were made pinned)")
    func json() throws {
        let arguments = Self.base + ["--locales", "mk_MK,de_DE,ja_JP", "--format", "json"]
        // The report's provenance says when it was made: two runs a second apart differ there.
        let pinned = PickerVoiceProcess.environment(adding: ["SOURCE_DATE_EPOCH": "1763733900"])
        let first = try PickerVoiceProcess.run(arguments, environment: pinned)
        let second = try PickerVoiceProcess.run(arguments, environment: pinned)
        #expect(first.status == 0 && first.stderr == "", "\(first)")
        #expect(first.stdout == second.stdout)
        let report = try JSON(parsing: first.stdout)
        #expect(try JSONSchemaChecker.shipped().problems(in: report, report: .qa) == [])
        let findings = try #require(report["findings"]?.arrayValue)
        #expect(findings.contains { $0["locale"] == "mk-MK" && $0["code"] == "table-fallback" })
        #expect(!findings.contains { $0["locale"] == "de-DE" })
        #expect(report["summary"]?["localesChecked"]?.numberValue == 3)
    }

    @Test("exit status: 0 below --fail-on, 1 at or above it or for a bad value, 64 for a usage error")
    func exitStatus() throws {
        let fallback = Self.base + ["--locales", "mk_MK", "--modes", "time"]
        #expect(try PickerVoiceProcess.run(fallback).status == 0, "warnings only, failing on errors")
        let failing = try PickerVoiceProcess.run(fallback + ["--fail-on", "warning"])
        #expect(failing.status == 1 && failing.stderr == "", "\(failing)")
        #expect(failing.stdout.contains("table-fallback"))
        for usage in [["qa"], ["qa", "--locales", "de_DE", "--all-locales"]] {
            let output = try PickerVoiceProcess.run(usage)
            #expect(output.status == 64, "\(usage): \(output)")
            #expect(output.stderrLines.count == 1, "\(usage): \(output)")
        }
        // A value the tool cannot use is an error (1) in qa as in every command.
        for bad in [["qa", "--locales", "xx_YY"], ["qa", "--locales", "de_DE", "--modes", "week"], ["qa", "--locales-file", "/nonexistent"]] {
            let output = try PickerVoiceProcess.run(bad)
            #expect(output.status == 1, "\(bad): \(output)")
            #expect(output.stderrLines.count == 1, "\(bad): \(output)")
        }
    }

    @Test("--picker sweeps a described picker's columns: CLDR's plural forms in ru, pl and ar pass; the report conforms")
    func describedPicker() throws {
        let height = DescribedPickerTests.examples.appending(path: "height.json").path
        let output = try PickerVoiceProcess.run(Self.base.filter { $0 != "--date" && $0 != "2026-11-21" }
            + ["--picker", height, "--locales", "ru_RU,pl_PL,ar_EG,de_DE", "--format", "json", "--fail-on", "warning"])
        #expect(output.status == 0 && output.stderr == "", "\(output)")
        let report = try JSON(parsing: output.stdout)
        #expect(try JSONSchemaChecker.shipped().problems(in: report, report: .qa) == [])
        #expect(report["configuration"]?["picker"]?.stringValue == height)
        #expect(report["findings"]?.arrayValue?.isEmpty == true, "\(output.stdout)")
        #expect(report["summary"]?["rowsSpoken"]?.numberValue == Double(4 * (5 + 12)))
    }

    @Test("--picker: a date picker's option beside it is a usage error; a hostile file is one line per problem")
    func describedPickerErrors() throws {
        let height = DescribedPickerTests.examples.appending(path: "height.json").path
        for option in [["--modes", "time"], ["--calendars", "japanese"], ["--date", "2026-11-21"]] {
            let output = try PickerVoiceProcess.run(["qa", "--picker", height, "--locales", "de_DE"] + option)
            #expect(output.status == 64 && output.stderrLines.count == 1 && output.stdout == "", "\(option): \(output)")
            #expect(output.stderr.contains("\(option[0]) is a date picker's option"))
        }
        try withTemporaryFolder { folder in
            try Data(#"{"columns": [{"id": "a", "rows": []}, {"id": "a", "range": {"from": 5, "to": 1}}]}"#.utf8)
                .write(to: folder.appending(path: "bad.json"))
            let output = try PickerVoiceProcess.run(["qa", "--picker", "bad.json", "--locales", "de_DE", "--no-speech"], in: folder)
            #expect(output.status == 1 && output.stdout == "", "\(output)")
            #expect(output.stderrLines.count >= 2 && output.stderrLines.allSatisfy { $0.hasPrefix("pickervoice: error: --picker 'bad.json': $") }, "\(output)")
        }
    }

    @Test("a locales file: one per line, # comments, blank lines")
    func localesFile() throws {
        try withTemporaryFolder { folder in
            let file = folder.appending(path: "locales.txt")
            try Data("# our markets\nde_DE\n\nfr_CA  # Quebec\n".utf8).write(to: file)
            let output = try PickerVoiceProcess.run(Self.base + ["--locales-file", file.path, "--modes", "date", "--format", "csv"])
            #expect(output.status == 0, "\(output)")
            let text = try PickerVoiceProcess.run(Self.base + ["--locales-file", file.path, "--modes", "date"]).stdout
            #expect(text.hasPrefix("qa: 2 locales × date"))
        }
    }

    @Test("JUnit: a test case per locale and mode, failed by findings at or above --fail-on")
    func junit() throws {
        let output = try PickerVoiceProcess.run(Self.base + ["--locales", "mk_MK,de_DE", "--modes", "date,time", "--format", "junit", "--fail-on", "warning"])
        #expect(output.status == 1)
        let document = try XMLDocument(data: Data(output.stdout.utf8))
        let cases = try document.nodes(forXPath: "//testcase[@name!='speech']")
        #expect(cases.count == 4)
        #expect(try document.nodes(forXPath: "//testcase[@name='speech']/skipped").count == 2, "--no-speech: a skipped case per suite")
        let failed = try document.nodes(forXPath: "//testcase[failure]").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(Set(failed) == ["mk-MK"])
        #expect(try document.nodes(forXPath: "//failure[@type='table-fallback']").count == 2)
    }

    @Test("CSV: a row per finding that parses back")
    func csv() throws {
        let output = try PickerVoiceProcess.run(Self.base + ["--locales", "mk_MK", "--modes", "time", "--format", "csv"])
        let lines = output.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.first == "locale,mode,calendar,wheel,row,severity,code,message,text")
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("mk-MK,time,gregorian,") })
    }

    @Test("--version, and shell completions through ArgumentParser")
    func conventions() throws {
        #expect(try PickerVoiceProcess.succeed(["--version"]).range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
        let bash = try PickerVoiceProcess.succeed(["--generate-completion-script", "bash"])
        #expect(bash.contains("complete") && bash.contains("qa"))
    }
}
