import ArgumentParser
import Foundation
import PickerAccessibility
import PickerModel
import PickerReports
import PickerSession

extension DatePickerMode: ExpressibleByArgument {}

/// The options that configure a picker, shared by every subcommand.
///
/// The process's defaults (locale, time zone, clock) are read here and nowhere else.
struct PickerOptions: ParsableArguments {
    @Option(help: "The picker mode: date, time, dateAndTime or countDownTimer.")
    var mode: DatePickerMode = .dateAndTime

    @Option(help: ArgumentHelp(
        "The selected date, ISO 8601 (default: now).",
        discussion: "With a Z or an offset it is an instant; without one (2026-11-21T14:05) it is a wall time in --time-zone.",
        valueName: "iso-8601"
    ))
    var date: String?

    @Option(name: .customLong("minimum-date"), help: ArgumentHelp("The earliest selectable date, ISO 8601.", valueName: "iso-8601"))
    var minimumDate: String?

    @Option(name: .customLong("maximum-date"), help: ArgumentHelp("The latest selectable date, ISO 8601.", valueName: "iso-8601"))
    var maximumDate: String?

    // .unconditional: "--minute-interval -1" is a value (which the picker's rule replaces),
    // not an unknown option -1.
    @Option(name: .customLong("minute-interval"), parsing: .unconditional, help: "The step of the minute wheel; divisors of 60 up to 30, anything else means 1.")
    var minuteInterval: Int = 1

    @Option(name: .customLong("countdown-duration"), parsing: .unconditional, help: ArgumentHelp("The countdown duration in seconds (countDownTimer mode).", valueName: "seconds"))
    var countDownDuration: Double?

    @Option(help: ArgumentHelp("The locale, as a BCP-47 tag or ICU identifier (default: from LC_ALL, LC_TIME or LANG).", valueName: "identifier"), completion: Completions.locales)
    var locale: String?

    @Option(help: ArgumentHelp("The calendar: gregorian, hebrew, islamic, islamic-umalqura, buddhist, japanese, persian, ... (default: the locale's).", valueName: "cldr-name"), completion: Completions.calendars)
    var calendar: String?

    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The time zone, an IANA name (default: the system's).", valueName: "iana-name"), completion: Completions.timeZones)
    var timeZone: String?

    @Option(help: ArgumentHelp(
        "The instant taken as now, ISO 8601 (default: the system clock).",
        discussion: "It is the default date and the day the date wheel calls Today; fix it for reproducible reports.",
        valueName: "iso-8601"
    ))
    var now: String?

    /// The options as a description of a picker, read by the library as a session's
    /// `configure` is.
    var request: PickerRequest {
        PickerRequest(
            mode: mode, locale: locale, calendar: calendar, timeZone: timeZone, date: date,
            minimumDate: minimumDate, maximumDate: maximumDate, now: now,
            minuteInterval: minuteInterval, countDownDuration: countDownDuration
        )
    }

    /// Options given that the mode does not use, with the reason.
    var ignoredOptionNotes: [WarningReport] {
        request.ignoredFieldWarnings(naming: .options)
    }

    /// Builds the picker the options describe, and returns it with the instant taken as now.
    ///
    /// The process's defaults are read here and nowhere else: the locale from `LC_ALL`,
    /// `LC_TIME` or `LANG`, the system's time zone and clock.
    func makePicker(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CLIError) -> ConfiguredPicker {
        let defaults = PickerRequest.Environment(
            locale: locale == nil ? InputParsing.processLocale(environment: environment) : nil,
            timeZone: TimeZone.current,
            clock: { Date() }
        )
        do {
            return try request.build(in: defaults, naming: .options)
        } catch {
            throw CLIError(error.description)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}

/// How a report is printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// A table for people; invisible characters are shown as `\u{202F}`.
    case text
    /// The contract for programs; see `pickervoice schema`.
    case json
}

extension Phrasing: ExpressibleByArgument {}

/// How values are worded, for every command that says what a picker speaks.
struct PhrasingOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "How values are worded: voiceOver (what iOS says) or natural (what a native speaker says).",
        discussion: "natural changes values only: months said alone in their stand-alone form (Russian 'ноябрь', not 'ноября'), hours as a time of day (Spanish 'las dos', Polish 'czternasta'), clock minutes rather than durations (Chinese '5分').",
        valueName: "phrasing"
    ))
    var phrasing: Phrasing = .voiceOver
}

/// The screen reader's settings: flags that turn each part off, and the phrasing.
struct VoiceOverOptions: ParsableArguments {
    @Flag(name: .customLong("no-label"), help: "Do not speak the wheel's label before its value.")
    var noLabel = false

    @Flag(name: .customLong("no-position"), help: "Do not speak the position (\"3 of 12\").")
    var noPosition = false

    @Flag(name: .customLong("no-hints"), help: "Do not speak the hint.")
    var noHints = false

    @OptionGroup var wording: PhrasingOptions

    var settings: VoiceOverSettings {
        VoiceOverSettings(
            speaksLabels: !noLabel, speaksPosition: !noPosition, speaksHints: !noHints, phrasing: wording.phrasing
        )
    }
}

extension DatePickerStyle: ExpressibleByArgument {}
extension CompactDatePicker.Part: ExpressibleByArgument {}
