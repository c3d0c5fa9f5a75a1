import Foundation
import PickerModel
@testable import PickerQA
import PickerSpeech
import Testing

/// A checker whose engine cannot start, as espeak-ng when its library is missing.
struct UnavailableChecker: QASpeechChecker {
    func voice(for locale: Locale) throws(SpeechError) -> Voice {
        throw .engineUnavailable("its library cannot be loaded")
    }

    func phonemes(of text: String, voice: Voice) throws(SpeechError) -> String {
        throw .engineUnavailable("its library cannot be loaded")
    }
}

@Suite("QAFilter: baselines and ignored codes")
struct QAFilterTests {
    @Test("a report's own findings as its baseline leave nothing; the summary counts what is left")
    func sameBaseline() {
        let report = sweep(["mk_MK", "ain"], modes: [.time])
        #expect(report.summary.findingCount > 2)
        let filtered = QAFilter(baseline: report.findings).apply(to: report)
        #expect(filtered.findings.isEmpty && filtered.summary.findingCount == 0 && filtered.highestSeverity == nil)
        #expect(filtered.summary.localesChecked == 2 && filtered.summary.rowsSpoken == report.summary.rowsSpoken)
        #expect(filtered.filtered == QAReport.Filtered(baseline: true, knownFindings: report.findings.count, ignoredCodes: [], ignoredFindings: 0))
    }

    @Test("only findings not in the baseline are kept; a moved row or a new message is still known")
    func newFindings() throws {
        let report = sweep(["mk_MK", "ain"], modes: [.time])
        let accepted = report.findings.filter { $0.locale == "mk-MK" }.map { finding in
            QAFinding(locale: finding.locale, mode: finding.mode, calendar: finding.calendar, wheel: finding.wheel,
                      row: finding.row.map { $0 + 5 }, severity: finding.severity, code: finding.code,
                      message: "an older wording", text: finding.text)
        }
        let filtered = QAFilter(baseline: accepted).apply(to: report)
        #expect(filtered.findings == report.findings.filter { $0.locale == "ain" })
        #expect(filtered.summary.localesWithFindings == 1)
        #expect(filtered.filtered?.knownFindings == accepted.count)
        // Another text is another finding.
        let changed = accepted.map { finding in
            QAFinding(locale: finding.locale, mode: finding.mode, calendar: finding.calendar, wheel: finding.wheel, row: finding.row,
                      severity: finding.severity, code: finding.code, message: finding.message, text: finding.text + "x")
        }
        #expect(QAFilter(baseline: changed).apply(to: report).findings.count == report.findings.count)
    }

    @Test("a baseline from before the split: its unpronounceable findings accept read-as-name and silent-token of the same text, not others")
    func baselineBeforeSplit() throws {
        let checker = ScriptedChecker(voices: ["ja": Voice("ja"), "tr": Voice("tr")])
        let report = sweep(["ja_JP", "tr_TR"], modes: [.time], speechChecker: checker)
        let split = report.findings.filter { [.readAsName, .silentToken].contains($0.code) }
        #expect(Set(split.map(\.code)) == [.readAsName, .silentToken])
        let old = split.filter { $0.locale == "ja-JP" }.map { finding in
            QAFinding(locale: finding.locale, mode: finding.mode, calendar: finding.calendar, wheel: finding.wheel, row: finding.row,
                      severity: .warning, code: .unpronounceable, message: finding.message, text: finding.text)
        }
        let filtered = QAFilter(baseline: old).apply(to: report)
        #expect(filtered.filtered?.knownFindings == old.count)
        #expect(filtered.findings.filter { $0.code == .readAsName }.isEmpty)
        #expect(filtered.findings.filter { $0.code == .silentToken } == report.findings.filter { $0.code == .silentToken })
    }

