import Foundation

/// One wheel of a picker, as it stands now.
///
/// A wheel is a snapshot: acting on the picker does not change a wheel you already
/// hold; ask the picker for its wheels again. Rows are produced on demand, because
/// the `dateAndTime` date wheel can have tens of thousands.
///
/// ```swift
/// let hour = picker.wheel(.hour)   // en_US, 14:05
/// hour?.rowCount                   // 12
/// hour?.selectedRow                // 2
/// hour?.selectedRowContent.text    // "2"
/// ```
public struct Wheel: Sendable {
    /// What the wheel adjusts.
    public let kind: WheelKind
    /// How many rows the wheel has, selectable or not.
    public let rowCount: Int
    /// The index of the row the value rests on, counted from zero.
    public let selectedRow: Int

    private let state: PickerState

    init(kind: WheelKind, state: PickerState) {
        self.kind = kind
        self.state = state
        rowCount = state.rowCount(of: kind)
        // Within the rows whatever the calendar answered: the day of a month Foundation
        // made shorter than the date in it (the `islamic` calendar east of GMT).
        selectedRow = min(max(state.selectedRow(of: kind), 0), max(rowCount - 1, 0))
    }

    /// Whether the wheel wraps around from its last row to its first.
    public var isCyclic: Bool { kind.isCyclic }

    /// The row at `index`, which must be in `0..<rowCount`.
    public func row(at index: Int) -> WheelRow {
        precondition((0..<rowCount).contains(index), "row \(index) is not in 0..<\(rowCount) of the \(kind) wheel")
        return state.row(of: kind, at: index)
    }

    /// The row the value rests on.
    public var selectedRowContent: WheelRow {
        row(at: selectedRow)
    }

    /// Every row, in order. The `dateAndTime` date wheel can have tens of thousands.
    public var rows: [WheelRow] {
        (0..<rowCount).map(row(at:))
    }

    /// The index of the first row whose display text is `text`, compared without
    /// regard to case, or `nil`.
    public func rowIndex(displaying text: String) -> Int? {
        (0..<rowCount).first { row(at: $0).text.compare(text, options: [.caseInsensitive]) == .orderedSame }
    }

    /// The index of the row nearest `origin` whose display text is `text`, compared
    /// without regard to case, or `nil`; of two at the same distance, the later one.
    ///
    /// The date wheel shows the same text ("Tue, Nov 24") once in every few years of its
    /// two centuries: the row a person means is the one near where the wheel stands.
    public func rowIndex(displaying text: String, nearestTo origin: Int) -> Int? {
        rowIndex(displaying: text, nearestTo: origin, within: rowCount)
    }

    /// The index of the row nearest `origin`, at most `distance` rows from it, whose display
    /// text is `text`, compared without regard to case, or `nil`.
    ///
    /// A date wheel far from now holds millions of rows (9999-12-31 with the window reaching
    /// back to 1926): a text that no row shows would be formatted for each of them.
    public func rowIndex(displaying text: String, nearestTo origin: Int, within distance: Int) -> Int? {
        let origin = min(max(origin, 0), rowCount - 1)
        func matches(_ index: Int) -> Bool {
            row(at: index).text.compare(text, options: [.caseInsensitive]) == .orderedSame
        }
        for distance in 0...max(0, min(distance, rowCount - 1)) {
            if origin + distance < rowCount, matches(origin + distance) { return origin + distance }
            if distance > 0, origin - distance >= 0, matches(origin - distance) { return origin - distance }
            if origin + distance >= rowCount, origin - distance < 0 { break }
        }
        return nil
    }

    /// The index of the row that stands for `number`, or `nil`.
    ///
    /// The number is the year on the year wheel, the calendar's month number on the month
    /// wheel (7 is Adar in a common Hebrew year), the day, the hour as the clock shows it
    /// (1–12 on 12-hour clocks, 0–23 on 24-hour clocks), the minute, or the countdown
    /// hours or minutes. The AM/PM and date wheels have no numbers.
    public func rowIndex(forNumber number: Int) -> Int? {
        (0..<rowCount).first { state.number(of: kind, at: $0) == number }
    }

    /// The index of the row that contains `instant`, on the year and date wheels; else `nil`.
    public func rowIndex(containing instant: Date) -> Int? {
        state.rowIndex(of: kind, containing: instant)
    }
}
