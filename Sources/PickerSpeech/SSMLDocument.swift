/// SSML that is safe to hand to a speech engine: parsed by PickerVoice, checked against an
/// allow-list of elements and attributes, and written out again in a canonical form.
///
/// An engine's own SSML reader may do more than speak. espeak-ng's `<audio src>` opens the
/// named file and, for a file that is not 16-bit mono WAV, runs `sox` through the shell
/// with the name pasted in; `xml:base` points it elsewhere. Nothing outside the list below
/// reaches the engine, and the engine reads only what this type writes: well-formed,
/// every element closed, every character of text and attribute escaped.
///
/// | element | attributes |
/// | --- | --- |
/// | `speak` | `version`, `xmlns`, `xml:lang` |
/// | `voice` | `name`, `xml:lang`, `gender`, `age`, `variant` |
/// | `prosody` | `rate`, `pitch`, `volume`, `range` |
/// | `emphasis` | `level` |
/// | `break` | `time`, `strength` |
/// | `say-as` | `interpret-as`, `format`, `detail` |
/// | `sub` | `alias` |
/// | `mark` | `name` |
/// | `s`, `p` | `xml:lang` |
///
/// Comments are dropped; an XML declaration may open the text. Anything else (another
/// element or attribute, a document type, CDATA, a processing instruction, an unknown
/// entity, markup that is not well-formed, nesting deeper than ``maximumDepth``) is refused
/// with ``SpeechError/invalidSSML(_:)``, which names the problem and where it is.
///
/// ```swift
/// let ssml = try SSMLDocument(parsing: #"<speak>It is <emphasis>2</emphasis> o'clock</speak>"#)
/// ssml.markup   // the same, canonical
/// try SSMLDocument(parsing: #"<speak><audio src="x.wav"/></speak>"#)
/// // SpeechError.invalidSSML("element <audio> at character 8 is not allowed; ...")
/// ```
public struct SSMLDocument: Sendable, Hashable {
    /// The elements allowed, each with the attributes it may carry.
    public static let allowedElements: [String: Set<String>] = [
        "speak": ["version", "xmlns", "xml:lang"],
        "voice": ["name", "xml:lang", "gender", "age", "variant"],
        "prosody": ["rate", "pitch", "volume", "range"],
        "emphasis": ["level"],
        "break": ["time", "strength"],
        "say-as": ["interpret-as", "format", "detail"],
        "sub": ["alias"],
        "mark": ["name"],
        "s": ["xml:lang"],
        "p": ["xml:lang"],
    ]

    /// How deeply elements may nest (espeak-ng keeps a stack of 20).
    public static let maximumDepth = 16

    /// The longest attribute value accepted, in characters.
    public static let maximumAttributeLength = 100

    /// The canonical markup, rooted in one `<speak>` element: what an engine reads.
    public let markup: String

    /// The text that is spoken, without markup (`<sub>`'s alias is not included).
    public let plainText: String

    /// For each Unicode scalar of ``markup``, and its end, the offset in Unicode scalars of
    /// where it came from in the parsed text: a scalar of text maps to itself (an entity to
    /// its `&`), a tag to where its tag begins. Marks in the markup map back through it.
    package let sourceOffsets: [Int]

    /// Parses `text` and checks it against the allow-list.
    ///
    /// Text that is not rooted in a single `<speak>` element is wrapped in one.
    /// - Throws: ``SpeechError/invalidSSML(_:)``.
    public init(parsing text: String) throws(SpeechError) {
        var parser = Parser(text)
        let nodes = try parser.parseDocument()
        let isRooted = nodes.count == 1 && nodes.first?.elementName == "speak"
        let scalarCount = text.unicodeScalars.count
        let root = isRooted ? nodes : [.element(name: "speak", attributes: [], children: nodes, start: 0, end: scalarCount)]
        var writer = Writer()
        for node in root { writer.write(node) }
        writer.offsets.append(scalarCount)
        markup = writer.markup
        sourceOffsets = writer.offsets
        plainText = root.map(\.plainText).joined()
    }
}

extension SSMLDocument {
    fileprivate indirect enum Node: Sendable {
        /// Text, with the offset in the source of each of its characters.
        case text(String, offsets: [Int])  // an offset per Unicode scalar
        /// An element; `start` is where its tag begins in the source, `end` where its
        /// closing tag does (its start again when it closes itself).
        case element(name: String, attributes: [(name: String, value: String)], children: [Node], start: Int, end: Int)

        var elementName: String? {
            if case .element(let name, _, _, _, _) = self { return name }
            return nil
        }

        var plainText: String {
            switch self {
            case .text(let text, _): text
            case .element(_, _, let children, _, _): children.map(\.plainText).joined()
            }
        }
    }

