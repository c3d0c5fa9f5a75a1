import Foundation
import PickerModel

/// A VoiceOver user on a date picker in any style: the focus moves through the elements in
/// swipe order, and gestures act on the focused one, as on a device.
///
/// ```swift
/// let user = StyleNavigator(picker: picker, style: .compact)   // focus on the date button
/// user.perform(.activate).announcement   // the popover opens: "dismiss popup. Double-tap to …"
/// user.perform(.next).announcement       // "November 2026. Show year picker. Button. …"
/// user.perform(.increment).announcement  // "December 2026"
/// ```
///
/// What each gesture does on what, where no record of UIKit says more (the choices are
/// ours, and listed here):
/// - `next` and `previous` (a swipe right or left) move the focus and say the element; at
///   either end the focus stays and nothing is said.
/// - `activate` (a double tap): a compact button opens its popover, and the focus goes to
///   the popover's first element, its dismiss element; that one closes it, and the focus
///   returns to the button. The previous and next month buttons show that month and the
///   month's title is said; a day cell selects its day (the picker's date, at the same time
///   of day) and is said again, now "Selected". Dimmed elements do nothing.
/// - `increment` and `decrement` (a swipe up or down) on the month and year button change
///   the month, which is said; on a wheel they turn it, and its new value is said.
/// - `escape` (the two-finger scrub) closes an open popover, as its dismiss element does.
///
/// - `activate` on the month and year button shows the month and year wheels in place of
///   the grid (or the grid again) and says the button again ("Hide year picker"); swiping
///   up or down on those wheels changes the month shown by a month or a year, and says
///   the wheel's new value.
///
/// Not modelled yet: the time popover of an inline date-and-time calendar; activating its
/// button says nothing.
public final class StyleNavigator {
    /// What a VoiceOver user does.
    public enum Gesture: String, CaseIterable, Sendable {
        case next, previous, activate, increment, decrement, escape
    }

    /// What a gesture did.
    public struct Step: Sendable, Hashable {
        /// The gesture.
        public let gesture: Gesture
        /// The element focused after it.
        public let focused: ColumnID
        /// What VoiceOver says after it; empty when nothing happened.
        public let announcement: String
        /// Whether the picker's value changed.
        public let changed: Bool
    }

    /// The picker whose value the elements show and change.
    public let picker: DatePicker
    /// The style shown, resolved for the mode.
    public let style: DatePickerStyle
    /// What is said.
    public let narrator: PickerNarrator
    /// The compact picker's buttons and popovers (used in the compact style).
    public let compact: CompactDatePicker
    private let calendar: InlineCalendar?
    private var focusedID: ColumnID?

    /// A user on `picker` in `style`, focused on its first element.
    public init(picker: DatePicker, style: DatePickerStyle, narrator: PickerNarrator = PickerNarrator()) {
        self.picker = picker
        self.style = style.resolved(for: picker.mode)
        self.narrator = narrator
        compact = CompactDatePicker(picker: picker)
        calendar = self.style == .inline && picker.mode != .time ? InlineCalendar(picker: picker) : nil
        focusedID = elements.first?.column
    }

    /// Opens the popover of a compact picker's `part`, as activating its button does, and
    /// focuses its first element; returns whether there was such a button.
    @discardableResult
    public func open(_ part: CompactDatePicker.Part) -> Bool {
        guard style == .compact, compact.activate(part) else { return false }
        focusedID = elements.first?.column
        return true
    }

    /// The calendar on screen, if one is: the inline style's, or an open date popover's.
    public var shownCalendar: InlineCalendar? {
        style == .compact ? compact.calendar : calendar
    }

    /// The elements in swipe order, as they are now.
    public var elements: [AccessibilityElement] {
        switch style {
        case .compact: narrator.elements(of: compact)
        case .inline where calendar != nil: narrator.elements(of: calendar!, showsTime: picker.mode == .dateAndTime)
        default: narrator.elements(of: picker)
        }
    }

    /// The focused element.
    public var focused: AccessibilityElement? {
        let elements = elements
        return elements.first { $0.column == focusedID } ?? elements.first
    }

    /// Performs `gesture` on the focused element.
    @discardableResult
    public func perform(_ gesture: Gesture) -> Step {
        let before = picker.date
        let announcement = act(gesture)
        return Step(gesture: gesture, focused: focused?.column ?? "", announcement: announcement, changed: picker.date != before)
    }

    private func act(_ gesture: Gesture) -> String {
        let elements = elements
        guard let index = elements.firstIndex(where: { $0.column == focusedID }) ?? (elements.isEmpty ? nil : 0) else { return "" }
        let element = elements[index]
        let id = element.column.rawValue
        switch gesture {
        case .next, .previous:
            let target = index + (gesture == .next ? 1 : -1)
            guard elements.indices.contains(target) else { return "" }
            focusedID = elements[target].column
            return elements[target].utterance
        case .escape:
            return closePopover()
        case .activate:
            if let part = CompactDatePicker.Part.allCases.first(where: { PickerNarrator.StyleElementID.compact($0) == element.column }) {
                compact.activate(part)
                focusedID = self.elements.first?.column
                return focused?.utterance ?? ""
            }
            if element.column == PickerNarrator.StyleElementID.dismiss { return closePopover() }
            let calendar = compact.calendar ?? self.calendar
            if let calendar, element.column == PickerNarrator.StyleElementID.monthYear {
                calendar.toggleYearPicker()
                return focused?.utterance ?? ""
            }
            if let calendar, element.column == PickerNarrator.StyleElementID.previousMonth || element.column == PickerNarrator.StyleElementID.nextMonth {
                guard calendar.showMonth(offset: element.column == PickerNarrator.StyleElementID.nextMonth ? 1 : -1) else { return "" }
                return calendar.title
            }
            if let calendar, id.hasPrefix("calendar.day."), let number = Int(id.dropFirst("calendar.day.".count)),
               let day = calendar.days.first(where: { $0.number == number }) {
                guard calendar.select(day.date) else { return "" }
                return focused?.utterance ?? ""
            }
            return ""
        case .increment, .decrement:
            let calendar = compact.calendar ?? self.calendar
            if let calendar, element.column == PickerNarrator.StyleElementID.monthYear {
                guard calendar.showMonth(offset: gesture == .increment ? 1 : -1) else { return "" }
                return calendar.title
            }
            if let calendar, element.column == PickerNarrator.StyleElementID.yearPickerMonth || element.column == PickerNarrator.StyleElementID.yearPickerYear {
                let months = element.column == PickerNarrator.StyleElementID.yearPickerYear ? calendar.monthPosition.count : 1
                guard calendar.showMonth(offset: gesture == .increment ? months : -months) else { return "" }
                return focused?.value ?? ""
            }
            if let kind = element.wheel {
                return (try? narrator.perform(gesture == .increment ? .increment : .decrement, on: kind, of: picker).announcement) ?? ""
            }
            return ""
        }
    }

    /// Closes an open popover and focuses its button again; says the button.
    private func closePopover() -> String {
        guard let part = compact.expanded, compact.dismiss() else { return "" }
        focusedID = PickerNarrator.StyleElementID.compact(part)
        return focused?.utterance ?? ""
    }
}
