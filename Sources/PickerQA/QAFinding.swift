import PickerModel

/// One problem the sweep found in what a picker shows or says for one locale, mode and
/// calendar, and where: a wheel and a row when the problem is theirs.
///
/// A finding about a whole locale (``Code/tableFallback``, ``Code/noVoice``) has no wheel
/// and no row; a finding about a whole wheel (``Code/tooWide``, and checks that a wheel
/// fails on many rows) names the first row concerned, and its message says how many more.
///
/// ```
/// locale    "mk-MK"
/// mode      time
/// calendar  "gregorian"
/// wheel     hour
/// row       0
/// severity  warning
/// code      raw-number
/// message   "The hour wheel speaks "0" as a bare number from the en table, written for
///            another language, on 24 of 24 rows."
/// text      "0"
/// ```
public struct QAFinding: Sendable, Hashable, Codable {
    /// The locale, as a BCP-47 tag ("fr-CA", "hi-IN-u-nu-deva").
    public let locale: String
    /// The date picker's mode, or ``QAPickerKind/described`` for a picker described in a file.
    public let mode: QAPickerKind
    /// The picker's calendar, by its CLDR name ("gregorian", "islamic-umalqura"); empty for
    /// a described picker, which has none.
    public let calendar: String
    /// The wheel or column concerned, or `nil` for a finding about the whole locale.
    public let wheel: ColumnID?
    /// The row concerned, counted from zero in the whole wheel, or `nil`.
    ///
    /// On the `dateAndTime` date wheel, which the sweep covers only around the picker's
    /// date, this is still the row's index in the whole wheel.
    public let row: Int?
    /// How bad it is.
    public let severity: QASeverity
    /// What kind of problem it is: a stable name, never renamed.
    public let code: Code
    /// One English sentence for a person, with invisible characters of quoted text escaped
    /// (`\u{202F}`).
    public let message: String
    /// The text concerned, exactly as shown or spoken, invisible characters kept: a spoken
    /// value, a row's display text, a table's tag, or a voice's name.
    public let text: String

    /// Creates a finding.
    public init(
        locale: String, mode: QAPickerKind, calendar: String, wheel: ColumnID?, row: Int?,
        severity: QASeverity, code: Code, message: String, text: String
    ) {
        self.locale = locale
        self.mode = mode
        self.calendar = calendar
        self.wheel = wheel
        self.row = row
        self.severity = severity
        self.code = code
        self.message = message
        self.text = text
    }
}

