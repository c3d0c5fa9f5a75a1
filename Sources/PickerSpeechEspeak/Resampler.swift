#if Speech
import PickerSpeech

/// Audio at another sample rate, through libsoxr (a maintained resampler, not ours):
/// 8 kHz for telephony, 16 kHz for speech recognizers, 48 kHz for video.
public enum Resampler {
    /// The rates ``resample(_:to:)`` takes, in hertz.
    public static let sampleRates = [8_000, 16_000, 22_050, 24_000, 44_100, 48_000]

    /// `audio` at `sampleRate`; the same audio when it is already at that rate.
    ///
    /// - Throws: ``SpeechError/engineUnavailable(_:)`` when libsoxr cannot be loaded,
    ///   ``SpeechError/engineFailed(operation:message:)`` when it fails.
    public static func resample(_ audio: SpeechAudio, to sampleRate: Int) throws(SpeechError) -> SpeechAudio {
        precondition(sampleRates.contains(sampleRate), "\(sampleRate) Hz is not one of Resampler.sampleRates")
        guard audio.sampleRate != sampleRate else { return audio }
        let samples = try SoxrCalls.resample(audio.samples, from: audio.sampleRate, to: sampleRate)
        return SpeechAudio(sampleRate: sampleRate, samples: samples)
    }
}
#endif
