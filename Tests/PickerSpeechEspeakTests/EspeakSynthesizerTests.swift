#if Speech
import Foundation
import PickerAccessibility
import PickerSpeech
import PickerSpeechEspeak
import Testing

extension EspeakEngineTests {
    /// The real espeak-ng, through the library: audio, voices, marks, markup, many tasks.
    @Suite("EspeakSynthesizer")
    struct EspeakSynthesizerTests {
        let espeak = EspeakSynthesizer()
        let english = Voice("en-us")

        @Test("speech is 16-bit mono PCM at 22,050 Hz, not silent, and as long as the text needs")
        func audio() throws {
            let speech = try espeak.synthesize("2 o'clock", voice: english)
            let wav = try WAVFile.audio(from: WAVFile.data(for: speech.audio))
            #expect(wav.sampleRate == 22_050)
            #expect(wav == speech.audio)
            #expect(wav.peak > 5_000, "speech, not silence")
            #expect(wav.rootMeanSquare > 500)
            // "two o'clock" is three syllables: well under a second and a half at 175 wpm.
            #expect(wav.duration > .milliseconds(400) && wav.duration < .milliseconds(1500), "\(wav.duration)")

            // Ten times the words take about ten times as long.
            let sentence = "Swipe up or down with one finger to adjust the value."
            let once = try espeak.synthesize(sentence, voice: english).audio.duration
            let tenTimes = try espeak.synthesize(Array(repeating: sentence, count: 10).joined(separator: " "), voice: english).audio.duration
            #expect(once > .seconds(2) && once < .seconds(5), "\(once)")
            #expect(tenTimes > once * 8 && tenTimes < once * 11, "\(once) × 10 took \(tenTimes)")
        }

        @Test("rate, pitch and volume change the audio")
        func prosody() throws {
            // Said once first: what another suite said just before (the QA tests speak in
            // this process too) can shorten the first text after it by tens of milliseconds.
            _ = try espeak.synthesize("Swipe up or down", voice: english)
            let normal = try espeak.synthesize("Swipe up or down", voice: english)
            let fast = try espeak.synthesize("Swipe up or down", voice: english, prosody: Prosody(rate: 350))
            let quiet = try espeak.synthesize("Swipe up or down", voice: english, prosody: Prosody(volume: 25))
            let high = try espeak.synthesize("Swipe up or down", voice: english, prosody: Prosody(pitch: 90))
            #expect(fast.audio.duration < normal.audio.duration * 0.7)
            #expect(quiet.audio.rootMeanSquare < normal.audio.rootMeanSquare * 0.5)
            #expect(high.audio.samples != normal.audio.samples)
            // Back to normal: the engine's settings follow each request, not the last one. (Not
            // sample for sample: espeak-ng's output depends a little on what it said before.)
            let again = try espeak.synthesize("Swipe up or down", voice: english).audio.duration
            #expect(abs(again.seconds - normal.audio.duration.seconds) < normal.audio.duration.seconds * 0.02, "\(again) against \(normal.audio.duration)")
        }

        @Test("empty text is an error, and very long text is spoken whole")
        func lengths() throws {
            #expect(throws: SpeechError.emptyText) { try espeak.synthesize("", voice: english) }
            #expect(throws: SpeechError.emptyText) { try espeak.synthesize(" \n\t", voice: english) }
            let words = (1...1500).map { "word\($0 % 10 == 0 ? "." : "")" }
            let text = words.joined(separator: " ")   // 1,500 words, about 8,000 characters
            let speech = try espeak.synthesize(text, voice: english)
            #expect(speech.words.count == 1500)
            #expect(Set(speech.words.map { String(text[$0.range]) }) == ["word"])
            #expect(speech.marks.filter { $0.kind == .sentence }.count == 150)
            #expect(speech.audio.duration > .seconds(300) && speech.audio.duration < .seconds(900), "\(speech.audio.duration)")
        }

        @Test("markup in plain text is read out, and obeyed only as SSML")
        func markup() throws {
            let text = #"<speak>one <break time="3s"/> two</speak>"#
            let plain = try espeak.synthesize(text, voice: english)
            let ssml = try espeak.synthesize(text, voice: english, prosody: Prosody(), format: .ssml)
            let words = try espeak.synthesize("one two", voice: english)
            // Plain: the words of the tags are spoken ("speak one break time equals three s ...").
            #expect(plain.words.map { String(text[$0.range]) }.prefix(4) == ["speak", "one", "break", "time"])
            #expect(try espeak.phonemes(of: text, voice: english).contains("bɹˈeɪk"))
            #expect(longestSilence(in: plain.audio) < .milliseconds(500), "no three-second pause in plain text")
            // SSML: "one", three seconds of silence, "two".
            #expect(longestSilence(in: ssml.audio) > .milliseconds(2900))
            #expect(longestSilence(in: words.audio) < .milliseconds(500))
            #expect(ssml.words.map { String(text[$0.range]) } == ["one", "two"])
            // Markup-like text of a phrase table is never taken as markup in plain text.
            let tags = try espeak.synthesize("<b>bold</b> & more", voice: english)
            #expect(tags.words.map { String(tags.text[$0.range]) }.contains("bold"))
            #expect(tags.words.map { String(tags.text[$0.range]) }.contains("&"))
        }

