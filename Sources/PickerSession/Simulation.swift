import Foundation
import PickerAccessibility
import PickerModel
import PickerReports

/// Performing a script of actions on a picker and reporting what is announced after each:
/// the use case of `pickervoice simulate`, for any front end (a Swift kiosk, a test).
///
/// ```swift
/// let script = try ActionScript("increment hour, select minute 30")
/// let report = try Simulation.run(script, on: configured, narrator: PickerNarrator())
/// report.steps.map(\.announcement)   // ["15 Uhr", "30 Minuten"] for de_DE at 14:05
/// ```
package enum Simulation {
    /// A step that could not be performed: its number (from 1), its text, and why.
    package struct StepFailure: Error, Sendable, CustomStringConvertible {
        package let step: Int
        package let text: String
        package let reason: String

        package var description: String { "step \(step) '\(text)': \(reason)" }
    }

    /// Performs every step of `script` on the configured picker, narrating each.
    ///
    /// - Throws: ``StepFailure`` for the first step that names a wheel the mode lacks or a
    ///   row the wheel does not have; the picker keeps the steps before it.
    package static func run(
        _ script: ActionScript, on configured: ConfiguredPicker, narrator: PickerNarrator,
        extraWarnings: [WarningReport] = []
    ) throws(StepFailure) -> SimulateReport {
        let picker = configured.picker
        let start = configured.report(extraWarnings: extraWarnings)
        let shownAtStart = picker.columns.map(ColumnShown.init)
        var steps: [StepReport] = []
        for (index, step) in script.steps.enumerated() {
            func failure(_ reason: String) -> StepFailure {
                StepFailure(step: index + 1, text: step.text, reason: reason)
            }
            let action: WheelAction
            do {
                action = try RowSelection.action(for: step, on: picker)
            } catch {
                throw failure(error.description)
            }
            guard let kind = step.wheel else { throw failure("a date picker has no \(step.column) wheel") }
            do {
                let result = try narrator.perform(action, on: kind, of: picker)
                steps.append(StepReport(action: step.text, result: result, picker: picker))
            } catch {
                throw failure(error.message(on: picker))
            }
        }
        return SimulateReport(
            picker: start, settings: SimulateSettingsReport(phrasing: narrator.settings.phrasing),
            localization: narrator.localization(of: picker), start: shownAtStart, steps: steps
        )
    }

    /// Performs every step of `script` on a picker an app describes, narrating each.
    ///
    /// - Throws: ``StepFailure`` for the first step that names a row the column does not have.
    package static func run(
        _ script: ActionScript, on picker: any ColumnPicker, custom: CustomPickerReport, narrator: PickerNarrator
    ) throws(StepFailure) -> SimulateReport {
        let shownAtStart = picker.columns.map(ColumnShown.init)
        var steps: [StepReport] = []
        for (index, step) in script.steps.enumerated() {
            func failure(_ reason: String) -> StepFailure {
                StepFailure(step: index + 1, text: step.text, reason: reason)
            }
            guard let column = picker.column(step.column) else {
                throw failure("the picker has no \(step.column) column; its columns are \(picker.columns.map(\.id.rawValue).joined(separator: ", "))")
            }
            let action: WheelAction
            switch step.verb {
            case .increment: action = .increment
            case .decrement: action = .decrement
            case .select:
                do {
                    action = .select(row: try RowSelection.row(named: step.argument ?? "", in: column))
                } catch {
                    throw failure(error.description)
                }
            }
            do {
                let (change, announcement) = try narrator.perform(action, onColumn: step.column, of: picker)
                steps.append(StepReport(action: step.text, column: step.column, changed: change != nil, announcement: announcement, picker: picker))
            } catch {
                throw failure(error.description)
            }
        }
        return SimulateReport(
            picker: nil, custom: custom, settings: SimulateSettingsReport(phrasing: narrator.settings.phrasing),
            localization: narrator.tables.match(for: picker.locale), start: shownAtStart, steps: steps
        )
    }
}

