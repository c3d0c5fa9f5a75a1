import Foundation

/// What every picker is to the narrator, the reports and the tools: an ordered list of
/// columns, acted on one at a time. The date picker is one adapter onto it
/// (``DatePicker``); a picker described by an app's rows is another (``ListPicker``).
///
/// Like react-aria's spin button, which knows nothing of dates while its date segment
/// adapts a date field to it, code written against this protocol needs no change for a
/// new kind of picker.
public protocol ColumnPicker: AnyObject {
    /// The columns in on-screen order.
    var columns: [Column] { get }

    /// The language of the picker's texts, for whatever speaks them.
    var locale: Locale { get }

    /// Performs a user action on a column, with the picker's rules, and returns the
    /// change it made, or `nil` when the selection did not move (the end of a column
    /// that does not wrap, a row that springs back).
    ///
    /// - Throws: ``ColumnPickerError`` when the picker has no such column or row.
    @discardableResult
    func perform(_ action: WheelAction, onColumn column: ColumnID) throws(ColumnPickerError) -> ColumnChange?
}

extension ColumnPicker {
    /// The column named `id`, or `nil`.
    public func column(_ id: ColumnID) -> Column? {
        columns.first { $0.id == id }
    }
}

/// A selection changed by a user action: UIPickerView's `didSelectRow:inComponent:`, and
/// for the date picker its value-changed event.
public struct ColumnChange: Sendable, Hashable {
    /// The column the user acted on.
    public let column: ColumnID
    /// What the user did.
    public let action: WheelAction
    /// The selected row of every column before the action, in column order.
    public let oldRows: [Int]
    /// The selected row of every column after it, once every rule applied.
    public let newRows: [Int]

    /// Creates a change.
    public init(column: ColumnID, action: WheelAction, oldRows: [Int], newRows: [Int]) {
        self.column = column
        self.action = action
        self.oldRows = oldRows
        self.newRows = newRows
    }
}

/// Why a picker refused an action on a column.
public enum ColumnPickerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The picker has no column of this name.
    case noSuchColumn(ColumnID, columns: [ColumnID])
    /// A `select` named a row the column does not have.
    case rowOutOfRange(ColumnID, row: Int, rowCount: Int)

    public var description: String {
        switch self {
        case .noSuchColumn(let id, let columns):
            "the picker has no \(id) column; its columns are \(columns.map(\.rawValue).joined(separator: ", "))"
        case .rowOutOfRange(let id, let row, let rowCount):
            "the \(id) column has no row \(row); it has rows 0 to \(rowCount - 1)"
        }
    }
}
