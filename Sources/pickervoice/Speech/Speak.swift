import ArgumentParser
import Foundation
import PickerFiles
import PickerReports
import PickerAccessibility
import PickerModel
import PickerSession
import PickerSpeech

struct Speak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak",
        abstract: "Speak text, or what a screen reader says for a wheel, to a WAV file or the speakers.",
        discussion: HelpExamples.laidOut("""
        Give the text with --text or --text-file, or a picker (the options of describe) and \
        --wheel: then the wheel's utterance on focus is spoken part by part, with the \
        pauses between parts. The voice is espeak-ng's voice for --locale unless --voice \
        names one. The text is taken to be in --locale's language, or without --locale in \
        the voice's: "1 минута" with --voice ru is spoken "одна минута". Text is plain: markup in it is read out, never obeyed, unless --ssml. \
        SSML is checked against an allow-list before espeak-ng sees it: no element that \
        reads files (<audio>), no document types or entities of its own.

        Without --output the audio plays, which needs a sound card or a sound server. \
        --phonemes prints the IPA instead of audio; --timings prints when each word \
        starts, as JSON ('pickervoice schema timings'), and with --output writes the WAV \
        as well.

        Examples:
          pickervoice speak --text "2 o'clock" --locale en_US --output two.wav
          pickervoice speak --mode time --locale de_DE --date 2026-11-21T14:05 \\
            --time-zone Europe/Berlin --wheel hour --output stunde.wav
          pickervoice speak --text "14時" --locale ja_JP --phonemes
          pickervoice speak --text "3 of 12" --locale en_US --rate 240 --timings
          pickervoice speak --mode time --locale de_DE --wheel hour \\
            --localizations Localizations --output stunde.wav
        """)
    )

    @Option(help: "The text to speak.")
    var text: String?

    @Option(name: .customLong("text-file"), help: ArgumentHelp("A UTF-8 file holding the text to speak; - reads standard input.", valueName: "path"))
    var textFile: String?

    @Option(help: ArgumentHelp("Speak what a screen reader says when this wheel of the picker (with --picker, this column) gets focus.", valueName: "wheel"))
    var wheel: String?

    @OptionGroup(title: "A picker of the app's own rows") var described: DescribedPickerOption

    @OptionGroup(title: "Picker (with --wheel; --locale also picks the voice for --text)") var options: PickerOptions

    @OptionGroup(title: "Screen reader settings") var voiceOver: VoiceOverOptions

    @OptionGroup(title: "Voice") var speech: SpeechOptions

    @OptionGroup(title: "Translation tables (with --wheel)") var tableFolder: LocalizationsOption

    @Option(help: ArgumentHelp("Write the audio to this WAV file instead of playing it; - writes it to standard output.", valueName: "file.wav"))
    var output: String?

    @Option(name: .customLong("sample-rate"), help: ArgumentHelp(
        "Resample the audio to this rate (8000, 16000, 22050, 24000, 44100 or 48000) through libsoxr; espeak-ng speaks at 22050.",
        valueName: "hertz"
    ))
    var sampleRate: Int?

    @Flag(help: "Print the phonemes espeak-ng would say, in IPA, instead of audio.")
    var phonemes = false

    @Flag(help: "Print word and sentence timings as JSON.")
    var timings = false

    @Flag(help: "Read the text as SSML. Only <speak>, <voice>, <prosody>, <emphasis>, <break>, <say-as>, <sub>, <mark>, <s> and <p> are obeyed; anything else (<audio> too) is refused with an error.")
    var ssml = false

    func validate() throws {
        try described.validate(against: options)
        if described.picker != nil, wheel == nil { throw ValidationError("--picker needs --wheel, the column to speak") }
        try described.validateWheel(wheel, option: "--wheel")
        if tableFolder.localizations != nil, wheel == nil {
            throw ValidationError("--localizations gives the phrases of a wheel's utterance; it needs --wheel")
        }
    }

    func run() throws {
        try TextSpeech.requireOneSource(given: [text != nil, textFile != nil, wheel != nil].filter { $0 }.count)
        guard let wheelName = wheel else { return try textSpeech.run() }
        let tables = try tableFolder.tables()
        let checked = try delivery.checked()
        let backend = try SpeechBackend.make()
        let narrator = PickerNarrator(settings: voiceOver.settings, tables: tables)
        if let file = described.picker {
            let (picker, _) = try described.load(file, options: options)
            guard let element = narrator.elements(of: picker as any ColumnPicker).first(where: { $0.column.rawValue == wheelName }) else {
                let names = picker.columns.map(\.id.rawValue).joined(separator: ", ")
                throw CLIError("--wheel \(wheelName): the picker has no such column; its columns are \(names)")
            }
            return try delivery.run(
                SpeechDelivery.Utterance(text: element.utterance, parts: element.parts, locale: picker.locale, isPlainText: false),
                on: backend, checked
            )
        }
        guard let wheel = WheelKind(rawValue: wheelName) else { throw CLIError("--wheel \(wheelName): no such wheel") }
        let picker = try options.makePicker().picker
        guard let element = narrator.element(for: wheel, of: picker) else {
            let names = picker.wheels.map(\.kind.rawValue).joined(separator: ", ")
            throw CLIError("--wheel \(wheel.rawValue): a \(picker.mode.rawValue) picker has no \(wheel.rawValue) wheel; its wheels are \(names)")
        }
        try delivery.run(
            SpeechDelivery.Utterance(text: element.utterance, parts: element.parts, locale: picker.locale, isPlainText: false),
            on: backend, checked
        )
    }

    /// The command's arguments for a text, as ``TextSpeech/quickReading(of:)`` reads them.
    var textSpeech: TextSpeech {
        TextSpeech(text: text, textFile: textFile, locale: options.locale, delivery: delivery)
    }

    private var delivery: SpeechDelivery {
        SpeechDelivery(settings: speech.settings, output: output, phonemes: phonemes, timings: timings, ssml: ssml, sampleRate: sampleRate)
    }
}

