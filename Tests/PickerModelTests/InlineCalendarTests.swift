import Foundation
import PickerModel
import Testing

/// The inline calendar's month: its grid in the locale's week, its bounds, and how the
/// selection moves across a month's edge; in Gregorian, Hebrew and Islamic months.
@Suite("Inline calendar")
struct InlineCalendarTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// Noon UTC on an ISO day.
    static func day(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text + "T12:00:00Z")!
    }

    /// Midnight UTC on an ISO day: a day's first instant in the calendar's zone.
    static func start(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text + "T00:00:00Z")!
    }

    static func calendar(
        _ date: String, locale: String = "en_US", calendar: Calendar.Identifier = .gregorian,
        minimum: String? = nil, maximum: String? = nil, today: String = "2026-11-25"
    ) -> InlineCalendar {
        InlineCalendar(picker: DatePicker(
            mode: .date, date: day(date), minimumDate: minimum.map(day), maximumDate: maximum.map(day),
            locale: Locale(identifier: locale), calendar: Calendar(identifier: calendar), timeZone: utc, clock: { day(today) }
        ))
    }

    @Test("the grid starts on the locale's first weekday: 1 November 2026, a Sunday, opens the first row in the US and ends it in Germany")
    func firstWeekday() {
        let american = Self.calendar("2026-11-21")
        #expect(american.title == "November 2026")
        #expect(american.weekdays.map(\.symbol) == ["S", "M", "T", "W", "T", "F", "S"])
        #expect(american.weekdays.first?.name == "Sunday")
        #expect(american.days.count == 30)
        #expect(american.days.first.map { [$0.week, $0.column] } == [0, 0])
        #expect(american.days.last.map { [$0.week, $0.column] } == [4, 1])
        let german = Self.calendar("2026-11-21", locale: "de_DE")
        #expect(german.weekdays.map(\.symbol) == ["M", "D", "M", "D", "F", "S", "S"])
        #expect(german.days.first.map { [$0.week, $0.column] } == [0, 6])
        #expect(german.days.last.map { [$0.week, $0.column] } == [5, 0], "a sixth row for the last day")
        let egyptian = Self.calendar("2026-11-21", locale: "ar_EG")
        #expect(egyptian.weekdays.first?.name == "السبت", "Egypt's week starts on Saturday")
        #expect(egyptian.days.first?.text == "١" && egyptian.title == "نوفمبر ٢٠٢٦")
    }

    @Test("a month whose first day is the locale's first weekday starts in the first column")
    func monthOnFirstWeekday() {
        // 1 March 2026 is a Sunday, 1 June 2026 a Monday.
        #expect(Self.calendar("2026-03-10").days.first?.column == 0)
        #expect(Self.calendar("2026-06-10", locale: "de_DE").days.first?.column == 0)
    }

    @Test("the selected day and today are marked; days before a bound in mid-month are shown but disabled")
    func boundInMidMonth() {
        let month = Self.calendar("2026-11-21", minimum: "2026-11-10")
        #expect(month.days.filter(\.isSelected).map(\.number) == [21])
        #expect(month.days.filter(\.isToday).map(\.number) == [25])
        #expect(month.days.filter { !$0.isEnabled }.map(\.number) == Array(1...9))
        #expect(!month.canShowPreviousMonth && month.canShowNextMonth)
        #expect(!month.showMonth(offset: -1) && month.title == "November 2026")
        #expect(!month.select(Self.day("2026-11-09")), "a disabled day cannot be selected")
        #expect(!month.move(.week(-2)), "nor reached by moving")
        #expect(month.selectedDay == Self.start("2026-11-21"))
    }

    @Test("today outside the bounds: the date is clamped to the first selectable day, and today is not in the month shown")
    func todayOutsideBounds() {
        let month = Self.calendar("2026-11-21", minimum: "2026-12-01", maximum: "2026-12-31")
        #expect(month.selectedDay == Self.start("2026-12-01"))
        #expect(month.title == "December 2026")
        #expect(!month.days.contains { $0.isToday })
        #expect(!month.isEnabled(month.today))
        #expect(!month.canShowPreviousMonth && !month.canShowNextMonth)
    }

    @Test("moving across a month's edge shows the new month; a month later keeps the day or takes the month's last")
    func moves() {
        let month = Self.calendar("2026-11-28")
        #expect(month.move(.week(1)))
        #expect(month.selectedDay == Self.start("2026-12-05") && month.title == "December 2026")
        #expect(month.picker.date == Self.day("2026-12-05"), "the picker's date moves, at the same time of day")
        #expect(month.move(.day(-5)))
        #expect(month.selectedDay == Self.start("2026-11-30") && month.title == "November 2026")
        let january = Self.calendar("2027-01-31")
        #expect(january.move(.month(1)) && january.selectedDay == Self.start("2027-02-28"))
        #expect(january.showMonth(offset: 3) && january.title == "May 2027")
        #expect(january.days.filter(\.isSelected).isEmpty, "the selection stays in February")
    }

    @Test("a Hebrew leap year has 13 months, Adar I among them; Islamic months have 29 or 30 days")
    func otherCalendars() {
        let hebrew = Self.calendar("2026-09-15", locale: "he_IL", calendar: .hebrew)
        var months: [String] = []
        for _ in 0..<14 {
            months.append(hebrew.title)
            hebrew.showMonth(offset: 1)
        }
        #expect(months.first == "תשרי 5787" && months.last == "תשרי 5788", "\(months)")
        #expect(months.contains("אדר א׳ 5787") && months.contains("אדר ב׳ 5787"))
        #expect(hebrew.weekdays.first?.symbol == "א׳", "Israel's week starts on Sunday")
        let islamic = Self.calendar("2026-11-21", locale: "ar_SA", calendar: .islamicUmmAlQura)
        var lengths: Set<Int> = []
        for _ in 0..<12 {
            lengths.insert(islamic.days.count)
            islamic.showMonth(offset: 1)
        }
        #expect(lengths == [29, 30])
    }
}
