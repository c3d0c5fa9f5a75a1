/// The name of a column of a picker: `hour` for a date picker's hour wheel, an app's own
/// name (`quantity`, `feet`) for a column of a picker described in a file.
///
/// An open set, as swift-system's `Errno` is: the date picker's wheels are named by their
/// ``WheelKind`` raw values, and any other adapter brings names of its own.
public struct ColumnID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The column of a date picker's wheel.
    public init(_ kind: WheelKind) {
        rawValue = kind.rawValue
    }

    /// The columns of a date picker's wheels, by their kinds.
    public static let month = ColumnID(.month), day = ColumnID(.day), year = ColumnID(.year), date = ColumnID(.date)
    public static let hour = ColumnID(.hour), minute = ColumnID(.minute), dayPeriod = ColumnID(.dayPeriod)
    public static let countDownHours = ColumnID(.countDownHours), countDownMinutes = ColumnID(.countDownMinutes)

    public var description: String { rawValue }

    /// A column's name is written in JSON as the string it is (`"hour"`), as a wheel kind is.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
