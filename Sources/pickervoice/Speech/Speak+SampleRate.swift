import Foundation
import PickerFiles
import PickerSpeech

extension SpeechDelivery {
    /// Says `utterance` at `sampleRate`: synthesized whole, resampled by libsoxr, then
    /// played, written to the file or to standard output.
    func runResampled(
        to sampleRate: Int, _ utterance: Utterance, voice: Voice, spokenForm: SpokenForm, on backend: SpeechBackend, _ checked: Checked
    ) throws {
        let format: TextFormat = ssml ? .ssml : .plainText
        let audio = try SpeechBackend.run { () throws(SpeechError) in
            let spoken = try SpokenUtterance(
                text: utterance.text, parts: utterance.parts, voice: voice, prosody: checked.prosody, format: format,
                spokenForm: spokenForm, synthesizer: backend.synthesizer
            )
            return try SpeechBackend.resample(spoken.audio, to: sampleRate)
        }
        if checked.toStandardOutput {
            Output.write(Array(try SpeechBackend.run { () throws(SpeechError) in try WAVFile.data(for: audio) }))
        } else if let destination = checked.destination {
            // Staged as every WAV file is (see `run`): nothing is left of a failed write.
            let staged = try CLIError.files { () throws(FileOutputError) in try StagedFolder(in: destination.deletingLastPathComponent()) }
            do {
                try staged.write(named: destination.lastPathComponent) { descriptor in
                    try SpeechBackend.run { () throws(SpeechError) in
                        var writer = try WAVFile.StreamWriter(descriptor: descriptor, path: destination.path)
                        try writer.append(audio.samples, sampleRate: audio.sampleRate)
                        try writer.finish(sampleRate: audio.sampleRate)
                    }
                }
            } catch let error as FileOutputError {
                throw CLIError(error)
            }
            try CLIError.files { () throws(FileOutputError) in try staged.commit() }
            Output.print("wrote \(output ?? destination.path): \(SpeechFormats.secondsText(audio.duration)), voice \(voice), \(audio.sampleRate) Hz mono 16-bit")
        } else {
            try SpeechBackend.run { () throws(SpeechError) in try backend.play(audio) }
        }
    }
}
