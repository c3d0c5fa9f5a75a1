import Foundation
@testable import PickerAccessibility
import PickerModel
import Testing

/// The natural phrasing's times of day (issue 23, section 1): a 12-hour clock's hour is said
/// with CLDR's flexible day period ("9 at night", "晚上9点", "klockan 9 på kvällen"), the
/// AM/PM wheel says that period, and English minutes are a clock reading. Every picker is in
/// UTC on the Gregorian calendar, on 21 November 2026.
@Suite("Natural phrasing: times of day")
struct DayPeriodPhrasingTests {
    let voiceOver = PickerNarrator()
    let natural = PickerNarrator(settings: VoiceOverSettings(phrasing: .natural))

    @Test(
        "English minutes are a clock reading: oh five, o'clock; a countdown stays a duration",
        arguments: [("en_US", 5, "oh 5"), ("en_US", 0, "o'clock"), ("en_US", 30, "30"), ("en_GB", 9, "oh 9"), ("en_AU", 10, "10")]
    )
    func englishClockMinutes(locale: String, minute: Int, said: String) {
        let picker = makePicker(.time, locale: locale, at: String(format: "2026-11-21T14:%02d", minute))
        #expect(natural.value(of: .minute, picker) == said)
        #expect(voiceOver.value(of: .minute, picker) == (minute == 1 ? "1 minute" : "\(minute) minutes"), "VoiceOver's phrasing keeps CLDR's count")
        let countdown = makePicker(.countDownTimer, locale: locale, countDown: 300)
        #expect(natural.value(of: .countDownMinutes, countdown) == "5 minutes")
    }

    @Test("English hours: midnight and noon as people say them, and the part of the day")
    func englishHours() {
        let cases = [("00:05", "12 midnight"), ("12:05", "12 noon"), ("14:05", "2 in the afternoon"),
                     ("09:05", "9 in the morning"), ("19:05", "7 in the evening"), ("21:05", "9 at night")]
        for (time, said) in cases {
            #expect(natural.value(of: .hour, makePicker(.time, locale: "en_US", at: "2026-11-21T\(time)")) == said, "\(time)")
        }
        #expect(voiceOver.value(of: .hour, makePicker(.time, locale: "en_US", at: "2026-11-21T21:05")) == "9 o'clock")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "en_GB", at: "2026-11-21T00:05")) == "midnight", "not \"0\", read \"zero\"")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "en_GB", at: "2026-11-21T14:05")) == "14")
    }

    @Test(
        "The AM/PM wheel says the part of the day right for the hour: never 'afternoon' at 21:00 or 23:00",
        arguments: [
            ("sv_SE", "21", "på kvällen", "klockan 9 på kvällen"),
            ("fi_FI", "21", "illalla", "Kello 9 illalla"),
            ("ms_MY", "21", "malam", "pukul 9 malam"),
            ("vi_VN", "21", "đêm", "9 giờ đêm"),
            ("zh_Hans_CN", "21", "晚上", "晚上9点"),
            ("cs_CZ", "21", "večer", "9 hodin večer"),
            ("cs_CZ", "23", "v noci", "11 hodin v noci"),
            ("hr_HR", "23", "noću", "11 sati noću"),
            ("pl_PL", "21", "w nocy", "dziewiąta w nocy"),
            ("hi_IN", "21", "रात", "रात 9 बजे"),
            ("nb_NO", "21", "på kvelden", "Klokken 9 på kvelden"),
            ("da_DK", "21", "om aftenen", "Klokken 9 om aftenen"),
            ("de_DE", "21", "abends", "9 Uhr abends"),
            ("nl_NL", "21", "\u{2019}s avonds", "9 uur \u{2019}s avonds"),
            ("id_ID", "21", "malam", "pukul 9 malam"),
            ("ko_KR", "21", "밤", "밤 9시"),
            ("es_MX", "21", "de la noche", "las nueve de la noche"),
            ("it_IT", "21", "di sera", "le nove di sera"),
            ("ca_ES", "21", "nit", "les nou de la nit"),
            ("tr_TR", "21", "gece", "gece saat 9"),
        ]
    )
    func dayPeriodAtNight(locale: String, hour: String, period: String, hourSaid: String) {
        let picker = makePicker(.time, locale: Locale(identifier: locale).identifier(.bcp47) + "-u-hc-h12", at: "2026-11-21T\(hour):05")
        #expect(natural.value(of: .dayPeriod, picker) == period)
        #expect(natural.value(of: .hour, picker) == hourSaid)
    }

