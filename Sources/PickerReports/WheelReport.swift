import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech

/// One wheel in a `describe` report: what it shows and what a screen reader says.
public struct WheelReport: Codable, Sendable, Equatable {
    /// A row of the wheel, when the report lists rows.
    public struct Row: Codable, Sendable, Equatable {
        /// What the row shows.
        public let text: String
        /// What a screen reader says for it, as the wheel's value.
        public let spoken: String
        /// Whether the user can rest on it.
        public let selectable: Bool
    }

    /// A part of the utterance on focus, in the order spoken.
    public struct Part: Codable, Sendable, Equatable {
        /// Label, value, trait, position or hint.
        public let kind: UtterancePart.Kind
        /// Its text.
        public let text: String
        /// The pause after it.
        public let pauseAfterMilliseconds: Int

        /// The report of `part`.
        public init(_ part: UtterancePart) {
            let (seconds, attoseconds) = part.pauseAfter.components
            kind = part.kind
            text = part.text
            pauseAfterMilliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        }
    }

    /// The wheel's kind, or the name of another picker's column.
    public let kind: ColumnID
    /// Its rows, selectable or not.
    public let rowCount: Int
    /// The selected row, from zero.
    public let selectedRow: Int
    /// What the selected row shows.
    public let selectedText: String
    /// Whether the wheel wraps.
    public let cyclic: Bool
    /// The spoken label.
    public let label: String
    /// The spoken value.
    public let value: String
    /// The spoken traits.
    public let traits: [String]
    /// The spoken position ("3 of 12").
    public let position: String
    /// The spoken hint.
    public let hint: String
    /// The whole utterance on focus.
    public let utterance: String
    /// What the speech engine is given for ``utterance`` where it differs from it: the
    /// spoken form of the locale's language (numbers as words in the gender the noun needs,
    /// readings of characters the voice cannot read, marks spelled out); `nil`, and absent
    /// from JSON, where the voice reads the utterance as written.
    public let spokenAs: String?
    /// The utterance part by part.
    public let parts: [Part]
    /// Which translation table spoke.
    public let localization: LocalizationMatch
    /// Every row, when asked for.
    public let rows: [Row]?
    /// What the wheel shows around its selection, as on screen: the texts of the rows
    /// from two above to two below the selected one (the middle entry); `nil` past the end
    /// of a wheel that does not wrap.
    public let nearbyRows: [String?]

    /// How many rows either side of the selection ``nearbyRows`` holds.
    public static let nearbyReach = ColumnShown.nearbyReach

    /// What the wheel shows, for a drawing of the picker.
    public var shown: ColumnShown { ColumnShown(wheel: kind, text: selectedText, nearbyRows: nearbyRows) }

    /// The report of one wheel and its element; `spokenForm` gives ``spokenAs``.
    public init(_ wheel: Wheel, element: AccessibilityElement, rows: [Row]?, spokenForm: SpokenForm? = nil) {
        self.init(Column(wheel: wheel), element: element, rows: rows, spokenForm: spokenForm)
    }

    /// The report of one column of any picker and its element; `spokenForm` gives
    /// ``spokenAs``.
    public init(_ column: Column, element: AccessibilityElement, rows: [Row]?, spokenForm: SpokenForm? = nil) {
        kind = column.id
        rowCount = column.rowCount
        selectedRow = column.selectedRow
        selectedText = column.selectedRowContent.text
        cyclic = column.isCyclic
        label = element.label
        value = element.value
        traits = element.traits
        position = element.position
        hint = element.hint
        utterance = element.utterance
        spokenAs = spokenForm?.spokenAs(element.utterance)
        parts = element.parts.map(Part.init)
        localization = element.localization
        self.rows = rows
        nearbyRows = ColumnShown.nearbyRows(of: column)
    }
}
