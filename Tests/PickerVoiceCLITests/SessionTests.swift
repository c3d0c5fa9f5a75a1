import Foundation
import Testing

/// `pickervoice session` through a real child process, as a kiosk drives it.
@Suite("pickervoice session")
struct SessionTests {
    static let configure = #"{"id":1,"op":"configure","picker":{"mode":"time","locale":"de_DE","date":"2026-11-21T14:05","now":"2026-11-21T12:00Z"}}"#

    /// Runs a session with `lines` on its standard input; returns its output lines.
    static func session(_ lines: [String]) throws -> (lines: [String], output: ProcessOutput) {
        try withTemporaryFolder { folder in
            let input = folder.appending(path: "in.jsonl")
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: input)
            let binary = try PickerVoiceProcess.binary()
            let out = folder.appending(path: "out.jsonl")
            let status = try StandardStreamTests.runShell("exec '\(binary.path)' session < '\(input.path)' > '\(out.path)'")
            let stdout = String(decoding: try Data(contentsOf: out), as: UTF8.self)
            let output = ProcessOutput(stdout: stdout, stderr: status.stderr, status: status.status, exited: status.exited)
            return (stdout.split(separator: "\n").map(String.init), output)
        }
    }

    #if Speech
    @Test("configure tells a client whose voice listeners do not understand (Thai), and not others; the session still speaks")
    func voiceCannotServe() throws {
        let (lines, output) = try Self.session([
            #"{"id":1,"op":"configure","picker":{"mode":"time","locale":"th_TH","now":"2026-11-21T12:00Z"}}"#,
            #"{"id":2,"op":"speak","text":"สองทุ่ม"}"#,
            Self.configure.replacingOccurrences(of: #""id":1"#, with: #""id":3"#),
        ])
        #expect(output.status == 0 && output.stderr == "", "\(output)")
        let responses = try lines.map { try JSON(parsing: $0) }
        #expect(responses.count == 3)
        #expect(responses[0]["voiceCannotServe"]?.stringValue == SpeechCommandTests.thaiCannotServe)
        #expect(try JSONSchemaChecker.shipped().problems(in: responses[0], report: .session) == [])
        #expect(responses[1]["audio"]?["base64"]?.stringValue?.isEmpty == false, "it still speaks")
        #expect(responses[2]["voiceCannotServe"] == nil && responses[2]["ok"] == true)
    }
    #endif

    @Test("configure, act, and each response has the request's id and conforms to the schema")
    func flow() throws {
        let (lines, output) = try Self.session([
            Self.configure,
            #"{"id":2,"op":"increment","wheel":"hour"}"#,
            #"{"id":"three","op":"select","wheel":"minute","row":30}"#,
            #"{"id":4,"op":"focus","wheel":"minute"}"#,
            #"{"id":5,"op":"describe"}"#,
        ])
        #expect(output.status == 0 && output.stderr == "", "\(output)")
        let responses = try lines.map { try JSON(parsing: $0) }
        #expect(responses.map { $0["id"] } == [1, 2, "three", 4, 5])
        for response in responses {
            #expect(try JSONSchemaChecker.shipped().problems(in: response, report: .session) == [])
        }
        #expect(responses[1]["announcement"] == "15 Uhr")
        #expect(responses[1]["changed"] == true)
        #expect(responses[1]["date"] == "2026-11-21T15:05:00Z")
        #expect(responses[2]["wheels"]?.arrayValue?.compactMap { $0["text"]?.stringValue } == ["15", "30"])
        #expect(responses[3]["utterance"] == "Minute. 30 Minuten. Objektauswahl. Einstellbar. 31 von 60. Zum Anpassen des Werts mit einem Finger nach oben oder unten streichen.")
        #expect(responses[4]["report"]?["wheels"]?.arrayValue?.count == 2)
    }

    @Test("hostile lines get an error response each, and the session goes on")
    func hostile() throws {
        let huge = #"{"id":9,"op":"state","pad":""# + String(repeating: "x", count: 2_000_000) + #""}"#
        let (lines, output) = try Self.session([
            #"{"id":1,"op":"state"}"#,
            "not json", "[1,2]", #"{"id":3}"#, #"{"id":4,"op":"fly"}"#,
            Self.configure,
            #"{"id":5,"op":"increment","wheel":"year"}"#, #"{"id":6,"op":"increment"}"#,
            #"{"id":7,"op":"select","wheel":"minute","row":60}"#,
            #"{"id":8,"op":"configure","picker":{"locale":"xx_YY"}}"#,
            huge,
            #"{"id":10,"op":"increment","wheel":"hour"}"#,
        ])
        #expect(output.status == 0 && output.stderr == "", "\(output.stderr.prefix(300))")
        let codes = try lines.map { try JSON(parsing: $0)["error"]?["code"]?.stringValue ?? "ok" }
        #expect(codes == ["not-configured", "parse", "parse", "unknown-op", "unknown-op", "ok", "wheel-not-in-mode",
                          "invalid-field", "no-such-row", "invalid-field", "too-long", "ok"])
        #expect(try JSON(parsing: lines.last ?? "")["announcement"] == "15 Uhr", "the session went on after the huge line")
        // The line's exact length, not "more than" it (D21).
        #expect(try JSON(parsing: lines[10])["error"]?["message"]?.stringValue == "the line has \(huge.utf8.count) bytes, more than 1048576")
    }

    @Test("1,000 requests in a row are answered in order")
    func thousand() throws {
        let requests = [Self.configure] + (2...1_000).map { #"{"id":\#($0),"op":"\#($0.isMultiple(of: 2) ? "increment" : "decrement")","wheel":"minute"}"# }
        let (lines, output) = try Self.session(requests)
        #expect(output.status == 0)
        #expect(lines.count == 1_000)
        #expect(try lines.map { try JSON(parsing: $0)["id"]?.numberValue.map(Int.init) } == (1...1_000).map { $0 })
        // 500 increments (even ids) and 499 decrements (odd ids) from minute 05.
        #expect(try JSON(parsing: lines.last ?? "")["wheels"]?.arrayValue?.last?["text"] == "06")
    }

    @Test("8 sessions at once, 1,000 requests each, and one killed mid-request: no crash, no deadlock")
    func load() async throws {
        let requests = [Self.configure] + (2...1_000).map { #"{"id":\#($0),"op":"increment","wheel":"minute"}"# }
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { try Self.session(requests).lines.count }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 1_000, count: 8))

        // A client that dies mid-request: the session sees its input end, or its output
        // closed, and ends without a crash.
        let binary = try PickerVoiceProcess.binary()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["session"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data((Self.configure + "\n" + #"{"id":2,"op":"increm"#).utf8))
        try input.fileHandleForWriting.close()
        try output.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit || process.terminationStatus == SIGPIPE, "ended by \(process.terminationReason) \(process.terminationStatus)")
    }

    #if Speech
    @Test("the Python client in docs/ runs against the built binary, as the docs show")
    func pythonClient() throws {
        let script = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "docs/session_client.py")
        let binary = try PickerVoiceProcess.binary()
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["python3", script.path, binary.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed == """
            Hora. la una de la tarde. Selector. Ajustable. 2 de 12. Desliza hacia arriba o abajo con un dedo para ajustar el valor.
            las doce del mediodía
            22050
            wheel-not-in-mode

            """)
    }
    #endif
}

