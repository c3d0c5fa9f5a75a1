/// Reports as Markdown tables, to paste into an audit report or a ticket.
public enum MarkdownRenderer {
    /// The configuration, a table of wheels, and the utterance of each on focus.
    public static func describe(_ report: DescribeReport) -> String {
        var text = report.picker.map { heading($0, title: "Date picker: what a screen reader says") }
            ?? report.custom.map { "## Picker: what a screen reader says\n\n- Description: \(cell($0.source)); locale: \(cell($0.locale))\n" } ?? ""
        if let match = report.wheels.first?.localization {
            text += "- Phrases: \(cell(TextRenderer.localization(match)))\n"
        }
        text += "- Phrasing: \(report.settings.phrasing.rawValue)\n\n"
        text += table(
            ["Wheel", "Shows", "Label", "Value", "Traits", "Position", "Hint"],
            report.wheels.map { wheel in
                [wheel.kind.rawValue, wheel.selectedText, wheel.label, wheel.value, wheel.traits.joined(separator: ", "),
                 wheel.position, wheel.hint]
            }
        )
        text += "\n### Heard on focus\n\n"
        if report.wheels.contains(where: { $0.spokenAs != nil }) {
            text += table(["Wheel", "Utterance", "Spoken as"], report.wheels.map { [$0.kind.rawValue, $0.utterance, $0.spokenAs ?? ""] })
        } else {
            text += table(["Wheel", "Utterance"], report.wheels.map { [$0.kind.rawValue, $0.utterance] })
        }
        for wheel in report.wheels {
            guard let rows = wheel.rows else { continue }
            text += "\n### \(wheel.kind.rawValue) rows\n\n"
            text += table(["#", "Shows", "Says", "Selectable"], rows.enumerated().map { index, row in
                [String(index + 1) + (index == wheel.selectedRow ? " (selected)" : ""), row.text, row.spoken, row.selectable ? "yes" : "no"]
            })
        }
        return text
    }

    /// The configuration and a table of steps.
    public static func simulate(_ report: SimulateReport) -> String {
        var text = report.picker.map { heading($0, title: "Date picker: what is announced after each action") }
            ?? report.custom.map { "## Picker: what is announced after each action\n\n- Description: \(cell($0.source)); locale: \(cell($0.locale))\n" } ?? ""
        text += "- Phrases: \(cell(TextRenderer.localization(report.localization)))\n"
        text += "- Phrasing: \(report.settings.phrasing.rawValue)\n\n"
        let countDown = report.isCountDown
        // A column of what the voice is given, where any announcement is spoken otherwise.
        let spoken = report.steps.contains { $0.spokenAs != nil }
        text += table(
            ["Step", "Action", "Announced", "Changed", "Wheels show", countDown ? "Duration" : "Date"] + (spoken ? ["Spoken as"] : []),
            [["start", "", "", "", report.startTexts.joined(separator: " | "),
              report.startValue] + (spoken ? [""] : [])]
                + report.steps.enumerated().map { index, step in
                    [String(index + 1), step.action, step.announcement, step.changed ? "yes" : "no",
                     step.selectedTexts.joined(separator: " | "), step.valueText] + (spoken ? [step.spokenAs ?? ""] : [])
                }
        )
        return text
    }

    /// A table with a header row; cells escaped.
    public static func table(_ header: [String], _ rows: [[String]]) -> String {
        let lines = [header.map(cell), header.map { _ in "---" }] + rows.map { $0.map(cell) }
        return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n") + "\n"
    }

    /// Text safe in a table cell: pipes, backslashes and Markdown's markup characters
    /// escaped, line breaks as `<br>`, invisible characters shown.
    public static func cell(_ text: String) -> String {
        var result = ""
        for character in ReportText.visible(text) {
            switch character {
            case "|", "\\", "*", "_", "`", "[", "]", "<", ">", "#": result += "\\\(character)"
            case "\n", "\r\n": result += "<br>"
            default: result.append(character)
            }
        }
        return result
    }

    private static func heading(_ picker: PickerReport, title: String) -> String {
        var lines = ["## \(title)", ""]
        lines.append("- Mode: \(picker.mode.rawValue); locale: \(cell(picker.locale)); calendar: \(picker.calendar); time zone: \(cell(picker.timeZone))")
        if picker.mode == .countDownTimer {
            lines.append("- Duration: \(Int(picker.countDownDuration)) s (\(ReportText.duration(picker.countDownDuration)))")
        } else {
            lines.append("- Date: \(picker.date) (\(cell(picker.wallTime)))")
        }
        let bounds = picker.minimumDate == nil && picker.maximumDate == nil
            ? "none" : "\(picker.minimumDate ?? "…") to \(picker.maximumDate ?? "…")"
        lines.append("- Minute interval: \(picker.minuteInterval) min; bounds: \(bounds)")
        for warning in picker.warnings { lines.append("- Warning: \(cell(warning.message)) (`\(warning.code)`)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
