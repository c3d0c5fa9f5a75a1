#if Speech
import PickerModel
import PickerSpeech

/// The one owner of espeak-ng's global state: every call goes through its lock.
///
/// - espeak-ng is initialized the first time it is needed and never terminated: a second
///   initialization after `espeak_ng_Terminate` deadlocks (measured with 1.51), and the
///   process's exit frees what it holds.
/// - The voice is set only when it changes, because every `espeak_ng_SetVoiceByName` leaks
///   about 1.3 KB until the next synthesis, even for the voice already set.
/// - If initialization fails, the failure is kept and thrown to every caller.
final class EspeakEngine: Sendable {
    /// The engine of this process.
    static let shared = EspeakEngine()

    struct State {
        var started: Result<Int, SpeechError>?
        /// espeak-ng's voices, MBROLA voices left out; listed the first time they are asked
        /// for, as listing opens and parses every voice file (2.2 ms with 1.51).
        var voices: [EspeakCalls.VoiceEntry]?
        /// The variants a voice name may end in after a `+` ("f3"), lowercased; found the
        /// first time a name with a variant is set.
        var variants: Set<String>?
        var voice: String?
        var prosody: Prosody?
        /// What espeak-ng printed while each voice was in use, by voice name, each message
        /// once, in the order first printed.
        var messages: [String: [String]] = [:]
    }

    private let state = Locked(State())

    private init() {}

    /// Runs `body` with the lock held, after starting espeak-ng if needed; passes the
    /// sample rate.
    func withEngine<T>(_ body: (Int) throws(SpeechError) -> T) throws(SpeechError) -> T {
        try state.withLock { (state: inout State) throws(SpeechError) -> T in
            let sampleRate = try start(&state)
            return try body(sampleRate)
        }
    }

    /// espeak-ng's voices, as listed when it started.
    func voices() throws(SpeechError) -> [EspeakCalls.VoiceEntry] {
        try state.withLock { (state: inout State) throws(SpeechError) -> [EspeakCalls.VoiceEntry] in
            _ = try start(&state)
            if let voices = state.voices { return voices }
            let voices = EspeakCalls.listVoices().filter { !$0.identifier.hasPrefix("mb/") }
            state.voices = voices
            return voices
        }
    }

    /// What espeak-ng has printed so far in this process while `voice` was in use (loading
    /// it, or reading a text in it): each message once, in the order first printed.
    func messages(for voice: Voice) -> [String] {
        state.withLock { $0.messages[voice.rawValue] ?? [] }
    }

    /// Runs `body` with the lock held and `voice` and `prosody` in effect.
    ///
    /// What espeak-ng prints to `stderr` meanwhile is kept as the voice's messages
    /// (``messages(for:)``) instead of reaching the terminal.
    ///
    /// `changesVoice` says that `body` may change espeak-ng's voice or prosody behind the
    /// engine's back (SSML's `<voice>`, `<prosody>`, `xml:lang`): afterwards both are
    /// set again before the next synthesis, so the change ends with that text.
    func withVoice<T>(
        _ voice: Voice, prosody: Prosody, changesVoice: Bool = false, _ body: (Int) throws(SpeechError) -> T
    ) throws(SpeechError) -> T {
        try state.withLock { (state: inout State) throws(SpeechError) -> T in
            let sampleRate = try start(&state)
            let (result, messages) = try EspeakCalls.capturingMessages { () throws(SpeechError) -> T in
                try use(voice, prosody: prosody, changesVoice: changesVoice, in: &state) { () throws(SpeechError) -> T in
                    try body(sampleRate)
                }
            }
            for message in messages where !(state.messages[voice.rawValue] ?? []).contains(message) {
                state.messages[voice.rawValue, default: []].append(message)
            }
            return result
        }
    }

    /// Sets `voice` and `prosody` where they changed, then runs `body`; the lock is held.
    private func use<T>(
        _ voice: Voice, prosody: Prosody, changesVoice: Bool, in state: inout State, _ body: () throws(SpeechError) -> T
    ) throws(SpeechError) -> T {
        if state.voice != voice.rawValue {
            // What espeak-ng would take wrongly is refused here: an MBROLA name leaves it on
            // the MBROLA voice after failing, and an unknown variant is ignored. An unknown
            // voice it refuses itself (`ENS_VOICE_NOT_FOUND`).
            guard !Self.isRefused(voice, in: &state) else { throw .unknownVoice(voice.rawValue) }
            state.voice = nil
            try EspeakCalls.setVoice(voice.rawValue)
            state.voice = voice.rawValue
            // A new voice brings its own defaults for rate, pitch and volume.
            state.prosody = nil
        }
        if state.prosody != prosody {
            state.prosody = nil
            try EspeakCalls.setProsody(prosody)
            state.prosody = prosody
        }
        defer {
            if changesVoice {
                state.voice = nil
                state.prosody = nil
            }
        }
        return try body()
    }

    /// Whether `voice` is a name espeak-ng would set wrongly: an MBROLA voice ("mb-de1"), or
    /// a voice followed by `+` and a variant espeak-ng does not have ("en-us+nonesuch").
    /// Measured with 1.51: `espeak_ng_SetVoiceByName("mb-de1")` fails and leaves the MBROLA
    /// voice current; `"en-us+nonesuch"` succeeds as plain "en-us".
    ///
    /// The voices are not listed for this: listing opens and parses every voice file
    /// (2.2 ms), and `espeak_ng_SetVoiceByName` does it once more itself.
    private static func isRefused(_ voice: Voice, in state: inout State) -> Bool {
        let parts = voice.rawValue.lowercased().split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0]
        if name.hasPrefix("mb-") || name.hasPrefix("mb/") || name.contains("/mb-") { return true }
        guard parts.count == 2 else { return false }
        let variants = state.variants ?? Set(EspeakCalls.variantFiles().map { Self.name(ofFile: $0) })
        state.variants = variants
        return !variants.contains(String(parts[1]))
    }

    /// The voice a name with a variant is a variant of ("en-us+f3": "en-us"), which
    /// PickerVoice's voice table knows it by.
    static func withoutVariant(_ voice: Voice) -> Voice {
        Voice(String(voice.rawValue.prefix { $0 != "+" }))
    }

    /// The name a voice file is selected by: its file name, lowercased ("gmw/en-US": "en-us").
    static func name(ofFile identifier: String) -> String {
        String(identifier.split(separator: "/").last ?? Substring(identifier)).lowercased()
    }

    private func start(_ state: inout State) throws(SpeechError) -> Int {
        if state.started == nil {
            do throws(SpeechError) {
                state.started = .success(try EspeakCalls.initialize())
            } catch {
                state.started = .failure(error)
            }
        }
        switch state.started {
        case .success(let rate): return rate
        case .failure(let error): throw error
        case nil: preconditionFailure("espeak-ng's start was just recorded")
        }
    }
}
#endif
