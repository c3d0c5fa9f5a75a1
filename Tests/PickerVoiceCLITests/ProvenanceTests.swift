import Foundation
import Testing

/// Every document report says what made it (issue 24): the tool and version, the arguments,
/// the time (SOURCE_DATE_EPOCH pins it) and the speech engine; the terminal's text and CSV
/// do not.
@Suite("Reports say what made them")
struct ProvenanceTests {
    /// 2026-09-21T14:13:20Z.
    static let epoch = "1790000000"
    static let madeAt = "2026-09-21T14:13:20Z"
    static let picker = ["--mode", "time", "--locale", "de_DE", "--time-zone", "Europe/Berlin", "--date", "2026-11-21T14:05",
                         "--now", "2026-11-21T12:00:00Z"]
    #if Speech
    static let engine: String? = "espeak-ng 1.51"
    #else
    static let engine: String? = nil
    #endif

    static func pinned() -> [String: String] {
        PickerVoiceProcess.environment(adding: ["SOURCE_DATE_EPOCH": epoch])
    }

    static func version() throws -> String {
        try PickerVoiceProcess.succeed(["--version"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("describe, simulate and qa JSON carry the tool, its version, the arguments, the pinned time and the engine")
    func json() throws {
        let version = try Self.version()
        for arguments in [
            ["describe"] + Self.picker,
            ["simulate"] + Self.picker + ["--actions", "increment hour"],
            ["qa", "--locales", "de_DE", "--modes", "time", "--no-speech", "--date", "2026-11-21T14:05"],
        ] {
            let full = arguments + ["--format", "json"]
            let output = try PickerVoiceProcess.run(full, environment: Self.pinned())
            let report = try JSON(parsing: output.stdout)
            let provenance = try #require(report["provenance"], "\(full)")
            #expect(provenance["tool"] == "pickervoice")
            #expect(provenance["toolVersion"]?.stringValue == version)
            #expect(provenance["arguments"] == .array(full.map { .string($0) }))
            #expect(provenance["madeAt"] == .string(Self.madeAt))
            #expect(provenance["speechEngine"]?.stringValue == Self.engine)
        }
    }

    @Test("Markdown ends with the sentence, HTML with a footer; text and CSV carry none")
    func documents() throws {
        let version = try Self.version()
        let engine = Self.engine ?? "no speech engine"
        let markdown = try PickerVoiceProcess.run(["describe"] + Self.picker + ["--format", "markdown"], environment: Self.pinned()).stdout
        let sentence = "_Made by pickervoice \(version) with \(engine) at \(Self.madeAt)_: `pickervoice describe "
            + Self.picker.joined(separator: " ") + " --format markdown`"
        #expect(markdown.hasSuffix("\n\(sentence)\n"))
        let html = try PickerVoiceProcess.run(
            ["simulate"] + Self.picker + ["--actions", "increment hour", "--format", "html", "--no-audio"], environment: Self.pinned()
        ).stdout
        #expect(html.contains("<footer>\n<dl class=\"config\" id=\"provenance\">\n<dt>Made by</dt><dd>pickervoice \(version)</dd>"))
        #expect(html.contains("<dt>Made at</dt><dd>\(Self.madeAt)</dd>"))
        #expect(html.contains("<dt>Command</dt><dd><code>pickervoice simulate --mode time --locale de_DE"))
        #expect(html.contains("--actions &#39;increment hour&#39; --format html --no-audio</code>"))
        for format in ["text", "csv"] {
            let output = try PickerVoiceProcess.run(["describe"] + Self.picker + ["--format", format], environment: Self.pinned())
            #expect(output.status == 0)
            #expect(!output.stdout.contains("Made by") && !output.stdout.contains(Self.madeAt))
        }
    }

    @Test("JUnit's properties and SARIF's invocation say what ran, when, and with which engine")
    func ciFormats() throws {
        let qa = ["qa", "--locales", "de_DE", "--modes", "time", "--no-speech", "--date", "2026-11-21T14:05"]
        let junit = try PickerVoiceProcess.run(qa + ["--format", "junit"], environment: Self.pinned()).stdout
        #expect(junit.contains("<property name=\"commandLine\" value=\"pickervoice \(qa.joined(separator: " ")) --format junit\"/>"))
        #expect(junit.contains("<property name=\"madeAt\" value=\"\(Self.madeAt)\"/>"))
        #expect(junit.contains("<property name=\"speechEngine\" value=\"\(Self.engine ?? "none")\"/>"))
        let sarif = try JSON(parsing: try PickerVoiceProcess.run(qa + ["--format", "sarif"], environment: Self.pinned()).stdout)
        let run = try #require(sarif["runs"]?[0])
        #expect(run["invocations"]?[0]?["endTimeUtc"] == .string(Self.madeAt))
        #expect(run["invocations"]?[0]?["commandLine"]?.stringValue == "pickervoice \(qa.joined(separator: " ")) --format sarif")
        if let engine = Self.engine {
            #expect(run["tool"]?["extensions"]?[0]?["name"] == "espeak-ng")
            #expect(run["tool"]?["extensions"]?[0]?["version"]?.stringValue == engine.replacingOccurrences(of: "espeak-ng ", with: ""))
        } else {
            #expect(run["tool"]?["extensions"] == nil)
        }
    }

    @Test("a SOURCE_DATE_EPOCH that is not whole seconds is one line and status 1 where a report would use it, ignored where not")
    func badEpoch() throws {
        let environment = PickerVoiceProcess.environment(adding: ["SOURCE_DATE_EPOCH": "yesterday"])
        let refused = try PickerVoiceProcess.run(["describe"] + Self.picker + ["--format", "json"], environment: environment)
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(refused.stderr.contains("SOURCE_DATE_EPOCH 'yesterday'"))
        let text = try PickerVoiceProcess.run(["describe"] + Self.picker, environment: environment)
        #expect(text.status == 0)
    }
}
