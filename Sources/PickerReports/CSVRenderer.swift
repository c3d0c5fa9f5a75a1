/// Reports as CSV (RFC 4180): a header row, then one row per wheel or step; fields quoted
/// where they hold a comma, a quote or a line break; lines end in CRLF.
///
/// A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
/// return as a formula; such text cells get a leading `'`, as OWASP advises, so a
/// hostile label cannot run anything. Number and yes/no columns are written as they are.
public enum CSVRenderer {
    /// One row per wheel; `row` is the selected row's number, from 1; `spokenAs` is empty
    /// where the voice reads the utterance as written.
    public static func describe(_ report: DescribeReport) -> String {
        let header = ["locale", "mode", "calendar", "timeZone", "wheel", "shows", "label", "value", "traits",
                      "position", "hint", "utterance", "row", "rowCount", "cyclic", "table", "fallback", "spokenAs"]
        let rows = report.wheels.map { wheel in
            [
                text(report.locale), text(report.picker?.mode.rawValue ?? "described"), text(report.picker?.calendar ?? ""),
                text(report.picker?.timeZone ?? ""), text(wheel.kind.rawValue), text(wheel.selectedText), text(wheel.label),
                text(wheel.value), text(wheel.traits.joined(separator: "; ")), text(wheel.position), text(wheel.hint),
                text(wheel.utterance), String(wheel.selectedRow + 1), String(wheel.rowCount), wheel.cyclic ? "yes" : "no",
                text(wheel.localization.table), wheel.localization.isFallback ? "yes" : "no", text(wheel.spokenAs ?? ""),
            ]
        }
        return table([header] + rows)
    }

    /// One row per step, after a row for the start.
    public static func simulate(_ report: SimulateReport) -> String {
        let header = ["step", "action", "wheel", "changed", "announcement", "date", "countDownDuration", "wheelsShow", "spokenAs"]
        let start = ["0", text("start"), "", "", "", report.picker?.date ?? "",
                     report.isCountDown ? String(Int(report.picker?.countDownDuration ?? 0)) : "",
                     text(report.startTexts.joined(separator: " | ")), ""]
        let rows = report.steps.enumerated().map { index, step in
            [
                String(index + 1), text(step.action), text(step.wheel.rawValue), step.changed ? "yes" : "no",
                text(step.announcement), step.date ?? "", step.countDownDuration.map { String(Int($0)) } ?? "",
                text(step.selectedTexts.joined(separator: " | ")), text(step.spokenAs ?? ""),
            ]
        }
        return table([header, start] + rows)
    }

    /// Rows of fields, quoted where needed, CRLF after each.
    public static func table(_ rows: [[String]]) -> String {
        rows.map { $0.map(quoted).joined(separator: ",") + "\r\n" }.joined()
    }

    /// A text cell made safe for spreadsheets: a leading `'` before `=`, `+`, `-`, `@`,
    /// tab or carriage return.
    public static func text(_ value: String) -> String {
        guard let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return value }
        return "'" + value
    }

    private static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
