import Foundation
import PickerSession
import PickerSpeech

extension SpeechDelivery {
    /// Says `speech` at `sampleRate`: synthesized whole, resampled by libsoxr, then played,
    /// written to the file or to standard output.
    func runResampled(to sampleRate: Int, _ speech: UtteranceSpeech, on backend: SpeechBackend, _ checked: Checked) throws {
        let audio = try SpeechBackend.run { () throws(SpeechError) in try SpeechBackend.resample(speech.audio(), to: sampleRate) }
        if checked.toStandardOutput {
            Output.write(Array(try SpeechBackend.run { () throws(SpeechError) in try WAVFile.data(for: audio) }))
        } else if let destination = checked.destination {
            try Self.writing { try UtteranceSpeech.writeWAV(audio, to: destination) }
            reportWritten(output ?? destination.path, duration: audio.duration, voice: speech.voice, sampleRate: audio.sampleRate, spokenAs: nil)
        } else {
            try SpeechBackend.run { () throws(SpeechError) in try backend.play(audio) }
        }
    }
}
