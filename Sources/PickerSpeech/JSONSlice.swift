import Foundation

/// Where a value sits in a JSON document, found by skipping over the rest of it rather than
/// decoding it.
///
/// It serves the espeak-ng voice table and the spoken forms (`spoken-forms.json`, of
/// which a process needs one language). The voice table is 82 KB, and `JSONDecoder` scans all of it to read one voice's
/// entries: 3.7 million instructions, a tenth of a whole `speak --text` process. Skipping
/// to the voice's entries and decoding only those costs a small part of that.
///
/// Kept rather than decoding the table with Foundation alone (issue 24), measured again
/// (swiftc -O, Swift 6.3.1, 2 shared cores): `JSONDecoder` over the whole table took
/// 0.7–5 ms a decode, its `voices` member alone 1.1–1.6 ms, against about 15 ms for a
/// whole short `speak`. `JSONSliceTests` holds this reader to `JSONDecoder`'s reading of
/// every voice. Splitting the table into a file per voice would retire this scanner; it
/// was not done yet.
package struct JSONSlice {
    /// What makes a document unreadable where the search reads it.
    package struct Malformed: Error, CustomStringConvertible {
        /// The byte offset where the search stopped.
        package let offset: Int
        package let problem: String

        package init(offset: Int, problem: String) {
            self.offset = offset
            self.problem = problem
        }

        package var description: String { "\(problem) at byte \(offset)" }
    }

    private let bytes: [UInt8]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes of the value at `path`, object keys from the top ("respellings", "de"),
    /// or `nil` when a key is absent. Keys are compared as written, so a key written with
    /// escapes is not found by its plain spelling (the voice table has none).
    ///
    /// - Throws: ``Malformed`` when the document is not JSON where the search reads it.
    ///   The rest of it is not checked.
    package func value(at path: [String]) throws(Malformed) -> ArraySlice<UInt8>? {
        var start = skipSpace(from: 0)
        for key in path {
            guard let member = try member(Array(key.utf8), ofObjectAt: start) else { return nil }
            start = member
        }
        return bytes[start..<(try end(ofValueAt: start))]
    }

    /// The offset of the value of `key` in the object at `start`, or `nil`.
    private func member(_ key: [UInt8], ofObjectAt start: Int) throws(Malformed) -> Int? {
        guard byte(at: start) == UInt8(ascii: "{") else { throw Malformed(offset: start, problem: "an object expected") }
        var offset = skipSpace(from: start + 1)
        if byte(at: offset) == UInt8(ascii: "}") { return nil }
        while true {
            guard byte(at: offset) == UInt8(ascii: "\"") else { throw Malformed(offset: offset, problem: "a key expected") }
            let keyEnd = try end(ofStringAt: offset)
            let matches = bytes[(offset + 1)..<(keyEnd - 1)].elementsEqual(key)
            offset = skipSpace(from: keyEnd)
            guard byte(at: offset) == UInt8(ascii: ":") else { throw Malformed(offset: offset, problem: "':' expected") }
            offset = skipSpace(from: offset + 1)
            if matches { return offset }
            offset = skipSpace(from: try end(ofValueAt: offset))
            switch byte(at: offset) {
            case UInt8(ascii: ","): offset = skipSpace(from: offset + 1)
            case UInt8(ascii: "}"): return nil
            default: throw Malformed(offset: offset, problem: "',' or '}' expected")
            }
        }
    }

    /// The offset just past the value at `start`.
    private func end(ofValueAt start: Int) throws(Malformed) -> Int {
        switch byte(at: start) {
        case UInt8(ascii: "\""):
            return try end(ofStringAt: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            // Brackets are counted outside strings; a string is skipped whole.
            let end = bytes.withUnsafeBufferPointer { buffer in
                var depth = 0
                var offset = start
                while offset < buffer.count {
                    let current = buffer[offset]
                    offset += 1
                    switch current {
                    case UInt8(ascii: "\""):
                        guard let end = Self.end(ofStringAfter: offset, in: buffer) else { return -1 }
                        offset = end
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { return offset }
                    default: break
                    }
                }
                return -1
            }
            guard end >= 0 else { throw Malformed(offset: start, problem: "an object or array without its end") }
            return end
        case nil:
            throw Malformed(offset: start, problem: "a value expected")
        default:
            // A number, true, false or null: up to the next delimiter.
            var offset = start
            while let current = byte(at: offset), !Self.delimiters.contains(current) { offset += 1 }
            guard offset > start else { throw Malformed(offset: start, problem: "a value expected") }
            return offset
        }
    }

    /// The offset just past the string whose opening quote is at `start`.
    private func end(ofStringAt start: Int) throws(Malformed) -> Int {
        let end = bytes.withUnsafeBufferPointer { Self.end(ofStringAfter: start + 1, in: $0) }
        guard let end else { throw Malformed(offset: start, problem: "a string without its closing quote") }
        return end
    }

    /// The offset just past the quote that ends a string whose text begins at `start`:
    /// `memchr` finds each quote, which ends the string unless an odd number of
    /// backslashes comes before it. Most of the voice table is text, which this skips at
    /// memory speed.
    private static func end(ofStringAfter start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = start
        while offset < buffer.count {
            guard let found = memchr(base + offset, Int32(UInt8(ascii: "\"")), buffer.count - offset) else { return nil }
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 >= start, buffer[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes.isMultiple(of: 2) { return quote + 1 }
            offset = quote + 1
        }
        return nil
    }

    private func skipSpace(from start: Int) -> Int {
        var offset = start
        while let current = byte(at: offset), Self.space.contains(current) { offset += 1 }
        return offset
    }

    private func byte(at offset: Int) -> UInt8? {
        bytes.indices.contains(offset) ? bytes[offset] : nil
    }

    private static let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    private static let delimiters: Set<UInt8> = space.union([UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")])
}
