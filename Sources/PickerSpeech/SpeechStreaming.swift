import Foundation
import PickerModel

/// A piece of audio a synthesizer delivers while it is still synthesizing the rest.
public struct SpeechChunk: Sendable, Hashable {
    /// Samples per second.
    public let sampleRate: Int
    /// Where the chunk starts in the whole text's audio, in samples.
    public let offset: Int
    /// The samples, signed 16-bit, one channel.
    public let samples: [Int16]

    /// A chunk of audio.
    public init(sampleRate: Int, offset: Int, samples: [Int16]) {
        self.sampleRate = sampleRate
        self.offset = offset
        self.samples = samples
    }

    /// The chunk as audio of its own.
    public var audio: SpeechAudio {
        SpeechAudio(sampleRate: sampleRate, samples: samples)
    }
}

/// What the receiver of a stream tells the synthesizer after each chunk.
public enum SpeechStreamReply: Sendable, Hashable {
    /// Go on with the next chunk.
    case proceed
    /// Stop now: no further chunk, and the engine is freed for the next text.
    case stop
}

/// How a streamed synthesis ended: everything but the audio, which went to the receiver.
public struct SpeechStreamEnd: Sendable, Hashable {
    /// The text as the caller gave it. ``marks`` point into it.
    public let text: String
    /// The voice that spoke it.
    public let voice: Voice
    /// Samples per second of the chunks.
    public let sampleRate: Int
    /// How many samples the chunks held together.
    public let sampleCount: Int
    /// The words and sentences, in the order they are spoken, as far as synthesis went.
    public let marks: [SpeechMark]
    /// Whether the receiver stopped synthesis before its end.
    public let stopped: Bool

    /// Creates an end.
    public init(text: String, voice: Voice, sampleRate: Int, sampleCount: Int, marks: [SpeechMark], stopped: Bool) {
        self.text = text
        self.voice = voice
        self.sampleRate = sampleRate
        self.sampleCount = sampleCount
        self.marks = marks
        self.stopped = stopped
    }
}

extension SpeechSynthesizer {
    /// The audio of `text` as an asynchronous sequence of chunks, delivered while the
    /// engine is still synthesizing.
    ///
    /// Synthesis runs on a thread of its own, started for the text, so it never blocks
    /// Swift's cooperative threads nor waits for a free one. Ending the iteration early (a `break`, or cancelling the task that
    /// iterates) stops synthesis at the next chunk and leaves the engine ready.
    ///
    /// ```swift
    /// for try await chunk in espeak.speechStream("14 Uhr", voice: Voice("de")) {
    ///     try device.write(chunk.samples)     // the first chunk comes long before the last
    /// }
    /// ```
    ///
    /// The sequence throws the ``SpeechError`` that synthesis threw. Word and sentence
    /// marks are not part of it; ``synthesize(_:voice:prosody:format:streamingTo:)``
    /// returns them.
    public func speechStream(
        _ text: String, voice: Voice, prosody: Prosody = Prosody(), format: TextFormat = .plainText
    ) -> AsyncThrowingStream<SpeechChunk, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: SpeechChunk.self, throwing: (any Error).self)
        let ended = Locked(false)
        continuation.onTermination = { _ in ended.withLock { $0 = true } }
        // A thread of its own, not Dispatch's pool, which on Linux holds work back when
        // the machine is busy: under load the first chunk then came after the last.
        let thread = Thread {
            do throws(SpeechError) {
                _ = try synthesize(text, voice: voice, prosody: prosody, format: format) { chunk in
                    if ended.withLock({ $0 }) { return .stop }
                    if case .terminated = continuation.yield(chunk) { return .stop }
                    return .proceed
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        thread.name = "PickerVoice speech stream"
        thread.qualityOfService = .userInitiated
        thread.start()
        return stream
    }
}
