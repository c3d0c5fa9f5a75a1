import Foundation
import PickerModel
import PickerTestSupport
import Testing

/// The second reliability probe's defects in the model (D1–D4 of
/// `reviews/reliability-probe-2.md`), each as it was reported.
@Suite("Probe two regressions")
struct ProbeTwoRegressionTests {
    /// Every wheel's selected row and one step each way: what a report and a session ask.
    private func touchEveryWheel(_ picker: DatePicker) throws {
        for wheel in picker.wheels {
            _ = wheel.selectedRowContent.text
            try picker.perform(.increment, on: wheel.kind)
            try picker.perform(.decrement, on: wheel.kind)
        }
        for wheel in picker.wheels { _ = wheel.selectedRowContent.text }
    }

    @Test(
        "D3: the islamic calendar answers on every day of 2024 to 2026 in zones ahead of GMT",
        arguments: ["Asia/Riyadh", "Asia/Tokyo", "Pacific/Kiritimati", "Africa/Cairo", "Europe/Berlin"]
    )
    func islamicAnswers(zone: String) throws {
        // Islamic New Year's Day 1447 in Riyadh was the probe's first crash.
        var day = wallTime("2024-01-01T12:00", zone)
        let end = wallTime("2027-01-01T12:00", zone)
        while day < end {
            let picker = DatePicker(
                mode: .date, date: day, locale: Locale(identifier: "ar_SA"), calendar: Calendar(identifier: .islamic),
                timeZone: TimeZone(identifier: zone)!, clock: { referenceNow }
            )
            for wheel in picker.wheels {
                #expect(wheel.rowCount > 0)
                #expect((0..<wheel.rowCount).contains(wheel.selectedRow))
                _ = wheel.selectedRowContent.text
            }
            day += 86_400
        }
        let newYear = makePicker(.date, locale: "ar_SA", calendar: .islamic, zone: zone, at: "2025-06-25T00:00")
        try touchEveryWheel(newYear)
    }

    @Test("D3: the islamic calendar is refused where the clocks are ever ahead of GMT, and modelled west of it")
    func islamicRefusedEastOfGMT() {
        for zone in ["Asia/Riyadh", "Europe/London", "Africa/Cairo", "Pacific/Kiritimati", "Etc/GMT-1"] {
            #expect(DatePicker.unsupportedReason(for: .islamic, in: TimeZone(identifier: zone)!) != nil, "\(zone)")
        }
        for zone in ["UTC", "America/New_York", "Pacific/Honolulu", "Etc/GMT+1"] {
            #expect(DatePicker.unsupportedReason(for: .islamic, in: TimeZone(identifier: zone)!) == nil, "\(zone)")
        }
        for calendar in [Calendar.Identifier.islamicUmmAlQura, .islamicCivil, .islamicTabular, .gregorian] {
            #expect(DatePicker.unsupportedReason(for: calendar, in: TimeZone(identifier: "Asia/Riyadh")!) == nil)
        }
    }

    @Test("D3: the year wheel at the ends of the range, in every supported calendar west of GMT and in UTC")
    func yearWheelEnds() throws {
        let calendars: [Calendar.Identifier] = [
            .gregorian, .buddhist, .chinese, .coptic, .ethiopicAmeteMihret, .hebrew, .indian, .islamic, .islamicCivil,
            .islamicUmmAlQura, .islamicTabular, .iso8601, .japanese, .persian, .republicOfChina,
        ]
        for identifier in calendars {
            for zone in ["UTC", "America/New_York"] {
                for at in ["0001-01-01T00:00", "9999-12-31T23:59"] where !(identifier == .chinese && at.hasPrefix("9999")) {
                    let picker = makePicker(.date, calendar: identifier, zone: zone, at: at)
                    try touchEveryWheel(picker)
                }
            }
        }
    }

