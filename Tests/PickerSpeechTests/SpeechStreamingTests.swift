import Foundation
import PickerAccessibility
import PickerSpeech
import Testing

/// The streaming form of a synthesizer, with the recording synthesizer: chunks in order,
/// the whole-buffer audio made of them, and a stop that ends delivery at once.
@Suite("Speech streaming")
struct SpeechStreamingTests {
    let recorder = RecordingSynthesizer(millisecondsPerCharacter: 10, samplesPerChunk: 500)
    let text = "Swipe up or down to adjust the value"   // 36 characters: 7,920 samples, 16 chunks
    let english = SpokenForm(locale: Locale(identifier: "en_US"))

    @Test("chunks come in order, without gaps, and make the whole-buffer audio")
    func chunksMakeTheWhole() throws {
        var chunks: [SpeechChunk] = []
        let end = try recorder.synthesize(text, voice: Voice("en"), prosody: Prosody(), format: .plainText) { chunk in
            chunks.append(chunk)
            return .proceed
        }
        #expect(chunks.count == 16)
        #expect(chunks.map(\.offset) == Array(stride(from: 0, to: 7_920, by: 500)))
        #expect(chunks.dropLast().allSatisfy { $0.samples.count == 500 })
        #expect(!end.stopped)
        #expect(end.sampleCount == 7_920)
        let whole = try recorder.synthesize(text, voice: Voice("en"))
        #expect(Bool(chunks.flatMap(\.samples) == whole.audio.samples))
        #expect(end.marks == whole.marks)
    }

    @Test("a stop ends delivery at once, and the marks cover only what was made")
    func stop() throws {
        var delivered = 0
        let end = try recorder.synthesize(text, voice: Voice("en"), prosody: Prosody(), format: .plainText) { _ in
            delivered += 1
            return delivered == 3 ? .stop : .proceed
        }
        #expect(delivered == 3)
        #expect(end.stopped)
        #expect(end.sampleCount == 1_500)
        // 1,500 samples are 68 ms: the words starting in it are "Swipe" (0) and "up" (6 characters in).
        #expect(end.marks.map { String(text[$0.range]) } == ["Swipe", "up"])
    }

    @Test("an utterance streams its parts and pauses in order, and the chunks make the kept utterance's audio")
    func utteranceStream() throws {
        let parts = [
            UtterancePart(kind: .label, text: "Hour", pauseAfter: .milliseconds(100)),
            UtterancePart(kind: .value, text: "2 o'clock", pauseAfter: .zero),
            UtterancePart(kind: .hint, text: text, pauseAfter: .milliseconds(50)),
        ]
        var chunks: [SpeechChunk] = []
        let streamed = try SpokenUtterance.stream(
            text: "Hour, 2 o'clock", parts: parts, voice: Voice("en"), prosody: Prosody(), spokenForm: english, synthesizer: recorder
        ) { chunk throws(SpeechError) in chunks.append(chunk) }
        let kept = try SpokenUtterance(text: "Hour, 2 o'clock", parts: parts, voice: Voice("en"), prosody: Prosody(), spokenForm: english, synthesizer: recorder)

        // Offsets run on without gaps across parts and pauses.
        var next = 0
        for chunk in chunks {
            #expect(chunk.offset == next)
            next += chunk.samples.count
        }
        #expect(streamed.sampleCount == next)
        #expect(Bool(chunks.flatMap(\.samples) == kept.audio.samples))
        #expect(streamed.duration == kept.audio.duration)
        #expect(streamed.segments.map(\.start) == kept.segments.map(\.start))
        #expect(streamed.segments.map(\.speech.marks) == kept.segments.map(\.speech.marks))
        #expect(streamed.segments.map(\.speech.sampleCount) == kept.segments.map(\.speech.audio.samples.count))
        // The recorder makes 220 samples a character: "Hour" is 880, then 100 ms of silence
        // (2,205); "2 o'clock" is 1,980, with no pause after it.
        #expect(streamed.segments.map(\.startSample) == [0, 3_085, 3_085 + 1_980])
    }

    @Test("an error the receiver throws stops the synthesis and comes back to the caller")
    func utteranceStreamReceiverError() throws {
        var delivered = 0
        let parts = [UtterancePart(kind: .value, text: text, pauseAfter: .zero), UtterancePart(kind: .hint, text: text, pauseAfter: .zero)]
        #expect(throws: SpeechError.cannotWrite(path: "x.wav", reason: "No space left on device")) {
            try SpokenUtterance.stream(
                text: text, parts: parts, voice: Voice("en"), prosody: Prosody(), spokenForm: english, synthesizer: recorder
            ) { _ throws(SpeechError) in
                delivered += 1
                if delivered == 2 { throw .cannotWrite(path: "x.wav", reason: "No space left on device") }
            }
        }
        #expect(delivered == 2, "no chunk after the error, and the second part is never spoken")
    }

    @Test("the asynchronous sequence delivers the same chunks")
    func asynchronous() async throws {
        var samples: [Int16] = []
        var offsets: [Int] = []
        for try await chunk in recorder.speechStream(text, voice: Voice("en")) {
            samples += chunk.samples
            offsets.append(chunk.offset)
        }
        #expect(offsets == Array(stride(from: 0, to: 7_920, by: 500)))
        #expect(Bool(samples == (try recorder.synthesize(text, voice: Voice("en"))).audio.samples))
    }

    @Test("the asynchronous sequence throws what synthesis throws")
    func asynchronousError() async {
        await #expect(throws: SpeechError.emptyText) {
            for try await _ in recorder.speechStream("   ", voice: Voice("en")) {}
        }
    }
}
