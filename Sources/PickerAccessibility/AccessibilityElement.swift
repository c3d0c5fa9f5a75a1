import PickerModel

/// One column of a picker (a date picker's wheel, or a column of an app's rows) as a
/// screen reader presents it: an accessibility element with the Adjustable trait.
///
/// An en_US time picker at 14:05, hour wheel, with every setting on:
///
/// ```
/// label      "Hour"
/// value      "2 o'clock"
/// traits     ["Picker Item", "Adjustable"]
/// position   "3 of 12"
/// hint       "Swipe up or down with one finger to adjust the value."
/// utterance  "Hour. 2 o'clock. Picker Item. Adjustable. 3 of 12. Swipe up or down with
///             one finger to adjust the value."
/// ```
public struct AccessibilityElement: Sendable, Hashable {
    /// The column the element stands for.
    public let column: ColumnID
    /// The date picker's wheel the element stands for; `nil` for other pickers' columns.
    public var wheel: WheelKind? { WheelKind(rawValue: column.rawValue) }
    /// The column's name ("Hour", "Stunde"); empty where neither the app nor the
    /// translation table names it.
    public let label: String
    /// The selected row as speech ("2 o'clock", "14 Uhr", "15 minutes", "Today").
    public let value: String
    /// The traits in the order they are spoken ("Picker Item", "Adjustable").
    public let traits: [String]
    /// Where the selected row stands among the wheel's rows ("3 of 12").
    public let position: String
    /// How to use the wheel, as one sentence.
    public let hint: String
    /// The parts of ``utterance`` that the settings let through, in speaking order.
    public let parts: [UtterancePart]
    /// What a screen reader says when the wheel gets focus:
    /// `[label.] value. Picker Item. Adjustable. [position.] [hint]`.
    public let utterance: String
    /// Which translation table gave the fixed phrases.
    public let localization: LocalizationMatch

    /// Creates an element.
    public init(
        column: ColumnID, label: String, value: String, traits: [String], position: String, hint: String,
        parts: [UtterancePart], utterance: String, localization: LocalizationMatch
    ) {
        self.column = column
        self.label = label
        self.value = value
        self.traits = traits
        self.position = position
        self.hint = hint
        self.parts = parts
        self.utterance = utterance
        self.localization = localization
    }
}
