import Foundation
import PickerModel
import PickerSession

/// The CLI's face of ``PickerInput``: the same readings, with errors as ``CLIError``.
enum InputParsing {
    static func locale(_ text: String) throws(CLIError) -> Locale {
        try wrap { () throws(PickerInput.Failure) in try PickerInput.locale(text) }
    }

    static func calendar(_ text: String) throws(CLIError) -> Calendar {
        try wrap { () throws(PickerInput.Failure) in try PickerInput.calendar(text) }
    }

    /// Refuses a calendar the model does not support, naming where it came from.
    static func supported(_ identifier: Calendar.Identifier, named name: String) throws(CLIError) {
        try wrap { () throws(PickerInput.Failure) in try PickerInput.supported(identifier, named: name) }
    }

    /// Refuses a calendar the model does not support in `timeZone`, naming where it came from.
    static func supported(_ identifier: Calendar.Identifier, named name: String, in timeZone: TimeZone) throws(CLIError) {
        try wrap { () throws(PickerInput.Failure) in try PickerInput.supported(identifier, named: name, in: timeZone) }
    }

    static func timeZone(_ text: String) throws(CLIError) -> TimeZone {
        try wrap { () throws(PickerInput.Failure) in try PickerInput.timeZone(text) }
    }

    /// Reads an ISO 8601 date; see ``PickerInput/date(_:option:timeZone:)``.
    static func date(_ text: String, option: String, timeZone: TimeZone) throws(CLIError) -> Date {
        try wrap { () throws(PickerInput.Failure) in try PickerInput.date(text, option: option, timeZone: timeZone) }
    }

    /// The locale of the process, from `LC_ALL`, `LC_TIME` or `LANG`.
    static func processLocale(environment: [String: String]) -> Locale {
        PickerInput.processLocale(environment: environment)
    }

    private static func wrap<T>(_ body: () throws(PickerInput.Failure) -> T) throws(CLIError) -> T {
        do {
            return try body()
        } catch {
            throw CLIError(error.description)
        }
    }
}
