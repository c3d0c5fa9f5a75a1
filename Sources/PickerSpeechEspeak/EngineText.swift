#if Speech
import Foundation
import PickerSpeech

/// The text sent to espeak-ng for a caller's text, with the way back from the engine's
/// character positions to the caller's string.
///
/// The engine reads a pronounceable form; the caller's text is never changed:
/// - a respelling of the voice whose `from` is the whole text replaces it ("月" as "つき");
/// - otherwise respellings replace `from` wherever it occurs, longest first ("時" as "じ"),
///   but never a piece of a longer number: a `from` that starts with a digit applies only
///   where no digit comes before it, one that ends with a digit only where no digit comes
///   after it ("1 hora" is not in "21 horas", nor "ora 2" in "ora 22");
/// - a grouping separator between digit groups is left out ("36 850" as "36850"): U+00A0,
///   U+202F, U+066C, and the voice language's own (CLDR's "," for es-419, "." for hr),
///   which espeak-ng reads as a pause, a decimal point or a word;
/// - a symbol that espeak-ng's emoji lists name ("✂", "©", "≥", "😀") stands apart, with a
///   space on each side where the text has none: see ``separatingSymbols(_:origins:)``.
///
/// espeak-ng counts positions in Unicode scalars from 1. A position inside a respelled
/// stretch maps to that stretch of the caller's text.
struct EngineText {
    /// What the engine reads.
    let text: String
    /// The caller's text.
    let original: String
    /// Whether the caller's text is SSML: marks then never cover markup.
    let isMarkup: Bool
    /// For each scalar offset of ``text`` (and its end), the index in the original.
    private let origins: [String.Index]

    /// - Parameter groupingSeparators: the characters that group digits for the voice;
    ///   asked for only when the text has a character between two digits.
    init(_ original: String, respellings: [EspeakVoiceTable.Respelling], groupingSeparators: @autoclosure () -> Set<Character>) {
        self.original = original
        isMarkup = false
        // Foundation's trimming only for a text that has white space at an end: this runs
        // before every synthesis.
        let trimmed = original.first?.isWhitespace == true || original.last?.isWhitespace == true
            ? original.trimmingCharacters(in: .whitespacesAndNewlines) : original
        if let whole = respellings.first(where: { $0.scope == .part && $0.from == trimmed }) {
            text = whole.to
            origins = Array(repeating: original.startIndex, count: whole.to.unicodeScalars.count) + [original.endIndex]
            return
        }
        let anywhere = respellings.filter { $0.scope == .anywhere }
        // Where no respelling can start, the character is copied without looking further.
        let starts = Set(anywhere.compactMap(\.from.first))
        var separators: Set<Character>?
        var text = ""
        var origins: [String.Index] = []
        var index = original.startIndex
        while index < original.endIndex {
            let rest = original[index...]
            if starts.contains(original[index]), let respelling = anywhere.first(where: {
                rest.hasPrefix($0.from) && Self.keepsNumbersWhole($0.from, in: original, at: index)
            }) {
                text += respelling.to
                origins += Array(repeating: index, count: respelling.to.unicodeScalars.count)
                index = original.index(index, offsetBy: respelling.from.count)
                continue
            }
            let next = original.index(after: index)
            if Self.separatesDigitGroups(original, at: index) {
                let known = separators ?? groupingSeparators()
                separators = known
                if known.contains(original[index]) {
                    index = next
                    continue
                }
            }
            text += original[index..<next]
            origins += original.unicodeScalars[index..<next].indices
            index = next
        }
        origins.append(original.endIndex)
        (self.text, self.origins) = Self.separatingSymbols(text, origins: origins)
    }

    /// SSML as ``SSMLDocument`` wrote it, read by the engine as it is; positions in it map
    /// back to the caller's markup through the document's source offsets.
    init(_ document: SSMLDocument, original: String) {
        self.original = original
        isMarkup = true
        let indices = Array(original.unicodeScalars.indices) + [original.endIndex]
        (text, origins) = Self.separatingSymbols(
            document.markup, origins: document.sourceOffsets.map { indices[min($0, indices.count - 1)] }, isMarkup: true
        )
    }

