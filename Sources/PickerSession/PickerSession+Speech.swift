import Foundation
import PickerAccessibility
import PickerReports
import PickerSpeech

/// The session's speech: the voice of each response, audio in responses, playing on the
/// sound output and the events that say how an announcement ended.
extension PickerSession {
    /// The voice `configure` named, or else the picker's locale's; American English before
    /// any `configure`.
    func voice(for locale: Locale?, synthesizer: any SpeechSynthesizer) throws(SpeechError) -> Voice {
        if let voice = speech.voice { return voice }
        return try locale.map { locale throws(SpeechError) in try synthesizer.voice(for: locale) } ?? Voice("en-us")
    }

    /// What the engine reads for the picker's locale; American English before any `configure`.
    static func spokenForm(for locale: Locale?) -> SpokenForm {
        SpokenForm(locale: locale ?? Locale(identifier: "en_US"))
    }

    /// Plays `text` where the session has a player, and says so in the response.
    func play(_ text: String, locale: Locale?, into response: inout [String: Any]) throws(Failure) {
        guard let player else { return }
        guard let synthesizer else { throw Failure(code: .speech, message: "this build has no speech") }
        do {
            let voice = try voice(for: locale, synthesizer: synthesizer)
            var whenDone: (@Sendable (AnnouncementOutcome) -> Void)?
            if let events {
                let id = requestID
                whenDone = { outcome in events(Self.event(outcome, id: id)) }
            }
            player.play(text, spokenForm: Self.spokenForm(for: locale), voice: voice, prosody: speech.prosody, whenDone: whenDone)
        } catch {
            throw Failure(code: .speech, message: "\(error)")
        }
        response["playing"] = true
    }

    /// Why the voice for `locale` is one listeners do not understand, or `nil` (a voice that
    /// serves, no picker, or no speech in this build).
    func voiceCannotServe(locale: Locale?) -> String? {
        guard let synthesizer, let locale, let voice = try? voice(for: locale, synthesizer: synthesizer) else { return nil }
        return synthesizer.cannotServe(voice)
    }

    /// Adds `"audio"` where the request asks for it: `"base64"` (16-bit little-endian PCM)
    /// or `"file"` (a WAV file in the session's folder).
    func addAudio(
        _ request: [String: Any], text: String, parts: [UtterancePart]?, to response: inout [String: Any], locale: Locale?
    ) throws(Failure) {
        guard let kind = request["audio"] as? String, kind != "none" else { return }
        guard kind == "base64" || kind == "file" else { throw Failure(code: .invalidField, message: "audio must be none, base64 or file") }
        guard let synthesizer else { throw Failure(code: .speech, message: "this build has no speech") }
        let spoken: SpokenUtterance
        do {
            let voice = try voice(for: locale, synthesizer: synthesizer)
            let parts = parts ?? [UtterancePart(kind: .value, text: text, pauseAfter: .zero)]
            spoken = try SpokenUtterance(
                text: text, parts: parts, voice: voice, prosody: speech.prosody, spokenForm: Self.spokenForm(for: locale), synthesizer: synthesizer
            )
        } catch {
            throw Failure(code: .speech, message: "\(error)")
        }
        let seconds = Double(spoken.audio.samples.count) / Double(max(spoken.audio.sampleRate, 1))
        // What the engine read, where it differs from the text.
        let spokenAs: [String: Any] = Self.spokenForm(for: locale).spokenAs(text).map { ["spokenAs": $0] } ?? [:]
        if kind == "base64" {
            let bytes = spoken.audio.samples.withUnsafeBufferPointer { Data(buffer: $0) }
            response["audio"] = spokenAs.merging(
                ["format": "s16le", "sampleRate": spoken.audio.sampleRate, "duration": seconds, "base64": bytes.base64EncodedString()]
            ) { $1 }
            return
        }
        guard let audioFiles else { throw Failure(code: .invalidField, message: "audio file needs the session started with an audio folder") }
        let url: URL
        do {
            url = try audioFiles.write(spoken.audio)
        } catch {
            throw Failure(code: .speech, message: "\(error)")
        }
        response["audio"] = spokenAs.merging(["file": url.path, "sampleRate": spoken.audio.sampleRate, "duration": seconds]) { $1 }
    }

    /// The line of JSON that tells what became of the announcement of request `id`.
    static func event(_ outcome: AnnouncementOutcome, id: String) -> String {
        func rounded(_ seconds: Double) -> String { String((seconds * 1000).rounded() / 1000) }
        return switch outcome {
        case .finished(let seconds): #"{"event":"finished","id":\#(id),"seconds":\#(rounded(seconds))}"#
        case .cutOff(let played): #"{"event":"cutOff","id":\#(id),"playedSeconds":\#(rounded(played))}"#
        }
    }
}
