/// The keys of the translation tables in `Localizations/`.
///
/// Keys are semantic and dotted, never English text. Every table has exactly these keys,
/// except the optional ones (``isOptional``), which a table has only where it needs them; a
/// test checks each table against this list and the placeholders each key takes.
///
/// Keys under `natural.` are read only with ``Phrasing/natural``; every other key serves
/// both phrasings.
package enum PhraseKey: String, CaseIterable, Sendable {
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
    case naturalTwelveHourClock = "natural.hour.twelveHourClock"
    case naturalTwentyFourHourClock = "natural.hour.twentyFourHourClock"
    case naturalMinute = "natural.minute"
    // The natural phrasing's own wording of a fixed phrase where Apple's is wrong to the ear
    // (Hungarian "31 per 21" for the 21st of 31, Latin American "Ajustable(s)"): optional.
    case naturalPosition = "natural.position.indexOfCount"
    case naturalAdjustableTrait = "natural.trait.adjustable"
    case sentenceEnd = "utterance.sentenceEnd"
    case partSeparator = "utterance.partSeparator"
    // The compact style's button, and the inline calendar (issue 21): Apple's wording.
    case compactDateLabel = "style.compact.date.label"
    case compactTimeLabel = "style.compact.time.label"
    case compactDateAndTimeLabel = "style.compact.dateAndTime.label"
    case compactCollapsed = "style.compact.collapsed"
    case compactHint = "style.compact.hint"
    case calendarPreviousMonth = "calendar.previousMonth"
    case calendarNextMonth = "calendar.nextMonth"
    case calendarMonthYearHint = "calendar.monthYear.hint"
    case calendarShowYearPicker = "calendar.showYearPicker"
    case calendarHideYearPicker = "calendar.hideYearPicker"
    case calendarToday = "calendar.today"
    case calendarTimeLabel = "calendar.time.label"
    case buttonTrait = "trait.button"
    case selectedTrait = "trait.selected"
    case headerTrait = "trait.header"
    case compactExpanded = "style.compact.expanded"
    case popoverDismissLabel = "popover.dismiss.label"
    case popoverDismissHint = "popover.dismiss.hint"
    case dimmedState = "state.dimmed"

    /// The placeholder sets a value may use; a value must use exactly one of them.
    ///
    /// The hour templates take the bare number (`{hour}`: "2 Uhr", "2時"), CLDR's counted
    /// form with the language's plural (`{hours}`: "2 heures", "2 часа"), or the language's
    /// own name for the hour (`{hourName}`: Polish "czternasta", Spanish "las dos"), so
    /// that no translator writes plural rules by hand.
    package var placeholderChoices: [Set<Placeholder>] {
        switch self {
        case .position, .naturalPosition: [[.index, .count]]
        case .twelveHourClock, .twentyFourHourClock, .naturalTwelveHourClock, .naturalTwentyFourHourClock:
            [[.hour], [.hours], [.hourName]]
        case .naturalMinute: [[.minute], [.minutes]]
        default: [[]]
        }
    }

    /// Whether a table may leave the key out: the natural phrasing's rewordings of a phrase
    /// both phrasings share, which only a few tables need. A table without one says
    /// ``sharedKey``'s phrase in both phrasings.
    package var isOptional: Bool { sharedKey != nil }

    /// The phrase that an optional key rewords for the natural phrasing, and says in its place
    /// where a table has no rewording; `nil` for every other key.
    package var sharedKey: PhraseKey? {
        switch self {
        case .naturalPosition: .position
        case .naturalAdjustableTrait: .adjustableTrait
        default: nil
        }
    }

    /// The keys every table has: all but the optional ones.
    package static var required: [PhraseKey] { allCases.filter { !$0.isOptional } }

    /// Whether the value may be empty (Thai ends no sentence with a mark).
    package var mayBeEmpty: Bool {
        self == .sentenceEnd || self == .partSeparator
    }
}

/// A named placeholder in a table value, written `{name}`.
package enum Placeholder: String, CaseIterable, Sendable {
    /// The row's position, counted from 1.
    case index
    /// The number of rows.
    case count
    /// An hour as a bare number in the locale's digits.
    case hour
    /// An hour counted in CLDR's words, with the language's plural ("2 heures").
    case hours
    /// An hour as the language names a time of day, from ``HourNames`` ("czternasta").
    case hourName
    /// A minute as a bare number in the locale's digits.
    case minute
    /// A minute counted in CLDR's words, with the language's plural ("5 minutes").
    case minutes

    package var token: String { "{\(rawValue)}" }

    /// The placeholders `text` uses, and anything in braces that is not one, by name.
    package static func scan(_ text: String) -> (known: Set<Placeholder>, unknown: [String]) {
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
