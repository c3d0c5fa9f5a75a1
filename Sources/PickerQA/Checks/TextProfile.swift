/// What the checks need to know of one text: blank, bare number, digits, width, and
/// whether a leak may hide in it.
///
/// The sweep reads every row of every wheel of every locale (about two million texts for all
/// locales and modes), so a text is read once, and Unicode's tables are asked once per
/// non-ASCII scalar (its general category); ASCII is decided without them.
struct TextProfile {
    /// Whether the text shows and says nothing: only white space and invisible characters.
    private(set) var isBlank = true
    /// Whether the text is a number and nothing else: decimal digits of any script, with
    /// only white space and invisible characters (bidi marks) around them.
    private(set) var isBareNumber = true
    /// The zero of the first decimal digit whose zero is not the expected one, with that digit.
    private(set) var foreignDigit: (digit: Unicode.Scalar, zero: Unicode.Scalar)?
    /// The display columns the text takes (see ``DisplayWidth``).
    private(set) var columns = 0
    /// Whether the text holds a character that can start a leak (`{`, `%`, an ASCII letter,
    /// U+FFFD): only then is ``TextChecks/leak(in:)`` worth asking.
    private(set) var mayLeak = false

    /// Reads `text`, expecting decimal digits whose zero is `zero`.
    init(_ text: String, digitZero zero: Unicode.Scalar) {
        var sawDigit = false
        for scalar in text.unicodeScalars {
            let kind = ScalarKind(scalar)
            switch kind {
            case .space, .invisible:
                break
            case .digit(let digitZero):
                isBlank = false
                sawDigit = true
                if digitZero != zero, foreignDigit == nil { foreignDigit = (scalar, digitZero) }
            case .mark:
                isBlank = false
                isBareNumber = false
            case .visible(let leakStart):
                isBlank = false
                isBareNumber = false
                if leakStart { mayLeak = true }
            }
            columns += kind.columns(scalar)
        }
        if !sawDigit { isBareNumber = false }
    }
}

/// What a scalar is to the checks, from one look at Unicode's tables.
enum ScalarKind {
    /// White space and line or paragraph separators.
    case space
    /// Format and control characters: bidi marks, joiners, soft hyphens.
    case invisible
    /// A decimal digit, with the zero of its numbering system.
    case digit(zero: Unicode.Scalar)
    /// A combining mark, which takes no column of its own.
    case mark
    /// Anything else; `leakStart` when a leak can start with it.
    case visible(leakStart: Bool)

    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x30...0x39: self = .digit(zero: "0")
            case 0x20, 0x09...0x0D: self = .space
            case ..<0x20, 0x7F: self = .invisible
            case 0x41...0x5A, 0x61...0x7A, 0x25, 0x7B: self = .visible(leakStart: true)
            default: self = .visible(leakStart: false)
            }
            return
        }
        switch scalar.properties.generalCategory {
        case .decimalNumber:
            let digit = UInt32(scalar.properties.numericValue ?? 0)
            self = .digit(zero: Unicode.Scalar(value - digit) ?? "0")
        case .spaceSeparator, .lineSeparator, .paragraphSeparator:
            self = .space
        case .format, .control:
            self = .invisible
        case .nonspacingMark, .enclosingMark:
            self = .mark
        default:
            self = .visible(leakStart: value == 0xFFFD)
        }
    }

    func columns(_ scalar: Unicode.Scalar) -> Int {
        switch self {
        case .space: scalar.value < 0x80 && scalar.value != 0x20 ? 0 : DisplayWidth.columns(ofVisible: scalar)
        case .invisible, .mark: 0
        case .digit, .visible: DisplayWidth.columns(ofVisible: scalar)
        }
    }
}
