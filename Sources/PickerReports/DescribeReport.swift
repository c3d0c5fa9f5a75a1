import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech

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
    /// The elements of the compact or inline style in swipe order, for `describe --style`;
    /// `nil` where the report is of the wheels alone.
    public var style: StyleReport?

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
        let spokenForm = SpokenForm(locale: picker.locale)
        self.wheels = zip(wheels, elements).map { wheel, element in
            WheelReport(wheel, element: element, rows: includeRows ? wheel.rows.map { row in
                WheelReport.Row(text: row.text, spoken: narrator.spokenValue(of: row, in: picker), selectable: row.isSelectable)
            } : nil, spokenForm: spokenForm)
        }
    }

    /// The locale of the report, as a BCP-47 tag.
    public var locale: String { picker?.locale ?? custom?.locale ?? "und" }

    /// What the picker is, for titles: "time picker", "described picker".
    public var kindName: String { picker.map { "\($0.mode.rawValue) picker" } ?? "described picker" }

    /// Describes a picker an app describes, as `narrator` speaks it.
    public init(of picker: any ColumnPicker, narrator: PickerNarrator, custom: CustomPickerReport, includeRows: Bool) {
        version = reportVersion
        self.picker = nil
        self.custom = custom
        settings = SettingsReport(narrator.settings)
        let columns = picker.columns
        let elements = narrator.elements(of: picker)
        let spokenForm = SpokenForm(locale: Locale(identifier: custom.locale))
        wheels = zip(columns, elements).map { column, element in
            WheelReport(column, element: element, rows: includeRows ? (0..<column.rowCount).map { index in
                let row = column.row(at: index)
                return WheelReport.Row(text: row.text, spoken: row.accessibilityLabel ?? row.text, selectable: row.isSelectable)
            } : nil, spokenForm: spokenForm)
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