    @Test("ignored codes are left out and counted; without a baseline, none is known")
    func ignoredCodes() {
        let report = sweep(["mk_MK", "ain"], modes: [.time])
        let filtered = QAFilter(baseline: nil, ignoredCodes: [.rawNumber, .tableFallback]).apply(to: report)
        #expect(!filtered.findings.contains { [.rawNumber, .tableFallback].contains($0.code) })
        #expect(filtered.filtered?.ignoredCodes == [.tableFallback, .rawNumber], "in allCases order")
        #expect(filtered.filtered?.ignoredFindings == report.findings.filter { [.rawNumber, .tableFallback].contains($0.code) }.count)
        #expect(filtered.filtered?.baseline == false && filtered.filtered?.knownFindings == 0)
        #expect(QAFilter(baseline: nil).apply(to: report) == report, "an empty filter changes nothing")
    }

    @Test("an engine that cannot start: speech not checked, with its reason, and no no-voice finding per locale")
    func engineUnavailable() {
        let report = sweep(["mk_MK", "de_DE"], modes: [.time], speechChecker: UnavailableChecker())
        #expect(!report.configuration.speechChecked)
        #expect(report.configuration.speechNotCheckedReason == "the speech engine could not start: its library cannot be loaded")
        #expect(report.findings(.noVoice).isEmpty && report.findings(.unpronounceable).isEmpty)
        let without = sweep(["de_DE"], modes: [.time])
        #expect(without.configuration.speechNotCheckedReason == "no speech checker was given")
        var configuration = configuration(["de_DE"], modes: [.time])
        configuration.speechNotCheckedReason = "this build has no speech"
        #expect(QASweep(configuration).run(workers: 1).configuration.speechNotCheckedReason == "this build has no speech")
    }
}

/// A checker whose engine says something of its own about the Belarusian voice.
struct TalkativeChecker: QASpeechChecker {
    func voice(for locale: Locale) throws(SpeechError) -> Voice {
        Voice(locale.language.languageCode?.identifier ?? "en")
    }

    func phonemes(of text: String, voice: Voice) throws(SpeechError) -> String { "ipa" }

    func engineMessages(for voice: Voice) -> [String] {
        voice == Voice("be") ? ["Full dictionary is not installed for 'be'"] : []
    }

    func cannotServe(_ voice: Voice) -> String? {
        voice == Voice("th") ? "listeners do not understand it" : nil
    }
}

@Suite("engine-message")
struct EngineMessageTests {
    @Test("what the engine printed for a locale's voice is a finding per mode, about the whole locale")
    func engineMessage() throws {
        let report = sweep(["be_BY", "de_DE"], modes: [.date, .time], speechChecker: TalkativeChecker())
        let findings = report.findings(.engineMessage)
        #expect(findings.map(\.locale) == ["be-BY", "be-BY"] && findings.map(\.mode) == [.date, .time])
        let finding = try #require(findings.first)
        #expect(finding.wheel == nil && finding.row == nil && finding.severity == .warning)
        #expect(finding.text == "Full dictionary is not installed for 'be'")
        #expect(finding.message == "The speech engine said \"Full dictionary is not installed for 'be'\" while it read this locale's values in the voice be.")
    }

    @Test("a voice that cannot serve its language is an error per mode, about the whole locale; other voices are not")
    func voiceCannotServe() throws {
        let report = sweep(["th_TH", "de_DE"], modes: [.date, .time], speechChecker: TalkativeChecker())
        let findings = report.findings(.voiceCannotServe)
        #expect(findings.map(\.locale) == ["th-TH", "th-TH"] && findings.map(\.mode) == [.date, .time])
        let finding = try #require(findings.first)
        #expect(finding.wheel == nil && finding.row == nil && finding.severity == .error && finding.text == "th")
        #expect(finding.message == "The voice th cannot serve this locale: listeners do not understand it.")
        #expect(sweep(["th_TH"], modes: [.date]).findings(.voiceCannotServe).isEmpty, "not without a checker")
    }
}
