import Foundation
import PickerAccessibility
import PickerModel
import Testing

/// A VoiceOver user's gestures on the compact and inline styles: where the focus goes and
/// what is said, and what changes in the picker.
@Suite("Gestures on the styles")
struct StyleNavigatorTests {
    static func picker(_ mode: DatePickerMode, _ locale: String = "en_US", maximum: String? = nil) -> DatePicker {
        StyleNarrationTests.picker(mode, locale, maximum: maximum)
    }

    @Test("compact: open the date's popover, change the month, pick a day; the button then shows the new date")
    func compactDate() {
        let user = StyleNavigator(picker: Self.picker(.date), style: .automatic)
        #expect(user.style == .compact && user.focused?.column == "compact.date")
        #expect(user.perform(.activate).announcement == "dismiss popup. Double-tap to dismiss pop-up window.")
        #expect(user.perform(.next).announcement.hasPrefix("November 2026. Show year picker."))
        let month = user.perform(.increment)
        #expect(month.announcement == "December 2026" && !month.changed, "the month shown moves, not the date")
        #expect(user.perform(.decrement).announcement == "November 2026")
        // Month and year, previous, next, seven weekdays, then the days from the 1st.
        for _ in 0..<(2 + 7 + 5) { user.perform(.next) }
        #expect(user.focused?.column == "calendar.day.5")
        let pick = user.perform(.activate)
        #expect(pick.changed && pick.announcement == "Thursday, November 5. Selected. Button.")
        let back = user.perform(.escape)
        #expect(back.focused == "compact.date" && back.announcement == "Date Picker. Nov 5, 2026. Collapsed. Button. Double-tap to expand.")
        #expect(user.picker.date == ISO8601DateFormatter().date(from: "2026-11-05T14:05:00Z"), "at the same time of day")
    }

    @Test("compact time: the popover's wheels turn; inline: a dimmed next month does nothing; the ends say nothing")
    func timeAndBounds() {
        let user = StyleNavigator(picker: Self.picker(.dateAndTime), style: .compact)
        user.perform(.next)
        user.perform(.activate)
        user.perform(.next)
        #expect(user.focused?.column == "hour")
        let turned = user.perform(.increment)
        #expect(turned.announcement == "3 o'clock" && turned.changed)
        let inline = StyleNavigator(picker: Self.picker(.date, maximum: "2026-11-30"), style: .inline)
        #expect(inline.perform(.previous).announcement == "", "the first element: nothing before it")
        inline.perform(.next)
        inline.perform(.next)
        #expect(inline.focused?.column == "calendar.nextMonth")
        #expect(inline.perform(.activate).announcement == "", "dimmed at the maximum")
        #expect(inline.perform(.escape).announcement == "", "no popover to close")
    }

    @Test("the month and year button shows the month and year wheels in place of the grid; they change the month by a month or a year")
    func yearPicker() {
        let user = StyleNavigator(picker: Self.picker(.date, "de_DE"), style: .inline)
        #expect(user.focused?.column == "calendar.monthYear")
        let shown = user.perform(.activate)
        #expect(shown.announcement == "November 2026. Jahresauswahl ausblenden. Taste. Einstellbar. Zum Ändern von Monat und Jahr doppeltippen.")
        #expect(user.elements.map(\.column.rawValue) == ["calendar.monthYear", "calendar.yearPicker.month", "calendar.yearPicker.year"])
        #expect(user.perform(.next).announcement == "Monat. November. Objektauswahl. Einstellbar. 11 von 12. Zum Anpassen des Werts mit einem Finger nach oben oder unten streichen.")
        #expect(user.perform(.increment).announcement == "Dezember")
        user.perform(.next)
        #expect(user.focused?.value == "2026" && user.focused?.position == "101 von 201")
        #expect(user.perform(.increment).announcement == "2027")
        user.perform(.previous)
        user.perform(.previous)
        #expect(user.perform(.activate).announcement.hasPrefix("Dezember 2027. Jahresauswahl einblenden."), "the grid is back, on the month chosen")
        #expect(user.elements.contains { $0.column == "calendar.day.1" })
    }
}
