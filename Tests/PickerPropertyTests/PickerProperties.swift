import Foundation
import PickerAccessibility
import PickerModel
import PickerTestSupport
import PropertyBased
import Testing

/// Random pickers (mode, any locale Foundation knows, calendar, zone, bounds, interval,
/// duration) and random action sequences, checked against the rules every picker keeps.
///
/// `PICKERVOICE_PROPERTY_CASES` sets the number of cases of each property (default 2,500,
/// four properties: 10,000 in all); a failure prints its seed and its shrunk input, which
/// then becomes a regression test.
@Suite("Picker properties")
struct PickerProperties {
    static let cases = ProcessInfo.processInfo.environment["PICKERVOICE_PROPERTY_CASES"].flatMap(Int.init) ?? 2_500

    @Test("after every action: value in bounds, minutes on the grid, rows selectable, an event exactly when the value changed")
    func actionsKeepTheRules() async {
        await propertyCheck(count: Self.cases, input: Scenario.generator, Gen.int(in: 0...Int.max).array(of: 1...8)) { scenario, steps in
            await recordingThrownErrors {
                let picker = scenario.makePicker()
                var events: [DatePickerEvent] = []
                picker.addObserver { _, event in events.append(event) }
                for step in steps {
                    let (action, wheel) = scenario.action(step, on: picker)
                    let before = picker.value
                    let countBefore = events.count
                    let returned = try picker.perform(action, on: wheel)
                    let changed = picker.value != before
                    #expect((returned != nil) == changed, "\(scenario) \(action) \(wheel): event \(returned != nil), changed \(changed)")
                    #expect(events.count - countBefore == (changed ? 1 : 0))
                    try Self.expectRules(picker, scenario: scenario, after: "\(action) \(wheel)", changed: changed)
                }
            }
        }
    }

    @Test("every spoken string is non-empty and free of placeholders, era codes and U+FFFD")
    func spokenStringsAreSpeech() async {
        await propertyCheck(count: Self.cases, input: Scenario.generator, Gen.int(in: 0...Int.max).array(of: 0...3)) { scenario, steps in
            await recordingThrownErrors {
                let picker = scenario.makePicker()
                let narrator = PickerNarrator(settings: VoiceOverSettings(phrasing: scenario.natural ? .natural : .voiceOver))
                for step in steps {
                    let (action, wheel) = scenario.action(step, on: picker)
                    let result = try narrator.perform(action, on: wheel, of: picker)
                    Self.expectSpeech(result.announcement, "\(scenario) announcement after \(action) \(wheel)")
                }
                for element in narrator.elements(of: picker) {
                    for part in [element.label, element.value, element.position, element.hint] + element.traits {
                        Self.expectSpeech(part, "\(scenario) \(element.wheel)")
                    }
                }
            }
        }
    }

    @Test("increment then decrement returns, on wheels where no end, bound or rule intervenes")
    func incrementThenDecrementReturns() async {
        // Time wheels in zones without daylight saving, no bounds: nothing can intervene.
        await propertyCheck(count: Self.cases, input: Scenario.steadyGenerator, Gen.int(in: 0...Int.max)) { scenario, pick in
            await recordingThrownErrors {
                let picker = scenario.makePicker()
                let wheels = picker.wheels.filter { [.hour, .minute, .countDownHours, .countDownMinutes].contains($0.kind) }
                guard !wheels.isEmpty else { return }
                let wheel = wheels[pick % wheels.count].kind
                let start = picker.value
                try picker.perform(.increment, on: wheel)
                try picker.perform(.decrement, on: wheel)
                #expect(picker.value == start, "\(scenario) \(wheel)")
            }
        }
    }

    @Test("select reaches every selectable row it names, and only moves within the bounds")
    func selectIsExact() async {
        await propertyCheck(count: Self.cases, input: Scenario.generator, Gen.int(in: 0...Int.max)) { scenario, pick in
            await recordingThrownErrors {
                let picker = scenario.makePicker()
                let wheels = picker.wheels
                let wheel = wheels[pick % wheels.count]
                let row = (pick / wheels.count) % wheel.rowCount
                let target = wheel.row(at: row)
                let before = picker.value
                try picker.perform(.select(row: row), on: wheel.kind)
                if target.isSelectable, scenario.bounds == .none, wheel.kind != .date, wheel.kind != .year {
                    #expect(picker.wheel(wheel.kind)?.selectedRowContent.text == target.text, "\(scenario) \(wheel.kind) row \(row)")
                }
                try Self.expectRules(picker, scenario: scenario, after: "select \(wheel.kind) #\(row + 1)", changed: picker.value != before)
            }
        }
    }

