import Foundation
import PickerQA

/// The formats of a QA sweep's report.
public enum QAFormat: String, CaseIterable, Sendable {
    /// A summary by code and severity for people, with a few examples of each code.
    case text
    /// The whole report for programs (`pickervoice schema qa`).
    case json
    /// A row per finding (RFC 4180), safe to open in a spreadsheet.
    case csv
    /// A summary table and a table of findings, to paste into a ticket.
    case markdown
    /// JUnit XML (Jenkins' `junit-10.xsd`): a test case per locale and mode, failed by
    /// findings at or above the threshold, so that any CI system shows them.
    case junit
    /// SARIF 2.1.0, which GitHub and GitLab code scanning read: a rule per code, a result
    /// per finding, located by logical locations (locale, mode, wheel, row).
    case sarif

    /// Whether a report in this format says what made it (see ``ReportProvenance``).
    public var carriesProvenance: Bool {
        switch self {
        case .json, .markdown, .junit, .sarif: true
        case .text, .csv: false
        }
    }
}

/// Renders a ``PickerQA/QAReport`` in each ``QAFormat``.
public enum QARenderer {
    /// The report in `format`.
    ///
    /// Every format counts rows from zero, as the JSON report's `row` does.
    ///
    /// - Parameters:
    ///   - locales: every locale the sweep checked (BCP-47), for JUnit's passing cases.
    ///   - failOn: the lowest severity that fails a JUnit case.
    ///   - toolVersion: the version of the tool that ran the sweep, for SARIF.
    ///   - localeSource: the file the locales were read from, for SARIF's physical locations.
    ///   - provenance: what made the report, for JSON, Markdown, JUnit and SARIF (see
    ///     ``ReportProvenance``); the text summary and CSV leave it out.
    /// - Throws: an `EncodingError` from JSON encoding, which a report's values never cause.
    public static func render(
        _ report: QAReport, as format: QAFormat, locales: [String], failOn: QASeverity, toolVersion: String,
        localeSource: QALocaleSource? = nil, provenance: ReportProvenance? = nil
    ) throws -> String {
        switch format {
        case .text: text(report)
        case .json: try ReportText.json(report, provenance: provenance) + "\n"
        case .csv: csv(report)
        case .markdown: markdown(report) + ReportText.markdownProvenance(provenance)
        case .junit: junit(report, locales: locales, failOn: failOn, provenance: provenance)
        case .sarif: try sarif(report, toolVersion: toolVersion, localeSource: localeSource, provenance: provenance)
        }
    }

    /// How many examples of each code the text summary shows.
    public static let examplesPerCode = 3

    /// Counts by code and severity, then a few examples of each code found.
    public static func text(_ report: QAReport) -> String {
        let summary = report.summary
        let configuration = report.configuration
        var text = "qa: \(summary.localesChecked) locales × "
        if let picker = configuration.picker {
            text += "the picker in \(ReportText.visible(picker))"
        } else {
            text += "\(configuration.modes.map(\.rawValue).joined(separator: ", ")) · \(configuration.calendars.joined(separator: ", "))"
        }
        text += " · phrasing \(configuration.phrasing.rawValue)"
        text += " · max width \(configuration.maxWidth)\(configuration.speechChecked ? " · speech checked" : "")\n"
        if !configuration.speechChecked {
            text += "speech not checked" + (configuration.speechNotCheckedReason.map { ": " + $0 } ?? "") + "\n"
        }
        text += "\(summary.rowsSpoken) rows spoken; \(summary.findingCount) findings in \(summary.localesWithFindings) locales\n"
        if let filtered = report.filtered { text += filteredLine(filtered) }
        text += "\n"
        let codes = summary.byCode.filter { $0.count > 0 }
        if codes.isEmpty { return text + "no findings\n" }
        let severities = summary.bySeverity.filter { $0.count > 0 }.map { "\($0.count) \($0.severity.rawValue)" }
        text += "by severity: \(severities.joined(separator: ", "))\n\n"
        text += TextRenderer.render([["code", "severity", "findings", "locales"]] + codes.map { count in
            let findings = report.findings.filter { $0.code == count.code }
            return [count.code.rawValue, Set(findings.map(\.severity)).sorted().map(\.rawValue).joined(separator: "/"),
                    String(count.count), String(Set(findings.map(\.locale)).count)]
        })
        for count in codes {
            text += "\n\(count.code.rawValue), for example:\n"
            for finding in report.findings.filter({ $0.code == count.code }).prefix(examplesPerCode) {
                text += "  \(place(of: finding)): \(ReportText.visible(finding.message))\n"
            }
        }
        return text
    }

