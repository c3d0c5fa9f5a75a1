import PickerAccessibility
import PickerModel

/// The terminal screen of `interactive --style`: a date picker as iOS shows it today, a
/// compact button or an inline calendar, moved through with VoiceOver's gestures.
///
/// Left and right (`h`, `l`) move the focus as a swipe left or right does, up and down (`k`,
/// `j`) adjust the focused element as a swipe up or down does, space or `a` activates it
/// as a double tap does, and Escape closes a popover as the two-finger scrub does.
public struct StyleScreen {
    /// The VoiceOver user whose gestures the keys are.
    public let user: StyleNavigator
    /// What was said after the last key, if anything.
    public private(set) var announcement = ""

    /// A screen of `picker` in `style`, focused on its first element.
    public init(picker: DatePicker, style: DatePickerStyle, narrator: PickerNarrator) {
        user = StyleNavigator(picker: picker, style: style, narrator: narrator)
    }

    /// The gesture a key stands for, or `nil`.
    public static func gesture(for key: PickerScreen.Key) -> StyleNavigator.Gesture? {
        switch key {
        case .left, .character("h"), .backTab: .previous
        case .right, .character("l"), .tab: .next
        case .up, .character("k"): .increment
        case .down, .character("j"): .decrement
        case .character(" "), .character("a"): .activate
        case .escape: .escape
        default: nil
        }
    }

    /// Performs the key's gesture; returns what is said, or `nil` for a key that does nothing.
    public mutating func perform(_ key: PickerScreen.Key) -> String? {
        guard let gesture = Self.gesture(for: key) else { return nil }
        announcement = user.perform(gesture).announcement
        return announcement.isEmpty ? nil : announcement
    }

    /// The screen's lines, at most `size.columns` wide: the buttons or the month, the focused
    /// element marked `>…<`, then what it says on focus and what was said last.
    public func lines(in size: PickerScreen.Size) -> [String] {
        let focused = user.focused
        let focusedID = focused?.column.rawValue ?? ""
        var lines = ["\(user.style.rawValue) style · \(user.picker.locale.identifier(.bcp47))", ""]
        func mark(_ text: String, _ id: String) -> String { id == focusedID ? ">\(text)<" : " \(text) " }
        if user.style == .compact {
            lines.append(user.compact.parts.map { part in
                mark("[\(user.compact.text(of: part))]", "compact.\(part.rawValue)")
            }.joined(separator: " "))
            if user.compact.expanded != nil { lines.append(mark("(dismiss)", "popover.dismiss")) }
        }
        if let calendar = user.shownCalendar {
            // Right-to-left languages put the week's first day on the right.
            let rightToLeft = ReportText.readsRightToLeft(user.picker.locale.identifier(.bcp47))
            func ordered(_ cells: [String]) -> String { (rightToLeft ? cells.reversed() : cells).joined() }
            if calendar.showsYearPicker {
                // The month and year wheels in place of the grid.
                let values = user.elements.filter { $0.column.rawValue.hasPrefix("calendar.yearPicker.") }
                lines.append(mark(calendar.title, "calendar.monthYear"))
                lines.append(values.map { mark("[\($0.value)]", $0.column.rawValue) }.joined(separator: " "))
                return finish(lines, focused: focused, size: size)
            }
            lines.append(mark("‹", "calendar.previousMonth") + mark(calendar.title, "calendar.monthYear") + mark("›", "calendar.nextMonth"))
            lines.append(ordered(calendar.weekdays.enumerated().map { index, weekday in
                mark(ScreenText.padded(weekday.symbol, to: 3), "calendar.weekday.\(index + 1)")
            }))
            let days = calendar.days
            for week in 0...(days.map(\.week).max() ?? 0) {
                var row: [String] = []
                for column in 0..<7 {
                    guard let day = days.first(where: { $0.week == week && $0.column == column }) else {
                        row.append("     ")
                        continue
                    }
                    let sign = day.isSelected ? "*" : day.isToday ? "+" : day.isEnabled ? " " : "~"
                    row.append(mark(ScreenText.padded(day.text + sign, to: 3), "calendar.day.\(day.number)"))
                }
                lines.append(ordered(row))
            }
            lines.append("* selected  + today  ~ dimmed")
        } else if user.style != .compact || user.compact.expanded != nil {
            lines.append(user.elements.filter { $0.wheel != nil }.map { element in
                mark(user.picker.wheel(element.wheel!)?.selectedRowContent.text ?? "", element.column.rawValue)
            }.joined(separator: " "))
        }
        return finish(lines, focused: focused, size: size)
    }

    /// `lines`, then the focus, what it says, what was said last and the keys, cut to the width.
    private func finish(_ lines: [String], focused: AccessibilityElement?, size: PickerScreen.Size) -> [String] {
        var lines = lines
        lines += ["", "focus   \(focused?.column.rawValue ?? "")"]
        lines += Self.labelled("heard", focused?.utterance ?? "", width: size.columns)
        lines += Self.labelled("said", announcement, width: size.columns)
        lines += ["", "← → move · ↑ ↓ adjust · space activate · esc close · q quit"]
        return lines.map { ScreenText.truncated($0, to: size.columns) }
    }

    /// `text` after `label` in a column of 8, wrapped, its later lines indented as far.
    private static func labelled(_ label: String, _ text: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: 8)
        let wrapped = ScreenText.wrap(ScreenText.safe(text), width: max(1, width - 8))
        guard let first = wrapped.first else { return [ScreenText.padded(label, to: 8)] }
        return [ScreenText.padded(label, to: 8) + first] + wrapped.dropFirst().map { indent + $0 }
    }
}