/// The session with a style: a kiosk drives the compact button and its calendar by gestures.
@Suite("pickervoice session with a style")
struct SessionStyleTests {
    @Test("configure with a style focuses the first element; gestures move, open, change the month and pick a day; describe has the style")
    func gestures() throws {
        let (lines, output) = try SessionTests.session([
            #"{"id":1,"op":"configure","style":"compact","picker":{"mode":"date","locale":"en_US","date":"2026-11-21","timeZone":"UTC","now":"2026-11-25T09:00Z"}}"#,
            #"{"id":2,"op":"gesture","gesture":"activate"}"#,
            #"{"id":3,"op":"gesture","gesture":"next"}"#,
            #"{"id":4,"op":"gesture","gesture":"increment"}"#,
            #"{"id":5,"op":"gesture","gesture":"escape"}"#,
            #"{"id":6,"op":"describe"}"#,
            #"{"id":7,"op":"gesture","gesture":"jump"}"#,
        ])
        #expect(output.status == 0 && output.stderr == "", "\(output)")
        let responses = try lines.map { try JSON(parsing: $0) }
        for response in responses {
            #expect(try JSONSchemaChecker.shipped().problems(in: response, report: .session) == [])
        }
        #expect(responses[0]["style"] == "compact" && responses[0]["focused"] == "compact.date")
        #expect(responses[0]["utterance"] == "Date Picker. Nov 21, 2026. Collapsed. Button. Double-tap to expand.")
        #expect(responses[1]["focused"] == "popover.dismiss")
        #expect(responses[2]["focused"] == "calendar.monthYear")
        #expect(responses[3]["announcement"] == "December 2026" && responses[3]["changed"] == false)
        #expect(responses[4]["focused"] == "compact.date")
        #expect(responses[5]["report"]?["style"]?["style"] == "compact")
        #expect(responses[6]["error"]?["code"] == "invalid-field")
    }
}
