import PickerReports

/// What a key press means to the interactive loop.
enum KeyPress: Equatable {
    /// A key the screen knows (``PickerScreen/command(for:)``), or one it ignores.
    case key(PickerScreen.Key)
    /// Ctrl-C, which arrives as byte 3 in raw mode instead of as SIGINT.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-L: draw the screen again.
    case redraw
}

/// Turns the bytes a terminal sends in raw mode into key presses.
///
/// Arrows come as `ESC [ A` (or with modifiers, `ESC [ 1 ; 5 A`), or as `ESC O A` in the
/// terminal's application cursor mode; Shift-Tab as `ESC [ Z`. An escape sequence may be
/// split across reads, so an incomplete one waits for the next bytes; an ESC that nothing
/// follows within a moment is the Escape key (``flush()``).
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether bytes of an unfinished escape sequence are waiting.
    var isWaiting: Bool { !pending.isEmpty }

    /// The key presses in `bytes`, after any bytes left waiting from before.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [KeyPress] {
        pending += bytes
        var keys: [KeyPress] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            guard byte == 0x1B else {
                if let key = Self.single(byte) { keys.append(key) }
                index += 1
                continue
            }
            guard let (key, length) = Self.escapeSequence(pending[index...]) else { break }
            if let key { keys.append(.key(key)) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// What waits, taken as complete: a lone ESC is the Escape key; the start of a
    /// longer sequence is dropped.
    mutating func flush() -> [KeyPress] {
        defer { pending.removeAll() }
        return pending == [0x1B] ? [.key(.escape)] : []
    }

    private static func single(_ byte: UInt8) -> KeyPress? {
        switch byte {
        case 0x03: .interrupt
        case 0x04: .endOfInput
        case 0x0C: .redraw
        case 0x09: .key(.tab)
        case 0x20...0x7E: .key(.character(Character(Unicode.Scalar(byte))))
        // Other controls, and the bytes of characters beyond ASCII, which no key uses.
        default: nil
        }
    }

    /// The key of the escape sequence at the start of `bytes` (`nil` for one no key
    /// uses) and its length, or `nil` when it is not complete yet.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (key: PickerScreen.Key?, length: Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            // CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte.
            var index = start + 2
            while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.endIndex else { return nil }
            return (arrow(bytes[index]) ?? (bytes[index] == UInt8(ascii: "Z") ? .backTab : nil), index - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (arrow(bytes[start + 2]), 3)
        case 0x1B:
            // ESC ESC: the first was the Escape key.
            return (.escape, 1)
        default:
            // Alt and a key: the key alone.
            return (nil, 1)
        }
    }

    private static func arrow(_ final: UInt8) -> PickerScreen.Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }
}
