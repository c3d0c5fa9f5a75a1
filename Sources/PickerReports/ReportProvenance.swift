import Foundation

/// What made a report: the tool and its version, how it was called, when, and the speech
/// engine it had.
///
/// An auditor's report outlives the run: months later, "which version said this, with
/// which options, and which espeak-ng spoke it" must be answerable from the file alone.
/// Every document format carries it: JSON (`provenance`), Markdown and HTML (a closing
/// note), JUnit (`<properties>`) and SARIF (`invocations` and the engine as a tool
/// extension). The terminal's text and CSV do not: the first is read by the person who
/// just ran the command, the second is one table that a line of another shape would break.
///
/// The front end makes it (the library never reads the clock); a fixed ``madeAt`` keeps
/// golden files stable (the CLI honours `SOURCE_DATE_EPOCH`).
///
/// ```swift
/// let provenance = ReportProvenance(
///     toolVersion: "0.10.0", arguments: ["describe", "--locale", "de"],
///     madeAt: Date(timeIntervalSince1970: 1_790_000_000), speechEngine: "espeak-ng 1.51"
/// )
/// provenance.commandLine  // "pickervoice describe --locale de"
/// ```
public struct ReportProvenance: Codable, Sendable, Equatable {
    /// The tool: "pickervoice".
    public let tool: String
    /// Its version: "0.10.0".
    public let toolVersion: String
    /// The arguments it was called with, without the program: `["describe", "--locale", "de"]`.
    public let arguments: [String]
    /// When the report was made, ISO 8601 in UTC.
    public let madeAt: String
    /// The speech engine and its version ("espeak-ng 1.51"), or `nil` for a build without
    /// speech or where the engine could not be loaded.
    public let speechEngine: String?

    /// Creates the provenance of a report made at `madeAt`.
    public init(tool: String = "pickervoice", toolVersion: String, arguments: [String], madeAt: Date, speechEngine: String?) {
        self.tool = tool
        self.toolVersion = toolVersion
        self.arguments = arguments
        self.madeAt = ReportText.iso(madeAt)
        self.speechEngine = speechEngine
    }

    /// The command as a POSIX shell would take it back: "pickervoice describe --locale de",
    /// an argument with a space or a quote in single quotes.
    public var commandLine: String {
        ([tool] + arguments).map(Self.shellQuoted).joined(separator: " ")
    }

    /// One sentence for people: "Made by pickervoice 0.10.0 with espeak-ng 1.51 at
    /// 2026-11-21T14:05:00Z: pickervoice describe --locale de".
    public var sentence: String {
        "Made by \(tool) \(toolVersion) with \(speechEngine ?? "no speech engine") at \(madeAt): \(commandLine)"
    }

    private static func shellQuoted(_ argument: String) -> String {
        let plain = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=.,/:@+%")
        guard argument.isEmpty || !argument.unicodeScalars.allSatisfy(plain.contains) else { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

/// A report encoded with its provenance beside its own properties.
struct ProvenancedReport<Report: Encodable>: Encodable {
    let report: Report
    let provenance: ReportProvenance?

    private enum CodingKeys: String, CodingKey {
        case provenance
    }

    func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        guard let provenance else { return }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(provenance, forKey: .provenance)
    }
}

extension ReportText {
    /// `report` as ``json(_:)`` writes it, with `provenance` as one more property.
    static func json(_ report: some Encodable, provenance: ReportProvenance?) throws -> String {
        try json(ProvenancedReport(report: report, provenance: provenance))
    }

    /// The closing line of a Markdown report: who made it and when in italics, then the
    /// command as code, in a span of more backticks than the command has in a row.
    static func markdownProvenance(_ provenance: ReportProvenance?) -> String {
        guard let provenance else { return "" }
        let made = "Made by \(provenance.tool) \(provenance.toolVersion) with \(provenance.speechEngine ?? "no speech engine") at \(provenance.madeAt)"
        let command = provenance.commandLine
        let longestRun = command.split(omittingEmptySubsequences: true) { $0 != "`" }.map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = command.hasPrefix("`") || command.hasSuffix("`") ? " " : ""
        return "\n_\(MarkdownRenderer.cell(made))_: \(fence)\(padding)\(command)\(padding)\(fence)\n"
    }
}