    /// Writes nodes as canonical markup, remembering where each scalar came from.
    fileprivate struct Writer {
        var markup = ""
        var offsets: [Int] = []

        mutating func write(_ node: Node) {
            switch node {
            case .text(let text, let sourceOffsets):
                for (scalar, offset) in zip(text.unicodeScalars, sourceOffsets) {
                    append(Self.escaped(scalar, quotes: false), from: offset)
                }
            case .element(let name, let attributes, let children, let start, let end):
                let attributeText = attributes.map { attribute in
                    " \(attribute.name)=\"" + attribute.value.unicodeScalars.map { Self.escaped($0, quotes: true) }.joined() + "\""
                }.joined()
                guard !children.isEmpty else {
                    append("<\(name)\(attributeText)/>", from: start)
                    return
                }
                append("<\(name)\(attributeText)>", from: start)
                for child in children { write(child) }
                append("</\(name)>", from: end)
            }
        }

        private mutating func append(_ piece: String, from offset: Int) {
            markup += piece
            offsets += Array(repeating: offset, count: piece.unicodeScalars.count)
        }

        private static func escaped(_ scalar: Unicode.Scalar, quotes: Bool) -> String {
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"" where quotes: "&quot;"
            default: String(scalar)
            }
        }
    }

    /// A small XML reader for the subset SSML needs. It reads Unicode scalars, as XML does,
    /// not characters: a combining mark after `>` must not hide the `>`. Positions in
    /// messages count scalars from 1.
    fileprivate struct Parser {
        private let characters: [Unicode.Scalar]
        private var index = 0
        /// Where the closing tag that ended the last element's content began.
        private var closedAt = 0

        init(_ text: String) {
            characters = Array(text.unicodeScalars)
        }

        mutating func parseDocument() throws(SpeechError) -> [Node] {
            skipWhitespace()
            if starts(with: "<?xml") {
                guard let end = find("?>") else { throw failure("the XML declaration is not closed") }
                index = end + 2
            }
            let nodes = try parseContent(closing: nil, depth: 0)
            guard index == characters.count else { throw failure("unexpected text after the end") }
            return nodes
        }

        private mutating func parseContent(closing: String?, depth: Int) throws(SpeechError) -> [Node] {
            var nodes: [Node] = []
            var text = ""
            var offsets: [Int] = []
            func flush() {
                if !text.isEmpty { nodes.append(.text(text, offsets: offsets)) }
                text = ""
                offsets = []
            }
            while index < characters.count {
                let character = characters[index]
                if character == "&" {
                    offsets.append(index)
                    text.unicodeScalars.append(try parseEntity())
                } else if character == ">" {
                    throw failure("'>' in text; write &gt;")
                } else if character != "<" {
                    offsets.append(index)
                    text.unicodeScalars.append(character)
                    index += 1
                } else if starts(with: "<!--") {
                    guard let end = find("-->") else { throw failure("a comment is not closed") }
                    index = end + 3
                } else if starts(with: "<!") {
                    throw failure("document types, entity declarations and CDATA are not allowed")
                } else if starts(with: "<?") {
                    throw failure("processing instructions are not allowed")
                } else if starts(with: "</") {
                    let start = index
                    index += 2
                    let name = readName()
                    skipWhitespace()
                    guard index < characters.count, characters[index] == ">" else { throw failure("a closing tag is not finished", at: start) }
                    guard name == closing else {
                        throw failure(closing.map { "</\(name)> closes <\($0)>" } ?? "</\(name)> closes nothing", at: start)
                    }
                    index += 1
                    flush()
                    closedAt = start
                    return nodes
                } else {
                    flush()
                    nodes.append(try parseElement(depth: depth + 1))
                }
            }
            flush()
            if let closing { throw failure("<\(closing)> is not closed") }
            return nodes
        }

        private mutating func parseElement(depth: Int) throws(SpeechError) -> Node {
            let start = index
            index += 1
            let name = readName()
            guard !name.isEmpty else { throw failure("'<' in text; write &lt;", at: start) }
            guard let allowed = SSMLDocument.allowedElements[name] else {
                throw failure("element <\(name)> is not allowed; allowed are \(SSMLDocument.allowedElements.keys.sorted().map { "<\($0)>" }.joined(separator: ", "))", at: start)
            }
            guard depth <= SSMLDocument.maximumDepth else {
                throw failure("elements nest more than \(SSMLDocument.maximumDepth) deep", at: start)
            }
            var attributes: [(name: String, value: String)] = []
            while true {
                let hadSpace = skipWhitespace()
                guard index < characters.count else { throw failure("<\(name)> is not finished", at: start) }
                if starts(with: "/>") {
                    index += 2
                    return .element(name: name, attributes: attributes, children: [], start: start, end: start)
                }
                if characters[index] == ">" {
                    index += 1
                    let children = try parseContent(closing: name, depth: depth)
                    return .element(name: name, attributes: attributes, children: children, start: start, end: closedAt)
                }
                let attributeStart = index
                guard hadSpace else { throw failure("attributes of <\(name)> must be separated by spaces", at: attributeStart) }
                let attribute = readName()
                guard !attribute.isEmpty else { throw failure("unexpected '\(characters[index])' in <\(name)>", at: attributeStart) }
                guard allowed.contains(attribute) else {
                    let list = allowed.isEmpty ? "none" : allowed.sorted().joined(separator: ", ")
                    throw failure("attribute \(attribute) of <\(name)> is not allowed; allowed are \(list)", at: attributeStart)
                }
                guard !attributes.contains(where: { $0.name == attribute }) else {
                    throw failure("attribute \(attribute) appears twice in <\(name)>", at: attributeStart)
                }
                skipWhitespace()
                guard index < characters.count, characters[index] == "=" else { throw failure("attribute \(attribute) has no value", at: attributeStart) }
                index += 1
                skipWhitespace()
                let value = try readQuotedValue()
                guard value.count <= SSMLDocument.maximumAttributeLength else {
                    throw failure("attribute \(attribute) is longer than \(SSMLDocument.maximumAttributeLength) characters", at: attributeStart)
                }
                guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    throw failure("attribute \(attribute) holds a control character", at: attributeStart)
                }
                attributes.append((attribute, value))
            }
        }

        private mutating func readQuotedValue() throws(SpeechError) -> String {
            guard index < characters.count, characters[index] == "\"" || characters[index] == "'" else {
                throw failure("an attribute value must be in quotes")
            }
            let quote = characters[index]
            index += 1
            var value = ""
            while index < characters.count, characters[index] != quote {
                if characters[index] == "<" { throw failure("'<' in an attribute value") }
                if characters[index] == "&" {
                    value.unicodeScalars.append(try parseEntity())
                } else {
                    value.unicodeScalars.append(characters[index])
                    index += 1
                }
            }
            guard index < characters.count else { throw failure("an attribute value is not closed") }
            index += 1
            return value
        }

        /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NN;`, `&#xNN;`.
        private mutating func parseEntity() throws(SpeechError) -> Unicode.Scalar {
            let start = index
            guard let end = characters[index...].prefix(12).firstIndex(of: ";") else {
                throw failure("'&' starts no entity; write &amp;", at: start)
            }
            var name = ""
            name.unicodeScalars.append(contentsOf: characters[(index + 1)..<end])
            index = end + 1
            switch name {
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "quot": return "\""
            case "apos": return "'"
            default:
                let number: UInt32? = if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    UInt32(name.dropFirst(), radix: 10)
                } else {
                    nil
                }
                guard let number, let scalar = Unicode.Scalar(number), number != 0 else {
                    throw failure("unknown entity &\(name);", at: start)
                }
                return scalar
            }
        }

        private mutating func readName() -> String {
            var name = ""
            while index < characters.count,
                  characters[index].properties.isAlphabetic || characters[index].properties.numericType != nil
                    || "-_:.".unicodeScalars.contains(characters[index]) {
                name.unicodeScalars.append(characters[index])
                index += 1
            }
            return name
        }

        @discardableResult
        private mutating func skipWhitespace() -> Bool {
            let start = index
            while index < characters.count, characters[index].properties.isWhitespace { index += 1 }
            return index > start
        }

        private func starts(with prefix: String) -> Bool {
            characters[index...].starts(with: prefix.unicodeScalars)
        }

        private func find(_ marker: String) -> Int? {
            let marker = Array(marker.unicodeScalars)
            guard characters.count >= marker.count else { return nil }
            return (index...(characters.count - marker.count)).first { characters[$0..<($0 + marker.count)].elementsEqual(marker) }
        }

        private func failure(_ problem: String, at position: Int? = nil) -> SpeechError {
            let position = position ?? index
            return .invalidSSML("\(problem) (\(position < characters.count ? "at character \(position + 1)" : "at the end"))")
        }
    }
}
