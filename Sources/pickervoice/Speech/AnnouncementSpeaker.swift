import Foundation
import PickerFiles
import PickerReports
import PickerModel
import PickerSession
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
        backend.warnIfCannotServe(voice)
        let spoken = try SpeechBackend.run { () throws(SpeechError) in try AnnouncementFiles.speak(steps, of: picker, speaker: speaker) }
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

        let written = try CLIError.files { () throws(FileOutputError) in
            try AnnouncementFiles.write(spoken, of: steps, voice: voice, locale: picker.locale, into: folder)
        }
        let total = spoken.reduce(Duration.zero) { $0 + $1.audio.duration }
        return "spoken: \(written.steps.count) announcements, \(SpeechFormats.secondsText(total)), voice \(voice), in \(folderName ?? folder.path) (index.json lists them)"
    }
}
