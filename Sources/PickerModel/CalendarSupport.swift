import Foundation

extension DatePicker {
    /// Why the model refuses `calendar`, or `nil` when it models it.
    ///
    /// Foundation on Linux (ICU) knows these calendars, but not well enough for wheels:
    /// - the Hindu lunisolar calendars (bangla, gujarati, kannada, malayalam, marathi,
    ///   odia, tamil, telugu, vikram) take ICU's astronomy tens of seconds per year and
    ///   then give months that do not fill the year;
    /// - `dangi` formats its lunar months as Gregorian text, `ethioaa` Gregorian wheels
    ///   as Ethiopic text, and `vietnamese` is Gregorian under another name.
    ///
    /// A caller should refuse them before making a picker: the picker would be wrong, or
    /// would take minutes to build.
    public static func unsupportedReason(for calendar: Calendar.Identifier) -> String? {
        switch calendar {
        case .bangla, .gujarati, .kannada, .malayalam, .marathi, .odia, .tamil, .telugu, .vikram:
            "the Hindu lunisolar calendars are not supported: Foundation's data for them is too slow and incomplete to build wheels from"
        case .dangi:
            "the dangi calendar is not supported: Foundation writes its lunar months as Gregorian dates; use chinese for a lunisolar calendar"
        case .ethiopicAmeteAlem:
            "the ethioaa calendar is not supported: Foundation writes Ethiopic text on Gregorian wheels; use ethiopic"
        case .vietnamese:
            "the vietnamese calendar is not supported: Foundation treats it as Gregorian; use chinese for a lunisolar calendar, or gregorian"
        default:
            nil
        }
    }

    /// Why the model refuses `calendar` in `timeZone`, or `nil` when it models the pair:
    /// the reason of ``unsupportedReason(for:)-(Calendar.Identifier)``, or that the pair
    /// is one Foundation counts wrongly.
    ///
    /// The astronomical `islamic` calendar on Linux (ICU 76) is right in zones at or west
    /// of GMT and wrong wherever the clocks are ever ahead of GMT (London's summer time
    /// included): years go missing from its walk (Riyadh's year wheel has 181 years of
    /// 201, Tokyo's 152), months overlap, and Islamic New Year's Day in Riyadh is read as
    /// a day of no month. The tabular variants and Umm al-Qura do not have this fault.
    public static func unsupportedReason(for calendar: Calendar.Identifier, in timeZone: TimeZone) -> String? {
        if let reason = unsupportedReason(for: calendar) { return reason }
        guard calendar == .islamic, isEverAheadOfGMT(timeZone) else { return nil }
        return "the astronomical islamic calendar is not supported in \(timeZone.identifier): Foundation counts its months and years wrongly where the clocks are ever ahead of GMT; use islamic-umalqura (Saudi Arabia's), islamic-civil or islamic-tbla"
    }

    /// Whether `zone` is ahead of GMT at any time in the tz database's modern range: its
    /// offset in January and July of every year from 1900 to 2130 (460 look-ups).
    private static func isEverAheadOfGMT(_ zone: TimeZone) -> Bool {
        let year: TimeInterval = 365.2425 * 86_400
        let january1900: TimeInterval = -2_208_988_800 + 14 * 86_400
        return (0...230).contains { index in
            let january = Date(timeIntervalSince1970: january1900 + Double(index) * year)
            return zone.secondsFromGMT(for: january) > 0 || zone.secondsFromGMT(for: january + year / 2) > 0
        }
    }
}
