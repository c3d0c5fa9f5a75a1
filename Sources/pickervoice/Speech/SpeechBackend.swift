import Foundation
import PickerSpeech
#if Speech
import PickerSpeechEspeak
#endif

/// The speech engine this build has, and how the CLI talks about its errors.
struct SpeechBackend {
    /// One voice as `pickervoice voices` lists it.
    struct VoiceRow: Encodable {
        let voice: String
        let name: String
        let languages: [String]
        /// Why listeners do not understand the voice (espeak-ng 1.51's Thai); absent for a
        /// voice that serves.
        var cannotServe: String?
    }

    /// Says on standard error that `voice` cannot serve its language, where the engine
    /// knows so: what follows is spoken anyway, as asked, but not as if it were fine.
    func warnIfCannotServe(_ voice: Voice) {
        if let reason = synthesizer.cannotServe(voice) {
            Output.warn("the voice \(voice) cannot serve its language: \(reason); what it says will not be understood")
        }
    }

    let synthesizer: any SpeechSynthesizer
    /// The engine and its version ("espeak-ng 1.51").
    let engineVersion: String
    let play: (SpeechAudio) throws(SpeechError) -> Void
    let voices: () throws(SpeechError) -> [VoiceRow]

    /// The rates `--sample-rate` takes; none in a build without speech.
    static var sampleRates: [Int] {
        #if Speech
        Resampler.sampleRates
        #else
        []
        #endif
    }

    /// `audio` at `sampleRate`, through libsoxr.
    static func resample(_ audio: SpeechAudio, to sampleRate: Int) throws(SpeechError) -> SpeechAudio {
        #if Speech
        try Resampler.resample(audio, to: sampleRate)
        #else
        throw .engineUnavailable("this build has no speech")
        #endif
    }

    /// The engine this build speaks with and its version ("espeak-ng 1.51"), or `nil` for a
    /// build without speech or where the library cannot be loaded.
    static var availableEngineVersion: String? {
        #if Speech
        EspeakSynthesizer.loadedEngineVersion()
        #else
        nil
        #endif
    }

    /// espeak-ng, or an error when the build left speech out.
    static func make() throws(CLIError) -> SpeechBackend {
        #if Speech
        let espeak = EspeakSynthesizer()
        return SpeechBackend(
            synthesizer: espeak,
            engineVersion: espeak.engineVersion(),
            play: { audio throws(SpeechError) in try espeak.play(audio) },
            voices: { () throws(SpeechError) in
                try espeak.availableVoices().map {
                    VoiceRow(
                        voice: $0.voice.rawValue, name: $0.displayName.replacingOccurrences(of: "_", with: " "), languages: $0.languages,
                        cannotServe: espeak.cannotServe($0.voice)
                    )
                }
            }
        )
        #else
        throw CLIError(
            "this pickervoice was built without speech (--disable-default-traits); build it with the default traits, which need libespeak-ng-dev and libpcaudio-dev"
        )
        #endif
    }

    /// A speech error as one line that says which option to change.
    static func cliError(_ error: SpeechError) -> CLIError {
        switch error {
        case .unknownVoice(let name):
            CLIError("--voice '\(name)': \(error); voices have espeak-ng's names such as de, en-us, pt-br, cmn ('pickervoice voices' lists them)")
        case .noVoice:
            CLIError("\(error) with --voice ('pickervoice voices' lists them)")
        case .noAudioDevice:
            CLIError("\(error) with --output FILE.wav")
        default:
            CLIError("\(error)")
        }
    }
}

extension SpeechBackend {
    /// Runs `body`, turning a speech error into a CLI error.
    static func run<T>(_ body: () throws(SpeechError) -> T) throws(CLIError) -> T {
        do {
            return try body()
        } catch {
            throw cliError(error)
        }
    }
}
