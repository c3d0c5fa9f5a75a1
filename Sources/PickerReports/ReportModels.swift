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

/// One wheel in a `describe` report: what it shows and what a screen reader says.
public struct WheelReport: Codable, Sendable, Equatable {
    /// A row of the wheel, when the report lists rows.
    public struct Row: Codable, Sendable, Equatable {
        /// What the row shows.
        public let text: String
        /// What a screen reader says for it, as the wheel's value.
        public let spoken: String
        /// Whether the user can rest on it.
        public let selectable: Bool
    }

    /// A part of the utterance on focus, in the order spoken.
    public struct Part: Codable, Sendable, Equatable {
        /// Label, value, trait, position or hint.
        public let kind: UtterancePart.Kind
        /// Its text.
        public let text: String
        /// The pause after it.
        public let pauseAfterMilliseconds: Int
    }

    /// The wheel's kind, or the name of another picker's column.
    public let kind: ColumnID
    /// Its rows, selectable or not.
    public let rowCount: Int
    /// The selected row, from zero.
    public let selectedRow: Int
    /// What the selected row shows.
    public let selectedText: String
    /// Whether the wheel wraps.
    public let cyclic: Bool
    /// The spoken label.
    public let label: String
    /// The spoken value.
    public let value: String
    /// The spoken traits.
    public let traits: [String]
    /// The spoken position ("3 of 12").
    public let position: String
    /// The spoken hint.
    public let hint: String
    /// The whole utterance on focus.
    public let utterance: String
    /// The utterance part by part.
    public let parts: [Part]
    /// Which translation table spoke.
    public let localization: LocalizationMatch
    /// Every row, when asked for.
    public let rows: [Row]?
    /// What the wheel shows around its selection, as on screen: the texts of the rows
    /// from two above to two below the selected one (the middle entry); `nil` past the end
    /// of a wheel that does not wrap.
    public let nearbyRows: [String?]

    /// How many rows either side of the selection ``nearbyRows`` holds.
    public static let nearbyReach = 2

    /// The report of one wheel and its element.
    public init(_ wheel: Wheel, element: AccessibilityElement, rows: [Row]?) {
        self.init(Column(wheel: wheel), element: element, rows: rows)
    }

