/// What a phrase may hold besides the characters a reader sees, and how long it may be.
///
/// A phrase is one line of text that a screen reader speaks. An import refuses, in a changed
/// value, every character ``StringsFileEscaping/isInvisible(_:)`` names (controls, format
/// characters, spaces other than U+0020, separators, private-use and unassigned code
/// points) except ``marks`` and the invisible characters the table already uses. The tables
/// as shipped use two: U+00A0 (cs, fr, fr-CA, pl, sk) and U+200F (he).
enum PhraseCharacters {
    /// The invisible characters a phrase may need in any language: U+00A0 NO-BREAK SPACE and
    /// U+202F NARROW NO-BREAK SPACE, which CLDR's own formats put before a unit or "AM", and
    /// U+200E LEFT-TO-RIGHT MARK and U+200F RIGHT-TO-LEFT MARK, which keep a number in its
    /// place in Hebrew or Arabic text.
    static let marks: Set<Unicode.Scalar> = ["\u{00A0}", "\u{202F}", "\u{200E}", "\u{200F}"]

    /// The most Unicode scalars a value may have: 1,000.
    ///
    /// The longest value in the tables is 75 characters (the French Canadian hint), and
    /// VoiceOver's hints are one short sentence; a thousand characters takes about a minute
    /// to speak. A value longer than that is a pasted document, not a phrase.
    static let maximumLength = 1_000

    /// Why a character does not belong in a phrase.
    enum Kind: Equatable {
        /// U+000A, U+000D, U+0085, U+2028, U+2029: a phrase is one line.
        case lineBreak
        /// U+0009.
        case tab
        /// Any other control character (C0, DEL, C1).
        case control
        /// An embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), which reorders
        /// the text around it.
        case bidirectionalControl
        /// U+FEFF, which belongs at the start of a file, not inside a value.
        case byteOrderMark
        /// A private-use code point, which no voice can read.
        case privateUse
        /// A code point Unicode assigns no character to (a noncharacter, or one newer than
        /// this system's Unicode data).
        case unassigned
        /// Any other character a reader cannot see: a format character, a space other than
        /// U+0020, a default-ignorable code point.
        case invisible
    }

    /// Why `scalar` does not belong in a phrase, or `nil` when it is a visible character or
    /// U+0020.
    static func kind(of scalar: Unicode.Scalar) -> Kind? {
        guard StringsFileEscaping.isInvisible(scalar) else { return nil }
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return .lineBreak
        case 0x09: return .tab
        case 0x202A...0x202E, 0x2066...0x2069: return .bidirectionalControl
        case 0xFEFF: return .byteOrderMark
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control: return .control
        case .privateUse: return .privateUse
        case .unassigned, .surrogate: return .unassigned
        default: return .invisible
        }
    }

    /// The invisible characters `values` use that may be used again in the same table: any
    /// but line breaks, tabs and controls, which never belong in a phrase.
    static func ownInvisibles(of values: some Sequence<String>) -> Set<Unicode.Scalar> {
        var own: Set<Unicode.Scalar> = []
        for value in values {
            for scalar in value.unicodeScalars {
                guard let kind = kind(of: scalar), ![.lineBreak, .tab, .control].contains(kind) else { continue }
                own.insert(scalar)
            }
        }
        return own
    }
}
