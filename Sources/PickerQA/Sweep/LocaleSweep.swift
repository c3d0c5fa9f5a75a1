import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech

/// The sweep of one locale: every calendar and mode of the configuration, on one thread.
struct LocaleSweep {
    /// What one locale's sweep found, with how many rows it spoke.
    struct Result: Sendable {
        let findings: [QAFinding]
        let rowsSpoken: Int
    }

    let tag: String
    let locale: Locale
    let configuration: QASweep.Configuration
    let pronunciation: PronunciationCheck?

    func run() -> Result {
        let narrator = PickerNarrator(settings: VoiceOverSettings(phrasing: configuration.phrasing), tables: configuration.phraseTables)
        let context = WheelChecks(
            locale: locale,
            match: configuration.phraseTables.match(for: locale),
            digits: LocaleDigits(locale: locale),
            phrasing: configuration.phrasing,
            maxWidth: configuration.maxWidth,
            pronunciation: pronunciation,
            voice: pronunciation?.voice(for: locale)
        )
        if let described = configuration.describedPicker {
            return run(described, narrator: narrator, context: context)
        }
        let modes = configuration.orderedModes
        var findings: [QAFinding] = []
        var rowsSpoken = 0
        var pickers: [(mode: Int, calendar: Int, findings: [QAFinding])] = []
        for (calendarIndex, calendarIdentifier) in configuration.orderedCalendars.enumerated() {
            // The time wheels of `time` and `dateAndTime` have the same rows: check them once.
            var shared: [ColumnID: (sample: WheelSample, findings: [WheelChecks.Pending])] = [:]
            for mode in modes {
                let picker = picker(mode: mode, calendar: calendarIdentifier)
                var pending = context.localeFindings()
                let elements = narrator.elements(of: phrasePicker(mode: mode, calendar: calendarIdentifier))
                for (position, wheel) in picker.wheels.enumerated() {
                    let checked: (sample: WheelSample, findings: [WheelChecks.Pending])
                    if let reused = shared[ColumnID(wheel.kind)] {
                        checked = reused
                    } else {
                        let element = elements.first { $0.wheel == wheel.kind }
                        let sample = WheelSample(wheel: wheel, element: element, picker: picker, narrator: narrator)
                        var findings = context.findings(for: sample)
                        if wheel.kind == .dayPeriod, let words = narrator.dayPeriodWords(of: picker) {
                            findings += context.dayPeriodFindings(words)
                        }
                        checked = (sample, findings)
                        if [.hour, .minute, .dayPeriod].contains(wheel.kind) { shared[ColumnID(wheel.kind)] = checked }
                    }
                    rowsSpoken += checked.sample.rows.count
                    pending += checked.findings.map { $0.at(position: position) }
                }
                if configuration.checksStyles {
                    // After the wheels, in on-screen order: the buttons, then the calendar.
                    let wheelCount = picker.wheels.count
                    for (offset, sample) in StyleSamples.samples(of: picker, narrator: narrator).enumerated() {
                        rowsSpoken += sample.rows.count
                        pending += context.findings(for: sample).map { $0.at(position: wheelCount + offset) }
                    }
                }
                pending.sort(by: WheelChecks.Pending.inOrder)
                let calendarName = calendarIdentifier.cldrName
                pickers.append((
                    DatePickerMode.allCases.firstIndex(of: mode) ?? 0,
                    calendarIndex,
                    pending.map { $0.finding(locale: tag, mode: QAPickerKind(mode), calendar: calendarName) }
                ))
            }
        }
        pickers.sort { ($0.mode, $0.calendar) < ($1.mode, $1.calendar) }
        for picker in pickers { findings += picker.findings }
        return Result(findings: findings, rowsSpoken: rowsSpoken)
    }

    /// The sweep of a described picker in this locale: each column's rows and phrases.
    private func run(_ described: QASweep.DescribedPicker, narrator: PickerNarrator, context: WheelChecks) -> Result {
        let picker = described.make(locale)
        let elements = narrator.elements(of: picker)
        var pending = context.localeFindings()
        var rowsSpoken = 0
        for (position, column) in picker.columns.enumerated() {
            let sample = WheelSample(column: column, element: elements.first { $0.column == column.id }, picker: picker, narrator: narrator)
            rowsSpoken += sample.rows.count
            pending += context.findings(for: sample).map { $0.at(position: position) }
        }
        pending.sort(by: WheelChecks.Pending.inOrder)
        return Result(findings: pending.map { $0.finding(locale: tag, mode: .described, calendar: "") }, rowsSpoken: rowsSpoken)
    }

    /// The picker the sweep reads: at the reference date, with its clock there.
    private func picker(mode: DatePickerMode, calendar: Calendar.Identifier, bounded: Bool = false) -> DatePicker {
        let date = configuration.referenceDate
        return DatePicker(
            mode: mode,
            date: date,
            minimumDate: bounded ? date : nil,
            maximumDate: bounded ? date : nil,
            locale: locale,
            calendar: Calendar(identifier: calendar),
            timeZone: configuration.timeZone,
            clock: { date }
        )
    }

    /// A picker with the same fixed phrases as ``picker(mode:calendar:bounded:)``, for its
    /// elements: bounded to its date, so that its year wheel has one year instead of 201.
    ///
    /// Every picker snapshot walks its year wheel's 201 years, and the wheels' rows are read
    /// from another snapshot; the phrases (label, traits, hint, and the position's template)
    /// do not depend on the bounds, so this saves one walk per `date` picker, about 6% of
    /// the sweep's time.
    private func phrasePicker(mode: DatePickerMode, calendar: Calendar.Identifier) -> DatePicker {
        picker(mode: mode, calendar: calendar, bounded: true)
    }
}

extension QAFinding.Code {
    /// The code's place in ``allCases``, the order of findings on one row.
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
