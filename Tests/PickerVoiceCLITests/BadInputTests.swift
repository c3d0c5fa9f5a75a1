import Testing

/// Every mistake is one line on stderr that names it, nothing on stdout, and a failing
/// exit status: 1 for what the tool rejects, 64 (EX_USAGE) for what the parser rejects.
@Suite("pickervoice rejects bad input")
struct BadInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        /// A part of the message that names the mistake.
        let message: String
        var status: Int32 = 1

        var testDescription: String { name }
    }

    private static func describe(_ arguments: [String], date: String = "2026-11-21T14:05", timeZone: String = "UTC") -> [String] {
        PickerVoiceProcess.pinned(["describe"] + arguments, timeZone: timeZone, date: date)
    }

    private static func simulate(_ mode: String, _ actions: String) -> [String] {
        PickerVoiceProcess.pinned(["simulate", "--mode", mode, "--actions", actions])
    }

    static let cases: [Case] = [
        Case(name: "unknown locale xx_YY", arguments: describe(["--locale", "xx_YY"]),
             message: "unknown locale 'xx_YY': Foundation has no data for its language"),
        Case(name: "a language name instead of a locale", arguments: describe(["--locale", "english"]),
             message: "unknown locale 'english'"),
        Case(name: "unknown region en_XX", arguments: describe(["--locale", "en_XX"]),
             message: "unknown locale 'en_XX': 'XX' is not a region Foundation knows"),
        Case(name: "unknown calendar", arguments: describe(["--calendar", "klingon"]),
             message: "unknown calendar 'klingon'"),
        Case(name: "unknown time zone", arguments: describe([], timeZone: "Mars/Olympus"),
             message: "unknown time zone 'Mars/Olympus'"),
        Case(name: "malformed date", arguments: describe([], date: "21.11.2026"),
             message: "--date: '21.11.2026' is not an ISO 8601 date"),
        Case(name: "February 30", arguments: describe([], date: "2026-02-30"),
             message: "--date: '2026-02-30' is not a day of the Gregorian calendar"),
        Case(name: "malformed minimum date", arguments: describe(["--minimum-date", "soon"]),
             message: "--minimum-date: 'soon' is not an ISO 8601 date"),
        Case(name: "a local time the clocks skip",
             arguments: describe([], date: "2026-03-08T02:30", timeZone: "America/New_York"),
             message: "--date: '2026-03-08T02:30' does not exist in America/New_York: the clocks skip that time"),
        Case(name: "unknown option", arguments: describe(["--frobnicate"]),
             message: "Unknown option '--frobnicate'", status: 64),
        Case(name: "unknown mode", arguments: describe(["--mode", "week"]),
             message: "The value 'week' is invalid for '--mode <mode>'", status: 64),
        Case(name: "simulate without --actions", arguments: PickerVoiceProcess.pinned(["simulate"]),
             message: "Missing expected argument '--actions <steps>'", status: 64),
        Case(name: "unknown action verb", arguments: simulate("time", "twist hour"),
             message: "--actions step 1 'twist hour': unknown action 'twist'; use increment, decrement or select"),
        Case(name: "unknown wheel", arguments: simulate("time", "increment hour, increment second"),
             message: "--actions step 2 'increment second': unknown wheel 'second'"),
        Case(name: "a wheel the mode lacks", arguments: simulate("time", "increment year"),
             message: "--actions step 1 'increment year': time mode has no year wheel"),
        Case(name: "select a wheel the mode lacks", arguments: simulate("countDownTimer", "select hour 2"),
             message: "--actions step 1 'select hour 2': countDownTimer mode has no hour wheel"),
        Case(name: "select a row that does not exist", arguments: simulate("date", "select month Smarch"),
             message: "--actions step 1 'select month Smarch': no row 'Smarch' on the month wheel, whose rows run from January to December"),
        Case(name: "select hour 13 on a 12-hour clock", arguments: simulate("time", "select hour 13"),
             message: "no row '13' on the hour wheel, whose rows run from 12 to 11"),
        Case(name: "select a position past the end", arguments: simulate("time", "select minute #61"),
             message: "--actions step 1 'select minute #61': the minute wheel has rows #1 to #60"),
        Case(name: "select without a row", arguments: simulate("time", "select minute"),
             message: "say which row to select"),
        Case(name: "increment with a row", arguments: simulate("time", "increment minute 5"),
             message: "'increment' takes only a wheel"),
        Case(name: "empty --actions", arguments: simulate("time", ""),
             message: "--actions: no steps given"),
        Case(name: "--actions of separators only", arguments: simulate("time", " , ; "),
             message: "--actions: no steps given"),
        Case(name: "unknown report for schema", arguments: ["schema", "week"],
             message: "unknown report 'week': use one of describe, simulate, qa, session, timings, speech-index, prompts-index"),
        Case(name: "unknown subcommand", arguments: ["sing"],
             message: "unknown subcommand 'sing'", status: 64),
    ]

    @Test("one error line, empty stdout, failing status", arguments: cases)
    func rejects(_ example: Case) throws {
        let output = try PickerVoiceProcess.run(example.arguments)
        #expect(output.exited, "pickervoice died of signal \(output.status)")
        #expect(output.status == example.status)
        #expect(output.stdout == "")
        #expect(output.stderrLines.count == 1, "\(output)")
        let line = try #require(output.stderrLines.first)
        #expect(line.hasPrefix("pickervoice: error: "))
        #expect(line.contains(example.message), "\(line)")
        #expect(!output.stderr.contains("Fatal error"))
    }

    /// Dates whose day is a real Gregorian day, but which are rejected for another reason.
    static let misnamed: [Case] = [
        Case(name: "a day Samoa skipped", arguments: describe([], date: "2011-12-30", timeZone: "Pacific/Apia"),
             message: "--date: '2011-12-30' does not exist in Pacific/Apia"),
        Case(name: "hour 24", arguments: describe([], date: "2026-11-21T24:00"), message: "--date: '2026-11-21T24:00'"),
        Case(name: "minute 60", arguments: describe([], date: "2026-11-21T23:60"), message: "--date: '2026-11-21T23:60'"),
    ]

    @Test("a rejected time on a real day is not called 'not a day of the Gregorian calendar'", arguments: misnamed)
    func misnamedDay(_ example: Case) throws {
        let output = try PickerVoiceProcess.run(example.arguments)
        #expect(output.status == 1 && output.exited)
        #expect(output.stdout == "")
        #expect(output.stderrLines.count == 1)
        #expect(output.stderr.contains(example.message))
        #expect(!output.stderr.contains("is not a day of the Gregorian calendar"), "\(output.stderr)")
    }
}
