/// Spoken text with its invisible characters made visible, for reports and golden files.
///
/// Foundation's strings carry characters a reader cannot see: U+202F before "PM" in
/// en_US, U+00A0 in French units, bidi marks in Arabic and Hebrew. They stay in every
/// string PickerVoice produces; this writes them as `\u{202F}` where a person must see
/// them.
public enum VisibleText {
    /// `text` with format and control characters, and every space but U+0020, written as
    /// `\u{XXXX}`: "2:00\u{202F}PM".
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            let invisible = category == .format || category == .control
                || (category == .spaceSeparator && scalar != " ")
                || category == .lineSeparator || category == .paragraphSeparator
            if invisible {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
