import PickerModel
import PickerQA

/// The file a sweep's locales were read from, one a line, for SARIF: code scanning shows a
/// result only at a file of the repository, and the line naming a locale is where its
/// findings belong.
public struct QALocaleSource: Sendable, Hashable {
    /// The file, relative to the repository's root ("ci/locales.txt"), or a `file:` URI.
    public let uri: String
    /// The line (from 1) that names each locale, by BCP-47 tag.
    public let lines: [String: Int]

    /// A file and the line of each locale in it.
    public init(uri: String, lines: [String: Int]) {
        self.uri = uri
        self.lines = lines
    }
}

extension QARenderer {
    /// The address of the SARIF 2.1.0 schema that a log names in `$schema`.
    public static let sarifSchemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// SARIF 2.1.0: one run of the tool `pickervoice`, a rule per finding code (all of them,
    /// so that a rule's index never changes), a result per finding.
    ///
    /// A finding is located by a logical location whose fully qualified name is
    /// "locale/mode/calendar/wheel/row N" (rows counted from zero, as in the JSON report), and
    /// its fields are repeated in the result's `properties`. Given `localeSource`, it is also
    /// located at the line of the locales file that names its locale: GitHub's code scanning
    /// refuses a result without such a physical location. Its
    /// `partialFingerprints` hold its ``PickerQA/QAFinding/Identity``, which is what
    /// `--baseline` compares, so a code-scanning service matches a finding across runs the
    /// same way. Severities map to levels: error → `error`, warning → `warning`, info →
    /// `note`. When speech was not checked, the invocation carries a notification that
    /// says why.
    ///
    /// - Throws: an `EncodingError`, which a report's values never cause.
    /// `provenance`, where given, fills the invocation's command line, arguments and end
    /// time, and names the speech engine as an extension of the tool.
    public static func sarif(
        _ report: QAReport, toolVersion: String, localeSource: QALocaleSource? = nil, provenance: ReportProvenance? = nil
    ) throws -> String {
        let codes = QAFinding.Code.allCases
        let rules = codes.map { code in
            SARIF.Rule(
                id: code.rawValue,
                shortDescription: SARIF.Message(text: Self.summary(of: code)),
                defaultConfiguration: SARIF.Configuration(level: level(code.defaultSeverity))
            )
        }
        let results = report.findings.map { finding in
            SARIF.Result(
                ruleId: finding.code.rawValue,
                ruleIndex: codes.firstIndex(of: finding.code) ?? 0,
                level: level(finding.severity),
                message: SARIF.Message(text: ReportText.visible(finding.message)),
                locations: [SARIF.Location(
                    physicalLocation: localeSource.map { source in
                        SARIF.PhysicalLocation(
                            artifactLocation: SARIF.ArtifactLocation(uri: source.uri),
                            region: source.lines[finding.locale].map(SARIF.Region.init(startLine:))
                        )
                    },
                    logicalLocations: [SARIF.LogicalLocation(
                        name: finding.row.map { "row \($0)" } ?? finding.wheel?.rawValue ?? finding.locale,
                        fullyQualifiedName: logicalName(of: finding)
                    )]
                )],
                partialFingerprints: ["pickervoiceFinding/v1": identityText(of: finding)],
                properties: SARIF.FindingProperties(
                    locale: finding.locale, mode: finding.mode.rawValue, calendar: finding.calendar,
                    wheel: finding.wheel?.rawValue, row: finding.row, text: finding.text
                )
            )
        }
        var notifications: [SARIF.Notification] = []
        if let reason = report.configuration.speechNotCheckedReason {
            notifications.append(SARIF.Notification(
                level: "note", message: SARIF.Message(text: "speech was not checked: \(reason)"),
                descriptor: SARIF.Reference(id: "speech-not-checked")
            ))
        }
        let log = SARIF.Log(runs: [SARIF.Run(
            tool: SARIF.Tool(
                driver: SARIF.Driver(name: "pickervoice", version: toolVersion, semanticVersion: toolVersion, rules: rules),
                extensions: provenance?.speechEngine.map { [SARIF.Extension(engine: $0)] }
            ),
            invocations: [SARIF.Invocation(
                executionSuccessful: true, toolExecutionNotifications: notifications,
                commandLine: provenance?.commandLine, arguments: provenance?.arguments, endTimeUtc: provenance?.madeAt
            )],
            results: results,
            properties: SARIF.RunProperties(
                localesChecked: report.summary.localesChecked, rowsSpoken: report.summary.rowsSpoken,
                speechChecked: report.configuration.speechChecked,
                baselineKnownFindings: report.filtered.flatMap { $0.baseline ? $0.knownFindings : nil },
                ignoredCodes: report.filtered.map { $0.ignoredCodes.map(\.rawValue) },
                ignoredFindings: report.filtered.map(\.ignoredFindings)
            )
        )])
        return try ReportText.json(log) + "\n"
    }

