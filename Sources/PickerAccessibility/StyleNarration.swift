import Foundation
import PickerModel

/// What a screen reader says on the compact and inline styles of a date picker: each
/// element in swipe order, with the parts a wheel has (label, value, traits, hint; no
/// position, which iOS gives only to a picker's rows).
///
/// ```swift
/// let compact = CompactDatePicker(picker: picker)           // date mode, en_US
/// PickerNarrator().elements(of: compact).map(\.utterance)
/// // ["Date Picker. Nov 21, 2026. Collapsed. Button. Double-tap to expand."]
/// ```
///
/// The words are Apple's (UIKit's accessibility bundle and VoiceOver's own, in every
/// table); where no record says how VoiceOver orders or joins them, the choices are ours
/// and written here:
/// - a compact button's state ("Collapsed", "Expanded") is spoken as a trait, before
///   "Button", and its hint only while it is collapsed; both buttons of a date-and-time
///   picker carry the date-and-time label, one the date and one the time as value; an
///   open popover is modal, as UIKit's popovers are: swiping reaches only what is in it;
/// - the month and year button is labelled by the month it shows, its value says what a
///   double tap does ("Show year picker", then "Hide year picker"), and it is adjustable (a
///   swipe changes the month); while the year picker is shown, a month wheel and a year
///   wheel, spoken as a date picker's wheels, take the place of the grid and its buttons;
/// - a day cell's label is its full date (weekday, day and month, in the locale's
///   order); "Today", "Selected", "Button" and, outside the bounds, "dimmed" follow as traits;
/// - the weekday header is one header element per weekday, by its full name.
extension PickerNarrator {
    /// The element ids of the styles, as ``AccessibilityElement/column`` carries them:
    /// `compact.date`, `calendar.monthYear`, `calendar.day.21`, ….
    public enum StyleElementID {
        /// The compact button of `part`.
        public static func compact(_ part: CompactDatePicker.Part) -> ColumnID { ColumnID(rawValue: "compact.\(part.rawValue)") }
        /// The popover's invisible first element, which dismisses it.
        public static let dismiss = ColumnID(rawValue: "popover.dismiss")
        /// The month and year button.
        public static let monthYear = ColumnID(rawValue: "calendar.monthYear")
        /// The previous and next month buttons.
        public static let previousMonth = ColumnID(rawValue: "calendar.previousMonth"), nextMonth = ColumnID(rawValue: "calendar.nextMonth")
        /// The header of the grid's column `index` (from 0).
        public static func weekday(_ index: Int) -> ColumnID { ColumnID(rawValue: "calendar.weekday.\(index + 1)") }
        /// The cell of day `number` of the month shown.
        public static func day(_ number: Int) -> ColumnID { ColumnID(rawValue: "calendar.day.\(number)") }
        /// The time button beside the calendar of a date-and-time picker.
        public static let time = ColumnID(rawValue: "calendar.time")
        /// The month and year wheels the month and year button shows in place of the grid.
        public static let yearPickerMonth = ColumnID(rawValue: "calendar.yearPicker.month")
        public static let yearPickerYear = ColumnID(rawValue: "calendar.yearPicker.year")
    }

    /// The elements of a compact picker in swipe order: its buttons while it is closed;
    /// while a popover is open, only the popover's (it is modal): its dismiss element, then
    /// its editor (the calendar, or the wheels).
    public func elements(of compact: CompactDatePicker) -> [AccessibilityElement] {
        let picker = compact.picker
        let (table, match) = tables.resolved(for: picker.locale)
        guard compact.expanded != nil else {
            return compact.parts.map { part in compactButton(part, of: compact, table: table, match: match) }
        }
        var elements = [styleElement(
            id: StyleElementID.dismiss, label: table[.popoverDismissLabel], value: "", traits: [],
            hint: table[.popoverDismissHint], table: table, match: match
        )]
        if let calendar = compact.calendar {
            elements += self.elements(of: calendar, showsTime: false)
        } else {
            let kinds = Set(compact.timeWheels.map(\.kind))
            elements += self.elements(of: picker).filter { $0.wheel.map(kinds.contains) ?? false }
        }
        return elements
    }

    /// A compact picker's button for `part`: the picker's name by mode, the value as shown,
    /// its state ("Collapsed", or "Expanded" while its popover is open), "Button", and the
    /// hint while it is closed.
    public func compactButton(_ part: CompactDatePicker.Part, of compact: CompactDatePicker) -> AccessibilityElement {
        let (table, match) = tables.resolved(for: compact.picker.locale)
        return compactButton(part, of: compact, table: table, match: match)
    }

    private func compactButton(
        _ part: CompactDatePicker.Part, of compact: CompactDatePicker, table: PhraseTable, match: LocalizationMatch
    ) -> AccessibilityElement {
        let mode = compact.picker.mode
        let label = table[mode == .time ? .compactTimeLabel : mode == .date ? .compactDateLabel : .compactDateAndTimeLabel]
        let expanded = compact.expanded == part
        return styleElement(
            id: StyleElementID.compact(part), label: label, value: compact.text(of: part),
            traits: [table[expanded ? .compactExpanded : .compactCollapsed], table[.buttonTrait]],
            hint: expanded ? "" : table[.compactHint], table: table, match: match
        )
    }

