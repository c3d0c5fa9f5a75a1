/// The keys of the translation tables in `Localizations/`.
///
/// Keys are semantic and dotted, never English text. Every table has exactly these keys;
/// a test checks each table against this list and the placeholders each key takes.
enum PhraseKey: String, CaseIterable, Sendable {
    case monthLabel = "wheel.month.label"
    case dayLabel = "wheel.day.label"
    case yearLabel = "wheel.year.label"
    case dateLabel = "wheel.date.label"
    case hourLabel = "wheel.hour.label"
    case minuteLabel = "wheel.minute.label"
    case dayPeriodLabel = "wheel.dayPeriod.label"
    case countDownHoursLabel = "wheel.countDownHours.label"
    case countDownMinutesLabel = "wheel.countDownMinutes.label"
    case pickerItemTrait = "trait.pickerItem"
    case adjustableTrait = "trait.adjustable"
    case position = "position.indexOfCount"
    case hint = "hint.adjustable"
    case twelveHourClock = "value.hour.twelveHourClock"
    case twentyFourHourClock = "value.hour.twentyFourHourClock"
    case amValue = "value.dayPeriod.am"
    case pmValue = "value.dayPeriod.pm"
    case sentenceEnd = "utterance.sentenceEnd"
    case partSeparator = "utterance.partSeparator"

    /// The placeholder sets a value may use; a value must use exactly one of them.
    ///
    /// The hour templates take either the bare number (`{hour}`: "2 Uhr", "2時") or
    /// CLDR's counted form with the language's plural (`{hours}`: "2 heures", "2 часа"),
    /// so that no translator writes plural rules by hand.
    var placeholderChoices: [Set<Placeholder>] {
        switch self {
        case .position: [[.index, .count]]
        case .twelveHourClock, .twentyFourHourClock: [[.hour], [.hours]]
        default: [[]]
        }
    }

    /// Whether the value may be empty (Thai ends no sentence with a mark).
    var mayBeEmpty: Bool {
        self == .sentenceEnd || self == .partSeparator
    }
}

/// A named placeholder in a table value, written `{name}`.
enum Placeholder: String, CaseIterable, Sendable {
    /// The row's position, counted from 1.
    case index
    /// The number of rows.
    case count
    /// An hour as a bare number in the locale's digits.
    case hour
    /// An hour counted in CLDR's words, with the language's plural ("2 heures").
    case hours

    var token: String { "{\(rawValue)}" }

    /// The placeholders `text` uses, and anything in braces that is not one, by name.
    static func scan(_ text: String) -> (known: Set<Placeholder>, unknown: [String]) {
        var known: Set<Placeholder> = []
        var unknown: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            if let placeholder = Placeholder(rawValue: name) { known.insert(placeholder) } else { unknown.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return (known, unknown)
    }
}
