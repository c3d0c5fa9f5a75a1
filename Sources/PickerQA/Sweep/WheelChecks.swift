import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech

/// The checks of one locale's wheels, and the rules they follow.
struct WheelChecks {
    /// A finding before it knows its mode and calendar, with the wheel's on-screen position
    /// for sorting (-1 for findings about the whole locale).
    struct Pending: Sendable {
        var position: Int
        let wheel: ColumnID?
        let row: Int?
        let severity: QASeverity
        let code: QAFinding.Code
        let message: String
        let text: String

        /// The order of findings within one picker: by wheel on screen (the locale's own
        /// first), row (the wheel's own first), code, and message, so that no two differ
        /// only in a place that a sort could swap.
        static func inOrder(_ lhs: Pending, _ rhs: Pending) -> Bool {
            (lhs.position, lhs.row ?? -1, lhs.code.order, lhs.message) < (rhs.position, rhs.row ?? -1, rhs.code.order, rhs.message)
        }

        func at(position: Int) -> Pending {
            var copy = self
            copy.position = position
            return copy
        }

        func finding(locale: String, mode: QAPickerKind, calendar: String) -> QAFinding {
            QAFinding(
                locale: locale, mode: mode, calendar: calendar, wheel: wheel, row: row,
                severity: severity, code: code, message: message, text: text
            )
        }
    }

    /// A row's ``TextChecks/spokenKey(_:)``, hashed as one run of bytes: `[UInt8]` hashes
    /// byte by byte, and the sweep hashes a key for every row.
    struct Sound: Hashable {
        let key: [UInt8]

