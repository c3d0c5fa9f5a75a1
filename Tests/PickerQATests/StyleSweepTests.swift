import Foundation
import PickerModel
import PickerQA
import Testing

/// `qa --styles`: the compact buttons' and the calendar's texts get the wheels' checks.
@Suite("QASweep of the compact and inline styles")
struct StyleSweepTests {
    static func sweep(_ locales: [String], styles: Bool) -> QAReport {
        var configuration = QASweep.Configuration(
            locales: locales.map(Locale.init(identifier:)),
            referenceDate: Date(timeIntervalSince1970: 1_795_262_400), timeZone: TimeZone(identifier: "UTC")!,
            modes: [.date]
        )
        configuration.checksStyles = styles
        return QASweep(configuration).run(workers: 2)
    }

    @Test("Ainu's month codes leak into the calendar's title and the compact button; German and Japanese are clean")
    func leaks() throws {
        let report = Self.sweep(["ain", "de_DE", "ja_JP"], styles: true)
        #expect(report.configuration.styles == true)
        let styleFindings = report.findings.filter { ($0.wheel?.rawValue ?? "").hasPrefix("calendar") || ($0.wheel?.rawValue ?? "").hasPrefix("compact") }
        #expect(styleFindings.allSatisfy { $0.locale == "ain" }, "\(styleFindings.map(\.message))")
        let title = try #require(styleFindings.first { $0.wheel == "calendar.days" && $0.code == .placeholderLeak })
        #expect(title.message == "The calendar.days calendar's label leaks \"M11\" into \"2026 M11\".")
        #expect(styleFindings.contains { $0.wheel == "compact.date" && $0.code == .placeholderLeak && $0.text == "2026 M11 21" })
    }

    @Test("without --styles the sweep is what it was: no style finding, rows counted as before")
    func optIn() {
        let plain = Self.sweep(["ain"], styles: false)
        let styled = Self.sweep(["ain"], styles: true)
        #expect(plain.configuration.styles == nil)
        #expect(!plain.findings.contains { ($0.wheel?.rawValue ?? "").hasPrefix("calendar") })
        // One button, 30 November days, 7 weekdays.
        #expect(styled.summary.rowsSpoken == plain.summary.rowsSpoken + 1 + 30 + 7)
    }
}