    @Test("The AM/PM wheel's other row says the part of the day of the same hour in the other half")
    func otherHalf() throws {
        let picker = makePicker(.time, locale: "en_US", at: "2026-11-21T21:05")
        let rows = try #require(picker.wheel(.dayPeriod)).rows.map { natural.spokenValue(of: $0, in: picker) }
        #expect(rows == ["in the morning", "at night"])
        let hours = try #require(picker.wheel(.hour)).rows.map { natural.spokenValue(of: $0, in: picker) }
        #expect(hours.first == "12 noon" && hours[9] == "9 at night", "\(hours)")
        #expect(try natural.perform(.decrement, on: .dayPeriod, of: picker).announcement == "in the morning")
        #expect(try natural.perform(.increment, on: .hour, of: makePicker(.time, locale: "en_US", at: "2026-11-21T17:05")).announcement == "6 in the evening")
    }

    @Test("Arabic says an hour by its feminine ordinal: الساعة الثانية, not الساعة ٢")
    func arabicOrdinalHours() {
        #expect(natural.value(of: .hour, makePicker(.time, locale: "ar_EG", at: "2026-11-21T14:05")) == "الساعة الثانية بعد الظهر")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "ar_EG", at: "2026-11-21T21:05")) == "الساعة التاسعة مساءً")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "ar_EG", at: "2026-11-21T00:05")) == "الساعة الثانية عشرة ليلًا")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "ar-EG-u-hc-h23", at: "2026-11-21T14:05")) == "الساعة الرابعة عشرة")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "ar-EG-u-hc-h23", at: "2026-11-21T01:05")) == "الساعة الواحدة")
        #expect(voiceOver.value(of: .hour, makePicker(.time, locale: "ar_EG", at: "2026-11-21T14:05")) == "الساعة ٢")
    }

    @Test(
        "Thai says a 12-hour time by its own hour words; the 24-hour clock keeps นาฬิกา",
        arguments: [("14:05", "บ่ายสองโมง"), ("20:05", "สองทุ่ม"), ("02:05", "ตีสอง"), ("09:05", "เก้าโมงเช้า"), ("12:05", "เที่ยง"), ("00:05", "เที่ยงคืน")]
    )
    func thaiHours(time: String, said: String) {
        #expect(natural.value(of: .hour, makePicker(.time, locale: "th-TH-u-hc-h12", at: "2026-11-21T\(time)")) == said)
        #expect(voiceOver.value(of: .hour, makePicker(.time, locale: "th-TH-u-hc-h12", at: "2026-11-21T\(time)")).hasSuffix("นาฬิกา"))
    }

    @Test("Midnight and noon where the hour with its day period is not said: minuit, mezzogiorno, полдень")
    func noonAndMidnight() {
        let cases = [("fr-FR-u-hc-h12", "00", "minuit"), ("fr-FR-u-hc-h12", "12", "midi"), ("it-IT-u-hc-h12", "12", "mezzogiorno"),
                     ("pt-BR-u-hc-h12", "00", "meia-noite"), ("ru-RU-u-hc-h12", "12", "полдень"), ("ru-RU-u-hc-h12", "00", "12 часов ночи"),
                     ("de-DE-u-hc-h12", "12", "12 Uhr mittags"), ("es-ES-u-hc-h12", "12", "las doce del mediodía")]
        for (locale, hour, said) in cases {
            #expect(natural.value(of: .hour, makePicker(.time, locale: locale, at: "2026-11-21T\(hour):05")) == said, "\(locale) \(hour)")
        }
    }

    /// CLDR's flexible day period of `hour` in `locale`, asked of ICU directly.
    static func cldrDayPeriod(_ locale: String, hour: Int) throws -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: Locale(identifier: locale).identifier(.icu))
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "BBBB"
        return formatter.string(from: Date(timeIntervalSinceReferenceDate: TimeInterval(hour * 3_600)))
    }

    /// Tables whose language CLDR gives no flexible day periods (ICU's `BBBB` is the AM/PM
    /// abbreviation, Irish "r.n." and "i.n."), with the table's spoken words for the halves,
    /// which natural says instead.
    static let withoutFlexibleDayPeriods = ["ga": ("roimh nóin", "iar nóin")]

    @Test("At every hour, in every table's language, the AM/PM wheel says CLDR's day period for that hour", arguments: GoldenFileTests.locales)
    func everyHour(table: String, locale: String) throws {
        let twelveHour = Locale(identifier: locale).identifier(.bcp47) + "-u-hc-h12"
        for hour in 0..<24 {
            let picker = makePicker(.time, locale: twelveHour, at: String(format: "2026-11-21T%02d:05", hour))
            var period = try Self.cldrDayPeriod(locale, hour: hour)
            if let halves = Self.withoutFlexibleDayPeriods[table] {
                period = hour < 12 ? halves.0 : halves.1
            }
            #expect(natural.value(of: .dayPeriod, picker) == period, "\(table) \(hour)")
            let said = natural.value(of: .hour, picker)
            let joined = HourNames.dayPeriodAfterHour(period, forTable: table)
            let special = HourNames.namesSayPartOfDay(forTable: table) || HourNames.noonAndMidnight(forTable: table)[hour] != nil
            #expect(special || said.contains(joined), "\(table) \(hour): \(said) lacks \(joined)")
        }
    }
}
