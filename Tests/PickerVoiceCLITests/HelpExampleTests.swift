import Foundation
import Testing

/// The examples in `--help` are commands people copy: each must run.
@Suite("pickervoice help examples")
struct HelpExampleTests {
    /// The command lines under "Examples:" (or "Example:") in a help text, split into arguments
    /// (double quotes group words), without the leading `pickervoice`. A line ending in
    /// " \\" continues on the next, as in a shell.
    static func examples(in help: String) -> [[String]] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == "Examples:" || $0 == "Example:" }) else { return [] }
        var commands: [String] = []
        var continues = false
        for line in lines[(start + 1)...] {
            if continues {
                commands[commands.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("  pickervoice ") {
                commands.append(String(line))
            } else {
                break
            }
            continues = commands[commands.count - 1].hasSuffix(" \\")
            if continues { commands[commands.count - 1].removeLast(2) }
        }
        return commands
            .map { line in
                var arguments: [String] = []
                var current = ""
                var quoted = false
                for character in line.dropFirst("  pickervoice ".count) {
                    switch character {
                    case "\"": quoted.toggle()
                    case " " where !quoted:
                        if !current.isEmpty { arguments.append(current) }
                        current = ""
                    default: current.append(character)
                    }
                }
                if !current.isEmpty { arguments.append(current) }
                // "> picker.html": the shell's redirection, not an argument.
                if let redirect = arguments.firstIndex(of: ">") { arguments.removeSubrange(redirect...) }
                return arguments
            }
    }

    // Not interactive: it refuses to run without a terminal. InteractiveTests runs its
    // examples in tmux.
    #if Speech
    static let subcommands: [[String]] = [[], ["describe"], ["simulate"], ["qa"], ["schema"], ["speak"], ["voices"], ["prompts"]]
    #else
    static let subcommands: [[String]] = [[], ["describe"], ["simulate"], ["qa"], ["schema"]]
    #endif

    @Test("every example in the help runs", arguments: subcommands)
    func examplesRun(_ subcommand: [String]) throws {
        // A wide terminal, so that ArgumentParser does not wrap the example lines.
        let help = try PickerVoiceProcess.succeed(subcommand + ["--help"], environment: PickerVoiceProcess.environment(adding: ["COLUMNS": "1000"]))
        let examples = Self.examples(in: help)
        #expect(!examples.isEmpty, "no examples in:\n\(help)")
        for example in examples {
            #if !Speech
            // A build without speech cannot run the examples that speak.
            if example.contains("--speak") || example.first == "speak" || example.first == "voices" { continue }
            #endif
            // The examples that leave the locale, zone, date or clock to the machine get fixed ones.
            // A described picker (--picker) has no date to pin.
            var arguments = ["schema", "voices", "qa"].contains(example.first) || example.contains("--picker")
                ? example : PickerVoiceProcess.pinned(example)
            // qa: a sample instead of every locale (a debug build is slow), and its
            // exit status 1 means findings, which an example with --fail-on may have.
            let isQA = example.first == "qa"
            if isQA, let all = arguments.firstIndex(of: "--all-locales") { arguments[all...all] = ["--locales", "de_DE,mk_MK"] }
            // The report an example names as its baseline (--baseline qa.json).
            let baseline = isQA && arguments.contains("--baseline")
                ? try PickerVoiceProcess.run(["qa", "--locales", "mk_MK", "--modes", "time", "--no-speech", "--format", "json"]).stdout : ""
            func check() throws {
                // In a folder of its own: some examples write WAV files, or read locales.txt.
                let output = try withTemporaryFolder { folder in
                    try Data("de_DE\nfr_CA  # Quebec\n".utf8).write(to: folder.appending(path: "locales.txt"))
                    try Data(baseline.utf8).write(to: folder.appending(path: "qa.json"))
                    // The example picker descriptions, where the examples name them.
                    let examples = URL(filePath: #filePath).deletingLastPathComponent()
                        .appending(path: "../../Resources/Examples").standardized
                    try FileManager.default.createDirectory(at: folder.appending(path: "Resources"), withIntermediateDirectories: true)
                    try FileManager.default.copyItem(at: examples, to: folder.appending(path: "Resources/Examples"))
                    // The tables, where the examples name them (--localizations Localizations).
                    try FileManager.default.copyItem(at: TablesCommandTests.localizations, to: folder.appending(path: "Localizations"))
                    return try PickerVoiceProcess.run(arguments, in: folder)
                }
                #expect(output.exited && (output.status == 0 || isQA && output.status == 1), "pickervoice \(example.joined(separator: " "))\n\(output)")
                #expect(output.stderr == "")
                #expect(!output.stdout.isEmpty)
            }
            try check()
        }
    }
}
