import Foundation
import PickerSpeech
import Testing

/// The streaming form of a synthesizer, with the recording synthesizer: chunks in order,
/// the whole-buffer audio made of them, and a stop that ends delivery at once.
@Suite("Speech streaming")
struct SpeechStreamingTests {
    let recorder = RecordingSynthesizer(millisecondsPerCharacter: 10, samplesPerChunk: 500)
    let text = "Swipe up or down to adjust the value"   // 36 characters: 7,920 samples, 16 chunks

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
