/// Clock minutes that a language says otherwise than CLDR's counted form: where that form
/// drops the number and so cannot be heard as one, or where a clock's minute is not a
/// duration at all. The natural phrasing's clock minutes (`{minutes}` of `natural.minute`).
///
/// English reads a clock's minutes as a reading, not a duration: 2:05 is "two oh five" and
/// 2:00 "two o'clock", never "5 minutes" or "0 minutes" (native-listener review 3b); so the
/// minute wheel says "o'clock" at 0, "oh 5" below 10 (the digit stays a digit, which every
/// voice reads) and the number from 10.
///
/// CLDR's Arabic "1 minute" is the bare noun "دقيقة"; after the wheel's label "دقيقة" the
/// listener hears "Minute. Minute." and cannot tell the value (native-listener review 3b).
/// Arabic says the one after the noun, agreeing with it: "دقيقة واحدة"; Hebrew likewise,
/// "דקה אחת" rather than CLDR's "1 דקה". The two (dual) forms, "دقيقتان" and "שתי דקות",
/// already say their number and stay CLDR's. The countdown's one hour and one minute are
/// said the same way in natural ("ساعة واحدة", "שעה אחת"); VoiceOver's phrasing keeps CLDR's
/// forms.
package enum CountNames {
    /// The natural phrasing's clock minutes that replace CLDR's counted form, by minute, for
    /// the table tagged `tag` (or its language); empty for most languages.
    package static func naturalMinutes(forTable tag: String) -> [Int: String] {
        minutes[tag.lowercased()] ?? minutes[PhraseTables.language(ofTable: tag)] ?? [:]
    }

    /// The unit of a countdown wheel.
    package enum DurationUnit: Sendable {
        case hours, minutes
    }

    /// The natural phrasing's countdown durations that replace CLDR's counted form, by unit
    /// and count, for the table tagged `tag` (or its language); empty for most languages.
    package static func naturalDurations(forTable tag: String) -> [DurationUnit: [Int: String]] {
        durations[tag.lowercased()] ?? durations[PhraseTables.language(ofTable: tag)] ?? [:]
    }

    private static let durations: [String: [DurationUnit: [Int: String]]] = [
        "ar": [.hours: [1: "ساعة واحدة"], .minutes: [1: "دقيقة واحدة"]],
        "he": [.hours: [1: "שעה אחת"], .minutes: [1: "דקה אחת"]],
    ]

    private static let minutes: [String: [Int: String]] = [
        "ar": [1: "دقيقة واحدة"],
        "en": Dictionary(uniqueKeysWithValues: (0..<60).map { minute in
            (minute, minute == 0 ? "o'clock" : minute < 10 ? "oh \(minute)" : String(minute))
        }),
        "he": [1: "דקה אחת"],
    ]
}
