import Foundation
import PickerReports
import PickerModel

/// Finds the row a `select` step names.
enum RowSelector {
    static func action(for step: ActionScript.Step, number: Int, on picker: DatePicker) throws(CLIError) -> WheelAction {
        switch step.verb {
        case .increment: return .increment
        case .decrement: return .decrement
        case .select: break
        }
        let prefix = "--actions step \(number) '\(step.text)'"
        guard let wheel = picker.wheel(step.wheel) else {
            throw CLIError("\(prefix): \(ErrorText.message(for: .wheelNotInMode(step.wheel, picker.mode), on: picker))")
        }
        let argument = step.argument ?? ""
        if argument.hasPrefix("#") {
            guard let position = Int(argument.dropFirst()), (1...wheel.rowCount).contains(position) else {
                throw CLIError("\(prefix): the \(wheel.kind.rawValue) wheel has rows #1 to #\(wheel.rowCount)")
            }
            return .select(row: position - 1)
        }
        if let row = wheel.rowIndex(displaying: argument) {
            return .select(row: row)
        }
        if let value = Int(argument), let row = wheel.rowIndex(forNumber: value) {
            return .select(row: row)
        }
        if wheel.kind == .date || wheel.kind == .year,
           let day = try? InputParsing.date(argument, option: "", timeZone: picker.timeZone),
           let row = wheel.rowIndex(containing: day)
        {
            return .select(row: row)
        }
        let first = wheel.row(at: 0).text
        let last = wheel.row(at: wheel.rowCount - 1).text
        throw CLIError("\(prefix): no row '\(argument)' on the \(wheel.kind.rawValue) wheel, whose rows run from \(ReportText.visible(first)) to \(ReportText.visible(last)); name a row by its text, its number or its position (#1 to #\(wheel.rowCount))")
    }
}

/// The sentences the CLI prints for the model's errors.
enum ErrorText {
    /// The message for `error`, naming the wheels `picker` really has in its locale.
    static func message(for error: DatePickerError, on picker: DatePicker) -> String {
        switch error {
        case .wheelNotInMode:
            "\(error); its wheels are \(picker.wheels.map(\.kind.rawValue).joined(separator: ", "))"
        case .rowOutOfRange:
            error.description
        }
    }
}