/// `speak` for a text (`--text` or `--text-file`): its arguments, read either by
/// ArgumentParser (``Speak``) or, for the plain command lines a kiosk runs once per
/// prompt, by ``quickReading(of:)``.
///
/// ArgumentParser reflects over all 35 options of `speak` and its groups: in a fresh
/// process that took 2.5–3 ms, about a third of a short prompt's whole run.
struct TextSpeech: Equatable {
    /// `--text`.
    var text: String?
    /// `--text-file`.
    var textFile: String?
    /// `--locale`, which picks the voice when `--voice` does not.
    var locale: String?
    /// The voice, the prosody and where the sound goes.
    var delivery: SpeechDelivery

    /// Reads the arguments after `speak`, or returns `nil` and leaves them to ArgumentParser.
    ///
    /// It reads only the shape kiosks run: `--text`, `--text-file`, `--locale`, `--voice`,
    /// `--rate`, `--pitch`, `--volume` and `--output`, each written `--name value` with a
    /// value that does not start with "-" (and a number where ArgumentParser wants one),
    /// and the flags `--phonemes`, `--timings` and `--ssml`; each at most once. Anything
    /// else (help, another option, a `--name=value`, a repeated option, an unreadable
    /// number) returns `nil`, so that ArgumentParser reads it and gives its own answer or
    /// error. Whatever this returns, ArgumentParser reads the same from the same arguments
    /// (`QuickReadingTests`).
    static func quickReading(of arguments: [String]) -> TextSpeech? {
        var speech = TextSpeech(text: nil, textFile: nil, locale: nil, delivery: SpeechDelivery(
            settings: SpeechSettings(), output: nil, phonemes: false, timings: false, ssml: false
        ))
        var seen: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let name = arguments[index]
            guard !seen.contains(name) else { return nil }
            seen.append(name)
            switch name {
            case "--phonemes": speech.delivery.phonemes = true
            case "--timings": speech.delivery.timings = true
            case "--ssml": speech.delivery.ssml = true
            default:
                guard index + 1 < arguments.endIndex, !arguments[index + 1].hasPrefix("-") else { return nil }
                let value = arguments[index + 1]
                index += 1
                switch name {
                case "--text": speech.text = value
                case "--text-file": speech.textFile = value
                case "--locale": speech.locale = value
                case "--voice": speech.delivery.settings.voice = value
                case "--output": speech.delivery.output = value
                case "--rate", "--pitch", "--volume":
                    guard let number = Int(value) else { return nil }
                    switch name {
                    case "--rate": speech.delivery.settings.rate = number
                    case "--pitch": speech.delivery.settings.pitch = number
                    default: speech.delivery.settings.volume = number
                    }
                default: return nil
                }
            }
            index += 1
        }
        return speech
    }

    /// Throws unless exactly one of `--text`, `--text-file` and `--wheel` was `given`.
    static func requireOneSource(given: Int) throws(CLIError) {
        guard given == 1 else {
            throw CLIError(given == 0
                ? "nothing to speak: give --text, --text-file or --wheel"
                : "give only one of --text, --text-file and --wheel")
        }
    }

    /// Speaks the text.
    func run() throws {
        try Self.requireOneSource(given: [text, textFile].compactMap { $0 }.count)
        let option = text != nil ? "--text" : "--text-file"
        let content: String
        if let text {
            // Swift decodes an argument that is not UTF-8 with U+FFFD in place of the bad
            // bytes; --text-file refuses such bytes, and so does --text.
            guard !text.unicodeScalars.contains("\u{FFFD}") else {
                throw CLIError("--text: not valid UTF-8 (or it holds U+FFFD); pass the text in UTF-8, or with --text-file")
            }
            content = text
        } else {
            content = try TextInput.read(textFile ?? "-", option: option)
        }
        guard !content.allSatisfy(\.isWhitespace) else { throw CLIError("\(option): the text is empty; there is nothing to speak") }
        let checked = try delivery.checked()
        let backend = try SpeechBackend.make()
        let given = try locale.map(InputParsing.locale)
        try delivery.run(
            SpeechDelivery.Utterance(
                text: content, parts: [UtterancePart(kind: .value, text: content, pauseAfter: .zero)],
                locale: given, isPlainText: true
            ),
            on: backend, checked
        )
    }
}

