import Testing

@Suite("pickervoice simulate")
struct SimulateTests {
    /// Runs `simulate --format json` with the fixed options and returns its steps.
    private func steps(
        mode: String, date: String, actions: String, _ extra: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [JSON] {
        let report = try PickerVoiceProcess.json(
            PickerVoiceProcess.pinned(["simulate", "--mode", mode, "--actions", actions] + extra, date: date),
            sourceLocation: sourceLocation
        )
        return try #require(report["steps"]?.arrayValue, sourceLocation: sourceLocation)
    }

    @Test("January 31 + one month is February 28")
    func monthEnd() throws {
        let steps = try steps(mode: "date", date: "2026-01-31", actions: "increment month")
        #expect(steps == [[
            "action": "increment month",
            "wheel": "month",
            "changed": true,
            "date": "2026-02-28T00:00:00Z",
            "selectedTexts": ["February", "28", "2026"],
            // Each wheel by name, with the rows a sighted user sees around the selection: the
            // day wheel keeps its 31 rows in February (29 to 31 cannot be selected).
            "selected": [
                ["wheel": "month", "text": "February", "nearbyRows": ["December", "January", "February", "March", "April"]],
                ["wheel": "day", "text": "28", "nearbyRows": ["26", "27", "28", "29", "30"]],
                ["wheel": "year", "text": "2026", "nearbyRows": ["2024", "2025", "2026", "2027", "2028"]],
            ],
            "announcement": "February",
        ]])
    }

    @Test("the report names each wheel at the start and after each step; rows past the end of a wheel that does not wrap are null")
    func wheelsByName() throws {
        let report = try PickerVoiceProcess.json(
            PickerVoiceProcess.pinned(["simulate", "--mode", "time", "--actions", "increment dayPeriod"], date: "2026-11-21T09:05")
        )
        #expect(report["start"] == [
            ["wheel": "hour", "text": "9", "nearbyRows": ["7", "8", "9", "10", "11"]],
            ["wheel": "minute", "text": "05", "nearbyRows": ["03", "04", "05", "06", "07"]],
            ["wheel": "dayPeriod", "text": "AM", "nearbyRows": [.null, .null, "AM", "PM", .null]],
        ])
        #expect(report["steps"]?[0]?["selected"]?[2] == ["wheel": "dayPeriod", "text": "PM", "nearbyRows": [.null, "AM", "PM", .null, .null]])
        #expect(report["steps"]?[0]?["selected"]?[0]?["text"] == "9")
    }

    @Test("11 PM + one hour is 12 PM of the same day: the AM/PM wheel does not move")
    func hourWraps() throws {
        let steps = try steps(mode: "time", date: "2026-11-21T23:00", actions: "increment hour")
        #expect(steps.first?["changed"] == true)
        #expect(steps.first?["date"] == "2026-11-21T12:00:00Z")
        #expect(steps.first?["selectedTexts"] == ["12", "00", "PM"])
    }

    @Test("minute 59 + 1 is minute 0 of the same hour")
    func minuteWraps() throws {
        let steps = try steps(mode: "time", date: "2026-11-21T14:59", actions: "increment minute")
        #expect(steps.first?["changed"] == true)
        #expect(steps.first?["date"] == "2026-11-21T14:00:00Z")
        #expect(steps.first?["selectedTexts"] == ["2", "00", "PM"])
    }

    @Test("the year wheel stops at the maximum bound and reports no change")
    func yearAtMaximum() throws {
        let steps = try steps(
            mode: "date", date: "2026-06-01", actions: "increment year, decrement year",
            ["--maximum-date", "2026-12-31"]
        )
        try #require(steps.count == 2)
        #expect(steps[0]["changed"] == false)
        #expect(steps[0]["date"] == "2026-06-01T00:00:00Z")
        #expect(steps[0]["selectedTexts"] == ["June", "1", "2026"])
        #expect(steps[1]["changed"] == true)
        #expect(steps[1]["date"] == "2025-06-01T00:00:00Z")
    }

    @Test("every step has action, wheel, changed and date, and selects rows by text, number and position")
    func stepFields() throws {
        let steps = try steps(
            mode: "dateAndTime", date: "2026-11-21T14:05",
            actions: "increment date; select dayPeriod AM\nselect hour 9, select minute #31, select date 2026-12-25"
        )
        #expect(steps.map { $0["action"] } == [
            "increment date", "select dayPeriod AM", "select hour 9", "select minute #31", "select date 2026-12-25",
        ])
        #expect(steps.map { $0["wheel"] } == ["date", "dayPeriod", "hour", "minute", "date"])
        #expect(steps.map { $0["changed"] } == [true, true, true, true, true])
        #expect(steps.map { $0["date"] } == [
            "2026-11-22T14:05:00Z", "2026-11-22T02:05:00Z", "2026-11-22T09:05:00Z",
            "2026-11-22T09:30:00Z", "2026-12-25T09:30:00Z",
        ])
        #expect(steps.last?["selectedTexts"] == ["Fri, Dec 25", "9", "30", "AM"])
        // Only countDownTimer steps carry a duration.
        #expect(steps.allSatisfy { $0["countDownDuration"] == nil })
    }

    @Test("countdown wheels are independent: 23 h 59 min + one minute row is 23 h 0 min")
    func countDown() throws {
        let steps = try steps(
            mode: "countDownTimer", date: "2026-11-21T14:05",
            actions: "increment countDownMinutes, increment countDownHours, select countDownMinutes #3",
            ["--countdown-duration", "86340"]
        )
        #expect(steps.map { $0["countDownDuration"] } == [82800, 0, 120])
        #expect(steps.map { $0["selectedTexts"] } == [["23", "0"], ["0", "0"], ["0", "2"]])
        #expect(steps.allSatisfy { $0["date"] == "2026-11-21T14:05:00Z" })
    }

    @Test("the text format shows each step's wheels and date")
    func textTable() throws {
        let stdout = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(
            ["simulate", "--mode", "date", "--actions", "increment month"], date: "2026-01-31"
        ))
        #expect(stdout == """
            date picker · en-US · gregorian · UTC
            date      2026-01-31T00:00:00Z (Sat 2026-01-31 00:00:00 GMT)
            now       2026-11-21T12:00:00Z
            interval  1 min
            bounds    none
            warnings  none
            phrases   en
            phrasing  voiceOver

            step   action           announced  changed  wheels show           date
            start                                       January | 31 | 2026   2026-01-31T00:00:00Z
            1      increment month  February   yes      February | 28 | 2026  2026-02-28T00:00:00Z

            """)
    }
}
