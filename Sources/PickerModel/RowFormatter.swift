import Foundation

/// The display text of rows: dates through ``DateFormatterCache``, "Today", numbers.
enum RowFormatter {
    /// Formats `date` with a CLDR `pattern` in the layout's locale.
    static func string(
        from date: Date, pattern: String, layout: WheelLayout, calendar: Calendar
    ) -> String {
        DateFormatterCache.string(from: date, pattern: pattern, locale: layout.formattingLocale, calendar: calendar)
    }

    /// The name CLDR gives to the day of `date` relative to `today` ("Today" in English),
    /// or `nil` when the locale has no such name for it.
    static func relativeDayName(of date: Date, today: Date, layout: WheelLayout, calendar: Calendar) -> String? {
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: today,
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
