import Foundation
import PickerAccessibility

/// Formatting shared by the renderers: locale-neutral, for reports, never for speech.
public enum ReportText {
    /// ISO 8601 in UTC: "2026-11-21T14:05:00Z".
    public static func iso(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// A locale-neutral wall time for people: "Sat 2026-11-21 14:05:00 EST".
    public static func wallTime(_ date: Date, in timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "EEE yyyy-MM-dd HH:mm:ss zzz"
        return formatter.string(from: date)
    }

    /// A countdown duration for people: "1 h 15 min".
    public static func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds) / 60
        return "\(minutes / 60) h \(minutes % 60) min"
    }

    /// Text with invisible characters written as `\u{202F}`, so a person reading a report
    /// can see them.
    public static func visible(_ text: String) -> String {
        VisibleText.escaped(text)
    }

    /// JSON with sorted keys, indented, slashes unescaped: the same input gives the same bytes.
    public static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Text safe in XML and HTML, in content and in attribute values: `&`, `<`, `>`, `"`
    /// and `'` as references, tab and line feed as character references (attributes keep
    /// them so), and the characters XML 1.0 cannot carry (other controls, U+FFFE, U+FFFF)
    /// left out.
    public static func markupEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The columns a terminal gives `text`: 2 for East Asian wide and fullwidth
    /// characters, 0 for combining marks and invisible formatting, else 1.
    public static func columns(_ text: String) -> Int {
        text.reduce(0) { $0 + $1.terminalColumns }
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }

    /// Pads with spaces to `width` columns, counting East Asian wide characters twice.
    func padded(to width: Int) -> String {
        let columns = ReportText.columns(self)
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}

extension Character {
    /// Columns a terminal gives the character: 2 for East Asian wide letters, 0 for a
    /// format character alone, else 1.
    var terminalColumns: Int {
        guard let scalar = unicodeScalars.first else { return 0 }
        if scalar.properties.generalCategory == .format { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
