import Foundation
import PickerSpeech
import PickerVoiceResources
import Testing

#if Speech
/// `speak`, `voices` and `simulate --speak`, run as a user runs them, with the real
/// espeak-ng. WAV files are read back and checked.
@Suite("pickervoice speaks")
struct SpeechCommandTests {
    @Test("speak --text writes a WAV file and says where")
    func speakText() throws {
        try withTemporaryFolder { folder in
            let output = try PickerVoiceProcess.run(["speak", "--text", "2 o'clock", "--locale", "en_US", "--output", "two.wav"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(output.stdout.hasPrefix("wrote "))
            #expect(output.stdout.contains("voice en-us, 22050 Hz mono 16-bit"))
            let audio = try WAVFile.audio(from: Data(contentsOf: folder.appending(path: "two.wav")))
            #expect(audio.sampleRate == 22_050)
            #expect(audio.peak > 5_000)
            #expect(audio.duration > .milliseconds(400) && audio.duration < .milliseconds(1500))
        }
    }

    @Test("espeak-ng is loaded only to speak: without its library the other commands run, and speak names what is missing in one line")
    func withoutTheLibrary() throws {
        try withTemporaryFolder { folder in
            let environment = PickerVoiceProcess.environment(adding: ["PICKERVOICE_ESPEAK_LIBRARY": "/nonexistent/libespeak-ng.so.1"])
            let described = try PickerVoiceProcess.run(
                ["describe", "--mode", "time", "--locale", "en_US", "--time-zone", "UTC", "--date", "2026-11-21T14:05", "--now", "2026-11-21T12:00Z"],
                environment: environment
            )
            #expect(described.status == 0 && described.stderr == "" && described.stdout.contains("2 o'clock"), "\(described)")
            let spoken = try PickerVoiceProcess.run(
                ["speak", "--text", "2 o'clock", "--voice", "en-us", "--output", "two.wav"], environment: environment, in: folder
            )
            #expect(spoken.status == 1, "\(spoken)")
            #expect(spoken.stderrLines.count == 1, "\(spoken)")
            #expect(spoken.stderr.contains("/nonexistent/libespeak-ng.so.1") && spoken.stderr.contains("PICKERVOICE_ESPEAK_LIBRARY"), "\(spoken)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("speak --output streams the audio into the file: 25 minutes of speech in far less memory than its samples (probe D12)")
    func speakStreamsToFile() throws {
        try withTemporaryFolder { folder in
            // 19,950 characters: about 1,530 s of audio, 67 MB of samples. Held whole, as
            // before, the process peaked at 234 MB (release build); streamed, at 27 MB, as
            // much as for one sentence.
            let sentence = "Hour. 2 o clock. Picker Item. Adjustable. 3 of 12. Swipe up or down with one finger to adjust the value. "
            try String(repeating: sentence, count: 190).write(to: folder.appending(path: "long.txt"), atomically: false, encoding: .utf8)
            try sentence.write(to: folder.appending(path: "short.txt"), atomically: false, encoding: .utf8)
            // The peak resident set of a pickervoice speaking one sentence, then the long
            // text: the difference is what the text's length costs, whatever the build
            // (a sanitizer's shadow memory adds tens of megabytes to both).
            let shortPeak = try Self.peakResidentKiB(["speak", "--text-file", "short.txt", "--voice", "en-us", "--output", "short.wav"], in: folder)
            let peakKiB = try Self.peakResidentKiB(["speak", "--text-file", "long.txt", "--voice", "en-us", "--output", "long.wav"], in: folder)

            let file = folder.appending(path: "long.wav")
            let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
            #expect(size > 60_000_000)
            #expect((peakKiB - shortPeak) * 1024 < size / 4, "peak resident set \(peakKiB) KiB for a \(size)-byte file, \(shortPeak) KiB for one sentence")
            // The header, written last, holds the sizes of what was streamed.
            let handle = try FileHandle(forReadingFrom: file)
            let header = [UInt8](try handle.read(upToCount: 44) ?? Data())
            try handle.close()
            func uint32(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(header[offset + $1]) << (8 * $1) } }
            #expect(uint32(4) == size - 8)
            #expect(uint32(24) == 22_050)
            #expect(uint32(40) == size - 44)
        }
    }

    /// The peak resident set, in KiB, of `pickervoice` run with `arguments` in `folder`, from
    /// Python's `getrusage` of its one child; the run must succeed.
    static func peakResidentKiB(_ arguments: [String], in folder: URL) throws -> Int {
        let measure = Process()
        measure.executableURL = URL(filePath: "/usr/bin/env")
        measure.arguments = ["python3", "-c", """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[1:]).returncode
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)
            sys.exit(status)
            """, try PickerVoiceProcess.binary().path] + arguments
        measure.currentDirectoryURL = folder
        // Under AddressSanitizer (scripts/reliability asan), freed memory waits in a
        // quarantine of up to 256 MB and would count as resident: no quarantine here. Other
        // builds ignore the variable.
        var environment = ProcessInfo.processInfo.environment
        environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "quarantine_size_mb=0"].compactMap { $0 }.joined(separator: ":")
        measure.environment = environment
        let err = Pipe()
        measure.standardOutput = FileHandle.nullDevice
        measure.standardError = err
        try measure.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        measure.waitUntilExit()
        #expect(measure.terminationStatus == 0, "\(stderr)")
        return try #require(Int(stderr.trimmingCharacters(in: .whitespacesAndNewlines)), "\(stderr)")
    }

    @Test("speak --wheel speaks the utterance part by part, and --timings says when")
    func speakWheel() throws {
        let arguments = PickerVoiceProcess.pinned(["speak", "--mode", "time", "--wheel", "hour", "--timings"], locale: "de_DE")
        let stdout = try PickerVoiceProcess.succeed(arguments)
        let timings = try JSON(parsing: stdout)
        #expect(try JSONSchemaChecker.shipped().problems(in: timings, report: .timings) == [])
        #expect(timings["voice"] == "de")
        #expect(timings["text"] == "Stunde. 14 Uhr. Objektauswahl. Einstellbar. 15 von 24. Zum Anpassen des Werts mit einem Finger nach oben oder unten streichen.")
        let parts = try #require(timings["parts"]?.arrayValue)
        #expect(parts.map { $0["kind"]?.stringValue } == ["label", "value", "trait", "trait", "position", "hint"])
        #expect(parts.map { $0["pauseAfter"]?.numberValue } == [0.2, 0.4, 0.25, 0.25, 0.25, 0])
        var end = 0.0
        for part in parts {
            let text = try #require(part["text"]?.stringValue)
            let start = try #require(part["start"]?.numberValue)
            #expect(start >= end, "parts follow each other")
            end = start + (part["duration"]?.numberValue ?? 0) + (part["pauseAfter"]?.numberValue ?? 0)
            for word in part["words"]?.arrayValue ?? [] {
                let offset = try #require(word["offset"]?.numberValue).asInt
                let length = try #require(word["length"]?.numberValue).asInt
                let characters = Array(text)
                #expect(offset + length <= characters.count)
                #expect(String(characters[offset..<offset + length]) == word["text"]?.stringValue)
            }
        }
        #expect(parts[1]["words"]?.arrayValue?.compactMap { $0["text"]?.stringValue } == ["14", "Uhr"])
        #expect(abs(end - (timings["duration"]?.numberValue ?? 0)) < 0.002)
    }

    @Test("speak --phonemes prints IPA, a line per part for a wheel")
    func phonemes() throws {
        #expect(try PickerVoiceProcess.succeed(["speak", "--text", "2 o'clock", "--locale", "en_US", "--phonemes"]) == "tˈuː əklˈɑːk\n")
        let lines = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(
            ["speak", "--mode", "time", "--wheel", "minute", "--no-hints", "--no-position", "--no-label", "--phonemes"]
        )).split(separator: "\n")
        #expect(lines.map { $0.split(separator: "\t").first } == ["value", "trait", "trait"])
    }

    @Test("without --output the audio plays, and a machine without sound says so in one line")
    func playback() throws {
        let hasSound = FileManager.default.fileExists(atPath: "/dev/snd")
            || ProcessInfo.processInfo.environment["PULSE_SERVER"] != nil
        try #require(!hasSound, "this check is for machines without a sound card or server")
        let output = try PickerVoiceProcess.run(["speak", "--text", "hello", "--locale", "en_US"])
        #expect(output.status == 1)
        #expect(output.stderrLines == ["pickervoice: error: no audio device to play on (no sound card in /dev/snd, and no PulseAudio or PipeWire server answered: libpulse could not connect; start the desktop's sound server (pipewire-pulse, or pulseaudio --start) or name one in PULSE_SERVER); write a WAV file instead with --output FILE.wav (see 'pickervoice help')"])
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let message: String
        var testDescription: String { name }
    }

    static let badCases: [BadCase] = [
        BadCase(name: "empty text", arguments: ["speak", "--text", " ", "--output", "x.wav"],
                message: "--text: the text is empty; there is nothing to speak"),
        BadCase(name: "nothing to speak", arguments: ["speak", "--output", "x.wav"],
                message: "nothing to speak: give --text, --text-file or --wheel"),
        BadCase(name: "two sources", arguments: ["speak", "--text", "a", "--wheel", "hour", "--output", "x.wav"],
                message: "give only one of --text, --text-file and --wheel"),
        BadCase(name: "unknown voice", arguments: ["speak", "--text", "a", "--voice", "de-DE", "--output", "x.wav"],
                message: "--voice 'de-DE': no voice is named 'de-DE'"),
        BadCase(name: "a language espeak-ng lacks", arguments: ["speak", "--text", "a", "--locale", "ff_SN", "--output", "x.wav"],
                message: "no voice speaks the language of locale ff_SN"),
        BadCase(name: "unwritable output", arguments: ["speak", "--text", "a", "--output", "no/such/folder/x.wav"],
                message: "--output 'no/such/folder/x.wav': the folder "),
        BadCase(name: "not a .wav", arguments: ["speak", "--text", "a", "--output", "x.mp3"],
                message: "--output 'x.mp3': the file name must end in .wav"),
        BadCase(name: "invalid UTF-8", arguments: ["speak", "--text-file", "bad.txt", "--output", "x.wav"],
                message: "--text-file 'bad.txt': not valid UTF-8 (first bad byte at offset 3)"),
        BadCase(name: "empty file", arguments: ["speak", "--text-file", "empty.txt", "--output", "x.wav"],
                message: "--text-file: the text is empty"),
        BadCase(name: "rate out of range", arguments: ["speak", "--text", "a", "--rate", "20", "--output", "x.wav"],
                message: "--rate: rate 20 is out of range; use 80 to 450"),
        BadCase(name: "wheel the mode lacks", arguments: ["speak", "--mode", "date", "--wheel", "hour", "--output", "x.wav"],
                message: "--wheel hour: a date picker has no hour wheel"),
        BadCase(name: "output-dir without --speak", arguments: ["simulate", "--actions", "increment hour", "--output-dir", "out"],
                message: "--output-dir needs --speak"),
        BadCase(name: "output-dir is a file", arguments: ["simulate", "--actions", "increment hour", "--speak", "--output-dir", "bad.txt"],
                message: "--output-dir 'bad.txt': it is a file, not a folder"),
    ]

    @Test("bad input: one line, a failing status, and no audio file left behind", arguments: badCases)
    func badInput(_ example: BadCase) throws {
        try withTemporaryFolder { folder in
            try Data([0x61, 0x62, 0x63, 0xFF, 0x64]).write(to: folder.appending(path: "bad.txt"))
            try Data("\n  \n".utf8).write(to: folder.appending(path: "empty.txt"))
            let output = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(example.arguments), in: folder)
            #expect(output.exited && output.status == 1, "\(output)")
            #expect(output.stdout == "")
            #expect(output.stderrLines.count == 1)
            #expect(output.stderr.hasPrefix("pickervoice: error: \(example.message)"), "\(output.stderr)")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(left == ["bad.txt", "empty.txt"], "files left: \(left)")
        }
    }

