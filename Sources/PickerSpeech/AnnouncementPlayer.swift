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
