import Foundation
import PickerModel

/// Turns a picker into what a screen reader says: one accessibility element per wheel or
/// column, and an announcement after each action.
///
/// Everything is spoken in the picker's locale: the values through Foundation (CLDR),
/// the fixed phrases (labels, traits, position, hint, hour templates) through the
/// translation table that its ``tables`` resolve for it: those built into PickerVoice, or a
/// folder of corrected tables. Formatters and tables are made the first time a locale is
/// used and kept as long as the set of tables.
///
/// ```swift
/// let picker = DatePicker(mode: .time, date: twoPM, locale: Locale(identifier: "en_US"),
///                         calendar: gregorian, timeZone: utc, clock: { now })
/// let narrator = PickerNarrator(settings: VoiceOverSettings(speaksLabels: false, speaksPosition: false))
/// narrator.element(for: .hour, of: picker)?.utterance
/// // "2 o'clock. Picker Item. Adjustable. Swipe up or down with one finger to adjust the value."
/// try narrator.perform(.increment, on: .hour, of: picker).announcement
/// // "3 o'clock"
/// ```
public struct PickerNarrator: Sendable {
    /// What the utterances include.
    public var settings: VoiceOverSettings
    /// The translation tables the fixed phrases come from.
    public var tables: PhraseTableSet

    /// Creates a narrator with the given settings (everything spoken by default).
    ///
    /// - Parameters:
    ///   - settings: what the utterances include.
    ///   - tables: the translation tables; those built into PickerVoice by default.
    public init(settings: VoiceOverSettings = VoiceOverSettings(), tables: PhraseTableSet = .bundled) {
        self.settings = settings
        self.tables = tables
    }

    /// The elements of the picker's wheels, in on-screen order.
    public func elements(of picker: DatePicker) -> [AccessibilityElement] {
        let values = spokenValues(for: picker)
        return picker.wheels.map { element(for: $0, picker: picker, values: values) }
    }

    /// The element of one wheel, or `nil` when the picker's mode has no such wheel.
    public func element(for wheel: WheelKind, of picker: DatePicker) -> AccessibilityElement? {
        picker.wheel(wheel).map { element(for: $0, picker: picker, values: spokenValues(for: picker)) }
    }

    /// What is announced for a wheel after the user acts on it: its value, and nothing else.
    ///
    /// When an action could not move the value (the end of a wheel that does not wrap, a
    /// bound, a row that springs back), this is the current value again, as VoiceOver
    /// repeats it. `nil` when the picker's mode has no such wheel.
    public func announcement(for wheel: WheelKind, of picker: DatePicker) -> String? {
        guard let wheel = picker.wheel(wheel) else { return nil }
        return spokenValues(for: picker).text(
            for: wheel.selectedRowContent, calendar: calendar(of: picker), phrasing: settings.phrasing,
            hourOfDay: Self.hourOfDay(shownBy: picker)
        )
    }

    /// Performs a user action on a wheel and returns the event, the announcement and the
    /// wheels after it, all read from one snapshot of the picker.
    ///
    /// Observers of the picker get their event as usual when the value changes.
    /// - Throws: ``DatePickerError`` when the mode has no such wheel or the row does not exist.
    @discardableResult
    public func perform(_ action: WheelAction, on wheel: WheelKind, of picker: DatePicker) throws(DatePickerError) -> NarratedAction {
        let event = try picker.perform(action, on: wheel)
        let wheels = picker.wheels
        let announcement = wheels.first { $0.kind == wheel }.map { acted in
            spokenValues(for: picker).text(
                for: acted.selectedRowContent, calendar: calendar(of: picker), phrasing: settings.phrasing,
                hourOfDay: Self.hourOfDay(shownBy: picker)
            )
        } ?? ""
        return NarratedAction(
            wheel: wheel, action: action, event: event, value: event?.newValue ?? picker.value,
            announcement: announcement, wheels: wheels
        )
    }

    /// What a screen reader says for one row of a wheel, as its value, in the settings' phrasing.
    public func spokenValue(of row: WheelRow, in picker: DatePicker) -> String {
        spokenValues(for: picker).text(
            for: row, calendar: calendar(of: picker), phrasing: settings.phrasing, hourOfDay: Self.hourOfDay(shownBy: picker)
        )
    }

