import Foundation
import Testing

#if Speech
/// Text to speak from files, pipes and odd places (the probe's D9, D12, D14, D18, D19).
@Suite("text input")
struct TextInputTests {
    static func shell(_ script: String) throws -> ProcessOutput {
        let binary = try PickerVoiceProcess.binary()
        return try StandardStreamTests.runShell("P='\(binary.path)'; \(script)")
    }

    @Test("a NUL is refused instead of silently ending the text")
    func nul() throws {
        let output = try Self.shell(#"printf 'abc\000def ghi' | "$P" speak --text-file - --locale en_US --phonemes"#)
        #expect(output.status == 1)
        #expect(output.stderrLines == ["pickervoice: error: the text holds the control character U+0000 at character 4 (see 'pickervoice help')"])
    }

    @Test("an endless pipe is cut off at the limit with one line")
    func endless() throws {
        let output = try Self.shell(#""$P" speak --text-file - --locale en_US --phonemes < /dev/zero"#)
        #expect(output.status == 1)
        #expect(output.stderrLines == ["pickervoice: error: --text-file '-': longer than 400000 bytes; speak it in parts (see 'pickervoice help')"])
    }

    @Test("a FIFO is read; a folder is named as one")
    func fifoAndFolder() throws {
        let fifo = try Self.shell(#"d=$(mktemp -d); mkfifo "$d/f"; (echo hi there > "$d/f" &); "$P" speak --text-file "$d/f" --locale en_US --phonemes; rm -r "$d""#)
        #expect(fifo.status == 0 && fifo.stderr == "", "\(fifo)")
        let folder = try Self.shell(#""$P" speak --text-file /tmp --locale en_US --phonemes"#)
        #expect(folder.stderrLines == ["pickervoice: error: --text-file '/tmp': it is a folder, not a text file (see 'pickervoice help')"])
    }

    @Test("invalid UTF-8 is refused in --text as it is in --text-file (D19)")
    func invalidUTF8() throws {
        let output = try Self.shell(#""$P" speak --text "$(printf '\377\376 abc')" --locale en_US --phonemes"#)
        #expect(output.status == 1)
        #expect(output.stderrLines == ["pickervoice: error: --text: not valid UTF-8 (or it holds U+FFFD); pass the text in UTF-8, or with --text-file (see 'pickervoice help')"])
    }

    @Test("zero-width characters alone are empty text, like white space")
    func zeroWidth() throws {
        let output = try PickerVoiceProcess.run(["speak", "--text", "\u{200B}\u{FEFF}", "--locale", "en_US", "--phonemes"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("the text is empty"))
    }

    @Test("--voice DE and gmw/de keep the pronunciation fixes of de", arguments: ["DE", "gmw/de", "De"])
    func voiceNames(_ name: String) throws {
        let expected = try PickerVoiceProcess.succeed(["speak", "--text", "Samstag, 21. November", "--voice", "de", "--phonemes"])
        #expect(expected.contains("tsvˈantsɪçstə"), "the ordinal, as the respelling makes it")
        #expect(try PickerVoiceProcess.succeed(["speak", "--text", "Samstag, 21. November", "--voice", name, "--phonemes"]) == expected)
    }
}
#endif
