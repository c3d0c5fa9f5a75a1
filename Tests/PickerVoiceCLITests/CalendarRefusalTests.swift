import Foundation
import Testing

/// Calendars Foundation knows but the model cannot build wheels from are refused at once,
/// in one line, whether named by --calendar or by the locale (the probe's D4 and D5: the
/// Hindu calendars took 40 s and then trapped; dangi, ethioaa and vietnamese were wrong).
@Suite("unsupported calendars")
struct CalendarRefusalTests {
    static let refused = ["bangla", "gujarati", "kannada", "malayalam", "marathi", "odia", "tamil", "telugu", "vikram",
                          "dangi", "ethioaa", "vietnamese"]

    /// Refused while the options are read, before any picker is built: the suite would
    /// take minutes otherwise.
    @Test("each is refused with one line, before a picker is built", arguments: refused)
    func refusedByName(_ name: String) throws {
        let result = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(["describe", "--mode", "date", "--calendar", name]))
        #expect(result.exited && result.status == 1, "\(result)")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("pickervoice: error: calendar '\(name)': the "), "\(result.stderr)")
    }

    @Test("a calendar from the locale's -u-ca- extension is refused the same way")
    func refusedFromLocale() throws {
        let output = try PickerVoiceProcess.run(["describe", "--mode", "date", "--locale", "hi-IN-u-ca-vikram", "--time-zone", "UTC",
                                                 "--date", "2026-11-21", "--now", "2026-11-21T12:00Z"])
        #expect(output.exited && output.status == 1, "\(output)")
        #expect(output.stderrLines.count == 1)
        #expect(output.stderr.contains("calendar 'vikram' of locale 'hi-IN-u-ca-vikram'"))
    }

    @Test("the calendars the model supports still work", arguments: ["chinese", "ethiopic", "hebrew", "islamic-umalqura", "japanese", "persian", "indian", "coptic"])
    func supported(_ name: String) throws {
        _ = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(["describe", "--mode", "date", "--calendar", name]))
    }
}
