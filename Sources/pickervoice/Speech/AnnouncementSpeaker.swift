import Foundation
import PickerReports
import PickerModel
import PickerSpeech

/// Speaks the announcements of `simulate --speak`: plays them, or writes numbered WAV
/// files and an index to a folder, all or nothing (see ``StagedFolder``).
struct AnnouncementSpeaker {
    private let backend: SpeechBackend
    private let prosody: Prosody
    private let voice: Voice?
    private let folder: URL?
    /// The folder as the user wrote it, for messages.
    private let folderName: String?

    /// Checks the options and the folder before any step runs.
    init(_ options: SpeechOptions, outputDirectory: String?) throws(CLIError) {
        prosody = try options.prosody()
        voice = try options.explicitVoice()
        backend = try SpeechBackend.make()
        folderName = outputDirectory
        folder = try outputDirectory.map { path throws(CLIError) in try OutputPaths.folder(path, option: "--output-dir") }
    }

    /// Speaks each step's announcement; returns a line saying what was written, if anything.
    func speak(_ steps: [StepReport], of picker: any ColumnPicker) throws(CLIError) -> String? {
        let speaker = PickerSpeaker(synthesizer: backend.synthesizer, voice: self.voice, prosody: prosody)
        let voice = try SpeechBackend.run { () throws(SpeechError) in try speaker.voice(for: picker) }
        let spoken = try steps.map { step throws(CLIError) in
            try SpeechBackend.run { () throws(SpeechError) in try speaker.speak(announcement: step.announcement, of: picker) }
        }
        guard let folder else {
            for speech in spoken {
                do {
                    try backend.play(speech.audio)
                } catch .noAudioDevice {
                    // simulate writes files with --output-dir, not --output.
                    throw CLIError("\(SpeechError.noAudioDevice("no sound card or sound server")) with --output-dir FOLDER")
                } catch {
                    throw SpeechBackend.cliError(error)
                }
            }
            return nil
        }

        let spokenForm = SpokenForm(locale: picker.locale)
        let width = max(2, String(steps.count).count)
        let names = steps.enumerated().map { index, step in
            let number = String(repeating: "0", count: width - String(index + 1).count) + String(index + 1)
            return "\(number)-\(Self.slug(step.action)).wav"
        }
        try StagedFolder.check(names + ["index.json"], in: folder)
        let entries = zip(steps, zip(names, spoken)).enumerated().map { index, item in
            let (step, (name, speech)) = item
            return SpeechIndex.Step(step: index + 1, action: step.action, text: step.announcement,
                                    spokenAs: spokenForm.spokenAs(step.announcement), file: name,
                                    duration: SpeechFormats.seconds(speech.audio.duration))
        }
        let index = SpeechIndex(
            locale: picker.locale.identifier(.bcp47), voice: voice.rawValue,
            sampleRate: spoken.first?.audio.sampleRate ?? 0, steps: entries
        )
        // All or nothing, and never at the cost of the previous run's files: the set is
        // written aside and moved into place whole (StagedFolder).
        let staged = try StagedFolder(in: folder)
        for (name, speech) in zip(names, spoken) {
            try staged.write(try SpeechBackend.run { () throws(SpeechError) in try WAVFile.data(for: speech.audio) }, named: name)
        }
        let indexJSON: String
        do {
            indexJSON = try ReportText.json(index)
        } catch {
            throw CLIError("cannot encode index.json: \(error)")
        }
        try staged.write(Data((indexJSON + "\n").utf8), named: "index.json")
        try staged.commit()
        let total = spoken.reduce(Duration.zero) { $0 + $1.audio.duration }
        return "spoken: \(steps.count) announcements, \(SpeechFormats.secondsText(total)), voice \(voice), in \(folderName ?? folder.path) (index.json lists them)"
    }

    /// "select date 2026-11-27" as "select-date-2026-11-27"; letters outside ASCII become "-".
    static func slug(_ action: String) -> String {
        let characters = action.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        return String(characters).split(separator: "-").joined(separator: "-")
    }
}
