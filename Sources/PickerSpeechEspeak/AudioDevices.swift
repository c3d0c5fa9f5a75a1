#if Speech
import Foundation
import PickerSpeech

/// Whether this machine has anything to play sound on, asked before audio libraries are,
/// because ALSA prints several lines to stderr when it finds no card.
enum AudioDevices {
    /// Throws ``SpeechError/noAudioDevice(_:)`` unless a sound server or an ALSA playback
    /// device is there.
    static func requireOutput() throws(SpeechError) {
        let environment = ProcessInfo.processInfo.environment
        if environment["PULSE_SERVER"] != nil { return }
        let runtime = environment["XDG_RUNTIME_DIR"] ?? "/run/user/\(getuid())"
        let servers = ["\(runtime)/pulse/native", "\(runtime)/pipewire-0", "/run/pulse/native"]
        if servers.contains(where: FileManager.default.fileExists(atPath:)) { return }
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/snd")) ?? []
        if devices.contains(where: { $0.hasPrefix("pcmC") && $0.hasSuffix("p") }) { return }
        throw .noAudioDevice("no sound card in /dev/snd and no PulseAudio or PipeWire server")
    }
}
#endif
