import Foundation
import Testing

/// `qa --baseline` and `--ignore`: only what is new counts, for output and exit status;
/// locale lists from pipes; and what `qa` says when speech cannot be checked.
@Suite("pickervoice qa: baseline, ignore, pipes, speech")
struct QABaselineTests {
    static let base = QACommandTests.base + ["--modes", "time", "--fail-on", "warning"]

    @Test("a baseline of the same sweep leaves nothing, and exit 0; a new locale's findings still fail")
    func baseline() throws {
        try withTemporaryFolder { folder in
            let accepted = folder.appending(path: "accepted.json")
            let first = try PickerVoiceProcess.run(Self.base + ["--locales", "mk_MK", "--format", "json"])
            #expect(first.status == 1)
            try Data(first.stdout.utf8).write(to: accepted)

            let same = try PickerVoiceProcess.run(Self.base + ["--locales", "mk_MK", "--baseline", accepted.path, "--format", "json"])
            #expect(same.status == 0 && same.stderr == "", "\(same)")
            let report = try JSON(parsing: same.stdout)
            #expect(report["findings"]?.arrayValue?.isEmpty == true)
            #expect(report["filtered"]?["knownFindings"]?.numberValue == 2)
            #expect(try JSONSchemaChecker.shipped().problems(in: report, report: .qa) == [])

            let more = try PickerVoiceProcess.run(Self.base + ["--locales", "mk_MK,ain", "--baseline", accepted.path])
            #expect(more.status == 1, "\(more)")
            #expect(more.stdout.contains("ain time") && !more.stdout.contains("mk-MK time"), "\(more)")
            #expect(more.stdout.contains("left out: 2 in the baseline"), "\(more)")
        }
    }

