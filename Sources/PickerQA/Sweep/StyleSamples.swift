import Foundation
import PickerAccessibility
import PickerModel

/// The texts of a date picker's compact and inline styles, as samples the sweep checks
/// like a wheel's (`qa --styles`): the compact buttons' values with their fixed phrases, the
/// calendar's day cells (each day's number as shown, its full date as spoken) with the
/// month's title and the buttons' phrases, and the weekday header (symbol as shown, name
/// as spoken).
enum StyleSamples {
    /// The samples of `picker` in its mode: the compact buttons, and for a mode with a date,
    /// the month of its date and the weekday header.
    static func samples(of picker: DatePicker, narrator: PickerNarrator) -> [WheelSample] {
        let compact = CompactDatePicker(picker: picker)
        var samples: [WheelSample] = compact.parts.map { part in
            let element = narrator.compactButton(part, of: compact)
            let phrases: [(name: String, text: String)] = [("label", element.label)] + element.traits.map { ("trait", $0) } + [("hint", element.hint)]
            return WheelSample(
                kind: element.column, noun: "button",
                rows: [WheelSample.Row(index: 0, display: compact.text(of: part), spoken: element.value)], phrases: phrases
            )
        }
        guard picker.mode == .date || picker.mode == .dateAndTime else { return samples }
        let calendar = InlineCalendar(picker: picker)
        let elements = narrator.elements(of: calendar, showsTime: picker.mode == .dateAndTime)
        let days = elements.filter { $0.column.rawValue.hasPrefix("calendar.day.") }
        let others = elements.filter { !$0.column.rawValue.hasPrefix("calendar.day.") && !$0.column.rawValue.hasPrefix("calendar.weekday.") }
        let cells = calendar.days
        let rows: [WheelSample.Row] = zip(cells, days).enumerated().map { index, pair in
            WheelSample.Row(index: index, display: pair.0.text, spoken: pair.1.label)
        }
        var phrases: [(name: String, text: String)] = []
        for element in others {
            phrases.append(("label", element.label))
            phrases += element.traits.map { ("trait", $0) }
            if !element.value.isEmpty { phrases.append(("value", element.value)) }
            if !element.hint.isEmpty { phrases.append(("hint", element.hint)) }
        }
        for day in days { phrases += day.traits.map { ("trait", $0) } }
        samples.append(WheelSample(kind: "calendar.days", noun: "calendar", rows: rows, phrases: phrases))
        samples.append(WheelSample(
            kind: "calendar.weekdays", noun: "header",
            rows: calendar.weekdays.enumerated().map { index, weekday in
                WheelSample.Row(index: index, display: weekday.symbol, spoken: weekday.name)
            }
        ))
        return samples
    }
}
