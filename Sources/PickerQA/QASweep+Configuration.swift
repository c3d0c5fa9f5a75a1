import Foundation
import PickerAccessibility
import PickerModel

extension QASweep {
    /// What a sweep covers, all explicit: the library reads no current locale, zone or clock.
    ///
    /// ```swift
    /// let configuration = QASweep.Configuration(
    ///     locales: Locale.availableIdentifiers.map(Locale.init(identifier:)),
    ///     referenceDate: Date(timeIntervalSince1970: 1_795_262_400),  // 2026-11-21 12:00 UTC
    ///     timeZone: TimeZone(identifier: "UTC")!
    /// )
    /// ```
    public struct Configuration: Sendable {
        /// The locales to check. Two locales with the same BCP-47 tag are checked once.
        public var locales: [Locale]
        /// The modes to check, in any order; reported in ``DatePickerMode/allCases`` order.
        public var modes: [DatePickerMode]
        /// The calendars to check, in the order the report lists them.
        public var calendars: [Calendar.Identifier]
        /// How values are worded.
        public var phrasing: Phrasing
        /// The most display columns a wheel's widest row may take before ``QAFinding/Code/tooWide``.
        ///
        /// A column is a character cell: East Asian wide and fullwidth characters take two,
        /// combining marks and invisible format characters none. The default,
        /// ``defaultMaxWidth``, is one width for every wheel.
        public var maxWidth: Int
        /// The picker's date, and its clock's now: the row "Today" of the `dateAndTime` date
        /// wheel, the selected rows, and the centre of the date wheel's year of days.
        public var referenceDate: Date
        /// The time zone the wheels read ``referenceDate`` in.
        public var timeZone: TimeZone
        /// Checks what a speech engine makes of every spoken value, or `nil` for no speech
        /// checks (``QAFinding/Code/noVoice``, ``QAFinding/Code/readAsName``,
        /// ``QAFinding/Code/silentToken``, ``QAFinding/Code/markReadAloud``,
        /// ``QAFinding/Code/numberAgreement``,
        /// ``QAFinding/Code/unpronounceable``).
        public var speechChecker: (any QASpeechChecker)?
        /// Why there is no ``speechChecker``, as the report says it ("this build has no
        /// speech"); `nil` gives "no speech checker was given".
        public var speechNotCheckedReason: String?

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - locales: the locales to check.
        ///   - referenceDate: the picker's date and its clock's now.
        ///   - timeZone: the zone the wheels read the date in.
        ///   - modes: the modes to check; all four by default.
        ///   - calendars: the calendars to check; Gregorian by default.
        ///   - phrasing: how values are worded; VoiceOver's by default.
        ///   - maxWidth: the widest a wheel may be, in display columns.
        ///   - speechChecker: what checks pronunciation, or `nil` for none.
        public init(
            locales: [Locale],
            referenceDate: Date,
            timeZone: TimeZone,
            modes: [DatePickerMode] = DatePickerMode.allCases,
            calendars: [Calendar.Identifier] = [.gregorian],
            phrasing: Phrasing = .voiceOver,
            maxWidth: Int = Configuration.defaultMaxWidth,
            speechChecker: (any QASpeechChecker)? = nil
        ) {
            self.locales = locales
            self.referenceDate = referenceDate
            self.timeZone = timeZone
            self.modes = modes
            self.calendars = calendars
            self.phrasing = phrasing
            self.maxWidth = maxWidth
            self.speechChecker = speechChecker
        }

        /// Whether the texts of the compact and inline styles are checked too (the buttons'
        /// values and phrases, the calendar's day cells, title, buttons and weekday header),
        /// after each date picker's wheels.
        public var checksStyles = false

        /// The translation tables the fixed phrases are spoken from: those built into
        /// PickerVoice by default, or a folder of corrected tables read with
        /// `TableFolder.phraseTables()`, so that a correction is checked before it is imported.
        public var phraseTables: PhraseTableSet = .bundled

        /// A picker an app describes, swept in place of the date picker: then ``modes``,
        /// ``calendars``, ``referenceDate`` and ``timeZone`` do not apply. `nil` for the
        /// date picker.
        public var describedPicker: DescribedPicker?

        /// The default ``maxWidth``: 16 columns.
        ///
        /// A wheel of UIKit's date picker is about a third of a phone's width in `date`
        /// mode, and the `dateAndTime` date wheel about half: 12 to 18 Latin characters at
        /// the system font. In en_US the widest rows are "September" (9 columns) and
        /// "Wed, Sep 16" (11). Over the 1,034 locales of ICU 76 in the Gregorian calendar,
        /// the median widest month row takes 9 columns and the median widest date row 12;
        /// 16 flags about one month wheel in eighteen (Mongolian "арван хоёрдугаар сарын",
        /// 22) and one date wheel in seven (Persian "چهارشنبه ۱۶ سپتامبر", 19).
        public static let defaultMaxWidth = 16

        /// How many days of the `dateAndTime` date wheel are checked: the picker's day and
        /// 182 either side, so that no day of the month repeats (the whole wheel spans 200
        /// years, every one of which speaks the same way).
        public static let dateWheelDays = 365

        /// The modes to check, once each, in ``DatePickerMode/allCases`` order; none for a
        /// described picker.
        var orderedModes: [DatePickerMode] {
            describedPicker == nil ? DatePickerMode.allCases.filter(modes.contains) : []
        }

        /// The calendars to check, once each, in the order given; none for a described picker.
        var orderedCalendars: [Calendar.Identifier] {
            guard describedPicker == nil else { return [] }
            var seen: Set<Calendar.Identifier> = []
            return calendars.filter { seen.insert($0).inserted }
        }

        /// The locales to check, once per BCP-47 tag, sorted by tag.
        var orderedLocales: [(tag: String, locale: Locale)] {
            var byTag: [String: Locale] = [:]
            for locale in locales where byTag[locale.identifier(.bcp47)] == nil {
                byTag[locale.identifier(.bcp47)] = locale
            }
            return byTag.keys.sorted().compactMap { tag in byTag[tag].map { (tag, $0) } }
        }
    }
}

extension QASweep {
    /// A picker an app describes (a `UIPickerView` of its own rows), for a sweep of its
    /// columns in every locale: what each shows and says, and its fixed phrases.
    public struct DescribedPicker: Sendable {
        /// Where it is described (a file's path), for the report.
        public let source: String
        /// Makes the picker with its texts in a locale's language.
        public let make: @Sendable (Locale) -> any ColumnPicker

        /// A described picker.
        public init(source: String, make: @escaping @Sendable (Locale) -> any ColumnPicker) {
            self.source = source
            self.make = make
        }
    }
}

extension Calendar.Identifier {
    /// The CLDR name ("gregorian", "islamic-umalqura"), as the report writes calendars.
    ///
    /// Foundation's `debugDescription` is exactly the CLDR identifier; `Codable` would write
    /// the enum case as an object (`{"gregorian":{}}`).
    var cldrName: String { debugDescription }
}
