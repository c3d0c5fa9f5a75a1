import Foundation
import PickerAccessibility
import PickerModel

/// The rows of one wheel that the sweep checks, each shown and spoken, and the wheel's
/// fixed phrases.
struct WheelSample: Sendable {
    /// One row, shown and spoken.
    struct Row: Sendable {
        /// The row's index in the whole wheel.
        let index: Int
        /// What the wheel shows.
        let display: String
        /// What a screen reader says for it.
        let spoken: String
    }

    let kind: ColumnID
    /// What the sample is called in messages: "wheel" for a date picker's, "column" for a
    /// described picker's.
    let noun: String
    let rows: [Row]
    /// The wheel's fixed phrases from its accessibility element, by name: label, each
    /// trait, position and hint.
    let phrases: [(name: String, text: String)]

    /// Every row of `wheel`, shown and spoken, and the phrases of `element`; on the
    /// `dateAndTime` date wheel, only the ``QASweep/Configuration/dateWheelDays`` days
    /// around the selected one.
    init(wheel: Wheel, element: AccessibilityElement?, picker: DatePicker, narrator: PickerNarrator) {
        kind = ColumnID(wheel.kind)
        noun = "wheel"
        let indices = Self.indices(of: wheel)
        let shown = indices.map { wheel.row(at: $0) }
        let spoken = narrator.spokenValues(of: shown, in: picker)
        rows = zip(indices, zip(shown, spoken)).map { index, row in
            Row(index: index, display: row.0.text, spoken: row.1)
        }
        phrases = Self.phrases(of: element)
    }

    /// Every row of `column` of a described picker, shown and spoken, and the phrases of
    /// `element`.
    init(column: Column, element: AccessibilityElement?, picker: any ColumnPicker, narrator: PickerNarrator) {
        kind = column.id
        noun = "column"
        let indices = 0..<column.rowCount
        let spoken = narrator.spokenValues(ofRows: indices, inColumn: column.id, of: picker)
        rows = zip(indices, spoken).map { index, said in Row(index: index, display: column.row(at: index).text, spoken: said) }
        phrases = Self.phrases(of: element)
    }

    /// The fixed phrases of `element` by name: label, each trait, position and hint.
    private static func phrases(of element: AccessibilityElement?) -> [(name: String, text: String)] {
        guard let element else { return [] }
        return [("label", element.label)] + element.traits.map { ("trait", $0) }
            + [("position", element.position), ("hint", element.hint)]
    }

    /// A sample of given rows: a style's texts (``StyleSamples``), and tests of the checks.
    init(kind: ColumnID, noun: String = "wheel", rows: [Row], phrases: [(name: String, text: String)] = []) {
        self.kind = kind
        self.noun = noun
        self.rows = rows
        self.phrases = phrases
    }

    /// The rows to check: all of them, but only a year of days on the date wheel, which
    /// spans 200 years that all speak the same way.
    static func indices(of wheel: Wheel) -> Range<Int> {
        guard wheel.kind == .date else { return 0..<wheel.rowCount }
        let days = QASweep.Configuration.dateWheelDays
        let start = max(0, min(wheel.selectedRow - days / 2, wheel.rowCount - days))
        return start..<min(wheel.rowCount, start + days)
    }
}
