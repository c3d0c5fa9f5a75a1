import ArgumentParser
import Foundation
import PickerModel
import PickerReports
import PickerSession

/// `--picker FILE`: a picker an app describes in JSON (`pickervoice schema picker`), in
/// place of a date picker's options.
struct DescribedPickerOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A picker of the app's own columns, described in JSON ('pickervoice schema picker'), instead of a date picker.",
        discussion: "Its texts are picked for --locale; quantities and names of regions, languages and currencies come from CLDR.",
        valueName: "file"
    ))
    var picker: String?

    /// Refuses the date picker's options beside `--picker`.
    func validate(against options: PickerOptions) throws {
        guard picker != nil else { return }
        let given = [
            ("--date", options.date), ("--minimum-date", options.minimumDate), ("--maximum-date", options.maximumDate),
            ("--calendar", options.calendar), ("--time-zone", options.timeZone), ("--now", options.now),
        ].filter { $0.1 != nil }.map(\.0) + (options.countDownDuration == nil ? [] : ["--countdown-duration"])
        if let first = given.first {
            throw ValidationError("\(first) is a date picker's option; a picker from --picker has only its columns and --locale")
        }
    }

    /// Refuses, as ArgumentParser refuses a value it cannot read, a `name` given to
    /// `option` that is no wheel of a date picker, where no `--picker` makes it a column.
    func validateWheel(_ name: String?, option: String) throws {
        guard picker == nil, let name, WheelKind(rawValue: name) == nil else { return }
        let names = WheelKind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw ValidationError("The value '\(name)' is invalid for '\(option) <wheel>'. Please provide one of \(names).")
    }

    /// The description in `file`, checked: one line per problem, each with its JSON path.
    static func read(_ file: String) throws(CLIError) -> PickerDescription {
        let data = Data(try TextInput.read(file, option: "--picker", limit: PickerDescription.maximumBytes, advice: "").utf8)
        do {
            return try PickerDescription(json: data)
        } catch {
            throw CLIError(problems: error.problems.map { "--picker \(PickerInput.quoted(file)): \($0)" })
        }
    }

    /// The described picker in `options`' locale (or the process's), with its report block.
    func load(
        _ file: String, options: PickerOptions, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CLIError) -> (ListPicker, CustomPickerReport) {
        let description = try Self.read(file)
        let locale = try options.locale.map(InputParsing.locale) ?? InputParsing.processLocale(environment: environment)
        let report = CustomPickerReport(source: file, locale: locale, warnings: description.fallbackWarnings(for: locale))
        return (description.makePicker(locale: locale), report)
    }
}

/// `--style` and `--expand`: a date picker shown as iOS shows it since iOS 14, a compact
/// button or an inline calendar, instead of its wheels.
struct StyleOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "How the picker is shown: wheels, compact, inline or automatic (compact since iOS 14; a countdown timer is always wheels).",
        valueName: "style"
    ))
    var style: DatePickerStyle?

    @Option(help: ArgumentHelp("With --style compact: the button whose popover is open (date or time).", valueName: "part"))
    var expand: CompactDatePicker.Part?

    /// Refuses `--style` beside `--picker`, and `--expand` without a compact style.
    func validate(with described: DescribedPickerOption) throws {
        if described.picker != nil, style != nil {
            throw ValidationError("--style is a date picker's option; a picker from --picker has only its columns")
        }
        if expand != nil, style?.resolved(for: .date) != .compact {
            throw ValidationError("--expand opens a compact button's popover: give --style compact or automatic")
        }
    }
}