    @Test(
        "D18: far from now, moves reuse the year walk and give the wheels a fresh picker gives",
        arguments: [Calendar.Identifier.chinese, .japanese, .hebrew, .gregorian, .islamicCivil, .persian]
    )
    func farMovesMatchFreshPickers(calendar: Calendar.Identifier) throws {
        for start in ["9999-12-31T12:00", "3000-06-15T12:00", "0002-01-02T12:00", "1850-03-01T12:00"] {
            let moved = makePicker(.date, calendar: calendar, at: start)
            let steps: [(WheelAction, WheelKind)] = [
                (.decrement, .day), (.decrement, .day), (.decrement, .month), (.increment, .year), (.decrement, .year),
                (.increment, .day), (.decrement, .year), (.decrement, .year),
            ]
            for (action, kind) in steps {
                try moved.perform(action, on: kind)
                let fresh = DatePicker(
                    mode: .date, date: moved.date, locale: moved.locale, calendar: moved.calendar,
                    timeZone: moved.timeZone, clock: { referenceNow }
                )
                let describe = { (picker: DatePicker) in
                    picker.wheels.map { "\($0.kind) \($0.selectedRow)/\($0.rowCount) \($0.selectedRowContent.text)" }
                }
                #expect(describe(moved) == describe(fresh), "\(calendar) from \(start) after \(action) \(kind)")
            }
        }
    }

    @Test("D4: the clock's day is Today whatever fraction of a second now has", arguments: [0.0, 0.4, 0.5, 0.75, 0.999])
    func todayWithFractionalNow(fraction: Double) throws {
        for hour in [0, 6, 12, 18, 23] {
            let now = wallTime("2026-11-21T\(hour):30", "UTC").addingTimeInterval(fraction)
            let picker = makePicker(.dateAndTime, at: "2026-11-21T12:00", now: now)
            let date = try #require(picker.wheel(.date))
            #expect(date.selectedRowContent.text == "Today", "now \(hour):30 + \(fraction) s")
            #expect(date.row(at: date.selectedRow - 1).text == "Fri, Nov 20")
        }
    }

    @Test("D1: a numbering system Foundation does not know is refused; known ones and CLDR's aliases are modelled")
    func numberingSystems() {
        for identifier in ["en-US-u-nu-xyz", "en_US@numbers=xyz", "de-DE-u-nu-klingon"] {
            #expect(DatePicker.unsupportedReason(for: Locale(identifier: identifier)) != nil, "\(identifier)")
        }
        for identifier in ["en_US", "ar-EG-u-nu-arab", "hi-IN-u-nu-deva", "zh-CN-u-nu-hanidec", "ja-JP-u-nu-traditio",
                           "en-US-u-nu-native", "zh-CN-u-nu-finance", "th-TH-u-nu-thai"] {
            #expect(DatePicker.unsupportedReason(for: Locale(identifier: identifier)) == nil, "\(identifier)")
        }
    }

    @Test("D2: zones the date formatter cannot use are refused; the tz database and offsets within ±14 h are modelled")
    func timeZones() throws {
        for name in ["GMT+15", "GMT-17:30", "GMT+18:00", "ACT", "AET", "SST", "SystemV/AST4", "US/Pacific-New",
                     "Canada/East-Saskatchewan", "BST", "PST"] {
            let zone = try #require(TimeZone(identifier: name), "Foundation accepts \(name)")
            #expect(DatePicker.unsupportedReason(for: zone) != nil, "\(name)")
        }
        for name in ["UTC", "GMT", "GMT+14:00", "GMT-14", "Etc/GMT-14", "EST5EDT", "EST", "CET", "Europe/Berlin",
                     "Asia/Kolkata", "America/Argentina/Buenos_Aires", "UTC+1"] {
            let zone = try #require(TimeZone(identifier: name))
            #expect(DatePicker.unsupportedReason(for: zone) == nil, "\(name)")
        }
        #expect(DatePicker.unsupportedReason(for: TimeZone(identifier: "Europe/Berlin")!, zoneDirectory: "/nonexistent") != nil)
    }
}

/// Found by the input property test: an era code that runs on into Hebrew numerals has no
/// word boundary after its digits, so the year wheel showed "ERA0רפ״ד年".
@Suite("Era codes without a word boundary")
struct EraCodeRegressionTests {
    @Test("Japanese with Hebrew numerals in the Coptic calendar at 0001-01-01 shows its year alone")
    func eraBeforeHebrewNumerals() throws {
        let start = try #require(ISO8601DateFormatter().date(from: "0001-01-01T00:00:00Z"))
        let picker = DatePicker(
            mode: .date, date: start,
            locale: Locale(identifier: "ja_JP@calendar=hebrew;numbers=hebr"), calendar: Calendar(identifier: .coptic),
            timeZone: TimeZone(identifier: "Africa/Abidjan")!, clock: { Date(timeIntervalSince1970: 1_795_262_400) }
        )
        let year = try #require(picker.wheel(.year))
        #expect(!year.selectedRowContent.text.contains("ERA"), "\(year.selectedRowContent.text)")
    }
}
