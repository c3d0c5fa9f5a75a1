import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an XLIFF 1.2 file says about the tables: per `<file>`, its languages and units.
struct XLIFFContent: Sendable {
    struct File: Sendable {
        /// The `<file>`'s position, counted from 1.
        let number: Int
        let original: String?
        let sourceLanguage: String?
        let targetLanguage: String?
        var units: [Unit] = []
    }

    struct Unit: Sendable {
        let id: String?
        var source: String?
        var target: String?
        /// The first element found inside `<target>` other than a segment marker: a target
        /// holds text and `<mrk mtype="seg">` segments of text only.
        var targetMarkup: String?
        /// How many `<source>` and `<target>` elements the unit has; the first of each is
        /// ``source`` and ``target``.
        var sourceCount = 0
        var targetCount = 0
    }

    var files: [File]
}

/// Reads XLIFF 1.2 with FoundationXML's `XMLParser`.
///
/// What the parser does on Linux, and how this reader copes:
/// - `parse()` can return `true` after reporting an error (a mismatched closing tag), and
///   returns `true` with no error and no element for an empty or tiny input: the reader
///   trusts the first reported error and checks that a root element was seen.
/// - Errors carry libxml2's numeric code and no message: ``message(forCode:)`` gives one.
/// - Entities declared in a `<!DOCTYPE>` are dropped without an error, so a file with a
///   document type is refused before parsing.
/// - UTF-16 input fails as an empty document (as malformed without a byte-order mark);
///   UTF-32 without one is read (its NUL bytes are valid UTF-8, and a `<!DOCTYPE` spread
///   over them is no substring); an `encoding` other than UTF-8 in the XML declaration is
///   obeyed: all are refused before parsing.
/// - Past 10,000,000 bytes of input libxml2 stops with error 1, and at a comment or text of
///   that size says it is never closed: ``TableImport/maximumFileBytes`` keeps files below.
enum XLIFFReader {
    static func read(_ data: Data, path: String) throws(TableExchangeError) -> XLIFFContent {
        try check(data, path: path)
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        // The result says nothing reliable on Linux (see above); the delegate does.
        _ = parser.parse()
        if let failure = delegate.failure {
            throw failure.error(path: path)
        }
        if let error = delegate.parseError {
            throw .malformedXML(path: path, line: error.line, column: error.column, reason: message(forCode: error.code))
        }
        guard delegate.sawRoot else {
            throw .malformedXML(path: path, line: 1, column: 1, reason: message(forCode: 4))
        }
        guard !delegate.files.isEmpty else { throw .noFiles(path: path) }
        return XLIFFContent(files: delegate.files)
    }