/// How `speak` says what it says, once that is known: the voice and prosody, and whether
/// the sound plays, goes to a WAV file, or becomes phonemes or timings.
struct SpeechDelivery: Equatable {
    /// `--voice`, `--rate`, `--pitch`, `--volume`.
    var settings: SpeechSettings
    /// `--output`: the WAV file, or `-` for standard output.
    var output: String?
    /// `--phonemes`.
    var phonemes: Bool
    /// `--timings`.
    var timings: Bool
    /// `--ssml`.
    var ssml: Bool
    /// `--sample-rate`.
    var sampleRate: Int? = nil

    /// What is said: the whole text and its parts, in a locale.
    struct Utterance {
        let text: String
        let parts: [UtterancePart]
        /// The text's language (`--locale`, a picker's), if known.
        let locale: Locale?
        /// Whether it is a text of the caller's, rather than a wheel's parts (for timings).
        let isPlainText: Bool
    }

    /// The options' values, checked.
    struct Checked {
        /// The WAV file, if any.
        let destination: URL?
        /// `--sample-rate`, checked.
        var sampleRate: Int? = nil
        /// `--output -`: the WAV file goes to standard output.
        let toStandardOutput: Bool
        let prosody: Prosody
        /// The voice named, if any.
        let voice: Voice?
    }

