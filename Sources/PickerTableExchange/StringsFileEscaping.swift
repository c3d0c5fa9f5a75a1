/// How a value is written between the quotes of a `"key" = "value";` line, and read back.
///
/// The tables write invisible characters as `\UXXXX` (`"{hour}\U00A0heures"`,
/// `"\U200Fדקה"`) so that a reviewer sees them; Foundation's `.strings` reader turns them
/// back into characters. A character beyond U+FFFF is written as its UTF-16 surrogate
/// pair (`\UD83D\UDE00`), which is what that reader expects.
enum StringsFileEscaping {
    /// `value` as the text between the quotes of a table line.
    static func escape(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where isInvisible(scalar):
                for unit in String(scalar).utf16 {
                    let digits = String(unit, radix: 16, uppercase: true)
                    result += "\\U" + String(repeating: "0", count: 4 - digits.count) + digits
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a reader could not see `scalar`: every space but U+0020, control and format
    /// characters (U+200F, U+FEFF, U+00AD), line and paragraph separators, and what Unicode
    /// says to ignore when it cannot be shown (variation selectors).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .control, .format, .lineSeparator, .paragraphSeparator,
             .privateUse, .surrogate, .unassigned:
            return true
        default:
            return scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// The value a quoted literal stands for, or a description of what is wrong with it.
    ///
    /// Reads the escapes the tables use, which Foundation's old-style property lists share:
    /// `\"`, `\'`, `\\`, `\n`, `\t`, `\r` and `\UXXXX` (with surrogate pairs). Anything else
    /// is refused rather than guessed; a table is also read by Foundation, and the two
    /// readings must agree.
    static func unescape(_ literal: ArraySlice<Unicode.Scalar>) -> Result<String, UnescapeError> {
        var result = String.UnicodeScalarView()
        var index = literal.startIndex
        var pendingHighSurrogate: UInt32?
        func append(_ value: UInt32) -> Bool {
            if let high = pendingHighSurrogate {
                pendingHighSurrogate = nil
                guard (0xDC00...0xDFFF).contains(value),
                      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
                else { return false }
                result.append(scalar)
                return true
            }
            if (0xD800...0xDBFF).contains(value) {
                pendingHighSurrogate = value
                return true
            }
            guard let scalar = Unicode.Scalar(value) else { return false }
            result.append(scalar)
            return true
        }
        while index < literal.endIndex {
            let scalar = literal[index]
            index += 1
            guard scalar == "\\" else {
                guard pendingHighSurrogate == nil else { return .failure(.loneSurrogate) }
                result.append(scalar)
                continue
            }
            guard index < literal.endIndex else { return .failure(.danglingBackslash) }
            let escape = literal[index]
            index += 1
            let simple: Unicode.Scalar? = switch escape {
            case "n": "\n"
            case "t": "\t"
            case "r": "\r"
            case "\"", "'", "\\": escape
            default: nil
            }
            if let simple {
                guard pendingHighSurrogate == nil else { return .failure(.loneSurrogate) }
                result.append(simple)
            } else if escape == "U" {
                let digits = literal[index..<min(index + 4, literal.endIndex)]
                guard digits.count == 4, digits.allSatisfy(\.properties.isASCIIHexDigit),
                      let value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16)
                else { return .failure(.badUnicodeEscape) }
                index += 4
                guard append(value) else { return .failure(.loneSurrogate) }
            } else {
                return .failure(.unknownEscape(escape))
            }
        }
        guard pendingHighSurrogate == nil else { return .failure(.loneSurrogate) }
        return .success(String(result))
    }

    /// Why a quoted literal cannot be read.
    enum UnescapeError: Error, Equatable, CustomStringConvertible {
        case danglingBackslash
        case badUnicodeEscape
        case loneSurrogate
        case unknownEscape(Unicode.Scalar)

        var description: String {
            switch self {
            case .danglingBackslash: "a backslash ends the string"
            case .badUnicodeEscape: "\\U must be followed by four hex digits"
            case .loneSurrogate: "a \\U escape names half of a surrogate pair, or no character"
            case .unknownEscape(let scalar): "unknown escape \\\(Character(scalar))"
            }
        }
    }
}
