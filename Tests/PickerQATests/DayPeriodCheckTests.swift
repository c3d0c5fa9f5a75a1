import Foundation
import PickerAccessibility
import PickerModel
@testable import PickerQA
import Testing

/// `wrong-day-period` (issue 23, "Done when"): a day-period word is right at every hour it
/// is spoken with. Sweeps in UTC on the Gregorian calendar at 21 November 2026.
@Suite("wrong-day-period")
struct DayPeriodCheckTests {
    @Test("VoiceOver's Vietnamese 'chiều' is CLDR's 13–17 and is said at 12 and 18–23 too: one finding per half")
    func vietnamese() throws {
        let report = sweep(["vi_VN@hours=h12"], modes: [.time], phrasing: .voiceOver)
        let findings = report.findings(.wrongDayPeriod)
        #expect(findings.map(\.row) == [0, 1])
        let afternoon = try #require(findings.last)
        #expect(afternoon.wheel == .dayPeriod && afternoon.severity == .warning && afternoon.text == "chiều")
        #expect(afternoon.message == "The dayPeriod wheel says \"chiều\", CLDR's part of the day for 13:00–17:59, "
            + "also with 12:00 and 18:00–23:59, where CLDR says \"trưa\" or \"tối\" or \"đêm\".")
    }

    @Test(
        "No finding where the word names the half (CLDR's own AM/PM, or a phrase that is no part of the day)",
        arguments: ["ko_KR", "zh_Hans_CN", "ja_JP@hours=h12", "de_DE@hours=h12", "en_US", "hi_IN", "sv_SE@hours=h12", "ms_MY"]
    )
    func halves(locale: String) {
        #expect(sweep([locale], modes: [.time], phrasing: .voiceOver).findings(.wrongDayPeriod).isEmpty)
    }

    @Test("The natural phrasing's AM/PM words are right at every hour, in every table's language")
    func natural() {
        let locales = ["ar_EG", "ca_ES", "cs_CZ", "da_DK", "de_DE", "el_GR", "en_US", "es_MX", "fi_FI", "fr_FR", "he_IL",
                       "hi_IN", "hr_HR", "hu_HU", "id_ID", "it_IT", "ja_JP", "ko_KR", "ms_MY", "nb_NO", "nl_NL", "pl_PL",
                       "pt_BR", "ro_RO", "ru_RU", "sk_SK", "sv_SE", "th_TH", "tr_TR", "uk_UA", "vi_VN", "yue_Hant_HK",
                       "zh_Hans_CN", "zh_Hant_TW"].map { $0 + "@hours=h12" }
        let report = sweep(locales, modes: [.time], phrasing: .natural)
        #expect(report.findings(.wrongDayPeriod).isEmpty, "\(report.findings(.wrongDayPeriod).map(\.message))")
        let voiceOver = sweep(locales, modes: [.time], phrasing: .voiceOver)
        // VoiceOver's phrasing says the tables' AM/PM words (ours: Apple ships none), which in
        // these languages are CLDR's words for a morning or an afternoon, said all evening too.
        // (cs, fi, ms and sv say the half instead: "po poledni", "efter klockan 12".)
        #expect(Set(voiceOver.findings(.wrongDayPeriod).map(\.locale)) == [
            "ar-EG-u-hc-h12", "hu-HU-u-hc-h12", "pl-PL-u-hc-h12", "sk-SK-u-hc-h12", "tr-TR-u-hc-h12", "vi-VN-u-hc-h12",
            "yue-Hant-HK-u-hc-h12",
        ])
    }

    @Test("A 24-hour picker has no AM/PM wheel to check")
    func twentyFourHour() {
        #expect(sweep(["sv_SE"], modes: [.time, .dateAndTime]).findings(.wrongDayPeriod).isEmpty)
    }

    @Test("Hours as ranges")
    func ranges() {
        #expect(WheelChecks.ranges([18, 19, 20, 21, 22, 23]) == "18:00–23:59")
        #expect(WheelChecks.ranges([12, 18, 19]) == "12:00 and 18:00–19:59")
        #expect(WheelChecks.ranges([0, 2, 4]) == "0:00, 2:00 and 4:00")
    }
}
