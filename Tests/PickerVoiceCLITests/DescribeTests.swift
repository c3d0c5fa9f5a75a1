import Testing

@Suite("pickervoice describe")
struct DescribeTests {
    @Test("en_US time at 14:05 in New York: hour, minute, AM/PM and the effective configuration")
    func englishTime() throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["describe", "--mode", "time"], timeZone: "America/New_York", date: "2026-11-21T14:05"
        ))
        #expect(report.wheelKinds == ["hour", "minute", "dayPeriod"])
        let hour = try #require(report.wheel("hour"))
        // A 12-hour wheel runs 12, 1, 2, ... 11, so "2" is the third row (row 2 from zero).
        #expect(hour["selectedText"] == "2")
        #expect(hour["selectedRow"] == 2)
        #expect(hour["rowCount"] == 12)
        #expect(hour["cyclic"] == true)
        #expect(report.wheel("minute")?["selectedText"] == "05")
        #expect(report.wheel("minute")?["rowCount"] == 60)
        #expect(report.wheel("dayPeriod")?["selectedText"] == "PM")
        #expect(report.wheel("dayPeriod")?["cyclic"] == false)

        let picker = try #require(report["picker"])
        // New York is on EST (UTC-5) after the first Sunday of November.
        #expect(picker["date"] == "2026-11-21T19:05:00Z")
        #expect(picker["now"] == .string(PickerVoiceProcess.now))
        #expect(picker["mode"] == "time")
        #expect(picker["locale"] == "en-US")
        #expect(picker["calendar"] == "gregorian")
        #expect(picker["timeZone"] == "America/New_York")
        #expect(picker["minuteInterval"] == 1)
        #expect(picker["warnings"] == [])
        #expect(picker["minimumDate"] == .null)
        #expect(picker["maximumDate"] == .null)
    }

    struct WheelOrder: Sendable, CustomTestStringConvertible {
        let mode: String
        let locale: String
        let kinds: [String]
        /// The hour wheel's row count, where the case is about 12 or 24 hours.
        var hourRows: Int? = nil

        var testDescription: String { "\(mode) in \(locale)" }
    }

    /// Orders as CLDR's `yMMMMd` and `jm` patterns give them (en_US "MMMM d, y", de_DE
    /// "d. MMMM y", ja_JP "y年M月d日"; ko_KR and hi_IN "a h:mm"; de_DE "HH:mm").
    static let orders: [WheelOrder] = [
        WheelOrder(mode: "date", locale: "en_US", kinds: ["month", "day", "year"]),
        WheelOrder(mode: "date", locale: "de_DE", kinds: ["day", "month", "year"]),
        WheelOrder(mode: "date", locale: "ja_JP", kinds: ["year", "month", "day"]),
        WheelOrder(mode: "time", locale: "en_US", kinds: ["hour", "minute", "dayPeriod"], hourRows: 12),
        WheelOrder(mode: "time", locale: "de_DE", kinds: ["hour", "minute"], hourRows: 24),
        WheelOrder(mode: "time", locale: "ko_KR", kinds: ["dayPeriod", "hour", "minute"], hourRows: 12),
        WheelOrder(mode: "time", locale: "hi_IN", kinds: ["dayPeriod", "hour", "minute"], hourRows: 12),
        WheelOrder(mode: "time", locale: "en-US-u-hc-h23", kinds: ["hour", "minute"], hourRows: 24),
        WheelOrder(mode: "dateAndTime", locale: "ko_KR", kinds: ["date", "dayPeriod", "hour", "minute"]),
        WheelOrder(mode: "dateAndTime", locale: "de_DE", kinds: ["date", "hour", "minute"]),
        WheelOrder(mode: "countDownTimer", locale: "ja_JP", kinds: ["countDownHours", "countDownMinutes"]),
    ]

    @Test("wheel order follows the locale", arguments: orders)
    func wheelOrder(_ order: WheelOrder) throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["describe", "--mode", order.mode], locale: order.locale
        ))
        #expect(report.wheelKinds == order.kinds)
        if let hourRows = order.hourRows {
            #expect(report.wheel("hour")?["rowCount"] == .integer(hourRows))
        }
    }

    @Test("the text format is a readable table")
    func textTable() throws {
        let stdout = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(
            ["describe", "--mode", "time"], timeZone: "America/New_York", date: "2026-11-21T14:05"
        ))
        #expect(stdout == """
            time picker · en-US · gregorian · America/New_York
            date      2026-11-21T19:05:00Z (Sat 2026-11-21 14:05:00 EST)
            now       2026-11-21T12:00:00Z
            interval  1 min
            bounds    none
            warnings  none
            phrases   en
            phrasing  voiceOver

            wheel      shows  says       position  cyclic
            hour       2      2 o'clock  3 of 12   yes
            minute     05     5 minutes  6 of 60   yes
            dayPeriod  PM     PM         2 of 2    no

            Heard on focus:
              hour       Hour. 2 o'clock. Picker Item. Adjustable. 3 of 12. Swipe up or down with one finger to adjust the value.
              minute     Minute. 5 minutes. Picker Item. Adjustable. 6 of 60. Swipe up or down with one finger to adjust the value.
              dayPeriod  AM or PM. PM. Picker Item. Adjustable. 2 of 2. Swipe up or down with one finger to adjust the value.

            """)
    }

    @Test("--rows lists every row, marks the selected one and the ones out of bounds")
    func textRows() throws {
        let stdout = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(
            ["describe", "--mode", "dateAndTime", "--rows",
             "--minimum-date", "2026-11-20T09:30", "--maximum-date", "2026-11-23T18:00"],
            date: "2026-11-21T14:05"
        ))
        #expect(stdout.contains("""
            date rows (▸ selected, × not selectable; shows → says):
                   1 Fri, Nov 20 → Friday, November 20
              ▸    2 Today
                   3 Sun, Nov 22 → Sunday, November 22
                   4 Mon, Nov 23 → Monday, November 23

            """))
        #expect(stdout.contains("bounds    2026-11-20T09:30:00Z to 2026-11-23T18:00:00Z\n"))
    }

    struct ExtensionCase: Sendable, CustomTestStringConvertible {
        let locale: String
        let calendar: String
        /// What the year wheel shows for 2026-11-21, in the extension's digits or era.
        let year: String
        /// What the hour wheel shows for 14:05, on the extension's clock and digits.
        let hour: String

        var testDescription: String { locale }
    }

    static let extensions: [ExtensionCase] = [
        ExtensionCase(locale: "hi-IN-u-nu-deva", calendar: "gregorian", year: "२०२६", hour: "२"),
        ExtensionCase(locale: "ar-EG-u-nu-latn", calendar: "gregorian", year: "2026", hour: "2"),
        ExtensionCase(locale: "th-TH-u-nu-thai", calendar: "buddhist", year: "๒๕๖๙", hour: "๑๔"),
        ExtensionCase(locale: "en-US-u-hc-h23", calendar: "gregorian", year: "2026", hour: "14"),
        ExtensionCase(locale: "ja-JP-u-ca-japanese", calendar: "japanese", year: "令和8年", hour: "14"),
    ]

    @Test("BCP-47 extensions reach the wheels in every mode",
          arguments: extensions, ["date", "time", "dateAndTime", "countDownTimer"])
    func localeExtensions(_ locale: ExtensionCase, mode: String) throws {
        let report = try PickerVoiceProcess.json(PickerVoiceProcess.pinned(
            ["describe", "--mode", mode], locale: locale.locale
        ))
        #expect(report["picker"]?["locale"] == .string(locale.locale))
        #expect(report["picker"]?["calendar"] == .string(locale.calendar))
        #expect(!report.wheelKinds.isEmpty)
        switch mode {
        case "date": #expect(report.wheel("year")?["selectedText"] == .string(locale.year))
        case "time": #expect(report.wheel("hour")?["selectedText"] == .string(locale.hour))
        default: break
        }
    }

    struct EnvironmentCase: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let locale: String

        var testDescription: String {
            environment.isEmpty ? "no locale variables" : environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        }
    }

    /// POSIX: LC_ALL wins over LC_TIME, which wins over LANG; C and POSIX mean en_US.
    static let environments: [EnvironmentCase] = [
        EnvironmentCase(environment: [:], locale: "en-US"),
        EnvironmentCase(environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "ja_JP.UTF-8"], locale: "de-DE"),
        EnvironmentCase(environment: ["LC_TIME": "fr_FR.UTF-8", "LANG": "ja_JP.UTF-8"], locale: "fr-FR"),
        EnvironmentCase(environment: ["LANG": "ko_KR.UTF-8"], locale: "ko-KR"),
        EnvironmentCase(environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"], locale: "en-US"),
    ]

    @Test("without --locale the locale comes from LC_ALL, LC_TIME or LANG", arguments: environments)
    func localeFromEnvironment(_ example: EnvironmentCase) throws {
        // The one test without --locale: the variable under test picks it, nothing else.
        let arguments = ["describe", "--mode", "time", "--format", "json",
                         "--now", PickerVoiceProcess.now, "--time-zone", "UTC", "--date", "2026-11-21T14:05"]
        let stdout = try PickerVoiceProcess.succeed(arguments, environment: PickerVoiceProcess.environment(adding: example.environment))
        #expect(try JSON(parsing: stdout)["picker"]?["locale"] == .string(example.locale))
    }
}