        @Test("phonemes are IPA in the voice's language")
        func phonemes() throws {
            #expect(try espeak.phonemes(of: "2 o'clock", voice: english) == "tˈuː əklˈɑːk")
            #expect(try espeak.phonemes(of: "14 Uhr", voice: Voice("de")) == "fˈɪɾtseːn ˈuːɾ")
            #expect(throws: SpeechError.emptyText) { try espeak.phonemes(of: "", voice: english) }
        }

        @Test("espeak-ng's own messages are kept for the voice, not printed: Belarusian's partial dictionary")
        func engineMessages() throws {
            _ = try espeak.phonemes(of: "14", voice: Voice("be"))
            #expect(espeak.engineMessages(for: Voice("be")) == ["Full dictionary is not installed for 'be'"])
            _ = try espeak.phonemes(of: "14", voice: english)
            _ = try espeak.phonemes(of: "15", voice: Voice("be"))
            #expect(espeak.engineMessages(for: Voice("be")).count == 1, "each message once")
            // Not "is empty": while espeak-ng reads, C's stderr points at memory for the whole
            // process, and swift-testing writes its console lines there from other threads.
            #expect(!espeak.engineMessages(for: Voice("de")).contains { $0.contains("dictionary") })
        }

        @Test("word marks point at the words of the caller's string, in order, within the audio",
              arguments: [
                ("Swipe up or down with one finger to adjust the value.", "en-us"),
                ("Stunde. 14 Uhr. 2 von 24", "de"),
                ("36 850 sur 73 414", "fr"),
                ("Zoë’s café 👍🏽 naïve, 1̸2 e\u{301}", "en-us"),
                ("Giờ. 14 giờ", "vi"),
                ("ساعة. 14", "ar"),
              ])
        func marks(_ text: String, _ voice: String) throws {
            let speech = try espeak.synthesize(text, voice: Voice(voice))
            #expect(!speech.words.isEmpty)
            var previous = text.startIndex
            var previousTime = Duration.zero
            for mark in speech.words {
                let word = text[mark.range]
                #expect(!word.isEmpty && word.first?.isWhitespace == false && word.last?.isWhitespace == false, "'\(word)'")
                #expect(mark.range.lowerBound >= previous, "words in order")
                #expect(mark.time >= previousTime && mark.time <= speech.audio.duration)
                previous = mark.range.upperBound
                previousTime = mark.time
            }
            #expect(speech.marks.contains { $0.kind == .sentence })
        }

        @Test("sentences stay in order when espeak-ng's sentence event comes after the first word",
              arguments: [TextFormat.plainText, .ssml])
        func sentenceEventAfterFirstWord(_ format: TextFormat) throws {
            // FuzzSpeechText's input (voice ja): the sentence event came after the first
            // word, and making the first sentence's range trapped ("Range requires
            // lowerBound <= upperBound").
            let text = "\u{FFFD}\u{FFFD}......\n.....A.,\u{FFFD}:'\u{FFFD}2\n\n!#\n"
            let speech = try espeak.synthesize(text, voice: Voice("ja"), prosody: Prosody(), format: format)
            let sentences = speech.marks.filter { $0.kind == .sentence }
            #expect(!sentences.isEmpty)
            for (previous, next) in zip(sentences, sentences.dropFirst()) {
                #expect(previous.range.upperBound <= next.range.lowerBound)
            }
        }

        @Test("a word that starts inside a character (U+0601 joins the letter after it) is marked from that character", arguments: [TextFormat.plainText, .ssml])
        func wordInsideACharacter(_ format: TextFormat) throws {
            // FuzzSpeechText's input (voice de): espeak-ng's word began at the "d" that the
            // Arabic number sign before it joins into one character, and stepping back from
            // that index trapped in String.index(before:).
            let text = "\u{0601}de\u{0601}"
            let speech = try espeak.synthesize(text, voice: Voice("de"), prosody: Prosody(), format: format)
            for mark in speech.marks {
                #expect(mark.range.lowerBound >= text.startIndex && mark.range.upperBound <= text.endIndex)
            }
        }

