import Testing

/// Wall times a time zone skips: a daylight-saving hour, a midnight, a whole day.
@Suite("skipped wall times")
struct SkippedTimeTests {
    @Test("1:30 AM + one hour on the day New York springs forward is 3:30 AM")
    func springForward() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["simulate", "--mode", "time", "--actions", "increment hour, decrement hour"],
            timeZone: "America/New_York", date: "2026-03-08T01:30"
        ))
        let steps = try #require(report["steps"]?.arrayValue)
        #expect(steps.map { $0["date"] } == ["2026-03-08T07:30:00Z", "2026-03-08T06:30:00Z"])
        #expect(steps.map { $0["selectedTexts"] } == [["3", "30", "AM"], ["1", "30", "AM"]])
    }

    // São Paulo started summer time at midnight on 2018-11-04: that day began at 01:00.

    @Test("the day wheel lands on a day whose midnight is skipped")
    func skippedMidnightByWheel() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["simulate", "--mode", "date", "--actions", "increment day"],
            timeZone: "America/Sao_Paulo", date: "2018-11-03"
        ))
        #expect(report["steps"]?[0]?["date"] == "2018-11-04T03:00:00Z")
        #expect(report["steps"]?[0]?["selectedTexts"] == ["November", "4", "2018"])
    }

    @Test("--date with a day whose midnight is skipped means the start of that day")
    func skippedMidnightAsInput() throws {
        let arguments = PickerVoiceProcess.pinned(["describe", "--mode", "date", "--format", "json"],
                                                  timeZone: "America/Sao_Paulo", date: "2018-11-04")
        let output = try PickerVoiceProcess.run(arguments)
        try #require(output.status == 0, "\(output)")
        let report = try JSON(parsing: output.stdout)
        #expect(report["picker"]?["date"] == "2018-11-04T03:00:00Z")
    }

    // Samoa skipped Friday 2011-12-30: Thursday the 29th (UTC-10) was followed by
    // Saturday the 31st (UTC+14).

    @Test("the dateAndTime date wheel goes from the 29th to the 31st in Samoa")
    func samoaDateWheel() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["simulate", "--mode", "dateAndTime", "--actions", "increment date, increment date", "--now", "2011-12-29T12:00:00Z"],
            timeZone: "Pacific/Apia", date: "2011-12-29T14:00"
        ))
        let steps = try #require(report["steps"]?.arrayValue)
        #expect(steps.map { $0["date"] } == ["2011-12-31T00:00:00Z", "2012-01-01T00:00:00Z"])
        #expect(steps.map { $0["selectedTexts"]?[0] } == ["Sat, Dec 31", "Sun, Jan 1"])
    }

    @Test("the day wheel of December 2011 in Samoa labels every row with its own day")
    func samoaDayWheel() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["describe", "--mode", "date", "--rows", "--now", "2011-12-29T12:00:00Z"],
            timeZone: "Pacific/Apia", date: "2011-12-31"
        ))
        #expect(report["picker"]?["date"] == "2011-12-30T10:00:00Z")
        let day = try #require(report.wheel("day"))
        #expect(day["selectedRow"] == 30)
        #expect(day["rows"]?[28]?["text"] == "29")
        #expect(day["selectedText"] == "31")
        #expect(day["rows"]?[29] == ["text": "30", "spoken": "30", "selectable": false])
        #expect(day["rows"]?[30] == ["text": "31", "spoken": "31", "selectable": true])
    }

    @Test("decrement day from Samoa's 31st skips the missing 30th")
    func samoaDecrementDay() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["simulate", "--mode", "date", "--actions", "decrement day", "--now", "2011-12-29T12:00:00Z"],
            timeZone: "Pacific/Apia", date: "2011-12-31"
        ))
        let step = try #require(report["steps"]?[0])
        #expect(step["changed"] == true)
        #expect(step["date"] == "2011-12-29T10:00:00Z")
        #expect(step["selectedTexts"] == ["December", "29", "2011"])
    }
}
