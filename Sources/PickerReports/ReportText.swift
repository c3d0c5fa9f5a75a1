import Foundation
import PickerAccessibility
import PickerQA

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
    ///
    /// The count of the QA sweep's `too-wide` check (one table, in `PickerQA`).
    public static func columns(_ text: String) -> Int {
        DisplayWidth.columns(of: text)
    }

    /// Whether a locale's language is written right to left (Hebrew, Arabic), so that its
    /// wheels are laid out from the right.
    static func readsRightToLeft(_ locale: String) -> Bool {
        Locale.Language(identifier: locale).characterDirection == .rightToLeft
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