        func hash(into hasher: inout Hasher) {
            key.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    let locale: Locale
    let match: LocalizationMatch
    let digits: LocaleDigits
    let phrasing: Phrasing
    let maxWidth: Int
    let pronunciation: PronunciationCheck?
    let voice: Result<Voice, SpeechError>?
    /// What the rows' scalars are, learnt as they are read.
    let scalars = ScalarTable()

    // MARK: The whole locale

    /// `table-fallback` and `no-voice`, which every picker of the locale has.
    func localeFindings() -> [Pending] {
        var findings: [Pending] = []
        if match.isFallback {
            let language = LocaleTagMatcher.languageCode(of: locale) ?? "und"
            let message = PhraseTables.language(ofTable: match.table) == language
                ? "The \(match.table) table lacks some phrases, which are spoken in English instead."
                : "The fixed phrases are spoken from the \(match.table) table, which is in another language."
            findings.append(Pending(
                position: -1, wheel: nil, row: nil, severity: .warning, code: .tableFallback,
                message: message, text: match.table
            ))
        }
        if case .failure(let error) = voice {
            let message = if case .noVoice = error {
                "The speech checker has no voice for this locale's language."
            } else {
                "The speech checker could not choose a voice for this locale: \(error)."
            }
            findings.append(Pending(
                position: -1, wheel: nil, row: nil, severity: .warning, code: .noVoice,
                message: message, text: match.requested
            ))
        }
        if case .success(let speaker) = voice, let pronunciation {
            if let reason = pronunciation.checker.cannotServe(speaker) {
                findings.append(Pending(
                    position: -1, wheel: nil, row: nil, severity: .error, code: .voiceCannotServe,
                    message: "The voice \(speaker) cannot serve this locale: \(reason).", text: speaker.rawValue
                ))
            }
            for said in pronunciation.engineMessages(for: speaker) {
                findings.append(Pending(
                    position: -1, wheel: nil, row: nil, severity: .warning, code: .engineMessage,
                    message: "The speech engine said \"\(VisibleText.escaped(said))\" while it read this locale's values in the voice \(speaker).",
                    text: said
                ))
            }
        }
        return findings
    }

    // MARK: One wheel

    /// Every finding of one wheel: its rows one by one, the rows against each other, and
    /// its fixed phrases.
    func findings(for sample: WheelSample) -> [Pending] {
        let wheel = sample.kind
        let total = sample.rows.count
        let checksRawNumber = Self.needsWord(wheel: wheel, phrasing: phrasing, tableIsFallback: match.isFallback)
        let speaker = voice.flatMap { try? $0.get() }
        // The engine is given the spoken form (Hebrew numbers as words): that is what is heard.
        let spokenForm = SpokenForm(locale: locale)

        // Rows one by one: the first row with each problem stands for the others.
        var first: [QAFinding.Code: (row: Int, text: String, detail: String, count: Int)] = [:]
        func note(_ code: QAFinding.Code, _ row: WheelSample.Row, _ text: String, _ detail: String) {
            if let known = first[code] {
                first[code]?.count = known.count + 1
            } else {
                first[code] = (row.index, text, detail, 1)
            }
        }
        var widest: (row: WheelSample.Row, columns: Int)?
        var rowsBySound: [Sound: [Int]] = [:]
        rowsBySound.reserveCapacity(sample.rows.count)
        var sounds: [Sound?] = []
        sounds.reserveCapacity(sample.rows.count)
        for (position, row) in sample.rows.enumerated() {
            let shown = TextProfile(row.display, digitZero: digits.zero, scalars: scalars)
            let said = TextProfile(row.spoken, digitZero: digits.zero, keyed: true, scalars: scalars)
            if shown.isBlank {
                note(.emptyValue, row, row.display, "shows")
            } else if said.isBlank {
                note(.emptyValue, row, row.spoken, "speaks")
            }
            if said.mayLeak, let leak = TextChecks.leak(in: row.spoken) {
                note(.placeholderLeak, row, row.spoken, leak)
            } else if shown.mayLeak, let leak = TextChecks.leak(in: row.display) {
                note(.placeholderLeak, row, row.display, leak)
            }
            if let foreign = shown.foreignDigit {
                note(.foreignDigits, row, row.display, LocaleDigits.name(ofDigitsWithZero: foreign.zero))
            } else if let foreign = said.foreignDigit {
                note(.foreignDigits, row, row.spoken, LocaleDigits.name(ofDigitsWithZero: foreign.zero))
            }
            if checksRawNumber, said.isBareNumber { note(.rawNumber, row, row.spoken, "") }
            if let speaker, let pronunciation {
                let heard = spokenForm.text(for: row.spoken)
                if let problem = pronunciation.problem(saying: heard, voice: speaker) {
                    note(problem.code, row, row.spoken, problem.detail)
                }
                if let problem = pronunciation.agreementProblem(saying: heard, voice: speaker, locale: locale) {
                    note(problem.code, row, row.spoken, problem.detail)
                }
            }
            if shown.columns > (widest?.columns ?? 0) { widest = (row, shown.columns) }
            let sound = said.isBlank ? nil : Sound(key: said.spokenKey)
            if let sound { rowsBySound[sound, default: []].append(position) }
            sounds.append(sound)
        }

        var findings: [Pending] = []
        func add(_ row: Int?, _ severity: QASeverity, _ code: QAFinding.Code, _ message: String, _ text: String) {
            findings.append(Pending(
                position: 0, wheel: wheel, row: row, severity: severity, code: code, message: message, text: text
            ))
        }
        func tally(_ count: Int) -> String {
            total == 1 ? "" : ", on \(count) of \(total) rows"
        }
        for code in QAFinding.Code.allCases {
            guard let (row, text, detail, count) = first[code] else { continue }
            let quoted = "\"\(VisibleText.escaped(text))\""
            switch code {
            case .emptyValue:
                add(row, .error, code, "The \(wheel) \(sample.noun) \(detail) nothing\(tally(count)).", text)
            case .placeholderLeak:
                add(row, .error, code, "The \(wheel) \(sample.noun) leaks \"\(VisibleText.escaped(detail))\" into \(quoted)\(tally(count)).", text)
            case .foreignDigits:
                let own = LocaleDigits.name(ofDigitsWithZero: digits.zero)
                add(row, .warning, code,
                    "The \(wheel) \(sample.noun) writes \(detail) digits in \(quoted) where the locale writes \(own) digits "
                        + "(\(digits.numberingSystem))\(tally(count)).",
                    text)
            case .rawNumber:
                let reason = match.isFallback
                    ? "a bare number from the \(match.table) table, written for another language"
                    : "a bare number, without the unit CLDR names"
                add(row, .warning, code, "The \(wheel) \(sample.noun) speaks \(quoted) as \(reason)\(tally(count)).", text)
            case .unpronounceable, .readAsName, .silentToken, .markReadAloud:
                // A value read as letter names, or not at all, is not understood.
                let severity: QASeverity = code == .readAsName || code == .silentToken ? .error : .warning
                let name = speaker.map { "The voice \($0)" } ?? "The voice"
                add(row, severity, code, "\(name) cannot say \(quoted) on the \(wheel) \(sample.noun): it \(detail)\(tally(count)).", text)
            case .numberAgreement:
                let name = speaker.map { "The voice \($0)" } ?? "The voice"
                add(row, .warning, code, "\(name) \(detail), on the \(wheel) \(sample.noun)\(tally(count)).", text)
            case .tableFallback, .noVoice, .duplicateRows, .tooWide, .engineMessage, .voiceCannotServe, .wrongDayPeriod:
                continue
            }
        }
        if let duplicate = duplicates(in: sample, sounds: sounds, rowsBySound: rowsBySound) { findings.append(duplicate) }
        // A compact button grows with its text: only wheels, cells and headers have a width.
        if let widest, widest.columns > maxWidth, sample.noun != "button" {
            add(widest.row.index, .warning, .tooWide,
                "The widest row of the \(wheel) \(sample.noun), \"\(VisibleText.escaped(widest.row.display))\", "
                    + "takes \(widest.columns) columns, more than the \(maxWidth) allowed.",
                widest.row.display)
        }
        findings += phraseFindings(of: sample, speaker: speaker, spokenForm: spokenForm)
        return findings.sorted(by: Pending.inOrder)
    }

    /// Whether a bare number is reported on `wheel` (``QAFinding/Code/rawNumber``).
    ///
    /// - Countdown hours and minutes, and clock minutes in VoiceOver's phrasing, are said
    ///   through CLDR's counted units ("5 minutes"), which always name the unit: a bare
    ///   number there means CLDR had no words for the locale.
    /// - Hours, and clock minutes in the natural phrasing, are said through the table's
    ///   templates. Where the locale's own table says the bare number its translators
    ///   chose it (English "Hour. 14." on a 24-hour clock), so it is reported only when the
    ///   table is a fallback, written for another language.
    /// - Other wheels are said as they are shown (years, days) or in words (months, AM/PM,
    ///   dates), and are not checked.
    static func needsWord(wheel: ColumnID, phrasing: Phrasing, tableIsFallback: Bool) -> Bool {
        switch wheel {
        case .countDownHours, .countDownMinutes: true
        case .minute: phrasing == .voiceOver || tableIsFallback
        case .hour: tableIsFallback
        // A date picker's other wheels, and a described picker's columns, whose rows are
        // the app's (a quantity may well be a bare number).
        default: false
        }
    }

    /// `duplicate-rows`: one finding per wheel, on the second row of the first repeated
    /// spoken value (of the first whose rows look different, if any do), naming its rows and
    /// how many other values repeat.
    ///
    /// The Chinese calendar's year wheel repeats the 60 names of its cycle, and the Japanese
    /// calendar's, in locales whose pattern has no era, the year numbers of each era: one
    /// finding per value would bury everything else.
    private func duplicates(in sample: WheelSample, sounds: [Sound?], rowsBySound: [Sound: [Int]]) -> Pending? {
        var repeated: [[Int]] = []
        for (position, sound) in sounds.enumerated() {
            guard let sound, let group = rowsBySound[sound], group.count > 1, group[1] == position else { continue }
            repeated.append(group)
        }
        func looksDifferent(_ group: [Int]) -> Bool {
            Set(group.map { TextChecks.spokenKey(sample.rows[$0].display) }).count > 1
        }
        guard let chosen = repeated.first(where: looksDifferent) ?? repeated.first else { return nil }
        let different = looksDifferent(chosen)
        let rows = chosen.map { String(sample.rows[$0].index) }
        let list = rows.dropLast().joined(separator: ", ") + " and " + (rows.last ?? "")
        let row = sample.rows[chosen[1]]
        var message = "Rows \(list) of the \(sample.kind) \(sample.noun) \(rows.count == 2 ? "both" : "all") speak "
            + "\"\(VisibleText.escaped(row.spoken))\""
            + (different ? " but look different, so a listener cannot tell them apart" : " and look the same")
        let others = repeated.count - 1
        if others > 0 { message += "; \(others) other spoken \(others == 1 ? "value repeats" : "values repeat") on it" }
        return Pending(
            position: 0, wheel: sample.kind, row: row.index, severity: different ? .error : .warning,
            code: .duplicateRows, message: message + ".", text: row.spoken
        )
    }

    /// `wrong-day-period`: for each half of the day, the hours at which the AM/PM wheel says
    /// a part of the day that does not cover them (``DayPeriodWords/wrongHours``).
    func dayPeriodFindings(_ words: DayPeriodWords) -> [Pending] {
        let wrong = words.wrongHours
        return [0..<12, 12..<24].enumerated().compactMap { row, half -> Pending? in
            let hours = wrong.filter { half.contains($0) }
            guard let first = hours.first else { return nil }
            let said = words.said[first]
            let covered = half.filter { DayPeriodWords.key(words.flexible[$0]) == DayPeriodWords.key(said) }
            var cldr: [String] = []
            for hour in hours where !cldr.contains(words.flexible[hour]) { cldr.append(words.flexible[hour]) }
            let message = "The dayPeriod wheel says \"\(VisibleText.escaped(said))\", CLDR's part of the day for "
                + "\(Self.ranges(covered)), also with \(Self.ranges(hours)), where CLDR says "
                + cldr.map { "\"\(VisibleText.escaped($0))\"" }.joined(separator: " or ") + "."
            return Pending(
                position: 0, wheel: .dayPeriod, row: row, severity: .warning, code: .wrongDayPeriod,
                message: message, text: said
            )
        }
    }

    /// Hours of the day as ranges: "18–23", "0–7 and 12".
    static func ranges(_ hours: [Int]) -> String {
        var runs: [ClosedRange<Int>] = []
        for hour in hours.sorted() {
            if let last = runs.last, last.upperBound + 1 == hour {
                runs[runs.count - 1] = last.lowerBound...hour
            } else {
                runs.append(hour...hour)
            }
        }
        let texts = runs.map { $0.count == 1 ? "\($0.lowerBound):00" : "\($0.lowerBound):00–\($0.upperBound):59" }
        return texts.count <= 1 ? texts.joined() : texts.dropLast().joined(separator: ", ") + " and " + (texts.last ?? "")
    }

    /// `empty-value` and `placeholder-leak` in the wheel's label, traits, position and hint;
    /// with a `speaker`, `read-as-name`, `silent-token`, `mark-read-aloud` or
    /// `unpronounceable` where the voice cannot say one as it is heard (in its spoken
    /// form), as warnings: a listener hears the fixed phrases on every swipe. Phrases of a
    /// table in another language are not heard for this: `table-fallback` says they are
    /// foreign, and the voice reading them through English would only say it again.
    private func phraseFindings(of sample: WheelSample, speaker: Voice?, spokenForm: SpokenForm) -> [Pending] {
        var findings: [Pending] = []
        let ownLanguage = !match.isFallback
            || PhraseTables.language(ofTable: match.table) == LocaleTagMatcher.languageCode(of: locale)
        for phrase in sample.phrases {
            if ownLanguage, let speaker, let pronunciation, !TextChecks.isBlank(phrase.text),
               let problem = pronunciation.problem(saying: spokenForm.text(for: phrase.text), voice: speaker) {
                findings.append(Pending(
                    position: 0, wheel: sample.kind, row: nil, severity: .warning, code: problem.code,
                    message: "The voice \(speaker) cannot say the \(sample.kind) \(sample.noun)'s \(phrase.name) "
                        + "\"\(VisibleText.escaped(phrase.text))\": it \(problem.detail).",
                    text: phrase.text
                ))
            }
            if TextChecks.isBlank(phrase.text), phrase.name == "label", sample.noun == "column" {
                // The app gave the column no label: VoiceOver says the value alone.
                findings.append(Pending(
                    position: 0, wheel: sample.kind, row: nil, severity: .warning, code: .emptyValue,
                    message: "The \(sample.kind) column has no label, so VoiceOver says its value alone; "
                        + "give it one (accessibilityLabelForComponent, the description's label).",
                    text: phrase.text
                ))
            } else if TextChecks.isBlank(phrase.text) {
                findings.append(Pending(
                    position: 0, wheel: sample.kind, row: nil, severity: .error, code: .emptyValue,
                    message: "The \(sample.kind) \(sample.noun)'s \(phrase.name) is empty.", text: phrase.text
                ))
            } else if let leak = TextChecks.leak(in: phrase.text) {
                findings.append(Pending(
                    position: 0, wheel: sample.kind, row: nil, severity: .error, code: .placeholderLeak,
                    message: "The \(sample.kind) \(sample.noun)'s \(phrase.name) leaks \"\(VisibleText.escaped(leak))\" "
                        + "into \"\(VisibleText.escaped(phrase.text))\".",
                    text: phrase.text
                ))
            }
        }
        return findings
    }
}
