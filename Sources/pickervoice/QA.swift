import ArgumentParser
import Foundation
import PickerAccessibility
import PickerModel
import PickerQA
import PickerReports
import PickerSession
#if Speech
import PickerSpeechEspeak
#endif

struct QA: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qa",
        abstract: "Sweep many locales: speak every row of every wheel and report what looks wrong.",
        discussion: HelpExamples.laidOut("""
        For each locale, mode and calendar, every row of every wheel is spoken (the \
        dateAndTime date wheel for a year of days around --date) and checked: a phrase \
        table that fell back to another language, a placeholder or pattern letters in \
        speech, an empty value, two rows that say the same, digits of another numbering \
        system, display text wider than --max-width columns, a bare number where the \
        language needs a word, and, in a build with speech, no espeak-ng voice or text \
        espeak-ng cannot pronounce.

        Exit status: 0 when nothing at or above --fail-on was found, 1 when something was \
        or a value cannot be used (an unknown locale), 64 for a usage error, 70 for an internal error. The same input gives byte-identical \
        output; pin --date for reports you compare.

        Examples:
          pickervoice qa --locales de_DE,fr_CA,ja_JP --date 2026-11-21
          pickervoice qa --all-locales --no-speech --format json > qa.json
          pickervoice qa --locales-file locales.txt --modes date,time --format junit \\
            --fail-on warning > qa-junit.xml
          pickervoice qa --locales ar_EG,he_IL --calendars gregorian,islamic-umalqura \\
            --format markdown
        """)
    )

    @Option(help: ArgumentHelp("Locales to sweep, comma-separated (de_DE,fr-CA).", valueName: "list"))
    var locales: String?

    @Option(name: .customLong("locales-file"), help: ArgumentHelp("A file with one locale per line; # starts a comment.", valueName: "path"))
    var localesFile: String?

    @Flag(name: .customLong("all-locales"), help: "Sweep every locale Foundation knows.")
    var allLocales = false

    @Option(help: ArgumentHelp("Modes, comma-separated (default: all four).", valueName: "list"))
    var modes: String?

    @Option(help: ArgumentHelp("Calendars, comma-separated CLDR names (default: gregorian).", valueName: "list"))
    var calendars: String?

    @OptionGroup var wording: PhrasingOptions

    @Option(name: .customLong("max-width"), help: ArgumentHelp("Display columns a wheel's widest text may take before it is a truncation risk.", valueName: "columns"))
    var maxWidth = QASweep.Configuration.defaultMaxWidth

    @Option(help: ArgumentHelp("The picker's date, ISO 8601 (default: today).", valueName: "iso-8601"))
    var date: String?

    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The time zone of the pickers (default: UTC).", valueName: "iana-name"))
    var timeZone = "UTC"

    @Flag(name: .customLong("no-speech"), help: "Skip the checks that ask espeak-ng (voices, pronunciation).")
    var noSpeech = false

    @Option(help: ArgumentHelp("Output format: text, json, csv, markdown or junit.", valueName: "format"))
    var format: QAFormat = .text

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("The lowest severity that fails: warning or error.", valueName: "severity"))
    var failOn: QASeverity = .error

    func validate() throws {
        let sources = [locales != nil, localesFile != nil, allLocales].filter { $0 }.count
        guard sources == 1 else {
            throw ValidationError("name the locales with exactly one of --locales, --locales-file and --all-locales")
        }
        guard maxWidth > 0 else { throw ValidationError("--max-width must be at least 1") }
        guard failOn != .info else { throw ValidationError("--fail-on takes warning or error") }
    }

    func run() throws {
        let zone = try reading { () throws(CLIError) in try InputParsing.timeZone(timeZone) }
        let reference = try reading { () throws(CLIError) in
            try date.map { text throws(CLIError) in try InputParsing.date(text, option: "--date", timeZone: zone) } ?? Date()
        }
        let sweptLocales = try reading { () throws(CLIError) in try namedLocales() }
        let sweptModes = try reading { () throws(CLIError) in try list(self.modes, option: "--modes") { DatePickerMode(rawValue: $0) } ?? DatePickerMode.allCases }
        let sweptCalendars = try reading { () throws(CLIError) in
            try list(self.calendars, option: "--calendars") { name throws(CLIError) in try InputParsing.calendar(name).identifier } ?? [.gregorian]
        }
        for calendar in sweptCalendars {
            try reading { () throws(CLIError) in
                try InputParsing.supported(calendar, named: CalendarNames.cldrName(of: calendar), in: zone)
            }
        }
        var configuration = QASweep.Configuration(
            locales: sweptLocales, referenceDate: reference, timeZone: zone, modes: sweptModes, calendars: sweptCalendars,
            phrasing: wording.phrasing, maxWidth: maxWidth
        )
        #if Speech
        if !noSpeech { configuration.speechChecker = SynthesizerSpeechChecker(EspeakSynthesizer()) }
        #endif
        let bar = ProgressBar(label: "qa")
        let report = QASweep(configuration).run { done, total in bar?.update(done: done, total: total) }
        bar?.finish()
        let tags = Set(sweptLocales.map { $0.identifier(.bcp47) }).sorted()
        let text: String
        do {
            text = try QARenderer.render(report, as: format, locales: tags, failOn: failOn)
        } catch {
            throw ExitCode.internal("cannot encode the report: \(error)")
        }
        Output.print(text, terminator: "")
        if report.findings.contains(where: { $0.severity >= failOn }) { throw ExitCode(1) }
    }

    /// The locales from whichever source was named.
    private func namedLocales() throws(CLIError) -> [Locale] {
        if allLocales { return Locale.availableIdentifiers.sorted().map(Locale.init(identifier:)) }
        var names: [String]
        if let localesFile {
            // A locale a line: a million bytes is tens of thousands of locales, far more than
            // the 1,034 Foundation knows.
            let contents = try TextInput.read(localesFile, option: "--locales-file", limit: 1_000_000, advice: "")
            names = contents.split(whereSeparator: \.isNewline).map { line in
                String(line.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
            guard !names.isEmpty else { throw CLIError("--locales-file \(PickerInput.quoted(localesFile)) names no locale") }
        } else {
            names = (self.locales ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !names.isEmpty else { throw CLIError("--locales names no locale") }
        }
        return try names.map { name throws(CLIError) in try InputParsing.locale(name) }
    }

    /// A comma-separated list, each item read by `parse`; `nil` when the option is absent.
    private func list<T>(_ text: String?, option: String, _ parse: (String) throws(CLIError) -> T?) throws(CLIError) -> [T]? {
        guard let text else { return nil }
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw CLIError("\(option) names nothing") }
        return try items.map { item throws(CLIError) in
            do throws(CLIError) {
                guard let value = try parse(item) else { throw CLIError("unknown '\(item)'") }
                return value
            } catch {
                throw CLIError("\(option): \(error.description)")
            }
        }
    }

    /// Runs `body`, which reads an option's value. A value the tool cannot use (an unknown
    /// locale, zone, mode or calendar, a missing file) is an error, exit status 1, as in
    /// every other command; 64 is for options missing or in conflict (``validate()``).
    private func reading<T>(_ body: () throws(CLIError) -> T) throws -> T {
        try body()
    }
}

extension QAFormat: ExpressibleByArgument {}
extension QASeverity: ExpressibleByArgument {
    /// The severities `--fail-on` takes: a finding of `info` never fails a sweep.
    public static var allValueStrings: [String] { [QASeverity.warning, .error].map(\.rawValue) }
}

extension ExitCode {
    /// EX_SOFTWARE: an internal error, after one line on stderr.
    static func `internal`(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("pickervoice: error: \(message)\n".utf8))
        return ExitCode(70)
    }
}
