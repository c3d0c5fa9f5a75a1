@testable import pickervoice
import PickerModel
import PickerTestSupport
import PropertyBased
import Testing

/// `speak`'s quick reading of its arguments (`TextSpeech.quickReading(of:)`), which spares
/// a kiosk's prompt ArgumentParser's reflection: whatever it reads, ArgumentParser must read
/// the same, and what it declines goes to ArgumentParser.
@Suite("speak's quick reading of arguments")
struct QuickReadingTests {
    /// What ArgumentParser makes of `speak` with `arguments`.
    private static func parsed(_ arguments: [String]) throws -> TextSpeech? {
        (try PickerVoice.parseAsRoot(["speak"] + arguments) as? Speak)?.textSpeech
    }

    @Test("the command lines kiosks run are read quickly, as ArgumentParser reads them", arguments: [
        ["--text", "3 o'clock", "--voice", "en-us", "--output", "speak.wav"],
        ["--text", "2 o'clock", "--locale", "en_US", "--output", "two.wav"],
        ["--text", "3 of 12", "--locale", "en_US", "--rate", "240", "--timings"],
        ["--text", "14時", "--locale", "ja_JP", "--phonemes"],
        ["--text-file", "prompt.txt", "--ssml", "--voice", "de", "--pitch", "60", "--volume", "120", "--output", "p.wav"],
        ["--output", "x.wav", "--text", "15 Uhr"],
        ["--text", ""],
        [],
    ])
    func readsKioskLines(_ arguments: [String]) throws {
        let quick = try #require(TextSpeech.quickReading(of: arguments))
        #expect(quick == (try Self.parsed(arguments)))
    }

    @Test("the values read are the ones given")
    func values() throws {
        let quick = try #require(TextSpeech.quickReading(of: [
            "--text", "Hour. 2 o'clock.", "--locale", "de_DE", "--voice", "de", "--rate", "240",
            "--pitch", "60", "--volume", "120", "--output", "a.wav", "--ssml", "--timings",
        ]))
        #expect(quick.text == "Hour. 2 o'clock.")
        #expect(quick.textFile == nil)
        #expect(quick.locale == "de_DE")
        #expect(quick.delivery.settings == SpeechSettings(voice: "de", rate: 240, pitch: 60, volume: 120))
        #expect(quick.delivery.output == "a.wav")
        #expect(quick.delivery.ssml && quick.delivery.timings && !quick.delivery.phonemes)
    }

    @Test("anything else is left to ArgumentParser", arguments: [
        ["--help"], ["-h"], ["help"],
        ["--text"],                                   // no value
        ["--text", "-x"], ["--text-file", "-"],       // a value ArgumentParser may read as an option
        ["--text=hi"],                                // --name=value
        ["--text", "a", "--text", "b"],               // repeated
        ["--timings", "--text", "a", "--timings"],
        ["--text", "a", "--rate", "fast"],            // not a number
        ["--text", "a", "--rate", "99999999999999999999"],
        ["--wheel", "hour"], ["--text", "a", "--mode", "time"], ["--text", "a", "--no-hints"],
        ["--text", "a", "--", "b"], ["a"],
    ])
    func declines(_ arguments: [String]) {
        #expect(TextSpeech.quickReading(of: arguments) == nil)
    }

    /// Options of `speak` that take a value, and tokens a command line is made of besides:
    /// flags, other options, the forms ArgumentParser treats specially, and values of every
    /// kind.
    private static let valueOptions = ["--text", "--text-file", "--locale", "--voice", "--rate", "--pitch", "--volume", "--output"]
    private static let tokens = [
        "--phonemes", "--timings", "--ssml", "--wheel", "--mode", "--no-label", "--help", "-h", "help",
        "--text=hi", "--rate=200", "--", "speak", "-",
        "hi", "", " ", "2 o'clock", "-x", "-5", "200", "+200", "0200", "1e2", "fast", "de", "en-us",
        "de_DE", "out.wav", "a.txt", "hour", "😀", "--TEXT", "99999999999999999999",
    ]

    /// A command line from random numbers: mostly an option with a value, sometimes a lone
    /// token, so that about half of them are lines the quick reading reads.
    private static func commandLine(_ picks: [Int]) -> [String] {
        picks.flatMap { pick -> [String] in
            let token = tokens[(pick / 16) % tokens.count]
            switch pick % 16 {
            case 0: return [token]
            case 1: return [valueOptions[(pick / 16) % valueOptions.count]]
            case 2...4: return [tokens[(pick / 16) % 3]]                  // a flag
            default: return [valueOptions[(pick / 16) % valueOptions.count], (pick / 256) % 4 == 0 ? token : tokens[14 + (pick / 16) % 20]]
            }
        }
    }

    @Test("on random command lines, what the quick reading reads ArgumentParser reads the same")
    func agreesWithArgumentParser() async {
        let read = Locked(0)
        await propertyCheck(count: 1_000, input: Gen.int(in: 0...Int.max).array(of: 0...6)) { picks in
            await recordingThrownErrors {
                let arguments = Self.commandLine(picks)
                guard let quick = TextSpeech.quickReading(of: arguments) else { return }
                read.withLock { $0 += 1 }
                let parsed = try Self.parsed(arguments)
                #expect(parsed == quick, "\(arguments)")
            }
        }
        // The property says something only if the quick reading reads many of the lines.
        #expect(read.withLock { $0 } > 100)
    }
}
