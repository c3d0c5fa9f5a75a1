import Foundation
import FoundationXML
import Testing

/// `pickervoice qa`'s formats for CI tools, checked by the validators those tools' own
/// schemas are checked with: Jenkins' `junit-10.xsd` through libxml2's `xmllint`, and SARIF
/// 2.1.0's JSON schema through python `jsonschema`. Both schemas are third-party files that
/// `scripts/install-test-schemas` (run by `scripts/install-dependencies`) puts into
/// `.test-schemas/`; a test fails, not skips, without them.
@Suite("pickervoice qa: JUnit and SARIF")
struct QACIFormatTests {
    static let base = QACommandTests.base + ["--locales", "mk_MK,de_DE,ain", "--modes", "date,time"]

    /// Why speech was not checked with --no-speech: a build without speech says that first.
    #if Speech
    static let noSpeech = "speech was not checked: --no-speech was given"
    #else
    static let noSpeech = "speech was not checked: this pickervoice was built without speech (--disable-default-traits)"
    #endif

    static let schemas = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../.test-schemas").standardized

    /// The path of a schema of `.test-schemas`, or a failure that says how to get it.
    static func schema(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let path = schemas.appending(path: name).path
        try #require(FileManager.default.fileExists(atPath: path), "\(path) is missing: run scripts/install-dependencies", sourceLocation: sourceLocation)
        return path
    }

    /// What `xmllint --schema junit-10.xsd` says of `xml`.
    static func junitProblems(_ xml: String) throws -> ProcessOutput {
        try withTemporaryFolder { folder in
            let file = folder.appending(path: "report.xml")
            try Data(xml.utf8).write(to: file)
            return try Shell.run(["xmllint", "--noout", "--schema", schema("junit-10.xsd"), file.path])
        }
    }

