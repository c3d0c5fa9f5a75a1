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
        if let row = wheel.rowIndex(displaying: argument, nearestTo: wheel.selectedRow) {
            return .select(row: row)
        }
        if let value = Int(argument), let row = wheel.rowIndex(forNumber: value) {
            return .select(row: row)
        }
        let looksLikeDate = argument.wholeMatch(of: /\d{4}-\d{2}-\d{2}.*/) != nil
        if wheel.kind == .date || wheel.kind == .year, looksLikeDate {
            let day: Date
            do {
                day = try InputParsing.date(argument, option: prefix, timeZone: picker.timeZone)
            } catch {
                throw error
            }
            if let row = wheel.rowIndex(containing: day) { return .select(row: row) }
        }
        let first = wheel.row(at: 0)
        let last = wheel.row(at: wheel.rowCount - 1)
        // The date wheel's texts have no year: say which days it spans.
        let span = wheel.kind == .date
            ? "\(Self.day(first, in: picker)) to \(Self.day(last, in: picker))"
            : "\(ReportText.visible(first.text)) to \(ReportText.visible(last.text))"
        throw CLIError("\(prefix): no row '\(argument)' on the \(wheel.kind.rawValue) wheel, whose rows run from \(span); name a row by its text, its number or its position (#1 to #\(wheel.rowCount))")
    }

    /// A date-wheel row as its day, ISO 8601 ("2026-11-24").
    private static func day(_ row: WheelRow, in picker: DatePicker) -> String {
        guard case .date(let start, _) = row.value else { return row.text }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = picker.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: start)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
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
