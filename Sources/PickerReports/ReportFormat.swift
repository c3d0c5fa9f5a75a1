import Foundation
import PickerModel

/// The formats a report can be rendered in.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Aligned tables for people in a terminal.
    case text
    /// The published contract for programs (`pickervoice schema describe`).
    case json
    /// A header row, then a row per wheel or step (RFC 4180), safe to open in a spreadsheet.
    case csv
    /// Tables to paste into a report or a ticket.
    case markdown
    /// One self-contained page, with the picker drawn and, where given, audio to play.
    case html

    /// Whether a report in this format says what made it (see ``ReportProvenance``).
    public var carriesProvenance: Bool {
        switch self {
        case .json, .markdown, .html: true
        case .text, .csv: false
        }
    }
}

extension DescribeReport {
    /// The report in `format`; `audio` (WAV bytes of each wheel's utterance) is used by HTML
    /// only.
    /// `provenance`, where given, goes into JSON, Markdown and HTML (see ``ReportProvenance``).
    ///
    /// - Throws: an `EncodingError` from JSON encoding, which a report's values never cause.
    public func rendered(
        as format: ReportFormat, audio: [WheelKind: Data] = [:], audioNotes: [String] = [],
        provenance: ReportProvenance? = nil
    ) throws -> String {
        switch format {
        case .text: TextRenderer.describe(self)
        case .json: try ReportText.json(self, provenance: provenance) + "\n"
        case .csv: CSVRenderer.describe(self)
        case .markdown: MarkdownRenderer.describe(self) + ReportText.markdownProvenance(provenance)
        case .html: HTMLRenderer.describe(self, audio: audio, audioNotes: audioNotes, provenance: provenance)
        }
    }
}

extension SimulateReport {
    /// The report in `format`; `audio` (WAV bytes of each step's announcement, keyed by step
    /// number from 1) is used by HTML only. `provenance`, where given, goes into JSON,
    /// Markdown and HTML (see ``ReportProvenance``).
    ///
    /// - Throws: an `EncodingError` from JSON encoding, which a report's values never cause.
    public func rendered(
        as format: ReportFormat, audio: [Int: Data] = [:], audioNotes: [String] = [],
        provenance: ReportProvenance? = nil
    ) throws -> String {
        switch format {
        case .text: TextRenderer.simulate(self)
        case .json: try ReportText.json(self, provenance: provenance) + "\n"
        case .csv: CSVRenderer.simulate(self)
        case .markdown: MarkdownRenderer.simulate(self) + ReportText.markdownProvenance(provenance)
        case .html: HTMLRenderer.simulate(self, audio: audio, audioNotes: audioNotes, provenance: provenance)
        }
    }
}
