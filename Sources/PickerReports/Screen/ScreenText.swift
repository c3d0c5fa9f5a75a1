/// Text laid out in terminal columns, East Asian wide characters counting two
/// (``ReportText/columns(_:)``).
enum ScreenText {
    /// `text` without control characters, which would move the cursor or start an escape
    /// sequence; invisible formatting (bidi marks) stays, taking no column.
    static func safe(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.lazy.map { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? " " : scalar
        })
        return result
    }

    /// `text` cut to at most `width` columns, with "…" where it was cut.
    static func truncated(_ text: String, to width: Int) -> String {
        guard ReportText.columns(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let columns = ReportText.columns(String(character))
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// `text` padded with spaces on both sides to `width` columns, the odd space on the right.
    static func centered(_ text: String, in width: Int) -> String {
        let spare = max(0, width - ReportText.columns(text))
        return String(repeating: " ", count: spare / 2) + text + String(repeating: " ", count: spare - spare / 2)
    }

    /// `text` padded with spaces on the right to `width` columns.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - ReportText.columns(text)))
    }

    /// `text` in lines of at most `width` columns, broken at spaces; a word longer than a
    /// line (a Japanese sentence has no spaces) is broken between characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        wrap(items: text.split(separator: " ", omittingEmptySubsequences: true).map(String.init), separator: " ", width: width)
    }

    /// `items` joined by `separator` in lines of at most `width` columns, broken between items.
    static func wrap(items: [String], separator: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var used = 0
        let separatorWidth = ReportText.columns(separator)
        for item in items {
            let columns = ReportText.columns(item)
            if !line.isEmpty, used + separatorWidth + columns <= width {
                line += separator + item
                used += separatorWidth + columns
                continue
            }
            if !line.isEmpty { lines.append(line) }
            if columns <= width {
                (line, used) = (item, columns)
                continue
            }
            // A word wider than a line: as many characters as fit, line after line; a
            // closing mark ("、", "。") takes the character before it to the next line.
            (line, used) = ("", 0)
            for character in item {
                let characterWidth = ReportText.columns(String(character))
                if used + characterWidth > width, !line.isEmpty {
                    var carried = ""
                    if noLineStart.contains(character), line.count > 1, let last = line.popLast() { carried = String(last) }
                    lines.append(line)
                    (line, used) = (carried, ReportText.columns(carried))
                }
                line.append(character)
                used += characterWidth
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Marks that must not start a line (Japanese and Chinese line breaking, kinsoku).
    private static let noLineStart: Set<Character> = ["、", "。", "，", "．", "）", "」", "』", "】", "！", "？", "：", "；"]

    /// The first `count` of `lines`, the last of them ending in "…" when some were left out.
    static func limited(_ lines: [String], to count: Int, width: Int) -> [String] {
        guard lines.count > count else { return lines }
        guard count > 0 else { return [] }
        var kept = Array(lines.prefix(count))
        let last = kept[count - 1]
        kept[count - 1] = ReportText.columns(last) < width ? last + "…" : truncated(last + "…", to: width)
        return kept
    }
}

/// How the screen marks what matters: ANSI SGR attributes with color, plain text without.
struct ScreenStyle {
    /// Whether escape sequences may be written.
    let color: Bool

    /// `text` with the SGR attributes `codes` ("1" bold, "2" dim, "4" underline, "7"
    /// reverse video), reset after it; `text` alone without color or codes.
    func styled(_ text: String, _ codes: String) -> String {
        color && !text.isEmpty && !codes.isEmpty ? "\u{1B}[\(codes)m\(text)\u{1B}[0m" : text
    }
}
