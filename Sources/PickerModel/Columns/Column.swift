/// One column of a picker, as it stands now: the generic part of a wheel that every kind
/// of picker shares, and all that reports, sweeps and front ends need to know of it.
///
/// A snapshot, like ``Wheel``: acting on the picker does not change a column you hold.
/// Rows are made on demand, because a column can have tens of thousands.
public struct Column: Sendable {
    /// The column's name.
    public let id: ColumnID
    /// The column's accessibility label as the app sets it, where it does (UIKit asks a
    /// picker view's delegate for `accessibilityLabelForComponent`); `nil` where the
    /// narrator names the column itself, as it does a date picker's wheels.
    public let label: String?
    /// How many rows the column has, selectable or not.
    public let rowCount: Int
    /// The index of the selected row, counted from zero.
    public let selectedRow: Int
    /// Whether the column wraps around from its last row to its first.
    public let isCyclic: Bool

    private let rowAt: @Sendable (Int) -> ColumnRow

    /// Creates a column whose rows `row` makes on demand.
    public init(
        id: ColumnID, label: String? = nil, rowCount: Int, selectedRow: Int, isCyclic: Bool,
        row: @escaping @Sendable (Int) -> ColumnRow
    ) {
        precondition(rowCount > 0, "a column has at least one row")
        self.id = id
        self.label = label
        self.rowCount = rowCount
        self.selectedRow = min(max(selectedRow, 0), rowCount - 1)
        self.isCyclic = isCyclic
        rowAt = row
    }

    /// The row at `index`, which must be in `0..<rowCount`.
    public func row(at index: Int) -> ColumnRow {
        precondition((0..<rowCount).contains(index), "row \(index) is not in 0..<\(rowCount) of the \(id) column")
        return rowAt(index)
    }

    /// The selected row.
    public var selectedRowContent: ColumnRow {
        row(at: selectedRow)
    }
}
