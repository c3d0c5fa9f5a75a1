import PickerAccessibility

/// How many character cells a text takes on screen, as terminals and `wcwidth` count them.
///
/// Cells are a proxy for points: UIKit lays a wheel out in a proportional font, but a text
/// of twice the cells is about twice as wide in any script, so the widest rows of CLDR are
/// found either way.
///
/// `package`: the reports and the interactive screen lay text out in a terminal with the
/// same count, so a wheel the sweep calls too wide is the one that crowds the screen.
package enum DisplayWidth {
    /// The cells of `text`: two for East Asian wide and fullwidth characters (ICU's
    /// East_Asian_Width, ``EastAsianWidth``), none for combining marks and invisible
    /// characters (bidi marks, zero-width joiners), one for everything else.
    package static func columns(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ScalarKind($1).columns($1) }
    }

    /// The cells of a scalar that is neither a combining mark nor invisible.
    static func columns(ofVisible scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x1100 { return 1 }
        if (0x1160...0x11FF).contains(value) { return 0 } // Hangul medial and final jamo join the initial.
        return EastAsianWidth.isWide(scalar) ? 2 : 1
    }
}
