import Foundation
import PickerAccessibility
import PickerModel

/// The `picker` object of every JSON report: the effective configuration.
struct PickerReport: Encodable {
    let mode: DatePickerMode
    let locale: String
    let calendar: String
    let timeZone: String
    let date: String
    let now: String
    let minuteInterval: Int
    let minimumDate: String?
    let maximumDate: String?
    let countDownDuration: TimeInterval
    let warnings: [WarningReport]

    /// The wall time of the date in the picker's zone, for the text format.
    let wallTime: String

    init(_ configured: ConfiguredPicker, extraWarnings: [(code: String, message: String)]) {
        let picker = configured.picker
        mode = picker.mode
        locale = picker.locale.identifier(.bcp47)
        calendar = InputParsing.name(of: picker.calendar.identifier)
        timeZone = configured.timeZoneName
        date = Formats.iso(picker.date)
        wallTime = Formats.wallTime(picker.date, in: picker.timeZone)
        now = Formats.iso(configured.now)
        minuteInterval = picker.effectiveMinuteInterval
        let bounds = picker.activeBounds
        minimumDate = bounds.minimum.map(Formats.iso)
        maximumDate = bounds.maximum.map(Formats.iso)
        countDownDuration = picker.countDownDuration
        warnings = picker.warnings.map { WarningReport(code: $0.code, message: WarningText.message(for: $0)) }
            + extraWarnings.map { WarningReport(code: $0.code, message: $0.message) }
    }

    enum CodingKeys: String, CodingKey {
        case mode, locale, calendar, timeZone, date, now, minuteInterval, minimumDate, maximumDate
        case countDownDuration, warnings
    }

    // Written by hand so that unset bounds appear as null rather than vanish.
    func encode(to encoder: any Encoder) throws {
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

struct WarningReport: Encodable {
    let code: String
    let message: String
}

/// One wheel in a `describe` report: what it shows and what a screen reader says.
struct WheelReport: Encodable {
    struct Row: Encodable {
        let text: String
        let spoken: String
        let selectable: Bool
    }

    struct Part: Encodable {
        let kind: UtterancePart.Kind
        let text: String
        let pauseAfterMilliseconds: Int
    }

    let kind: WheelKind
    let rowCount: Int
    let selectedRow: Int
    let selectedText: String
    let cyclic: Bool
    let label: String
    let value: String
    let traits: [String]
    let position: String
    let hint: String
    let utterance: String
    let parts: [Part]
    let localization: LocalizationMatch
    let rows: [Row]?

    init(_ wheel: Wheel, element: AccessibilityElement, includeRows: Bool, spoken: (WheelRow) -> String) {
        kind = wheel.kind
        rowCount = wheel.rowCount
        selectedRow = wheel.selectedRow
        selectedText = wheel.selectedRowContent.text
        cyclic = wheel.isCyclic
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
        rows = includeRows
            ? wheel.rows.map { Row(text: $0.text, spoken: spoken($0), selectable: $0.isSelectable) }
            : nil
    }
}

struct DescribeReport: Encodable {
    let picker: PickerReport
    let settings: SettingsReport
    let wheels: [WheelReport]
}

/// The screen-reader settings a `describe` report was made with.
struct SettingsReport: Encodable {
    let speaksLabels: Bool
    let speaksPosition: Bool
    let speaksHints: Bool
    let phrasing: Phrasing

    init(_ settings: VoiceOverSettings) {
        speaksLabels = settings.speaksLabels
        speaksPosition = settings.speaksPosition
        speaksHints = settings.speaksHints
        phrasing = settings.phrasing
    }
}

/// The settings a `simulate` report was made with: only the phrasing changes announcements.
struct SimulateSettingsReport: Encodable {
    let phrasing: Phrasing
}

struct StepReport: Encodable {
    let action: String
    let wheel: WheelKind
    let changed: Bool
    let date: String
    let countDownDuration: TimeInterval?
    let selectedTexts: [String]
    let announcement: String
}

struct SimulateReport: Encodable {
    let picker: PickerReport
    let settings: SimulateSettingsReport
    let localization: LocalizationMatch
    let steps: [StepReport]
}

/// Shared formatting for reports.
enum Formats {
    static func iso(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// A locale-neutral wall time for people: "2026-11-21 14:05:00 EST".
    static func wallTime(_ date: Date, in timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "EEE yyyy-MM-dd HH:mm:ss zzz"
        return formatter.string(from: date)
    }

    /// A countdown duration for people: "1 h 15 min".
    static func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds) / 60
        return "\(minutes / 60) h \(minutes % 60) min"
    }

    /// Text with invisible characters written as `\u{202F}`, so a person reading a report can see them.
    static func visible(_ text: String) -> String {
        VisibleText.escaped(text)
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }

    /// Pads with spaces to `width` columns, counting East Asian wide characters twice.
    func padded(to width: Int) -> String {
        let columns = reduce(0) { $0 + $1.terminalColumns }
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}

extension Character {
    /// Columns a terminal gives the character: 2 for East Asian wide letters, else 1.
    var terminalColumns: Int {
        guard let scalar = unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
