import PickerVoiceResources
import Testing

/// Checks JSON against the report schemas, with exactly the keywords they use.
///
/// Supported: `type` (a name or an array of names), `enum`, `required`, `properties`,
/// `items`, `minimum`, `maximum`, and `$ref` to `#/$defs/...` or to another schema file
/// (`describe.schema.json#/$defs/picker`). Annotations (`title`, `description`, `format`,
/// ...) are skipped; any other keyword is a problem, so that a schema cannot use
/// something the checker would silently ignore. Stricter than JSON Schema on purpose:
/// a property the schema does not declare is a problem, so that the schema stays complete.
struct JSONSchemaChecker {
    /// The schemas by file name, as `$ref` names them.
    let files: [String: JSON]

    /// The checker for the schemas shipped in `PickerVoiceResources`.
    static func shipped() throws -> JSONSchemaChecker {
        var files: [String: JSON] = [:]
        for report in PickerVoiceResources.Report.allCases {
            files[fileName(report)] = try JSON(parsing: PickerVoiceResources.schema(for: report))
        }
        return JSONSchemaChecker(files: files)
    }

    static func fileName(_ report: PickerVoiceResources.Report) -> String {
        "\(report.rawValue).schema.json"
    }

    /// Every way `value` breaks the schema of `report`, one line each ("$.picker: lacks
    /// required property mode"); empty when it conforms.
    func problems(in value: JSON, report: PickerVoiceResources.Report) -> [String] {
        let file = Self.fileName(report)
        var problems: [String] = []
        check(value, against: files[file] ?? .null, file: file, path: "$", problems: &problems)
        return problems
    }

    private static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "format"]

    private func check(_ value: JSON, against schema: JSON, file: String, path: String, problems: inout [String]) {
        guard case .object(let keywords) = schema else {
            return problems.append("\(path): the schema here is not an object")
        }
        for (keyword, argument) in keywords.sorted(by: { $0.key < $1.key }) {
            switch keyword {
            case "$ref":
                guard let reference = argument.stringValue, let (target, targetFile) = resolve(reference, from: file) else {
                    problems.append("\(path): cannot resolve $ref \(argument)")
                    continue
                }
                check(value, against: target, file: targetFile, path: path, problems: &problems)
            case "type":
                let names = argument.arrayValue?.compactMap(\.stringValue) ?? argument.stringValue.map { [$0] } ?? []
                if !names.contains(where: { Self.value(value, hasType: $0) }) {
                    problems.append("\(path): \(value) is not of type \(names.joined(separator: " or "))")
                }
            case "enum":
                if !(argument.arrayValue ?? []).contains(value) {
                    problems.append("\(path): \(value) is not one of \(argument)")
                }
            case "minimum", "maximum":
                guard let bound = argument.numberValue, let number = value.numberValue else { continue }
                if keyword == "minimum" ? number < bound : number > bound {
                    problems.append("\(path): \(value) is outside the \(keyword) \(argument)")
                }
            case "required":
                guard case .object(let members) = value else { continue }
                for name in argument.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
                    problems.append("\(path): lacks required property \(name)")
                }
            case "properties":
                guard case .object(let members) = value, case .object(let declared) = argument else { continue }
                for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                    if let memberSchema = declared[name] {
                        check(member, against: memberSchema, file: file, path: "\(path).\(name)", problems: &problems)
                    } else {
                        problems.append("\(path).\(name): property not declared in the schema")
                    }
                }
            case "oneOf":
                let matching = (argument.arrayValue ?? []).filter { branch in
                    var branchProblems: [String] = []
                    check(value, against: branch, file: file, path: path, problems: &branchProblems)
                    return branchProblems.isEmpty
                }
                if matching.count != 1 {
                    problems.append("\(path): matches \(matching.count) of the oneOf schemas, not exactly one")
                }
            case "not":
                var branchProblems: [String] = []
                check(value, against: argument, file: file, path: path, problems: &branchProblems)
                if branchProblems.isEmpty { problems.append("\(path): matches a schema it must not") }
            case "items":
                guard case .array(let elements) = value else { continue }
                for (index, element) in elements.enumerated() {
                    check(element, against: argument, file: file, path: "\(path)[\(index)]", problems: &problems)
                }
            default:
                if !Self.annotations.contains(keyword) {
                    problems.append("\(path): the checker does not support the keyword \(keyword)")
                }
            }
        }
    }

    /// The schema a `$ref` points at, and the file it is in (for the `$ref`s inside it).
    private func resolve(_ reference: String, from file: String) -> (JSON, String)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let targetFile = parts[0].isEmpty ? file : String(parts[0])
        guard var node = files[targetFile] else { return nil }
        for token in (parts.count > 1 ? parts[1] : "").split(separator: "/") {
            guard let next = node[String(token)] else { return nil }
            node = next
        }
        return (node, targetFile)
    }

    private static func value(_ value: JSON, hasType name: String) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
             ("integer", .integer), ("number", .integer), ("number", .number):
            true
        case ("integer", .number(let number)):
            number.rounded() == number
        default:
            false
        }
    }
}
