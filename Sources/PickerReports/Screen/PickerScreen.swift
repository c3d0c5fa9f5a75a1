import Foundation
import PickerAccessibility
import PickerModel

/// A picker as a screen in a terminal: its wheels side by side, each with its selected row
/// between the rows around it, and what a screen reader says after each change.
///
/// The screen is a value to draw, built from the picker as it stands, the narrator's
/// settings, the focused wheel and the last announcement; ``lines(in:color:)`` lays it out
/// for a terminal of a given size. ``perform(_:)`` is what a key does: it turns the focused
/// wheel, moves the focus or changes a setting, and returns what a screen reader says then.
/// `pickervoice interactive` draws it; any other front end can.
///
/// An en_US time picker at 14:05 in New York, 80 columns, without color:
///
/// ```
/// time picker · en-US · gregorian · America/New_York
/// date      2026-11-21T19:05:00Z (Sat 2026-11-21 14:05:00 EST)
///
///     Hour     Minute     AM or PM
///      12        03
///      1         04          AM
///    > 2 <     [ 05 ]      [ PM ]
///      3         06
///      4         07
///
/// Announced  (nothing yet)
/// On focus   Hour. 2 o'clock. Picker Item. Adjustable. 3 of 12. Swipe up or down
///            with one finger to adjust the value.
///
/// Speaks     labels on · position on · hints on · phrasing voiceOver
/// Keys       ←→ wheel  ↑↓ turn  1 labels  2 position  3 hints  p phrasing  ? help
///            q quit
/// ```
///
/// With color the selected rows are bold, the focused one in reverse video, and the rows
/// two away dimmed (ANSI SGR); without, brackets mark the selected rows and `>` `<` the
/// focused one, and no escape sequence is written. Columns are counted as a terminal counts
/// them (East Asian wide characters take two), and right-to-left languages put the first
/// wheel on the right, as the HTML report draws them.
///
/// The picker is a reference: ``perform(_:)`` acts on it, and so does anything else that
/// holds it.
public struct PickerScreen {
    /// The picker shown.
    public let picker: any ColumnPicker
    /// What the utterances include; the setting commands change its settings.
    public var narrator: PickerNarrator
    /// The wheel that has focus. A wheel the picker's mode lacks means its first wheel.
    public var focus: ColumnID
    /// What was announced after the last increment or decrement, or `nil` before the first.
    public var announcement: String?
    /// Whether the list of keys takes the place of the announcement and the utterance.
    public var showsHelp = false
    /// The time zone as the user named it, for the title (Foundation calls "UTC" "GMT").
    public var timeZoneName: String

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - picker: the picker to show and act on.
    ///   - narrator: what the utterances include and how values are worded.
    ///   - focus: the focused wheel; `nil` means the first in reading order.
    ///   - announcement: the last announcement, if any.
    ///   - timeZoneName: the zone's name for the title; `nil` means the zone's identifier.
    public init(
        picker: any ColumnPicker, narrator: PickerNarrator = PickerNarrator(), focus: ColumnID? = nil,
        announcement: String? = nil, timeZoneName: String? = nil
    ) {
        self.picker = picker
        self.narrator = narrator
        self.focus = focus ?? picker.columns.first?.id ?? .hour
        self.announcement = announcement
        self.timeZoneName = timeZoneName ?? (picker as? DatePicker)?.timeZone.identifier ?? ""
    }

    /// A terminal's size in character cells.
    public struct Size: Sendable, Hashable, CustomStringConvertible {
        /// The number of columns.
        public var columns: Int
        /// The number of rows.
        public var rows: Int

        /// Creates a size.
        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }

        /// "80×24".
        public var description: String { "\(columns)×\(rows)" }
    }

    /// The narrowest terminal the text below the wheels reads well in.
    public static let minimumColumns = 40

    /// The focused wheel: ``focus``, or the first wheel when the mode has no such wheel.
    public var focusedWheel: ColumnID {
        let ids = picker.columns.map(\.id)
        return ids.contains(focus) ? focus : ids.first ?? focus
    }

    /// What a screen reader says when the focused wheel gets focus, with the settings.
    public var focusedElement: AccessibilityElement? {
        let focused = focusedWheel
        // A date picker's one element, not all of them (the screen is drawn after every key).
        if let datePicker = picker as? DatePicker, let kind = WheelKind(rawValue: focused.rawValue) {
            return narrator.element(for: kind, of: datePicker)
        }
        return narrator.elements(of: picker).first { $0.column == focused }
    }

    /// The wheels in the order they are drawn, from left to right: reading order, reversed
    /// for right-to-left languages.
    public var wheelsOnScreen: [ColumnID] {
        let ids = picker.columns.map(\.id)
        return ReportText.readsRightToLeft(picker.locale.identifier(.bcp47)) ? ids.reversed() : ids
    }

    /// The smallest terminal that shows the screen whole, for a terminal `columns` wide:
    /// wide enough for the wheels side by side and for ``minimumColumns``, and tall enough,
    /// at that width or `columns` if wider, for one line each of the announcement and the
    /// utterance below the wheels.
    public func minimumSize(columns: Int = 0) -> Size {
        let layout = Layout(self)
        let width = max(Self.minimumColumns, layout.wheelsWidth)
        return Size(columns: width, rows: layout.fixedLines(width: max(width, columns)) + 2)
    }

    /// The lines to draw in a terminal of `size`, from the top; none is wider than
    /// `size.columns`, and there are at most `size.rows`.
    ///
    /// Where the screen does not fit, the lines say how much room it needs instead.
    /// - Parameter color: whether to style with ANSI SGR sequences (bold, dim, reverse
    ///   video); without, the text alone shows the selection.
    public func lines(in size: Size, color: Bool) -> [String] {
        guard size.columns > 0, size.rows > 0 else { return [] }
        let needed = minimumSize(columns: size.columns)
        guard size.columns >= needed.columns, size.rows >= needed.rows else {
            return Self.tooSmall(size, needs: needed)
        }
        return Layout(self).lines(in: size, style: ScreenStyle(color: color))
    }

    /// The screen for a terminal that is too small: what it needs, in words.
    static func tooSmall(_ size: Size, needs needed: Size) -> [String] {
        let message = "The picker needs at least \(needed.columns) columns × \(needed.rows) rows "
            + "(this terminal: \(size)). Make it larger, or press q to quit."
        return Array(ScreenText.wrap(message, width: size.columns).prefix(size.rows))
    }
}
