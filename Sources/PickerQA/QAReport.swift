import Foundation
import PickerAccessibility
import PickerModel

/// What a sweep found, and what it covered, in a form that encodes the same way every time.
///
/// The same configuration gives an equal report, and with `JSONEncoder`'s `.sortedKeys` the
/// same bytes: the report holds no date of the run, no dictionary, and no floating-point
/// number; every list is in a documented order.
///
/// - ``findings`` are sorted by locale tag, mode (in ``DatePickerMode/allCases`` order),
///   calendar (in the configuration's order), then, within one picker: findings about the
///   whole locale first, then by wheel (in the locale's on-screen order), row (a wheel's
///   fixed phrases before its rows), code (in ``QAFinding/Code/allCases`` order), and message.
/// - ``Summary/byCode`` and ``Summary/bySeverity`` list every code and severity, zero
///   counts included, in `allCases` order.
public struct QAReport: Sendable, Hashable, Codable {
    /// The version of this report's shape.
    public static let currentVersion = 1

    /// The version of this report's shape: ``currentVersion``.
    public let version: Int
    /// What the sweep covered.
    public let configuration: Configuration
    /// Every finding, in the order described above.
    public let findings: [QAFinding]
    /// Counts of findings, locales and rows.
    public let summary: Summary
    /// What a ``QAFilter`` left out, or `nil` for a report of every finding.
    public let filtered: Filtered?

    /// Creates a report; the sweep makes them, and ``QAFilter/apply(to:)`` filters them.
    public init(
        version: Int = QAReport.currentVersion, configuration: Configuration, findings: [QAFinding], summary: Summary,
        filtered: Filtered? = nil
    ) {
        self.version = version
        self.configuration = configuration
        self.findings = findings
        self.summary = summary
        self.filtered = filtered
    }

    /// What a ``QAFilter`` left out of a report.
    public struct Filtered: Sendable, Hashable, Codable {
        /// Whether findings of an accepted earlier report were left out.
        public let baseline: Bool
        /// How many findings were left out because the baseline has them.
        public let knownFindings: Int
        /// The codes left out, in ``QAFinding/Code/allCases`` order.
        public let ignoredCodes: [QAFinding.Code]
        /// How many findings were left out for their code.
        public let ignoredFindings: Int

        /// Creates the account of a filter.
        public init(baseline: Bool, knownFindings: Int, ignoredCodes: [QAFinding.Code], ignoredFindings: Int) {
            self.baseline = baseline
            self.knownFindings = knownFindings
            self.ignoredCodes = ignoredCodes
            self.ignoredFindings = ignoredFindings
        }
    }

    /// The sweep's configuration, as the report repeats it.
    public struct Configuration: Sendable, Hashable, Codable {
        /// How many locales were asked for, after removing repeated tags.
        public let localeCount: Int
        /// The modes, in ``DatePickerMode/allCases`` order.
        public let modes: [DatePickerMode]
        /// The calendars by CLDR name, in the order given.
        public let calendars: [String]
        /// How values were worded.
        public let phrasing: Phrasing
        /// The widest a wheel could be, in display columns.
        public let maxWidth: Int
        /// The picker's date and clock, in ISO 8601 in UTC ("2026-11-21T12:00:00Z").
        public let referenceDate: String
        /// The time zone's identifier ("GMT" for UTC, as Foundation names it).
        public let timeZone: String
        /// How many days of the `dateAndTime` date wheel were checked, around the picker's date.
        public let dateWheelDays: Int
        /// Whether a speech checker ran.
        public let speechChecked: Bool
        /// The file that describes the picker swept, for a sweep of a described picker;
        /// absent for the date picker.
        public let picker: String?
        /// `true` when the compact and inline styles' texts were checked too; absent otherwise.
        public let styles: Bool?

        /// Why speech was not checked ("this build has no speech"), or `nil` when it was.
        public let speechNotCheckedReason: String?

        /// The kinds of picker swept: the modes, or ``QAPickerKind/described``.
        public var kinds: [QAPickerKind] {
            picker == nil ? modes.map(QAPickerKind.init) : [.described]
        }

