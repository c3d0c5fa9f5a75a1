import Foundation
@testable import PickerQA
import Testing

/// What a sweep reads besides its options, as any front end reads it.
@Suite("QA inputs")
struct QAInputsTests {
    @Test("a locales file: a locale a line, comments and blank lines skipped, lines counted as an editor counts them")
    func localesFile() {
        let named = QAInputs.localeNames(in: "# CI locales\r\nde_DE\n\n  fr-CA  # Québec\nja\n")
        #expect(named.map(\.line) == [2, 4, 5])
        #expect(named.map(\.name) == ["de_DE", "fr-CA", "ja"])
    }

    @Test("the file's name in a report: relative inside the current folder, a URI outside it, none for a pipe")
    func artifact() {
        #expect(QAInputs.artifactURI(of: "/repo/ci/locales.txt", currentFolder: "/repo") == "ci/locales.txt")
        #expect(QAInputs.artifactURI(of: "/elsewhere/locales.txt", currentFolder: "/repo") == "file:///elsewhere/locales.txt")
        #expect(QAInputs.artifactURI(of: "-", currentFolder: "/repo") == nil)
        #expect(QAInputs.artifactURI(of: "/dev/stdin", currentFolder: "/repo") == nil)
    }

    @Test("a baseline that is not a report says why in a few words")
    func baseline() {
        #expect(throws: QAInputs.UnreadableBaseline.self) { try QAInputs.baselineFindings(in: Data("not json".utf8)) }
        do {
            _ = try QAInputs.baselineFindings(in: Data("{}".utf8))
            Issue.record("an empty object is no report")
        } catch {
            #expect(error.reason.hasPrefix("it lacks"), "\(error.reason)")
        }
    }
}
