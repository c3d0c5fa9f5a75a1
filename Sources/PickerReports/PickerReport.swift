import Foundation
import PickerAccessibility
import PickerModel

/// The version of the report formats: the `version` field of every JSON report. Later
/// versions add properties and never remove or rename one.
public let reportVersion = 1

/// The `picker` object of every report: the effective configuration, after every rule of
/// the picker applied.
public struct PickerReport: Codable, Sendable, Equatable {
    /// The mode.
    public let mode: DatePickerMode
    /// The locale as a BCP-47 tag, extensions kept.
    public let locale: String
    /// CLDR's name of the calendar ("gregorian", "hebrew").
    public let calendar: String
    /// The time zone as the caller named it.
    public let timeZone: String
    /// The date, ISO 8601 in UTC.
    public let date: String
    /// The instant taken as now, ISO 8601 in UTC.
    public let now: String
    /// The minute interval in force.
    public let minuteInterval: Int
    /// The active minimum, ISO 8601, or `nil` when unset or ignored.
    public let minimumDate: String?
    /// The active maximum, ISO 8601, or `nil` when unset or ignored.
    public let maximumDate: String?
    /// The countdown duration in seconds.
    public let countDownDuration: TimeInterval
    /// The rules that changed or ignored the input, and any the caller adds.
    public let warnings: [WarningReport]
    /// The wall time of the date in the picker's zone ("Sat 2026-11-21 14:05:00 GMT"), for
    /// people; not in JSON.
    public let wallTime: String

    /// The report of `picker` as it stands.
    ///
    /// - Parameters:
    ///   - now: the instant the picker's clock gave.
    ///   - timeZoneName: the zone as the caller named it (Foundation calls "UTC" "GMT").
    ///   - extraWarnings: the caller's own notes, after the picker's warnings.
    public init(_ picker: DatePicker, now: Date, timeZoneName: String, extraWarnings: [WarningReport] = []) {
        mode = picker.mode
        locale = picker.locale.identifier(.bcp47)
        calendar = CalendarNames.cldrName(of: picker.calendar.identifier)
        timeZone = timeZoneName
        date = ReportText.iso(picker.date)
        wallTime = ReportText.wallTime(picker.date, in: picker.timeZone)
        self.now = ReportText.iso(now)
        minuteInterval = picker.effectiveMinuteInterval
        let bounds = picker.activeBounds
        minimumDate = bounds.minimum.map(ReportText.iso)
        maximumDate = bounds.maximum.map(ReportText.iso)
        countDownDuration = picker.countDownDuration
        warnings = picker.warnings.map { WarningReport(code: $0.code, message: $0.message) } + extraWarnings
    }

    enum CodingKeys: String, CodingKey {
        case mode, locale, calendar, timeZone, date, now, minuteInterval, minimumDate, maximumDate
        case countDownDuration, warnings, wallTime
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mode = try container.decode(DatePickerMode.self, forKey: .mode)
        locale = try container.decode(String.self, forKey: .locale)
        calendar = try container.decode(String.self, forKey: .calendar)
        timeZone = try container.decode(String.self, forKey: .timeZone)
        date = try container.decode(String.self, forKey: .date)
        now = try container.decode(String.self, forKey: .now)
        minuteInterval = try container.decode(Int.self, forKey: .minuteInterval)
        minimumDate = try container.decodeIfPresent(String.self, forKey: .minimumDate)
        maximumDate = try container.decodeIfPresent(String.self, forKey: .maximumDate)
        countDownDuration = try container.decode(TimeInterval.self, forKey: .countDownDuration)
        warnings = try container.decode([WarningReport].self, forKey: .warnings)
        wallTime = try container.decodeIfPresent(String.self, forKey: .wallTime) ?? date
    }

    // Written by hand so that unset bounds appear as null rather than vanish, and the wall
    // time, for people, stays out of JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(locale, forKey: .locale)
        try container.encode(calendar, forKey: .calendar)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(date, forKey: .date)
        try container.encode(now, forKey: .now)
        try container.encode(minuteInterval, forKey: .minuteInterval)
        try container.encode(minimumDate, forKey: .minimumDate)
        try container.encode(maximumDate, forKey: .maximumDate)
        try container.encode(countDownDuration, forKey: .countDownDuration)
        try container.encode(warnings, forKey: .warnings)
    }
}

/// A rule that changed or ignored the input, or a note of the caller's.
public struct WarningReport: Codable, Sendable, Equatable {
    /// A stable identifier ("date.clamped").
    public let code: String
    /// One English sentence.
    public let message: String

    /// A warning.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }
}

/// The `custom` object of a report on a picker an app describes (`--picker FILE`): what
/// its input was, where a date picker's report has its configuration.
public struct CustomPickerReport: Codable, Sendable, Equatable {
    /// The description file, as named.
    public let source: String
    /// The locale as a BCP-47 tag.
    public let locale: String
    /// Notes on the input.
    public let warnings: [WarningReport]

    /// The report of a described picker.
    public init(source: String, locale: Locale, warnings: [WarningReport] = []) {
        self.source = source
        self.locale = locale.identifier(.bcp47)
        self.warnings = warnings
    }
}
