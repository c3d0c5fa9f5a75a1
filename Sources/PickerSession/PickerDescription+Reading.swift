import Foundation
import PickerAccessibility

extension PickerDescription {
    /// Reads a description from JSON, checking every field.
    ///
    /// - Throws: ``Failure`` with every problem found, each with its JSON path.
    package init(json data: Data) throws(Failure) {
        guard data.count <= Self.maximumBytes else {
            throw Failure(problems: [Problem(path: "$", message: "the file holds \(data.count) bytes; a description holds at most \(Self.maximumBytes)")])
        }
        guard String(validating: data, as: UTF8.self) != nil else {
            throw Failure(problems: [Problem(path: "$", message: "the file is not UTF-8 text")])
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw Failure(problems: [Problem(path: "$", message: "not JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "it does not parse"))")])
        }
        try self.init(jsonObject: object)
    }

    /// Reads a description that JSONSerialization has read already (a session's `configure`).
    ///
    /// - Throws: ``Failure`` with every problem found, each with its JSON path.
    package init(jsonObject object: Any) throws(Failure) {
        var reader = Reader()
        guard let root = reader.object(object, at: "$") else { throw Failure(problems: reader.problems) }
        reader.unknownKeys(in: root, known: ["$schema", "defaultLanguage", "columns"], at: "$")
        let defaultLanguage = reader.language(root["defaultLanguage"], at: "$.defaultLanguage") ?? "en"
        var columns: [ColumnDescription] = []
        if let list = reader.array(root["columns"], at: "$.columns", required: true) {
            if list.isEmpty { reader.problem("$.columns", "a picker has at least one column") }
            if list.count > Self.maximumColumns { reader.problem("$.columns", "a picker has at most \(Self.maximumColumns) columns") }
            for (index, item) in list.prefix(Self.maximumColumns).enumerated() {
                if let column = reader.column(item, at: "$.columns[\(index)]", defaultLanguage: defaultLanguage) {
                    columns.append(column)
                }
            }
            var seen: Set<String> = []
            for (index, column) in columns.enumerated() where !seen.insert(column.id).inserted {
                reader.problem("$.columns[\(index)].id", "'\(column.id)' names an earlier column too; each column needs its own id")
            }
        }
        guard reader.problems.isEmpty else { throw Failure(problems: reader.problems) }
        self.defaultLanguage = defaultLanguage
        self.columns = columns
    }
}

/// The checks of one reading, collecting problems rather than stopping at the first.
private struct Reader {
    var problems: [PickerDescription.Problem] = []

    /// Whether JSONSerialization read `value` from `true` or `false`: on Linux it gives an
    /// NSNumber for both numbers and booleans, and `is Bool` holds for 0 and 1 too; only the
    /// stored type tells them apart.
    static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    mutating func problem(_ path: String, _ message: String) {
        problems.append(.init(path: path, message: message))
    }

    mutating func object(_ value: Any?, at path: String) -> [String: Any]? {
        guard let value else { return nil }
        guard let object = value as? [String: Any] else {
            problem(path, "must be an object")
            return nil
        }
        return object
    }

    mutating func array(_ value: Any?, at path: String, required: Bool = false) -> [Any]? {
        guard let value else {
            if required { problem(path, "is required") }
            return nil
        }
        guard let array = value as? [Any] else {
            problem(path, "must be an array")
            return nil
        }
        return array
    }

    mutating func unknownKeys(in object: [String: Any], known: Set<String>, at path: String) {
        for key in object.keys.sorted() where !known.contains(key) {
            problem("\(path).\(key)", "is not a field of a picker description (fields here: \(known.sorted().joined(separator: ", ")))")
        }
    }

