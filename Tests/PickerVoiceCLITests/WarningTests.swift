import Testing

/// The picker's rules that change or ignore input, as the JSON report states them.
@Suite("pickervoice warnings")
struct WarningTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        /// The warning codes, in order.
        let codes: [String]
        /// Properties of `picker` after the rules applied.
        let picker: [String: JSON]

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "maximum before minimum: both bounds ignored",
            arguments: ["--mode", "date", "--date", "2026-06-01", "--minimum-date", "2026-12-01", "--maximum-date", "2026-01-01"],
            codes: ["boundsIgnored.maximumBeforeMinimum"],
            picker: ["minimumDate": .null, "maximumDate": .null, "date": "2026-06-01T00:00:00Z"]
        ),
        Case(
            name: "bounds in countDownTimer mode are ignored",
            arguments: ["--mode", "countDownTimer", "--minimum-date", "2026-01-01", "--maximum-date", "2026-12-01"],
            codes: ["boundsIgnored.countDownMode"],
            picker: ["minimumDate": .null, "maximumDate": .null]
        ),
        Case(
            name: "a minute interval that does not divide 60 becomes 1",
            arguments: ["--mode", "time", "--minute-interval", "7"],
            codes: ["minuteInterval.replaced"],
            picker: ["minuteInterval": 1]
        ),
        Case(
            name: "a countdown becomes whole minutes on the interval: 4530 s at 5 min is 1 h 15 min",
            arguments: ["--mode", "countDownTimer", "--countdown-duration", "4530", "--minute-interval", "5"],
            codes: ["countDownDuration.adjusted"],
            picker: ["countDownDuration": 4500, "minuteInterval": 5]
        ),
        Case(
            name: "a countdown over 23 h 59 min becomes 23 h 59 min",
            arguments: ["--mode", "countDownTimer", "--countdown-duration", "100000"],
            codes: ["countDownDuration.adjusted"],
            picker: ["countDownDuration": 86340]
        ),
        Case(
            name: "a date before the minimum moves to the minimum",
            arguments: ["--mode", "date", "--date", "2026-11-21T14:05", "--minimum-date", "2026-12-01T00:00"],
            codes: ["date.clamped"],
            picker: ["date": "2026-12-01T00:00:00Z", "minimumDate": "2026-12-01T00:00:00Z", "maximumDate": .null]
        ),
        Case(
            name: "a countdown duration outside countDownTimer mode is ignored",
            arguments: ["--mode", "time", "--countdown-duration", "600"],
            codes: ["countDownDuration.ignored"],
            picker: ["mode": "time"]
        ),
    ]

    @Test("each rule that changes the input says so", arguments: cases)
    func warning(_ example: Case) throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe"] + example.arguments))
        #expect(report.warningCodes == example.codes)
        for (name, value) in example.picker.sorted(by: { $0.key < $1.key }) {
            #expect(report["picker"]?[name] == value, "picker.\(name)")
        }
        for warning in report["picker"]?["warnings"]?.arrayValue ?? [] {
            #expect(warning["message"]?.stringValue?.isEmpty == false)
        }
    }

    @Test("the text format prints each warning with its code")
    func textWarning() throws {
        let stdout = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(
            ["describe", "--mode", "countDownTimer", "--countdown-duration", "4530", "--minute-interval", "5"]
        ))
        #expect(stdout.contains("""
            duration  4500 s (1 h 15 min)
            now       2026-11-21T12:00:00Z
            interval  5 min
            bounds    none
            warning   countdown duration 4530 s became 4500 s (1 h 15 min): whole minutes on the minute interval, \
            from 0 to 23 h 59 min [countDownDuration.adjusted]
            phrases   en
            phrasing  voiceOver

            wheel             shows  says        position  cyclic
            countDownHours    1      1 hour      2 of 24   yes
            countDownMinutes  15     15 minutes  4 of 12   yes

            """))
    }
}
