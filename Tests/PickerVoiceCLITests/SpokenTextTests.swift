import Testing

@Suite("what describe and simulate say a screen reader speaks")
struct SpokenTextTests {
    @Test("describe gives each wheel its label, value, traits, position, hint and utterance")
    func wheelFields() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe", "--mode", "time"], date: "2026-11-21T14:05"))
        let hour = try #require(report.wheel("hour"))
        #expect(hour["label"] == "Hour")
        #expect(hour["value"] == "2 o'clock")
        #expect(hour["traits"] == ["Picker Item", "Adjustable"])
        #expect(hour["position"] == "3 of 12")
        #expect(hour["hint"] == "Swipe up or down with one finger to adjust the value.")
        #expect(hour["utterance"] == "Hour. 2 o'clock. Picker Item. Adjustable. 3 of 12. Swipe up or down with one finger to adjust the value.")
        #expect(hour["localization"] == ["requested": "en-US", "table": "en", "fallback": false])
        #expect(hour["parts"]?.arrayValue?.map { $0["kind"] } == ["label", "value", "trait", "trait", "position", "hint"])
        #expect(report["settings"] == ["speaksLabels": true, "speaksPosition": true, "speaksHints": true, "phrasing": "voiceOver"])
    }

    @Test("--no-label and --no-position give the documented example")
    func documentedExample() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["describe", "--mode", "time", "--no-label", "--no-position"], date: "2026-11-21T14:00"
        ))
        #expect(report.wheel("hour")?["utterance"] == "2 o'clock. Picker Item. Adjustable. Swipe up or down with one finger to adjust the value.")
        #expect(report["settings"] == ["speaksLabels": false, "speaksPosition": false, "speaksHints": true, "phrasing": "voiceOver"])
    }

    @Test("--no-hints drops the hint from the utterance, not from the wheel")
    func noHints() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe", "--mode", "time", "--no-hints"]))
        let minute = try #require(report.wheel("minute"))
        #expect(minute["utterance"] == "Minute. 5 minutes. Picker Item. Adjustable. 6 of 60.")
        #expect(minute["hint"] == "Swipe up or down with one finger to adjust the value.")
    }

    @Test("a locale without a table of its language says so, in JSON and in text")
    func fallback() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe", "--mode", "time"], locale: "mk_MK"))
        #expect(report.wheel("hour")?["localization"] == ["requested": "mk-MK", "table": "en", "fallback": true])
        let text = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(["describe", "--mode", "time"], locale: "mk_MK"))
        #expect(text.contains("phrases   en (fallback: no complete table in the language of mk-MK)\n"))
    }

    @Test("a German picker speaks German")
    func german() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe", "--mode", "dateAndTime"], locale: "de_DE"))
        #expect(report.wheel("date")?["value"] == "Heute")
        #expect(report.wheel("hour")?["value"] == "14 Uhr")
        #expect(report.wheel("minute")?["label"] == "Minute")
        #expect(report.wheel("minute")?["value"] == "5 Minuten")
        #expect(report.wheel("hour")?["localization"] == ["requested": "de-DE", "table": "de", "fallback": false])
    }

    @Test("simulate announces the new value, and the same value again where it cannot move")
    func announcements() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["simulate", "--mode", "time", "--actions", "increment hour, increment dayPeriod, decrement minute, select dayPeriod AM"]
        ))
        let steps = try #require(report["steps"]?.arrayValue)
        #expect(steps.map { $0["announcement"] } == ["3 o'clock", "PM", "4 minutes", "AM"])
        #expect(steps.map { $0["changed"] } == [true, false, true, true])
        #expect(report["localization"] == ["requested": "en-US", "table": "en", "fallback": false])
    }

    @Test("--rows gives each row its spoken form next to what it shows")
    func rows() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe", "--mode", "time", "--rows", "--minute-interval", "30"]))
        let minutes = try #require(report.wheel("minute")?["rows"]?.arrayValue)
        #expect(minutes.map { $0["text"] } == ["00", "30"])
        #expect(minutes.map { $0["spoken"] } == ["0 minutes", "30 minutes"])
    }

    @Test("--phrasing natural says a Russian month alone in the nominative, and reports the phrasing")
    func naturalDescribe() throws {
        let arguments = PickerVoiceProcess.pinned(["describe", "--mode", "date", "--phrasing", "natural"], locale: "ru_RU")
        let report = try PickerVoiceProcess.json(arguments)
        #expect(report.wheel("month")?["value"] == "ноябрь")
        #expect(report.wheel("month")?["selectedText"] == "ноября", "the wheel still shows the in-date form")
        #expect(report["settings"]?["phrasing"] == "natural")
        let text = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(["describe", "--mode", "date", "--phrasing", "natural"], locale: "ru_RU"))
        #expect(text.contains("phrasing  natural\n"))
        #expect(text.contains("Месяц. ноябрь. Инструмент выбора."))
    }

    @Test("simulate --phrasing natural announces a Spanish hour with its article and part of the day")
    func naturalSimulate() throws {
        let arguments = PickerVoiceProcess.pinned(
            ["simulate", "--mode", "time", "--actions", "decrement hour, increment hour, increment hour", "--phrasing", "natural"],
            locale: "es_MX", date: "2026-11-21T13:05"
        )
        let report = try PickerVoiceProcess.json(arguments)
        #expect(report["steps"]?.arrayValue?.map { $0["announcement"] } == ["las doce del mediodía", "la una de la tarde", "las dos de la tarde"])
        #expect(report["settings"] == ["phrasing": "natural"])
        let voiceOver = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["simulate", "--mode", "time", "--actions", "decrement hour"], locale: "es_MX", date: "2026-11-21T13:05"
        ))
        #expect(voiceOver["steps"]?.arrayValue?.map { $0["announcement"] } == ["12 en punto"])
        #expect(voiceOver["settings"] == ["phrasing": "voiceOver"])
    }
}
