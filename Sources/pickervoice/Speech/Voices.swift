import ArgumentParser
import Foundation
import PickerReports
import PickerSpeech

/// `pickervoice voices`: espeak-ng's voices, each with why it cannot serve its language
/// where it cannot.
struct Voices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voices",
        abstract: "List espeak-ng's voices, or show which voice speaks a locale.",
        discussion: HelpExamples.laidOut("""
        Examples:
          pickervoice voices
          pickervoice voices --locale pt_BR
          pickervoice voices --format json
        """)
    )

    @Option(help: ArgumentHelp("Show only the voice that speaks this locale.", valueName: "identifier"), completion: Completions.locales)
    var locale: String?

    @Option(help: "Output format: text for people, json for programs.")
    var format: OutputFormat = .text

    func run() throws {
        let backend = try SpeechBackend.make()
        let voices = try SpeechBackend.run(backend.voices)
        var shown = voices
        if let locale {
            let parsed = try InputParsing.locale(locale)
            let voice = try SpeechBackend.run { () throws(SpeechError) in try backend.synthesizer.voice(for: parsed) }
            shown = voices.filter { $0.voice == voice.rawValue }
            if shown.isEmpty {
                shown = [SpeechBackend.VoiceRow(voice: voice.rawValue, name: voice.rawValue, languages: [], cannotServe: backend.synthesizer.cannotServe(voice))]
            }
        }
        switch format {
        case .json:
            Output.print(try ReportText.json(shown))
        case .text:
            let width = (shown.map(\.voice.count).max() ?? 5) + 2
            for row in shown {
                let padded = row.voice.padding(toLength: width, withPad: " ", startingAt: 0)
                let limitation = row.cannotServe.map { "; cannot serve: \($0)" } ?? ""
                Output.print("\(padded)\(row.name) (\(row.languages.joined(separator: ", "))\(limitation))")
            }
        }
    }
}
