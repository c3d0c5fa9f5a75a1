import Testing

/// The text format shows invisible characters as `\u{200C}`; JSON keeps them as they are.
///
/// No en_US wheel shows one (its `h:mm\u{202F}a` space sits between wheels, not in a row).
/// Persian month names of the Islamic calendar do: CLDR writes "جمادی‌الثانی" with a
/// zero-width non-joiner (U+200C), and the year "۱۴۴۸ ه‍.ق." with a zero-width joiner (U+200D).
@Suite("text format escapes invisible characters")
struct TextFormatTests {
    static let persianIslamic = ["--mode", "date", "--calendar", "islamic", "--date", "2026-11-21T14:05"]
    static let invisible: [Character] = ["\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{202F}", "\u{00A0}"]

    @Test("describe escapes the selected texts and every row")
    func describe() throws {
        let stdout = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(
            ["describe", "--rows"] + Self.persianIslamic, locale: "fa_IR"
        ))
        #expect(stdout.contains(#"month  جمادی\u{200C}الثانی  جمادی\u{200C}الثانی  6 of 12 "#))
        #expect(stdout.contains(#"year   ۱۴۴۸ ه\u{200D}.ق.    ۱۴۴۸ ه\u{200D}.ق.    101 of 201"#))
        #expect(stdout.contains(#"  month  ماه. جمادی\u{200C}الثانی. مورد انتخابگر."#))
        #expect(stdout.contains(#"  ▸    6 جمادی\u{200C}الثانی"# + "\n"))
        #expect(stdout.contains(#"       3 ربیع\u{200C}الاول"# + "\n"))
        #expect(!stdout.contains(where: Self.invisible.contains))
    }

    @Test("JSON keeps the characters themselves")
    func json() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(["describe"] + Self.persianIslamic, locale: "fa_IR"))
        #expect(report.wheel("month")?["selectedText"] == "جمادی\u{200C}الثانی")
        #expect(report.wheel("year")?["selectedText"] == "۱۴۴۸ ه\u{200D}.ق.")
    }

    @Test("simulate escapes what the wheels show")
    func simulate() throws {
        let stdout = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(
            ["simulate", "--actions", "decrement month"] + Self.persianIslamic, locale: "fa_IR"
        ))
        #expect(stdout.contains(#"۱۲ | جمادی\u{200C}الثانی | ۱۴۴۸ ه\u{200D}.ق."#))
        #expect(stdout.contains(#"۱۲ | جمادی\u{200C}الاول | ۱۴۴۸ ه\u{200D}.ق."#))
        #expect(!stdout.contains(where: Self.invisible.contains))
    }

    @Test("simulate escapes the action as the user wrote it")
    func simulateAction() throws {
        let stdout = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(
            ["simulate", "--actions", "select month ربیع\u{200C}الاول"] + Self.persianIslamic, locale: "fa_IR"
        ))
        #expect(stdout.contains(#"۱۲ | ربیع\u{200C}الاول | ۱۴۴۸ ه\u{200D}.ق."#))
        #expect(stdout.contains(#"select month ربیع\u{200C}الاول"#))
        #expect(!stdout.contains(where: Self.invisible.contains))
    }
}

/// `--bom`: CSV for spreadsheets, marked as UTF-8.
@Suite("CSV with a byte order mark")
struct CSVByteOrderMarkTests {
    @Test("describe, simulate and qa start their CSV with EF BB BF when asked; not otherwise; --bom without CSV is a usage error")
    func byteOrderMark() throws {
        let runs = [
            PickerVoiceProcess.pinned(["describe", "--mode", "time", "--format", "csv"], locale: "he_IL"),
            PickerVoiceProcess.pinned(["simulate", "--mode", "time", "--actions", "increment hour", "--format", "csv"], locale: "he_IL"),
            ["qa", "--locales", "he_IL", "--modes", "time", "--date", "2026-11-21", "--no-speech", "--format", "csv"],
        ]
        for arguments in runs {
            let marked = try PickerVoiceProcess.run(arguments + ["--bom"])
            #expect(marked.status == 0 && Array(marked.stdout.utf8.prefix(3)) == [0xEF, 0xBB, 0xBF], "\(arguments)")
            let plain = try PickerVoiceProcess.run(arguments)
            #expect(!plain.stdout.hasPrefix("\u{FEFF}") && marked.stdout.dropFirst() == Substring(plain.stdout), "\(arguments)")
        }
        let json = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(["describe", "--mode", "time", "--format", "json", "--bom"]))
        #expect(json.status == 64 && json.stderr.contains("--bom marks CSV as UTF-8"), "\(json)")
    }
}
