import Foundation
import PickerModel
import PickerReports

/// A picker described field by field in text, as the command line's options and a
/// session's `configure` give it, and the one place that turns such a description into a
/// picker: both front ends read the same fields with the same rules and messages.
///
/// ```swift
/// var request = PickerRequest(mode: .time)
/// request.locale = "de_DE"
/// request.timeZone = "Europe/Berlin"
/// request.date = "2026-11-21T14:05"
/// request.now = "2026-11-21T09:00:00Z"
/// let configured = try request.build(in: .init(locale: nil, timeZone: nil, clock: { now }), naming: .json)
/// configured.picker.wheels.map(\.kind)   // [.hour, .minute]
/// ```
package struct PickerRequest: Sendable {
    /// The fields of a description, named as the session's JSON names them.
    package enum Field: String, Sendable {
        case mode, locale, calendar, timeZone, date, minimumDate, maximumDate, now, minuteInterval, countDownDuration
    }

    /// How messages name a field: as a command-line option (`--time-zone`) or as a key
    /// of the session's picker object (`picker.timeZone`).
    package enum Naming: Sendable {
        case options
        case json

        package func name(_ field: Field) -> String {
            switch self {
            case .json:
                return "picker.\(field.rawValue)"
            case .options:
                let words = field.rawValue.reduce(into: "") { name, character in
                    if character.isUppercase { name += "-" }
                    name += character.lowercased()
                }
                return "--" + (field == .countDownDuration ? "countdown-duration" : words)
            }
        }
    }

    /// What a front end supplies where the description is silent.
    package struct Environment: Sendable {
        /// The locale when none is named; `nil` makes the locale required.
        package var locale: Locale?
        /// The time zone when none is named, with the name a report gives it; `nil` means UTC.
        package var timeZone: TimeZone?
        /// The current instant, when `now` is not given.
        package var clock: @Sendable () -> Date

        package init(locale: Locale?, timeZone: TimeZone?, clock: @escaping @Sendable () -> Date) {
            self.locale = locale
            self.timeZone = timeZone
            self.clock = clock
        }
    }

    package var mode: DatePickerMode
    package var locale: String?
    /// A CLDR calendar name; `nil` means the locale's calendar.
    package var calendar: String?
    /// A time zone name; `nil` means the environment's zone.
    package var timeZone: String?
    /// ISO 8601 dates: instants with an offset, wall times in the zone without one.
    package var date: String?
    package var minimumDate: String?
    package var maximumDate: String?
    package var now: String?
    package var minuteInterval: Int
    package var countDownDuration: Double?

    package init(
        mode: DatePickerMode = .dateAndTime, locale: String? = nil, calendar: String? = nil, timeZone: String? = nil,
        date: String? = nil, minimumDate: String? = nil, maximumDate: String? = nil, now: String? = nil,
        minuteInterval: Int = 1, countDownDuration: Double? = nil
    ) {
        self.mode = mode
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
        self.date = date
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.now = now
        self.minuteInterval = minuteInterval
        self.countDownDuration = countDownDuration
    }

    /// Notes on fields given that the mode does not use.
    package func ignoredFieldWarnings(naming: Naming) -> [WarningReport] {
        if countDownDuration != nil, mode != .countDownTimer {
            return [WarningReport(code: "countDownDuration.ignored", message: "\(naming.name(.countDownDuration)) is used only in countDownTimer mode")]
        }
        return []
    }

    /// Reads every field and builds the picker, refusing what the model cannot show
    /// (an unknown numbering system, a zone the formatter cannot use, a calendar that
    /// Foundation counts wrongly in the zone) with one message naming the field.
    package func build(in environment: Environment, naming: Naming) throws(PickerInput.Failure) -> ConfiguredPicker {
        let locale: Locale
        if let name = self.locale {
            locale = try PickerInput.locale(name)
        } else if let fallback = environment.locale {
            locale = fallback
        } else {
            throw PickerInput.Failure("\(naming.name(.locale)) is required")
        }
        let zone: TimeZone
        let zoneName: String
        if let name = timeZone {
            (zone, zoneName) = (try PickerInput.timeZone(name), name)
        } else if let fallback = environment.timeZone {
            if let reason = DatePicker.unsupportedReason(for: fallback) {
                throw PickerInput.Failure("the system time zone '\(fallback.identifier)' cannot be used (\(reason)); name one with \(naming.name(.timeZone))")
            }
            (zone, zoneName) = (fallback, fallback.identifier)
        } else {
            (zone, zoneName) = (TimeZone.gmt, "UTC")
        }
        let calendar = try self.calendar.map { name throws(PickerInput.Failure) in try PickerInput.calendar(name) } ?? locale.calendar
        let calendarSource = self.calendar == nil
            ? "\(CalendarNames.cldrName(of: calendar.identifier))' of locale '\(locale.identifier(.bcp47))"
            : CalendarNames.cldrName(of: calendar.identifier)
        try PickerInput.supported(calendar.identifier, named: calendarSource, in: zone)
        func read(_ text: String?, _ field: Field) throws(PickerInput.Failure) -> Date? {
            guard let text else { return nil }
            return try PickerInput.date(text, option: naming.name(field), timeZone: zone)
        }
        let now = try read(self.now, .now) ?? environment.clock()
        if let countDownDuration, !countDownDuration.isFinite {
            throw PickerInput.Failure("\(naming.name(.countDownDuration)): '\(countDownDuration)' is not a number of seconds")
        }
        let picker = DatePicker(
            mode: mode,
            date: try read(date, .date),
            minimumDate: try read(minimumDate, .minimumDate),
            maximumDate: try read(maximumDate, .maximumDate),
            minuteInterval: minuteInterval,
            countDownDuration: countDownDuration ?? 0,
            locale: locale,
            calendar: calendar,
            timeZone: zone,
            clock: { now }
        )
        return ConfiguredPicker(picker: picker, now: now, timeZoneName: zoneName)
    }
}

/// A picker built from a description, with what a report says about its input.
package struct ConfiguredPicker {
    package let picker: DatePicker
    /// The instant taken as now.
    package let now: Date
    /// The time zone as the description named it: Foundation calls "UTC" "GMT".
    package let timeZoneName: String

    package init(picker: DatePicker, now: Date, timeZoneName: String) {
        self.picker = picker
        self.now = now
        self.timeZoneName = timeZoneName
    }

    /// The configuration block of a report, as the picker stands now.
    package func report(extraWarnings: [WarningReport] = []) -> PickerReport {
        PickerReport(picker, now: now, timeZoneName: timeZoneName, extraWarnings: extraWarnings)
    }
}
