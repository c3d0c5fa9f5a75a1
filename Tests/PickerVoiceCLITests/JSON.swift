import Foundation
import Testing

/// A parsed JSON value, to read reports field by field and check them against a schema.
///
/// Integers and other numbers stay apart (`4500` is `.integer`), and so do booleans and
/// numbers, which is what the schema's `integer`, `number` and `boolean` types need.
enum JSON: Sendable, Hashable, Decodable, CustomStringConvertible {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    /// Parses `text`, recording an issue at the caller when it is not JSON.
    init(parsing text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        do {
            self = try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
        } catch {
            Issue.record("not JSON (\(error)):\n\(text)", sourceLocation: sourceLocation)
            throw error
        }
    }

    subscript(key: String) -> JSON? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The object without `key`: a CLI report without its `provenance`, to compare with one
    /// made in process.
    func removing(_ key: String) -> JSON {
        guard case .object(var members) = self else { return self }
        members[key] = nil
        return .object(members)
    }

    subscript(index: Int) -> JSON? {
        if case .array(let elements) = self, elements.indices.contains(index) { elements[index] } else { nil }
    }

    var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    var arrayValue: [JSON]? {
        if case .array(let value) = self { value } else { nil }
    }

    var numberValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSON...) { self = .array(elements) }
    init(dictionaryLiteral members: (String, JSON)...) { self = .object(Dictionary(uniqueKeysWithValues: members)) }
}

/// The parts of reports that most tests look at.
extension JSON {
    /// The `kind` of every wheel of a describe report, in on-screen order.
    var wheelKinds: [String] {
        (self["wheels"]?.arrayValue ?? []).compactMap { $0["kind"]?.stringValue }
    }

    /// The wheel of a describe report with this kind.
    func wheel(_ kind: String) -> JSON? {
        self["wheels"]?.arrayValue?.first { $0["kind"] == .string(kind) }
    }

    /// The codes of the report's warnings, in order.
    var warningCodes: [String] {
        (self["picker"]?["warnings"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }
}
