#if Speech
import Foundation
import PickerSpeech
import PickerSpeechEspeak
import Testing

extension EspeakEngineTests {
    /// SSML through the real espeak-ng: nothing outside the allow-list reaches the engine, and
    /// what SSML changes ends with its text (the reliability probe's D1 and D2).
    @Suite("SSML safety", .serialized)
    struct SSMLSafetyTests {
        let espeak = EspeakSynthesizer()
        let english = Voice("en-us")

        @Test("<audio> is refused before espeak-ng sees it: no file is opened, no shell runs")
        func audioIsRefused() throws {
            let folder = FileManager.default.temporaryDirectory.appending(path: "pickervoice-ssml-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // A file whose name is a shell command: espeak-ng 1.51 would paste it into
            // `sh -c "sox ..."`, run in the process's working folder.
            let markerName = "pickervoice-pwned-\(UUID().uuidString)"
            let marker = URL(filePath: FileManager.default.currentDirectoryPath).appending(path: markerName)
            defer {
                try? FileManager.default.removeItem(at: folder)
                try? FileManager.default.removeItem(at: marker)
            }
            let trap = folder.appending(path: "$(touch \(markerName))")
            try Data("not a wav file".utf8).write(to: trap)

            for source in [trap.path, "/etc/hostname"] {
                let text = #"<speak>before <audio src="\#(source)">x</audio> after</speak>"#
                #expect(throws: SpeechError.self) { try espeak.synthesize(text, voice: english, prosody: Prosody(), format: .ssml) }
            }
            #expect(!FileManager.default.fileExists(atPath: marker.path), "the shell ran")
            // xml:base, which would point relative sources elsewhere, is refused too.
            #expect(throws: SpeechError.self) {
                try espeak.synthesize(#"<speak xml:base="/etc/">hello</speak>"#, voice: english, prosody: Prosody(), format: .ssml)
            }
        }

        /// After `ssml`, plain text in `english` is read as before: the same phonemes and
        /// (espeak-ng's output varies a little with history) the same length within 2 %.
        @Test(
            "voice, language and prosody set by SSML end with its text",
            arguments: [
                #"<speak><voice name="de">Guten Tag</voice></speak>"#,
                #"<speak xml:lang="fr">bonjour</speak>"#,
                #"<speak><prosody rate="x-slow">slow words here</prosody></speak>"#,
                #"<speak><voice name="de"><prosody rate="x-slow" pitch="x-high">Guten Tag</prosody></voice></speak>"#,
            ]
        )
        func changesDoNotLeak(ssml: String) throws {
            let plain = "three o'clock in the afternoon"
            let before = try espeak.synthesize(plain, voice: english)
            let phonemesBefore = try espeak.phonemes(of: plain, voice: english)
            _ = try espeak.synthesize(ssml, voice: english, prosody: Prosody(), format: .ssml)
            let after = try espeak.synthesize(plain, voice: english)
            let phonemesAfter = try espeak.phonemes(of: plain, voice: english)
            #expect(phonemesAfter == phonemesBefore)
            let ratio = after.audio.duration.seconds / before.audio.duration.seconds
            #expect(abs(ratio - 1) < 0.02, "\(before.audio.duration) before, \(after.audio.duration) after")
        }

        @Test("an unclosed element is an error, not a setting that stays")
        func unclosed() {
            #expect(throws: SpeechError.invalidSSML("<prosody> is not closed (at the end)")) {
                try espeak.synthesize(#"<speak><prosody rate="x-slow">slow words here"#, voice: english, prosody: Prosody(), format: .ssml)
            }
        }

        @Test("sentence marks of SSML hold the sentences' words, not the markup between them (D15)")
        func sentenceMarks() throws {
            let text = #"<speak>First one. <break time="500ms"/> <emphasis>Second</emphasis> one!</speak>"#
            let speech = try espeak.synthesize(text, voice: english, prosody: Prosody(), format: .ssml)
            let sentences = speech.marks.filter { $0.kind == .sentence }.map { String(text[$0.range]) }
            #expect(sentences == ["First one.", "Second</emphasis> one!"])
            #expect(speech.words.map { String(text[$0.range]) } == ["First", "one", "Second", "one"])
            let plain = try espeak.synthesize("Two sentences. Here they are.", voice: english)
            #expect(plain.marks.filter { $0.kind == .sentence }.map { String(plain.text[$0.range]) } == ["Two sentences.", "Here they are."])
        }

        @Test("word marks of SSML point at the caller's words, not at markup")
        func marks() throws {
            let text = #"one &amp; <emphasis level="strong">two</emphasis> <break time="1s"/> three"#
            let speech = try espeak.synthesize(text, voice: english, prosody: Prosody(), format: .ssml)
            #expect(speech.words.map { String(text[$0.range]) } == ["one", "&amp;", "two", "three"])
        }
    }
}
#endif
