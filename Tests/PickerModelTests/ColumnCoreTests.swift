import Foundation
import PickerModel
import PickerTestSupport
import Testing

/// The column core: the rules every column keeps (``ColumnMotion``), a picker of an app's
/// rows (``ListPicker``), and the date picker as an adapter onto it.
@Suite("Column core")
struct ColumnCoreTests {
    private func target(_ action: WheelAction, from row: Int, count: Int = 5, cyclic: Bool, unselectable: Set<Int> = []) -> Int? {
        ColumnMotion.target(of: action, from: row, rowCount: count, isCyclic: cyclic) { !unselectable.contains($0) }
    }

    @Test("increment and decrement move one row; a cyclic column wraps, another stops at its ends")
    func steps() {
        #expect(target(.increment, from: 1, cyclic: false) == 2)
        #expect(target(.decrement, from: 1, cyclic: false) == 0)
        #expect(target(.increment, from: 4, cyclic: false) == nil)
        #expect(target(.decrement, from: 0, cyclic: false) == nil)
        #expect(target(.increment, from: 4, cyclic: true) == 0)
        #expect(target(.decrement, from: 0, cyclic: true) == 4)
        #expect(target(.select(row: 3), from: 1, cyclic: false) == 3)
        #expect(target(.select(row: 1), from: 1, cyclic: false) == nil, "selecting the selected row changes nothing")
        #expect(target(.select(row: 7), from: 1, cyclic: false) == nil)
    }

    @Test("landing on a row that cannot be selected moves to the nearest that can, ties in the direction of the move")
    func unselectableRows() {
        // 0 1 [2] 3 4: increment from 1 lands on 2, moves on to 3 (as near as 1, and ahead).
        #expect(target(.increment, from: 1, cyclic: false, unselectable: [2]) == 3)
        // decrement from 3 lands on 2 and goes on down to 1.
        #expect(target(.decrement, from: 3, cyclic: false, unselectable: [2]) == 1)
        // Two greyed rows: from 1, increment lands on 2; 3 is greyed too, 1 is nearer than 4.
        #expect(target(.increment, from: 1, cyclic: false, unselectable: [2, 3]) == nil, "1 is the nearest selectable: it springs back")
        // At the end of a column that does not wrap, the nearest is behind.
        #expect(target(.increment, from: 2, cyclic: false, unselectable: [3, 4]) == nil)
        #expect(target(.select(row: 4), from: 0, cyclic: false, unselectable: [3, 4]) == 2)
        // A cyclic column looks around its end.
        #expect(target(.increment, from: 3, cyclic: true, unselectable: [4]) == 0)
        #expect(target(.select(row: 2), from: 0, cyclic: false, unselectable: [0, 1, 2, 3, 4]) == nil, "no row can be selected: it stays")
    }

    static func ticketClass() -> ListPicker {
        ListPicker(columns: [
            .init(id: "class", label: "Ticket class", rows: [
                ColumnRow(text: "Economy"), ColumnRow(text: "Premium", isSelectable: false),
                ColumnRow(text: "Business"), ColumnRow(text: "First", accessibilityLabel: "First class"),
            ], selectedRow: 0),
            .init(id: "count", rows: (1...9).map { ColumnRow(text: "\($0)") }, selectedRow: 0, isCyclic: true),
        ], locale: Locale(identifier: "en_US"))
    }

    @Test("a list picker moves by the rules, and tells its observers exactly when the selection changed")
    func listPicker() throws {
        let picker = Self.ticketClass()
        var changes: [ColumnChange] = []
        picker.addObserver { _, change in changes.append(change) }
        let first = try picker.perform(.increment, onColumn: "class")
        #expect(first == ColumnChange(column: "class", action: .increment, oldRows: [0, 0], newRows: [2, 0]), "Premium is greyed")
        #expect(try picker.perform(.increment, onColumn: "class") != nil)
        #expect(try picker.perform(.increment, onColumn: "class") == nil, "First is the last row")
        #expect(picker.column("class")?.selectedRowContent.accessibilityLabel == "First class")
        try picker.perform(.decrement, onColumn: "count")
        #expect(picker.selectedRows == [3, 8])
        #expect(changes.count == 3)
        #expect(throws: ColumnPickerError.noSuchColumn("seat", columns: ["class", "count"])) {
            try picker.perform(.increment, onColumn: "seat")
        }
        #expect(throws: ColumnPickerError.rowOutOfRange("count", row: 9, rowCount: 9)) {
            try picker.perform(.select(row: 9), onColumn: "count")
        }
    }

    @Test("the date picker's columns are its wheels, and an action on a column is the wheel's action")
    func datePickerAdapter() throws {
        let viaColumns = makePicker(.dateAndTime, locale: "de_DE", minuteInterval: 5)
        let viaWheels = makePicker(.dateAndTime, locale: "de_DE", minuteInterval: 5)
        let columns = viaColumns.columns
        #expect(columns.map(\.id.rawValue) == viaWheels.wheels.map(\.kind.rawValue))
        #expect(columns.map(\.rowCount) == viaWheels.wheels.map(\.rowCount))
        #expect(columns.map(\.isCyclic) == viaWheels.wheels.map(\.isCyclic))
        #expect(columns.map { $0.selectedRowContent.text } == viaWheels.wheels.map(\.selectedRowContent.text))
        let steps: [(WheelAction, WheelKind)] = [(.increment, .hour), (.decrement, .minute), (.select(row: 3), .date), (.increment, .minute)]
        for (action, kind) in steps {
            let change = try viaColumns.perform(action, onColumn: ColumnID(kind))
            let event = try viaWheels.perform(action, on: kind)
            #expect((change != nil) == (event != nil))
            #expect(change?.newRows == viaColumns.wheels.map(\.selectedRow))
            #expect(viaColumns.value == viaWheels.value)
        }
        #expect(throws: ColumnPickerError.noSuchColumn("year", columns: ["date", "hour", "minute"])) {
            try viaColumns.perform(.increment, onColumn: "year")
        }
    }
}