    /// One sentence about a code, for its SARIF rule.
    static func summary(of code: QAFinding.Code) -> String {
        switch code {
        case .tableFallback: "The locale's fixed phrases come from a table in another language."
        case .placeholderLeak: "A placeholder, pattern letters or a replacement character is shown or spoken."
        case .emptyValue: "A row or a fixed phrase shows or speaks nothing."
        case .duplicateRows: "Two rows of a wheel speak the same."
        case .foreignDigits: "A digit of another numbering system than the locale's."
        case .tooWide: "A wheel's widest text is wider than the maximum: a truncation risk."
        case .rawNumber: "A value is spoken as a bare number where the language needs a word."
        case .noVoice: "No voice of the speech engine speaks the locale's language."
        case .unpronounceable: "The speech engine fails on a spoken value."
        case .readAsName: "The voice reads characters of a spoken text as their names, through another language's voice."
        case .silentToken: "The voice says nothing for a spoken text, or for its digits."
        case .markReadAloud: "The voice reads a mark of a spoken text aloud as a word."
        case .numberAgreement: "The voice says a number before a noun in another gender than the noun's."
        case .engineMessage: "The speech engine printed a message of its own while reading the locale's values."
        case .voiceCannotServe: "The locale's voice cannot serve its language: listeners do not understand it."
        case .wrongDayPeriod: "The AM/PM wheel names a part of the day at hours that part does not cover."
        }
    }

    private static func level(_ severity: QASeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// "mk-MK/time/gregorian/hour/row 0".
    private static func logicalName(of finding: QAFinding) -> String {
        [finding.locale, finding.mode.rawValue, finding.calendar, finding.wheel?.rawValue, finding.row.map { "row \($0)" }]
            .compactMap { $0 }.joined(separator: "/")
    }

    /// The finding's identity as one line: what a baseline compares.
    private static func identityText(of finding: QAFinding) -> String {
        [finding.locale, finding.mode.rawValue, finding.calendar, finding.wheel?.rawValue ?? "", finding.code.rawValue,
         ReportText.visible(finding.text)].joined(separator: "/")
    }
}

/// The part of SARIF 2.1.0's object model that the QA report fills.
private enum SARIF {
    struct Log: Encodable {
        let schema = QARenderer.sarifSchemaURI
        let version = "2.1.0"
        let runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        let tool: Tool
        let invocations: [Invocation]
        let results: [Result]
        let properties: RunProperties
    }

    struct Tool: Encodable {
        let driver: Driver
        let extensions: [Extension]?
    }

    struct Driver: Encodable {
        let name: String
        let version: String
        let semanticVersion: String
        let rules: [Rule]
    }

    /// A component the tool used: the speech engine ("espeak-ng 1.51" as name and version).
    struct Extension: Encodable {
        let name: String
        let version: String?

        init(engine: String) {
            let parts = engine.split(separator: " ", maxSplits: 1).map(String.init)
            name = parts[0]
            version = parts.count > 1 ? parts[1] : nil
        }
    }

    struct Rule: Encodable {
        let id: String
        let shortDescription: Message
        let defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        let level: String
    }

    struct Message: Encodable {
        let text: String
    }

    struct Invocation: Encodable {
        let executionSuccessful: Bool
        let toolExecutionNotifications: [Notification]
        let commandLine: String?
        let arguments: [String]?
        let endTimeUtc: String?
    }

    struct Notification: Encodable {
        let level: String
        let message: Message
        let descriptor: Reference
    }

    struct Reference: Encodable {
        let id: String
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
        let properties: FindingProperties
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation?
        let logicalLocations: [LogicalLocation]
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable {
        let uri: String
    }

    struct Region: Encodable {
        let startLine: Int
    }

    struct LogicalLocation: Encodable {
        let name: String
        let fullyQualifiedName: String
    }

    struct FindingProperties: Encodable {
        let locale: String
        let mode: String
        let calendar: String
        let wheel: String?
        let row: Int?
        let text: String
    }

    struct RunProperties: Encodable {
        let localesChecked: Int
        let rowsSpoken: Int
        let speechChecked: Bool
        let baselineKnownFindings: Int?
        let ignoredCodes: [String]?
        let ignoredFindings: Int?
    }
}
