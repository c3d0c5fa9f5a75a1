import ArgumentParser
import Foundation
import PickerFiles

@main
struct PickerVoice: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pickervoice",
        abstract: "Know what a screen reader says on an iOS-style date picker.",
        discussion: HelpExamples.laidOut("""
        Models UIDatePicker's wheels (date, time, dateAndTime and countDownTimer modes) for \
        any locale, calendar and time zone Foundation knows, and simulates user actions on them \
        (simulate) or lets you turn them in a terminal (interactive).

        Exit status: 0 success, 1 an error (one line on stderr) or, for qa, findings at or \
        above --fail-on; 64 a usage error; 70 an internal error.

        Shell completions: pickervoice --generate-completion-script bash (or zsh, fish).

        Examples:
          pickervoice describe --mode time --locale de_DE \\
            --date 2026-11-21T14:05 --time-zone Europe/Berlin
          pickervoice simulate --mode date --date 2026-01-31 --actions "increment month"
          pickervoice qa --locales de_DE,fr_CA,ja_JP --date 2026-11-21
        """),
        version: PickerVoice.version,
        subcommands: [Describe.self, Simulate.self, Interactive.self, QA.self, Session.self, Speak.self, Prompts.self, Voices.self, Schema.self, Tables.self]
    )

    /// The version `pickervoice --version` prints.
    static let version = "0.10.0"

    /// Runs the command, and turns every error into one line on stderr.
    ///
    /// ArgumentParser prints usage after a parse error; a tool other programs call is
    /// easier to use with one line that names the problem and where to get help.
    static func main() {
        Interruption.unblock()
        do {
            if let problem = Output.prepareStandardStreams() { throw CLIError(problem) }
            let arguments = CommandLine.arguments.dropFirst()
            if arguments.first == "speak", let speech = TextSpeech.quickReading(of: Array(arguments.dropFirst())) {
                try speech.run()
            } else {
                if let first = arguments.first, let problem = SubcommandName.problem(with: first) {
                    throw ValidationError(problem)
                }
                var command = try parseAsRoot()
                try command.run()
            }
            if let problem = Output.failure.withLock({ $0 }) { throw CLIError("cannot write to standard output: \(problem)") }
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode {
                exit(withError: error)
            }
            if let problems = (error as? CLIError)?.problems, !problems.isEmpty {
                let lines = problems.map { "pickervoice: error: \($0)\n" }.joined()
                FileHandle.standardError.write(Data(lines.utf8))
                Foundation.exit(1)
            }
            let message = (error as? CLIError)?.description ?? message(for: error)
            let line = message
                .split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("Usage:") && !$0.hasPrefix("See '") }
                .joined(separator: " ")
            FileHandle.standardError.write(Data("pickervoice: error: \(line) (see 'pickervoice help')\n".utf8))
            Foundation.exit(code == .validationFailure ? code.rawValue : 1)
        }
    }
}
