/// A CLDR date pattern ("d. MMMM y", "a h:mm", "Gy年M月d日") split into fields and literals.
///
/// The picker never hard-codes where a wheel goes or how it is labelled: it reads
/// the order of the fields, and the letters glued to them, from the patterns that
/// Foundation generates for the locale.
struct DatePattern: Sendable, Hashable {
    enum Token: Sendable, Hashable {
        /// A run of one pattern letter, such as "MMMM".
        case field(Character, width: Int)
        /// Literal text, already unquoted.
        case literal(String)
    }

    let tokens: [Token]

    init(_ pattern: String) {
        var tokens: [Token] = []
        var literal = ""
        var characters = Array(pattern)[...]
        func flushLiteral() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.popFirst() {
            if character == "'" {
                // '' is a quote; 'text' is literal text.
                if characters.first == "'" {
                    characters.removeFirst()
                    literal.append("'")
                    continue
                }
                while let quoted = characters.popFirst() {
                    if quoted == "'" {
                        if characters.first == "'" {
                            characters.removeFirst()
                            literal.append("'")
                            continue
                        }
                        break
                    }
                    literal.append(quoted)
                }
            } else if character.isASCII, character.isLetter {
                flushLiteral()
                var width = 1
                while characters.first == character {
                    characters.removeFirst()
                    width += 1
                }
                tokens.append(.field(character, width: width))
            } else {
                literal.append(character)
            }
        }
        flushLiteral()
        self.tokens = tokens
    }

    /// Whether a field depends on how the calendar counts weeks (its first weekday and
    /// minimum days in the first week): week of year or month, week-based year, and the
    /// local day of the week.
    var countsWeeks: Bool {
        firstIndex(of: ["w", "W", "Y", "e", "c"]) != nil
    }

    /// The index of the first field whose letter is in `letters`.
    func firstIndex(of letters: Set<Character>) -> Int? {
        tokens.firstIndex {
            if case .field(let letter, _) = $0 { letters.contains(letter) } else { false }
        }
    }

    /// The first field whose letter is in `letters`, as a pattern.
    func field(in letters: Set<Character>) -> (letter: Character, width: Int)? {
        for case .field(let letter, let width) in tokens where letters.contains(letter) {
            return (letter, width)
        }
        return nil
    }

    /// The pattern for one wheel: the field at `index`, with the letters glued to its
    /// end ("年" after "y", "년" of "년 " after "y" in Korean), because they are part of
    /// how the locale writes the value on its own.
    ///
    /// Punctuation and spaced words ("d." in German, "ב" before a Hebrew month) belong
    /// to the whole date, not to one wheel, and are left out.
    func wheelPattern(at index: Int, joining extra: Set<Character> = []) -> String {
        var start = index
        var end = index
        // Pull in neighbouring fields such as the era "G" of "Gy", across blank literals.
        func isExtra(_ position: Int) -> Bool {
            guard tokens.indices.contains(position), case .field(let letter, _) = tokens[position] else {
                return false
            }
            return extra.contains(letter)
        }
        func isBlank(_ position: Int) -> Bool {
            guard tokens.indices.contains(position), case .literal(let text) = tokens[position] else {
                return false
            }
            return text.allSatisfy(\.isWhitespace)
        }
        while isExtra(start - 1) || (isBlank(start - 1) && isExtra(start - 2)) { start -= 1 }
        while isExtra(end + 1) || (isBlank(end + 1) && isExtra(end + 2)) { end += 1 }
        var pattern = tokens[start...end].map(Self.patternText).joined()
        if tokens.indices.contains(end + 1), case .literal(let text) = tokens[end + 1] {
            let glued = text.prefix(while: \.isLetter)
            if !glued.isEmpty { pattern += Self.patternText(.literal(String(glued))) }
        }
        return pattern
    }

    private static func patternText(_ token: Token) -> String {
        switch token {
        case .field(let letter, let width):
            String(repeating: letter, count: width)
        case .literal(let text):
            "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
    }
}
