import Foundation
import Testing

#if Speech
/// The spoken form in the commands' output: what the engine read, beside the written text,
/// where the two differ ("spoken as"), with the real espeak-ng.
@Suite("pickervoice shows what it spoke")
struct SpokenFormCommandTests {
    @Test("speak --output says what it spoke where the spoken form differs, and only there")
    func speakOutput() throws {
        try withTemporaryFolder { folder in
            let russian = try PickerVoiceProcess.run(["speak", "--text", "1 минута", "--locale", "ru_RU", "--output", "ru.wav"], in: folder)
            #expect(russian.status == 0 && russian.stderr == "", "\(russian)")
            #expect(russian.stdout.hasSuffix("\nspoken as: одна минута\n"), "\(russian)")
            let german = try PickerVoiceProcess.run(["speak", "--text", "1 Minute", "--locale", "de_DE", "--output", "de.wav"], in: folder)
            #expect(german.status == 0 && !german.stdout.contains("spoken as"), "\(german)")
        }
    }

    /// A kiosk names the voice and not the locale; the process's locale (C, English) is not
    /// the text's language. The spoken form follows the voice.
    @Test("speak --voice without --locale speaks the spoken form of the voice's language", arguments: [
        ("ru", "1 минута", "ʌdnˈɑ mʲinˈuta"),
        ("ru+f3", "1 минута", "ʌdnˈɑ mʲinˈuta"),
        ("cmn-latn-pinyin", "2点", "lˈiɑ2ŋ tˈiɛ2n"),
        ("pl", "2 godziny", "dvʲˈɛ ɡɔdʑˈinɨ"),
    ])
    func voiceLanguage(voice: String, text: String, phonemes: String) throws {
        for lang in ["C", "en_US.UTF-8"] {
            let ipa = try PickerVoiceProcess.succeed(
                ["speak", "--text", text, "--voice", voice, "--phonemes"],
                environment: PickerVoiceProcess.environment(adding: ["LANG": lang])
            )
            #expect(ipa == phonemes + "\n", "LANG=\(lang)")
        }
        // A locale given is the text's language, whichever the voice.
        let english = try PickerVoiceProcess.succeed(["speak", "--text", "2 godziny", "--voice", "pl", "--locale", "en_US", "--phonemes"])
        #expect(english == "dvˈa ɡɔdʑˈinɨ\n")
    }

    @Test("speak --timings keeps the written text and gives the spoken one, into which the words point")
    func timings() throws {
        let stdout = try PickerVoiceProcess.succeed(["speak", "--text", "15 из 24", "--locale", "ru_RU", "--timings"])
        let timings = try JSON(parsing: stdout)
        #expect(try JSONSchemaChecker.shipped().problems(in: timings, report: .timings) == [])
        let part = try #require(timings["parts"]?.arrayValue?.first)
        #expect(part["text"] == "15 из 24")
        #expect(part["spokenAs"] == "пятнадцать из двадцати четырёх")
        #expect(part["words"]?.arrayValue?.compactMap { $0["text"]?.stringValue } == ["пятнадцать", "из", "двадцати", "четырёх"])
        let english = try JSON(parsing: try PickerVoiceProcess.succeed(["speak", "--text", "3 of 12", "--locale", "en_US", "--timings"]))
        #expect(english["parts"]?.arrayValue?.first?["spokenAs"] == nil)
    }

    @Test("session audio says what the engine read where it differs")
    func sessionAudio() throws {
        try withTemporaryFolder { folder in
            let hebrew = try SessionAudioFileTests.session(SessionAudioFileTests.requests(locale: "he_IL", count: 1), audio: folder)
            #expect(hebrew.last?["announcement"] == "השעה 15")
            #expect(hebrew.last?["audio"]?["spokenAs"] == "השעה חמש עשרה", "\(hebrew)")
            let response = try #require(hebrew.last)
            #expect(try JSONSchemaChecker.shipped().problems(in: response, report: .session) == [])
            let english = try SessionAudioFileTests.session(SessionAudioFileTests.requests(locale: "en_US", count: 1), audio: folder)
            #expect(english.last?["audio"]?["file"] != nil && english.last?["audio"]?["spokenAs"] == nil, "\(english)")
        }
    }

    @Test("simulate --speak --output-dir lists the spoken form of an announcement beside its text")
    func simulateIndex() throws {
        try withTemporaryFolder { folder in
            let arguments = PickerVoiceProcess.pinned([
                "simulate", "--mode", "countDownTimer", "--countdown-duration", "0",
                "--actions", "increment countDownMinutes, increment countDownHours", "--speak", "--output-dir", "out",
            ], locale: "ru_RU")
            let output = try PickerVoiceProcess.run(arguments, in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            let data = try Data(contentsOf: folder.appending(path: "out/index.json"))
            let index = try JSON(parsing: String(decoding: data, as: UTF8.self))
            #expect(try JSONSchemaChecker.shipped().problems(in: index, report: .speechIndex) == [])
            let steps = try #require(index["steps"]?.arrayValue)
            #expect(steps.map { $0["text"] } == ["1 минута", "1 час"])
            #expect(steps.map { $0["spokenAs"] } == ["одна минута", "один час"])
        }
    }
}
#endif
