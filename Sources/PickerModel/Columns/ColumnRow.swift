/// One row of a column as a picker shows it, whatever the picker picks.
public struct ColumnRow: Sendable, Hashable {
    /// What the column displays.
    public let text: String
    /// What a screen reader says for the row instead of ``text``, where the app gives one
    /// (UIKit speaks a row view's accessibility label when it is set); `nil` means the text.
    public let accessibilityLabel: String?
    /// Whether the user can rest on this row now: landing on one that cannot moves the
    /// selection to the nearest one that can.
    public let isSelectable: Bool
    /// What the row stands for, in a locale-neutral form a script can name (`6` for "6 ft",
    /// `DE` for "Deutschland"); `nil` where the text is all there is.
    public let key: String?

    /// Creates a row.
    public init(text: String, accessibilityLabel: String? = nil, isSelectable: Bool = true, key: String? = nil) {
        self.text = text
        self.accessibilityLabel = accessibilityLabel
        self.isSelectable = isSelectable
        self.key = key
    }
}
