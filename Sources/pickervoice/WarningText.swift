import Foundation
import PickerModel

/// The sentences the CLI prints for the picker's warnings.
enum WarningText {
    static func message(for warning: DatePickerWarning) -> String {
        switch warning {
        case .boundsIgnoredMaximumBeforeMinimum(let minimum, let maximum):
            "the maximum date \(Formats.iso(maximum)) is earlier than the minimum date \(Formats.iso(minimum)), so both bounds are ignored"
        case .boundsIgnoredInCountDownMode:
            "minimum and maximum dates are ignored in countDownTimer mode"
        case .minuteIntervalReplaced(let requested):
            "minute interval \(requested) does not divide 60 or is over 30, so 1 is used"
        case .countDownDurationAdjusted(let requested, let effective):
            "countdown duration \(requested.formatted(.number.locale(Locale(identifier: "en_US_POSIX")))) s became \(Int(effective)) s (\(Formats.duration(effective))): whole minutes on the minute interval, from 0 to 23 h 59 min"
        case .dateClamped(let requested, let effective):
            "the date \(Formats.iso(requested)) is outside the bounds and was moved to \(Formats.iso(effective))"
        case .calendarDataInconsistent(let calendar, let timeZone):
            "Foundation's \(InputParsing.name(of: calendar)) calendar contradicts itself in \(timeZone) (its months do not fill the year), so the month and year wheels may be wrong; islamic-civil, islamic-umalqura and islamic-tbla are reliable"
        case .dateBetweenMinuteRows(let minute, let shownMinute):
            "minute \(minute) is not on the minute interval; the minute wheel shows \(shownMinute), and the next action on a wheel sets it"
        }
    }
}
