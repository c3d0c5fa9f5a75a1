import Foundation
import PickerAccessibility
import PickerModel
import Testing

@Suite("Every locale Foundation knows speaks")
struct AllLocalesTests {
    /// BCP-47 tags with extensions, some of which trap in DateFormatter when passed raw.
    static let extensionTags = [
        "hi-IN-u-nu-deva", "ar-EG-u-nu-latn", "ar-EG-u-nu-arab", "th-TH-u-nu-thai", "en-US-u-hc-h23",
        "de-DE-u-hc-h12", "ja-JP-u-ca-japanese", "he-IL-u-ca-hebrew", "zh-Hant-TW-u-ca-roc",
    ]

    @Test("Every mode of every locale: no empty string in any element or announcement", arguments: DatePickerMode.allCases)
    func everyLocale(mode: DatePickerMode) throws {
        let narrator = PickerNarrator()
        var failures: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() + Self.extensionTags {
            let picker = DatePicker(
                mode: mode,
                date: wallTime("2026-11-21T14:05"),
                countDownDuration: 3_720,
                locale: Locale(identifier: identifier),
                calendar: Locale(identifier: identifier).calendar,
                timeZone: TimeZone(identifier: "UTC")!,
                clock: { referenceNow }
            )
            for element in narrator.elements(of: picker) {
                let wheel = try #require(element.wheel, "a date picker's element stands for a wheel")
                let fields = [element.label, element.value, element.position, element.hint, element.utterance] + element.traits
                if fields.contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
                    failures.append("\(identifier) \(wheel): an empty field in \(element)")
                }
                if element.parts.contains(where: { $0.text.isEmpty }) {
                    failures.append("\(identifier) \(wheel): an empty part")
                }
                let after = try narrator.perform(.increment, on: wheel, of: picker).announcement
                if after.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    failures.append("\(identifier) \(wheel): empty announcement")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(20))")
    }
}
