import Foundation

/// The display text of rows: dates through ``DateFormatterCache``, "Today", numbers.
enum RowFormatter {
    /// Formats `date` with a CLDR `pattern` in the layout's locale.
    static func string(
        from date: Date, pattern: String, layout: WheelLayout, calendar: Calendar
    ) -> String {
        DateFormatterCache.string(from: date, pattern: pattern, locale: layout.formattingLocale, calendar: calendar)
    }

    /// The name CLDR gives to the day that starts at `date`, relative to the day that
    /// starts at `todayStart` ("Today" in English), or `nil` when the locale has no such name.
    ///
    /// Both are starts of days: anchored on the clock's exact instant, the style rounds
    /// the distance to whole days and called today "Tomorrow" whenever now had half a
    /// second or more past its last whole second.
    static func relativeDayName(of date: Date, todayStart: Date, layout: WheelLayout, calendar: Calendar) -> String? {
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: todayStart,
            presentation: .named,
            unitsStyle: .wide,
            locale: layout.formattingLocale,
            calendar: calendar,
            capitalizationContext: .beginningOfSentence
        )
        style.allowedFields = [.day]
        let text = date.formatted(style)
        return text.isEmpty ? nil : text
    }

    /// A whole number in the locale's digits, for the countdown wheels.
    static func number(_ value: Int, layout: WheelLayout) -> String {
        NumberTexts.text(value, locale: layout.formattingLocale)
    }
}
