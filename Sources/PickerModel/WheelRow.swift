/// One row of a wheel as the picker shows it.
public struct WheelRow: Sendable, Hashable {
    /// What the wheel displays, exactly as Foundation formats it for the locale
    /// (for example "November", "21", "2026", "PM", "Sat, Nov 21" or "Today").
    ///
    /// Invisible characters that Foundation emits are kept.
    public let text: String
    /// Whether the user can rest on this row now.
    ///
    /// Rows outside the bounds, days the selected month lacks (February 30) and hours
    /// that a daylight-saving jump skips are shown but not selectable: landing on one
    /// moves the value to the nearest valid one.
    public let isSelectable: Bool
    /// What the row stands for, for those who must say it rather than show it.
    public let value: RowValue

    /// Creates a row.
    public init(text: String, value: RowValue, isSelectable: Bool) {
        self.text = text
        self.value = value
        self.isSelectable = isSelectable
    }
}