        @Test("the words of an English sentence are its words")
        func englishWords() throws {
            let text = "Swipe up or down with one finger to adjust the value."
            let speech = try espeak.synthesize(text, voice: english)
            #expect(speech.words.map { String(text[$0.range]) } == ["Swipe", "up", "or", "down", "with", "one", "finger", "to", "adjust", "the", "value"])
            let numbers = "36 850 sur 73 414"
            let french = try espeak.synthesize(numbers, voice: Voice("fr"))
            #expect(french.words.map { String(numbers[$0.range]) } == ["36", "850", "sur", "73", "414"])
        }

        @Test("many tasks speaking at once each get their own, correct audio")
        func concurrency() async throws {
            // Texts of clearly different lengths, so that each result can be told apart.
            let requests: [(String, Voice)] = [
                ("two", english), ("14 Uhr", Voice("de")), ("quatorze heures et quart", Voice("fr")),
                ("Swipe up or down", english), ("vinte e três horas e cinquenta", Voice("pt-br")),
                ("Проведите вверх или вниз одним пальцем", Voice("ru")),
                ("Swipe up or down with one finger to adjust the value.", english),
                ("Zum Anpassen des Werts mit einem Finger nach oben oder unten streichen.", Voice("de")),
            ]
            let espeak = self.espeak
            let english = self.english
            let expected = try requests.map { try espeak.synthesize($0.0, voice: $0.1).audio }
            let results = try await withThrowingTaskGroup(of: (Int, SpeechAudio).self) { group in
                for round in 0..<6 {
                    for (index, request) in requests.enumerated() {
                        group.addTask {
                            // Every other round a task also speaks at another rate in between,
                            // so the engine's voice and rate change under the others' feet.
                            if round % 2 == 1 { _ = try espeak.synthesize("one", voice: english, prosody: Prosody(rate: 300)) }
                            return (index, try espeak.synthesize(request.0, voice: request.1).audio)
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.count == requests.count * 6)
            // espeak-ng's audio varies with what it said before (up to about 50 ms on a short
            // word after a change of voice, measured; 78 ms once, with two other builds loading
            // both cores), so each result is compared by length: within 100 ms or 4% of its own
            // text's, and nearest to it of all eight, which is what tells the texts apart.
            let lengths = expected.map(\.duration)
            let sorted = lengths.sorted()
            for pair in zip(sorted, sorted.dropFirst()) {
                #expect(pair.1 - pair.0 > .milliseconds(120), "the texts must differ in length: \(sorted)")
            }
            for (index, audio) in results {
                let tolerance = max(0.1, lengths[index].seconds * 0.04)
                #expect(abs(audio.duration.seconds - lengths[index].seconds) < tolerance, "\(requests[index].0): \(audio.duration) against \(lengths[index])")
                let nearest = lengths.indices.min {
                    abs(audio.duration.seconds - lengths[$0].seconds) < abs(audio.duration.seconds - lengths[$1].seconds)
                }
                #expect(nearest == index)
                #expect(audio.peak > 5_000)
            }
        }

        @Test("unknown voices are refused by name, without espeak-ng falling back to another")
        func unknownVoices() throws {
            for name in ["de-DE", "zh", "French", "mb-en1", "xx"] {
                #expect(throws: SpeechError.unknownVoice(name)) { try espeak.synthesize("1", voice: Voice(name)) }
            }
            #expect(try espeak.synthesize("1", voice: Voice("gmw/de")).audio.peak > 1000, "a voice file's path is a name too")
        }

        @Test("every voice espeak-ng lists can be chosen by its name, and says digits unless measured not to")
        func everyVoice() throws {
            let voices = try espeak.availableVoices()
            #expect(voices.count > 100)
            #expect(!voices.contains { $0.identifier.hasPrefix("mb/") })
            // Measured with espeak-ng 1.51: these voices say nothing for "1". Hebrew is one of
            // PickerVoice's languages, so its numbers are spelled out before speaking (see
            // Resources/Voices/espeak-ng.json and VoiceMappingTests).
            let silentOnDigits: Set<String> = ["chr", "cv", "he", "nog", "qya", "sjn", "tk"]
            for description in voices {
                let speech = try espeak.synthesize("1", voice: description.voice)
                let name = description.voice.rawValue
                #expect((speech.audio.peak > 1000) != silentOnDigits.contains(name), "\(name) (\(description.identifier)): peak \(speech.audio.peak)")
            }
        }
    }
}

/// The longest stretch of near silence (below 1% of full scale).
func longestSilence(in audio: SpeechAudio) -> Duration {
    var longest = 0
    var current = 0
    for sample in audio.samples {
        current = abs(Int(sample)) < 328 ? current + 1 : 0
        longest = max(longest, current)
    }
    return audio.time(ofSample: longest)
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
#endif
