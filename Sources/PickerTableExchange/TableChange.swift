/// The values an import changes in one table.
public struct TableChange: Sendable, Equatable, CustomStringConvertible {
    /// The table's tag ("de").
    public let table: String
    /// The keys whose value changes, in the tables' key order.
    public let keys: [String]

    /// "de: 2 values changed (trait.adjustable, value.dayPeriod.am)".
    public var description: String {
        "\(table): \(keys.count) \(keys.count == 1 ? "value" : "values") changed (\(keys.joined(separator: ", ")))"
    }
}