    /// What a screen reader says for each of `rows`, rows of `picker`, as ``spokenValue(of:in:)``
    /// says it: the locale's spoken values and the picker's calendar are looked up once
    /// for all of them rather than once per row.
    package func spokenValues(of rows: [WheelRow], in picker: DatePicker) -> [String] {
        let values = spokenValues(for: picker)
        var zoned: Calendar?
        func calendar() -> Calendar {
            if let zoned { return zoned }
            let made = self.calendar(of: picker)
            zoned = made
            return made
        }
        var shown: Int??
        func hourOfDay() -> Int? {
            if let shown { return shown }
            let made = Self.hourOfDay(shownBy: picker)
            shown = made
            return made
        }
        return rows.map { values.text(for: $0, calendar: calendar(), phrasing: settings.phrasing, hourOfDay: hourOfDay()) }
    }

    // MARK: Any picker

    /// The elements of any picker's columns, in on-screen order.
    ///
    /// A date picker's wheels are spoken as ``elements(of:)-(DatePicker)`` speaks them (hours
    /// as "2 o'clock", days as dates): what only dates need stays with the date adapter.
    /// Any other column says its label where the app gives one, and for its value the
    /// row's accessibility label, or else its text; the traits, position and hint come
    /// from the locale's table as for a wheel, since VoiceOver speaks a `UIPickerView` row
    /// as it speaks a date picker's.
    public func elements(of picker: any ColumnPicker) -> [AccessibilityElement] {
        if let datePicker = picker as? DatePicker { return elements(of: datePicker) }
        let (table, match) = tables.resolved(for: picker.locale)
        let number = Self.numberText(in: picker.locale)
        return picker.columns.map { column in
            element(
                column: column.id, label: column.label ?? "", value: Self.spokenValue(of: column.selectedRowContent),
                selectedRow: column.selectedRow, rowCount: column.rowCount, table: table, match: match, number: number
            )
        }
    }

    /// What is announced for a column of any picker: its value, and nothing else.
    public func announcement(forColumn id: ColumnID, of picker: any ColumnPicker) -> String? {
        if let datePicker = picker as? DatePicker, let kind = WheelKind(rawValue: id.rawValue) {
            return announcement(for: kind, of: datePicker)
        }
        return picker.column(id).map { Self.spokenValue(of: $0.selectedRowContent) }
    }

    /// What is announced for each of `rows` of a column when it is selected, as
    /// ``announcement(forColumn:of:)`` says it for the selected row: a date picker's rows
    /// with its spoken values (hours, dates), any other column's with the row's spoken text.
    /// Empty when the picker has no such column; `rows` must be rows of it.
    public func spokenValues(ofRows rows: Range<Int>, inColumn id: ColumnID, of picker: any ColumnPicker) -> [String] {
        if let datePicker = picker as? DatePicker, let kind = WheelKind(rawValue: id.rawValue) {
            guard let wheel = datePicker.wheel(kind) else { return [] }
            return spokenValues(of: rows.map { wheel.row(at: $0) }, in: datePicker)
        }
        guard let column = picker.column(id) else { return [] }
        return rows.map { Self.spokenValue(of: column.row(at: $0)) }
    }

    /// Performs a user action on a column of any picker and returns the change and what
    /// is announced after it, read from the picker as it stands after the action.
    @discardableResult
    public func perform(
        _ action: WheelAction, onColumn id: ColumnID, of picker: any ColumnPicker
    ) throws(ColumnPickerError) -> (change: ColumnChange?, announcement: String) {
        let change = try picker.perform(action, onColumn: id)
        return (change, announcement(forColumn: id, of: picker) ?? "")
    }

    /// A column row as speech: what the app says for it, or its text.
    private static func spokenValue(of row: ColumnRow) -> String {
        row.accessibilityLabel ?? row.text
    }

