/// Counts that a language says otherwise than CLDR's counted form, where that form drops the
/// number and so cannot be heard as one: the natural phrasing's clock minutes.
///
/// CLDR's Arabic "1 minute" is the bare noun "دقيقة"; after the wheel's label "دقيقة" the
/// listener hears "Minute. Minute." and cannot tell the value (native-listener review 3b).
/// Arabic says the one after the noun, agreeing with it: "دقيقة واحدة"; Hebrew likewise,
/// "דקה אחת" rather than CLDR's "1 דקה". The two (dual) forms, "دقيقتان" and "שתי דקות",
/// already say their number and stay CLDR's. VoiceOver's phrasing and the countdown wheels,
/// which are durations, keep CLDR's forms.
package enum CountNames {
    /// The natural phrasing's clock minutes that replace CLDR's counted form, by minute, for
    /// the table tagged `tag` (or its language); empty for most languages.
    package static func naturalMinutes(forTable tag: String) -> [Int: String] {
        minutes[tag.lowercased()] ?? minutes[PhraseTables.language(ofTable: tag)] ?? [:]
    }

    private static let minutes: [String: [Int: String]] = [
        "ar": [1: "دقيقة واحدة"],
        "he": [1: "דקה אחת"],
    ]
}
