import Foundation
import PickerAccessibility
import PickerModel

/// The elements of a date picker's compact or inline style in swipe order, as `describe
/// --style` reports them.
public struct StyleReport: Codable, Sendable, Equatable {
    /// One element: a button, a header, a day cell.
    public struct Element: Codable, Sendable, Equatable {
        /// The element's name: `compact.date`, `calendar.monthYear`, `calendar.day.21`, ….
        public let id: ColumnID
        /// Its label, value, traits and hint, as the screen reader says them.
        public let label: String
        public let value: String
        public let traits: [String]
        public let hint: String
        /// Everything said on focus, in order.
        public let utterance: String
        /// The utterance's parts with their pauses.
        public let parts: [WheelReport.Part]

        /// The report of `element`.
        public init(_ element: AccessibilityElement) {
            id = element.column
            label = element.label
            value = element.value
            traits = element.traits
            hint = element.hint
            utterance = element.utterance
            parts = element.parts.map(WheelReport.Part.init)
        }
    }

    /// The month a calendar shows, for drawing it.
    public struct Month: Codable, Sendable, Equatable {
        /// A day cell.
        public struct Day: Codable, Sendable, Equatable {
            /// The day's number as shown ("21", "٢١").
            public let text: String
            /// Its row and column in the grid, from 0.
            public let week: Int
            public let column: Int
            /// Its state.
            public let selected: Bool
            public let today: Bool
            public let enabled: Bool
        }

        /// The month and year as the title shows them.
        public let title: String
        /// The header's symbols, from the locale's first day of the week.
        public let weekdays: [String]
        /// The days.
        public let days: [Day]

        /// The month `calendar` shows.
        public init(_ calendar: InlineCalendar) {
            title = calendar.title
            weekdays = calendar.weekdays.map(\.symbol)
            days = calendar.days.map { day in
                Day(text: day.text, week: day.week, column: day.column, selected: day.isSelected, today: day.isToday, enabled: day.isEnabled)
            }
        }
    }

    /// The style shown, resolved for the mode (`automatic` is compact).
    public let style: DatePickerStyle
    /// The compact buttons' texts, in order (the date's, the time's); empty for other styles.
    public let buttons: [String]
    /// The month the calendar shows, where one is shown (inline, or a compact date popover).
    public let month: Month?
    /// The compact button whose popover is open (`date`, `time`), if any.
    public let expanded: String?
    /// The elements in swipe order.
    public let elements: [Element]

    /// The report of `picker` in `style`, with the popover of `expanded` open (compact only).
    public init(of picker: DatePicker, style: DatePickerStyle, expanded: CompactDatePicker.Part?, narrator: PickerNarrator) {
        let resolved = style.resolved(for: picker.mode)
        self.style = resolved
        switch resolved {
        case .compact:
            let compact = CompactDatePicker(picker: picker)
            buttons = compact.parts.map { compact.text(of: $0) }
            if let expanded { compact.activate(expanded) }
            self.expanded = compact.expanded?.rawValue
            month = compact.calendar.map(Month.init)
            elements = narrator.elements(of: compact).map(Element.init)
        case .inline where picker.mode != .time:
            self.expanded = nil
            buttons = []
            let calendar = InlineCalendar(picker: picker)
            month = Month(calendar)
            elements = narrator.elements(of: calendar, showsTime: picker.mode == .dateAndTime).map(Element.init)
        default:
            // Wheels, and the inline style of a time picker, which is its wheels.
            self.expanded = nil
            buttons = []
            month = nil
            elements = narrator.elements(of: picker).map(Element.init)
        }
    }
}
