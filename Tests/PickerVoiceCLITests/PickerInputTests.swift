import Foundation
import PickerSession
import Testing

@Suite("Reading input")
struct PickerInputTests {
    @Test("the known languages are each available locale's language, as Locale reads it")
    func knownLanguages() {
        let asLocaleReadsThem = Set(Locale.availableIdentifiers.compactMap { Locale(identifier: $0).language.languageCode?.identifier })
        #expect(asLocaleReadsThem.count > 200)
        #expect(PickerInput.knownLanguages == asLocaleReadsThem)
    }

    @Test("a zoned date reads as Foundation's ISO 8601 parser reads it", arguments: [
        "2026-11-21T14:05:00Z", "2026-11-21T14:05:00z", "2026-11-21T14:05:00+01:00", "2026-11-21T14:05:00-0930",
        "2026-11-21T14:05:00+05", "2026-11-21T14:05:00.250Z", "2026-03-29T01:30:00+00:00", "1970-01-01T00:00:00Z",
        "9999-12-31T23:59:59-12:00",
    ])
    func zonedAsFoundation(_ text: String) throws {
        let ours = try PickerInput.date(text, option: "--date", timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        let foundations = try Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains(".")).parse(text)
        #expect(abs(ours.timeIntervalSince(foundations)) < 1e-6)
    }

    @Test("what Foundation's parser rolls over is refused", arguments: [
        "2026-02-30T14:05:00Z", "2026-11-21T24:05:00Z", "2026-11-21T14:05:60Z",
    ])
    func refusedWhereFoundationRollsOver(_ text: String) {
        #expect(throws: PickerInput.Failure.self) {
            try PickerInput.date(text, option: "--date", timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt)
        }
    }
}
