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
    /// JUnit XML: a test case per locale and mode, a failure per finding at or above the
    /// threshold, so that any CI system shows them.
    case junit
}

/// Renders a ``PickerQA/QAReport`` in each ``QAFormat``.
public enum QARenderer {
    /// The report in `format`.
    ///
    /// - Parameters:
    ///   - locales: every locale the sweep checked (BCP-47), for JUnit's passing cases.
    ///   - failOn: the lowest severity that fails a JUnit case.
    /// - Throws: an `EncodingError` from JSON encoding, which a report's values never cause.
    public static func render(_ report: QAReport, as format: QAFormat, locales: [String], failOn: QASeverity) throws -> String {
        switch format {
        case .text: text(report)
        case .json: try ReportText.json(report) + "\n"
        case .csv: csv(report)
        case .markdown: markdown(report)
        case .junit: junit(report, locales: locales, failOn: failOn)
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
        text += " · max width \(configuration.maxWidth) · speech \(configuration.speechChecked ? "checked" : "not checked")\n"
        text += "\(summary.rowsSpoken) rows spoken; \(summary.findingCount) findings in \(summary.localesWithFindings) locales\n\n"
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

    /// A row per finding.
    public static func csv(_ report: QAReport) -> String {
        let header = ["locale", "mode", "calendar", "wheel", "row", "severity", "code", "message", "text"]
        let rows = report.findings.map { finding in
            [
                CSVRenderer.text(ReportText.visible(finding.locale)), finding.mode.rawValue, CSVRenderer.text(finding.calendar),
                finding.wheel?.rawValue ?? "", finding.row.map { String($0 + 1) } ?? "", finding.severity.rawValue,
                finding.code.rawValue, CSVRenderer.text(finding.message), CSVRenderer.text(finding.text),
            ]
        }
        return CSVRenderer.table([header] + rows)
    }

    /// A summary table, then every finding.
    public static func markdown(_ report: QAReport) -> String {
        let summary = report.summary
        var text = "## Localization QA\n\n"
        text += "- Locales: \(summary.localesChecked) (\(summary.localesWithFindings) with findings); modes: \(report.configuration.modes.map(\.rawValue).joined(separator: ", "))\n"
        text += "- Rows spoken: \(summary.rowsSpoken); findings: \(summary.findingCount)\n\n"
        text += MarkdownRenderer.table(["Code", "Findings"], summary.byCode.filter { $0.count > 0 }.map { [$0.code.rawValue, String($0.count)] })
        guard !report.findings.isEmpty else { return text }
        text += "\n### Findings\n\n"
        text += MarkdownRenderer.table(["Locale", "Mode", "Wheel", "Row", "Severity", "Code", "Message", "Text"], report.findings.map { finding in
            [finding.locale, finding.mode.rawValue, finding.wheel?.rawValue ?? "", finding.row.map { String($0 + 1) } ?? "",
             finding.severity.rawValue, finding.code.rawValue, finding.message, finding.text]
        })
        return text
    }

    /// JUnit XML: a suite per mode, a case per locale in it, a failure per finding at or
    /// above `failOn` (lower ones are in the case's system-out).
    public static func junit(_ report: QAReport, locales: [String], failOn: QASeverity) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failing = report.findings.filter { $0.severity >= failOn }
        xml += "<testsuites name=\"pickervoice qa\" tests=\"\(locales.count * report.configuration.kinds.count)\" failures=\"\(Set(failing.map { "\($0.locale) \($0.mode)" }).count)\">\n"
        for mode in report.configuration.kinds {
            let inMode = report.findings.filter { $0.mode == mode }
            let failures = Set(inMode.filter { $0.severity >= failOn }.map(\.locale))
            xml += "  <testsuite name=\"\(mode.rawValue)\" tests=\"\(locales.count)\" failures=\"\(failures.count)\">\n"
            for locale in locales {
                let findings = inMode.filter { $0.locale == locale }
                xml += "    <testcase classname=\"qa.\(mode.rawValue)\" name=\"\(escaped(locale))\""
                guard !findings.isEmpty else {
                    xml += "/>\n"
                    continue
                }
                xml += ">\n"
                for finding in findings where finding.severity >= failOn {
                    xml += "      <failure type=\"\(finding.code.rawValue)\" message=\"\(escaped(finding.message))\">\(escaped(place(of: finding) + ": " + finding.text))</failure>\n"
                }
                let notes = findings.filter { $0.severity < failOn }
                if !notes.isEmpty {
                    xml += "      <system-out>\(escaped(notes.map { "\($0.severity.rawValue) \($0.code.rawValue) \(place(of: $0)): \($0.message)" }.joined(separator: "\n")))</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// "de-DE date month row 3".
    private static func place(of finding: QAFinding) -> String {
        [finding.locale, finding.mode.rawValue, ["gregorian", ""].contains(finding.calendar) ? nil : finding.calendar,
         finding.wheel?.rawValue, finding.row.map { "row \($0 + 1)" }].compactMap { $0 }.joined(separator: " ")
    }

    private static func escaped(_ text: String) -> String {
        ReportText.markupEscaped(text)
    }
}