        /// Creates the repeated configuration.
        public init(
            localeCount: Int, modes: [DatePickerMode], calendars: [String], phrasing: Phrasing, maxWidth: Int,
            referenceDate: String, timeZone: String, dateWheelDays: Int, speechChecked: Bool,
            speechNotCheckedReason: String? = nil, picker: String? = nil, styles: Bool = false
        ) {
            self.localeCount = localeCount
            self.modes = modes
            self.calendars = calendars
            self.phrasing = phrasing
            self.maxWidth = maxWidth
            self.referenceDate = referenceDate
            self.timeZone = timeZone
            self.dateWheelDays = dateWheelDays
            self.speechChecked = speechChecked
            self.picker = picker
            self.styles = styles ? true : nil
            self.speechNotCheckedReason = speechChecked ? nil : speechNotCheckedReason
        }
    }

    /// Counts over the whole sweep.
    public struct Summary: Sendable, Hashable, Codable {
        /// How many findings there are.
        public let findingCount: Int
        /// Findings per code: every code, in ``QAFinding/Code/allCases`` order.
        public let byCode: [CodeCount]
        /// Findings per severity: every severity, in ``QASeverity/allCases`` order.
        public let bySeverity: [SeverityCount]
        /// How many locales were checked.
        public let localesChecked: Int
        /// How many of them have at least one finding.
        public let localesWithFindings: Int
        /// How many rows had their value spoken and checked, counted per mode and calendar:
        /// the time wheels of `time` and `dateAndTime` count in both.
        public let rowsSpoken: Int

        /// Creates a summary.
        public init(
            findingCount: Int, byCode: [CodeCount], bySeverity: [SeverityCount], localesChecked: Int,
            localesWithFindings: Int, rowsSpoken: Int
        ) {
            self.findingCount = findingCount
            self.byCode = byCode
            self.bySeverity = bySeverity
            self.localesChecked = localesChecked
            self.localesWithFindings = localesWithFindings
            self.rowsSpoken = rowsSpoken
        }

        /// The summary of `findings`.
        init(findings: [QAFinding], localesChecked: Int, rowsSpoken: Int) {
            var codes: [QAFinding.Code: Int] = [:]
            var severities: [QASeverity: Int] = [:]
            for finding in findings {
                codes[finding.code, default: 0] += 1
                severities[finding.severity, default: 0] += 1
            }
            self.init(
                findingCount: findings.count,
                byCode: QAFinding.Code.allCases.map { CodeCount(code: $0, count: codes[$0] ?? 0) },
                bySeverity: QASeverity.allCases.map { SeverityCount(severity: $0, count: severities[$0] ?? 0) },
                localesChecked: localesChecked,
                localesWithFindings: Set(findings.map(\.locale)).count,
                rowsSpoken: rowsSpoken
            )
        }

        /// How many findings have one code.
        public func count(of code: QAFinding.Code) -> Int {
            byCode.first { $0.code == code }?.count ?? 0
        }

        /// How many findings have one severity.
        public func count(of severity: QASeverity) -> Int {
            bySeverity.first { $0.severity == severity }?.count ?? 0
        }
    }

    /// The number of findings with one code.
    public struct CodeCount: Sendable, Hashable, Codable {
        /// The code.
        public let code: QAFinding.Code
        /// How many findings have it.
        public let count: Int

        /// Creates a count.
        public init(code: QAFinding.Code, count: Int) {
            self.code = code
            self.count = count
        }
    }

    /// The number of findings with one severity.
    public struct SeverityCount: Sendable, Hashable, Codable {
        /// The severity.
        public let severity: QASeverity
        /// How many findings have it.
        public let count: Int

        /// Creates a count.
        public init(severity: QASeverity, count: Int) {
            self.severity = severity
            self.count = count
        }
    }

    /// The most severe finding's severity, or `nil` when there are none: what a CI step
    /// turns into an exit status.
    public var highestSeverity: QASeverity? {
        findings.map(\.severity).max()
    }
}
