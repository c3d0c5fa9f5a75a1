import Foundation
@testable import PickerModel
import Testing

@Suite("Trimming spaces")
struct StringSpacesTests {
    @Test("trimmingSpaces gives what Foundation's trimming of .whitespaces gives", arguments: [
        "", " ", "\t\t", "abc", "  abc  ", "\tincrement hour ", "a b", "\u{00A0}14 Uhr\u{202F}", "\u{3000}十四時\u{3000}",
        "line\n", "\nline", " e\u{0301} ", "\u{200B}zero width\u{200B}", "\u{2003}em\u{2009}thin ", "ہفتہ ",
    ])
    func matchesFoundation(_ text: String) {
        #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
        #expect(text[...].trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
    }

    @Test("trimmed at the ends exactly where Foundation trims, over all of Unicode")
    func everySpace() {
        for value in UInt32(0)...0x10FFFF {
            // Every scalar either side calls a space, and all of the BMP up to U+3000.
            guard let scalar = Unicode.Scalar(value),
                  value <= 0x3000 || CharacterSet.whitespaces.contains(scalar) || scalar.properties.generalCategory == .spaceSeparator
            else { continue }
            let text = "\(Character(scalar))x\(Character(scalar))"
            #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces), "U+\(String(value, radix: 16))")
        }
    }
}
