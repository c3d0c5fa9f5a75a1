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
        dateAndTime date wheel for a year of days around --date), or with --picker every \
        row of every column of the picker a file describes, and checked: a phrase \
        table that fell back to another language, a placeholder or pattern letters in \
        speech, an empty value, two rows that say the same, digits of another numbering \
        system, display text wider than --max-width columns, a bare number where the \
        language needs a word, and, in a build with speech, no espeak-ng voice or text \
        espeak-ng cannot pronounce.

        Exit status: 0 when nothing at or above --fail-on was found, 1 when something was \
        or a value cannot be used (an unknown locale), 64 for a usage error, 70 for an \
        internal error. With --baseline and --ignore, only what is left counts: findings of \
        the baseline report (compared by locale, mode, calendar, wheel, code and text) and \
        ignored codes neither print nor fail. The same input gives byte-identical output; \
        pin --date for reports you compare. Rows are counted from zero in every format.

        Examples:
          pickervoice qa --locales de_DE,fr_CA,ja_JP --date 2026-11-21
          pickervoice qa --all-locales --no-speech --format json > qa.json
          pickervoice qa --locales-file locales.txt --modes date,time --format junit \\
            --fail-on warning > qa-junit.xml
          pickervoice qa --all-locales --format sarif > qa.sarif
          pickervoice qa --all-locales --baseline qa.json --ignore too-wide,no-voice
          grep -v '^#' locales.txt | pickervoice qa --locales-file - --format csv
          pickervoice qa --locales ar_EG,he_IL --calendars gregorian,islamic-umalqura \\
            --format markdown
          pickervoice qa --picker Resources/Examples/height.json --locales ru_RU,pl_PL,ar_EG
          pickervoice qa --all-locales --modes date --styles --no-speech
          pickervoice qa --locales de_DE,de_AT,de_CH --no-speech --localizations Localizations
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

    @OptionGroup(title: "A picker of the app's own rows") var described: DescribedPickerOption

    @OptionGroup(title: "Translation tables") var tableFolder: LocalizationsOption

    @Flag(help: "Check the texts of the compact and inline styles too: the buttons, the calendar's days, title, buttons and weekday header.")
    var styles = false

    @Flag(name: .customLong("no-speech"), help: "Skip the checks that ask espeak-ng (voices, pronunciation).")
    var noSpeech = false

    @Option(help: ArgumentHelp("Output format: text, json, csv, markdown, junit or sarif.", valueName: "format"))
    var format: QAFormat = .text

    @OptionGroup var csv: CSVOptions

    @Option(help: ArgumentHelp(
        "A report of an earlier 'qa --format json' run: print and count only findings not in it ('-' reads standard input).",
        valueName: "path"
    ))
    var baseline: String?

    @Option(help: ArgumentHelp("Finding codes to leave out, comma-separated (too-wide,no-voice).", valueName: "codes"))
    var ignore: String?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("The lowest severity that fails: warning or error.", valueName: "severity"))
    var failOn: QASeverity = .error

    @Option(help: ArgumentHelp(
        "Processes that sweep with speech checks at once (espeak-ng checks one text at a time per process; default: one per core).",
        discussion: "Used for a sweep of \(QA.localesForProcesses) locales or more with speech checks; the report is the same for any number.",
        valueName: "count"
    ))
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    /// The fewest locales worth starting processes for.
    static let localesForProcesses = 64

    func validate() throws {
        try csv.validate(isCSV: format == .csv)
        let sources = [locales != nil, localesFile != nil, allLocales].filter { $0 }.count
        guard sources == 1 else {
            throw ValidationError("name the locales with exactly one of --locales, --locales-file and --all-locales")
        }
        guard maxWidth > 0 else { throw ValidationError("--max-width must be at least 1") }
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
        guard failOn != .info else { throw ValidationError("--fail-on takes warning or error") }
        if described.picker != nil, let first = [("--modes", modes), ("--calendars", calendars), ("--date", date)].first(where: { $0.1 != nil }) {
            throw ValidationError("\(first.0) is a date picker's option; a picker from --picker has only its columns")
        }
        if described.picker != nil, styles {
            throw ValidationError("--styles checks a date picker's compact and inline styles; a picker from --picker has none")
        }
        _ = try ignoredCodes()
        if baseline == "-" && localesFile == "-" {
            throw ValidationError("--baseline and --locales-file cannot both read standard input; name a file for one of them")
        }
    }

    /// The codes of `--ignore`, each one known.
    private func ignoredCodes() throws(ValidationError) -> Set<QAFinding.Code> {
        guard let ignore else { return [] }
        let names = ignore.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw ValidationError("--ignore names no code") }
        var codes: Set<QAFinding.Code> = []
        for name in names {
            guard let code = QAFinding.Code(rawValue: name) else {
                let known = QAFinding.Code.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--ignore: unknown code '\(name)'; the codes are \(known)")
            }
            codes.insert(code)
        }
        return codes
    }

    /// The findings of `--baseline`, or `nil` without it.
    private func baselineFindings() throws(CLIError) -> [QAFinding]? {
        guard let baseline else { return nil }
        // A report of every locale Foundation knows is a few megabytes; a hundred is a bound
        // on what is read from a pipe that never ends.
        let text = try TextInput.read(baseline, option: "--baseline", limit: 100_000_000, advice: "")
        do throws(QAInputs.UnreadableBaseline) {
            return try QAInputs.baselineFindings(in: Data(text.utf8))
        } catch {
            throw CLIError("--baseline \(PickerInput.quoted(baseline)): not a report of 'pickervoice qa --format json' (\(error.reason))")
        }
    }

    func run() throws {
        let zone = try reading { () throws(CLIError) in try InputParsing.timeZone(timeZone) }
        let reference = try reading { () throws(CLIError) in
            try date.map { text throws(CLIError) in try InputParsing.date(text, option: "--date", timeZone: zone) } ?? Date()
        }
        let (sweptLocales, localeSource) = try reading { () throws(CLIError) in try namedLocales() }
        let sweptModes = try reading { () throws(CLIError) in try list(self.modes, option: "--modes") { DatePickerMode(rawValue: $0) } ?? DatePickerMode.allCases }
        let sweptCalendars = try reading { () throws(CLIError) in
            try list(self.calendars, option: "--calendars") { name throws(CLIError) in try InputParsing.calendar(name).identifier } ?? [.gregorian]
        }
        for calendar in sweptCalendars {
            try reading { () throws(CLIError) in
                try InputParsing.supported(calendar, named: CalendarNames.cldrName(of: calendar), in: zone)
            }
        }
        let ignored = try ignoredCodes()
        let filter = QAFilter(baseline: try reading { () throws(CLIError) in try baselineFindings() }, ignoredCodes: ignored)
        var configuration = QASweep.Configuration(
            locales: sweptLocales, referenceDate: reference, timeZone: zone, modes: sweptModes, calendars: sweptCalendars,
            phrasing: wording.phrasing, maxWidth: maxWidth
        )
        configuration.checksStyles = styles
        configuration.phraseTables = try tableFolder.tables()
        if let file = described.picker {
            let description = try DescribedPickerOption.read(file)
            configuration.describedPicker = QASweep.DescribedPicker(source: file) { description.makePicker(locale: $0) }
        }
        #if Speech
        if noSpeech {
            configuration.speechNotCheckedReason = "--no-speech was given"
        } else {
            configuration.speechChecker = SynthesizerSpeechChecker(EspeakSynthesizer())
        }
        #else
        configuration.speechNotCheckedReason = "this pickervoice was built without speech (--disable-default-traits)"
        #endif
        let provenance = try ReportProvenance.ofThisRun(for: format)
        let sweep = QASweep(configuration)
        let swept: QAReport
        if QAWorkers.isChild() {
            // A share of a sweep spread over processes: one thread, progress for the sweep.
            swept = sweep.run(workers: 1) { done, total in
                FileHandle.standardError.write(Data((QAWorkers.progressLine(done: done, total: total) + "\n").utf8))
            }
        } else if configuration.speechChecker != nil, jobs > 1, sweptLocales.count >= Self.localesForProcesses {
            swept = try inProcesses(sweep, reference: reference, zone: zone)
        } else {
            let bar = ProgressBar(label: "qa")
            swept = sweep.run { done, total in bar?.update(done: done, total: total) }
            bar?.finish()
        }
        let report = filter.apply(to: swept)
        let tags = Set(sweptLocales.map { $0.identifier(.bcp47) }).sorted()
        let text: String
        do {
            text = try QARenderer.render(
                report, as: format, locales: tags, failOn: failOn, toolVersion: PickerVoice.version, localeSource: localeSource,
                provenance: provenance
            )
        } catch {
            throw ExitCode.internal("cannot encode the report: \(error)")
        }
        Output.print(csv.applied(to: text), terminator: "")
        if report.findings.contains(where: { $0.severity >= failOn }) { throw ExitCode(1) }
    }

    /// `sweep` in up to ``jobs`` processes of this program, each for a share of the locales
    /// with the same options, joined into the report one process would make.
    private func inProcesses(_ sweep: QASweep, reference: Date, zone: TimeZone) throws(CLIError) -> QAReport {
        var options = ["qa", "--date", date ?? reference.formatted(.iso8601), "--time-zone", zone.identifier,
                       "--phrasing", wording.phrasing.rawValue, "--max-width", String(maxWidth), "--format", "json", "--jobs", "1"]
        if let modes { options += ["--modes", modes] }
        if let calendars { options += ["--calendars", calendars] }
        if styles { options.append("--styles") }
        if let picker = described.picker { options += ["--picker", picker] }
        if let folder = tableFolder.localizations { options += ["--localizations", folder] }
        let shares = sweep.localeShares(jobs)
        let bar = ProgressBar(label: "qa")
        let reports: [QAReport]
        do {
            reports = try QAWorkers.run(
                executable: URL(filePath: "/proc/self/exe").resolvingSymlinksInPath(),
                arguments: shares.map { options + ["--locales", $0.map { $0.identifier(.bcp47) }.joined(separator: ",")] }
            ) { done, total in bar?.update(done: done, total: total) }
        } catch {
            bar?.finish()
            throw CLIError("\(error)")
        }
        bar?.finish()
        return sweep.merging(reports)
    }

    /// The locales from whichever source was named, and, for a locales file that SARIF can
    /// point at, the file and the line of each locale.
    private func namedLocales() throws(CLIError) -> (locales: [Locale], source: QALocaleSource?) {
        if allLocales { return (Locale.availableIdentifiers.sorted().map(Locale.init(identifier:)), nil) }
        if let localesFile {
            // A locale a line: a million bytes is tens of thousands of locales, far more than
            // the 1,034 Foundation knows.
            let contents = try TextInput.read(localesFile, option: "--locales-file", limit: 1_000_000, advice: "")
            let named = QAInputs.localeNames(in: contents)
            guard !named.isEmpty else { throw CLIError("--locales-file \(PickerInput.quoted(localesFile)) names no locale") }
            var lines: [String: Int] = [:]
            let locales = try named.map { entry throws(CLIError) in
                let locale = try InputParsing.locale(entry.name)
                if lines[locale.identifier(.bcp47)] == nil { lines[locale.identifier(.bcp47)] = entry.line }
                return locale
            }
            let uri = QAInputs.artifactURI(of: localesFile, currentFolder: FileManager.default.currentDirectoryPath)
            return (locales, uri.map { QALocaleSource(uri: $0, lines: lines) })
        }
        let names = (self.locales ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw CLIError("--locales names no locale") }
        return (try names.map { name throws(CLIError) in try InputParsing.locale(name) }, nil)
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