    // MARK: The rules

    /// The rules after a step. The value is on the minute grid, and every wheel on a row
    /// that can be selected, after a step that changed it; a step that could not move (an
    /// end, a bound) leaves a value that started between two rows where it was, as the
    /// `dateBetweenMinuteRows` warning says.
    static func expectRules(_ picker: DatePicker, scenario: Scenario, after step: String, changed: Bool = true) throws {
        if picker.mode != .countDownTimer {
            let bounds = picker.activeBounds
            if let minimum = bounds.minimum { #expect(picker.date >= minimum, "\(scenario) after \(step): below the minimum") }
            if let maximum = bounds.maximum { #expect(picker.date <= maximum, "\(scenario) after \(step): above the maximum") }
        }
        if changed, picker.mode != .date, picker.effectiveMinuteInterval > 1, scenario.boundsWiderThanAStep {
            var calendar = picker.calendar
            calendar.timeZone = picker.timeZone
            let minute = picker.mode == .countDownTimer
                ? Int(picker.countDownDuration) / 60 % 60
                : calendar.component(.minute, from: picker.date)
            #expect(minute % picker.effectiveMinuteInterval == 0, "\(scenario) after \(step): minute \(minute) off the grid")
        }
        // A value that started between two minute rows shows the row below it, which a
        // bound may grey out, until a step moves it onto the grid.
        for wheel in picker.wheels where changed {
            #expect(wheel.selectedRowContent.isSelectable, "\(scenario) after \(step): the \(wheel.kind) wheel rests on a row it greys out")
        }
    }

    static func expectSpeech(_ text: String, _ context: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "empty: \(context())", sourceLocation: sourceLocation)
        #expect(!text.contains("{") && !text.contains("}"), "placeholder in '\(text)': \(context())", sourceLocation: sourceLocation)
        #expect(text.firstMatch(of: /\bERA\d/) == nil, "era code in '\(text)': \(context())", sourceLocation: sourceLocation)
        #expect(!text.contains("\u{FFFD}"), "U+FFFD in '\(text)': \(context())", sourceLocation: sourceLocation)
    }
}

/// One random picker, described by small numbers so that it shrinks well.
struct Scenario: Sendable, CustomStringConvertible {
    enum Bounds: Int, CaseIterable, Sendable { case none, minimum, maximum, both, narrow }

    static let locales = Locale.availableIdentifiers.sorted()
    static let calendars: [Calendar.Identifier] = [
        .gregorian, .buddhist, .chinese, .coptic, .ethiopicAmeteMihret, .hebrew, .indian, .islamicCivil,
        .islamicUmmAlQura, .islamicTabular, .iso8601, .japanese, .persian, .republicOfChina,
    ]
    static let zones = [
        "UTC", "America/New_York", "Europe/Berlin", "Asia/Tokyo", "Australia/Lord_Howe", "Pacific/Apia",
        "Asia/Kathmandu", "Pacific/Chatham", "America/Santiago", "Africa/Cairo", "Asia/Kolkata", "America/St_Johns",
    ]
    /// Zones without daylight saving in the years the scenarios use.
    static let steadyZones = ["UTC", "Asia/Tokyo", "Asia/Kolkata", "Asia/Kathmandu"]

    let mode: DatePickerMode
    let locale: String
    let calendar: Calendar.Identifier
    let zone: String
    /// Minutes from 2026-01-01T00:00Z, over about ±3 years.
    let offsetMinutes: Int
    let bounds: Bounds
    let minuteInterval: Int
    let countDownMinutes: Int
    let natural: Bool

