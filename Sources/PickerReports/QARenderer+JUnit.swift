import PickerModel
import PickerQA

extension QARenderer {
    /// JUnit XML in the dialect of Jenkins' `junit-10.xsd`, which GitLab and most CI
    /// systems read: a suite per mode, a case per locale in it.
    ///
    /// - A case with findings at or above `failOn` has exactly one `<failure>` (CI tools
    ///   show one failure per case): its message is the most severe such finding's, with how
    ///   many more there are, and its text lists every finding of the case, one a line, with its
    ///   severity, so that warnings below `failOn` are seen next to the errors.
    /// - A case whose findings are all below `failOn` passes, and lists them in
    ///   `<system-out>`; the suite's `<system-out>` says how many such warnings it has.
    /// - When speech was not checked, each suite has a case `speech`, skipped, whose
    ///   message says why; `skipped` counts it.
    /// - `errors` is always 0: a locale the sweep could not check is not reported as a
    ///   finding, it is refused before the sweep.
    ///
    /// Rows are counted from zero, as in the JSON report.
    /// `provenance`, where given, adds the tool, its version, the command, the time and the
    /// speech engine to each suite's `<properties>`.
    public static func junit(_ report: QAReport, locales: [String], failOn: QASeverity, provenance: ReportProvenance? = nil) -> String {
        let suites = report.configuration.kinds.map { mode in
            JUnitSuite(mode: mode, findings: report.findings.filter { $0.mode == mode }, locales: locales, failOn: failOn)
        }
        let skippedSpeech = report.configuration.speechChecked ? nil : report.configuration.speechNotCheckedReason ?? "no speech checker was given"
        let skippedPerSuite = skippedSpeech == nil ? 0 : 1
        let tests = suites.map { $0.cases.count + skippedPerSuite }.reduce(0, +)
        let failures = suites.map(\.failures).reduce(0, +)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"pickervoice qa\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for suite in suites {
            xml += "  <testsuite name=\"\(suite.mode.rawValue)\" tests=\"\(suite.cases.count + skippedPerSuite)\""
            xml += " failures=\"\(suite.failures)\" errors=\"0\" skipped=\"\(skippedPerSuite)\">\n"
            xml += properties(of: report, failOn: failOn, provenance: provenance)
            for testCase in suite.cases {
                xml += testCase.xml(mode: suite.mode)
            }
            if let skippedSpeech {
                xml += "    <testcase classname=\"qa.\(suite.mode.rawValue)\" name=\"speech\">\n"
                xml += "      <skipped message=\"\(escaped("speech was not checked: " + skippedSpeech))\"/>\n"
                xml += "    </testcase>\n"
            }
            let notes = suite.cases.filter { !$0.fails }.map(\.findings.count).reduce(0, +)
            if notes > 0 {
                xml += "    <system-out>\(notes) \(notes == 1 ? "finding" : "findings") below --fail-on \(failOn.rawValue), listed in the system-out of passing cases</system-out>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// The suite's properties: what was checked and what was left out.
    private static func properties(of report: QAReport, failOn: QASeverity, provenance: ReportProvenance?) -> String {
        var pairs = [("failOn", failOn.rawValue), ("speechChecked", String(report.configuration.speechChecked))]
        if let provenance {
            pairs += [
                ("tool", provenance.tool), ("toolVersion", provenance.toolVersion), ("commandLine", provenance.commandLine),
                ("madeAt", provenance.madeAt), ("speechEngine", provenance.speechEngine ?? "none"),
            ]
        }
        if let filtered = report.filtered {
            if filtered.baseline { pairs.append(("baselineKnownFindings", String(filtered.knownFindings))) }
            if !filtered.ignoredCodes.isEmpty {
                pairs.append(("ignoredCodes", filtered.ignoredCodes.map(\.rawValue).joined(separator: ",")))
                pairs.append(("ignoredFindings", String(filtered.ignoredFindings)))
            }
        }
        return "    <properties>\n"
            + pairs.map { "      <property name=\"\($0.0)\" value=\"\(escaped($0.1))\"/>\n" }.joined()
            + "    </properties>\n"
    }
}

/// One mode's suite: a case per locale.
private struct JUnitSuite {
    let mode: QAPickerKind
    let cases: [JUnitCase]

    init(mode: QAPickerKind, findings: [QAFinding], locales: [String], failOn: QASeverity) {
        self.mode = mode
        var byLocale: [String: [QAFinding]] = [:]
        for finding in findings { byLocale[finding.locale, default: []].append(finding) }
        cases = locales.map { JUnitCase(locale: $0, findings: byLocale[$0] ?? [], failOn: failOn) }
    }

    var failures: Int { cases.filter(\.fails).count }
}

/// One locale in one mode.
private struct JUnitCase {
    let locale: String
    let findings: [QAFinding]
    let failOn: QASeverity

    var failing: [QAFinding] { findings.filter { $0.severity >= failOn } }
    var fails: Bool { !failing.isEmpty }

    func xml(mode: QAPickerKind) -> String {
        var xml = "    <testcase classname=\"qa.\(mode.rawValue)\" name=\"\(QARenderer.escaped(locale))\""
        guard !findings.isEmpty else { return xml + "/>\n" }
        xml += ">\n"
        let lines = findings.map { "\($0.severity.rawValue) \($0.code.rawValue) \(QARenderer.place(of: $0)): \(ReportText.visible($0.message))" }
            .joined(separator: "\n")
        // The headline is the most severe finding (the first of them in report order).
        if let first = failing.first(where: { $0.severity == failing.map(\.severity).max() }) {
            let more = failing.count - 1
            let message = ReportText.visible(first.message) + (more > 0 ? " (and \(more) more at or above \(failOn.rawValue))" : "")
            xml += "      <failure type=\"\(first.code.rawValue)\" message=\"\(QARenderer.escaped(message))\">\(QARenderer.escaped(lines))</failure>\n"
        } else {
            xml += "      <system-out>\(QARenderer.escaped(lines))</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }
}
