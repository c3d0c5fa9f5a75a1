import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech

extension PickerSession {
    /// The fields each op reads, beside `id` and `op`. A request with any other field is
    /// answered with `invalid-field`: a misspelt `"rate"` was taken before without a word,
    /// and the kiosk heard the default.
    static let fields: [String: Set<String>] = [
        "configure": ["picker", "phrasing", "speaksLabels", "speaksPosition", "speaksHints", "voice", "rate", "pitch", "volume", "style"],
        "focus": ["wheel", "audio"],
        "increment": ["wheel", "audio"],
        "decrement": ["wheel", "audio"],
        "select": ["wheel", "row", "text", "audio"],
        "describe": [],
        "state": [],
        "speak": ["text", "audio"],
        "stop": [],
        "gesture": ["gesture", "audio"],
    ]

    /// Refuses a field `op` does not read; an unknown op is left to the op's dispatch.
    static func checkFields(_ request: [String: Any], op: String) throws(Failure) {
        guard let known = fields[op] else { return }
        let unknown = request.keys.filter { $0 != "id" && $0 != "op" && !known.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        let takes = known.isEmpty ? "it takes no fields" : "it takes " + known.sorted().joined(separator: ", ")
        throw Failure(code: .invalidField, message: "unknown field '\(first)' for op \(op); \(takes)")
    }

    /// The screen-reader settings a `configure` asks for.
    static func settings(_ request: [String: Any]) throws(Failure) -> VoiceOverSettings {
        var settings = VoiceOverSettings()
        if let phrasing = request["phrasing"] as? String {
            guard let value = Phrasing(rawValue: phrasing) else { throw Failure(code: .invalidField, message: "phrasing must be voiceOver or natural") }
            settings.phrasing = value
        }
        for (key, path) in [("speaksLabels", \VoiceOverSettings.speaksLabels), ("speaksPosition", \.speaksPosition), ("speaksHints", \.speaksHints)] {
            if let flag = request[key] as? Bool { settings[keyPath: path] = flag }
        }
        return settings
    }

    /// The style a `configure` asks for (`"compact"`, `"inline"`, `"automatic"`,
    /// `"wheels"`), or `nil` for the wheels as before.
    static func style(_ request: [String: Any]) throws(Failure) -> DatePickerStyle? {
        guard let field = request["style"] else { return nil }
        guard let name = field as? String, let style = DatePickerStyle(rawValue: name) else {
            throw Failure(code: .invalidField, message: "style must be wheels, compact, inline or automatic")
        }
        return style
    }

    /// `gesture`: a VoiceOver gesture on the styled picker (`next`, `previous`, `activate`,
    /// `increment`, `decrement`, `escape`), with the element focused after it and what is said.
    func gesture(_ request: [String: Any]) throws(Failure) -> [String: Any] {
        guard let navigator, let picker = configuration?.picker else {
            throw Failure(code: .notConfigured, message: "gesture needs a picker configured with a style")
        }
        guard let name = request["gesture"] as? String, let gesture = StyleNavigator.Gesture(rawValue: name) else {
            let names = StyleNavigator.Gesture.allCases.map(\.rawValue).joined(separator: ", ")
            throw Failure(code: .invalidField, message: "gesture must be one of \(names)")
        }
        let step = navigator.perform(gesture)
        var response = state(of: picker, wheels: picker.wheels)
        response["gesture"] = gesture.rawValue
        response["focused"] = step.focused.rawValue
        response["announcement"] = step.announcement
        response["changed"] = step.changed
        response["utterance"] = navigator.focused?.utterance ?? ""
        if !step.announcement.isEmpty {
            try addAudio(request, text: step.announcement, parts: nil, to: &response, locale: picker.locale)
            try play(step.announcement, locale: picker.locale, into: &response)
        }
        return response
    }

    /// Refuses a voice the engine does not have, when `configure` names it rather than at
    /// the first announcement.
    func checkVoice(_ voice: Voice?) throws(Failure) {
        guard let voice else { return }
        guard let synthesizer else { throw Failure(code: .speech, message: "voice: this build has no speech") }
        do {
            _ = try synthesizer.phonemes(of: "a", voice: voice)
        } catch {
            throw Failure(code: .invalidField, message: "voice: \(error)")
        }
    }

    /// The voice and prosody a `configure` asks for: `voice` (an espeak-ng name, instead of
    /// the locale's), `rate` (words per minute), `pitch` and `volume`, each checked.
    static func speech(_ request: [String: Any]) throws(Failure) -> SessionSpeech {
        func integer(_ key: String, default value: Int) throws(Failure) -> Int {
            guard let field = request[key] else { return value }
            guard let number = field as? NSNumber, let whole = Int(exactly: number.doubleValue) else {
                throw Failure(code: .invalidField, message: "\(key) must be a whole number")
            }
            return whole
        }
        let defaults = Prosody()
        let prosody: Prosody
        do {
            prosody = try Prosody(
                rate: try integer("rate", default: defaults.rate), pitch: try integer("pitch", default: defaults.pitch),
                volume: try integer("volume", default: defaults.volume)
            ).validated()
        } catch {
            throw Failure(code: .invalidField, message: "\(error)")
        }
        var voice: Voice?
        if let field = request["voice"] {
            guard let name = field as? String, !name.isEmpty else { throw Failure(code: .invalidField, message: "voice must be a voice's name") }
            voice = Voice(name)
        }
        return SessionSpeech(voice: voice, prosody: prosody)
    }
}

/// The voice and prosody of a session's speech, from its last `configure`.
struct SessionSpeech {
    /// The voice asked for; `nil` for the voice of the picker's locale.
    var voice: Voice?
    /// Rate, pitch and volume.
    var prosody = Prosody()
}
