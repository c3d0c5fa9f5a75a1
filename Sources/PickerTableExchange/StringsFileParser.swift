/// Reads the `.strings` form the tables are written in, keeping what Foundation's reader
/// drops: the comments and where each value is.
///
/// The form: comments (`/* ... */`, `// ...`), and `"key" = "value";` lines. The first
/// comment of the file is its header; the last comment before a line is that key's note.
/// Anything else (unquoted words, comments inside a line) is refused with its line number.
enum StringsFileParser {
    struct Output {
        let scalars: [Unicode.Scalar]
        /// The first comment's text, between `/*` and `*/`.
        let header: String?
        let entries: [TableFile.Entry]
    }

    struct Failure: Error {
        let line: Int
        let reason: String
    }

    static func parse(_ scalars: [Unicode.Scalar]) throws(Failure) -> Output {
        var reader = Reader(scalars: scalars)
        var header: String?
        var note: String?
        var sawAnything = false
        var entries: [TableFile.Entry] = []
        if reader.peek == "\u{FEFF}" { reader.advance() }
        while true {
            reader.skipWhitespace()
            guard let scalar = reader.peek else { break }
            let line = reader.line
            if reader.starts(with: "/*") {
                reader.advance(2)
                let start = reader.position
                guard let end = reader.find("*/") else { throw Failure(line: line, reason: "a comment opened here is never closed") }
                let text = String(String.UnicodeScalarView(scalars[start..<end]))
                reader.advance(to: end + 2)
                if sawAnything { note = text } else { header = text }
            } else if reader.starts(with: "//") {
                let start = reader.position + 2
                while let next = reader.peek, next != "\n" { reader.advance() }
                note = String(String.UnicodeScalarView(scalars[start..<reader.position]))
            } else if scalar == "\"" {
                let (key, _) = try reader.quoted()
                reader.skipWhitespace()
                guard reader.peek == "=" else { throw Failure(line: reader.line, reason: "expected '=' after \"\(key)\"") }
                reader.advance()
                reader.skipWhitespace()
                guard reader.peek == "\"" else { throw Failure(line: reader.line, reason: "expected the quoted value of \"\(key)\"") }
                let (value, literal) = try reader.quoted()
                reader.skipWhitespace()
                guard reader.peek == ";" else { throw Failure(line: reader.line, reason: "expected ';' after the value of \"\(key)\"") }
                reader.advance()
                entries.append(TableFile.Entry(key: key, value: value, note: note.map(unwrapped), literal: literal, line: line))
                note = nil
            } else {
                throw Failure(line: line, reason: "expected a comment or a \"key\" = \"value\"; line, found '\(Character(scalar))'")
            }
            sawAnything = true
        }
        return Output(scalars: scalars, header: header, entries: entries)
    }

    /// A comment's lines as one paragraph: notes are prose wrapped at about 100 columns.
    private static func unwrapped(_ comment: String) -> String {
        comment.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var position = 0
        var line = 1

        var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        mutating func advance(_ count: Int = 1) {
            advance(to: min(position + count, scalars.count))
        }

        mutating func advance(to end: Int) {
            while position < end {
                if scalars[position] == "\n" { line += 1 }
                position += 1
            }
        }

        func starts(with text: String) -> Bool {
            let needle = Array(text.unicodeScalars)
            return scalars[position...].starts(with: needle)
        }

        /// Where `text` next starts, from the current position.
        func find(_ text: String) -> Int? {
            let needle = Array(text.unicodeScalars)
            var index = position
            while index + needle.count <= scalars.count {
                if scalars[index..<index + needle.count].elementsEqual(needle) { return index }
                index += 1
            }
            return nil
        }

        mutating func skipWhitespace() {
            while let scalar = peek, scalar.properties.isWhitespace { advance() }
        }

        /// The string literal at the current position, and its range, quotes included.
        mutating func quoted() throws(Failure) -> (String, Range<Int>) {
            let start = position
            let startLine = line
            advance()
            while let scalar = peek, scalar != "\"" {
                advance(scalar == "\\" ? 2 : 1)
            }
            guard peek == "\"" else { throw Failure(line: startLine, reason: "a string opened here is never closed") }
            advance()
            switch StringsFileEscaping.unescape(scalars[(start + 1)..<(position - 1)]) {
            case .success(let value): return (value, start..<position)
            case .failure(let error): throw Failure(line: startLine, reason: error.description)
            }
        }
    }
}
