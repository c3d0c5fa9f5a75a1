#if Speech
import Foundation
import PickerModel
import PickerSpeech

/// Plays announcements on the default sound output, through espeak-ng and pcaudiolib; a new
/// announcement, or ``stop()``, cuts off the one playing.
///
/// Make one for the life of the process: two threads of its own, which never end, do the
/// work, so ``play(_:voice:prosody:)`` returns at once:
/// - one synthesizes, streaming: the first chunk is queued long before the last is made,
///   and a newer announcement stops the synthesis at its next chunk;
/// - one writes the queued chunks to the sound device. When an announcement is cut off it
///   drops the chunks still queued and flushes what the device holds, so the new one is
///   heard within about one chunk (60 ms) of being asked for.
///
/// ```swift
/// let player = try EspeakAnnouncementPlayer()
/// player.play("15 Uhr", voice: Voice("de"), prosody: Prosody())
/// player.play("16 Uhr", voice: Voice("de"), prosody: Prosody())   // "15 Uhr" stops here
/// player.finish()                                                   // "16 Uhr" plays to the end
/// ```
public final class EspeakAnnouncementPlayer: AnnouncementPlayer, @unchecked Sendable {
    private struct Request {
        let text: String
        let voice: Voice
        let prosody: Prosody
        let generation: Int
    }

    /// Everything the threads share, guarded by `condition`.
    private struct Shared {
        /// Bumped by every play and stop: work of an older generation is dropped.
        var generation = 0
        var request: Request?
        var chunks: [(generation: Int, samples: [Int16])] = []
        /// The device should drop what it holds before the next write.
        var flush = false
        /// Synthesis of the current generation is under way.
        var synthesizing = false
        /// The device thread is writing a chunk.
        var writing = false
    }

    // @unchecked Sendable: `shared` is only touched with `condition` locked, and `device`
    // only on the device thread after `init`.
    private let condition = NSCondition()
    private var shared = Shared()
    private let synthesizer: EspeakSynthesizer
    private let device: EspeakCalls.OutputDevice

    /// A player on the default sound output.
    ///
    /// - Throws: ``SpeechError/noAudioDevice(_:)`` where there is no sound card and no
    ///   sound server, ``SpeechError/engineUnavailable(_:)`` when espeak-ng cannot start.
    public init(synthesizer: EspeakSynthesizer = EspeakSynthesizer()) throws(SpeechError) {
        self.synthesizer = synthesizer
        device = try EspeakCalls.OutputDevice(sampleRate: try synthesizer.sampleRate())
        let synthesis = Thread { [self] in synthesisLoop() }
        let output = Thread { [self] in deviceLoop() }
        for (thread, name) in [(synthesis, "synthesis"), (output, "sound output")] {
            thread.name = "PickerVoice announcements: \(name)"
            thread.qualityOfService = QualityOfService.userInteractive
            thread.start()
        }
    }

    public func play(_ text: String, voice: Voice, prosody: Prosody) {
        withShared { shared in
            shared.generation += 1
            shared.request = Request(text: text, voice: voice, prosody: prosody, generation: shared.generation)
            shared.chunks.removeAll()
            shared.flush = true
        }
    }

    public func stop() {
        withShared { shared in
            shared.generation += 1
            shared.request = nil
            shared.chunks.removeAll()
            shared.flush = true
        }
    }

    public func finish() {
        condition.lock()
        while shared.request != nil || shared.synthesizing || !shared.chunks.isEmpty || shared.writing {
            condition.wait()
        }
        condition.unlock()
        device.drain()
    }

    // MARK: Threads

    private func withShared<T>(_ body: (inout Shared) -> T) -> T {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return body(&shared)
    }

    /// Takes the newest request and synthesizes it into the queue, chunk by chunk.
    private func synthesisLoop() {
        while true {
            condition.lock()
            while shared.request == nil { condition.wait() }
            guard let request = shared.request else { continue }
            shared.request = nil
            shared.synthesizing = true
            condition.unlock()

            // A text the engine refuses is dropped: the caller validated it, and a kiosk's
            // next swipe must still be heard.
            _ = try? synthesizer.synthesize(
                request.text, voice: request.voice, prosody: request.prosody, format: .plainText
            ) { chunk in
                withShared { shared in
                    guard shared.generation == request.generation else { return .stop }
                    shared.chunks.append((request.generation, chunk.samples))
                    return .proceed
                }
            }
            withShared { $0.synthesizing = false }
        }
    }

    /// Writes queued chunks to the device; flushes it when an announcement was cut off.
    private func deviceLoop() {
        while true {
            condition.lock()
            while shared.chunks.isEmpty && !shared.flush { condition.wait() }
            let flush = shared.flush
            shared.flush = false
            let next = shared.chunks.isEmpty ? nil : shared.chunks.removeFirst()
            let current = next.map { $0.generation == shared.generation } ?? false
            shared.writing = current
            condition.unlock()

            if flush { device.flush() }
            if let next, current { device.write(next.samples) }
            withShared { $0.writing = false }
        }
    }
}
#endif
