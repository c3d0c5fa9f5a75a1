import PickerSpeech
import Testing

/// What every synthesizer refuses before an engine sees it (the probe's D12, D14, D19).
@Suite("SpeechText")
struct SpeechTextTests {
    @Test("a NUL or another control character is refused, with where it is")
    func controls() {
        #expect(throws: SpeechError.invalidText("holds the control character U+0000 at character 4")) {
            try SpeechText.validate("abc\u{0}def ghi")
        }
        #expect(throws: SpeechError.invalidText("holds the control character U+001B at character 1")) {
            try SpeechText.validate("\u{1B}[31mred")
        }
        #expect(throws: Never.self) { try SpeechText.validate("one\ttwo\nthree\r\n") }
    }

    @Test("invisible characters alone are nothing to say, as white space is")
    func invisibleOnly() {
        for text in ["\u{200B}", "\u{FEFF}\u{200B}", " \u{200F} ", ""] {
            #expect(throws: SpeechError.emptyText) { try SpeechText.validate(text) }
        }
        #expect(throws: Never.self) { try SpeechText.validate("\u{200F}14\u{00A0}h") }
    }

    @Test("text over the limit is refused")
    func limit() {
        let long = String(repeating: "a", count: SpeechText.maximumCharacters + 1)
        #expect(throws: SpeechError.textTooLong(characters: SpeechText.maximumCharacters + 1, limit: SpeechText.maximumCharacters)) {
            try SpeechText.validate(long)
        }
        #expect(throws: Never.self) { try SpeechText.validate(String(long.dropFirst())) }
    }

    @Test("audio too long for a WAV file is refused, not trapped on")
    func wavLimit() throws {
        // 2^31 samples would trap in UInt32(36 + bytes); the size is checked before any byte.
        let samples = WAVFile.maximumDataBytes / 2 + 1
        #expect(throws: SpeechError.audioTooLong(seconds: samples / 22_050)) { try WAVFile.dataSize(samples: samples, sampleRate: 22_050) }
        #expect(try WAVFile.dataSize(samples: samples - 1, sampleRate: 22_050) == WAVFile.maximumDataBytes - 1)
    }
}
