import Foundation
import PickerAccessibility
import PickerModel
import PickerReports

/// The session's ops on a picker of the app's own rows: `configure` with `columns`, and the
/// ops that name one of its columns in `wheel`.
extension PickerSession {
    /// `configure` with `columns`: a picker described as `--picker FILE` describes one, in
    /// the picker object's `locale`.
    func configureDescribed(_ spec: [String: Any], _ request: [String: Any]) throws(Failure) -> [String: Any] {
        guard let localeName = spec["locale"] as? String else { throw Failure(code: .invalidField, message: "picker.locale is required") }
        let locale: Locale
        do {
            locale = try PickerInput.locale(localeName)
        } catch {
            throw Failure(code: .invalidField, message: error.description)
        }
        var description = spec
        description["locale"] = nil
        let parsed: PickerDescription
        do {
            parsed = try PickerDescription(jsonObject: description)
        } catch {
            let problems = error.problems.map { "picker" + $0.path.dropFirst() + ": " + $0.message }
            throw Failure(code: .invalidField, message: problems.joined(separator: "; "))
        }
        let picker = parsed.makePicker(locale: locale)
        let settings = try Self.settings(request)
        let report = CustomPickerReport(source: "configure", locale: locale, warnings: parsed.fallbackWarnings(for: locale))
        described = (picker, report)
        configuration = nil
        narrator = PickerNarrator(settings: settings, tables: tables)
        var response = describedState(picker)
        response["warnings"] = report.warnings.map { ["code": $0.code, "message": $0.message] }
        response["table"] = narrator.tables.match(for: locale).table
        return response
    }

    /// The ops on a described picker: a `wheel` names one of its columns.
    func handleDescribed(_ op: String, _ request: [String: Any], picker: any ColumnPicker, report: CustomPickerReport) throws(Failure) -> [String: Any] {
        func column() throws(Failure) -> Column {
            guard let name = request["wheel"] as? String else { throw Failure(code: .invalidField, message: "the op needs a wheel (a column's id)") }
            guard let column = picker.column(ColumnID(rawValue: name)) else {
                throw Failure(code: .wheelNotInMode, message: "the picker has no \(name) column; its columns are \(picker.columns.map(\.id.rawValue).joined(separator: ", "))")
            }
            return column
        }
        switch op {
        case "focus":
            let column = try column()
            guard let element = narrator.elements(of: picker as any ColumnPicker).first(where: { $0.column == column.id }) else {
                throw Failure(code: .wheelNotInMode, message: "the picker has no \(column.id) column")
            }
            var response: [String: Any] = [
                "wheel": column.id.rawValue, "utterance": element.utterance,
                "parts": element.parts.map { ["kind": $0.kind.rawValue, "text": $0.text, "pauseAfterMilliseconds": Self.milliseconds($0.pauseAfter)] },
            ]
            try addAudio(request, text: element.utterance, parts: element.parts, to: &response, locale: picker.locale)
            try play(element.utterance, locale: picker.locale, into: &response)
            return response
        case "increment", "decrement", "select":
            let column = try column()
            let action: WheelAction
            switch op {
            case "increment": action = .increment
            case "decrement": action = .decrement
            default:
                if let row = request["row"] as? NSNumber {
                    guard let index = Int(exactly: row.doubleValue), (0..<column.rowCount).contains(index) else {
                        throw Failure(code: .noSuchRow, message: "the \(column.id) column has rows 0 to \(column.rowCount - 1)")
                    }
                    action = .select(row: index)
                } else if let text = request["text"] as? String {
                    do {
                        action = .select(row: try RowSelection.row(named: text, in: column))
                    } catch {
                        throw Failure(code: .noSuchRow, message: error.description)
                    }
                } else {
                    throw Failure(code: .invalidField, message: "select needs a row (from 0) or a text")
                }
            }
            let result: (change: ColumnChange?, announcement: String)
            do {
                result = try narrator.perform(action, onColumn: column.id, of: picker)
            } catch {
                throw Failure(code: .noSuchRow, message: error.description)
            }
            var response = describedState(picker)
            response["announcement"] = result.announcement
            response["changed"] = result.change != nil
            try addAudio(request, text: result.announcement, parts: nil, to: &response, locale: picker.locale)
            try play(result.announcement, locale: picker.locale, into: &response)
            return response
        case "describe":
            let described = DescribeReport(of: picker, narrator: narrator, custom: report, includeRows: false)
            guard let data = try? JSONEncoder().encode(described), let object = try? JSONSerialization.jsonObject(with: data) else {
                throw Failure(code: .parse, message: "the report could not be encoded")
            }
            return ["report": object]
        default:
            return describedState(picker)
        }
    }

    /// The columns of a described picker as a response lists wheels.
    private func describedState(_ picker: any ColumnPicker) -> [String: Any] {
        let elements = narrator.elements(of: picker as any ColumnPicker)
        return [
            "wheels": zip(picker.columns, elements).map { column, element in
                [
                    "kind": column.id.rawValue, "text": column.selectedRowContent.text, "row": column.selectedRow,
                    "rowCount": column.rowCount, "value": element.value,
                ] as [String: Any]
            },
        ]
    }
}
