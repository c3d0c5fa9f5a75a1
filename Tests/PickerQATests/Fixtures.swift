import Foundation
import PickerAccessibility
import PickerModel
@testable import PickerQA
import PickerTestSupport
import Testing

/// UTC, explicitly.
let utc = TimeZone(identifier: "UTC")!

/// A configuration with everything explicit: Gregorian, UTC and `referenceNow` (Saturday
/// 21 November 2026, 12:00 UTC) unless told.
func configuration(
    _ identifiers: [String],
    modes: [DatePickerMode] = DatePickerMode.allCases,
    calendars: [Calendar.Identifier] = [.gregorian],
    phrasing: Phrasing = .voiceOver,
    maxWidth: Int = QASweep.Configuration.defaultMaxWidth,
    speechChecker: (any QASpeechChecker)? = nil
) -> QASweep.Configuration {
    QASweep.Configuration(
        locales: identifiers.map(Locale.init(identifier:)),
        referenceDate: referenceNow,
        timeZone: utc,
        modes: modes,
        calendars: calendars,
        phrasing: phrasing,
        maxWidth: maxWidth,
        speechChecker: speechChecker
    )
}

/// The report of a sweep of `identifiers`.
func sweep(
    _ identifiers: [String],
    modes: [DatePickerMode] = DatePickerMode.allCases,
    calendars: [Calendar.Identifier] = [.gregorian],
    phrasing: Phrasing = .voiceOver,
    maxWidth: Int = QASweep.Configuration.defaultMaxWidth,
    speechChecker: (any QASpeechChecker)? = nil,
    workers: Int = 2
) -> QAReport {
    QASweep(configuration(
        identifiers, modes: modes, calendars: calendars, phrasing: phrasing, maxWidth: maxWidth,
        speechChecker: speechChecker
    )).run(workers: workers)
}

extension QAReport {
    /// The findings with `code`, optionally of one locale only.
    func findings(_ code: QAFinding.Code, locale: String? = nil) -> [QAFinding] {
        findings.filter { $0.code == code && (locale == nil || $0.locale == locale) }
    }

    /// The report as JSON with sorted keys, as a renderer writes it.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// Expects exactly one finding, and returns it for further checks.
@discardableResult
func expectOne(
    _ findings: [QAFinding], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> QAFinding? {
    #expect(findings.count == 1, "\(comment.map { "\($0): " } ?? "")\(findings.map(\.message))", sourceLocation: sourceLocation)
    return findings.first
}

/// A row of a test sample: index, display text, spoken value.
func row(_ index: Int, _ display: String, _ spoken: String? = nil) -> WheelSample.Row {
    WheelSample.Row(index: index, display: display, spoken: spoken ?? display)
}

/// The checks of a locale, with a given table match, for samples made by hand.
func checks(
    _ identifier: String = "en_US", fallback: Bool = false, phrasing: Phrasing = .voiceOver, maxWidth: Int = 16
) -> WheelChecks {
    let locale = Locale(identifier: identifier)
    return WheelChecks(
        locale: locale,
        match: LocalizationMatch(requested: locale.identifier(.bcp47), table: "en", isFallback: fallback),
        digits: LocaleDigits(locale: locale),
        phrasing: phrasing,
        maxWidth: maxWidth,
        pronunciation: nil,
        voice: nil
    )
}
