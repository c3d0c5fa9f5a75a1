/// How many character cells a text takes on screen, as terminals and `wcwidth` count them.
///
/// Cells are a proxy for points: UIKit lays a wheel out in a proportional font, but a text
/// of twice the cells is about twice as wide in any script, so the widest rows of CLDR are
/// found either way.
///
/// `package`: the reports and the interactive screen lay text out in a terminal with the
/// same count, so a wheel the sweep calls too wide is the one that crowds the screen.
package enum DisplayWidth {
    /// The cells of `text`: two for East Asian wide and fullwidth characters, none for
    /// combining marks and invisible characters (bidi marks, zero-width joiners), one for
    /// everything else.
    package static func columns(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ScalarKind($1).columns($1) }
    }

    /// The cells of a scalar that is neither a combining mark nor invisible.
    static func columns(ofVisible scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x1100 { return 1 }
        if (0x1160...0x11FF).contains(value) { return 0 } // Hangul medial and final jamo join the initial.
        return isWide(value) ? 2 : 1
    }

    /// Whether Unicode's East_Asian_Width of a code point is Wide or Fullwidth.
    ///
    /// Swift's `Unicode.Scalar.Properties` has no East_Asian_Width; these are the W and F
    /// blocks of `EastAsianWidth.txt` (Unicode 15) that text in a date picker can contain:
    /// Hangul, kana, CJK ideographs and punctuation, Yi, fullwidth forms and emoji.
    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, // Hangul Jamo initial consonants
        0x231A...0x231B, 0x2329...0x232A, // watch, hourglass, angle brackets
        0x2E80...0x303E, // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x33FF, // kana, Bopomofo, Hangul compatibility jamo, enclosed CJK, CJK compatibility
        0x3400...0x4DBF, // CJK extension A
        0x4E00...0x9FFF, // CJK unified ideographs
        0xA000...0xA4CF, // Yi
        0xA960...0xA97F, // Hangul Jamo extended A
        0xAC00...0xD7A3, // Hangul syllables
        0xF900...0xFAFF, // CJK compatibility ideographs
        0xFE10...0xFE19, // vertical forms
        0xFE30...0xFE6F, // CJK compatibility forms, small form variants
        0xFF00...0xFF60, // fullwidth forms
        0xFFE0...0xFFE6, // fullwidth signs
        0x16FE0...0x18AFF, // ideographic symbols, Tangut
        0x1B000...0x1B2FF, // kana supplement and extensions, Nüshu
        0x1F300...0x1F64F, // pictographs and emoticons
        0x1F900...0x1F9FF, // supplemental pictographs
        0x20000...0x3FFFD, // CJK extensions B and later
    ]
}