extension QAFinding {
    /// The kinds of problem the sweep reports. The raw values are stable names for scripts
    /// and CI: they are never renamed, and new checks get new names.
    ///
    /// The cases are in the order the summary lists them.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// The locale's fixed phrases come from a table in another language, or from a
        /// table that lacks keys (spoken in English). One finding per mode and calendar,
        /// without a wheel; ``QAFinding/text`` is the table's tag. Warning.
        case tableFallback = "table-fallback"
        /// A placeholder (`{hour}`), a printf directive (`%@`), CLDR pattern residue
        /// (`EEEE`, `HH:mm`), an unnamed era or month code (`ERA1`, `M06L`) or U+FFFD shows
        /// or is spoken. Error.
        case placeholderLeak = "placeholder-leak"
        /// A row shows or speaks nothing (after white space and invisible format
        /// characters), or a wheel's label, trait, position or hint is empty. Error.
        case emptyValue = "empty-value"
        /// Two or more rows of one wheel speak the same, so a listener cannot tell them
        /// apart. Error when the rows look different (only listeners are lost), warning when
        /// they also look the same (the calendar itself repeats the name). One finding per
        /// wheel, on the second row of the first repeated value; the message names its rows
        /// and counts the other repeated values.
        case duplicateRows = "duplicate-rows"
        /// A digit of another numbering system than the locale's (Latin "5" in a locale that
        /// writes "٥", or the reverse). Warning.
        case foreignDigits = "foreign-digits"
        /// The widest display text of a wheel takes more display columns than the sweep's
        /// maximum width: a truncation risk. One finding per wheel, on its widest row. Warning.
        case tooWide = "too-wide"
        /// An hour, minute or countdown value is spoken as a bare number where the language
        /// needs a word. See ``QASweep`` for the exact rule. Warning.
        case rawNumber = "raw-number"
        /// The speech checker has no voice for the locale's language. Only with a checker.
        /// Warning.
        case noVoice = "no-voice"
        /// The speech engine fails on a spoken value. Only with a checker. Warning.
        case unpronounceable = "unpronounceable"
        /// The voice reads characters as their names: its phonemes switch to another
        /// language's voice to say what it cannot read ("Chinese letter" for a kanji in
        /// Japanese). Only with a checker. An error on a value, which the listener does not
        /// understand; a warning on a fixed phrase.
        case readAsName = "read-as-name"
        /// The voice says nothing for a token: for the whole text, or for its digits
        /// (Hebrew's voice reads no digits). Only with a checker. An error on a value, a
        /// warning on a fixed phrase.
        case silentToken = "silent-token"
        /// The voice reads a mark aloud as a word ("slash" for the "/" of Hebrew's
        /// "החלק/י"). Only with a checker. Warning.
        case markReadAloud = "mark-read-aloud"
        /// The voice says a number before a noun in another gender than CLDR gives the noun:
        /// "1 минута" said "один минута" where the feminine is "одна минута", "2 hodiny" said
        /// "dva" where it is "dvě". The expected words are CLDR's spell-out in the gender of
        /// the unit (``QAFinding/text`` is the value; the message quotes both). Only with a
        /// checker. Warning: the value is understood, but no native says it so.
        case numberAgreement = "number-agreement"
        /// The speech engine printed a message of its own while it read the locale's values
        /// (espeak-ng's "Full dictionary is not installed for 'be'": it reads the language
        /// from a partial dictionary). One finding per message, mode and calendar, without a
        /// wheel; ``QAFinding/text`` is the message. Only with a checker. Warning.
        case engineMessage = "engine-message"
        /// The locale's voice cannot serve its language: listeners do not understand it
        /// (espeak-ng 1.51's Thai). One finding per mode and calendar, without a wheel;
        /// ``QAFinding/text`` is the voice. Only with a checker. Error: what is spoken is
        /// not understood, however right its text.
        case voiceCannotServe = "voice-cannot-serve"
        /// The AM/PM wheel says a word for a part of the day at hours that part does not
        /// cover: the word is CLDR's flexible day period of other hours of its half (Vietnamese
        /// "chiều", CLDR's 13–17, said with 21:00, where CLDR says "đêm", as the vi table did).
        /// CLDR's own AM/PM words, the words they stand for (Arabic صباحًا for ص), and phrases
        /// that name only the half ("nach Mittag", "sau 12 giờ") are right at every hour. One
        /// finding per half, on its row. Warning.
        case wrongDayPeriod = "wrong-day-period"

        /// The severity findings of this code have, where it does not depend on the case.
        ///
        /// ``duplicateRows`` is an error, or a warning when the rows also look the same;
        /// ``readAsName`` and ``silentToken`` are errors on a value.
        public var defaultSeverity: QASeverity {
            switch self {
            case .placeholderLeak, .emptyValue, .duplicateRows, .voiceCannotServe: .error
            case .tableFallback, .foreignDigits, .tooWide, .rawNumber, .noVoice, .unpronounceable, .readAsName,
                 .silentToken, .markReadAloud, .numberAgreement, .engineMessage, .wrongDayPeriod: .warning
            }
        }
    }
}

/// How bad a finding is, from least to most.
public enum QASeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Worth knowing; nothing is wrong for the user.
    case info
    /// The user may be misled or slowed down: another language, a truncated row, a bare number.
    case warning
    /// The user hears or sees something broken: a leaked placeholder, an empty row, two rows
    /// that speak the same.
    case error

    public static func < (lhs: QASeverity, rhs: QASeverity) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