    /// Refuses what the XML parser would misread: no text, UTF-16 and UTF-32 (with or
    /// without a byte-order mark), NUL bytes, bytes that are not UTF-8, another declared
    /// encoding, anything before the first `<`, and a document type declaration.
    ///
    /// NUL bytes are valid UTF-8, and libxml2 recognizes UTF-32 without a byte-order mark by
    /// the NUL bytes of its first character and reads it; in such a file "<!DOCTYPE" is no
    /// substring of the bytes. A NUL byte cannot be part of an XML document at all, so a file
    /// with one is refused before anything else is looked at.
    private static func check(_ data: Data, path: String) throws(TableExchangeError) {
        let bytes = [UInt8](data)
        if let encoding = wideEncoding(of: bytes) {
            throw .notUTF8(path: path, detail: "it is \(encoding)")
        }
        if let nul = bytes.firstIndex(of: 0) {
            let line = bytes[..<nul].count { $0 == 0x0A } + 1
            throw .notUTF8(path: path, detail: "a NUL byte on line \(line)")
        }
        var scalars = String.UnicodeScalarView()
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                scalars.append(scalar)
            case .emptyInput:
                break decoding
            case .error:
                throw .notUTF8(path: path, detail: "a byte sequence on line \(line) is not UTF-8")
            }
        }
        let text = String(scalars)
        if text.allSatisfy(\.isWhitespace) || text == "\u{FEFF}" {
            throw .emptyFile(path: path)
        }
        if let declaration = xmlDeclaration(of: text),
           let encoding = attribute("encoding", in: declaration),
           !["utf-8", "utf8"].contains(encoding.lowercased()) {
            throw .notUTF8(path: path, detail: "it declares the encoding \(encoding)")
        }
        // XML allows only white space before the first '<' (after a byte-order mark).
        let leading = scalars.drop { $0 == "\u{FEFF}" }.prefix { $0 != "<" }
        if let stray = leading.firstIndex(where: { !" \t\r\n".unicodeScalars.contains($0) }) {
            let before = scalars[..<stray]
            let line = before.count { $0 == "\n" } + 1
            let column = (before.lastIndex(of: "\n").map { before[before.index(after: $0)...] } ?? before[...]).count + 1
            throw .malformedXML(path: path, line: line, column: column, reason: message(forCode: 4))
        }
        if text.contains("<!DOCTYPE") {
            throw .documentTypeDeclaration(path: path)
        }
    }

    /// "UTF-32" or "UTF-16" when `bytes` start as a text in one of them does: with its
    /// byte-order mark, or, without one, with the NUL bytes of an ASCII character.
    private static func wideEncoding(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32" }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        guard bytes.count >= 4 else { return nil }
        let zero = bytes.prefix(4).map { $0 == 0 }
        if zero == [true, true, true, false] || zero == [false, true, true, true] { return "UTF-32" }
        if zero == [true, false, true, false] || zero == [false, true, false, true] { return "UTF-16" }
        return nil
    }

    /// The `<?xml ... ?>` declaration at the start of `text`.
    private static func xmlDeclaration(of text: String) -> Substring? {
        let start = text.drop { $0 == "\u{FEFF}" }
        guard start.hasPrefix("<?xml"), let end = start.range(of: "?>") else { return nil }
        return start[..<end.upperBound]
    }

    /// The value of `name="value"` (or single quotes) in an XML declaration.
    private static func attribute(_ name: String, in declaration: Substring) -> String? {
        guard let range = declaration.range(of: name) else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// What libxml2's error `code` means, in words a person can act on.
    static func message(forCode code: Int) -> String {
        switch code {
        case 4: "the file does not start with an XML element"
        case 5: "the file ends before its elements are closed, or goes on after the root element"
        case 9: "a character that XML does not allow"
        case 23: "an entity reference without its closing ';'"
        case 26: "an entity that XML does not define (write & as &amp;; XML knows only &amp; &lt; &gt; &quot; &apos; and &#...;)"
        case 38: "a '<' inside an attribute value (write &lt;)"
        case 39, 43: "an attribute value without quotes"
        case 40, 44: "an attribute value whose quote is not closed"
        case 41: "an attribute without a value"
        case 42: "the same attribute twice on one element"
        case 45: "a comment that is never closed"
        case 63: "a CDATA section that is never closed"
        case 65: "a space is missing between attributes"
        case 68: "a '<' or '&' that starts no tag or entity (write &lt; or &amp;)"
        case 73: "a tag without its closing '>'"
        case 76: "a closing tag that does not match the element it closes"
        case 77: "an element that is never closed"
        default: "XML error \(code) (libxml2)"
        }
    }

    /// A reason to stop reading that is not the parser's.
    enum Failure {
        case notXLIFF(rootElement: String)
        case unsupportedVersion(String)

        func error(path: String) -> TableExchangeError {
            switch self {
            case .notXLIFF(let root): .notXLIFF(path: path, rootElement: root)
            case .unsupportedVersion(let version): .unsupportedXLIFFVersion(path: path, version: version)
            }
        }
    }

    /// Collects files and units as the parser reports elements.
    private final class Delegate: NSObject, XMLParserDelegate {
        var files: [XLIFFContent.File] = []
        var failure: Failure?
        var parseError: (code: Int, line: Int, column: Int)?
        var sawRoot = false

        private var stack: [String] = []
        private var file: XLIFFContent.File?
        private var unit: XLIFFContent.Unit?
        /// The `<source>` or `<target>` whose text is being collected, and its depth.
        private var capture: (element: String, depth: Int, text: String)?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            defer { stack.append(name) }
            guard sawRoot else {
                sawRoot = true
                guard name == "xliff" else {
                    stop(parser, .notXLIFF(rootElement: qualifiedName ?? name))
                    return
                }
                let version = attributes["version"]
                let isVersion12 = version == "1.2" || (version == nil && namespaceURI == XLIFFWriter.namespace)
                if !isVersion12 {
                    let namespace = namespaceURI.flatMap { $0.isEmpty ? nil : "of namespace \($0)" }
                    stop(parser, .unsupportedVersion(version ?? namespace ?? "without a version"))
                }
                return
            }
            if let capture {
                // A segment right inside the target is text: its characters are collected
                // like the target's own. Anything else, inside a segment too, is markup.
                let isSegment = capture.element == "target" && stack.count == capture.depth + 1
                    && Self.isSegmentMarker(name, namespaceURI: namespaceURI, attributes: attributes)
                if capture.element == "target", !isSegment, unit?.targetMarkup == nil { unit?.targetMarkup = qualifiedName ?? name }
                return
            }
            switch name {
            case "file" where stack == ["xliff"]:
                file = XLIFFContent.File(
                    number: files.count + 1,
                    original: attributes["original"],
                    sourceLanguage: attributes["source-language"],
                    targetLanguage: attributes["target-language"]
                )
            case "trans-unit" where file != nil:
                unit = XLIFFContent.Unit(id: attributes["id"])
            case "source", "target":
                // Only the unit's own; <alt-trans> holds sources and targets of its own.
                if unit != nil, stack.last == "trans-unit" {
                    capture = (name, stack.count, "")
                }
            default:
                break
            }
        }

        /// Whether an element is XLIFF 1.2's marker of a segment, `<mrk mtype="seg">`.
        ///
        /// XLIFF 1.2 segments a unit's text by wrapping each segment of `<seg-source>` and
        /// `<target>` in `<mrk mtype="seg" mid="…">`, the `mid` pairing a target segment with
        /// its source segment; text between segments (the space after a sentence) stays
        /// outside them. Okapi, Trados and memoQ write targets this way.
        static func isSegmentMarker(_ name: String, namespaceURI: String?, attributes: [String: String]) -> Bool {
            name == "mrk" && attributes["mtype"] == "seg"
                && [nil, "", XLIFFWriter.namespace].contains(namespaceURI)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
            if let current = capture, current.depth == stack.count, current.element == name {
                capture = nil
                if name == "source" {
                    unit?.sourceCount += 1
                    if unit?.source == nil { unit?.source = current.text }
                }
                if name == "target" {
                    unit?.targetCount += 1
                    if unit?.target == nil { unit?.target = current.text }
                }
                return
            }
            guard capture == nil else { return }
            switch name {
            case "trans-unit":
                if let finished = unit { file?.units.append(finished) }
                unit = nil
            case "file" where stack == ["xliff"]:
                if let finished = file { files.append(finished) }
                file = nil
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            capture?.text += string
        }

        func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
            capture?.text += whitespaceString
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            capture?.text += String(decoding: CDATABlock, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard self.parseError == nil, failure == nil else { return }
            self.parseError = ((parseError as NSError).code, parser.lineNumber, parser.columnNumber)
        }

        private func stop(_ parser: XMLParser, _ reason: Failure) {
            failure = reason
            parser.abortParsing()
        }
    }
}
