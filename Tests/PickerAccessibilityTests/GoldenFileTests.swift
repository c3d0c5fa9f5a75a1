import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech
import Testing

/// What a screen reader says on a fixed picker, in each language, in both phrasings,
/// checked against readable files in `Golden/` that a person has read.
///
/// Each file has the utterance and the announcements of every wheel of every mode, once
/// in VoiceOver's phrasing and once in the natural one, and then every row of the wheels
/// whose spoken values a fixed picker never reaches: all months, every hour of a 12-hour
/// and a 24-hour clock, every minute, every countdown hour.
///
/// Record after a deliberate change with `PICKERVOICE_RECORD_GOLDEN=1 swift test
/// --filter GoldenFileTests`; recording writes the files and fails, so that nobody
/// commits a golden file without reading it.
@Suite("Golden files of spoken output")
struct GoldenFileTests {
    /// The locale that stands for each table: its language where it is spoken most.
    static let locales: [(table: String, locale: String)] = [
        ("ar", "ar_EG"), ("ca", "ca_ES"), ("cs", "cs_CZ"), ("da", "da_DK"), ("de", "de_DE"), ("el", "el_GR"),
        ("en", "en_US"), ("en-AU", "en_AU"), ("en-GB", "en_GB"), ("es", "es_ES"), ("es-419", "es_MX"),
        ("fi", "fi_FI"), ("fr", "fr_FR"), ("fr-CA", "fr_CA"), ("he", "he_IL"), ("hi", "hi_IN"), ("hr", "hr_HR"),
        ("hu", "hu_HU"), ("id", "id_ID"), ("it", "it_IT"), ("ja", "ja_JP"), ("ko", "ko_KR"), ("ms", "ms_MY"),
        ("nb", "nb_NO"), ("nl", "nl_NL"), ("pl", "pl_PL"), ("pt-BR", "pt_BR"), ("pt-PT", "pt_PT"), ("ro", "ro_RO"),
        ("ru", "ru_RU"), ("sk", "sk_SK"), ("sv", "sv_SE"), ("th", "th_TH"), ("tr", "tr_TR"), ("uk", "uk_UA"),
        ("vi", "vi_VN"), ("yue-Hans", "yue_Hans_CN"), ("yue-Hant", "yue_Hant_HK"),
        ("zh-Hans", "zh_Hans_CN"), ("zh-Hant", "zh_Hant_TW"),
        ("zh-HK", "zh_Hant_HK"),
        // Languages iOS ships no phrases for: ours throughout (Localizations/README.md).
        ("af", "af_ZA"), ("bg", "bg_BG"), ("bn", "bn_BD"), ("et", "et_EE"), ("eu", "eu_ES"), ("fa", "fa_IR"),
        ("ga", "ga_IE"), ("hy", "hy_AM"), ("is", "is_IS"), ("ka", "ka_GE"), ("kk", "kk_KZ"), ("lt", "lt_LT"),
        ("lv", "lv_LV"), ("mr", "mr_IN"), ("sl", "sl_SI"), ("sr", "sr_Cyrl_RS"), ("sr-Latn", "sr_Latn_RS"),
        ("sw", "sw_TZ"), ("ta", "ta_IN"), ("te", "te_IN"), ("ur", "ur_PK"),
    ]

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test("Spoken output of all four modes", arguments: locales.map(\.table))
    func golden(table: String) throws {
        let locale = try #require(Self.locales.first { $0.table == table }?.locale)
        let body = try Self.transcript(locale: locale)
        let url = Self.directory.appendingPathComponent("\(table).txt")
        if ProcessInfo.processInfo.environment["PICKERVOICE_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try (Self.header(table: table, locale: locale) + body).write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(url.lastPathComponent). Read it before you commit it.")
            return
        }
        let recorded = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "No golden file \(url.lastPathComponent); record it with PICKERVOICE_RECORD_GOLDEN=1"
        )
        let expected = recorded.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        let actualLines = body.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in actualLines.enumerated() where index >= expectedLines.count || expectedLines[index] != line {
            Issue.record("\(table).txt line \(index + 1):\n  golden: \(index < expectedLines.count ? expectedLines[index] : "(none)")\n  actual: \(line)")
        }
        #expect(actualLines.count == expectedLines.count, "\(table).txt: \(expectedLines.count) lines recorded, \(actualLines.count) now")
    }

    /// The transcript of one locale: VoiceOver's phrasing, the natural phrasing's lines that
    /// differ from it, then every row of the wheels that matter.
    static func transcript(locale: String) throws -> String {
        let voiceOverLines = try focusAndActions(locale: locale, phrasing: .voiceOver)
        let naturalLines = try focusAndActions(locale: locale, phrasing: .natural)
        let voiceOver = voiceOverLines.map(\.written)
        let natural = naturalLines.map(\.written)
        var lines = ["[voiceOver]"] + voiceOver
        lines.append("[natural: the lines that differ from voiceOver]")
        lines += zip(voiceOver, natural).filter { $0 != $1 }.map(\.1)
        lines.append("[every row: voiceOver, then natural where it differs]")
        lines += rows(locale: locale)
        lines.append("[spoken form: what the voice is given, for the lines above where it differs from the written text]")
        lines += voiceOverLines.compactMap { $0.spoken.map { "voiceOver \($0)" } }
        lines += zip(voiceOverLines, naturalLines).filter { $0.written != $1.written }.compactMap { $1.spoken.map { "natural \($0)" } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A line of the transcript, and the same line as the speech engine is given it
    /// (``SpokenForm``), where that differs.
    struct Line {
        let written: String
        let spoken: String?
    }

    /// One line per wheel of every mode: its utterance, then what is announced after an
    /// increment and after a decrement, each on a fresh picker.
    static func focusAndActions(locale: String, phrasing: Phrasing) throws -> [Line] {
        let narrator = PickerNarrator(settings: VoiceOverSettings(phrasing: phrasing))
        let spokenForm = SpokenForm(locale: Locale(identifier: locale))
        var lines: [Line] = []
        for mode in DatePickerMode.allCases {
            let picker = fixedPicker(mode, locale: locale)
            for element in narrator.elements(of: picker) {
                let wheel = try #require(element.wheel, "a date picker's element stands for a wheel")
                let up = try narrator.perform(.increment, on: wheel, of: fixedPicker(mode, locale: locale)).announcement
                let down = try narrator.perform(.decrement, on: wheel, of: fixedPicker(mode, locale: locale)).announcement
                func line(_ say: (String) -> String) -> String {
                    "\(mode.rawValue) \(wheel.rawValue): \(VisibleText.escaped(say(element.utterance))) | up: \(VisibleText.escaped(say(up))) | down: \(VisibleText.escaped(say(down)))"
                }
                let written = line { $0 }
                let spoken = line { spokenForm.text(for: $0) }
                lines.append(Line(written: written, spoken: spoken == written ? nil : spoken))
            }
        }
        return lines
    }

    /// Every row's spoken value of the month wheel, the hour wheel of each clock, the
    /// minute and AM/PM wheels and the countdown hours, joined by " · ".
    static func rows(locale: String) -> [String] {
        let bare = Locale(identifier: locale).identifier(.bcp47)
        let wheels: [(name: String, mode: DatePickerMode, locale: String, wheel: WheelKind)] = [
            ("month", .date, locale, .month),
            ("hour, 12-hour clock", .time, bare + "-u-hc-h12", .hour),
            ("hour, 24-hour clock", .time, bare + "-u-hc-h23", .hour),
            ("dayPeriod", .time, bare + "-u-hc-h12", .dayPeriod),
            ("minute", .time, locale, .minute),
            ("countDownHours", .countDownTimer, locale, .countDownHours),
        ]
        var lines: [String] = []
        for entry in wheels {
            let picker = fixedPicker(entry.mode, locale: entry.locale)
            guard let wheel = picker.wheel(entry.wheel) else { continue }
            var said: [Phrasing: String] = [:]
            for phrasing in Phrasing.allCases {
                let narrator = PickerNarrator(settings: VoiceOverSettings(phrasing: phrasing))
                said[phrasing] = wheel.rows.map { VisibleText.escaped(narrator.spokenValue(of: $0, in: picker)) }
                    .joined(separator: " · ")
            }
            lines.append("\(entry.name): \(said[.voiceOver] ?? "")")
            if said[.natural] != said[.voiceOver] {
                lines.append("\(entry.name), natural: \(said[.natural] ?? "")")
            }
        }
        return lines
    }

    /// Saturday 21 November 2026, 14:05 UTC, now at noon; a countdown of 1 h 2 min.
    static func fixedPicker(_ mode: DatePickerMode, locale: String) -> DatePicker {
        makePicker(mode, locale: locale, at: "2026-11-21T14:05", countDown: 3_720)
    }

    static func header(table: String, locale: String) -> String {
        """
        # What a screen reader says, table \(table), locale \(locale): Gregorian calendar, UTC,
        # date 2026-11-21T14:05, now 2026-11-21T12:00Z, countdown 3720 s (1 h 2 min), every setting on.
        # One line per wheel: the utterance on focus | up: announced after an increment | down: after a decrement,
        # in VoiceOver's phrasing, then the natural phrasing's lines that differ; then every row of the month, hour (12- and 24-hour clocks), AM/PM, minute and
        # countdown-hour wheels, with the natural phrasing's line where it says something else; then the spoken form
        # (what espeak-ng is given: numbers as words, readings, marks) of each line above whose spoken form differs.
        # Invisible characters are written \\u{202F}. Recorded with \(toolchain) and its Foundation (ICU/CLDR).
        # Compared by GoldenFileTests; record with PICKERVOICE_RECORD_GOLDEN=1 and read before committing.

        """
    }

    static var toolchain: String {
        #if compiler(>=6.4)
        "Swift 6.4 or later"
        #elseif compiler(>=6.3)
        "Swift 6.3"
        #elseif compiler(>=6.2)
        "Swift 6.2"
        #else
        "Swift 6.1"
        #endif
    }
}
