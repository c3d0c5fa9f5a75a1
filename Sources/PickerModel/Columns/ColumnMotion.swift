/// Where a user action takes a column's selection: the rules every column keeps, whatever
/// its rows stand for. The generic core of the pickers, as react-aria's spin button is of
/// its date segments.
///
/// - Increment and decrement move one row; a cyclic column wraps from its last row to its
///   first and back, one that is not stays at its end.
/// - Select moves to the row named.
/// - Landing on a row that cannot be selected moves on to the nearest one that can, as
///   UIKit scrolls a picker back to a valid row; of two as near, the one further in the
///   direction of the move (for a select, the later one). Where no row can be selected the
///   selection stays.
public enum ColumnMotion {
    /// The row the selection moves to, or `nil` when it does not move.
    ///
    /// - Parameters:
    ///   - action: what the user did.
    ///   - selected: the selected row.
    ///   - rowCount: how many rows the column has.
    ///   - isCyclic: whether the column wraps.
    ///   - isSelectable: whether the row at an index can be selected.
    public static func target(
        of action: WheelAction, from selected: Int, rowCount: Int, isCyclic: Bool, isSelectable: (Int) -> Bool
    ) -> Int? {
        guard rowCount > 0 else { return nil }
        let landing: Int
        let direction: Int
        switch action {
        case .increment:
            guard isCyclic || selected + 1 < rowCount else { return nil }
            (landing, direction) = ((selected + 1) % rowCount, 1)
        case .decrement:
            guard isCyclic || selected > 0 else { return nil }
            (landing, direction) = ((selected - 1 + rowCount) % rowCount, -1)
        case .select(let row):
            guard (0..<rowCount).contains(row) else { return nil }
            (landing, direction) = (row, 1)
        }
        guard let target = nearestSelectable(to: landing, preferring: direction, rowCount: rowCount, isCyclic: isCyclic, isSelectable: isSelectable)
        else { return nil }
        return target == selected ? nil : target
    }

    /// The selectable row nearest `index`, looking both ways (around the end of a cyclic
    /// column), with ties going to `direction`.
    static func nearestSelectable(
        to index: Int, preferring direction: Int, rowCount: Int, isCyclic: Bool, isSelectable: (Int) -> Bool
    ) -> Int? {
        for distance in 0..<rowCount {
            for step in distance == 0 ? [0] : [direction * distance, -direction * distance] {
                var candidate = index + step
                if isCyclic {
                    candidate = ((candidate % rowCount) + rowCount) % rowCount
                } else if !(0..<rowCount).contains(candidate) {
                    continue
                }
                if isSelectable(candidate) { return candidate }
            }
            if !isCyclic, index - distance < 0, index + distance >= rowCount { break }
        }
        return nil
    }
}
