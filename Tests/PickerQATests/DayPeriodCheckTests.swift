import Foundation
import PickerAccessibility
import PickerModel
@testable import PickerQA
import Testing

/// `wrong-day-period` (issue 23, "Done when"): a day-period word is right at every hour it
/// is spoken with. Sweeps in UTC on the Gregorian calendar at 21 November 2026.
@Suite("wrong-day-period")
struct DayPeriodCheckTests {
    /// The en and vi tables of the checkout, with the AM/PM words the vi table had before
    /// it named the halves: "sáng" (morning) and "chiều" (afternoon).
    static func tablesWithVietnameseParts() throws -> PhraseTableSet {
        let localizations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations")
        var tables: [String: [String: String]] = [:]
        for tag in ["en", "vi"] {
            let data = try Data(contentsOf: localizations.appendingPathComponent("\(tag).lproj/Phrases.strings"))
            tables[tag] = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        }
        tables["vi"]?["value.dayPeriod.am"] = "sáng"
        tables["vi"]?["value.dayPeriod.pm"] = "chiều"
        return PhraseTableSet(tables: tables)
    }

    @Test("Vietnamese 'chiều', CLDR's 13–17, said at 12 and 18–23 too, as the vi table said it: one finding per half; none with the table's words now")
    func vietnamese() throws {
        var before = configuration(["vi_VN@hours=h12"], modes: [.time], phrasing: .voiceOver)
        before.phraseTables = try Self.tablesWithVietnameseParts()
        let findings = QASweep(before).run().findings(.wrongDayPeriod)
        #expect(findings.map(\.row) == [0, 1])
        let afternoon = try #require(findings.last)
        #expect(afternoon.wheel == .dayPeriod && afternoon.severity == .warning && afternoon.text == "chiều")
        #expect(afternoon.message == "The dayPeriod wheel says \"chiều\", CLDR's part of the day for 13:00–17:59, "
            + "also with 12:00 and 18:00–23:59, where CLDR says \"trưa\" or \"tối\" or \"đêm\".")
        #expect(sweep(["vi_VN@hours=h12"], modes: [.time], phrasing: .voiceOver).findings(.wrongDayPeriod).isEmpty, "sau 12 giờ")
    }

    @Test(
        "No finding where the word names the half (CLDR's own AM/PM, or a phrase that is no part of the day)",
        arguments: ["ko_KR", "zh_Hans_CN", "ja_JP@hours=h12", "de_DE@hours=h12", "en_US", "hi_IN", "sv_SE@hours=h12", "ms_MY", "ar_EG", "tr_CY", "yue_Hant_HK", "pl_PL@hours=h12"]
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
        // VoiceOver's phrasing says the tables' AM/PM words (ours: Apple ships none), which
        // name the half: "po poledni", "efter klockan 12", "po dwunastej", "sau 12 giờ"; or
        // stand for CLDR's designators (Arabic صباحًا for ص, Turkish "öğleden sonra" for ÖS,
        // Cantonese 下晝 for 下午).
        #expect(voiceOver.findings(.wrongDayPeriod).isEmpty, "\(voiceOver.findings(.wrongDayPeriod).map(\.message))")
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
