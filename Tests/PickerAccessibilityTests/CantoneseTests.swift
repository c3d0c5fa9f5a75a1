import Foundation
@testable import PickerAccessibility
import PickerModel
import Testing

/// Cantonese as Cantonese speakers say it (issue 23, section 2): the native-listener review
/// found the yue-Hans table to be Mandarin read with Cantonese sounds.
@Suite("Cantonese")
struct CantoneseTests {
    let voiceOver = PickerNarrator()
    let natural = PickerNarrator(settings: VoiceOverSettings(phrasing: .natural))

    @Test(
        "A 24-hour name starts with CLDR's flexible day period for its hour (凌晨, 清晨, 朝早, 中午, 下晝, 夜晚)",
        arguments: [("yue-Hans", "yue_Hans_CN"), ("yue-Hant", "yue_Hant_HK")]
    )
    func dayPeriodsAreCLDRs(table: String, locale: String) throws {
        let names = try #require(HourNames.names(forTable: table))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "B"
        for hour in 0..<24 {
            let period = formatter.string(from: Date(timeIntervalSinceReferenceDate: TimeInterval(hour * 3_600)))
            #expect(names[hour].hasPrefix(period), "\(table) \(hour): \(names[hour]), CLDR says \(period)")
        }
        let twelveHour = try #require(HourNames.twelveHourNames(forTable: table))
        #expect(twelveHour.count == 24)
        for hour in 0..<24 {
            #expect(names[hour].hasSuffix(twelveHour[hour]), "\(table) \(hour): the 12-hour name is the 24-hour one without its day period")
        }
    }

    @Test("The natural 24-hour clock says the part of the day, never 十四点")
    func twentyFourHour() {
        let picker = makePicker(.time, locale: "yue_Hans_CN", at: "2026-11-21T14:05")
        #expect(natural.value(of: .hour, picker) == "下昼两点")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "yue_Hans_CN", at: "2026-11-21T23:05")) == "夜晚十一点")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "yue_Hans_CN", at: "2026-11-21T00:05")) == "凌晨十二点")
        #expect(voiceOver.value(of: .hour, picker) == "14点", "VoiceOver's phrasing applies iOS's template")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "yue-Hant-HK-u-hc-h23", at: "2026-11-21T14:05")) == "下晝兩點")
    }

    @Test("Beside the AM/PM wheel, VoiceOver says the hour alone (2點) and the wheel 下晝; natural says 下晝兩點, with 兩 for 2")
    func twelveHour() {
        let picker = makePicker(.time, locale: "yue_Hant_HK", at: "2026-11-21T14:05")
        #expect(natural.value(of: .hour, picker) == "下晝兩點", "natural says the part of the day with the hour, as on a 24-hour clock")
        #expect(voiceOver.value(of: .hour, picker) == "2點")
        #expect(voiceOver.value(of: .dayPeriod, picker) == "下晝")
        #expect(voiceOver.value(of: .dayPeriod, makePicker(.time, locale: "yue_Hant_HK", at: "2026-11-21T09:05")) == "上晝")
        #expect(natural.value(of: .hour, makePicker(.time, locale: "yue-Hans-CN-u-hc-h12", at: "2026-11-21T12:05")) == "中午十二点")
        #expect(natural.value(of: .dayPeriod, picker) == "下晝")
    }

    @Test("Labels, traits and hint: Cantonese in yue-Hant; Apple's yue_CN words stay in yue-Hans")
    func fixedPhrases() throws {
        let traditional = try #require(voiceOver.element(for: .hour, of: makePicker(.time, locale: "yue_Hant_HK")))
        #expect(traditional.localization == LocalizationMatch(requested: "yue-Hant-HK", table: "yue-Hant", isFallback: false))
        #expect(traditional.label == "鐘頭")
        #expect(traditional.hint == "用一隻手指向上或者向下掃嚟調整數值。")
        let day = try #require(voiceOver.element(for: .day, of: makePicker(.date, locale: "yue_Hant_HK")))
        #expect(day.label == "日")
        let simplified = try #require(voiceOver.element(for: .hour, of: makePicker(.time, locale: "yue_Hans_CN")))
        #expect(simplified.label == "小时", "Apple's yue_CN label: the default phrasing says what iOS says")
        #expect(simplified.hint == "用一只手指向上或者向下扫嚟调整数值。")
    }
}
