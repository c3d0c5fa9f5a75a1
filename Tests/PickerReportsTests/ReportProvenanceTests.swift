import Foundation
@testable import PickerReports
import Testing

@Suite("Report provenance")
struct ReportProvenanceTests {
    static func provenance(_ arguments: [String], engine: String? = "espeak-ng 1.51") -> ReportProvenance {
        ReportProvenance(toolVersion: "0.10.0", arguments: arguments, madeAt: Date(timeIntervalSince1970: 1_790_000_000), speechEngine: engine)
    }

    @Test("the command line quotes what a shell would split or read")
    func commandLine() {
        #expect(Self.provenance(["describe", "--locale", "de_DE"]).commandLine == "pickervoice describe --locale de_DE")
        #expect(Self.provenance(["simulate", "--actions", "increment hour, select minute 30"]).commandLine
            == "pickervoice simulate --actions 'increment hour, select minute 30'")
        #expect(Self.provenance(["speak", "it's"]).commandLine == #"pickervoice speak 'it'\''s'"#)
        #expect(Self.provenance(["speak", ""]).commandLine == "pickervoice speak ''")
        #expect(Self.provenance(["speak", "$HOME;rm"]).commandLine == "pickervoice speak '$HOME;rm'")
    }

    @Test("Markdown keeps the command as code, with a fence longer than its backticks")
    func markdown() {
        #expect(ReportText.markdownProvenance(Self.provenance(["describe", "--locale", "de_DE"]))
            == "\n_Made by pickervoice 0.10.0 with espeak-ng 1.51 at 2026-09-21T14:13:20Z_: `pickervoice describe --locale de_DE`\n")
        #expect(ReportText.markdownProvenance(Self.provenance(["speak", "a``b"], engine: nil))
            == "\n_Made by pickervoice 0.10.0 with no speech engine at 2026-09-21T14:13:20Z_: ```pickervoice speak 'a``b'```\n")
        #expect(ReportText.markdownProvenance(nil) == "")
    }

    @Test("JSON has the provenance beside the report's own properties, and none when not given")
    func json() throws {
        struct Small: Encodable { let version = 1 }
        #expect(try ReportText.json(Small(), provenance: nil) == "{\n  \"version\" : 1\n}")
        let text = try ReportText.json(Small(), provenance: Self.provenance(["qa"], engine: nil))
        #expect(text.contains("\"provenance\" : {\n    \"arguments\" : [\n      \"qa\"\n    ],\n    \"madeAt\" : \"2026-09-21T14:13:20Z\","))
        #expect(!text.contains("speechEngine"))
        #expect(text.hasSuffix("\"version\" : 1\n}"))
    }
}
