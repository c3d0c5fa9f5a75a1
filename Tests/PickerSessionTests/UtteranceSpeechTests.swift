import Foundation
import PickerAccessibility
import PickerFiles
import PickerSession
import PickerSpeech
import PickerTestSupport
import Testing

/// One utterance said as `speak` says it, above the speech layer: a recording synthesizer
/// stands in for the engine (10 ms of tone per character at 1 kHz).
@Suite("UtteranceSpeech")
struct UtteranceSpeechTests {
    let synthesizer = RecordingSynthesizer(sampleRate: 1000, millisecondsPerCharacter: 10)

    func speech(_ text: String, locale: Locale?, voice: Voice?, fallback: @escaping () -> Locale) throws -> UtteranceSpeech {
        try UtteranceSpeech(
            text: text, parts: [UtterancePart(kind: .value, text: text, pauseAfter: .zero)], locale: locale, voice: voice,
            prosody: Prosody(), format: .plainText, synthesizer: synthesizer, fallbackLocale: fallback
        )
    }

    @Test("the voice and the text's language: the locale given, else the fallback, asked once and only when needed")
    func choices() throws {
        var asked = 0
        let fallback = { () -> Locale in asked += 1; return Locale(identifier: "ru_RU") }
        let given = try speech("1 минута", locale: Locale(identifier: "de_DE"), voice: nil, fallback: fallback)
        #expect(given.voice == Voice("de") && given.spokenAs == nil && asked == 0)
        let process = try speech("1 минута", locale: nil, voice: nil, fallback: fallback)
        #expect(process.voice == Voice("ru") && process.spokenAs == "одна минута" && asked == 1)
        // The recorder knows no voice's language: the fallback's is taken.
        let named = try speech("1 минута", locale: nil, voice: Voice("xx"), fallback: fallback)
        #expect(named.voice == Voice("xx") && named.spokenAs == "одна минута" && asked == 2)
    }

    @Test("phonemes and audio are those of the spoken form; a WAV file is streamed into place")
    func outputs() throws {
        let spoken = try speech("1 минута", locale: Locale(identifier: "ru_RU"), voice: nil, fallback: { Locale(identifier: "en") })
        #expect(try spoken.phonemes().map(\.ipa) == ["/одна минута/"])
        #expect(try spoken.audio().samples.count == 110)
        try withTemporaryFolder { folder in
            let file = folder.appending(path: "minute.wav")
            let streamed = try spoken.writeWAV(to: file)
            #expect(streamed.sampleRate == 1000)
            #expect(try Data(contentsOf: file) == (try WAVFile.data(for: spoken.audio())))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["minute.wav"], "no staging folder is left")
        }
    }

    @Test("a WAV file that cannot be written throws the file's error and leaves nothing behind")
    func failedWrite() throws {
        let spoken = try speech("Hour", locale: Locale(identifier: "en_US"), voice: nil, fallback: { Locale(identifier: "en") })
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(at: folder.appending(path: "taken.wav"), withIntermediateDirectories: false)
            #expect(throws: FileOutputError.self) { try spoken.writeWAV(to: folder.appending(path: "taken.wav")) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken.wav"])
        }
    }
}

/// Runs `body` with a new empty folder, removed afterwards.
private func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appending(path: "pickervoice-session-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}
