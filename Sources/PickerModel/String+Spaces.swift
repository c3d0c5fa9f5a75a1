extension StringProtocol {
    /// The text without the spaces and tabs at its ends: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` returns, without its detour through
    /// `NSString`, which a report paid on every line. On Linux that set is Unicode's space
    /// separators (Zs), U+0009 and U+200B ZERO WIDTH SPACE (checked over all of Unicode).
    package var trimmingSpaces: String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
