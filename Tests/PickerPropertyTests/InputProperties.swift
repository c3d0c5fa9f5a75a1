import Foundation
import PickerAccessibility
import PickerModel
import PickerSession
import PickerTestSupport
import PropertyBased
import Testing

/// Random pickers described in text, as the command line and a session's `configure` give
/// them, read by the one builder both use: locales with numbering-system and hour-cycle
/// extensions (known and unknown), every zone name Foundation's lists give and fixed
/// offsets up to ±18 hours, every calendar at the ends of its range, and `now` with a
/// fraction of a second. Each is either refused with a message, or answers every question
/// a report and a session ask of it; the fraction of a second never changes a row.
///
/// `PICKERVOICE_PROPERTY_CASES` sets the number of cases (a tenth of it here: each case
/// builds two pickers, some two thousand years wide).
@Suite("Input properties")
struct InputProperties {
    static let cases = max(1, (ProcessInfo.processInfo.environment["PICKERVOICE_PROPERTY_CASES"].flatMap(Int.init) ?? 2_500) / 10)

    static let locales = ["en_US", "de_DE", "ar_EG", "hi_IN", "ja_JP", "zh_Hans_CN", "th_TH", "he_IL", "fa_IR", "ru_RU", "ko_KR", "root"]
    /// What follows a locale: nothing, a known or unknown numbering system, an hour cycle,
    /// both, in BCP-47 and ICU forms (the mixed forms `de_DE-u-…` included).
    static let extensions = [
        "", "-u-nu-latn", "-u-nu-arab", "-u-nu-deva", "-u-nu-hanidec", "-u-nu-native", "-u-nu-traditio", "-u-nu-finance",
        "-u-nu-xyz", "-u-nu-abcdefgh", "-u-hc-h12", "-u-hc-h23", "-u-hc-h11", "-u-hc-h24", "-u-nu-thai-hc-h12",
        "-u-ca-islamic", "-u-ca-japanese-hc-h12", "@numbers=xyz", "@numbers=arab", "@hours=h12", "@calendar=hebrew;numbers=hebr",
    ]
    /// Every name Foundation lists, its abbreviations, names only ICU knows, and offsets.
    static let zones: [String] = {
        var names = Set(TimeZone.knownTimeZoneIdentifiers)
        for (abbreviation, name) in TimeZone.abbreviationDictionary {
            names.insert(abbreviation)
            names.insert(name)
        }
        names.formUnion(["ACT", "AET", "SST", "VST", "SystemV/AST4", "SystemV/YST9", "US/Pacific-New", "EST5EDT", "UTC", "Z"])
        for hours in 0...18 {
            for minutes in [0, 30, 45] {
                names.insert(String(format: "GMT+%02d:%02d", hours, minutes))
                names.insert(String(format: "GMT-%02d:%02d", hours, minutes))
            }
        }
        return names.sorted()
    }()
    static let calendars = [
        "gregorian", "buddhist", "chinese", "coptic", "ethiopic", "ethioaa", "hebrew", "indian", "islamic", "islamic-civil",
        "islamic-umalqura", "islamic-tbla", "iso8601", "japanese", "persian", "roc", "dangi", "vietnamese", "vikram",
    ]
    /// The ends of the range, and days near now.
    static let dates = [
        "0001-01-01T00:00:00Z", "0001-01-01T12:00:00Z", "9999-12-31T23:59:59Z", "9999-12-31T00:00:00Z",
        "2025-06-25", "2026-11-21T14:05", "2024-02-29T23:30", "2026-03-29T02:30",
    ]

    struct Case: Sendable, CustomStringConvertible {
        let mode: DatePickerMode
        let locale: String
        let calendar: String?
        let zone: String
        let date: String
        /// Seconds after the reference now, with a fraction.
        let nowOffset: Double

        var nowText: String {
            let now = referenceNow.addingTimeInterval(nowOffset)
            return now.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))   // an instant: "…T09:59:59.998Z"
        }

        var description: String {
            "\(mode) \(locale) \(calendar ?? "-") \(zone) date \(date) now \(nowText)"
        }

        func request(now: String) -> PickerRequest {
            PickerRequest(mode: mode, locale: locale, calendar: calendar, timeZone: zone, date: date, now: now)
        }
    }

    static let generator = zip(
        Gen<DatePickerMode>.case, Gen.int(in: 0...(locales.count - 1)), Gen.int(in: 0...(extensions.count - 1)),
        Gen.int(in: -1...(calendars.count - 1)), Gen.int(in: 0...(zones.count - 1)), Gen.int(in: 0...(dates.count - 1)),
        Gen.int(in: -200_000_000...200_000_000)
    ).map { mode, locale, suffix, calendar, zone, date, milliseconds in
        let base = locales[locale]
        let tag = base == "root" || (extensions[suffix].hasPrefix("@") && base.contains("@")) ? base : base + extensions[suffix]
        // The Chinese calendar near 9999 costs a second a picker (the probe's D18): those
        // ends are for the model's own tests.
        let name = calendar < 0 ? nil : calendars[calendar]
        let when = name == "chinese" && dates[date].hasPrefix("9999") ? "2026-11-21T14:05" : dates[date]
        return Case(
            mode: mode, locale: tag, calendar: name, zone: zones[zone], date: when, nowOffset: Double(milliseconds) / 1000
        )
    }

    @Test("a described picker is refused with a message, or answers everything; a fraction of a second of now changes no row")
    func describedPickers() async {
        await propertyCheck(count: Self.cases, input: Self.generator) { test in
            await recordingThrownErrors {
                let environment = PickerRequest.Environment(locale: nil, timeZone: nil, clock: { referenceNow })
                let configured: ConfiguredPicker
                do {
                    configured = try test.request(now: test.nowText).build(in: environment, naming: .json)
                } catch let error as PickerInput.Failure {
                    #expect(!error.description.isEmpty)
                    #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .control })
                    return
                } catch {
                    Issue.record("\(test): \(error)")
                    return
                }
                let picker = configured.picker
                let narrator = PickerNarrator()
                for element in narrator.elements(of: picker) {
                    PickerProperties.expectSpeech(element.value, "\(test) \(element.wheel)")
                }
                // The same picker with now on its whole second shows the same rows.
                let whole = referenceNow.addingTimeInterval(test.nowOffset.rounded(.down))
                let wholeText = whole.formatted(.iso8601)
                let steady = try test.request(now: wholeText).build(in: environment, naming: .json).picker
                #expect(picker.wheels.map(\.selectedRowContent.text) == steady.wheels.map(\.selectedRowContent.text), "\(test)")
                for wheel in picker.wheels {
                    #expect((0..<wheel.rowCount).contains(wheel.selectedRow), "\(test) \(wheel.kind)")
                    try picker.perform(.increment, on: wheel.kind)
                    try picker.perform(.decrement, on: wheel.kind)
                }
                _ = narrator.elements(of: picker)
            }
        }
    }
}
