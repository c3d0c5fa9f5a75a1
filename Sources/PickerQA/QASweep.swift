import Dispatch
import Foundation
import PickerAccessibility
import PickerModel

/// The localization QA sweep: speaks every row of every wheel of a picker for each locale,
/// mode and calendar, and reports what a listener or a reader would find wrong.
///
/// ```swift
/// let sweep = QASweep(QASweep.Configuration(
///     locales: [Locale(identifier: "de_DE"), Locale(identifier: "mk_MK")],
///     referenceDate: Date(timeIntervalSince1970: 1_795_262_400),    // 2026-11-21 12:00 UTC
///     timeZone: TimeZone(identifier: "UTC")!
/// ))
/// let report = sweep.run { done, total in print("\(done)/\(total)") }
/// report.findings.first?.code       // .tableFallback: mk-MK is spoken from the en table
/// report.summary.count(of: .error)  // 0
/// ```
///
/// For each locale, calendar and mode the sweep makes a picker at the configuration's date,
/// with its clock at that date, and reads every row of every wheel: what it shows, and what
/// ``PickerNarrator`` says for it in the configuration's phrasing. The `dateAndTime` date
/// wheel, which spans 200 years of days, is read for a year of them around the picker's
/// date (``Configuration/dateWheelDays``). Each wheel's fixed phrases (label, traits,
/// position, hint) are read from its accessibility element. The time wheels of `time` and
/// `dateAndTime`, which have the same rows, are read once and reported in both modes.
///
/// The checks, by ``QAFinding/Code``; a check that fails on many rows of a wheel reports
/// the first of them, and says on how many:
/// - `table-fallback`: ``PhraseTables/match(for:)`` is a fallback.
/// - `placeholder-leak`: a text contains something not meant for people (see the code).
/// - `empty-value`: a row's text or spoken value, or a fixed phrase, is blank.
/// - `duplicate-rows`: rows of one wheel whose spoken values are equal, ignoring case,
///   white space and invisible characters. A repeated hour of a daylight-saving night is
///   no such case: the hour wheel has one row per wall-clock hour.
/// - `foreign-digits`: a decimal digit of another numbering system than
///   `Locale.numberingSystem`'s, in a row's text or spoken value.
/// - `too-wide`: the widest row of a wheel, in display columns, beyond ``Configuration/maxWidth``.
/// - `raw-number`: a spoken value that is only digits (and white space or bidi marks), on
///   the countdown wheels and, in VoiceOver's phrasing, the minute wheel, whose values are
///   CLDR's counted units; and on the hour wheel, and the minute wheel in natural phrasing,
///   when the phrase table is a fallback: a bare number from the locale's own table is its
///   translators' choice (English says "14" on a 24-hour clock).
/// - `no-voice`, `read-as-name`, `silent-token`, `mark-read-aloud`, `unpronounceable`: with a
///   ``Configuration/speechChecker``, the locale has no voice, or the voice's phonemes for
///   the spoken form of a value, or of a fixed phrase of the locale's own table (label,
///   trait, position, hint), switch to another language to name characters, are silent for
///   it or its digits, or say a mark as a word; or the engine fails on it.
/// - `number-agreement`: with a checker, a value's spoken form writes a number in digits
///   before a noun whose unit CLDR gives a gender, and the voice's phonemes for them differ
///   from those of the number spelled out in that gender (CLDR's rule-based spell-out).
///
/// The sweep spreads locales over worker threads and merges their findings in a fixed
/// order, so the report does not depend on the number of workers or on timing.
public struct QASweep: Sendable {
    /// What the sweep covers.
    public let configuration: Configuration

    /// A sweep of `configuration`.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Runs the sweep and returns its report; blocks until every locale is done.
    ///
    /// - Parameters:
    ///   - workers: how many threads check locales at once; by default one per active
    ///     processor. The report is the same for any number.
    ///   - progress: called after each locale with how many are done and how many there are
    ///     in all, from the worker threads, one call at a time, with `done` going up by one.
    public func run(
        workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> QAReport {
        let locales = configuration.orderedLocales
        let speech = Self.speech(of: configuration, firstLocale: locales.first?.locale)
        let pronunciation = speech.checker.map(PronunciationCheck.init(checker:))
        let results = Locked<[LocaleSweep.Result?]>(Array(repeating: nil, count: locales.count))
        let next = Locked(0)
        let done = Locked(0)
        let configuration = configuration
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, locales.count))) { _ in
            while true {
                let index = next.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard index < locales.count else { return }
                let result = LocaleSweep(
                    tag: locales[index].tag, locale: locales[index].locale,
                    configuration: configuration, pronunciation: pronunciation
                ).run()
                results.withLock { $0[index] = result }
                done.withLock { done in
                    done += 1
                    progress?(done, locales.count)
                }
            }
        }
        let finished = results.withLock { $0 }.compactMap { $0 }
        let findings = finished.flatMap(\.findings)
        return QAReport(
            configuration: reportConfiguration(
                localeCount: locales.count, speechChecked: speech.checker != nil, speechNotCheckedReason: speech.notCheckedReason
            ),
            findings: findings,
            summary: QAReport.Summary(
                findings: findings, localesChecked: finished.count, rowsSpoken: finished.map(\.rowsSpoken).reduce(0, +)
            )
        )
    }

    /// The report's account of this sweep's configuration, for `localeCount` locales and
    /// the speech checks as they went.
    func reportConfiguration(localeCount: Int, speechChecked: Bool, speechNotCheckedReason: String?) -> QAReport.Configuration {
        QAReport.Configuration(
            localeCount: localeCount,
            modes: configuration.orderedModes,
            calendars: configuration.orderedCalendars.map(\.cldrName),
            phrasing: configuration.phrasing,
            maxWidth: configuration.maxWidth,
            referenceDate: configuration.referenceDate.formatted(.iso8601),
            timeZone: configuration.timeZone.identifier,
            dateWheelDays: Configuration.dateWheelDays,
            speechChecked: speechChecked,
            speechNotCheckedReason: speechNotCheckedReason,
            picker: configuration.describedPicker?.source,
            styles: configuration.checksStyles && configuration.describedPicker == nil
        )
    }

    /// The checker the sweep uses, or why there is none.
    ///
    /// An engine that cannot start fails the same way for every locale and text: asked
    /// once (a voice, and the phonemes of "1"), its reason becomes the report's, instead of a `no-voice` finding per locale.
    private static func speech(
        of configuration: Configuration, firstLocale: Locale?
    ) -> (checker: (any QASpeechChecker)?, notCheckedReason: String?) {
        guard let checker = configuration.speechChecker else {
            return (nil, configuration.speechNotCheckedReason ?? "no speech checker was given")
        }
        guard let firstLocale else { return (checker, nil) }
        // A voice can be chosen from a table without the engine; phonemes need it.
        do {
            let voice = try checker.voice(for: firstLocale)
            _ = try checker.phonemes(of: "1", voice: voice)
        } catch {
            if case .engineUnavailable = error { return (nil, error.description) }
        }
        return (checker, nil)
    }
}
