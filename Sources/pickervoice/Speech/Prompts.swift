import ArgumentParser
import Foundation
import PickerAccessibility
import PickerFiles
import PickerModel
import PickerReports
import PickerSession
import PickerSpeech

struct Prompts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prompts",
        abstract: "Render a picker's prompts to WAV files: every row's announcement, and each wheel's utterance on focus.",
        discussion: HelpExamples.laidOut("""
        For the picker the options describe, or the one --picker describes (and each \
        locale of --locales), every row of the chosen wheels or columns is spoken as the announcement after a swipe onto it, and each \
        wheel's utterance on focus, into --output-dir/<locale>/<wheel>/: focus.wav, \
        000.wav, 001.wav, ... beside an index.json ('pickervoice schema prompts-index') \
        with each file's wheel, row, text, duration, voice, phrasing and content key. The \
        date wheel of dateAndTime is covered for a year around the date, its files named by \
        their day (date/2026-11-21.wav) and the index giving it. Natural phrasing \
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
          pickervoice prompts --picker Resources/Examples/quantity.json --locales en_US,ru_RU \\
            --output-dir prompts
          pickervoice prompts --mode date --style inline --locale de_DE --output-dir prompts
          pickervoice prompts --mode time --locale de_DE --wheels hour --output-dir prompts \\
            --localizations Localizations
        """)
    )

    @OptionGroup var options: PickerOptions

    @OptionGroup(title: "A picker of the app's own rows") var described: DescribedPickerOption

    @Option(help: ArgumentHelp("Locales, comma-separated, for a fleet that serves several languages (default: --locale).", valueName: "list"))
    var locales: String?

    @Option(name: [.customLong("wheels"), .customLong("columns")], help: ArgumentHelp("The wheels (or a --picker's columns) to render, comma-separated (default: all).", valueName: "list"))
    var wheels: String?

    @Option(help: ArgumentHelp("voiceOver (what iOS says) or natural (what a native speaker says).", valueName: "phrasing"))
    var phrasing: Phrasing = .natural

    @Option(help: ArgumentHelp(
        "Render a date picker's compact or inline style instead of its wheels: every element it shows, as said on focus (a month of day cells, the buttons, the header).",
        valueName: "style"
    ))
    var style: DatePickerStyle?

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("The folder of the prompt sets.", valueName: "folder"))
    var outputDirectory: String

    @Flag(help: "Render every prompt, even those whose file is current.")
    var force = false

    @Option(help: ArgumentHelp("Processes that render locales at once (espeak-ng speaks one text at a time per process; default: one per core).", valueName: "count"))
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup(title: "Voice") var speech: SpeechOptions

    @OptionGroup(title: "Translation tables") var tableFolder: LocalizationsOption

    func validate() throws {
        try described.validate(against: options)
        if style != nil, described.picker != nil { throw ValidationError("--style is a date picker's option; a picker from --picker has only its columns") }
        if style != nil, wheels != nil { throw ValidationError("--wheels names wheels; with --style every element of the style is rendered") }
        for name in chosenColumns ?? [] {
            try described.validateWheel(name.rawValue, option: "--wheels")
        }
    }

    func run() throws {
        // In a process a run started for some of its locales: its failure goes to the run.
        let link = PromptWorkerLink.fromEnvironment()
        do {
            try render(link: link)
        } catch {
            link?.report(failure: "\(error)")
            throw error
        }
    }

    private func render(link: PromptWorkerLink?) throws {
        let tables = try tableFolder.tables()
        let backend = try SpeechBackend.make()
        let narrator = PickerNarrator(settings: VoiceOverSettings(phrasing: phrasing), tables: tables)
        let speaker = PickerSpeaker(synthesizer: backend.synthesizer, narrator: narrator, voice: try speech.explicitVoice(), prosody: try speech.prosody())
        // Every locale's picker and voice first: a locale without a voice, or a column its
        // picker lacks, refuses the run before anything is written.
        let sets = try pickers().map { picker, source throws(CLIError) in
            try Self.cli { () throws(PromptRunError) in
                if let style, let datePicker = picker as? DatePicker {
                    return try PromptRun.LocaleSet(picker: datePicker, source: source, style: style, speaker: speaker)
                }
                return try PromptRun.LocaleSet(picker: picker, source: source, columns: chosenColumns, speaker: speaker)
            }
        }
        if link == nil {
            var warned: Set<Voice> = []
            for set in sets where warned.insert(set.voice).inserted { backend.warnIfCannotServe(set.voice) }
        }
        // Made only now: a run refused above leaves no folder behind.
        let folder = try OutputPaths.folder(outputDirectory, option: "--output-dir")
        if sets.count > 1, jobs > 1, link == nil {
            // The processes report as they go: one bar for all of them.
            let bar = ProgressBar(label: "prompts")
            let summary = try Self.cli { () throws(PromptRunError) in
                try renderInProcesses(sets.map(\.tag), folder: folder) { done, total in bar?.update(done: done, total: total, unit: "prompts") }
            }
            bar?.finish()
            return printSummary(summary)
        }
        let run = PromptRun(folder: folder, sets: sets, speaker: speaker, engine: backend.engineVersion, force: force)
        let bar = link == nil ? ProgressBar(label: "prompts") : nil
        let progress = bar.map { bar in { (done: Int, total: Int, tag: String) in bar.update(done: done, total: total, unit: "prompts of \(tag)") } }
        guard let link else {
            let summary = try Self.cli { () throws(PromptRunError) in try run.render(progress: progress) }
            bar?.finish()
            return printSummary(summary)
        }
        // A process of a run of several: the run moves every set into place or none.
        // Its progress goes to the run, which draws the bar: done so far of all its sets.
        let offsets = Dictionary(uniqueKeysWithValues: sets.indices.map { index in
            (sets[index].tag, sets[..<index].reduce(0) { $0 + $1.prompts.prompts.count })
        })
        let total = sets.reduce(0) { $0 + $1.prompts.prompts.count }
        try Self.cli { () throws(PromptRunError) in
            let (staged, summary) = try run.stage { done, _, tag in link.report(progress: (offsets[tag] ?? 0) + done, of: total) }
            link.report(progress: total, of: total)
            try link.awaitCommit(summary)
            do throws(FileOutputError) { try StagedFolder.commit(staged) } catch { throw .files(error) }
        }
    }

    private func printSummary(_ summary: PromptRun.Summary) {
        Output.print("prompts: \(summary.rendered) rendered, \(summary.kept) kept (current), in \(outputDirectory) (each locale's index.json lists them)")
    }

    /// The columns of `--wheels`, if given.
    private var chosenColumns: [ColumnID]? {
        wheels.map { $0.split(separator: ",").map { ColumnID(rawValue: $0.trimmingCharacters(in: .whitespaces)) } }
    }

    /// Renders the locales in up to ``jobs`` processes of this program, round robin, and
    /// adds up what they rendered (``PromptWorkers``).
    private func renderInProcesses(
        _ tags: [String], folder: URL, progress: @escaping (_ done: Int, _ total: Int) -> Void
    ) throws(PromptRunError) -> PromptRun.Summary {
        let count = min(jobs, tags.count)
        let groups = (0..<count).map { group in tags.enumerated().filter { $0.offset % count == group }.map(\.element) }
        var arguments = Array(CommandLine.arguments.dropFirst())
        if let index = arguments.firstIndex(of: "--locales") {
            arguments.removeSubrange(index...min(index + 1, arguments.count - 1))
        }
        arguments.removeAll { $0.hasPrefix("--locales=") }
        return try PromptWorkers.run(
            executable: URL(filePath: "/proc/self/exe").resolvingSymlinksInPath(),
            arguments: groups.map { arguments + ["--locales", $0.joined(separator: ",")] },
            folder: folder, progress: progress
        )
    }

    /// Runs `body`, turning a prompt run's error into one line that names the option to change.
    private static func cli<T>(_ body: () throws(PromptRunError) -> T) throws(CLIError) -> T {
        do {
            return try body()
        } catch {
            switch error {
            case .speech(let error): throw SpeechBackend.cliError(error)
            case .noSuchColumn: throw CLIError("--wheels: \(error)")
            case .files, .worker: throw CLIError("\(error)")
            }
        }
    }

    /// The picker of each locale of `--locales`, or of `--locale`, with what its index says
    /// of it; a locale given twice, in any spelling (`de_DE`, `de-DE`, `DE-de`), only once.
    private func pickers() throws(CLIError) -> [(any ColumnPicker, PromptRun.Source)] {
        let names: [String?] = locales.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? [options.locale]
        var seen: Set<String> = []
        var pickers: [(any ColumnPicker, PromptRun.Source)] = []
        for name in names {
            var options = self.options
            options.locale = name
            let picker: any ColumnPicker
            let source: PromptRun.Source
            if let file = described.picker {
                let (listPicker, report) = try described.load(file, options: options)
                (picker, source) = (listPicker, .described(report))
            } else {
                let configured = try options.makePicker()
                (picker, source) = (configured.picker, .datePicker(configured.report()))
            }
            // The set's folder is named by the picker's identifier: one set per folder.
            if seen.insert(picker.locale.identifier(.bcp47)).inserted {
                pickers.append((picker, source))
            }
        }
        return pickers
    }
}
