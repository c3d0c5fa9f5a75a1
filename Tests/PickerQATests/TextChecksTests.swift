@testable import PickerQA
import Testing

@Suite("TextChecks")
struct TextChecksTests {
    @Test("leaks: placeholders, printf directives, CLDR residue, ICU codes, U+FFFD", arguments: [
        ("{hour} Uhr", "{hour}"),
        ("Stunde %@", "%@"),
        ("%1$@ of %2$@", "%1$@"),
        ("%lld minutes", "%lld"),
        ("EEEE, 21 November", "EEEE"),
        ("MMM 21", "MMM"),
        ("yyyy年", "yyyy"),
        ("at HH:mm", "HH:mm"),
        ("h:mm", "h:mm"),
        ("ERA1 15", "ERA1"),
        ("M06L", "M06L"),
        ("M05 23, Sat", "M05"),
        ("Nov\u{FFFD}", "\u{FFFD}"),
    ])
    func leaks(_ text: String, _ leak: String) {
        #expect(TextChecks.leak(in: text) == leak)
    }

    @Test("no leak in real speech", arguments: [
        "Sat, Nov 21", "14 Uhr", "2 o'clock", "50 %", "100%", "Mi., 9. Sept.", "ERA", "M1", "MM",
        "Samstag, 21. November", "ثلاثاء، ١٥ سبتمبر", "10月10日(土)", "{}", "{ hour }", "%de", "mm", "a.\u{00A0}m.",
    ])
    func noLeak(_ text: String) {
        #expect(TextChecks.leak(in: text) == nil)
    }

    @Test("profiles: blank, bare numbers, foreign digits")
    func profiles() {
        let latin: Unicode.Scalar = "0"
        #expect(TextProfile(" \u{200F}\u{00A0}", digitZero: latin).isBlank)
        #expect(!TextProfile("0", digitZero: latin).isBlank)
        #expect(TextProfile("\u{200F}١٤ ", digitZero: latin).isBareNumber)
        #expect(!TextProfile("14 Uhr", digitZero: latin).isBareNumber)
        #expect(!TextProfile("", digitZero: latin).isBareNumber)
        #expect(TextProfile("14 Uhr", digitZero: latin).foreignDigit == nil)
        #expect(TextProfile("ཟླ་༥ཚེས་23", digitZero: latin).foreignDigit?.zero == "༠")
        #expect(TextProfile("ཟླ་༥ཚེས་23", digitZero: "༠").foreignDigit?.digit == "2")
    }

    @Test("display columns: wide East Asian characters two, marks and invisible characters none", arguments: [
        ("September", 9), ("10月10日(土)", 12), ("2026년", 6), ("Ｍ", 2), ("e\u{0301}", 1),
        ("2:00\u{202F}PM", 7), ("\u{200F}الساعة", 6), ("ஞாயி.", 5), ("", 0),
        ("⏰ 7:00", 7), ("🚀", 2),
    ])
    func columns(_ text: String, _ columns: Int) {
        #expect(DisplayWidth.columns(of: text) == columns)
        #expect(TextProfile(text, digitZero: "0").columns == columns)
    }

    @Test("a spoken key lowers case as String.lowercased() does, for every scalar of Unicode, with and without the per-locale table")
    func spokenKeysLowerEveryScalar() {
        let table = ScalarTable()
        var mismatches: [String] = []
        for value in UInt32(0x21)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar)
            let expected: [UInt8]
            switch ScalarKind(scalar) {
            case .space, .invisible: expected = Array("a".utf8)
            default: expected = Array(text.lowercased().utf8)
            }
            if TextProfile(text, digitZero: "0", keyed: true).spokenKey != expected
                || TextProfile(text, digitZero: "0", keyed: true, scalars: table).spokenKey != expected {
                mismatches.append(String(value, radix: 16))
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) scalars differ, first U+\(mismatches.prefix(10).joined(separator: ", U+"))")
    }

    @Test("spoken keys ignore case, white space and invisible characters")
    func spokenKeys() {
        #expect(TextChecks.spokenKey("May") == TextChecks.spokenKey("may"))
        #expect(TextChecks.spokenKey("2\u{00A0}h") == TextChecks.spokenKey(" 2  h\u{200E}"))
        #expect(TextChecks.spokenKey("НОЯБРЬ") == TextChecks.spokenKey("ноябрь"))
        #expect(TextChecks.spokenKey("Adar I") != TextChecks.spokenKey("Adar II"))
        #expect(TextChecks.spokenKey("ab") == Array("ab".utf8))
    }
}
