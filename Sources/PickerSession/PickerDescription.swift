import Foundation
import PickerAccessibility
import PickerModel
import PickerReports

/// A picker an app describes in a JSON file: its columns, each a list of the app's rows,
/// a numeric range with a CLDR unit, or a list of CLDR names, with labels and texts in as
/// many languages as the app has. `pickervoice schema picker` is its JSON Schema.
///
/// ```json
/// {"defaultLanguage": "en",
///  "columns": [{"id": "feet", "label": {"en": "Feet", "de": "Fuß"},
///               "range": {"from": 3, "to": 7}, "unit": "length-foot", "selected": 5}]}
/// ```
///
/// Reading checks everything and reports every problem at once, each with its JSON path
/// (``Problem``); a description that reads is one a picker can be made from in any locale.
package struct PickerDescription: Sendable {
    /// The most a description file may hold.
    package static let maximumBytes = 1_000_000
    /// The most columns and rows a description may have: far more than a screen shows.
    package static let maximumColumns = 12
    package static let maximumRows = 10_000
    /// The longest text a row or label may have.
    package static let maximumTextLength = 200

    /// A text in one or more languages, picked for a locale by its tag, then its
    /// language, then the description's default language.
    package struct Text: Sendable, Equatable {
        package let byLanguage: [String: String]

        /// Whether the text has one for `locale`'s tag or language, rather than the
        /// default language's standing in.
        package func hasText(for locale: Locale) -> Bool {
            ownText(for: locale) != nil
        }

        package func text(for locale: Locale, defaultLanguage: String) -> String {
            ownText(for: locale) ?? self[defaultLanguage] ?? byLanguage.values.sorted().first ?? ""
        }

        /// The text for the locale's tag, else for its language.
        private func ownText(for locale: Locale) -> String? {
            let tag = locale.identifier(.bcp47)
            return self[tag] ?? locale.language.languageCode.flatMap { self[$0.identifier] }
        }

        /// The text of a language tag, whatever the case it is written in.
        private subscript(tag: String) -> String? {
            byLanguage.first { $0.key.compare(tag, options: .caseInsensitive) == .orderedSame }?.value
        }
    }

    /// One row of a list column.
    package struct Row: Sendable, Equatable {
        package let text: Text
        /// What VoiceOver says instead of the text, where the app sets an accessibility label.
        package let spoken: Text?
        package let isSelectable: Bool
    }

    /// What a column's rows are.
    package enum Content: Sendable, Equatable {
        /// The app's own rows.
        case rows([Row])
        /// Numbers from `from` to `to` in steps of `step`, with an optional CLDR unit.
        case range(from: Double, to: Double, step: Double, unit: String?)
        /// CLDR's names of regions, languages or currencies, in the locale's order.
        case names(CLDRTexts.Names)
    }

    /// How a column's first selection is named: a row index, a row's text (in the default
    /// language), a number of a range, or a code of a names column (`DE`, `EUR`).
    package enum Selection: Sendable, Equatable {
        case index(Int)
        case text(String)
        case number(Double)
    }

    /// One column.
    package struct ColumnDescription: Sendable, Equatable {
        package let id: String
        package let label: Text?
        package let content: Content
        package let selection: Selection?
        package let wraps: Bool
    }

    /// A problem in a description: where it is, and what is wrong.
    package struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// A JSON path: `$.columns[1].range.step`.
        package let path: String
        package let message: String

        package var description: String { "\(path): \(message)" }
    }

    /// Every problem of a description that could not be read.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let problems: [Problem]

        package var description: String { problems.map(\.description).joined(separator: "\n") }
    }

    /// The language whose text stands in where a text has none for the locale.
    package let defaultLanguage: String
    package let columns: [ColumnDescription]

    /// A list picker of the described columns, with texts for `locale`: labels and rows in
    /// its language, quantities and names through CLDR.
    package func makePicker(locale: Locale) -> ListPicker {
        let specs = columns.map { column -> ListPicker.ColumnSpec in
            let rows: [ColumnRow]
            var codes: [String] = []
            switch column.content {
            case .rows(let described):
                rows = described.map { row in
                    ColumnRow(
                        text: row.text.text(for: locale, defaultLanguage: defaultLanguage),
                        accessibilityLabel: row.spoken?.text(for: locale, defaultLanguage: defaultLanguage),
                        isSelectable: row.isSelectable
                    )
                }
            case .range(let from, let to, let step, let unit):
                let values = Self.values(from: from, to: to, step: step)
                let texts = CLDRTexts.quantities(values, unit: unit, locale: locale) ?? values.map { (String($0), String($0)) }
                rows = zip(values, texts).map { value, texts in
                    let key = value == value.rounded() ? String(Int(value)) : String(value)
                    return ColumnRow(text: texts.shown, accessibilityLabel: texts.spoken == texts.shown ? nil : texts.spoken, key: key)
                }
            case .names(let kind):
                let names = CLDRTexts.names(kind, locale: locale)
                codes = names.map(\.code)
                rows = names.map { ColumnRow(text: $0.name, key: $0.code) }
            }
            let selected: Int = switch column.selection {
            case .index(let index): index
            case .number(let value):
                if case .range(let from, _, let step, _) = column.content { Int(((value - from) / step).rounded()) } else { 0 }
            case .text(let text):
                codes.firstIndex(of: text.uppercased()) ?? codes.firstIndex(of: text)
                    ?? Self.index(ofText: text, in: column, defaultLanguage: defaultLanguage) ?? 0
            case nil: 0
            }
            return ListPicker.ColumnSpec(
                id: ColumnID(rawValue: column.id), label: column.label?.text(for: locale, defaultLanguage: defaultLanguage),
                rows: rows.isEmpty ? [ColumnRow(text: "")] : rows, selectedRow: selected, isCyclic: column.wraps
            )
        }
        return ListPicker(columns: specs, locale: locale)
    }

    /// Where the description has no text in `locale`'s language and the default language's
    /// stands in, as report warnings (`text.fallback`): an auditor hears English in a German
    /// picker there, and a translator knows what to add.
    package func fallbackWarnings(for locale: Locale) -> [WarningReport] {
        let language = locale.language.languageCode?.identifier.lowercased() ?? ""
        guard language != defaultLanguage.lowercased() else { return [] }
        var warnings: [WarningReport] = []
        for column in columns {
            if let label = column.label, !label.hasText(for: locale) {
                warnings.append(WarningReport(code: "text.fallback", message: "the \(column.id) column's label has no text in \(language); the \(defaultLanguage) one is used"))
            }
            if case .rows(let rows) = column.content {
                let missing = rows.filter { !$0.text.hasText(for: locale) || ($0.spoken.map { !$0.hasText(for: locale) } ?? false) }.count
                // Only where the app translates the column's rows at all.
                if missing > 0, rows.contains(where: { $0.text.byLanguage.count > 1 }) {
                    warnings.append(WarningReport(code: "text.fallback", message: "\(missing) of the \(column.id) column's \(rows.count) rows have no text in \(language); the \(defaultLanguage) ones are used"))
                }
            }
        }
        return warnings
    }

    /// The values of a range: `from`, `from + step`, … up to `to`, computed from the index so
    /// that steps of 0.1 do not drift.
    static func values(from: Double, to: Double, step: Double) -> [Double] {
        let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
        return (0..<max(count, 0)).map { from + Double($0) * step }
    }

    private static func index(ofText text: String, in column: ColumnDescription, defaultLanguage: String) -> Int? {
        guard case .rows(let rows) = column.content else { return nil }
        return rows.firstIndex { row in
            row.text.byLanguage.values.contains(text) || row.text.byLanguage[defaultLanguage] == text
        }
    }
}