    /// What python `jsonschema` says of `sarif` against the SARIF 2.1.0 schema.
    static func sarifProblems(_ sarif: String) throws -> ProcessOutput {
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft7Validator.check_schema(schema)
        errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(json.load(open(sys.argv[2]))), key=str)
        for error in errors: print(error.json_path, error.message, file=sys.stderr)
        sys.exit(1 if errors else 0)
        """
        return try withTemporaryFolder { folder in
            let file = folder.appending(path: "report.sarif")
            try Data(sarif.utf8).write(to: file)
            return try Shell.run(["python3", "-c", script, schema("sarif-schema-2.1.0.json"), file.path])
        }
    }

    @Test("JUnit conforms to junit-10.xsd: errors and skipped on each suite, one failure per case")
    func junitConforms() throws {
        let output = try PickerVoiceProcess.run(Self.base + ["--format", "junit", "--fail-on", "warning"])
        #expect(output.status == 1 && output.stderr == "", "\(output)")
        let validation = try Self.junitProblems(output.stdout)
        #expect(validation.status == 0, "\(validation)")
        // The validator refuses what the old output lacked: a suite without `errors`.
        let withoutErrors = output.stdout.replacingOccurrences(of: " errors=\"0\" skipped", with: " skipped")
        #expect(try Self.junitProblems(withoutErrors).status != 0)

        let document = try XMLDocument(data: Data(output.stdout.utf8))
        for suite in try document.nodes(forXPath: "//testsuite").compactMap({ $0 as? XMLElement }) {
            #expect(suite.attribute(forName: "errors")?.stringValue == "0")
            #expect(suite.attribute(forName: "skipped")?.stringValue == "1", "--no-speech skips the speech case")
        }
        for testCase in try document.nodes(forXPath: "//testcase").compactMap({ $0 as? XMLElement }) {
            #expect(testCase.elements(forName: "failure").count <= 1, "\(testCase)")
        }
        // ain's date case has a warning and an error: the error heads the failure, the
        // warning is in its text.
        let ain = try #require(try document.nodes(forXPath: "//testsuite[@name='date']/testcase[@name='ain']/failure").first as? XMLElement)
        #expect(ain.attribute(forName: "type")?.stringValue == "placeholder-leak")
        #expect(ain.stringValue?.contains("warning table-fallback ain date") == true, "\(ain)")
        let skipped = try document.nodes(forXPath: "//testcase[@name='speech']/skipped/@message").map { $0.stringValue ?? "" }
        #expect(skipped == [Self.noSpeech, Self.noSpeech])
    }

    @Test("JUnit: warnings below --fail-on are listed in a passing case and counted by its suite")
    func junitWarnings() throws {
        let output = try PickerVoiceProcess.run(Self.base + ["--format", "junit"])
        #expect(try Self.junitProblems(output.stdout).status == 0)
        let document = try XMLDocument(data: Data(output.stdout.utf8))
        let macedonian = try document.nodes(forXPath: "//testsuite[@name='time']/testcase[@name='mk-MK']/system-out").map { $0.stringValue ?? "" }
        #expect(macedonian.count == 1 && macedonian[0].contains("warning raw-number mk-MK time hour row 0"), "\(macedonian)")
        let suiteNote = try document.nodes(forXPath: "//testsuite[@name='time']/system-out").map { $0.stringValue ?? "" }
        #expect(suiteNote == ["4 findings below --fail-on error, listed in the system-out of passing cases"])
    }

    @Test("SARIF conforms to the SARIF 2.1.0 schema, a result per finding of the JSON report")
    func sarifConforms() throws {
        let sarif = try PickerVoiceProcess.run(Self.base + ["--format", "sarif", "--fail-on", "warning"])
        #expect(sarif.status == 1 && sarif.stderr == "", "\(sarif)")
        let validation = try Self.sarifProblems(sarif.stdout)
        #expect(validation.status == 0, "\(validation)")
        #expect(try Self.sarifProblems(sarif.stdout.replacingOccurrences(of: "\"level\" : \"warning\"", with: "\"level\" : \"severe\"")).status != 0)

        let log = try JSON(parsing: sarif.stdout)
        #expect(log["version"] == "2.1.0")
        let run = try #require(log["runs"]?.arrayValue?.first)
        let results = try #require(run["results"]?.arrayValue)
        let json = try JSON(parsing: try PickerVoiceProcess.run(Self.base + ["--format", "json"]).stdout)
        let findings = try #require(json["findings"]?.arrayValue)
        #expect(results.count == findings.count && !results.isEmpty)
        for (result, finding) in zip(results, findings) {
            #expect(result["ruleId"] == finding["code"])
            #expect(result["properties"]?["row"] == finding["row"])
        }
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules.count == 16, "a rule per finding code")
        #expect(run["invocations"]?[0]?["toolExecutionNotifications"]?[0]?["message"]?["text"] == JSON.string(Self.noSpeech))
    }

    @Test("SARIF from a locales file: each result at the line that names its locale, as code scanning needs")
    func sarifPhysicalLocations() throws {
        try withTemporaryFolder { folder in
            try Data("# markets\r\nde_DE\r\n\r\nmk_MK  # North Macedonia\r\n".utf8).write(to: folder.appending(path: "locales.txt"))
            let output = try PickerVoiceProcess.run(QACommandTests.base + ["--locales-file", "locales.txt", "--modes", "time", "--format", "sarif"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            let results = try #require(try JSON(parsing: output.stdout)["runs"]?[0]?["results"]?.arrayValue)
            #expect(!results.isEmpty)
            let validation = try Self.sarifProblems(output.stdout)
            #expect(validation.status == 0, "\(validation)")
            for result in results {
                let physical = result["locations"]?[0]?["physicalLocation"]
                #expect(physical?["artifactLocation"]?["uri"] == "locales.txt")
                #expect(physical?["region"]?["startLine"] == 4, "mk_MK is on line 4")
            }
            let piped = try PickerVoiceProcess.run(QACommandTests.base + ["--locales", "mk_MK", "--modes", "time", "--format", "sarif"])
            #expect(!piped.stdout.contains("physicalLocation"), "no file to point at")
        }
    }

    @Test("a row is the same number in JSON, CSV, text, Markdown, JUnit and SARIF")
    func rowNumbers() throws {
        let arguments = QACommandTests.base + ["--locales", "mk_MK", "--modes", "time"]
        let json = try JSON(parsing: try PickerVoiceProcess.run(arguments + ["--format", "json"]).stdout)
        let row = try #require(json["findings"]?.arrayValue?.compactMap { $0["row"]?.numberValue }.first)
        let place = "mk-MK time hour row \(Int(row))"
        #expect(try PickerVoiceProcess.run(arguments).stdout.contains(place + ":"))
        #expect(try PickerVoiceProcess.run(arguments + ["--format", "csv"]).stdout.contains("mk-MK,time,gregorian,hour,\(Int(row)),warning"))
        #expect(try PickerVoiceProcess.run(arguments + ["--format", "markdown"]).stdout.contains("| mk-MK | time | hour | \(Int(row)) |"))
        #expect(try PickerVoiceProcess.run(arguments + ["--format", "junit"]).stdout.contains(place + ":"))
        #expect(try PickerVoiceProcess.run(arguments + ["--format", "sarif"]).stdout.contains("\"fullyQualifiedName\" : \"mk-MK/time/gregorian/hour/row \(Int(row))\""))
    }
}

/// Runs a program found on PATH, without standard input.
enum Shell {
    static func run(_ arguments: [String], input: String? = nil) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = PickerVoiceProcess.environment()
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        if let input {
            inPipe.fileHandleForWriting.write(Data(input.utf8))
            try inPipe.fileHandleForWriting.close()
        }
        let errData = Locked(Data())
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let data = err.fileHandleForReading.readDataToEndOfFile()
            errData.set(data)
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessOutput(
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData.get(), as: UTF8.self),
            status: process.terminationStatus, exited: process.terminationReason == .exit
        )
    }

    /// Data handed from a reading thread to the waiting one.
    private final class Locked: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data
        init(_ data: Data) { self.data = data }
        func set(_ new: Data) { lock.withLock { data = new } }
        func get() -> Data { lock.withLock { data } }
    }
}
