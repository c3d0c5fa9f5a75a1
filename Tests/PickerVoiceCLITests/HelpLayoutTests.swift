import Foundation
import Testing

/// Help that people copy from: examples not broken inside an argument, and a mistyped
/// subcommand named as one.
@Suite("help layout")
struct HelpLayoutTests {
    static let commands: [[String]] = [
        [], ["describe"], ["simulate"], ["interactive"], ["qa"], ["session"], ["speak"], ["prompts"], ["voices"],
        ["schema"], ["tables"], ["tables", "export"], ["tables", "import"],
    ]

    @Test("on an 80-column terminal every example line is indented and ends outside quotes", arguments: commands)
    func examplesAreNotBroken(_ command: [String]) throws {
        let help = try PickerVoiceProcess.succeed(command + ["--help"], environment: PickerVoiceProcess.environment(adding: ["COLUMNS": "80"]))
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0 == "Examples:" || $0 == "Example:" }) else { return }
        for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty }) {
            #expect(line.hasPrefix("  "), "\(command): '\(line)' was wrapped")
            #expect(line.count <= 80, "\(command): '\(line)'")
            var quote: Character?
            for character in line {
                if let open = quote { if character == open { quote = nil } } else if character == "\"" || character == "'" { quote = character }
            }
            #expect(quote == nil, "\(command): '\(line)' ends inside quotes")
        }
    }

    @Test("a mistyped subcommand is named as one, with the nearest name; usage status 64")
    func mistypedSubcommand() throws {
        let near = try PickerVoiceProcess.run(["descibe", "--locale", "de_DE"])
        #expect(near.status == 64)
        #expect(near.stderrLines == ["pickervoice: error: unknown subcommand 'descibe'; did you mean 'describe'? (see 'pickervoice help')"])
        let far = try PickerVoiceProcess.run(["frobnicate"])
        #expect(far.status == 64)
        #expect(far.stderrLines.first?.hasPrefix("pickervoice: error: unknown subcommand 'frobnicate'; the subcommands are describe, simulate") == true)
    }
}