    /// Whole numbers in the locale's digits, for positions.
    static func numberText(in locale: Locale) -> (Int) -> String {
        let style = IntegerFormatStyle<Int>(locale: Locale(identifier: locale.identifier(.icu)))
        return { $0.formatted(style) }
    }

    /// Which translation table speaks for the picker's locale.
    public func localization(of picker: DatePicker) -> LocalizationMatch {
        tables.match(for: picker.locale)
    }

    // MARK: Building elements

    func spokenValues(for picker: DatePicker) -> SpokenValues {
        SpokenValues.forPicker(picker, tables: tables)
    }

    /// The hour of the day, 0–23, that the picker's clock wheels show together, or `nil`
    /// when it has no hour wheel: what the natural phrasing's hour and AM/PM words depend on.
    ///
    /// Read from the wheels, not from the date, so that it is what the user sees: a 12-hour
    /// wheel's hour in the half its AM/PM wheel shows.
    static func hourOfDay(shownBy picker: DatePicker) -> Int? {
        guard case let .hour(hour, cycle)? = picker.wheel(.hour)?.selectedRowContent.value else { return nil }
        switch cycle {
        case .oneToTwelve, .zeroToEleven:
            let isAfternoon = if case .dayPeriod(.pm)? = picker.wheel(.dayPeriod)?.selectedRowContent.value { true } else { false }
            return hour % 12 + (isAfternoon ? 12 : 0)
        default:
            return hour % 24
        }
    }

    private func calendar(of picker: DatePicker) -> Calendar {
        var calendar = picker.calendar
        calendar.timeZone = picker.timeZone
        return calendar
    }

    private func element(for wheel: Wheel, picker: DatePicker, values: SpokenValues) -> AccessibilityElement {
        element(
            column: ColumnID(wheel.kind), label: values.table[Self.labelKey(of: wheel.kind)],
            value: values.text(
                for: wheel.selectedRowContent, calendar: calendar(of: picker), phrasing: settings.phrasing,
                hourOfDay: Self.hourOfDay(shownBy: picker)
            ),
            selectedRow: wheel.selectedRow, rowCount: wheel.rowCount, table: values.table, match: values.match,
            number: values.number
        )
    }

    /// An element from what any column gives: its label (empty where it has none, and then
    /// not spoken), the spoken value, and where the selected row stands.
    func element(
        column: ColumnID, label: String, value: String, selectedRow: Int, rowCount: Int,
        table: PhraseTable, match: LocalizationMatch, number: (Int) -> String
    ) -> AccessibilityElement {
        let natural = settings.phrasing == .natural
        let traits = [table[.pickerItemTrait], table[natural ? .naturalAdjustableTrait : .adjustableTrait]]
        let position = table.phrase(natural ? .naturalPosition : .position, [
            .index: number(selectedRow + 1),
            .count: number(rowCount),
        ])
        let hint = table.sentence(table[.hint])

        var spoken: [(UtterancePart.Kind, String)] = []
        if settings.speaksLabels, !label.isEmpty { spoken.append((.label, label)) }
        spoken.append((.value, value))
        spoken += traits.map { (.trait, $0) }
        if settings.speaksPosition { spoken.append((.position, position)) }
        if settings.speaksHints { spoken.append((.hint, table[.hint])) }
        let parts = spoken.enumerated().map { index, part in
            UtterancePart(
                kind: part.0,
                text: part.1,
                pauseAfter: index == spoken.count - 1 ? .zero : UtterancePart.pause(after: part.0)
            )
        }
        let utterance = parts.map { table.sentence($0.text) }.joined(separator: table[.partSeparator])

        return AccessibilityElement(
            column: column, label: label, value: value, traits: traits, position: position, hint: hint,
            parts: parts, utterance: utterance, localization: match
        )
    }

    private static func labelKey(of kind: WheelKind) -> PhraseKey {
        switch kind {
        case .month: .monthLabel
        case .day: .dayLabel
        case .year: .yearLabel
        case .date: .dateLabel
        case .hour: .hourLabel
        case .minute: .minuteLabel
        case .dayPeriod: .dayPeriodLabel
        case .countDownHours: .countDownHoursLabel
        case .countDownMinutes: .countDownMinutesLabel
        }
    }
}
