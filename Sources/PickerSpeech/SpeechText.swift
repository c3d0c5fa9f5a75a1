/// What every synthesizer accepts as text, checked the same way by all of them.
public enum SpeechText {
    /// The most characters one request may have: about 3 hours of speech at the default
    /// rate, and a bound on the engine's memory (espeak-ng held 7.8 GB for 1 MB of text).
    public static let maximumCharacters = 100_000

    /// Checks `text` before an engine sees it.
    ///
    /// - Throws: ``SpeechError/emptyText`` for text with nothing to say (white space or
    ///   invisible characters only: U+200B, U+FEFF, bidi marks); ``SpeechError/invalidText(_:)``
    ///   for a NUL or another control character but tab and line breaks, which C engines
    ///   take for the end of the text or worse; ``SpeechError/textTooLong(characters:limit:)``.
    public static func validate(_ text: String) throws(SpeechError) {
        let count = text.count
        guard count <= maximumCharacters else { throw .textTooLong(characters: count, limit: maximumCharacters) }
        var offset = 0
        var speakable = false
        for character in text {
            offset += 1
            for scalar in character.unicodeScalars {
                let category = scalar.properties.generalCategory
                if category == .control, !["\t", "\n", "\r"].contains(scalar) {
                    throw .invalidText("holds the control character U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(4)) at character \(offset)")
                }
                if !scalar.properties.isWhitespace, category != .format, category != .control {
                    speakable = true
                }
            }
        }
        guard speakable else { throw .emptyText }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
