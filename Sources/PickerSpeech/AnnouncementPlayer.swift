/// Somewhere announcements are heard as they happen, the way VoiceOver speaks them: a new
/// announcement cuts off the one still playing, so a user who swipes fast never hears a
/// stale value.
///
/// `EspeakAnnouncementPlayer` (in `PickerSpeechEspeak`, behind the `Speech` trait) plays on
/// the default sound output.
public protocol AnnouncementPlayer: AnyObject, Sendable {
    /// Starts speaking `text`, cutting off what is playing; returns at once. `whenDone` is
    /// called once, on any thread, when the announcement has played to its end or was cut
    /// off; where it was cut off by another `play`, before that call returns.
    func play(_ text: String, voice: Voice, prosody: Prosody, whenDone: (@Sendable (AnnouncementOutcome) -> Void)?)
    /// Stops what is playing, at once.
    func stop()
    /// Waits until what was asked for has played to its end.
    func finish()
}

/// What became of an announcement a player was asked to speak.
public enum AnnouncementOutcome: Sendable, Equatable {
    /// It played to its end, `seconds` long.
    case finished(seconds: Double)
    /// A newer announcement or a stop cut it off after `playedSeconds` of it were heard
    /// (0 where none was).
    case cutOff(playedSeconds: Double)
}

extension AnnouncementPlayer {
    /// Starts speaking `text`, cutting off what is playing; returns at once.
    public func play(_ text: String, voice: Voice, prosody: Prosody) {
        play(text, voice: voice, prosody: prosody, whenDone: nil)
    }

    /// Starts speaking `text` in its spoken form for `spokenForm`'s language, cutting off
    /// what is playing; returns at once. Pickers' announcements are played through this, so
    /// that what is heard live is what ``SpokenUtterance`` renders. `whenDone` says what
    /// became of it (see ``play(_:voice:prosody:whenDone:)``).
    public func play(
        _ text: String, spokenForm: SpokenForm, voice: Voice, prosody: Prosody,
        whenDone: (@Sendable (AnnouncementOutcome) -> Void)? = nil
    ) {
        play(spokenForm.text(for: text), voice: voice, prosody: prosody, whenDone: whenDone)
    }
}