    /// A string of at most ``PickerDescription/maximumTextLength`` characters, without
    /// control characters or bidirectional overrides.
    mutating func string(_ value: Any?, at path: String, required: Bool = false) -> String? {
        guard let value else {
            if required { problem(path, "is required") }
            return nil
        }
        guard let text = value as? String else {
            problem(path, "must be a string")
            return nil
        }
        if text.count > PickerDescription.maximumTextLength {
            problem(path, "has \(text.count) characters; a text has at most \(PickerDescription.maximumTextLength)")
            return nil
        }
        if let bad = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }) {
            problem(path, "holds U+\(String(format: "%04X", bad.value)), a control or direction override character that a picker never shows")
            return nil
        }
        return text
    }

    mutating func language(_ value: Any?, at path: String) -> String? {
        guard let text = string(value, at: path) else { return nil }
        guard !text.isEmpty, text.count <= 20, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            problem(path, "'\(text)' is not a language tag (en, de, pt-BR)")
            return nil
        }
        return text
    }

    /// A text: a string, or an object of language tags to strings that has the default language.
    mutating func text(_ value: Any?, at path: String, defaultLanguage: String, required: Bool = false) -> PickerDescription.Text? {
        guard let value else {
            if required { problem(path, "is required") }
            return nil
        }
        if value is String {
            return string(value, at: path).map { PickerDescription.Text(byLanguage: [defaultLanguage: $0]) }
        }
        guard let object = value as? [String: Any] else {
            problem(path, "must be a string, or an object of language tags to strings ({\"en\": \"Quantity\", \"de\": \"Anzahl\"})")
            return nil
        }
        var byLanguage: [String: String] = [:]
        for key in object.keys.sorted() {
            guard language(key, at: "\(path).\(key)") != nil, let text = string(object[key], at: "\(path).\(key)") else { continue }
            byLanguage[key] = text
        }
        guard byLanguage.keys.contains(where: { $0.lowercased() == defaultLanguage.lowercased() }) else {
            problem(path, "has no text in the default language '\(defaultLanguage)', which stands in for the languages it lacks")
            return nil
        }
        return PickerDescription.Text(byLanguage: byLanguage)
    }

    mutating func number(_ value: Any?, at path: String, required: Bool = false) -> Double? {
        guard let value else {
            if required { problem(path, "is required") }
            return nil
        }
        guard let number = value as? NSNumber, !Self.isBoolean(value), number.doubleValue.isFinite else {
            problem(path, "must be a number")
            return nil
        }
        return number.doubleValue
    }

    mutating func bool(_ value: Any?, at path: String) -> Bool? {
        guard let value else { return nil }
        guard let number = value as? NSNumber, Self.isBoolean(value) else {
            problem(path, "must be true or false")
            return nil
        }
        return number.boolValue
    }

    mutating func column(_ value: Any, at path: String, defaultLanguage: String) -> PickerDescription.ColumnDescription? {
        guard let object = object(value, at: path) else { return nil }
        let start = problems.count
        unknownKeys(in: object, known: ["id", "label", "rows", "range", "unit", "names", "selected", "wraps"], at: path)
        let id = string(object["id"], at: "\(path).id", required: true)
        if let id, id.isEmpty || !id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            problem("\(path).id", "'\(id)' is not an id: letters, digits, - and _")
        }
        let label = text(object["label"], at: "\(path).label", defaultLanguage: defaultLanguage)
        let wraps = bool(object["wraps"], at: "\(path).wraps") ?? false
        let kinds = ["rows", "range", "names"].filter { object[$0] != nil }
        if kinds.count != 1 {
            problem(path, kinds.isEmpty
                ? "a column needs its rows: one of rows, range or names"
                : "a column has one of rows, range or names, not \(kinds.joined(separator: " and "))")
        }
        if object["unit"] != nil, object["range"] == nil { problem("\(path).unit", "a unit belongs to a range") }
        var content: PickerDescription.Content?
        var rowCount = 0
        if let rows = array(object["rows"], at: "\(path).rows") {
            if rows.isEmpty { problem("\(path).rows", "a column has at least one row") }
            if rows.count > PickerDescription.maximumRows { problem("\(path).rows", "a column has at most \(PickerDescription.maximumRows) rows") }
            var read: [PickerDescription.Row] = []
            for (index, item) in rows.prefix(PickerDescription.maximumRows).enumerated() {
                let rowPath = "\(path).rows[\(index)]"
                if item is String {
                    if let text = text(item, at: rowPath, defaultLanguage: defaultLanguage) {
                        read.append(.init(text: text, spoken: nil, isSelectable: true))
                    }
                    continue
                }
                guard let row = self.object(item, at: rowPath) else { continue }
                unknownKeys(in: row, known: ["text", "spoken", "selectable"], at: rowPath)
                let text = text(row["text"], at: "\(rowPath).text", defaultLanguage: defaultLanguage, required: true)
                let spoken = self.text(row["spoken"], at: "\(rowPath).spoken", defaultLanguage: defaultLanguage)
                let selectable = bool(row["selectable"], at: "\(rowPath).selectable") ?? true
                if let text { read.append(.init(text: text, spoken: spoken, isSelectable: selectable)) }
            }
            content = .rows(read)
            rowCount = read.count
        }
        if let range = self.object(object["range"], at: "\(path).range") {
            unknownKeys(in: range, known: ["from", "to", "step"], at: "\(path).range")
            let from = number(range["from"], at: "\(path).range.from", required: true)
            let to = number(range["to"], at: "\(path).range.to", required: true)
            let step = number(range["step"], at: "\(path).range.step") ?? 1
            if step <= 0 { problem("\(path).range.step", "must be more than 0") }
            var unit: String?
            if let name = string(object["unit"], at: "\(path).unit") {
                if CLDRTexts.isUnit(name) {
                    unit = name
                } else {
                    problem("\(path).unit", "'\(name)' is not a CLDR unit (length-foot, length-inch, mass-kilogram, volume-liter, duration-minute)")
                }
            }
            if let from, let to, step > 0 {
                if to < from { problem("\(path).range", "'to' (\(to)) is below 'from' (\(from))") }
                rowCount = PickerDescription.values(from: from, to: to, step: step).count
                if rowCount > PickerDescription.maximumRows {
                    problem("\(path).range", "gives \(rowCount) rows; a column has at most \(PickerDescription.maximumRows)")
                }
                content = .range(from: from, to: to, step: step, unit: unit)
            }
        }
        if let name = string(object["names"], at: "\(path).names") {
            if let names = CLDRTexts.Names(rawValue: name) {
                content = .names(names)
                rowCount = Int.max
            } else {
                problem("\(path).names", "'\(name)' is not regions, languages or currencies")
            }
        }
        var selection: PickerDescription.Selection?
        if let selected = object["selected"] {
            let selectedPath = "\(path).selected"
            switch content {
            case .range(let from, let to, let step, _):
                if let value = number(selected, at: selectedPath) {
                    let offset = (value - from) / step
                    if value < from || value > to || abs(offset - offset.rounded()) > 1e-9 {
                        problem(selectedPath, "\(value) is not a value of the range")
                    }
                    selection = .number(value)
                }
            case .names:
                if let code = string(selected, at: selectedPath) { selection = .text(code) }
            case .rows(let rows):
                if let index = selected as? NSNumber, !Self.isBoolean(selected) {
                    if let row = Int(exactly: index.doubleValue), (0..<rowCount).contains(row) {
                        selection = .index(row)
                    } else {
                        problem(selectedPath, "row \(index) is not one of the column's rows 0 to \(rowCount - 1)")
                    }
                } else if let text = string(selected, at: selectedPath) {
                    if rows.contains(where: { $0.text.byLanguage.values.contains(text) }) {
                        selection = .text(text)
                    } else {
                        problem(selectedPath, "no row shows '\(text)'")
                    }
                }
            case nil:
                break
            }
        }
        guard problems.count == start, let id, let content else { return nil }
        return .init(id: id, label: label, content: content, selection: selection, wraps: wraps)
    }
}
