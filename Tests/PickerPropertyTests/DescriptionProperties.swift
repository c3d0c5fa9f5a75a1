import Foundation
import PickerAccessibility
import PickerModel
import PickerSession
import PickerTestSupport
import PropertyBased
import Testing

/// Random picker descriptions, well formed and not: every one is refused with problems that
/// each name a JSON path, or gives a picker whose columns answer, speak and act in any locale.
@Suite("Description properties")
struct DescriptionProperties {
    static let cases = max(1, (ProcessInfo.processInfo.environment["PICKERVOICE_PROPERTY_CASES"].flatMap(Int.init) ?? 2_500) / 10)

    /// Pieces of columns, valid and not, that a description is made of.
    static let columnPieces: [String] = [
        #""id": "a""#, #""id": "b c""#, #""id": """#, #""id": 5"#,
        #""rows": ["x", "y", "z"]"#, #""rows": []"#, #""rows": [{"text": "p", "selectable": false}, "q"]"#,
        #""rows": [{"text": {"en": "One", "de": "Eins"}, "spoken": {"en": "Number one", "de": "Nummer eins"}}]"#,
        #""rows": [{"text": {"de": "nur"}}]"#, #""rows": [{"text": "bad\u0007"}]"#, #""rows": "x""#,
        #""range": {"from": 1, "to": 12}"#, #""range": {"from": 0, "to": 1, "step": 0.1}"#, #""range": {"from": 5, "to": 1}"#,
        #""range": {"from": 1, "to": 100000}"#, #""range": {"from": 1, "to": 3, "step": -1}"#, #""range": {"from": "1", "to": 3}"#,
        #""unit": "length-foot""#, #""unit": "mass-kilogram""#, #""unit": "length-parsec""#, #""unit": 7"#,
        #""names": "regions""#, #""names": "currencies""#, #""names": "languages""#, #""names": "planets""#,
        #""label": "Size""#, #""label": {"en": "Size", "ar": "الحجم"}"#, #""label": {"fr": "Taille"}"#, #""label": []"#,
        #""selected": 0"#, #""selected": 2"#, #""selected": 99"#, #""selected": "y""#, #""selected": "DE""#, #""selected": 0.5"#,
        #""selected": true"#, #""wraps": true"#, #""wraps": 1"#, #""colour": "red""#,
    ]
    /// What makes a column valid on its own, so that most descriptions read and their
    /// pickers are exercised; the pieces above then break some of them.
    static let validContents: [String] = [
        #""rows": ["x", "y", "z"]"#, #""rows": [{"text": "p", "selectable": false}, "q", {"text": "r", "selectable": false}]"#,
        #""rows": [{"text": {"en": "One", "de": "Eins"}, "spoken": {"en": "Number one", "de": "Nummer eins"}}, "Two"]"#,
        #""range": {"from": 1, "to": 12}, "unit": "length-inch""#, #""range": {"from": 0, "to": 1, "step": 0.1}"#,
        #""range": {"from": -5, "to": 5}, "unit": "mass-kilogram", "wraps": true"#, #""names": "regions", "selected": "DE""#,
        #""names": "currencies""#, #""rows": [{"text": "only", "selectable": false}]"#,
    ]
    static let locales = ["en_US", "de_DE", "ru_RU", "ar_EG", "ja_JP", "he_IL", "pl_PL"]

    static let generator = zip(
        zip(Gen.int(in: 0...(validContents.count - 1)), Gen.int(in: 0...(columnPieces.count - 1)).array(of: 0...1)).array(of: 1...4),
        Gen.int(in: 0...(locales.count - 1)), Gen.int(in: 0...Int.max).array(of: 0...6)
    )

    @Test("a description is refused with a path for each problem, or its picker answers, speaks and acts")
    func descriptions() async {
        await propertyCheck(count: Self.cases, input: Self.generator) { columns, locale, steps in
            let json = #"{"columns": ["# + columns.enumerated().map { index, column in
                let (content, extras) = column
                let pieces = [#""id": "c\#(index)""#, Self.validContents[content]] + extras.map { Self.columnPieces[$0] }
                return "{" + pieces.joined(separator: ", ") + "}"
            }.joined(separator: ", ") + "]}"
            let description: PickerDescription
            do {
                description = try PickerDescription(json: Data(json.utf8))
            } catch let error as PickerDescription.Failure {
                #expect(!error.problems.isEmpty, "\(json)")
                #expect(error.problems.allSatisfy { $0.path.hasPrefix("$") && !$0.message.isEmpty }, "\(json)")
                return
            } catch {
                Issue.record("\(json): \(error)")
                return
            }
            let picker = description.makePicker(locale: Locale(identifier: Self.locales[locale]))
            let narrator = PickerNarrator()
            for element in narrator.elements(of: picker as any ColumnPicker) {
                PickerProperties.expectSpeech(element.utterance, "\(json) \(element.column)")
            }
            for step in steps {
                let columns = picker.columns
                let column = columns[step % columns.count]
                let action: WheelAction = switch (step / columns.count) % 3 {
                case 0: .increment
                case 1: .decrement
                default: .select(row: (step / columns.count / 3) % column.rowCount)
                }
                do {
                    let result = try narrator.perform(action, onColumn: column.id, of: picker)
                    #expect(result.change == nil || picker.column(column.id)?.selectedRowContent.isSelectable == true, "\(json) \(action)")
                } catch {
                    Issue.record("\(json) \(action) \(column.id): \(error)")
                }
            }
        }
    }
}
