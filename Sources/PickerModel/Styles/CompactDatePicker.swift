import Foundation

/// The compact style of a date picker: a button per part of the value (the date, the time,
/// or both for `dateAndTime`) that shows it and, when activated, opens its editor in a
/// popover: the month calendar for the date, the wheels for the time. Dismissing the
/// popover (a tap outside it, VoiceOver's two-finger scrub) closes it.
///
/// ```swift
/// let compact = CompactDatePicker(picker: picker)     // a dateAndTime picker, en_US
/// compact.parts                    // [.date, .time]
/// compact.text(of: .date)          // "Nov 21, 2026"
/// compact.activate(.date)
/// compact.calendar?.title          // "November 2026"
/// ```
///
/// A view over the picker's state, as ``InlineCalendar`` is: the buttons show its date,
/// and the editors change it.
public final class CompactDatePicker {
    /// A button of the compact picker.
    public enum Part: String, CaseIterable, Sendable {
        /// The date: opens the month calendar.
        case date
        /// The time: opens the hour, minute and AM/PM wheels.
        case time
    }

    /// The picker whose value the buttons show.
    public let picker: DatePicker
    /// The part whose popover is open, if any.
    public private(set) var expanded: Part?
    /// The open calendar, while the date's popover is open.
    public private(set) var calendar: InlineCalendar?

    /// A compact picker over `picker`, closed.
    public init(picker: DatePicker) {
        self.picker = picker
    }

    /// The buttons, in order: the date's, the time's, or both; none for a countdown timer,
    /// which has no compact style.
    public var parts: [Part] {
        switch picker.mode {
        case .date: [.date]
        case .time: [.time]
        case .dateAndTime: [.date, .time]
        case .countDownTimer: []
        }
    }

    /// What the button of `part` shows: the date in the locale's medium style
    /// ("Nov 21, 2026", "21.11.2026"), the time in its short style ("2:05 PM", "14:05").
    public func text(of part: Part) -> String {
        let formatter = DateFormatter()
        formatter.locale = picker.locale
        formatter.calendar = picker.calendar
        formatter.timeZone = picker.timeZone
        formatter.dateStyle = part == .date ? .medium : .none
        formatter.timeStyle = part == .time ? .short : .none
        return formatter.string(from: picker.date)
    }

    /// The wheels the time's popover shows (hour, minute, AM/PM where the locale has it),
    /// while it is open; empty otherwise.
    public var timeWheels: [Wheel] {
        guard expanded == .time else { return [] }
        return picker.wheels.filter { [.hour, .minute, .dayPeriod].contains($0.kind) }
    }

    /// Opens the popover of `part`, closing any other; returns whether the picker has such
    /// a button.
    @discardableResult
    public func activate(_ part: Part) -> Bool {
        guard parts.contains(part) else { return false }
        expanded = part
        calendar = part == .date ? InlineCalendar(picker: picker) : nil
        return true
    }

    /// Closes the open popover, if any; returns whether one was open.
    @discardableResult
    public func dismiss() -> Bool {
        guard expanded != nil else { return false }
        expanded = nil
        calendar = nil
        return true
    }
}
