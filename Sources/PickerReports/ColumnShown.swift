import PickerModel

/// What one column of a picker shows on screen: its name, the selected row's text, and the
/// rows around the selection, as a sighted user sees them at a glance.
///
/// ```json
/// {"wheel": "hour", "text": "3", "nearbyRows": ["1", "2", "3", "4", "5"]}
/// ```
public struct ColumnShown: Codable, Sendable, Equatable {
    /// The column's name: a date picker's wheel ("hour"), or a described picker's column id.
    public let wheel: ColumnID
    /// The selected row's text.
    public let text: String
    /// The texts of the rows from ``nearbyReach`` above to ``nearbyReach`` below the selected
    /// one (the middle entry); `nil` past the end of a column that does not wrap.
    public let nearbyRows: [String?]

    /// How many rows either side of the selection ``nearbyRows`` holds.
    public static let nearbyReach = 2

    /// What a column shows, from its parts.
    init(wheel: ColumnID, text: String, nearbyRows: [String?]) {
        self.wheel = wheel
        self.text = text
        self.nearbyRows = nearbyRows
    }

    /// What `column` shows.
    public init(_ column: Column) {
        wheel = column.id
        text = column.selectedRowContent.text
        nearbyRows = Self.nearbyRows(of: column)
    }

    /// The texts of the rows around `column`'s selection (see ``nearbyRows``).
    static func nearbyRows(of column: Column) -> [String?] {
        (-nearbyReach...nearbyReach).map { offset in
            var index = column.selectedRow + offset
            if column.isCyclic { index = ((index % column.rowCount) + column.rowCount) % column.rowCount }
            return (0..<column.rowCount).contains(index) ? column.row(at: index).text : nil
        }
    }
}
