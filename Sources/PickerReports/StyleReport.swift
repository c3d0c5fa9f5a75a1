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

    /// The style shown, resolved for the mode (`automatic` is compact).
    public let style: DatePickerStyle
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
            if let expanded { compact.activate(expanded) }
            self.expanded = compact.expanded?.rawValue
            elements = narrator.elements(of: compact).map(Element.init)
        case .inline where picker.mode != .time:
            self.expanded = nil
            elements = narrator.elements(of: InlineCalendar(picker: picker), showsTime: picker.mode == .dateAndTime).map(Element.init)
        default:
            // Wheels, and the inline style of a time picker, which is its wheels.
            self.expanded = nil
            elements = narrator.elements(of: picker).map(Element.init)
        }
    }
}
