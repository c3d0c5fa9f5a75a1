import Foundation
import Testing

/// Action scripts and options as people type them (the probe's D7 and D18).
@Suite("scripts and options as typed")
struct ScriptInputTests {
    static let german = ["simulate", "--mode", "dateAndTime", "--locale", "de_DE", "--time-zone", "Europe/Berlin",
                         "--date", "2026-11-21T14:05", "--now", "2026-11-21T09:00:00Z", "--format", "json"]
    static let english = ["simulate", "--mode", "dateAndTime", "--locale", "en_US", "--time-zone", "UTC",
                          "--date", "2026-11-21T14:05", "--now", "2026-11-21T09:00:00Z"]

    @Test("a date row named by its text is the one nearest the current day, not the first in 200 years")
    func nearestDateRow() throws {
        let report = try JSON(parsing: try PickerVoiceProcess.succeed(Self.german + ["--actions", "select date Di. 24. Nov., select date Mo. 23. Nov."]))
        #expect(report["steps"]?.arrayValue?.compactMap { $0["date"]?.stringValue } == ["2026-11-24T13:05:00Z", "2026-11-23T13:05:00Z"])
    }

    @Test("a row text with a comma goes in double quotes; tabs separate words like spaces")
    func quotedAndTabs() throws {
        let report = try JSON(parsing: try PickerVoiceProcess.succeed(Self.english + ["--format", "json", "--actions", "select date \"Tue, Nov 24\", decrement\thour"]))
        let steps = try #require(report["steps"]?.arrayValue)
        #expect(steps.compactMap { $0["action"]?.stringValue } == ["select date Tue, Nov 24", "decrement hour"])
        #expect(steps.first?["announcement"] == "Tuesday, November 24")
        #expect(steps.first?["date"] == "2026-11-24T14:05:00Z")
    }

    @Test("a date that does not exist, and one outside the wheel, are each named as such", arguments: [
        ("select date 2026-02-30", "'2026-02-30' is not a day of the Gregorian calendar"),
        ("select date 1900-01-01", "whose rows run from 1926-01-01 to 2126-12-31"),
    ])
    func badDates(_ step: String, _ message: String) throws {
        let output = try PickerVoiceProcess.run(Self.english + ["--actions", step])
        #expect(output.status == 1)
        #expect(output.stderrLines.count == 1)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test("negative numbers are values, not options")
    func negativeNumbers() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe", "--mode", "time", "--minute-interval", "-1"]))
        #expect(report["picker"]?["warnings"]?.arrayValue?.first?["code"] == "minuteInterval.replaced")
        let countdown = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe", "--mode", "countDownTimer", "--countdown-duration", "-60"]))
        #expect(countdown["picker"]?["countDownDuration"]?.numberValue == 0)
    }

    @Test("CLDR's root locale is known by both its names (D20)", arguments: ["root", "und"])
    func rootLocale(_ name: String) throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe", "--mode", "date"], locale: name))
        #expect(report["picker"]?["locale"] == "root")
        #expect(report["wheels"]?.arrayValue?.first { $0["kind"] == "month" }?["value"] == "M11", "root's data, not English")
    }

    @Test("a countdown warning says the seconds as given, not rounded to what it became")
    func countdownWarning() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe", "--mode", "countDownTimer", "--countdown-duration=1e-300"]))
        let message = report["picker"]?["warnings"]?.arrayValue?.first?["message"]?.stringValue ?? ""
        #expect(message.hasPrefix("countdown duration 1e-300 s became 0 s"), "\(message)")
    }
}