/// Finding the row a person names: by its text ("Tue, Nov 24", nearest the selected row),
/// its number (the year 2030, hour 14), its position (`#3`), or on the year and date
/// wheels a day in ISO 8601. The command line's `select` steps and the session's
/// `select` with a text read rows through it.
package enum RowSelection {
    /// How far from the selection, in rows, a text names a row of the date wheel.
    package static let dateTextReach = 3_660

    /// The action a step stands for, with the row a `select` step names.
    package static func action(for step: ActionScript.Step, on picker: DatePicker) throws(PickerInput.Failure) -> WheelAction {
        switch step.verb {
        case .increment: return .increment
        case .decrement: return .decrement
        case .select:
            guard let kind = step.wheel else { throw PickerInput.Failure("a date picker has no \(step.column) wheel") }
            return .select(row: try row(named: step.argument ?? "", on: kind, of: picker))
        }
    }

    /// The index of the row `argument` names in a column of a picker that is not a date
    /// picker: its position (`#3`), its text, what is said for it, or its key (a range's
    /// number, a names column's code), compared without regard to case.
    package static func row(named argument: String, in column: Column) throws(PickerInput.Failure) -> Int {
        if argument.hasPrefix("#") {
            guard let position = Int(argument.dropFirst()), (1...column.rowCount).contains(position) else {
                throw PickerInput.Failure("the \(column.id) column has rows #1 to #\(column.rowCount)")
            }
            return position - 1
        }
        func same(_ text: String?) -> Bool {
            text.map { $0.compare(argument, options: [.caseInsensitive]) == .orderedSame } ?? false
        }
        if let row = (0..<column.rowCount).first(where: { index in
            let row = column.row(at: index)
            return same(row.text) || same(row.accessibilityLabel) || same(row.key)
        }) { return row }
        let first = VisibleText.escaped(column.row(at: 0).text)
        let last = VisibleText.escaped(column.row(at: column.rowCount - 1).text)
        throw PickerInput.Failure("no row \(PickerInput.quoted(argument)) in the \(column.id) column, whose rows run from \(first) to \(last); name a row by its text, its value or its position (#1 to #\(column.rowCount))")
    }

    /// The index of the row `argument` names on the `kind` wheel of `picker`.
    package static func row(named argument: String, on kind: WheelKind, of picker: DatePicker) throws(PickerInput.Failure) -> Int {
        guard let wheel = picker.wheel(kind) else {
            throw PickerInput.Failure(DatePickerError.wheelNotInMode(kind, picker.mode).message(on: picker))
        }
        if argument.hasPrefix("#") {
            guard let position = Int(argument.dropFirst()), (1...wheel.rowCount).contains(position) else {
                throw PickerInput.Failure("the \(kind.rawValue) wheel has rows #1 to #\(wheel.rowCount)")
            }
            return position - 1
        }
        // The date wheel's texts recur and it can hold millions of rows: a text is looked for
        // within about ten years of the selection; further days are named by their date.
        let reach = kind == .date ? dateTextReach : wheel.rowCount
        if let row = wheel.rowIndex(displaying: argument, nearestTo: wheel.selectedRow, within: reach) { return row }
        if kind != .date, let value = Int(argument), let row = wheel.rowIndex(forNumber: value) { return row }
        let looksLikeDate = argument.wholeMatch(of: /\d{4}-\d{2}-\d{2}.*/) != nil
        if kind == .date || kind == .year, looksLikeDate {
            let day = try PickerInput.date(argument, option: "day", timeZone: picker.timeZone)
            if let row = wheel.rowIndex(containing: day) { return row }
        }
        let first = wheel.row(at: 0)
        let last = wheel.row(at: wheel.rowCount - 1)
        // The date wheel's texts have no year: say which days it spans.
        let span = kind == .date
            ? "\(day(first, in: picker)) to \(day(last, in: picker)) (a text names a day within ten years of the selected one)"
            : "\(VisibleText.escaped(first.text)) to \(VisibleText.escaped(last.text))"
        throw PickerInput.Failure("no row \(PickerInput.quoted(argument)) on the \(kind.rawValue) wheel, whose rows run from \(span); name a row by its text, its number or its position (#1 to #\(wheel.rowCount))")
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

extension DatePickerError {
    /// The sentence for this error, naming the wheels `picker` really has in its locale.
    package func message(on picker: DatePicker) -> String {
        switch self {
        case .wheelNotInMode:
            "\(self); its wheels are \(picker.wheels.map(\.kind.rawValue).joined(separator: ", "))"
        case .rowOutOfRange:
            description
        }
    }
}
