import Foundation
import PickerModel
import Testing

@Suite("Every locale Foundation knows")
struct AllLocalesTests {
    /// Identifiers with BCP-47 extensions that trap in DateFormatter when passed raw.
    static let extensionTags = [
        "hi-IN-u-nu-deva", "ar-EG-u-nu-latn", "ar-EG-u-nu-arab", "th-TH-u-nu-thai", "en-US-u-hc-h23",
        "ja-JP-u-ca-japanese", "he-IL-u-ca-hebrew", "fa-IR-u-nu-latn", "zh-Hant-TW-u-ca-roc",
    ]

    @Test("There are 1,034 locale identifiers on this platform")
    func count() {
        #expect(Locale.availableIdentifiers.count == 1_034)
    }

    @Test("Every mode of every locale has wheels whose rows all have text", arguments: DatePickerMode.allCases)
    func everyLocale(mode: DatePickerMode) {
        var failures: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() + Self.extensionTags {
            let picker = DatePicker(
                mode: mode,
                date: wallTime("2026-11-21T14:05", "UTC"),
                countDownDuration: 4500,
                locale: Locale(identifier: identifier),
                calendar: Locale(identifier: identifier).calendar,
                timeZone: TimeZone(identifier: "UTC")!,
                clock: { referenceNow }
            )
            let wheels = picker.wheels
            if !(2...4).contains(wheels.count) { failures.append("\(identifier): \(wheels.count) wheels") }
            if Set(wheels.map(\.kind)).count != wheels.count { failures.append("\(identifier): repeated wheel") }
            for wheel in wheels {
                // Every row of the small wheels; the selected row and its neighbours of the large ones.
                let rows = wheel.rowCount <= 60
                    ? Array(0..<wheel.rowCount)
                    : [0, wheel.selectedRow, wheel.rowCount - 1]
                for row in rows where wheel.row(at: row).text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    failures.append("\(identifier) \(wheel.kind) row \(row): empty")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }
}
