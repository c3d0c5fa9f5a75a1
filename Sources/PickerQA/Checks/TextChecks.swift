/// The checks of one text beside ``TextProfile``'s one pass: leaks, which are rare enough
/// to look for only where a text may hold one, and the key that tells whether two texts
/// sound the same.
enum TextChecks {
    /// Whether `text` shows and says nothing: only white space and invisible characters.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch ScalarKind(scalar) {
            case .space, .invisible: true
            default: false
            }
        }
    }

    /// What two texts must share to sound the same, as UTF-8: case, white space and
    /// invisible characters do not count ("May" and "may", "2\u{00A0}h" and "2 h").
    ///
    /// Bytes rather than a `String`, because hashing a `String` normalizes it first, and
    /// the sweep hashes a key for every row. The sweep makes the key in the same pass as
    /// the row's ``TextProfile``.
    static func spokenKey(_ text: String) -> [UInt8] {
        TextProfile(text, digitZero: "0", keyed: true).spokenKey
    }

    /// The digit zero of the numbering system of a decimal digit ("٣" → "٠"), or `nil` for
    /// anything that is not a decimal digit.
    static func zero(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if case .digit(let zero) = ScalarKind(scalar) { zero } else { nil }
    }

    // MARK: Leaks

    /// The first piece of `text` that is not meant for people, or `nil`:
    /// - U+FFFD, the replacement character of a broken encoding;
    /// - a placeholder in braces: `{hour}`, `{count}`;
    /// - a printf directive: `%@`, `%d`, `%1$@`, `%lld`;
    /// - CLDR pattern residue: a word of one pattern letter three or more times (`EEEE`,
    ///   `MMM`, `yyyy`, `LLLL`), or an hour field before `:mm` (`HH:mm`, `h:mm`);
    /// - ICU's codes for an era or a month it has no name for: `ERA1`, `M06`, `M06L`.
    ///
    /// Everything but U+FFFD is ASCII, so the text is read as UTF-8 bytes.
    static func leak(in text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBD {
                return "\u{FFFD}"
            }
            if byte == UInt8(ascii: "{"), let end = placeholderEnd(bytes, from: index) {
                return string(bytes[index...end])
            }
            if byte == UInt8(ascii: "%"), let end = directiveEnd(bytes, from: index) {
                return string(bytes[index...end])
            }
            if isLetter(byte), index == 0 || !isWordByte(bytes[index - 1]) {
                var end = index
                while end + 1 < bytes.count, isLetter(bytes[end + 1]) { end += 1 }
                if let residue = residue(bytes, word: index...end) { return residue }
                index = end + 1
                continue
            }
            index += 1
        }
        return nil
    }

    /// The end of `{name}` starting at `start`, where the name is a programming identifier.
    private static func placeholderEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        guard index < bytes.count, isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "_") else { return nil }
        while index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "}") ? index : nil
    }

    /// The end of a printf directive starting at `start`: `%`, an optional position (`1$`),
    /// flags and width, length modifiers (`l`, `ll`, `h`, `q`, `z`), and a conversion that
    /// ends the word ("%de" in prose is not one).
    private static func directiveEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        func skip(_ set: String) {
            while index < bytes.count, set.utf8.contains(bytes[index]) { index += 1 }
        }
        let digitsStart = index
        skip("0123456789")
        if index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: "$") {
            index += 1
        } else {
            index = digitsStart
        }
        skip("-+ #0")
        skip("0123456789")
        skip("lhqzjt")
        guard index < bytes.count, "@dDiuUxXoOfFeEgGcCsSpaA".utf8.contains(bytes[index]) else { return nil }
        if index + 1 < bytes.count, isLetter(bytes[index + 1]) { return nil }
        return index
    }

    /// The pattern letters of CLDR date formats.
    private static let patternLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkmsSAzZOvVXx".utf8)

    /// CLDR or ICU residue in the ASCII word at `range`, with what follows it, or `nil`.
    private static func residue(_ bytes: [UInt8], word range: ClosedRange<Int>) -> String? {
        let letters = bytes[range]
        let next = range.upperBound + 1
        func isWordEnd(_ position: Int) -> Bool {
            position >= bytes.count || !isWordByte(bytes[position])
        }
        guard let first = letters.first else { return nil }
        let repeated = letters.allSatisfy { $0 == first }
        // "EEEE", "MMM", "yyyy": one pattern letter, three times or more.
        if repeated, letters.count >= 3, patternLetters.contains(first) {
            return string(letters)
        }
        // "HH:mm", "h:mm": an hour field before a minute field.
        if repeated, letters.count <= 2, "hHkK".utf8.contains(first), next + 2 < bytes.count,
           bytes[next] == UInt8(ascii: ":"), bytes[next + 1] == UInt8(ascii: "m"), bytes[next + 2] == UInt8(ascii: "m"),
           isWordEnd(next + 3)
        {
            return string(bytes[range.lowerBound...(next + 2)])
        }
        // "ERA1", and "M06" or "M06L" for a month without a name. Compared as bytes: this
        // runs for every ASCII word of every row.
        let isEra = letters.elementsEqual("ERA".utf8)
        let isMonth = letters.count == 1 && first == UInt8(ascii: "M")
        guard isEra || isMonth else { return nil }
        var end = next
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        let digitCount = end - next
        if isEra, digitCount > 0, isWordEnd(end) {
            return string(bytes[range.lowerBound..<end])
        }
        if isMonth, digitCount == 2 {
            let leap = end < bytes.count && bytes[end] == UInt8(ascii: "L")
            let wordEnd = leap ? end + 1 : end
            if isWordEnd(wordEnd) { return string(bytes[range.lowerBound..<wordEnd]) }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
