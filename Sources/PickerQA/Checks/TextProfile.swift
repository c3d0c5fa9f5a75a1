/// What the checks need to know of one text: blank, bare number, digits, width, and
/// whether a leak may hide in it.
///
/// The sweep reads every row of every wheel of every locale (about two million texts for all
/// locales and modes), so a text is read once, as UTF-8 bytes, and Unicode's tables are
/// asked only about non-ASCII scalars (general category, lower case), once per scalar
/// with a ``ScalarTable``; ASCII is decided without them.
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
    /// ``TextChecks/spokenKey(_:)`` of the text when it was read `keyed`, otherwise empty.
    ///
    /// Lower case as `String.lowercased()` makes it: one scalar at a time, by Unicode's
    /// full lowercase mapping ("İ" → "i̇"). Only scalars with the Changes_When_Lowercased
    /// property are looked up; every other scalar maps to itself (checked over all of
    /// Unicode).
    private(set) var spokenKey: [UInt8] = []

    /// Reads `text`, expecting decimal digits whose zero is `zero`; with `keyed`, also
    /// makes its ``spokenKey`` in the same pass.
    ///
    /// With `scalars`, what Unicode's tables say of a non-ASCII scalar is taken from, and
    /// kept in, that table.
    init(_ text: String, digitZero zero: Unicode.Scalar, keyed: Bool = false, scalars: ScalarTable? = nil) {
        var text = text
        var profile = TextProfile()
        // `withUTF8` makes the text contiguous first if it is not (a bridged string).
        text.withUTF8 { profile.read($0, digitZero: zero, keyed: keyed, scalars: scalars) }
        self = profile
    }

    private init() {}

    /// Reads the UTF-8 of a `String` (so valid), one scalar at a time.
    ///
    /// The bytes rather than `unicodeScalars`: ASCII, most of what the sweep reads, is
    /// decided from the byte alone, and a scalar that lower case leaves alone goes into the
    /// key as the bytes it already has.
    private mutating func read(
        _ bytes: UnsafeBufferPointer<UInt8>, digitZero zero: Unicode.Scalar, keyed: Bool, scalars: ScalarTable?
    ) {
        var sawDigit = false
        var pendingSpace = false
        if keyed { spokenKey.reserveCapacity(bytes.count) }
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            let scalar: Unicode.Scalar
            if length == 1 {
                scalar = Unicode.Scalar(lead)
            } else {
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            }
            let kind: ScalarKind
            let lowercases: Bool?
            if length > 1, let scalars {
                (kind, lowercases) = scalars.properties(of: scalar)
            } else {
                (kind, lowercases) = (ScalarKind(scalar), nil)
            }
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
            if keyed {
                switch kind {
                case .invisible:
                    break
                case .space:
                    pendingSpace = !spokenKey.isEmpty
                case .digit, .mark, .visible:
                    if pendingSpace { spokenKey.append(0x20) }
                    pendingSpace = false
                    if length == 1 {
                        spokenKey.append((0x41...0x5A).contains(lead) ? lead + 0x20 : lead)
                    } else if lowercases ?? scalar.properties.changesWhenLowercased {
                        spokenKey.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
                    } else {
                        spokenKey.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                    }
                }
            }
            index += length
        }
        if !sawDigit { isBareNumber = false }
    }
}

/// What Unicode's tables say of the non-ASCII scalars one thread has read: their
/// ``ScalarKind`` and whether lower case changes them.
///
/// A locale's rows use a few dozen scalars thousands of times, and a look at the tables
/// costs several times a dictionary lookup. Not for sharing between threads: the sweep
/// makes one per locale.
final class ScalarTable {
    private var known: [UInt32: (kind: ScalarKind, lowercases: Bool)] = [:]

    /// The kind of `scalar`, and whether it has the Changes_When_Lowercased property.
    func properties(of scalar: Unicode.Scalar) -> (kind: ScalarKind, lowercases: Bool) {
        if let found = known[scalar.value] { return found }
        let found = (kind: ScalarKind(scalar), lowercases: scalar.properties.changesWhenLowercased)
        known[scalar.value] = found
        return found
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

    /// Inlined for ASCII, which needs no table; other scalars ask Unicode's.
    @inline(__always)
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        guard value < 0x80 else {
            self.init(nonASCII: scalar)
            return
        }
        switch value {
        case 0x30...0x39: self = .digit(zero: "0")
        case 0x20, 0x09...0x0D: self = .space
        case ..<0x20, 0x7F: self = .invisible
        case 0x41...0x5A, 0x61...0x7A, 0x25, 0x7B: self = .visible(leakStart: true)
        default: self = .visible(leakStart: false)
        }
    }

    private init(nonASCII scalar: Unicode.Scalar) {
        let value = scalar.value
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
