/// The values an import changes in one table.
public struct TableChange: Sendable, Equatable, CustomStringConvertible {
    /// One key's value before and after the import.
    public struct Value: Sendable, Equatable, CustomStringConvertible {
        /// The key ("value.dayPeriod.am").
        public let key: String
        /// The value the table has now.
        public let old: String
        /// The value the import writes.
        public let new: String

        /// `value.dayPeriod.am: "vorm." → "vormittags"`, with invisible characters, quotes
        /// and backslashes escaped (`\u{00A0}`), so that a change of a space to a no-break
        /// space is seen.
        public var description: String {
            "\(key): \"\(escaped(old))\" → \"\(escaped(new))\""
        }
    }

    /// The table's tag ("de").
    public let table: String
    /// The keys whose value changes, in the tables' key order.
    public var keys: [String] { values.map(\.key) }
    /// Each changed value, old and new, in the tables' key order; a new table's old values
    /// are empty.
    public let values: [Value]
    /// Whether the import starts this table (a language `tables export --new` started).
    public var isNewTable = false

    /// "de: 2 values changed (trait.adjustable, value.dayPeriod.am)"; "sw: a new table of 120 values".
    public var description: String {
        if isNewTable { return "\(table): a new table of \(values.count) values" }
        return "\(table): \(keys.count) \(keys.count == 1 ? "value" : "values") changed (\(keys.joined(separator: ", ")))"
    }
}
