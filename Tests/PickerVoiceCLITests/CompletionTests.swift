import Foundation
import Testing

/// Shell completion of option values: the generated script asks the binary
/// (`pickervoice ---completion <command> -- <option> ...`), which lists what it takes.
@Suite("shell completion")
struct CompletionTests {
    /// What the binary offers for `option` of `command` when the word so far is `prefix`,
    /// called as the bash script calls it.
    static func offered(_ command: String, _ option: String, _ prefix: String) throws -> [String] {
        let words = ["pickervoice", command, option, prefix].filter { !$0.isEmpty }
        let arguments = ["---completion", command, "--", option, String(words.count - 1), String(prefix.count)] + words
        return try PickerVoiceProcess.succeed(arguments).split(separator: "\n").map(String.init)
    }

    @Test("the bash script asks the binary for locales, zones, calendars, voices")
    func scriptCallsTheBinary() throws {
        let script = try PickerVoiceProcess.succeed(["--generate-completion-script", "bash"])
        for call in ["---completion describe -- --locale", "---completion describe -- --time-zone",
                     "---completion describe -- --calendar", "---completion speak -- --voice"] {
            #expect(script.contains(call), "\(call)")
        }
        let schemas = ["describe", "simulate", "qa", "session", "timings", "speech-index", "prompts-index", "picker"]
        #expect(script.contains("-W " + schemas.map { "'\($0)'" }.joined(separator: "$'\\n'")))
    }

    @Test("locales, time zones and calendars that start with the word typed")
    func values() throws {
        let locales = try Self.offered("describe", "--locale", "de_")
        #expect(locales.contains("de_DE") && locales.contains("de_AT") && locales.allSatisfy { $0.hasPrefix("de_") })
        #expect(try Self.offered("describe", "--time-zone", "Europe/Be") == ["Europe/Belgrade", "Europe/Berlin"])
        let calendars = try Self.offered("simulate", "--calendar", "")
        #expect(calendars.contains("hebrew") && calendars.contains("islamic-umalqura") && calendars.contains("japanese"))
    }

    #if Speech
    @Test("espeak-ng's voices")
    func voices() throws {
        let voices = try Self.offered("speak", "--voice", "en-")
        #expect(voices.contains("en-us") && voices.allSatisfy { $0.hasPrefix("en-") })
    }
    #endif
}
