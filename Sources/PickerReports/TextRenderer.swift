import Foundation
import PickerAccessibility
import PickerModel

/// Reports as plain-text tables for people, in columns that line up in a terminal
/// (East Asian wide characters count two); invisible characters are shown as `\u{202F}`.
public enum TextRenderer {
    /// The configuration block that opens every report.
    public static func header(_ report: PickerReport) -> String {
        // The locale and zone are input: written visibly, they can carry no escape sequence.
        var lines = ["\(report.mode.rawValue) picker · \(ReportText.visible(report.locale)) · \(report.calendar) · \(ReportText.visible(report.timeZone))"]
        if report.mode == .countDownTimer {
            lines.append("duration  \(Int(report.countDownDuration)) s (\(ReportText.duration(report.countDownDuration)))")
        } else {
            lines.append("date      \(report.date) (\(report.wallTime))")
        }
        lines.append("now       \(report.now)")
        lines.append("interval  \(report.minuteInterval) min")
        let bounds = report.minimumDate == nil && report.maximumDate == nil
            ? "none"
            : "\(report.minimumDate ?? "…") to \(report.maximumDate ?? "…")"
        lines.append("bounds    \(bounds)")
        if report.warnings.isEmpty {
            lines.append("warnings  none")
        } else {
            for warning in report.warnings {
                lines.append("warning   \(warning.message) [\(warning.code)]")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The block that opens a report on a picker an app describes.
    public static func header(_ custom: CustomPickerReport) -> String {
        var lines = ["described picker · \(ReportText.visible(custom.locale)) · \(ReportText.visible(custom.source))"]
        if custom.warnings.isEmpty {
            lines.append("warnings  none")
        } else {
            lines += custom.warnings.map { "warning   \($0.message) [\($0.code)]" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Which table spoke, in a line: "fr-CA", or "en (fallback: no complete table in the language of mk-MK)".
    public static func localization(_ match: LocalizationMatch) -> String {
        match.isFallback ? "\(match.table) (fallback: no complete table in the language of \(match.requested))" : match.table
    }

    /// A `describe` report: the wheels, the utterances on focus, and rows when listed.
    public static func describe(_ report: DescribeReport) -> String {
        var text = report.picker.map(header) ?? report.custom.map(header) ?? ""
        if let match = report.wheels.first?.localization {
            text += "phrases   \(localization(match))\n"
        }
        text += "phrasing  \(report.settings.phrasing.rawValue)\n"
        if let style = report.style {
            text += "style     \(style.style.rawValue)\(style.expanded.map { " (\($0) popover open)" } ?? "")\n\n"
            text += "Heard in swipe order:\n"
            return text + render(style.elements.map { [$0.id.rawValue, ReportText.visible($0.utterance)] })
                .split(separator: "\n").map { "  " + $0 + "\n" }.joined()
        }
        text += "\n"
        let table = [[report.picker == nil ? "column" : "wheel", "shows", "says", "position", "cyclic"]] + report.wheels.map { wheel in
            [
                wheel.kind.rawValue,
                ReportText.visible(wheel.selectedText),
                ReportText.visible(wheel.value),
                "\(wheel.selectedRow + 1) of \(wheel.rowCount)",
                wheel.cyclic ? "yes" : "no",
            ]
        }
        text += render(table)
        let settings = report.settings
        let off = [
            settings.speaksLabels ? nil : "labels",
            settings.speaksPosition ? nil : "position",
            settings.speaksHints ? nil : "hints",
        ].compactMap { $0 }
        text += "\nHeard on focus\(off.isEmpty ? "" : " (off: \(off.joined(separator: ", ")))"):\n"
        text += render(report.wheels.flatMap { wheel in
            [[wheel.kind.rawValue, ReportText.visible(wheel.utterance)]]
                + (wheel.spokenAs.map { [["spoken as", ReportText.visible($0)]] } ?? [])
        })
            .split(separator: "\n").map { "  " + $0 + "\n" }.joined()
        for wheel in report.wheels {
            guard let rows = wheel.rows else { continue }
            text += "\n\(wheel.kind.rawValue) rows (▸ selected, × not selectable; shows → says):\n"
            for (index, row) in rows.enumerated() {
                let mark = index == wheel.selectedRow ? "▸" : " "
                let state = row.selectable ? " " : "×"
                let spoken = row.spoken == row.text ? "" : " → \(ReportText.visible(row.spoken))"
                text += "  \(mark)\(state) \(String(index + 1).leftPadded(to: 3, with: " ")) \(ReportText.visible(row.text))\(spoken)\n"
            }
        }
        return text
    }

    /// A `simulate` report: a line per step.
    public static func simulate(_ report: SimulateReport) -> String {
        let startTexts = report.startTexts
        let countDown = report.isCountDown
        let text = (report.picker.map(header) ?? report.custom.map(header) ?? "") + "phrases   \(localization(report.localization))\n"
            + "phrasing  \(report.settings.phrasing.rawValue)\n" + (report.style.map { "style     \($0.rawValue)\n" } ?? "") + "\n"
        func shows(_ texts: [String]) -> String { texts.map(ReportText.visible).joined(separator: " | ") }
        var table = [["step", "action", "announced", "changed", "wheels show", countDown ? "duration" : "date"]]
        table.append(["start", "", "", "", shows(startTexts), report.startValue])
        for (index, step) in report.steps.enumerated() {
            table.append([
                String(index + 1),
                ReportText.visible(step.action),
                ReportText.visible(step.announcement),
                step.changed ? "yes" : "no",
                shows(step.selectedTexts),
                step.valueText,
            ])
        }
        // A styled picker's steps are gestures: each says where the focus is after it.
        if report.style != nil {
            table = table.enumerated().map { index, row in
                var row = row
                row.insert(index == 0 ? "focus" : index == 1 ? "" : report.steps[index - 2].wheel.rawValue, at: 2)
                return row
            }
        }
        // A described picker's value is its rows: no date or duration column.
        var rendered = text + render(report.picker == nil ? table.map { Array($0.dropLast()) } : table)
        let spoken = report.steps.enumerated().compactMap { index, step in step.spokenAs.map { [String(index + 1), ReportText.visible($0)] } }
        if !spoken.isEmpty {
            rendered += "\nSpoken as (what the voice is given, where it differs from the announcement):\n"
            rendered += render(spoken).split(separator: "\n").map { "  " + $0 + "\n" }.joined()
        }
        return rendered
    }

    /// Columns separated by two spaces, each as wide as its widest cell.
    public static func render(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { ReportText.columns($0[column]) }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated()
                .map { $0.offset == columns - 1 ? $0.element : $0.element.padded(to: widths[$0.offset]) }
                .joined(separator: "  ")
                .trimmingSpaces
        }.joined(separator: "\n") + "\n"
    }
}
