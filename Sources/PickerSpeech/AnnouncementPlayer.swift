/// Somewhere announcements are heard as they happen, the way VoiceOver speaks them: a new
/// announcement cuts off the one still playing, so a user who swipes fast never hears a
/// stale value.
///
/// `EspeakAnnouncementPlayer` (in `PickerSpeechEspeak`, behind the `Speech` trait) plays on
/// the default sound output.
public protocol AnnouncementPlayer: AnyObject, Sendable {
    /// Starts speaking `text`, cutting off what is playing; returns at once.
    func play(_ text: String, voice: Voice, prosody: Prosody)
    /// Stops what is playing, at once.
    func stop()
    /// Waits until what was asked for has played to its end.
    func finish()
}

extension AnnouncementPlayer {
    /// Starts speaking `text` in its spoken form for `spokenForm`'s language, cutting off
    /// what is playing; returns at once. Pickers' announcements are played through this, so
    /// that what is heard live is what ``SpokenUtterance`` renders.
    public func play(_ text: String, spokenForm: SpokenForm, voice: Voice, prosody: Prosody) {
        play(spokenForm.text(for: text), voice: voice, prosody: prosody)
    }
}