    /// "left out: 3 findings of the baseline; 2 ignored (too-wide)".
    private static func filteredLine(_ filtered: QAReport.Filtered) -> String {
        var parts: [String] = []
        if filtered.baseline { parts.append("\(filtered.knownFindings) in the baseline") }
        if !filtered.ignoredCodes.isEmpty {
            parts.append("\(filtered.ignoredFindings) ignored (\(filtered.ignoredCodes.map(\.rawValue).joined(separator: ", ")))")
        }
        return "left out: " + parts.joined(separator: "; ") + "\n"
    }

    /// A row per finding.
    public static func csv(_ report: QAReport) -> String {
        let header = ["locale", "mode", "calendar", "wheel", "row", "severity", "code", "message", "text"]
        let rows = report.findings.map { finding in
            [
                CSVRenderer.text(ReportText.visible(finding.locale)), finding.mode.rawValue, CSVRenderer.text(finding.calendar),
                finding.wheel?.rawValue ?? "", finding.row.map(String.init) ?? "", finding.severity.rawValue,
                finding.code.rawValue, CSVRenderer.text(finding.message), CSVRenderer.text(finding.text),
            ]
        }
        return CSVRenderer.table([header] + rows)
    }

    /// A summary table, then every finding.
    public static func markdown(_ report: QAReport) -> String {
        let summary = report.summary
        var text = "## Localization QA\n\n"
        text += "- Locales: \(summary.localesChecked) (\(summary.localesWithFindings) with findings); \(report.configuration.picker.map { "picker: \($0)" } ?? "modes: \(report.configuration.modes.map(\.rawValue).joined(separator: ", "))")\n"
        text += "- Rows spoken: \(summary.rowsSpoken); findings: \(summary.findingCount)\n"
        if !report.configuration.speechChecked {
            text += "- Speech not checked" + (report.configuration.speechNotCheckedReason.map { ": " + $0 } ?? "") + "\n"
        }
        if let filtered = report.filtered { text += "- " + filteredLine(filtered).capitalizedFirst }
        text += "\n"
        text += MarkdownRenderer.table(["Code", "Findings"], summary.byCode.filter { $0.count > 0 }.map { [$0.code.rawValue, String($0.count)] })
        guard !report.findings.isEmpty else { return text }
        text += "\n### Findings\n\n"
        text += MarkdownRenderer.table(["Locale", "Mode", "Wheel", "Row", "Severity", "Code", "Message", "Text"], report.findings.map { finding in
            [finding.locale, finding.mode.rawValue, finding.wheel?.rawValue ?? "", finding.row.map(String.init) ?? "",
             finding.severity.rawValue, finding.code.rawValue, finding.message, finding.text]
        })
        return text
    }

    /// "de-DE date month row 3": rows counted from zero, as in the JSON report.
    static func place(of finding: QAFinding) -> String {
        [finding.locale, finding.mode.rawValue, ["gregorian", ""].contains(finding.calendar) ? nil : finding.calendar,
         finding.wheel?.rawValue, finding.row.map { "row \($0)" }].compactMap { $0 }.joined(separator: " ")
    }

    static func escaped(_ text: String) -> String {
        ReportText.markupEscaped(text)
    }
}

private extension String {
    /// "Left out: ..." from "left out: ...".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