    @Test("simulate --speak --output-dir writes a numbered WAV per step and an index")
    func simulateSpeak() throws {
        try withTemporaryFolder { folder in
            let actions = "increment hour, increment hour, select minute 30, decrement dayPeriod"
            let arguments = PickerVoiceProcess.pinned(["simulate", "--mode", "time", "--actions", actions])
            let report = try JSON(parsing: try PickerVoiceProcess.succeed(arguments + ["--format", "json"]))
            let output = try PickerVoiceProcess.run(arguments + ["--speak", "--output-dir", "out", "--rate", "200"], in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(output.stdout.contains("spoken: 4 announcements"))

            let out = folder.appending(path: "out")
            let index = try JSON(parsing: String(decoding: Data(contentsOf: out.appending(path: "index.json")), as: UTF8.self))
            #expect(try JSONSchemaChecker.shipped().problems(in: index, report: .speechIndex) == [])
            let steps = try #require(index["steps"]?.arrayValue)
            #expect(steps.compactMap { $0["file"]?.stringValue } == [
                "01-increment-hour.wav", "02-increment-hour.wav", "03-select-minute-30.wav", "04-decrement-dayperiod.wav",
            ])
            // The texts are the simulate report's announcements: "3 o'clock", "4 o'clock", ...
            let announcements = report["steps"]?.arrayValue?.compactMap { $0["announcement"]?.stringValue }
            #expect(steps.compactMap { $0["text"]?.stringValue } == announcements)
            #expect(announcements?.first == "3 o'clock")
            for step in steps {
                let audio = try WAVFile.audio(from: Data(contentsOf: out.appending(path: step["file"]?.stringValue ?? "")))
                #expect(audio.peak > 5_000)
                let seconds = Double(audio.samples.count) / Double(audio.sampleRate)
                #expect(abs(seconds - (step["duration"]?.numberValue ?? -1)) < 0.001)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).count == 5)
        }
    }

