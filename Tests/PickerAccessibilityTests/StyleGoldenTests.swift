import Foundation
import PickerAccessibility
import PickerModel
import PickerTestSupport
import Testing

/// What VoiceOver says on the compact button and in the inline calendar, in every table's
/// language, checked against `Golden/styles.txt`, which a person has read.
///
/// Record after a deliberate change with `PICKERVOICE_RECORD_GOLDEN=1 swift test --filter
/// StyleGoldenTests`; recording writes the file and fails, so that nobody commits it unread.
@Suite("Golden file of the compact and inline styles")
struct StyleGoldenTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/styles.txt")

    /// A date-and-time picker at 2026-11-21 14:05 UTC, bounded to 10–30 November, its clock
    /// on 25 November.
    static func picker(_ locale: String, mode: DatePickerMode = .dateAndTime) -> DatePicker {
        let iso = ISO8601DateFormatter()
        let now = iso.date(from: "2026-11-25T09:00:00Z")!
        return DatePicker(
            mode: mode, date: iso.date(from: "2026-11-21T14:05:00Z"),
            minimumDate: iso.date(from: "2026-11-10T00:00:00Z"), maximumDate: iso.date(from: "2026-11-30T23:00:00Z"),
            locale: Locale(identifier: locale), calendar: Calendar(identifier: .gregorian),
            timeZone: TimeZone(identifier: "UTC")!, clock: { now }
        )
    }

    @Test("the compact buttons and the calendar's elements in each table's language")
    func golden() throws {
        var lines = [
            "# What VoiceOver says on a date-and-time picker's compact buttons (closed) and in its inline calendar,",
            "# at 2026-11-21 14:05 UTC, bounded to 10-30 November 2026, today 25 November: per table's locale, the",
            "# buttons, then the calendar's month and year button, previous and next month (both dimmed at the bounds),",
            "# the first weekday header, day 9 (outside the bounds), 21 (selected), 25 (today), and the time button;",
            "# after the buttons, the single button of a date picker and of a time picker.",
            "# Apple's words from the tables; the order and joining are PickerNarrator's (StyleNarration.swift says which are choices).",
            "# Record with PICKERVOICE_RECORD_GOLDEN=1 and read before committing.",
        ]
        let narrator = PickerNarrator()
        let wanted: Set<String> = [
            "calendar.monthYear", "calendar.previousMonth", "calendar.nextMonth", "calendar.weekday.1",
            "calendar.day.9", "calendar.day.21", "calendar.day.25", "calendar.time",
        ]
        for (table, locale) in GoldenFileTests.locales {
            lines.append("[\(table) \(locale)]")
            let picker = Self.picker(locale)
            for element in narrator.elements(of: CompactDatePicker(picker: picker)) {
                lines.append("\(element.column): \(VisibleText.escaped(element.utterance))")
            }
            // The date and time modes' single buttons, named by their mode.
            for mode in [DatePickerMode.date, .time] {
                for element in narrator.elements(of: CompactDatePicker(picker: Self.picker(locale, mode: mode))) {
                    lines.append("\(mode.rawValue) \(element.column): \(VisibleText.escaped(element.utterance))")
                }
            }
            for element in narrator.elements(of: InlineCalendar(picker: picker), showsTime: true) where wanted.contains(element.column.rawValue) {
                lines.append("\(element.column): \(VisibleText.escaped(element.utterance))")
            }
        }
        try GoldenFile.check(lines.joined(separator: "\n") + "\n", against: Self.file)
    }
}
