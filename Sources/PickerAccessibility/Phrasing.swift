/// How the values of a picker are worded: as VoiceOver words them on iOS, or as a native
/// speaker would say them aloud.
///
/// The two differ in values; labels and hint are the same, and so are traits and position
/// except where a table rewords one of Apple's for the ear (the optional `natural.` keys:
/// Hungarian "31 per 21" is "21, összesen 31" in natural). An audit
/// wants ``voiceOver``: what a blind user hears on an iPhone. A kiosk that speaks its own
/// prompts wants ``natural``, because some of VoiceOver's wording sounds wrong heard alone.
///
/// | | voiceOver | natural |
/// | --- | --- | --- |
/// | Russian month wheel | "ноября" (as the wheel shows it) | "ноябрь" (CLDR's stand-alone form) |
/// | Spanish 12-hour wheel at 14:00 | "2 en punto" (Apple's) | "las dos de la tarde" |
/// | Polish 12-hour wheel at 14:00 | "godzina: 2" (Apple's) | "druga po południu" (the feminine ordinal, CLDR's part of the day) |
/// | English 12-hour wheel at 21:00 | "9 o'clock" (Apple's) | "9 at night" |
/// | English AM/PM wheel at 21:00 | "PM" | "at night" (CLDR's flexible day period for the hour) |
/// | English minute wheel at 2:05 | "5 minutes" | "oh 5" (a clock reading) |
/// | Chinese minute wheel | "5分钟" (CLDR's duration) | "5分" (a clock minute) |
/// | countdown wheels | "5 minutes" | "5 minutes": durations stay durations |
public enum Phrasing: String, Sendable, Hashable, CaseIterable, Codable {
    /// What VoiceOver says on iOS: Apple's own wording for every fixed phrase Apple ships,
    /// and values as the wheel shows them (months in the form the wheel uses).
    case voiceOver
    /// What a native speaker says: months in the stand-alone form, hours as a time of day
    /// (articles, ordinals, and on a 12-hour clock the part of the day that CLDR names for
    /// the hour), the AM/PM wheel as that part of the day, clock minutes rather than durations.
    case natural
}
