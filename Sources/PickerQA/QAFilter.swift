import PickerModel

/// What a CI step has already accepted: the findings of an earlier report (a baseline) and
/// codes it ignores. Applied to a report, it keeps only what is new.
///
/// ```swift
/// let accepted = try JSONDecoder().decode(QAReport.self, from: yesterday)  // qa --format json
/// let filter = QAFilter(baseline: accepted.findings, ignoredCodes: [.tooWide])
/// let new = filter.apply(to: report)
/// new.findings                  // only findings that are not in `accepted` and not too-wide
/// new.filtered?.knownFindings   // how many were left out as already accepted
/// ```
///
/// A finding is the same as a baseline's when its ``QAFinding/Identity`` is: locale, mode,
/// calendar, wheel, code and text. Its row and message are not compared: the row of a date
/// wheel moves with the picker's date, and a message counts rows ("on 24 of 24 rows"). A
/// baseline's `unpronounceable` finding, from before that code was split, accepts the same
/// text's `read-as-name`, `silent-token` or `mark-read-aloud`.
public struct QAFilter: Sendable, Hashable {
    /// The identities of the accepted findings.
    public let baseline: Set<QAFinding.Identity>
    /// Codes whose findings are left out whatever they are.
    public let ignoredCodes: Set<QAFinding.Code>
    /// Whether a baseline was given (an empty one is still a baseline).
    public let hasBaseline: Bool

    /// A filter of the accepted `baseline` findings, or of none when `nil`, and of every
    /// finding with one of `ignoredCodes`.
    public init(baseline: [QAFinding]?, ignoredCodes: Set<QAFinding.Code> = []) {
        self.baseline = Set((baseline ?? []).map(\.identity))
        self.ignoredCodes = ignoredCodes
        self.hasBaseline = baseline != nil
    }

    /// Whether the filter leaves nothing out: no baseline and no ignored code.
    public var isEmpty: Bool { !hasBaseline && ignoredCodes.isEmpty }

    /// `report` with only the findings that are neither ignored nor in the baseline; its
    /// summary counts what is left, and ``QAReport/filtered`` says what was left out. An
    /// empty filter (``isEmpty``) returns `report` as it is, without `filtered`.
    public func apply(to report: QAReport) -> QAReport {
        guard !isEmpty else { return report }
        var ignored = 0
        var known = 0
        let kept = report.findings.filter { finding in
            if ignoredCodes.contains(finding.code) {
                ignored += 1
                return false
            }
            if baseline.contains(finding.identity) || baseline.contains(finding.identityBeforeSplit) {
                known += 1
                return false
            }
            return true
        }
        return QAReport(
            version: report.version,
            configuration: report.configuration,
            findings: kept,
            summary: QAReport.Summary(
                findings: kept, localesChecked: report.summary.localesChecked, rowsSpoken: report.summary.rowsSpoken
            ),
            filtered: QAReport.Filtered(
                baseline: hasBaseline,
                knownFindings: known,
                ignoredCodes: QAFinding.Code.allCases.filter(ignoredCodes.contains),
                ignoredFindings: ignored
            )
        )
    }
}

extension QAFinding {
    /// What makes a finding the same as an earlier one, for a baseline: everything but its
    /// row, severity and message.
    public struct Identity: Sendable, Hashable {
        /// The locale's BCP-47 tag.
        public let locale: String
        /// The picker's mode.
        public let mode: QAPickerKind
        /// The calendar's CLDR name.
        public let calendar: String
        /// The wheel, or `nil` for the whole locale.
        public let wheel: ColumnID?
        /// The kind of problem.
        public let code: Code
        /// The text concerned.
        public let text: String
    }

    /// The finding's ``Identity``.
    public var identity: Identity {
        Identity(locale: locale, mode: mode, calendar: calendar, wheel: wheel, code: code, text: text)
    }

    /// The identity the finding had in reports made before `unpronounceable` was split into
    /// `read-as-name`, `silent-token` and `mark-read-aloud`, so that a baseline accepted then
    /// still accepts it; its own identity for every other code.
    var identityBeforeSplit: Identity {
        switch code {
        case .readAsName, .silentToken, .markReadAloud:
            Identity(locale: locale, mode: mode, calendar: calendar, wheel: wheel, code: .unpronounceable, text: text)
        default:
            identity
        }
    }
}
