/// Why a picker refused an action.
public enum DatePickerError: Error, Sendable, Hashable {
    /// The picker's mode has no wheel of this kind (for example `year` in `time` mode).
    case wheelNotInMode(WheelKind, DatePickerMode)
    /// A `select` named a row the wheel does not have.
    case rowOutOfRange(WheelKind, row: Int, rowCount: Int)
}
