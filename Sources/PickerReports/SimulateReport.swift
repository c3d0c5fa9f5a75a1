import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech

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
    /// Each wheel after the step, in on-screen order, by name, with the rows around its
    /// selection: what a sighted user sees.
    public let selected: [ColumnShown]
    /// What a screen reader announced.
    public let announcement: String
    /// What the speech engine is given for ``announcement`` where it differs from it (see
    /// ``WheelReport/spokenAs``); `nil`, and absent from JSON, where the voice reads it as
    /// written. ``SimulateReport`` sets it for its locale.
    public fileprivate(set) var spokenAs: String?

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
        selected = picker.columns.map(ColumnShown.init)
        selectedTexts = selected.map(\.text)
        announcement = result.announcement
    }

    /// The value after the step as reports write it: "900 s", a date, or nothing.
    public var valueText: String {
        countDownDuration.map { "\(Int($0)) s" } ?? date ?? ""
    }

    /// A VoiceOver gesture on a styled date picker (`--style`): `wheel` names the element
    /// focused after it (`calendar.day.21`), and the date is the picker's.
    public init(action: String, focused: ColumnID, changed: Bool, announcement: String, picker: DatePicker) {
        self.action = action
        wheel = focused
        self.changed = changed
        date = ReportText.iso(picker.date)
        countDownDuration = nil
        selected = picker.columns.map(ColumnShown.init)
        selectedTexts = selected.map(\.text)
        self.announcement = announcement
    }

    /// The report of an action on a column of a picker that is not a date picker; `picker`
    /// is the picker after the step.
    public init(action: String, column: ColumnID, changed: Bool, announcement: String, picker: any ColumnPicker) {
        self.action = action
        wheel = column
        self.changed = changed
        date = nil
        countDownDuration = nil
        selected = picker.columns.map(ColumnShown.init)
        selectedTexts = selected.map(\.text)
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
    /// The style the picker was shown in, for a simulation of VoiceOver's gestures
    /// (`simulate --style`); then each step's `wheel` is the element focused after it.
    public var style: DatePickerStyle?
    /// Which translation table spoke.
    public let localization: LocalizationMatch
    /// Each wheel before the first step, in on-screen order, with the rows around its
    /// selection.
    public let start: [ColumnShown]
    /// The steps.
    public let steps: [StepReport]

    /// A report.
    public init(
        picker: PickerReport?, custom: CustomPickerReport? = nil, settings: SimulateSettingsReport,
        localization: LocalizationMatch, start: [ColumnShown], steps: [StepReport]
    ) {
        version = reportVersion
        self.picker = picker
        self.custom = custom
        self.settings = settings
        self.localization = localization
        self.start = start
        let spokenForm = SpokenForm(locale: Locale(identifier: picker?.locale ?? custom?.locale ?? "und"))
        self.steps = steps.map { step in
            var step = step
            step.spokenAs = spokenForm.spokenAs(step.announcement)
            return step
        }
    }

    enum CodingKeys: String, CodingKey {
        case version, picker, custom, settings, style, localization, start, steps
    }

    /// What each wheel showed before the first step, in on-screen order.
    public var startTexts: [String] { start.map(\.text) }

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
        style = try container.decodeIfPresent(DatePickerStyle.self, forKey: .style)
        localization = try container.decode(LocalizationMatch.self, forKey: .localization)
        steps = try container.decode([StepReport].self, forKey: .steps)
        start = try container.decodeIfPresent([ColumnShown].self, forKey: .start) ?? []
    }
}