    /// The elements of an inline calendar in swipe order: the month and year button, the
    /// previous and next month buttons, the weekday header, the day cells, and for a
    /// date-and-time picker (`showsTime`) the time button.
    public func elements(of calendar: InlineCalendar, showsTime: Bool) -> [AccessibilityElement] {
        let picker = calendar.picker
        let (table, match) = tables.resolved(for: picker.locale)
        let button = table[.buttonTrait]
        let dimmed = table[.dimmedState]
        let monthYear = styleElement(
            id: StyleElementID.monthYear, label: calendar.title,
            value: table[calendar.showsYearPicker ? .calendarHideYearPicker : .calendarShowYearPicker],
            traits: [button, table[.adjustableTrait]], hint: table[.calendarMonthYearHint], table: table, match: match
        )
        if calendar.showsYearPicker {
            // The wheels take the grid's place, and the month buttons go with it.
            let number = Self.numberText(in: picker.locale)
            let month = calendar.monthPosition
            let year = calendar.yearPosition
            let start = calendar.visibleMonth.start
            var elements = [
                monthYear,
                element(
                    column: StyleElementID.yearPickerMonth, label: table[.monthLabel],
                    value: DateFormatterCache.string(from: start, pattern: "LLLL", locale: picker.locale, calendar: calendar.calendar),
                    selectedRow: month.index, rowCount: month.count, table: table, match: match, number: number
                ),
                element(
                    column: StyleElementID.yearPickerYear, label: table[.yearLabel],
                    value: DateFormatterCache.string(from: start, pattern: "y", locale: picker.locale, calendar: calendar.calendar),
                    selectedRow: year.index, rowCount: year.count, table: table, match: match, number: number
                ),
            ]
            if showsTime { elements.append(timeButton(of: picker, table: table, match: match)) }
            return elements
        }
        var elements = [
            monthYear,
            styleElement(
                id: StyleElementID.previousMonth, label: table[.calendarPreviousMonth], value: "",
                traits: [button] + (calendar.canShowPreviousMonth ? [] : [dimmed]), hint: "", table: table, match: match
            ),
            styleElement(
                id: StyleElementID.nextMonth, label: table[.calendarNextMonth], value: "",
                traits: [button] + (calendar.canShowNextMonth ? [] : [dimmed]), hint: "", table: table, match: match
            ),
        ]
        elements += calendar.weekdays.enumerated().map { index, weekday in
            styleElement(
                id: StyleElementID.weekday(index), label: weekday.name, value: "", traits: [table[.headerTrait]], hint: "",
                table: table, match: match
            )
        }
        let pattern = DateFormatter.dateFormat(fromTemplate: "EEEEMMMMd", options: 0, locale: picker.locale) ?? "EEEE, MMMM d"
        elements += calendar.days.map { day in
            var traits: [String] = []
            if day.isToday { traits.append(table[.calendarToday]) }
            if day.isSelected { traits.append(table[.selectedTrait]) }
            traits.append(button)
            if !day.isEnabled { traits.append(dimmed) }
            return styleElement(
                id: StyleElementID.day(day.number),
                label: DateFormatterCache.string(from: day.date, pattern: pattern, locale: picker.locale, calendar: calendar.calendar),
                value: "", traits: traits, hint: "", table: table, match: match
            )
        }
        if showsTime { elements.append(timeButton(of: picker, table: table, match: match)) }
        return elements
    }

    /// The time button beside a date-and-time picker's calendar.
    private func timeButton(of picker: DatePicker, table: PhraseTable, match: LocalizationMatch) -> AccessibilityElement {
        styleElement(
            id: StyleElementID.time, label: table[.calendarTimeLabel],
            value: CompactDatePicker(picker: picker).text(of: .time), traits: [table[.buttonTrait]], hint: "", table: table, match: match
        )
    }

    /// An element of a style: its parts in VoiceOver's order, each said only where it has
    /// text and the settings speak it.
    private func styleElement(
        id: ColumnID, label: String, value: String, traits: [String], hint: String, table: PhraseTable, match: LocalizationMatch
    ) -> AccessibilityElement {
        var spoken: [(UtterancePart.Kind, String)] = []
        if !label.isEmpty { spoken.append((.label, label)) }
        if !value.isEmpty { spoken.append((.value, value)) }
        spoken += traits.filter { !$0.isEmpty }.map { (.trait, $0) }
        if settings.speaksHints, !hint.isEmpty { spoken.append((.hint, hint)) }
        let parts = spoken.enumerated().map { index, part in
            UtterancePart(kind: part.0, text: part.1, pauseAfter: index == spoken.count - 1 ? .zero : UtterancePart.pause(after: part.0))
        }
        return AccessibilityElement(
            column: id, label: label, value: value, traits: traits, position: "", hint: hint.isEmpty ? "" : table.sentence(hint),
            parts: parts, utterance: parts.map { table.sentence($0.text) }.joined(separator: table[.partSeparator]), localization: match
        )
    }
}
