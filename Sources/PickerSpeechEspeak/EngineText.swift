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
///   which espeak-ng reads as a pause, a decimal point or a word.
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
        self.text = text
        self.origins = origins
    }

    /// SSML as ``SSMLDocument`` wrote it, read by the engine as it is; positions in it map
    /// back to the caller's markup through the document's source offsets.
    init(_ document: SSMLDocument, original: String) {
        self.original = original
        isMarkup = true
        text = document.markup
        let indices = Array(original.unicodeScalars.indices) + [original.endIndex]
        origins = document.sourceOffsets.map { indices[min($0, indices.count - 1)] }
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
extension Character {
    /// A decimal digit of any script ("4", "٤", "४").
    fileprivate var isASCIIDigitOrNumber: Bool {
        unicodeScalars.count == 1 && unicodeScalars.first?.properties.numericType == .decimal
    }
}
#endif
