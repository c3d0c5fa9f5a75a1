import PickerModel

/// What kind of picker a finding is about: a date picker's mode (`time`), or `described`
/// for a picker an app describes in a file. Written in JSON as that string, as the mode
/// always was.
public struct QAPickerKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The kind of a date picker in `mode`.
    public init(_ mode: DatePickerMode) {
        rawValue = mode.rawValue
    }

    /// A date picker in each of its modes.
    public static let date = QAPickerKind(.date), time = QAPickerKind(.time)
    public static let dateAndTime = QAPickerKind(.dateAndTime), countDownTimer = QAPickerKind(.countDownTimer)
    /// A picker described in a file (`qa --picker`).
    public static let described = QAPickerKind(rawValue: "described")

    /// The date picker's mode, for a date picker's kind.
    public var mode: DatePickerMode? { DatePickerMode(rawValue: rawValue) }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
