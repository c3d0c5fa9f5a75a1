import Foundation
import Testing

/// `describe --style`: the compact button and the inline calendar from the command line.
@Suite("pickervoice describe --style")
struct StyleCommandTests {
    static let base = ["describe", "--time-zone", "UTC", "--date", "2026-11-21T14:05", "--now", "2026-11-25T09:00Z"]

    @Test("compact with the date's popover open: the elements in swipe order, in JSON that conforms")
    func compactJSON() throws {
        let output = try PickerVoiceProcess.run(Self.base + ["--mode", "date", "--style", "compact", "--expand", "date", "--locale", "en_US", "--format", "json"])
        #expect(output.status == 0 && output.stderr == "", "\(output)")
        let report = try JSON(parsing: output.stdout)
        #expect(try JSONSchemaChecker.shipped().problems(in: report, report: .describe) == [])
        #expect(report["style"]?["style"] == "compact" && report["style"]?["expanded"] == "date")
        let elements = try #require(report["style"]?["elements"]?.arrayValue)
        #expect(elements.first?["id"] == "popover.dismiss")
        #expect(elements.contains { $0["id"] == "calendar.day.21" && $0["utterance"] == "Saturday, November 21. Selected. Button." })
    }

    @Test("automatic is compact, and a countdown timer stays wheels; the text lists what is heard in swipe order")
    func automaticText() throws {
        let compact = try PickerVoiceProcess.run(Self.base + ["--mode", "time", "--style", "automatic", "--locale", "de_DE"])
        #expect(compact.status == 0, "\(compact)")
        #expect(compact.stdout.contains("style     compact\n"))
        #expect(compact.stdout.contains("compact.time  Zeitauswahl. 14:05. Reduziert. Taste. Zum Erweitern doppeltippen."), "\(compact.stdout)")
        let countdown = try PickerVoiceProcess.run(Self.base + ["--mode", "countDownTimer", "--style", "compact", "--locale", "en_US"])
        #expect(countdown.stdout.contains("style     wheels\n"), "\(countdown.stdout)")
    }

    @Test("--expand without the compact style, and --style beside --picker, are usage errors")
    func usage() throws {
        let expand = try PickerVoiceProcess.run(Self.base + ["--mode", "date", "--style", "inline", "--expand", "date"])
        #expect(expand.status == 64 && expand.stderrLines.count == 1, "\(expand)")
        let picker = DescribedPickerTests.examples.appending(path: "height.json").path
        let described = try PickerVoiceProcess.run(["describe", "--picker", picker, "--style", "compact"])
        #expect(described.status == 64 && described.stderr.contains("--style is a date picker's option"), "\(described)")
    }
}

/// `simulate --style`: VoiceOver's gestures from the command line.
@Suite("pickervoice simulate --style")
struct StyleSimulateTests {
    @Test("gestures by name or as people say them; the report names the style and the element focused after each step")
    func gestures() throws {
        let output = try PickerVoiceProcess.run(StyleCommandTests.base.map { $0 == "describe" ? "simulate" : $0 } + [
            "--mode", "date", "--style", "compact", "--locale", "en_US", "--format", "json",
            "--actions", "double tap, next, swipe up, scrub",
        ])
        #expect(output.status == 0 && output.stderr == "", "\(output)")
        let report = try JSON(parsing: output.stdout)
        #expect(try JSONSchemaChecker.shipped().problems(in: report, report: .simulate) == [])
        #expect(report["style"] == "compact")
        let steps = try #require(report["steps"]?.arrayValue)
        #expect(steps.map { $0["wheel"]?.stringValue ?? "" } == ["popover.dismiss", "calendar.monthYear", "calendar.monthYear", "compact.date"])
        #expect(steps[2]["announcement"] == "December 2026")
    }

    @Test("a step that is no gesture is one line naming the gestures")
    func badGesture() throws {
        let output = try PickerVoiceProcess.run(StyleCommandTests.base.map { $0 == "describe" ? "simulate" : $0 } + [
            "--mode", "date", "--style", "inline", "--actions", "next, increment month",
        ])
        #expect(output.status == 1 && output.stderrLines.count == 1, "\(output)")
        #expect(output.stderr.contains("step 2 'increment month': not a gesture; the gestures are next, previous, activate"))
    }
}