    /// Checks the options against each other and their values, before any speech.
    func checked() throws(CLIError) -> Checked {
        if phonemes, output != nil { throw CLIError("--phonemes prints IPA instead of audio; leave out --output") }
        if phonemes, timings { throw CLIError("--phonemes and --timings cannot be combined") }
        if output == "-", timings { throw CLIError("--output - writes the WAV file to standard output, where --timings would print; give --output a file") }
        if output == "-", isatty(STDOUT_FILENO) == 1 {
            throw CLIError("--output -: standard output is a terminal; redirect it to a file or a pipe (> speech.wav, | aplay)")
        }
        let destination = try output.flatMap { path throws(CLIError) in path == "-" ? nil : try OutputPaths.wavFile(path, option: "--output") }
        if let sampleRate, !SpeechBackend.sampleRates.contains(sampleRate) {
            throw CLIError("--sample-rate \(sampleRate): use one of \(SpeechBackend.sampleRates.map(String.init).joined(separator: ", "))")
        }
        if sampleRate != nil, phonemes || timings { throw CLIError("--sample-rate changes the audio; it cannot be combined with --phonemes or --timings") }
        return Checked(
            destination: destination, sampleRate: sampleRate, toStandardOutput: output == "-", prosody: try settings.prosody(),
            voice: try settings.explicitVoice()
        )
    }

    /// Says `utterance` with `backend`'s synthesizer, as the options ask: the library's
    /// ``UtteranceSpeech`` does the work, this prints and writes what it gives.
    func run(_ utterance: Utterance, on backend: SpeechBackend, _ checked: Checked) throws {
        let speech = try SpeechBackend.run { () throws(SpeechError) in
            try UtteranceSpeech(
                text: utterance.text, parts: utterance.parts, locale: utterance.locale, voice: checked.voice,
                prosody: checked.prosody, format: ssml ? .ssml : .plainText, synthesizer: backend.synthesizer,
                fallbackLocale: { InputParsing.processLocale(environment: ProcessInfo.processInfo.environment) }
            )
        }
        backend.warnIfCannotServe(speech.voice)
        if phonemes {
            let said = try SpeechBackend.run { () throws(SpeechError) in try speech.phonemes() }
            for (kind, ipa) in said { Output.print(said.count == 1 ? ipa : "\(kind.rawValue)\t\(ipa)") }
            return
        }
        if let sampleRate = checked.sampleRate {
            return try runResampled(to: sampleRate, speech, on: backend, checked)
        }
        if checked.toStandardOutput {
            // Whole, then written: a WAV file's header holds its length, and a pipe cannot
            // be rewound to fill it in after streaming.
            Output.write(Array(try SpeechBackend.run { () throws(SpeechError) in try WAVFile.data(for: speech.audio()) }))
            return
        }
        guard checked.destination != nil || timings else {
            let audio = try SpeechBackend.run { () throws(SpeechError) in try speech.audio() }
            try SpeechBackend.run { () throws(SpeechError) in try backend.play(audio) }
            return
        }
        // To a file, the audio streams from the engine into the WAV as it is made; for
        // timings alone it is not kept at all.
        let streamed = try checked.destination.map { destination in try Self.writing { try speech.writeWAV(to: destination) } }
            ?? SpeechBackend.run { () throws(SpeechError) in try speech.stream { _ throws(SpeechError) in } }
        if timings {
            Output.print(try ReportText.json(TimingsReport(streamed, plainText: utterance.isPlainText)))
        } else if let output {
            reportWritten(output, duration: streamed.duration, voice: speech.voice, sampleRate: streamed.sampleRate, spokenAs: speech.spokenAs)
        }
    }

    /// The line `speak --output` prints for the file it wrote, and what was spoken where it
    /// differs from the text.
    func reportWritten(_ output: String, duration: Duration, voice: Voice, sampleRate: Int, spokenAs: String?) {
        Output.print("wrote \(output): \(SpeechFormats.secondsText(duration)), voice \(voice), \(sampleRate) Hz mono 16-bit")
        if let spokenAs { Output.print("spoken as: \(ReportText.visible(spokenAs))") }
    }

    /// Runs a write of the library's, which throws a speech or a file error, with each as one
    /// line.
    static func writing<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SpeechError {
            throw SpeechBackend.cliError(error)
        } catch let error as FileOutputError {
            throw CLIError(error)
        }
    }
}
