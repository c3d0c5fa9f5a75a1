import Foundation
import PickerAccessibility
import PickerModel
import PickerTestSupport
import Testing

/// Every locale × every calendar the model supports × 4 modes: the elements, and one
/// increment and one decrement per wheel with its announcement, without a crash.
///
/// CI runs a fixed sample (every 25th locale); `PICKERVOICE_FULL_SWEEP=1` runs all 1,034
/// locales (about 60,000 pickers). The slowest combinations are printed, for the figure
/// "under a second each" (a benchmark's job, not an assertion here).
@Suite("Locale × calendar × mode sweep")
struct CalendarSweep {
    static let calendars: [Calendar.Identifier] = [
        .gregorian, .buddhist, .chinese, .coptic, .ethiopicAmeteMihret, .hebrew, .indian, .islamic, .islamicCivil,
        .islamicUmmAlQura, .islamicTabular, .iso8601, .japanese, .persian, .republicOfChina,
    ]

    static var locales: [String] {
        let all = Locale.availableIdentifiers.sorted()
        if ProcessInfo.processInfo.environment["PICKERVOICE_FULL_SWEEP"] == "1" { return all }
        return all.enumerated().filter { $0.offset % 25 == 0 }.map(\.element)
    }

    @Test("the calendars the sweep covers are exactly those the model supports")
    func coversSupported() {
        #expect(Self.calendars.allSatisfy { DatePicker.unsupportedReason(for: $0) == nil })
        for refused: Calendar.Identifier in [.bangla, .vikram, .dangi, .vietnamese, .ethiopicAmeteAlem] {
            #expect(DatePicker.unsupportedReason(for: refused) != nil)
        }
    }

    @Test("describe, increment and decrement every wheel", arguments: calendars)
    func sweep(_ calendar: Calendar.Identifier) throws {
        let narrator = PickerNarrator()
        let clock = ContinuousClock()
        var slowest: [(Duration, String)] = []
        for locale in Self.locales {
            for mode in DatePickerMode.allCases {
                let started = clock.now
                let picker = makePicker(mode, locale: locale, calendar: calendar, zone: "America/New_York", at: "2026-11-01T01:30")
                for element in narrator.elements(of: picker) {
                    #expect(!element.value.isEmpty, "\(locale) \(calendar) \(mode) \(element.wheel)")
                }
                for wheel in picker.wheels.map(\.kind) {
                    for action in [WheelAction.increment, .decrement] {
                        let result = try narrator.perform(action, on: wheel, of: picker)
                        #expect(!result.announcement.isEmpty, "\(locale) \(calendar) \(mode) \(action) \(wheel)")
                    }
                }
                slowest.append((clock.now - started, "\(locale) \(mode)"))
            }
        }
        slowest.sort { $0.0 > $1.0 }
        print("sweep \(calendar): \(slowest.count) pickers; slowest: \(slowest.prefix(3).map { "\($0.1) \($0.0)" }.joined(separator: ", "))")
    }
}
