import PickerModel
import PickerSession
import PickerSpeech
#if Speech
import PickerSpeechEspeak
#endif

/// Where `interactive` speaks: the one place its loop hands over what a screen reader says
/// after each change (the announcement after a turn, the utterance after a new focus or
/// setting).
protocol InteractiveVoice {
    /// Starts speaking `text`, cutting off whatever is still being spoken, and returns at
    /// once: the loop must keep reading keys while it speaks.
    func speak(_ text: String)
    /// Stops speaking; called before the terminal is given back, on every way out but a
    /// signal's.
    func stop()
}

/// The voice of a run without `--speak`: says nothing.
struct SilentVoice: InteractiveVoice {
    func speak(_ text: String) {}
    func stop() {}
}

/// Speaks on the sound output through an ``AnnouncementPlayer``, in the picker's voice or
/// the one `--voice` names: a new text cuts off the one playing, as VoiceOver does.
struct PlayingVoice: InteractiveVoice {
    let player: any AnnouncementPlayer
    let voice: Voice
    let prosody: Prosody
    /// What the engine reads for the picker's locale.
    let spokenForm: SpokenForm

    /// The sound output's player, or one line saying why there is none (no sound device,
    /// no speech in this build, an unknown voice).
    static func make(_ options: SpeechOptions, for picker: any ColumnPicker) throws(CLIError) -> PlayingVoice {
        let prosody = try options.prosody()
        let explicit = try options.explicitVoice()
        let backend = try SpeechBackend.make()
        let voice = try SpeechBackend.run { () throws(SpeechError) in
            try PickerSpeaker(synthesizer: backend.synthesizer, voice: explicit, prosody: prosody).voice(for: picker)
        }
        backend.warnIfCannotServe(voice)
        #if Speech
        let player = try SpeechBackend.run { () throws(SpeechError) in try EspeakAnnouncementPlayer() }
        return PlayingVoice(player: player, voice: voice, prosody: prosody, spokenForm: SpokenForm(locale: picker.locale))
        #else
        preconditionFailure("SpeechBackend.make() throws in a build without speech")
        #endif
    }

    func speak(_ text: String) {
        player.play(text, spokenForm: spokenForm, voice: voice, prosody: prosody)
    }

    func stop() {
        player.stop()
    }
}
