import Foundation
import Testing

/// The second reliability probe's crashes and leaks through input (D1–D4, D11, D12, D19,
/// D21 and the mixed-form locale), through the built binary: each used to stop the process
/// by SIGILL, print a control character, or say something else than what was configured.
@Suite("Probe two: input that crashed or leaked")
struct ProbeTwoInputTests {
    typealias Case = BadInputTests.Case

    private static func describe(locale: String = "en_US", zone: String = "UTC", _ extra: [String] = []) -> [String] {
        ["describe", "--mode", "date", "--locale", locale, "--time-zone", zone, "--date", "2026-11-21",
         "--now", "2026-11-21T12:00:00Z"] + extra
    }

    static let cases: [Case] = [
        Case(name: "D1: -u-nu- with an unknown system", arguments: describe(locale: "en-US-u-nu-xyz"),
             message: "locale 'en-US-u-nu-xyz': 'xyz' is not a numbering system Foundation knows"),
        Case(name: "D1: @numbers= with an unknown system", arguments: describe(locale: "en_US@numbers=xyz"),
             message: "'xyz' is not a numbering system Foundation knows"),
        Case(name: "D2: a fixed offset beyond 14 hours", arguments: describe(zone: "GMT+18:00"),
             message: "time zone 'GMT+18:00': a fixed offset beyond ±14 hours is not supported"),
        Case(name: "D2: an ICU short id", arguments: describe(zone: "ACT"),
             message: "time zone 'ACT': it is not in the tz database"),
        Case(name: "D2: a SystemV name", arguments: describe(zone: "SystemV/AST4"),
             message: "time zone 'SystemV/AST4': it is not in the tz database"),
        Case(name: "D2: an abbreviation read two ways", arguments: describe(zone: "BST"),
             message: "time zone 'BST' is an abbreviation, which Foundation's date formatter cannot use; name the zone, such as Europe/London"),
        Case(name: "D3: islamic in Riyadh", arguments: describe(locale: "ar_SA", zone: "Asia/Riyadh", ["--calendar", "islamic"]),
             message: "calendar 'islamic': the astronomical islamic calendar is not supported in Asia/Riyadh"),
        Case(name: "D3: islamic from the locale's -u-ca- in Tokyo", arguments: describe(locale: "en-US-u-ca-islamic", zone: "Asia/Tokyo"),
             message: "calendar 'islamic' of locale 'en-US-u-ca-islamic': the astronomical islamic calendar is not supported in Asia/Tokyo"),
        Case(name: "D11: an escape sequence in a locale", arguments: describe(locale: "en_US@=\u{1B}]2;PWNED\u{7}\u{1B}[2J"),
             message: #"unknown locale 'en_US@=\u{001B}]2;PWNED\u{0007}\u{001B}[2J': U+001B cannot be part of a locale identifier"#),
        Case(name: "D11: an escape sequence in a time zone", arguments: describe(zone: "GMT\u{1B}[2J"),
             message: #"unknown time zone 'GMT\u{001B}[2J'"#),
        Case(name: "D19: a locale of 1,000 characters", arguments: describe(locale: "en_US" + String(repeating: "_US", count: 332)),
             message: "a locale identifier has at most 100 characters"),
        Case(name: "D19: an empty keyword after @", arguments: describe(locale: "en_US@=x"),
             message: "after '@' come keywords such as calendar=japanese;hours=h23"),
    ]

    @Test("refused with one line that names the mistake, and no control character in it", arguments: cases)
    func refused(_ test: Case) throws {
        let output = try PickerVoiceProcess.run(test.arguments)
        #expect(output.exited && output.status == 1, "\(output)")
        #expect(output.stdout == "")
        #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
        #expect(output.stderr.contains(test.message), "\(output.stderr)")
        #expect(!output.stderr.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    }

    @Test("D19: a refused locale of 100 kB is shown cut, not echoed whole")
    func longLocaleCut() throws {
        // Linux takes at most 128 KiB in one argument.
        let output = try PickerVoiceProcess.run(Self.describe(locale: String(repeating: "x", count: 100_000)))
        #expect(output.status == 1)
        #expect(output.stderr.utf8.count < 400, "\(output.stderr.utf8.count) bytes")
    }

    @Test("mixed form zh_Hans_CN-u-hc-h12 keeps its 12-hour clock")
    func mixedFormLocale() throws {
        let mixed = try PickerVoiceProcess.succeed(["describe", "--mode", "time", "--locale", "zh_Hans_CN-u-hc-h12",
                                                    "--time-zone", "UTC", "--date", "2026-11-21T14:00", "--now", "2026-11-21T12:00:00Z"])
        let tag = try PickerVoiceProcess.succeed(["describe", "--mode", "time", "--locale", "zh-Hans-CN-u-hc-h12",
                                                  "--time-zone", "UTC", "--date", "2026-11-21T14:00", "--now", "2026-11-21T12:00:00Z"])
        #expect(mixed == tag)
        #expect(mixed.contains("dayPeriod"), "\(mixed)")
        #expect(mixed.contains("3 of 12"), "the hour wheel has 12 rows: \(mixed)")
    }

    @Test("D4: now with half a second is still Today, in the CLI")
    func todayWithHalfSecond() throws {
        let text = try PickerVoiceProcess.succeed(["describe", "--mode", "dateAndTime", "--locale", "en_US", "--time-zone", "UTC",
                                                   "--date", "2026-11-21T12:00Z", "--now", "2026-11-21T18:30:00.5Z"])
        #expect(text.contains("Date. Today."), "\(text)")
        #expect(!text.contains("Tomorrow"))
    }

    @Test("D3: islamic still answers west of GMT")
    func islamicWest() throws {
        let text = try PickerVoiceProcess.succeed(Self.describe(locale: "en_US", zone: "America/New_York", ["--calendar", "islamic"]))
        #expect(text.contains("Jumada I"), "\(text)")
    }

    @Test("D1, D2, D3 in a session: the configure is refused with invalid-field and the session goes on")
    func sessionGoesOn() throws {
        let (lines, output) = try SessionTests.session([
            #"{"id":1,"op":"configure","picker":{"mode":"time","locale":"en-US-u-nu-xyz"}}"#,
            #"{"id":2,"op":"configure","picker":{"mode":"date","locale":"en_US","timeZone":"GMT+18:00"}}"#,
            #"{"id":3,"op":"configure","picker":{"mode":"date","locale":"ar_SA","calendar":"islamic","timeZone":"Asia/Riyadh","date":"2025-06-25"}}"#,
            #"{"id":4,"op":"configure","picker":{"mode":"time","locale":"en_US","timeZone":"SystemV/AST4"}}"#,
            #"{"id":5,"op":"configure","picker":{"mode":"time","locale":"de_DE","date":"2026-11-21T14:05","now":"2026-11-21T12:00:00.75Z"}}"#,
            #"{"id":6,"op":"increment","wheel":"hour"}"#,
        ])
        #expect(output.status == 0, "\(output)")
        let responses = try lines.map { try JSON(parsing: $0) }
        #expect(responses.count == 6)
        for index in 0..<4 {
            #expect(responses[index]["error"]?["code"] == "invalid-field", "\(lines[index])")
        }
        #expect(responses[5]["announcement"] == "15 Uhr")
    }

    @Test("D12: the session's describe reports the configured now and the zone as named, like the CLI")
    func sessionDescribeMatchesCLI() throws {
        let (lines, _) = try SessionTests.session([
            #"{"id":1,"op":"configure","picker":{"mode":"time","locale":"de_DE","date":"2026-11-21T14:05","now":"2026-11-21T12:00:00Z"}}"#,
            #"{"id":2,"op":"describe"}"#,
            #"{"id":3,"op":"configure","picker":{"mode":"time","locale":"de_DE","timeZone":"Europe/Berlin","date":"2026-11-21T14:05","now":"2026-11-21T12:00:00Z"}}"#,
            #"{"id":4,"op":"describe"}"#,
        ])
        let utc = try JSON(parsing: lines[1])["report"]
        #expect(utc?["picker"]?["now"] == "2026-11-21T12:00:00Z")
        #expect(utc?["picker"]?["timeZone"] == "UTC")
        let session = try JSON(parsing: lines[3])["report"]
        let cli = try PickerVoiceProcess.json(["describe", "--mode", "time", "--locale", "de_DE", "--time-zone", "Europe/Berlin",
                                               "--date", "2026-11-21T14:05", "--now", "2026-11-21T12:00:00Z"])
        #expect(session == cli.removing("provenance"))
    }

    @Test("D21: qa --fail-on lists only the severities it takes")
    func failOnHelp() throws {
        let help = try PickerVoiceProcess.succeed(["qa", "--help"])
        let line = help.split(separator: "\n").first { $0.contains("--fail-on") }.map(String.init) ?? ""
        let following = help.components(separatedBy: "--fail-on").dropFirst().first ?? ""
        #expect(!following.prefix(200).contains("info"), "\(line)")
    }

    @Test("D21: qa --locales-file of /dev/null and of a folder say what they are (a value the tool cannot use: status 1)")
    func localesFileKinds() throws {
        let empty = try PickerVoiceProcess.run(["qa", "--locales-file", "/dev/null", "--no-speech"])
        #expect(empty.status == 1 && empty.stderr.contains("names no locale"), "\(empty)")
        let folder = try PickerVoiceProcess.run(["qa", "--locales-file", "/tmp", "--no-speech"])
        #expect(folder.status == 1 && folder.stderr.contains("it is a folder"), "\(folder)")
        let islamic = try PickerVoiceProcess.run(["qa", "--locales", "ar_SA,de_DE", "--calendars", "islamic",
                                                  "--time-zone", "Asia/Riyadh", "--date", "2025-06-25", "--no-speech"])
        #expect(islamic.exited && islamic.status == 1, "\(islamic)")
        #expect(islamic.stderr.contains("not supported in Asia/Riyadh"))
    }
}
