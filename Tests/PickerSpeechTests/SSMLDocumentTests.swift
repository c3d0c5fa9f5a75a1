import PickerSpeech
import Testing

/// The SSML allow-list: what passes, in what form, and what is refused with which message.
@Suite("SSMLDocument")
struct SSMLDocumentTests {
    @Test("allowed markup comes out canonical, escaped and rooted in <speak>")
    func canonical() throws {
        let document = try SSMLDocument(parsing: #"<?xml version="1.0"?> one <break time='3s'/> <!-- note --><emphasis level="strong">&lt;two&gt;</emphasis> &#x33; &amp; "four""#)
        #expect(document.markup == #"<speak> one <break time="3s"/> <emphasis level="strong">&lt;two&gt;</emphasis> 3 &amp; "four"</speak>"#)
        #expect(document.plainText == #" one  <two> 3 & "four""#)
        let rooted = try SSMLDocument(parsing: #"<speak xml:lang="de"><voice name="de"><prosody rate="x-slow">Guten Tag</prosody></voice></speak>"#)
        #expect(rooted.markup == #"<speak xml:lang="de"><voice name="de"><prosody rate="x-slow">Guten Tag</prosody></voice></speak>"#)
        #expect(try SSMLDocument(parsing: #"<sub alias="a &quot;b&quot;">ab</sub>"#).markup == #"<speak><sub alias="a &quot;b&quot;">ab</sub></speak>"#)
    }

    @Test("every scalar of the markup maps back to where it came from")
    func offsets() throws {
        let text = "a &amp; <s>b</s>"
        let document = try SSMLDocument(parsing: text)
        #expect(document.markup == "<speak>a &amp; <s>b</s></speak>")
        #expect(document.sourceOffsets.count == document.markup.unicodeScalars.count + 1)
        let characters = Array(text.unicodeScalars)
        // "b" in the markup is "b" in the source; "&amp;" maps to the source's "&".
        let markup = Array(document.markup.unicodeScalars)
        let b = try #require(markup.firstIndex(of: "b"))
        #expect(characters[document.sourceOffsets[b]] == "b")
        let amp = try #require(markup.firstIndex(of: "&"))
        #expect(characters[document.sourceOffsets[amp]] == "&")
        #expect(document.sourceOffsets.last == text.unicodeScalars.count)
    }

    @Test(
        "what is not on the allow-list, or not well-formed, is refused with where it is",
        arguments: [
            (#"<speak>a <audio src="/etc/hostname">x</audio></speak>"#, "element <audio> is not allowed; allowed are <break>, <emphasis>, <mark>, <p>, <prosody>, <s>, <say-as>, <speak>, <sub>, <voice> (at character 10)"),
            (#"<speak xml:base="/etc/">x</speak>"#, "attribute xml:base of <speak> is not allowed; allowed are version, xml:lang, xmlns (at character 8)"),
            (#"<!DOCTYPE speak [<!ENTITY x SYSTEM "/etc/passwd">]><speak>&x;</speak>"#, "document types, entity declarations and CDATA are not allowed (at character 1)"),
            (#"<speak>&x;</speak>"#, "unknown entity &x; (at character 8)"),
            (#"<speak><![CDATA[x]]></speak>"#, "document types, entity declarations and CDATA are not allowed (at character 8)"),
            (#"<speak><?php x ?></speak>"#, "processing instructions are not allowed (at character 8)"),
            (#"<speak><prosody rate="slow">x</speak>"#, "</speak> closes <prosody> (at character 30)"),
            (#"<speak>x"#, "<speak> is not closed (at the end)"),
            (#"x</speak>"#, "</speak> closes nothing (at character 2)"),
            (#"<speak>a < b</speak>"#, "'<' in text; write &lt; (at character 10)"),
            (#"<speak>a & b</speak>"#, "'&' starts no entity; write &amp; (at character 10)"),
            (#"<break time=3s/>"#, "an attribute value must be in quotes (at character 13)"),
            (#"<break time="1s" time="2s"/>"#, "attribute time appears twice in <break> (at character 18)"),
            (#"<speak>&#0;</speak>"#, "unknown entity &#0; (at character 8)"),
        ]
    )
    func refused(text: String, message: String) {
        #expect(throws: SpeechError.invalidSSML(message)) { try SSMLDocument(parsing: text) }
    }

    @Test("a combining mark after a tag's '>' does not hide it (found by scripts/fuzz)")
    func combiningMarkAfterTag() throws {
        // U+05C5 first in the text: in the canonical form it follows "<speak>" directly.
        let document = try SSMLDocument(parsing: "\u{05C5}\u{FFFD}")
        #expect(document.markup == "<speak>\u{05C5}\u{FFFD}</speak>")
        #expect(try SSMLDocument(parsing: document.markup).markup == document.markup)
        #expect(try SSMLDocument(parsing: "<s>\u{0301}a</s>").plainText == "\u{0301}a")
    }

    @Test("nesting, attribute length and control characters are bounded")
    func limits() throws {
        let deep = String(repeating: "<s>", count: SSMLDocument.maximumDepth) + "x" + String(repeating: "</s>", count: SSMLDocument.maximumDepth)
        #expect(throws: Never.self) { try SSMLDocument(parsing: deep) }
        #expect(throws: SpeechError.self) { try SSMLDocument(parsing: "<s>" + deep + "</s>") }
        let long = String(repeating: "a", count: SSMLDocument.maximumAttributeLength + 1)
        #expect(throws: SpeechError.self) { try SSMLDocument(parsing: #"<mark name="\#(long)"/>"#) }
        #expect(throws: SpeechError.self) { try SSMLDocument(parsing: "<mark name=\"a\u{7}b\"/>") }
    }
}
