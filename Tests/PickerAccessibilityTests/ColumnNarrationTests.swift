import Foundation
import PickerAccessibility
import PickerModel
import PickerTestSupport
import Testing

/// The narrator on the column core: any picker's columns are spoken with the parts a
/// wheel has, and a date picker reached through the core still says what only dates say.
@Suite("Column narration")
struct ColumnNarrationTests {
    static func quantity(locale: String, label: String? = "Quantity") -> ListPicker {
        ListPicker(columns: [
            .init(id: "quantity", label: label, rows: (1...99).map { ColumnRow(text: "\($0)") }, selectedRow: 2),
            .init(id: "class", rows: [
                ColumnRow(text: "Eco", accessibilityLabel: "Economy"), ColumnRow(text: "Biz", accessibilityLabel: "Business"),
            ], selectedRow: 0),
        ], locale: Locale(identifier: locale))
    }

    @Test("a list column says its label, the row's accessibility label or text, the traits, position and hint")
    func listColumns() throws {
        let elements = PickerNarrator().elements(of: Self.quantity(locale: "en_US") as any ColumnPicker)
        #expect(elements.map(\.column) == ["quantity", "class"])
        #expect(elements[0].utterance == "Quantity. 3. Picker Item. Adjustable. 3 of 99. Swipe up or down with one finger to adjust the value.")
        #expect(elements[1].utterance == "Economy. Picker Item. Adjustable. 1 of 2. Swipe up or down with one finger to adjust the value.",
                "no label is spoken where the app gives none")
        #expect(elements[0].wheel == nil)
    }

    @Test("the fixed phrases are the locale's table's, and positions in its digits")
    func otherLanguages() throws {
        let german = PickerNarrator().elements(of: Self.quantity(locale: "de_DE", label: "Anzahl") as any ColumnPicker)
        #expect(german[0].utterance == "Anzahl. 3. Objektauswahl. Einstellbar. 3 von 99. Zum Anpassen des Werts mit einem Finger nach oben oder unten streichen.")
        let arabic = PickerNarrator().elements(of: Self.quantity(locale: "ar_EG", label: "الكمية") as any ColumnPicker)
        #expect(arabic[0].position.contains("٣"), "\(arabic[0].position)")
    }

    @Test("an action on a column announces the new value, and the same again at an end that does not wrap")
    func announcements() throws {
        let picker = Self.quantity(locale: "en_US")
        let narrator = PickerNarrator()
        #expect(try narrator.perform(.increment, onColumn: "class", of: picker).announcement == "Business")
        let atEnd = try narrator.perform(.increment, onColumn: "class", of: picker)
        #expect(atEnd.change == nil && atEnd.announcement == "Business")
    }

    @Test("a date picker through the core is spoken as a date picker")
    func datePickerThroughTheCore() throws {
        let picker = makePicker(.time, locale: "en_US")
        let narrator = PickerNarrator()
        #expect(narrator.elements(of: picker as any ColumnPicker) == narrator.elements(of: picker))
        #expect(try narrator.perform(.increment, onColumn: "hour", of: picker).announcement == "3 o'clock")
    }
}
