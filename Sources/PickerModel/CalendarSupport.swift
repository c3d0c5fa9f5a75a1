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
}
