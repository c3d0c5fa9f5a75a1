import Foundation

/// The date picker as one adapter onto the column core: each wheel is a column named by
/// its kind, and an action on a column is the wheel's action, with UIKit's date rules
/// (bounds, minute interval, daylight saving, eras) applied inside the date picker.
extension DatePicker: ColumnPicker {
    public var columns: [Column] {
        wheels.map(Column.init(wheel:))
    }

    @discardableResult
    public func perform(_ action: WheelAction, onColumn column: ColumnID) throws(ColumnPickerError) -> ColumnChange? {
        let before = wheels
        guard let kind = WheelKind(rawValue: column.rawValue), before.contains(where: { $0.kind == kind }) else {
            throw .noSuchColumn(column, columns: before.map { ColumnID($0.kind) })
        }
        do {
            guard try perform(action, on: kind) != nil else { return nil }
        } catch {
            switch error {
            case .rowOutOfRange(_, let row, let rowCount): throw .rowOutOfRange(column, row: row, rowCount: rowCount)
            case .wheelNotInMode: throw .noSuchColumn(column, columns: before.map { ColumnID($0.kind) })
            }
        }
        return ColumnChange(column: column, action: action, oldRows: before.map(\.selectedRow), newRows: wheels.map(\.selectedRow))
    }
}

extension Column {
    /// A date picker's wheel as a column: its rows' texts, selectability and wrapping.
    public init(wheel: Wheel) {
        self.init(
            id: ColumnID(wheel.kind), rowCount: wheel.rowCount, selectedRow: wheel.selectedRow, isCyclic: wheel.isCyclic,
            row: { index in
                let row = wheel.row(at: index)
                return ColumnRow(text: row.text, isSelectable: row.isSelectable)
            }
        )
    }
}
