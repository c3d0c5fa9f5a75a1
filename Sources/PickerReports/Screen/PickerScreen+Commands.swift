import PickerAccessibility
import PickerModel

extension PickerScreen {
    /// A key, as a front end reads it from the keyboard.
    public enum Key: Sendable, Hashable {
        /// The up arrow.
        case up
        /// The down arrow.
        case down
        /// The left arrow.
        case left
        /// The right arrow.
        case right
        /// Tab.
        case tab
        /// Shift-Tab.
        case backTab
        /// Escape.
        case escape
        /// A key that types a character.
        case character(Character)
    }

    /// What a key does on the screen.
    public enum Command: Sendable, Hashable {
        /// Focus the wheel drawn left of the focused one (the next in reading order in
        /// right-to-left languages).
        case focusLeft
        /// Focus the wheel drawn right of the focused one.
        case focusRight
        /// Focus the next wheel in reading order, as VoiceOver's swipe right does.
        case focusNext
        /// Focus the previous wheel in reading order.
        case focusPrevious
        /// Move the focused wheel to its next row, as VoiceOver's swipe up does.
        case increment
        /// Move the focused wheel to its previous row.
        case decrement
        /// Speak the wheels' labels, or stop.
        case toggleLabels
        /// Speak the position ("3 of 12"), or stop.
        case togglePosition
        /// Speak the hint, or stop.
        case toggleHints
        /// Switch between VoiceOver's phrasing and the natural one.
        case togglePhrasing
        /// Show the list of keys, or hide it.
        case toggleHelp
        /// Hide the list of keys.
        case closeHelp
    }

    /// The command a key stands for, or `nil` (quitting is the front end's: `q`, Ctrl-C).
    ///
    /// Arrows and vi's `h` `j` `k` `l` move; `1`, `2`, `3` and `p` change the settings.
    public static func command(for key: Key) -> Command? {
        switch key {
        case .left, .character("h"): .focusLeft
        case .right, .character("l"): .focusRight
        case .up, .character("k"): .increment
        case .down, .character("j"): .decrement
        case .tab: .focusNext
        case .backTab: .focusPrevious
        case .character("1"): .toggleLabels
        case .character("2"): .togglePosition
        case .character("3"): .toggleHints
        case .character("p"): .togglePhrasing
        case .character("?"): .toggleHelp
        case .escape: .closeHelp
        default: nil
        }
    }

    /// The keys in a line at the foot of the screen.
    static let keyLegend = ["←→ wheel", "↑↓ turn", "1 labels", "2 position", "3 hints", "p phrasing", "? help", "q quit"]

    /// Every key and what it does, for the help list.
    static let keyHelp: [(keys: String, what: String)] = [
        ("← → or h l", "focus the wheel to the left or right"),
        ("↑ ↓ or k j", "increment or decrement the focused wheel"),
        ("Tab, Shift-Tab", "focus the next or previous wheel in reading order"),
        ("1  2  3", "speak the labels, the position, the hints, or not"),
        ("p", "phrasing: voiceOver or natural"),
        ("q or Ctrl-C", "quit"),
    ]

    /// Performs a command and returns what a screen reader says after it, or `nil` when
    /// nothing changed (the focus at the last wheel, the help list).
    ///
    /// An increment or decrement returns the announcement (the wheel's new value, or the
    /// same value again at an end or a bound), which the screen then shows; a new focus
    /// or setting returns the focused wheel's whole utterance, as VoiceOver says it on focus.
    @discardableResult
    public mutating func perform(_ command: Command) -> String? {
        focus = focusedWheel
        if command != .toggleHelp { showsHelp = false }
        switch command {
        case .increment, .decrement:
            do {
                let result = try narrator.perform(command == .increment ? .increment : .decrement, onColumn: focus, of: picker)
                announcement = result.announcement
                return result.announcement
            } catch {
                // focusedWheel is one of the picker's wheels, and increments name no row.
                preconditionFailure("\(command) on the focused wheel failed: \(error)")
            }
        case .focusLeft, .focusRight, .focusNext, .focusPrevious:
            let order = command == .focusLeft || command == .focusRight ? wheelsOnScreen : picker.columns.map(\.id)
            let step = command == .focusRight || command == .focusNext ? 1 : -1
            guard let index = order.firstIndex(of: focus), order.indices.contains(index + step) else { return nil }
            focus = order[index + step]
        case .toggleLabels:
            narrator.settings.speaksLabels.toggle()
        case .togglePosition:
            narrator.settings.speaksPosition.toggle()
        case .toggleHints:
            narrator.settings.speaksHints.toggle()
        case .togglePhrasing:
            narrator.settings.phrasing = narrator.settings.phrasing == .voiceOver ? .natural : .voiceOver
        case .toggleHelp:
            showsHelp.toggle()
            return nil
        case .closeHelp:
            return nil
        }
        return focusedElement?.utterance
    }
}