    static let generator = zip(
        Gen<DatePickerMode>.case, Gen.int(in: 0...(locales.count - 1)), Gen.int(in: 0...(calendars.count - 1)),
        Gen.int(in: 0...(zones.count - 1)), Gen.int(in: -1_600_000...1_600_000), Gen<Bounds>.case,
        Gen.int(in: 0...(DatePicker.validMinuteIntervals.count)), Gen.int(in: 0...1_500)
    ).map { mode, locale, calendar, zone, offset, bounds, interval, duration in
        Scenario(
            mode: mode, locale: locales[locale], calendar: calendars[calendar], zone: zones[zone], offsetMinutes: offset,
            bounds: bounds, minuteInterval: interval < DatePicker.validMinuteIntervals.count ? DatePicker.validMinuteIntervals[interval] : 7,
            countDownMinutes: duration, natural: duration % 2 == 0
        )
    }

    /// Pickers on which increment and decrement are exact inverses: time or countdown,
    /// no bounds, no daylight saving, and the value on the minute grid (a value between
    /// rows snaps onto the grid at the first action, by rule 3).
    static let steadyGenerator = zip(
        Gen.int(in: 0...1), Gen.int(in: 0...(locales.count - 1)), Gen.int(in: 0...(steadyZones.count - 1)),
        Gen.int(in: -1_600_000...1_600_000), Gen.int(in: 0...(DatePicker.validMinuteIntervals.count - 1)), Gen.int(in: 0...1_439)
    ).map { mode, locale, zone, offset, interval, duration in
        Scenario(
            mode: mode == 0 ? .time : .countDownTimer, locale: locales[locale], calendar: .gregorian, zone: steadyZones[zone],
            offsetMinutes: onGrid(offset, interval: DatePicker.validMinuteIntervals[interval], zone: steadyZones[zone]),
            bounds: .none, minuteInterval: DatePicker.validMinuteIntervals[interval],
            countDownMinutes: duration, natural: false
        )
    }

    var date: Date { Date(timeIntervalSince1970: 1_767_225_600 + TimeInterval(offsetMinutes * 60)) }

    /// `offset` moved down onto the minute grid of the zone's wall clock (Kathmandu is
    /// 5:45 ahead of UTC).
    static func onGrid(_ offset: Int, interval: Int, zone: String) -> Int {
        let shift = TimeZone(identifier: zone)!.secondsFromGMT() / 60
        let wall = offset + shift
        return wall - ((wall % interval) + interval) % interval - shift
    }

    /// Whether the bounds leave room for a whole step of the minute grid. Every window
    /// here does (the narrow one is an hour); one narrower than a step can keep the value
    /// off the grid, by rule 6, and is not generated.
    var boundsWiderThanAStep: Bool { true }

    func makePicker() -> DatePicker {
        let day: TimeInterval = 86_400
        let (minimum, maximum): (Date?, Date?) = switch bounds {
        case .none: (nil, nil)
        case .minimum: (date - 3 * day + 17 * 60, nil)
        case .maximum: (nil, date + 5 * day - 7 * 60)
        case .both: (date - 40 * day + 59, date + 400 * day)
        case .narrow: (date - 20 * 60, date + 40 * 60)
        }
        return DatePicker(
            mode: mode, date: date, minimumDate: minimum, maximumDate: maximum, minuteInterval: minuteInterval,
            countDownDuration: TimeInterval(countDownMinutes * 60), locale: Locale(identifier: locale),
            calendar: Calendar(identifier: calendar), timeZone: TimeZone(identifier: zone)!, clock: { referenceNow }
        )
    }

    /// The action a random number stands for on `picker`: increment, decrement or select,
    /// on one of its wheels.
    func action(_ number: Int, on picker: DatePicker) -> (WheelAction, WheelKind) {
        let wheels = picker.wheels
        let wheel = wheels[number % wheels.count]
        switch (number / wheels.count) % 3 {
        case 0: return (.increment, wheel.kind)
        case 1: return (.decrement, wheel.kind)
        default: return (.select(row: (number / wheels.count / 3) % wheel.rowCount), wheel.kind)
        }
    }

    var description: String {
        "\(mode) \(locale) \(calendar) \(zone) \(ISO8601DateFormatter().string(from: date)) bounds \(bounds) interval \(minuteInterval) countdown \(countDownMinutes) min"
    }
}