    /// The report of one column of any picker and its element.
    public init(_ column: Column, element: AccessibilityElement, rows: [Row]?) {
        kind = column.id
        rowCount = column.rowCount
        selectedRow = column.selectedRow
        selectedText = column.selectedRowContent.text
        cyclic = column.isCyclic
        label = element.label
        value = element.value
        traits = element.traits
        position = element.position
        hint = element.hint
        utterance = element.utterance
        parts = element.parts.map { part in
            let (seconds, attoseconds) = part.pauseAfter.components
            return Part(
                kind: part.kind,
                text: part.text,
                pauseAfterMilliseconds: Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
            )
        }
        localization = element.localization
        self.rows = rows
        nearbyRows = (-Self.nearbyReach...Self.nearbyReach).map { offset in
            var index = column.selectedRow + offset
            if column.isCyclic { index = ((index % column.rowCount) + column.rowCount) % column.rowCount }
            return (0..<column.rowCount).contains(index) ? column.row(at: index).text : nil
        }
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

/// What `describe` reports: a picker's wheels (or columns) and what a screen reader says
/// for each.
public struct DescribeReport: Codable, Sendable, Equatable {
    /// ``reportVersion``.
    public let version: Int
    /// A date picker's configuration; `nil` for a described picker.
    public let picker: PickerReport?
    /// A described picker's input; `nil` for a date picker.
    public let custom: CustomPickerReport?
    /// The screen-reader settings.
    public let settings: SettingsReport
    /// The wheels, or columns, in on-screen order.
    public let wheels: [WheelReport]

    /// Describes `picker` as `narrator` speaks it, from one snapshot of its wheels.
    ///
    /// - Parameter includeRows: list every row of every wheel with its spoken form.
    public init(of picker: DatePicker, narrator: PickerNarrator, configuration: PickerReport, includeRows: Bool) {
        version = reportVersion
        self.picker = configuration
        custom = nil
        settings = SettingsReport(narrator.settings)
        let wheels = picker.wheels
        let elements = narrator.elements(of: picker)
        self.wheels = zip(wheels, elements).map { wheel, element in
            WheelReport(wheel, element: element, rows: includeRows ? wheel.rows.map { row in
                WheelReport.Row(text: row.text, spoken: narrator.spokenValue(of: row, in: picker), selectable: row.isSelectable)
            } : nil)
        }
    }

    /// The locale of the report, as a BCP-47 tag.
    public var locale: String { picker?.locale ?? custom?.locale ?? "und" }

    /// What the picker is, for titles: "time picker", "described picker".
    public var kindName: String { picker.map { "\($0.mode.rawValue) picker" } ?? "described picker" }

    /// Describes a picker an app describes, as `narrator` speaks it.
    public init(of picker: ListPicker, narrator: PickerNarrator, custom: CustomPickerReport, includeRows: Bool) {
        version = reportVersion
        self.picker = nil
        self.custom = custom
        settings = SettingsReport(narrator.settings)
        let columns = picker.columns
        let elements = narrator.elements(of: picker as any ColumnPicker)
        wheels = zip(columns, elements).map { column, element in
            WheelReport(column, element: element, rows: includeRows ? (0..<column.rowCount).map { index in
                let row = column.row(at: index)
                return WheelReport.Row(text: row.text, spoken: row.accessibilityLabel ?? row.text, selectable: row.isSelectable)
            } : nil)
        }
    }
}

/// The screen-reader settings a `describe` report was made with.
public struct SettingsReport: Codable, Sendable, Equatable {
    /// Whether labels are spoken.
    public let speaksLabels: Bool
    /// Whether positions are spoken.
    public let speaksPosition: Bool
    /// Whether hints are spoken.
    public let speaksHints: Bool
    /// VoiceOver's wording or natural speech.
    public let phrasing: Phrasing

    /// The report of `settings`.
    public init(_ settings: VoiceOverSettings) {
        speaksLabels = settings.speaksLabels
        speaksPosition = settings.speaksPosition
        speaksHints = settings.speaksHints
        phrasing = settings.phrasing
    }
}

/// The settings a `simulate` report was made with: only the phrasing changes announcements.
public struct SimulateSettingsReport: Codable, Sendable, Equatable {
    /// VoiceOver's wording or natural speech.
    public let phrasing: Phrasing

    /// The settings.
    public init(phrasing: Phrasing) {
        self.phrasing = phrasing
    }
}

/// One step of a `simulate` report.
public struct StepReport: Codable, Sendable, Equatable {
    /// The step as the caller wrote it ("increment hour").
    public let action: String
    /// The wheel, or column, acted on.
    public let wheel: ColumnID
    /// Whether the value changed.
    public let changed: Bool
    /// The date after the step, ISO 8601 in UTC; `nil` for a described picker.
    public let date: String?
    /// The countdown duration after the step, in `countDownTimer` mode.
    public let countDownDuration: TimeInterval?
    /// What each wheel shows after the step, in on-screen order.
    public let selectedTexts: [String]
    /// What a screen reader announced.
    public let announcement: String

    /// The report of one narrated action.
    ///
    /// - Parameters:
    ///   - action: the step as the caller wrote it.
    ///   - result: what the narrator returned for it.
    ///   - picker: the picker after the step.
    public init(action: String, result: NarratedAction, picker: DatePicker) {
        self.action = action
        wheel = ColumnID(result.wheel)
        changed = result.changed
        date = ReportText.iso(picker.date)
        switch result.value {
        case .countDownDuration(let seconds): countDownDuration = seconds
        case .date: countDownDuration = nil
        }
        selectedTexts = result.wheels.map(\.selectedRowContent.text)
        announcement = result.announcement
    }

    /// The value after the step as reports write it: "900 s", a date, or nothing.
    public var valueText: String {
        countDownDuration.map { "\(Int($0)) s" } ?? date ?? ""
    }

    /// The report of an action on a column of a picker that is not a date picker.
    public init(action: String, column: ColumnID, changed: Bool, announcement: String, picker: any ColumnPicker) {
        self.action = action
        wheel = column
        self.changed = changed
        date = nil
        countDownDuration = nil
        selectedTexts = picker.columns.map(\.selectedRowContent.text)
        self.announcement = announcement
    }
}

/// What `simulate` reports: a picker, then each step and what was announced.
public struct SimulateReport: Codable, Sendable, Equatable {
    /// ``reportVersion``.
    public let version: Int
    /// A date picker's configuration before the first step; `nil` for a described picker.
    public let picker: PickerReport?
    /// A described picker's input; `nil` for a date picker.
    public let custom: CustomPickerReport?
    /// The settings.
    public let settings: SimulateSettingsReport
    /// Which translation table spoke.
    public let localization: LocalizationMatch
    /// What each wheel showed before the first step, in on-screen order; not in JSON.
    public let startTexts: [String]
    /// The steps.
    public let steps: [StepReport]

    /// A report.
    public init(
        picker: PickerReport?, custom: CustomPickerReport? = nil, settings: SimulateSettingsReport,
        localization: LocalizationMatch, startTexts: [String], steps: [StepReport]
    ) {
        version = reportVersion
        self.picker = picker
        self.custom = custom
        self.settings = settings
        self.localization = localization
        self.startTexts = startTexts
        self.steps = steps
    }

    enum CodingKeys: String, CodingKey {
        case version, picker, custom, settings, localization, steps
    }

    /// The locale of the report, as a BCP-47 tag.
    public var locale: String { picker?.locale ?? custom?.locale ?? "und" }

    /// Whether the picker is a countdown, whose value is a duration.
    public var isCountDown: Bool { picker?.mode == .countDownTimer }

    /// The value before the first step as reports write it: "900 s", a date, or nothing
    /// for a described picker, whose value is its rows.
    public var startValue: String {
        guard let picker else { return "" }
        return isCountDown ? "\(Int(picker.countDownDuration)) s" : picker.date
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        picker = try container.decodeIfPresent(PickerReport.self, forKey: .picker)
        custom = try container.decodeIfPresent(CustomPickerReport.self, forKey: .custom)
        settings = try container.decode(SimulateSettingsReport.self, forKey: .settings)
        localization = try container.decode(LocalizationMatch.self, forKey: .localization)
        steps = try container.decode([StepReport].self, forKey: .steps)
        startTexts = []
    }
}
