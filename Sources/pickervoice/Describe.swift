import ArgumentParser
import Foundation
import PickerAccessibility
import PickerModel
import PickerReports
import PickerSession
import PickerSpeech
import PickerVoiceResources

struct Describe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Show the wheels of a picker and what a screen reader says for each.",
        discussion: HelpExamples.laidOut("""
        For every wheel: what it shows, its label, its value as speech, its traits, its \
        position and its hint, and the whole utterance in VoiceOver's order, in the \
        picker's locale. Fixed phrases come from the translation table that matches the \
        locale; the report says which, and whether it fell back to another language.

        Examples:
          pickervoice describe --mode date --locale de_DE \\
            --date 2026-11-21 --time-zone Europe/Berlin
          pickervoice describe --mode time --locale en_US --date 2026-11-21T14:00 \\
            --time-zone UTC --no-label --no-position
          pickervoice describe --mode time --locale ko_KR \\
            --date 2026-11-21T14:05 --time-zone Asia/Seoul --format json
          pickervoice describe --mode date --calendar hebrew --locale he_IL \\
            --date 2024-03-15 --rows
          pickervoice describe --mode date --locale ru_RU --date 2026-11-21 \\
            --time-zone Europe/Moscow --phrasing natural
          pickervoice describe --mode dateAndTime --locale he_IL --date 2026-11-21T14:05 \\
            --time-zone Asia/Jerusalem --format html > picker.html
          pickervoice describe --mode time --locale de_DE --format csv > wheels.csv
          pickervoice describe --picker Resources/Examples/height.json --locale ru_RU
          pickervoice describe --mode time --locale de_DE --localizations Localizations
          pickervoice describe --mode dateAndTime --style compact --expand date --locale en_US
        """)
    )

    @OptionGroup var options: PickerOptions

    @Option(help: ArgumentHelp(
        "Output format: text, json, csv, markdown or html.",
        discussion: "text is for people in a terminal; json is the contract for programs ('pickervoice schema describe'); csv has a row per wheel; markdown is tables to paste into a report; html is one self-contained page with the picker drawn and, in a build with speech, a player per wheel.",
        valueName: "format"
    ))
    var format: ReportFormat = .text

    @OptionGroup var csv: CSVOptions

    @Flag(help: "List every row of every wheel, with its spoken form.")
    var rows = false

    @Flag(name: .customLong("no-audio"), help: "In html, leave out the audio players.")
    var noAudio = false

    @OptionGroup(title: "Screen reader settings") var voiceOver: VoiceOverOptions

    @OptionGroup(title: "A picker of the app's own rows") var described: DescribedPickerOption

    @OptionGroup(title: "The picker iOS shows today") var styling: StyleOptions

    @OptionGroup(title: "Translation tables") var tableFolder: LocalizationsOption

    func validate() throws {
        try described.validate(against: options)
        try styling.validate(with: described)
        try csv.validate(isCSV: format == .csv)
    }

    func run() throws {
        let tables = try tableFolder.tables()
        if let file = described.picker {
            let (picker, custom) = try described.load(file, options: options)
            let report = DescribeReport(of: picker, narrator: PickerNarrator(settings: voiceOver.settings, tables: tables), custom: custom, includeRows: rows)
            let notes = format == .html ? ["No audio: a described picker's page has no players yet."] : []
            Output.print(csv.applied(to: try report.rendered(as: format, audio: [:], audioNotes: notes, provenance: ReportProvenance.ofThisRun(for: format))), terminator: "")
            return
        }
        let configured = try options.makePicker()
        let picker = configured.picker
        let narrator = PickerNarrator(settings: voiceOver.settings, tables: tables)
        var report = DescribeReport(
            of: picker, narrator: narrator,
            configuration: configured.report(extraWarnings: options.ignoredOptionNotes), includeRows: rows
        )
        if let style = styling.style {
            report.style = StyleReport(of: picker, style: style, expanded: styling.expand, narrator: narrator)
        }
        let sound = format == .html ? ReportSound.elements(of: picker, narrator: narrator, omitted: noAudio) : ReportAudio.Result()
        let audio = sound.audio
        Output.print(csv.applied(to: try report.rendered(
            as: format, audio: audio, audioNotes: sound.notes, provenance: ReportProvenance.ofThisRun(for: format)
        )), terminator: "")
    }
}

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Perform user actions on a picker's wheels and show what is announced.",
        discussion: HelpExamples.laidOut("""
        Steps are separated by commas: increment WHEEL, decrement WHEEL, select WHEEL ROW; \
        with --style, VoiceOver's gestures instead: next, previous (a swipe right or left), \
        activate (a double tap), increment, decrement (a swipe up or down) and escape (the \
        two-finger scrub), each reported with the element it leaves focused. \
        A row is named by its text (March, PM), its number (2030), a day on the date \
        wheel (2026-11-24) or its position from one (#4). After each step a screen reader \
        announces the wheel's value alone; where the value cannot move (an end, a bound) \
        it announces the same value again.

        Examples:
          pickervoice simulate --mode date --locale en_US --date 2026-01-31 \\
            --time-zone UTC --actions "increment month"
          pickervoice simulate --mode time --date 2026-11-21T23:00 --time-zone UTC \\
            --actions "increment hour, increment minute"
          pickervoice simulate --mode date --minimum-date 2024-01-01 \\
            --maximum-date 2030-12-31 --actions "select year 2030, increment year" \\
            --format json
          pickervoice simulate --mode time --locale fr_FR --date 2026-11-21T09:00 \\
            --time-zone Europe/Paris --actions "increment hour, increment hour" \\
            --speak --output-dir annonces
          pickervoice simulate --mode time --locale es_MX --date 2026-11-21T13:00 \\
            --time-zone America/Mexico_City --actions "decrement hour" --phrasing natural
          pickervoice simulate --picker Resources/Examples/ticket-class.json --locale de_DE \\
            --actions "increment class, increment class, select travellers 4"
          pickervoice simulate --mode time --locale de_DE --actions "increment hour" \\
            --localizations Localizations
          pickervoice simulate --mode date --style compact --locale en_US --date 2026-11-21 \\
            --actions "activate, next, next, next, activate, escape"

        With --speak each announcement is spoken too: played, or with --output-dir \
        written as numbered WAV files (01-increment-hour.wav, ...) beside an index.json \
        that gives each step's text, file and duration in seconds ('pickervoice schema \
        speech-index').
        """)
    )

    @OptionGroup var options: PickerOptions

    @Option(help: ArgumentHelp("The steps, e.g. \"increment hour, decrement minute, select year 2030\".", valueName: "steps"))
    var actions: String

    @Option(help: ArgumentHelp(
        "Output format: text, json, csv, markdown or html.",
        discussion: "csv has a row per step; html is one self-contained page, with a player per step in a build with speech.",
        valueName: "format"
    ))
    var format: ReportFormat = .text

    @OptionGroup var csv: CSVOptions

    @Flag(help: "Speak each announcement: play it, or write it to --output-dir.")
    var speak = false

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("With --speak, write one WAV per step and index.json here.", valueName: "folder"))
    var outputDirectory: String?

    @Flag(name: .customLong("no-audio"), help: "In html, leave out the audio players.")
    var noAudio = false

    @OptionGroup var wording: PhrasingOptions

    @OptionGroup(title: "Voice (with --speak)") var speech: SpeechOptions

    @OptionGroup(title: "A picker of the app's own rows") var described: DescribedPickerOption

    @OptionGroup(title: "The picker iOS shows today") var styling: StyleOptions

    @OptionGroup(title: "Translation tables") var tableFolder: LocalizationsOption

    func validate() throws {
        try described.validate(against: options)
        try styling.validate(with: described)
        try csv.validate(isCSV: format == .csv)
    }

    func run() throws {
        let tables = try tableFolder.tables()
        let narrator = PickerNarrator(settings: VoiceOverSettings(phrasing: wording.phrasing), tables: tables)
        if let file = described.picker {
            let (picker, custom) = try described.load(file, options: options)
            let script = try Self.script(actions, columns: picker.columns.map(\.id))
            let report: SimulateReport
            do {
                report = try Simulation.run(script, on: picker, custom: custom, narrator: narrator)
            } catch {
                throw CLIError("--actions \(error.description)")
            }
            if outputDirectory != nil, !speak { throw CLIError("--output-dir needs --speak") }
            let speaker = try speak ? AnnouncementSpeaker(speech, outputDirectory: outputDirectory) : nil
            let written = try speaker?.speak(report.steps, of: picker)
            let sound = format == .html ? ReportSound.announcements(report.steps.map(\.announcement), of: picker, omitted: noAudio) : ReportAudio.Result()
            Output.print(csv.applied(to: try report.rendered(
                as: format, audio: sound.audio, audioNotes: sound.notes, provenance: ReportProvenance.ofThisRun(for: format)
            )), terminator: "")
            if let written, format == .text { Output.print(written) }
            return
        }
        if outputDirectory != nil, !speak { throw CLIError("--output-dir needs --speak") }
        let report: SimulateReport
        let picker: DatePicker
        if let style = styling.style {
            // A styled picker is acted on by VoiceOver's gestures, not by naming wheels.
            let gestures: [(text: String, gesture: StyleNavigator.Gesture)]
            do {
                gestures = try Simulation.gestures(actions)
            } catch {
                throw CLIError("--actions \(error.description)")
            }
            let configured = try options.makePicker()
            picker = configured.picker
            report = Simulation.run(
                gestures: gestures, on: configured, style: style, expanded: styling.expand, narrator: narrator,
                extraWarnings: options.ignoredOptionNotes
            )
        } else {
            let script = try Self.script(actions, columns: nil)
            let configured = try options.makePicker()
            picker = configured.picker
            do {
                report = try Simulation.run(script, on: configured, narrator: narrator, extraWarnings: options.ignoredOptionNotes)
            } catch {
                throw CLIError("--actions \(error.description)")
            }
        }
        let speaker = try speak ? AnnouncementSpeaker(speech, outputDirectory: outputDirectory) : nil
        let steps = report.steps
        let written = try speaker?.speak(steps, of: picker)
        let sound = format == .html ? ReportSound.announcements(steps.map(\.announcement), of: picker, omitted: noAudio) : ReportAudio.Result()
        Output.print(csv.applied(to: try report.rendered(
            as: format, audio: sound.audio, audioNotes: sound.notes, provenance: ReportProvenance.ofThisRun(for: format)
        )), terminator: "")
        if let written, format == .text { Output.print(written) }
    }

    /// The `--actions` script, naming `columns` (a date picker's wheels where `nil`).
    private static func script(_ text: String, columns: [ColumnID]?) throws(CLIError) -> ActionScript {
        do {
            return try ActionScript(text, columns: columns)
        } catch {
            throw CLIError(error.step == nil ? "--actions: \(error.description)" : "--actions \(error.description)")
        }
    }
}

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of a report.",
        discussion: HelpExamples.laidOut("""
        The schemas are the contract of the JSON output: later versions add properties and \
        never remove or rename one.

        Example:
          pickervoice schema describe
        """)
    )

    @Argument(help: "The report: describe, simulate, qa, session (each response line), timings (speak --timings), speech-index (simulate --speak --output-dir), prompts-index (prompts) or picker (the description --picker reads).", completion: Completions.schemas)
    var report: String

    func run() throws {
        guard let which = PickerVoiceResources.Report(rawValue: report) else {
            let names = PickerVoiceResources.Report.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError("unknown report '\(report)': use one of \(names)")
        }
        Output.print(try PickerVoiceResources.schema(for: which), terminator: "")
    }
}
