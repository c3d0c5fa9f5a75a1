import Foundation

/// A picker of rows an app gives, as UIKit's `UIPickerView` shows them: a quantity, a
/// height in feet and inches, a country, a ticket class. Each column keeps the rules of
/// ``ColumnMotion``; what the rows say is the app's.
///
/// ```swift
/// let picker = ListPicker(columns: [
///     .init(id: "class", rows: ["Economy", "Business", "First"].map { ColumnRow(text: $0) }, selectedRow: 0),
/// ], locale: Locale(identifier: "en_US"))
/// try picker.perform(.increment, onColumn: "class")   // Business
/// ```
public final class ListPicker: ColumnPicker {
    /// One column as the app describes it.
    public struct ColumnSpec: Sendable {
        public var id: ColumnID
        /// The column's accessibility label, if the app gives one.
        public var label: String?
        public var rows: [ColumnRow]
        public var selectedRow: Int
        public var isCyclic: Bool

        /// Creates a column; it needs at least one row.
        public init(id: ColumnID, label: String? = nil, rows: [ColumnRow], selectedRow: Int, isCyclic: Bool = false) {
            precondition(!rows.isEmpty, "a column has at least one row")
            self.id = id
            self.label = label
            self.rows = rows
            self.selectedRow = min(max(selectedRow, 0), rows.count - 1)
            self.isCyclic = isCyclic
        }
    }

    public let locale: Locale
    private var specs: [ColumnSpec]
    private var observers = ObserverList<ListPicker, ColumnChange>()

    /// Creates a picker of `columns`, in on-screen order, whose texts are in `locale`.
    public init(columns: [ColumnSpec], locale: Locale) {
        precondition(Set(columns.map(\.id)).count == columns.count, "column names are unique")
        specs = columns
        self.locale = locale
    }

    public var columns: [Column] {
        specs.map { spec in
            let rows = spec.rows
            return Column(
                id: spec.id, label: spec.label, rowCount: rows.count, selectedRow: spec.selectedRow,
                isCyclic: spec.isCyclic, row: { rows[$0] }
            )
        }
    }

    /// The selected row of every column, in column order.
    public var selectedRows: [Int] {
        specs.map(\.selectedRow)
    }

    @discardableResult
    public func perform(_ action: WheelAction, onColumn column: ColumnID) throws(ColumnPickerError) -> ColumnChange? {
        guard let index = specs.firstIndex(where: { $0.id == column }) else {
            throw .noSuchColumn(column, columns: specs.map(\.id))
        }
        let spec = specs[index]
        if case .select(let row) = action, !(0..<spec.rows.count).contains(row) {
            throw .rowOutOfRange(column, row: row, rowCount: spec.rows.count)
        }
        guard let target = ColumnMotion.target(
            of: action, from: spec.selectedRow, rowCount: spec.rows.count, isCyclic: spec.isCyclic,
            isSelectable: { spec.rows[$0].isSelectable }
        ) else { return nil }
        let before = selectedRows
        specs[index].selectedRow = target
        let change = ColumnChange(column: column, action: action, oldRows: before, newRows: selectedRows)
        observers.notify(self, change)
        return change
    }

    /// A registration of an observer, for ``removeObserver(_:)``.
    public struct ObserverToken: Hashable, Sendable {
        fileprivate let id: Int
    }

    /// Registers `handler` to hear of every change of selection a user action makes;
    /// setting rows from code is silent, as in UIKit.
    @discardableResult
    public func addObserver(_ handler: @escaping (ListPicker, ColumnChange) -> Void) -> ObserverToken {
        ObserverToken(id: observers.add(handler))
    }

    /// Stops the observer registered with `token`.
    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token.id)
    }
}
