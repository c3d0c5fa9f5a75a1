import ArgumentParser
import Foundation
import PickerAccessibility
import PickerModel
import PickerReports
import PickerSession
import PickerSpeech

struct Prompts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prompts",
        abstract: "Render a picker's prompts to WAV files: every row's announcement, and each wheel's utterance on focus.",
        discussion: HelpExamples.laidOut("""
        For the picker the options describe (and each locale of --locales), every row of \
        the chosen wheels is spoken as the announcement after a swipe onto it, and each \
        wheel's utterance on focus, into --output-dir/<locale>/<wheel>/: focus.wav, \
        000.wav, 001.wav, ... beside an index.json ('pickervoice schema prompts-index') \
        with each file's wheel, row, text, duration, voice, phrasing and content key. The \
        date wheel of dateAndTime is covered for a year around the date. Natural phrasing \
        is the default: a kiosk speaks as people do (--phrasing voiceOver to match iOS).

        A rerun renders only what changed: a file whose text, voice, prosody and engine are \
        the same (its content key) is kept; --force renders all. A run that fails or is \
        interrupted leaves the previous set and its index as they were: with several \
        locales, every locale's set is replaced or none is, and every locale is checked \
        (its voice, its wheels) before anything is rendered. A locale given twice, in any \
        spelling, is rendered once. Several locales are rendered by several processes at \
        once (--jobs, one per core by default), because espeak-ng speaks one text at a time \
        per process; a signal to the run reaches them too.

        Examples:
          pickervoice prompts --mode time --locale de_DE --wheels hour,minute --output-dir prompts
          pickervoice prompts --mode date --locales de_DE,fr_FR,es_MX --output-dir prompts
        """)
    )

    @OptionGroup var options: PickerOptions

    @Option(help: ArgumentHelp("Locales, comma-separated, for a fleet that serves several languages (default: --locale).", valueName: "list"))
    var locales: String?

    @Option(help: ArgumentHelp("The wheels to render, comma-separated (default: all of the mode's).", valueName: "list"))
    var wheels: String?

    @Option(help: ArgumentHelp("voiceOver (what iOS says) or natural (what a native speaker says).", valueName: "phrasing"))
    var phrasing: Phrasing = .natural

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("The folder of the prompt sets.", valueName: "folder"))
    var outputDirectory: String

    @Flag(help: "Render every prompt, even those whose file is current.")
    var force = false

    @Option(help: ArgumentHelp("Processes that render locales at once (espeak-ng speaks one text at a time per process; default: one per core).", valueName: "count"))
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup(title: "Voice") var speech: SpeechOptions

    func run() throws {
        let folder = try OutputPaths.folder(outputDirectory, option: "--output-dir")
        let prosody = try speech.prosody()
        let explicitVoice = try speech.explicitVoice()
        let backend = try SpeechBackend.make()
        let chosen = try wheels.map { list throws(CLIError) in
            try list.split(separator: ",").map { name throws(CLIError) in
                let name = name.trimmingCharacters(in: .whitespaces)
                guard let kind = WheelKind(rawValue: name) else {
                    throw CLIError("--wheels: unknown wheel '\(name)'; wheels are \(WheelKind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return kind
            }
        }
        // Every locale's picker and voice first: a locale without a voice, or a wheel its
        // mode lacks, refuses the run before anything is written.
        let narrator = PickerNarrator(settings: VoiceOverSettings(phrasing: phrasing))
        let speaker = PickerSpeaker(synthesizer: backend.synthesizer, narrator: narrator, voice: explicitVoice, prosody: prosody)
        var sets: [LocaleSet] = []
        for (name, configured) in try pickers() {
            let picker = configured.picker
            if let chosen, let missing = chosen.first(where: { picker.wheel($0) == nil }) {
                throw CLIError("--wheels: \(picker.mode.rawValue) mode has no \(missing.rawValue) wheel; its wheels are \(picker.wheels.map(\.kind.rawValue).joined(separator: ", "))")
            }
            let voice = try SpeechBackend.run { () throws(SpeechError) in try speaker.voice(for: picker) }
            sets.append(LocaleSet(name: name, configured: configured, voice: voice))
        }
        let child = ProcessInfo.processInfo.environment[Self.childVariable] != nil ? ParentProcess.watch() : nil
        if sets.count > 1, jobs > 1, child == nil {
            return try renderInProcesses(sets.map(\.name))
        }
        // Every set is staged before any is moved into place: a run that fails, or is
        // interrupted, leaves every locale's previous set.
        let bar = ProgressBar(label: "prompts")
        var staged: [StagedFolder] = []
        var rendered = 0
        var kept = 0
        for locale in sets {
            let picker = locale.configured.picker
            let tag = picker.locale.identifier(.bcp47)
            let setFolder = folder.appending(path: tag, directoryHint: .isDirectory)
            let set = PromptSet(picker: picker, narrator: narrator, wheels: chosen)
            let previous = force ? [:] : PromptIndex.entries(in: setFolder)
            let stage = try StagedFolder(in: setFolder, subfolders: Set(set.prompts.map(\.wheel.rawValue)).sorted())
            staged.append(stage)
            var entries: [PromptIndex.Entry] = []
            for (number, prompt) in set.prompts.enumerated() {
                bar?.update(done: number, total: set.prompts.count, unit: "prompts of \(tag)")
                let key = PromptSet.contentKey(of: prompt, voice: locale.voice, prosody: prosody, engine: backend.engineVersion)
                if let old = previous[prompt.file], old.key == key,
                   FileManager.default.fileExists(atPath: setFolder.appending(path: prompt.file).path) {
                    entries.append(old)
                    kept += 1
                    continue
                }
                let spoken = try SpeechBackend.run { () throws(SpeechError) in
                    try SpokenUtterance(text: prompt.text, parts: prompt.parts, voice: locale.voice, prosody: prosody, synthesizer: backend.synthesizer)
                }
                let wav = try SpeechBackend.run { () throws(SpeechError) in try WAVFile.data(for: spoken.audio) }
                try stage.write(wav, named: prompt.file.replacingOccurrences(of: "/", with: "__"), as: prompt.file)
                entries.append(PromptIndex.Entry(
                    wheel: prompt.wheel, row: prompt.row, text: prompt.text, file: prompt.file,
                    duration: SpeechFormats.seconds(spoken.audio.duration), key: key
                ))
                rendered += 1
            }
            let index = PromptIndex(
                locale: tag, voice: locale.voice.rawValue, phrasing: phrasing, engine: backend.engineVersion,
                picker: locale.configured.report(extraWarnings: []), prompts: entries
            )
            let json: String
            do {
                json = try ReportText.json(index) + "\n"
            } catch {
                throw CLIError("cannot encode index.json: \(error)")
            }
            try stage.write(Data(json.utf8), named: "index.json")
        }
        // A process of a run of several: the run moves every set into place or none.
        try child?.awaitCommit(staged: "\(rendered) rendered, \(kept) kept")
        try StagedFolder.commit(staged)
        bar?.finish()
        Output.print("prompts: \(rendered) rendered, \(kept) kept (current), in \(outputDirectory) (each locale's index.json lists them)")
    }

    /// A locale of the run, checked: the name given, its picker, its voice.
    struct LocaleSet {
        let name: String
        let configured: ConfiguredPicker
        let voice: Voice
    }

    /// The picker of each locale of `--locales`, or of `--locale`, with the name given; a
    /// locale given twice, in any spelling (`de_DE`, `de-DE`, `DE-de`), only once.
    private func pickers() throws(CLIError) -> [(name: String, configured: ConfiguredPicker)] {
        guard let locales else { return [(options.locale ?? "", try options.makePicker())] }
        var seen: Set<String> = []
        var pickers: [(name: String, configured: ConfiguredPicker)] = []
        for name in locales.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            var options = self.options
            options.locale = name
            let configured = try options.makePicker()
            // The set's folder is named by the picker's identifier: one set per folder.
            if seen.insert(configured.picker.locale.identifier(.bcp47)).inserted {
                pickers.append((name, configured))
            }
        }
        return pickers
    }
}

/// The `index.json` of a prompt set.
struct PromptIndex: Codable {
    struct Entry: Codable {
        let wheel: WheelKind
        /// The row, from 0; absent for the utterance on focus.
        let row: Int?
        let text: String
        let file: String
        let duration: Double
        /// The content key: the same key, the same audio.
        let key: String
    }

    let locale: String
    let voice: String
    let phrasing: Phrasing
    let engine: String
    let picker: PickerReport
    let prompts: [Entry]

    /// The entries of the index in `folder`, by file; empty when there is none or it
    /// cannot be read (then everything is rendered again).
    static func entries(in folder: URL) -> [String: Entry] {
        guard let data = try? Data(contentsOf: folder.appending(path: "index.json")),
              let index = try? JSONDecoder().decode(PromptIndex.self, from: data) else { return [:] }
        return Dictionary(index.prompts.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
