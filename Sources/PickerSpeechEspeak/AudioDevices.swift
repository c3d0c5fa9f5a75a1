#if Speech
import Foundation
import PickerSpeech

/// Which of pcaudiolib's outputs may be tried on this machine.
///
/// The sound server is found by libpulse itself, through pcaudiolib, by its own rules:
/// `PULSE_SERVER`, `default-server` in `client.conf` (or the file `PULSE_CLIENTCONFIG`
/// names), the user's runtime folder, root's `pulse-*/native` in the temporary folder, and
/// PipeWire's pulse socket, which is at the same address. PickerVoice guessed socket paths
/// before and missed root's, so `--play` said "no server" while `pactl` worked.
///
/// What PickerVoice still decides is whether ALSA may be tried after PulseAudio: with no
/// sound card, ALSA's library prints several lines to stderr before it fails.
enum AudioDevices {
    /// The outputs to try.
    enum Outputs {
        /// PulseAudio, then ALSA (pcaudiolib's own order): there is a playback card.
        case serverOrCard
        /// PulseAudio only: there is no playback card in `/dev/snd`.
        case serverOnly
    }

    /// The outputs this machine can have, from `/dev/snd`.
    static func available(devices folder: String = "/dev/snd") -> Outputs {
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return devices.contains { $0.hasPrefix("pcmC") && $0.hasSuffix("p") } ? .serverOrCard : .serverOnly
    }

    /// The error for a machine with no card where libpulse found no server; `reason` is
    /// libpulse's words ("Connection refused"), through pcaudiolib.
    static func noServer(_ reason: String) -> SpeechError {
        .noAudioDevice(
            "no sound card in /dev/snd, and no PulseAudio or PipeWire server answered: \(reason);"
                + " start the desktop's sound server (pipewire-pulse, or pulseaudio --start) or name one in PULSE_SERVER"
        )
    }
}
#endif