    @Test("speak --ssml refuses <audio>: one line, no shell, no file (probe D1)")
    func ssmlAudioRefused() throws {
        try withTemporaryFolder { folder in
            // espeak-ng 1.51 would run `sh -c "sox \"inj/$(touch PWNED)\" ..."` for this file.
            try FileManager.default.createDirectory(at: folder.appending(path: "inj"), withIntermediateDirectories: true)
            try Data("not a wav".utf8).write(to: folder.appending(path: "inj/$(touch PWNED)"))
            let text = #"<speak>a <audio src="inj/$(touch PWNED)">x</audio> b</speak>"#
            let output = try PickerVoiceProcess.run(["speak", "--ssml", "--text", text, "--locale", "en_US", "--output", "out.wav"], in: folder)
            #expect(output.status == 1)
            #expect(output.stderrLines == [
                "pickervoice: error: invalid SSML: element <audio> is not allowed; allowed are <break>, <emphasis>, <mark>, <p>, <prosody>, <s>, <say-as>, <speak>, <sub>, <voice> (at character 10) (see 'pickervoice help')",
            ])
            #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "PWNED").path), "the shell ran")
            #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "out.wav").path))
        }
    }

    @Test("voices lists espeak-ng's voices, and the one for a locale")
    func voices() throws {
        #expect(try PickerVoiceProcess.succeed(["voices", "--locale", "pt_BR"]) == "pt-br  Portuguese (Brazil) (pt-br, pt)\n")
        let all = try PickerVoiceProcess.succeed(["voices"]).split(separator: "\n")
        #expect(all.count > 100)
        #expect(all.contains { $0.hasPrefix("cmn-latn-pinyin ") })
    }

    static let thaiCannotServe = "native listeners do not understand espeak-ng 1.51's Thai voice: its tones and vowel lengths are wrong"

    @Test("Thai: the voice is listed as one that cannot serve, and speak says so on stderr but still speaks")
    func voiceThatCannotServe() throws {
        #expect(try PickerVoiceProcess.succeed(["voices", "--locale", "th_TH"]) == "th  Thai (th; cannot serve: \(Self.thaiCannotServe))\n")
        let json = try JSON(parsing: try PickerVoiceProcess.succeed(["voices", "--locale", "th_TH", "--format", "json"]))
        #expect(json[0]?["cannotServe"]?.stringValue == Self.thaiCannotServe)
        #expect(try JSON(parsing: try PickerVoiceProcess.succeed(["voices", "--locale", "de_DE", "--format", "json"]))[0]?["cannotServe"] == nil)
        try withTemporaryFolder { folder in
            let spoken = try PickerVoiceProcess.run(["speak", "--text", "สองทุ่ม", "--locale", "th_TH", "--output", "th.wav"], in: folder)
            #expect(spoken.status == 0, "\(spoken)")
            #expect(spoken.stderr == "pickervoice: warning: the voice th cannot serve its language: \(Self.thaiCannotServe); what it says will not be understood\n")
            #expect(FileManager.default.fileExists(atPath: folder.appending(path: "th.wav").path))
            let german = try PickerVoiceProcess.run(["speak", "--text", "zwei Uhr", "--locale", "de_DE", "--output", "de.wav"], in: folder)
            #expect(german.status == 0 && german.stderr == "", "\(german)")
        }
    }
}
#else
/// A build without the Speech trait says so, in one line.
@Suite("pickervoice without speech")
struct NoSpeechTests {
    @Test("speak and simulate --speak explain that the build has no speech", arguments: [
        ["speak", "--text", "hello", "--output", "x.wav"],
        ["simulate", "--mode", "time", "--actions", "increment hour", "--speak", "--output-dir", "out"],
    ])
    func refused(_ arguments: [String]) throws {
        try withTemporaryFolder { folder in
            let output = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(arguments), in: folder)
            #expect(output.status == 1)
            #expect(output.stderrLines.count == 1)
            #expect(output.stderr.contains("this pickervoice was built without speech"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }
}
#endif

extension Double {
    fileprivate var asInt: Int { Int(self) }
}