    /// `text` with a space on each side of every symbol that has none there, and the
    /// origins to match (a space maps to the symbol beside it).
    ///
    /// espeak-ng 1.51 reads a symbol by its entry in the voice's emoji list. Where the symbol
    /// is part of a longer word, it looks the entry up as a letter and copies the name into
    /// a 40-byte buffer for phonemes, which a long name overruns: "<😀" in Hindi writes
    /// 48 bytes there, "<©" in Greek, Russian and Bulgarian too, and "<✂5" in Japanese ends
    /// in glibc's "buffer overflow detected" (found by `scripts/fuzz speech-text`). Measured
    /// with espeak-ng 1.51 built with AddressSanitizer, over 34 voices, 11 symbols and 6
    /// surroundings: every overrun was a symbol right after a punctuation mark, and none
    /// remained with the symbol set apart by spaces. Apart, it is also read as the word it
    /// is, where next to a letter espeak-ng spells the whole word ("дыму🐠"). Markup keeps
    /// its tags: only text and a `<sub>`'s alias are changed.
    static func separatingSymbols(
        _ text: String, origins: [String.Index], isMarkup: Bool = false
    ) -> (text: String, origins: [String.Index]) {
        guard text.unicodeScalars.contains(where: \.isEngineSymbol) else { return (text, origins) }
        let characters = Array(text)
        var separated = ""
        var separatedOrigins: [String.Index] = []
        var offset = 0  // in Unicode scalars of `text`
        var markup = MarkupState()
        for (index, character) in characters.enumerated() {
            let count = character.unicodeScalars.count
            let isSpoken = !isMarkup || markup.isSpoken
            if isMarkup { markup.read(character) }
            if isSpoken, character.unicodeScalars.first?.isEngineSymbol == true {
                if index > 0, !characters[index - 1].isWhitespace, separated.last?.isWhitespace == false {
                    separated.append(" ")
                    separatedOrigins.append(origins[offset])
                }
                separated.append(character)
                separatedOrigins += origins[offset..<offset + count]
                if index + 1 < characters.count, !characters[index + 1].isWhitespace {
                    separated.append(" ")
                    separatedOrigins.append(origins[offset + count])
                }
            } else {
                separated.append(character)
                separatedOrigins += origins[offset..<offset + count]
            }
            offset += count
        }
        separatedOrigins.append(origins[offset])
        return (separated, separatedOrigins)
    }

    /// Where a reader of canonical markup is: in text, in a tag, or in a `<sub>`'s alias.
    /// In ``SSMLDocument/markup`` every `<`, `>` and `"` of text and values is escaped, so
    /// each one of them is markup.
    private struct MarkupState {
        private var inTag = false
        private var inValue = false
        private var tag = ""

        /// Whether the character about to be read is spoken: text, or an alias.
        var isSpoken: Bool { !inTag || (inValue && tag.hasPrefix("<sub ") && tag.hasSuffix("alias=\"")) }

        mutating func read(_ character: Character) {
            if inValue {
                if character == "\"" { inValue = false; tag = "" }
                return
            }
            if inTag {
                tag.append(character)
                if character == "\"" { inValue = true; return }
                if character == ">" { inTag = false; tag = "" }
            } else if character == "<" {
                inTag = true
                tag = "<"
            }
        }
    }

    /// Whether `from`, found in `text` at `index`, is not part of a longer number: no digit
    /// comes before it where it starts with a digit, and none after it where it ends with one.
    private static func keepsNumbersWhole(_ from: String, in text: String, at index: String.Index) -> Bool {
        if from.first?.isASCIIDigitOrNumber == true, index > text.startIndex,
           text[text.index(before: index)].isASCIIDigitOrNumber {
            return false
        }
        if from.last?.isASCIIDigitOrNumber == true,
           let end = text.index(index, offsetBy: from.count, limitedBy: text.endIndex), end < text.endIndex,
           text[end].isASCIIDigitOrNumber {
            return false
        }
        return true
    }

    /// Whether the character at `index` stands between a digit and a group of exactly three
    /// digits, as in "36 850" or "73,414", and not in "3,5" or "2 o'clock".
    private static func separatesDigitGroups(_ text: String, at index: String.Index) -> Bool {
        guard index > text.startIndex, text[text.index(before: index)].isASCIIDigitOrNumber else { return false }
        let group = text[text.index(after: index)...].prefix(4)
        return group.prefix(3).count == 3 && group.prefix(3).allSatisfy(\.isASCIIDigitOrNumber)
            && (group.count == 3 || group.last?.isASCIIDigitOrNumber == false)
    }

    /// The characters of the original that `length` engine scalars from 1-based `position`
    /// cover, widened to whole characters.
    func originalRange(position: Int, length: Int) -> Range<String.Index> {
        let start = origins[min(max(position - 1, 0), origins.count - 1)]
        let end = origins[min(max(position - 1 + length, 0), origins.count - 1)]
        return roundedDown(start)..<max(roundedUp(end), roundedDown(start))
    }

    /// `range` without white space at either end.
    func trimmed(_ range: Range<String.Index>) -> Range<String.Index> {
        let characters = original[range]
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return range.lowerBound..<range.lowerBound }
        return first..<original.index(after: last)
    }

    private func roundedDown(_ index: String.Index) -> String.Index {
        index == original.endIndex ? index : original.rangeOfComposedCharacterSequence(at: index).lowerBound
    }

    private func roundedUp(_ index: String.Index) -> String.Index {
        guard index != original.endIndex else { return index }
        let character = original.rangeOfComposedCharacterSequence(at: index)
        return character.lowerBound == index ? index : character.upperBound
    }
}
extension Unicode.Scalar {
    /// A symbol espeak-ng may read from a voice's emoji list: outside ASCII, and an emoji,
    /// a symbol or a mathematical sign ("✂", "™", "≥", "●", "🇫🇷").
    fileprivate var isEngineSymbol: Bool {
        guard !isASCII else { return false }
        switch properties.generalCategory {
        case .otherSymbol, .mathSymbol: return true
        default: return properties.isEmoji
        }
    }
}

extension Character {
    /// A decimal digit of any script ("4", "٤", "४").
    fileprivate var isASCIIDigitOrNumber: Bool {
        unicodeScalars.count == 1 && unicodeScalars.first?.properties.numericType == .decimal
    }
}
#endif
