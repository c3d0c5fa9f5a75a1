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
///
/// What became of each announcement is told to its `whenDone`: cut off (with how much of it
/// had been written to the device, in seconds) when the next play or a stop comes first;
/// finished when its last sample is due out of the device: the time its first chunk was
/// written plus its length, or, in ``finish()``, when the device has drained. The device's
/// own latency (tens of milliseconds with PulseAudio) is not counted.
public final class EspeakAnnouncementPlayer: AnnouncementPlayer, @unchecked Sendable {
    private struct Request {
        let text: String
        let voice: Voice
        let prosody: Prosody
        let generation: Int
    }

    /// The announcement being spoken, until its outcome is told.
    private struct Playing {
        let generation: Int
        let whenDone: (@Sendable (AnnouncementOutcome) -> Void)?
        /// When its first chunk was written to the device.
        var startedAt: ContinuousClock.Instant?
        var samplesWritten = 0
        /// Its synthesis has ended: no more chunks will come.
        var synthesized = false
    }

    /// Everything the threads share, guarded by `condition`.
    private struct Shared {
        var playing: Playing?
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
    private let sampleRate: Int

    /// A player on the default sound output.
    ///
    /// - Throws: ``SpeechError/noAudioDevice(_:)`` where there is no sound card and no
    ///   sound server, ``SpeechError/engineUnavailable(_:)`` when espeak-ng cannot start.
    public init(synthesizer: EspeakSynthesizer = EspeakSynthesizer()) throws(SpeechError) {
        self.synthesizer = synthesizer
        sampleRate = try synthesizer.sampleRate()
        device = try EspeakCalls.OutputDevice(sampleRate: sampleRate)
        let synthesis = Thread { [self] in synthesisLoop() }
        let output = Thread { [self] in deviceLoop() }
        for (thread, name) in [(synthesis, "synthesis"), (output, "sound output")] {
            thread.name = "PickerVoice announcements: \(name)"
            thread.qualityOfService = QualityOfService.userInteractive
            thread.start()
        }
    }

    public func play(_ text: String, voice: Voice, prosody: Prosody, whenDone: (@Sendable (AnnouncementOutcome) -> Void)?) {
        let cut = withShared { shared in
            let cut = cutOff(&shared)
            shared.generation += 1
            shared.request = Request(text: text, voice: voice, prosody: prosody, generation: shared.generation)
            shared.playing = Playing(generation: shared.generation, whenDone: whenDone)
            shared.chunks.removeAll()
            shared.flush = true
            return cut
        }
        cut?()
    }

    public func stop() {
        let cut = withShared { shared in
            let cut = cutOff(&shared)
            shared.generation += 1
            shared.request = nil
            shared.chunks.removeAll()
            shared.flush = true
            return cut
        }
        cut?()
    }

    public func finish() {
        condition.lock()
        while shared.request != nil || shared.synthesizing || !shared.chunks.isEmpty || shared.writing {
            condition.wait()
        }
        condition.unlock()
        device.drain()
        // Drained: what was playing has been heard to its end.
        let done = withShared { shared in
            shared.playing.map { playing in
                shared.playing = nil
                return { playing.whenDone?(.finished(seconds: self.seconds(playing.samplesWritten))) }
            }
        }
        done?()
    }

    /// Takes what is playing as cut off; returns the call that tells it, to make unlocked.
    private func cutOff(_ shared: inout Shared) -> (() -> Void)? {
        guard let playing = shared.playing else { return nil }
        shared.playing = nil
        let played = playing.startedAt.map { min(seconds(playing.samplesWritten), $0.duration(to: .now).seconds) } ?? 0
        return { playing.whenDone?(.cutOff(playedSeconds: played)) }
    }

    private func seconds(_ samples: Int) -> Double {
        Double(samples) / Double(sampleRate)
    }

    /// When what is playing is due to have been heard to its end, once nothing more of it
    /// is to be written; `nil` while it is still being made or written.
    private func finishDeadline(_ shared: Shared) -> ContinuousClock.Instant? {
        guard let playing = shared.playing, playing.synthesized, shared.chunks.isEmpty, !shared.writing else { return nil }
        guard let started = playing.startedAt else { return .now }
        return started.advanced(by: .seconds(seconds(playing.samplesWritten)))
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
            withShared { shared in
                shared.synthesizing = false
                if shared.playing?.generation == request.generation { shared.playing?.synthesized = true }
            }
        }
    }

    /// Writes queued chunks to the device; flushes it when an announcement was cut off;
    /// tells an announcement it finished when its last sample is due out.
    private func deviceLoop() {
        while true {
            condition.lock()
            while shared.chunks.isEmpty && !shared.flush {
                guard let deadline = finishDeadline(shared) else {
                    condition.wait()
                    continue
                }
                let left = ContinuousClock.now.duration(to: deadline)
                if left > .zero {
                    _ = condition.wait(until: Date(timeIntervalSinceNow: left.seconds))
                    continue
                }
                if let playing = shared.playing {
                    shared.playing = nil
                    condition.unlock()
                    playing.whenDone?(.finished(seconds: seconds(playing.samplesWritten)))
                    condition.lock()
                }
            }
            let flush = shared.flush
            shared.flush = false
            let next = shared.chunks.isEmpty ? nil : shared.chunks.removeFirst()
            let current = next.map { $0.generation == shared.generation } ?? false
            shared.writing = current
            if current, let next, shared.playing?.generation == next.generation {
                if shared.playing?.startedAt == nil { shared.playing?.startedAt = .now }
                shared.playing?.samplesWritten += next.samples.count
            }
            condition.unlock()

            if flush { device.flush() }
            if let next, current { device.write(next.samples) }
            withShared { $0.writing = false }
        }
    }
}
extension Duration {
    /// The duration in seconds.
    fileprivate var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
#endif
