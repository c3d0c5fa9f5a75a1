import Foundation
import PickerModel
import Testing

/// The compact style: its buttons per mode, what they show, and the popovers they open.
@Suite("Compact date picker and styles")
struct CompactDatePickerTests {
    static func picker(_ mode: DatePickerMode, locale: String = "en_US") -> DatePicker {
        DatePicker(
            mode: mode, date: ISO8601DateFormatter().date(from: "2026-11-21T14:05:00Z"),
            locale: Locale(identifier: locale), calendar: Calendar(identifier: .gregorian),
            timeZone: TimeZone(identifier: "UTC")!, clock: { ISO8601DateFormatter().date(from: "2026-11-25T09:00:00Z")! }
        )
    }

    @Test("automatic is compact for dates and times since iOS 14; a countdown timer is only wheels")
    func styles() {
        #expect(DatePickerStyle.automatic.resolved(for: .date) == .compact)
        #expect(DatePickerStyle.automatic.resolved(for: .dateAndTime) == .compact)
        #expect(DatePickerStyle.inline.resolved(for: .time) == .inline)
        #expect(DatePickerStyle.allCases.map { $0.resolved(for: .countDownTimer) } == [.wheels, .wheels, .wheels, .wheels])
    }

    @Test("a button per part: the date in the medium style, the time in the short one")
    func buttons() {
        let both = CompactDatePicker(picker: Self.picker(.dateAndTime))
        #expect(both.parts == [.date, .time])
        #expect(both.text(of: .date) == "Nov 21, 2026")
        #expect(both.text(of: .time) == "2:05\u{202F}PM")
        let german = CompactDatePicker(picker: Self.picker(.dateAndTime, locale: "de_DE"))
        #expect(german.text(of: .date) == "21.11.2026" && german.text(of: .time) == "14:05")
        #expect(CompactDatePicker(picker: Self.picker(.time)).parts == [.time])
        #expect(CompactDatePicker(picker: Self.picker(.countDownTimer)).parts.isEmpty)
    }

    @Test("activating the date opens the calendar on the picker's month; the time opens its wheels; dismissing closes both")
    func popovers() {
        let compact = CompactDatePicker(picker: Self.picker(.dateAndTime))
        #expect(compact.expanded == nil && compact.calendar == nil && compact.timeWheels.isEmpty)
        #expect(compact.activate(.date))
        #expect(compact.calendar?.title == "November 2026")
        #expect(compact.calendar?.move(.day(1)) == true)
        #expect(compact.text(of: .date) == "Nov 22, 2026", "the button shows what the calendar chose")
        #expect(compact.text(of: .time) == "2:05\u{202F}PM", "at the same time of day")
        #expect(compact.activate(.time))
        #expect(compact.calendar == nil && compact.timeWheels.map(\.kind) == [.hour, .minute, .dayPeriod])
        #expect(compact.dismiss() && compact.expanded == nil && !compact.dismiss())
        #expect(!CompactDatePicker(picker: Self.picker(.time)).activate(.date))
    }
}
