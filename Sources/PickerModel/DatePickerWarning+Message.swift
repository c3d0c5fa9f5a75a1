import Foundation

extension DatePickerWarning {
    /// The warning as one English sentence for a report, naming the values concerned.
    ///
    /// Instants are written in ISO 8601, UTC (`2026-11-21T14:05:00Z`).
    public var message: String {
        switch self {
        case .boundsIgnoredMaximumBeforeMinimum(let minimum, let maximum):
            "the maximum date \(Self.iso(maximum)) is earlier than the minimum date \(Self.iso(minimum)), so both bounds are ignored"
        case .boundsIgnoredInCountDownMode:
            "minimum and maximum dates are ignored in countDownTimer mode"
        case .minuteIntervalReplaced(let requested):
            "minute interval \(requested) does not divide 60 or is over 30, so 1 is used"
        case .countDownDurationAdjusted(let requested, let effective):
            "countdown duration \(Self.seconds(requested)) s became \(Int(effective)) s (\(Self.duration(effective))): whole minutes on the minute interval, from 0 to 23 h 59 min"
        case .dateClamped(let requested, let effective):
            "the date \(Self.iso(requested)) is outside the bounds and was moved to \(Self.iso(effective))"
        case .calendarDataInconsistent(let calendar, let timeZone):
            "Foundation's \(CalendarNames.cldrName(of: calendar)) calendar contradicts itself in \(timeZone) (its months do not fill the year), so the month and year wheels may be wrong; islamic-civil, islamic-umalqura and islamic-tbla are reliable"
        case .dateBetweenMinuteRows(let minute, let shownMinute):
            "minute \(minute) is not on the minute interval; the minute wheel shows \(shownMinute), and the next action on a wheel sets it"
        }
    }

    /// Seconds as given: "3600", "90.5", "1e-300" (not "0", which hides why it changed).
    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    private static func iso(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// "1 h 15 min".
    private static func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds) / 60
        return "\(minutes / 60) h \(minutes % 60) min"
    }
}

extension DatePickerError: CustomStringConvertible {
    /// The error as one English sentence.
    public var description: String {
        switch self {
        case .wheelNotInMode(let kind, let mode):
            "\(mode.rawValue) mode has no \(kind.rawValue) wheel"
        case .rowOutOfRange(let kind, let row, let rowCount):
            "the \(kind.rawValue) wheel has no row \(row + 1); it has \(rowCount)"
        }
    }
}

/// CLDR's names of calendars, as ICU spells them in locale identifiers.
package enum CalendarNames {
    /// "gregorian", "islamic-civil", "ethiopic-amete-alem".
    package static func cldrName(of calendar: Calendar.Identifier) -> String {
        var components = Locale.Components(identifier: "und")
        components.calendar = calendar
        let identifier = Locale(components: components).identifier(.icu)
        guard let range = identifier.range(of: "calendar=") else { return "\(calendar)" }
        return String(identifier[range.upperBound...].prefix { $0 != ";" })
    }
}
