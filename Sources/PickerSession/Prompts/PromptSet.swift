import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech

/// Everything a kiosk plays for a picker, as a list of prompts to render once: each row's
/// announcement, and each column's utterance on focus. Any picker: a date picker's wheels
/// or the columns of one an app describes.
///
/// ```swift
/// let prompts = PromptSet(picker: picker, narrator: PickerNarrator(settings: .init(phrasing: .natural)),
///                         columns: [.hour, .minute])
/// prompts.prompts.count          // 24 + 60 announcements, 2 focus utterances
/// prompts.prompts[0].file        // "hour/focus.wav"
/// ```
///
/// A column of more than ``windowThreshold`` rows (the `dateAndTime` date wheel, which
/// spans two centuries of days) is covered for ``windowRows`` rows around its selected row.
public struct PromptSet: Sendable {
    /// One thing to say, and where its audio goes.
    public struct Prompt: Sendable, Hashable {
        /// The column.
        public let column: ColumnID
        /// The row whose announcement this is (from 0), or `nil` for the utterance on focus.
        public let row: Int?
        /// What is said.
        public let text: String
        /// The utterance's parts, with their pauses.
        public let parts: [UtterancePart]
        /// What the engine reads for ``text`` where it differs from it (``SpokenForm``).
        public let spokenAs: String?
        /// The file's path inside the set's folder: "hour/focus.wav", "hour/14.wav",
        /// "date/2026-11-21.wav".
        public let file: String
        /// For a row of a date picker's date wheel, its day (ISO 8601, in the picker's zone).
        public var date: String? = nil
    }

    /// Columns with more rows than this are covered only around their selected row.
    public static let windowThreshold = 10_000
    /// How many rows of such a column a set covers, centred on the selected one: a year of
    /// the date wheel's days.
    public static let windowRows = 365

    /// The prompts, column by column in on-screen order, focus first, then the rows in order.
    public let prompts: [Prompt]
    /// What the engine reads for the picker's locale.
    public let spokenForm: SpokenForm

    /// The prompts of `columns` (all of the picker's when `nil`) as `narrator` words them.
    public init(picker: any ColumnPicker, narrator: PickerNarrator, columns chosen: [ColumnID]? = nil) {
        var prompts: [Prompt] = []
        let spokenForm = SpokenForm(locale: picker.locale)
        let elements = narrator.elements(of: picker)
        for (column, element) in zip(picker.columns, elements) where chosen?.contains(column.id) ?? true {
            let name = column.id.rawValue
            prompts.append(Prompt(
                column: column.id, row: nil, text: element.utterance, parts: element.parts,
                spokenAs: spokenForm.spokenAs(element.utterance), file: "\(name)/focus.wav"
            ))
            let rows = Self.rows(of: column)
            let width = String(column.rowCount - 1).count
            // The date wheel's rows are named by their day, not by an index that moves with today.
            let days = Self.days(of: column.id, rows: rows, picker: picker)
            for (index, text) in zip(rows, narrator.spokenValues(ofRows: rows, inColumn: column.id, of: picker)) {
                let number = String(index)
                let day = days?[index]
                let file = "\(name)/\(day ?? String(repeating: "0", count: max(0, width - number.count)) + number).wav"
                prompts.append(Prompt(
                    column: column.id, row: index, text: text,
                    parts: [UtterancePart(kind: .value, text: text, pauseAfter: .zero)], spokenAs: spokenForm.spokenAs(text), file: file,
                    date: day
                ))
            }
        }
        self.prompts = prompts
        self.spokenForm = spokenForm
    }

    /// The prompts of a date picker's compact or inline style (`prompts --style`): what each
    /// element says on focus, in swipe order (a month of day cells, the calendar's buttons
    /// and header, the compact buttons), each in a file named by the element
    /// ("calendar/day.21.wav", "compact/date.wav").
    public init(elements: [AccessibilityElement], locale: Locale) {
        let spokenForm = SpokenForm(locale: locale)
        prompts = elements.map { element in
            let id = element.column.rawValue
            let group = id.split(separator: ".").first.map(String.init) ?? id
            let name = id.split(separator: ".").dropFirst().joined(separator: ".")
            return Prompt(
                column: element.column, row: nil, text: element.utterance, parts: element.parts,
                spokenAs: spokenForm.spokenAs(element.utterance), file: "\(group)/\(name.isEmpty ? "focus" : name).wav"
            )
        }
        self.spokenForm = spokenForm
    }

    /// The ISO day of each of `rows` of a date picker's date wheel, by row; `nil` for any
    /// other column.
    static func days(of column: ColumnID, rows: Range<Int>, picker: any ColumnPicker) -> [Int: String]? {
        guard column == .date, let datePicker = picker as? DatePicker, let wheel = datePicker.wheel(.date) else { return nil }
        var format = Date.ISO8601FormatStyle(timeZone: datePicker.timeZone)
        format = format.year().month().day()
        var days: [Int: String] = [:]
        for index in rows {
            if case .date(let start, _) = wheel.row(at: index).value { days[index] = start.formatted(format) }
        }
        return days
    }

    /// The rows of `column` a set covers: all, or ``windowRows`` around the selected one.
    static func rows(of column: Column) -> Range<Int> {
        guard column.rowCount > windowThreshold else { return 0..<column.rowCount }
        let first = max(0, column.selectedRow - windowRows / 2)
        return first..<min(column.rowCount, first + windowRows)
    }

    /// A key for a prompt's audio: the same key, the same audio. It covers the text and its
    /// parts with their pauses, the spoken form where it differs, the voice, the prosody and
    /// the engine (name and version): audio made before a change in the spoken form is made again.
    /// FNV-1a over UTF-8, written in hex: stable across runs and machines.
    public static func contentKey(of prompt: Prompt, voice: Voice, prosody: Prosody, engine: String) -> String {
        let parts = prompt.parts.map { "\($0.kind.rawValue):\($0.pauseAfter.components.seconds).\($0.pauseAfter.components.attoseconds):\($0.text)" }
        // The spoken form only where it differs, so that keys of other languages stay as they were.
        let spoken = prompt.spokenAs.map { ["spoken:\($0)"] } ?? []
        let material = ([engine, voice.rawValue, "\(prosody.rate)/\(prosody.pitch)/\(prosody.volume)"] + parts + spoken)
            .joined(separator: "\u{1F}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in material.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
