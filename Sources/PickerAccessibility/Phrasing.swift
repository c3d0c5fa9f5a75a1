/// How the values of a picker are worded: as VoiceOver words them on iOS, or as a native
/// speaker would say them aloud.
///
/// The two differ only in values; labels, traits, position and hint are the same. An audit
/// wants ``voiceOver``: what a blind user hears on an iPhone. A kiosk that speaks its own
/// prompts wants ``natural``, because some of VoiceOver's wording sounds wrong heard alone.
///
/// | | voiceOver | natural |
/// | --- | --- | --- |
/// | Russian month wheel | "ноября" (as the wheel shows it) | "ноябрь" (CLDR's stand-alone form) |
/// | Spanish 12-hour wheel | "2 en punto" (Apple's) | "las dos" |
/// | Polish 12-hour wheel | "godzina: 2" (Apple's) | "druga" (the feminine ordinal) |
/// | Chinese minute wheel | "5分钟" (CLDR's duration) | "5分" (a clock minute) |
/// | countdown wheels | "5 minutes" | "5 minutes": durations stay durations |
public enum Phrasing: String, Sendable, Hashable, CaseIterable, Codable {
    /// What VoiceOver says on iOS: Apple's own wording for every fixed phrase Apple ships,
    /// and values as the wheel shows them (months in the form the wheel uses).
    case voiceOver
    /// What a native speaker says: months in the stand-alone form, hours as a time of day
    /// (articles, ordinals), clock minutes rather than durations.
    case natural
}