    #if Speech
    @Test("with speech checks, 64 locales or more are swept in processes (--jobs), and the report is the one a single process makes")
    func processes() throws {
        // Neighbours share voices; Thai and Hebrew bring findings of the speech checks.
        let locales = Locale.availableIdentifiers.filter { ["de", "fr", "he", "th", "ja", "pt"].contains(String($0.prefix(2))) }.sorted()
        try #require(locales.count >= 64)
        let arguments = ["qa", "--date", "2026-11-21", "--time-zone", "UTC", "--modes", "time", "--format", "json",
                         "--locales", locales.joined(separator: ",")]
        var environment = PickerVoiceProcess.environment()
        environment["SOURCE_DATE_EPOCH"] = "1763733900"
        let one = try PickerVoiceProcess.run(arguments + ["--jobs", "1"], environment: environment)
        let two = try PickerVoiceProcess.run(arguments + ["--jobs", "2"], environment: environment)
        #expect(one.status == 1 && two.status == 1 && one.stderr == "" && two.stderr == "", "\(two)")
        // The same report, but for the command line the provenance names.
        func withoutProvenance(_ text: String) -> String {
            text.replacingOccurrences(of: #"\s*"provenance" : \{[^}]*\},?"#, with: "", options: .regularExpression)
        }
        #expect(withoutProvenance(one.stdout) == withoutProvenance(two.stdout))
        let report = try JSON(parsing: two.stdout)
        #expect(report["summary"]?["localesChecked"]?.numberValue == Double(Set(locales.map { Locale(identifier: $0).identifier(.bcp47) }).count))
        #expect(report["findings"]?.arrayValue?.contains { $0["code"] == "voice-cannot-serve" } == true)
    }
    #endif

    @Test("--ignore leaves codes out of the output and the exit status")
    func ignore() throws {
        let ignored = try PickerVoiceProcess.run(Self.base + ["--locales", "mk_MK", "--ignore", "table-fallback, raw-number"])
        #expect(ignored.status == 0, "\(ignored)")
        #expect(ignored.stdout.contains("no findings") && ignored.stdout.contains("left out: 2 ignored (table-fallback, raw-number)"), "\(ignored)")
        let partly = try PickerVoiceProcess.run(Self.base + ["--locales", "mk_MK", "--ignore", "raw-number", "--format", "csv"])
        #expect(partly.status == 1)
        #expect(partly.stdout.contains("table-fallback") && !partly.stdout.contains("raw-number"))
    }

    @Test("bad --baseline and --ignore: one line; 64 for options that conflict or name no code, 1 for a baseline that cannot be used", arguments: [
        (["--ignore", "too-narrow"], "--ignore: unknown code 'too-narrow'", Int32(64)),
        (["--ignore", ","], "--ignore names no code", 64),
        (["--baseline", "-", "--locales-file", "-"], "cannot both read standard input", 64),
        (["--baseline", "/nonexistent/qa.json"], "--baseline '/nonexistent/qa.json': cannot open it", 1),
        (["--baseline", "/etc/hostname"], "not a report of 'pickervoice qa --format json' (it is not JSON)", 1),
    ])
    func badOptions(extra: [String], message: String, status: Int32) throws {
        let locales = extra.contains("--locales-file") ? [] : ["--locales", "mk_MK"]
        let output = try PickerVoiceProcess.run(Self.base + locales + extra)
        #expect(output.status == status && output.stdout == "", "\(output)")
        #expect(output.stderrLines.count == 1 && output.stderr.contains(message), "\(output)")
    }

    @Test("a baseline that is JSON but not a qa report names what it lacks")
    func notAReport() throws {
        try withTemporaryFolder { folder in
            let file = folder.appending(path: "describe.json")
            try Data(#"{"version": 1, "wheels": []}"#.utf8).write(to: file)
            let output = try PickerVoiceProcess.run(Self.base + ["--locales", "mk_MK", "--baseline", file.path])
            #expect(output.status == 1 && output.stderrLines.count == 1, "a file that cannot be used, as an unknown locale: \(output)")
            #expect(output.stderr.contains("(it lacks \"configuration\")"), "\(output)")
        }
    }

    @Test("--locales-file - reads standard input; a process substitution is read like a file")
    func pipes() throws {
        let binary = try PickerVoiceProcess.binary().path
        let arguments = QACommandTests.base + ["--modes", "time"]
        let stdin = try Shell.run([binary] + arguments + ["--locales-file", "-"], input: "# ours\nde_DE\nmk_MK\n")
        #expect(stdin.status == 0 && stdin.stdout.hasPrefix("qa: 2 locales × time"), "\(stdin)")
        let quoted = arguments.joined(separator: " ")
        let substituted = try Shell.run(["bash", "-c", "'\(binary)' \(quoted) --locales-file <(printf 'de_DE\\nmk_MK\\n')"])
        #expect(substituted.status == 0 && substituted.stderr == "", "\(substituted)")
        #expect(substituted.stdout.hasPrefix("qa: 2 locales × time"), "\(substituted)")
        let baseline = try Shell.run(["bash", "-c", "'\(binary)' \(quoted) --locales mk_MK --format json | '\(binary)' \(quoted) --locales mk_MK --baseline - --fail-on warning"])
        #expect(baseline.status == 0 && baseline.stdout.contains("left out: 2 in the baseline"), "\(baseline)")
    }

    #if Speech
    @Test("espeak-ng's own message is a finding, and nothing reaches stderr")
    func engineMessage() throws {
        let arguments = Array(QACommandTests.base.filter { $0 != "--no-speech" }) + ["--locales", "be_BY", "--modes", "time", "--format", "csv"]
        let output = try PickerVoiceProcess.run(arguments)
        #expect(output.status == 0 && output.stderr == "", "\(output)")
        #expect(output.stdout.contains("be-BY,time,gregorian,,,warning,engine-message,"), "\(output)")
        #expect(output.stdout.contains(",Full dictionary is not installed for 'be'\r\n"), "\(output)")
    }
    #endif

    @Test("without speech, every format says that speech was not checked and why")
    func speechNotChecked() throws {
        #if Speech
        // The library that cannot be loaded stands for a machine without espeak-ng.
        let environment = PickerVoiceProcess.environment(adding: ["PICKERVOICE_ESPEAK_LIBRARY": "/nonexistent/libespeak-ng.so.1"])
        let reason = "the speech engine could not start: its library cannot be loaded"
        let arguments = Array(QACommandTests.base.filter { $0 != "--no-speech" })
        #else
        let environment = PickerVoiceProcess.environment()
        let reason = "this pickervoice was built without speech (--disable-default-traits)"
        let arguments = Array(QACommandTests.base.filter { $0 != "--no-speech" })
        #endif
        let text = try PickerVoiceProcess.run(arguments + ["--locales", "de_DE,mk_MK", "--modes", "time"], environment: environment)
        #expect(text.status == 0 && text.stderr == "", "\(text)")
        #expect(text.stdout.contains("speech not checked: \(reason)"), "\(text)")
        #expect(!text.stdout.contains("no-voice") && !text.stdout.contains("unpronounceable"), "\(text)")
        let json = try JSON(parsing: try PickerVoiceProcess.run(arguments + ["--locales", "de_DE", "--format", "json"], environment: environment).stdout)
        #expect(json["configuration"]?["speechChecked"] == false)
        #expect(json["configuration"]?["speechNotCheckedReason"]?.stringValue?.hasPrefix(reason) == true, "\(json)")
    }
}
