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
}

extension DescribeReport {
    /// The report in `format`; `audio` (WAV bytes of each wheel's utterance) and `spokenAs`
    /// (what the engine read for an utterance, where it differs from it) are used by HTML only.
    ///
    /// - Throws: an `EncodingError` from JSON encoding, which a report's values never cause.
    public func rendered(
        as format: ReportFormat, audio: [WheelKind: Data] = [:], spokenAs: [WheelKind: String] = [:], audioNotes: [String] = []
    ) throws -> String {
        switch format {
        case .text: TextRenderer.describe(self)
        case .json: try ReportText.json(self) + "\n"
        case .csv: CSVRenderer.describe(self)
        case .markdown: MarkdownRenderer.describe(self)
        case .html: HTMLRenderer.describe(self, audio: audio, spokenAs: spokenAs, audioNotes: audioNotes)
        }
    }
}

extension SimulateReport {
    /// The report in `format`; `audio` (WAV bytes of each step's announcement, keyed by step
    /// number from 1) and `spokenAs` (what the engine read for an announcement, where it
    /// differs from it, keyed the same) are used by HTML only.
    ///
    /// - Throws: an `EncodingError` from JSON encoding, which a report's values never cause.
    public func rendered(as format: ReportFormat, audio: [Int: Data] = [:], spokenAs: [Int: String] = [:], audioNotes: [String] = []) throws -> String {
        switch format {
        case .text: TextRenderer.simulate(self)
        case .json: try ReportText.json(self) + "\n"
        case .csv: CSVRenderer.simulate(self)
        case .markdown: MarkdownRenderer.simulate(self)
        case .html: HTMLRenderer.simulate(self, audio: audio, spokenAs: spokenAs, audioNotes: audioNotes)
        }
    }
}
