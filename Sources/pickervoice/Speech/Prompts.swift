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
        discussion: """
        For the picker the options describe (and each locale of --locales), every row of \
        the chosen wheels is spoken as the announcement after a swipe onto it, and each \
        wheel's utterance on focus, into --output-dir/<locale>/<wheel>/: focus.wav, \
        000.wav, 001.wav, ... beside an index.json ('pickervoice schema prompts-index') \
        with each file's wheel, row, text, duration, voice, phrasing and content key. The \
        date wheel of dateAndTime is covered for a year around the date. Natural phrasing \
        is the default: a kiosk speaks as people do (--phrasing voiceOver to match iOS).

        A rerun renders only what changed: a file whose text, voice, prosody and engine are \
        the same (its content key) is kept; --force renders all. A run that fails or is \
        interrupted leaves the previous set and its index as they were. Several locales are \
        rendered by several processes at once (--jobs, one per core by default), because \
        espeak-ng speaks one text at a time per process.

        Examples:
          pickervoice prompts --mode time --locale de_DE --wheels hour,minute --output-dir prompts
          pickervoice prompts --mode date --locales de_DE,fr_FR,es_MX --output-dir prompts
        """
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
        let localeNames = locales.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        if let localeNames, localeNames.count > 1, jobs > 1, ProcessInfo.processInfo.environment[Self.childVariable] == nil {
            for name in localeNames { _ = try InputParsing.locale(name) }
            return try renderInProcesses(localeNames)
        }
        var configurations: [ConfiguredPicker] = []
        if let localeNames {
            for name in localeNames {
                var options = self.options
                options.locale = name
                configurations.append(try options.makePicker())
            }
        } else {
            configurations.append(try options.makePicker())
        }
        let narrator = PickerNarrator(settings: VoiceOverSettings(phrasing: phrasing))
        let bar = ProgressBar(label: "prompts")
        var rendered = 0
        var kept = 0
        for configured in configurations {
            let picker = configured.picker
            if let chosen, let missing = chosen.first(where: { picker.wheel($0) == nil }) {
                throw CLIError("--wheels: \(picker.mode.rawValue) mode has no \(missing.rawValue) wheel; its wheels are \(picker.wheels.map(\.kind.rawValue).joined(separator: ", "))")
            }
            let tag = picker.locale.identifier(.bcp47)
            let setFolder = folder.appending(path: tag, directoryHint: .isDirectory)
            let set = PromptSet(picker: picker, narrator: narrator, wheels: chosen)
            let speaker = PickerSpeaker(synthesizer: backend.synthesizer, narrator: narrator, voice: explicitVoice, prosody: prosody)
            let voice = try SpeechBackend.run { () throws(SpeechError) in try speaker.voice(for: picker) }
            let previous = force ? [:] : PromptIndex.entries(in: setFolder)
            try FileManager.default.createDirectory(at: setFolder, withIntermediateDirectories: true)
            for wheel in Set(set.prompts.map(\.wheel)) {
                try FileManager.default.createDirectory(at: setFolder.appending(path: wheel.rawValue), withIntermediateDirectories: true)
            }
            let staged = try StagedFolder(in: setFolder)
            var entries: [PromptIndex.Entry] = []
            for (number, prompt) in set.prompts.enumerated() {
                bar?.update(done: number, total: set.prompts.count, unit: "prompts of \(tag)")
                let key = PromptSet.contentKey(of: prompt, voice: voice, prosody: prosody, engine: backend.engineVersion)
                if let old = previous[prompt.file], old.key == key,
                   FileManager.default.fileExists(atPath: setFolder.appending(path: prompt.file).path) {
                    entries.append(old)
                    kept += 1
                    continue
                }
                let spoken = try SpeechBackend.run { () throws(SpeechError) in
                    try SpokenUtterance(text: prompt.text, parts: prompt.parts, voice: voice, prosody: prosody, synthesizer: backend.synthesizer)
                }
                let wav = try SpeechBackend.run { () throws(SpeechError) in try WAVFile.data(for: spoken.audio) }
                try staged.write(wav, named: prompt.file.replacingOccurrences(of: "/", with: "__"), as: prompt.file)
                entries.append(PromptIndex.Entry(
                    wheel: prompt.wheel, row: prompt.row, text: prompt.text, file: prompt.file,
                    duration: SpeechFormats.seconds(spoken.audio.duration), key: key
                ))
                rendered += 1
            }
            let index = PromptIndex(
                locale: tag, voice: voice.rawValue, phrasing: phrasing, engine: backend.engineVersion,
                picker: configured.report(extraWarnings: []), prompts: entries
            )
            let json: String
            do {
                json = try ReportText.json(index) + "\n"
            } catch {
                throw CLIError("cannot encode index.json: \(error)")
            }
            try staged.write(Data(json.utf8), named: "index.json")
            try staged.commit()
        }
        bar?.finish()
        Output.print("prompts: \(rendered) rendered, \(kept) kept (current), in \(outputDirectory) (each locale's index.json lists them)")
    }
}

extension Prompts {
    /// Set in the processes a run starts, which render their share of the locales alone.
    static let childVariable = "PICKERVOICE_PROMPTS_CHILD"

    /// Renders the locales in up to ``jobs`` processes of this program, round robin, and
    /// adds up what they rendered. espeak-ng keeps its state in globals, so one process
    /// speaks one text at a time: processes are how a run uses every core.
    private func renderInProcesses(_ names: [String]) throws {
        let count = min(jobs, names.count)
        let groups = (0..<count).map { group in names.enumerated().filter { $0.offset % count == group }.map(\.element) }
        var arguments = Array(CommandLine.arguments.dropFirst())
        if let index = arguments.firstIndex(of: "--locales") {
            arguments.removeSubrange(index...min(index + 1, arguments.count - 1))
        }
        arguments.removeAll { $0.hasPrefix("--locales=") }
        let executable = URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = "1"
        var children: [(Process, Pipe, Pipe)] = []
        for group in groups {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments + ["--locales", group.joined(separator: ",")]
            process.environment = environment
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            do {
                try process.run()
            } catch {
                throw CLIError("cannot start a rendering process: \((error as NSError).localizedDescription)")
            }
            children.append((process, out, err))
        }
        var rendered = 0
        var kept = 0
        var failure: String?
        for (process, out, err) in children {
            let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if let match = printed.firstMatch(of: /prompts: (\d+) rendered, (\d+) kept/) {
                rendered += Int(match.1) ?? 0
                kept += Int(match.2) ?? 0
            }
            if process.terminationStatus != 0, failure == nil {
                let line = problem.split(separator: "\n").first.map(String.init) ?? "a rendering process failed"
                failure = line.replacingOccurrences(of: "pickervoice: error: ", with: "").replacingOccurrences(of: " (see 'pickervoice help')", with: "")
            }
        }
        if let failure { throw CLIError(failure) }
        Output.print("prompts: \(rendered) rendered, \(kept) kept (current), in \(outputDirectory) (each locale's index.json lists them)")
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
