import Foundation
import PickerSpeech
import Testing

@Suite("WAVFile")
struct WAVFileTests {
    let audio = SpeechAudio(sampleRate: 22_050, samples: [0, 1, -1, 32_767, -32_768, 1234])

    @Test("the header says RIFF WAVE, PCM, mono, 16 bits, the rate, and the data's size")
    func header() throws {
        let bytes = [UInt8](try WAVFile.data(for: audio))
        func uint16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        func uint32(_ offset: Int) -> Int { uint16(offset) | uint16(offset + 2) << 16 }
        #expect(bytes.count == 44 + 12)
        #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
        #expect(uint32(4) == bytes.count - 8)
        #expect(String(decoding: bytes[8..<16], as: UTF8.self) == "WAVEfmt ")
        #expect(uint32(16) == 16)
        #expect(uint16(20) == 1, "PCM")
        #expect(uint16(22) == 1, "mono")
        #expect(uint32(24) == 22_050)
        #expect(uint32(28) == 44_100, "bytes per second")
        #expect(uint16(32) == 2, "bytes per frame")
        #expect(uint16(34) == 16, "bits per sample")
        #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "data")
        #expect(uint32(40) == 12)
        // Little-endian samples: 1 is 01 00, -1 is FF FF, 32767 is FF 7F.
        #expect(Array(bytes[44..<56]) == [0, 0, 1, 0, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0x80, 0xD2, 0x04])
    }

    @Test("what is written reads back the same")
    func roundTrip() throws {
        #expect(try WAVFile.audio(from: WAVFile.data(for: audio)) == audio)
    }

    @Test("a file that is not 16-bit mono PCM is refused", arguments: [
        ("not a wav", "no RIFF WAVE header"),
        ("stereo", "format 1, 2 channels, 16 bits"),
        ("truncated", "chunk 'data' runs past the end of the file"),
    ])
    func refused(_ case: String, _ reason: String) throws {
        var bytes = [UInt8](try WAVFile.data(for: audio))
        switch `case` {
        case "not a wav": bytes = Array("hello, world".utf8)
        case "stereo": bytes[22] = 2
        default: bytes.removeLast(3)
        }
        #expect(throws: SpeechError.invalidWAV(reason)) { try WAVFile.audio(from: Data(bytes)) }
    }

    @Test("a file streamed chunk by chunk is the same bytes as the whole audio written at once")
    func streamed() throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "pickervoice-stream-\(UUID().uuidString).wav").path
        defer { unlink(path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(descriptor >= 0)
        var writer = try WAVFile.StreamWriter(descriptor: descriptor, path: path)
        for chunk in [audio.samples[0..<2], [], audio.samples[2...]] {
            try writer.append(Array(chunk), sampleRate: audio.sampleRate)
        }
        try writer.finish(sampleRate: audio.sampleRate)
        close(descriptor)
        #expect(writer.dataBytes == 12)
        #expect(try Data(contentsOf: URL(filePath: path)) == WAVFile.data(for: audio))
    }

    @Test("a stream to a full disk fails with the path and the reason")
    func streamedToFullDisk() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: SpeechError.cannotWrite(path: "/dev/full", reason: "No space left on device")) {
            var writer = try WAVFile.StreamWriter(descriptor: descriptor, path: "/dev/full")
            try writer.append(audio.samples, sampleRate: audio.sampleRate)
        }
    }

    @Test("a file is written whole, and a failed write leaves nothing behind")
    func atomicWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "pickervoice-wav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let url = folder.appending(path: "a.wav")
        try WAVFile.write(audio, to: url)
        #expect(try WAVFile.audio(from: Data(contentsOf: url)) == audio)

        let missing = folder.appending(path: "no/such/folder/b.wav")
        #expect(throws: SpeechError.cannotWrite(path: missing.path, reason: "the folder \(missing.deletingLastPathComponent().path) does not exist")) {
            try WAVFile.write(audio, to: missing)
        }
        let intoFolder = folder.appending(path: "c.wav")
        try FileManager.default.createDirectory(at: intoFolder, withIntermediateDirectories: false)
        #expect(throws: SpeechError.cannotWrite(path: intoFolder.path, reason: "it is a folder")) {
            try WAVFile.write(audio, to: intoFolder)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.wav", "c.wav"])

        // A private file stays private; a link stays a link and its target gets the audio.
        chmod(url.path, 0o600)
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "link.wav").path, withDestinationPath: "a.wav")
        let louder = SpeechAudio(sampleRate: 22_050, samples: audio.samples.map { $0 / 2 })
        try WAVFile.write(louder, to: folder.appending(path: "link.wav"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appending(path: "link.wav").path) == "a.wav")
        #expect(try WAVFile.audio(from: Data(contentsOf: url)) == louder)
        #expect((try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.wav", "c.wav", "link.wav"])

        // A FIFO is refused, not replaced by a regular file.
        let fifo = folder.appending(path: "fifo.wav")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect(throws: SpeechError.cannotWrite(path: fifo.path, reason: "it is a FIFO, not a regular file")) {
            try WAVFile.write(audio, to: fifo)
        }
        var status = stat()
        #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }
}

@Suite("SpeechAudio and Prosody")
struct SpeechAudioTests {
    @Test("silence has the samples its duration needs, and durations add up")
    func silence() {
        let pause = SpeechAudio.silence(.milliseconds(250), sampleRate: 22_050)
        #expect(pause.samples.count == 5512)
        #expect(pause.peak == 0)
        var audio = SpeechAudio(sampleRate: 22_050, samples: Array(repeating: 100, count: 22_050))
        audio.append(pause)
        #expect(audio.samples.count == 22_050 + 5512)
        #expect(audio.duration == .nanoseconds(1_249_977_324))
        #expect(audio.peak == 100)
    }

    @Test("prosody out of range names the value and the range")
    func prosody() {
        #expect(throws: SpeechError.invalidProsody("rate", value: 79, allowed: 80...450)) { try Prosody(rate: 79).validated() }
        #expect(throws: SpeechError.invalidProsody("pitch", value: 101, allowed: 0...100)) { try Prosody(pitch: 101).validated() }
        #expect(throws: SpeechError.invalidProsody("volume", value: -1, allowed: 0...200)) { try Prosody(volume: -1).validated() }
        #expect(throws: Never.self) { try Prosody(rate: 450, pitch: 0, volume: 200).validated() }
        #expect(SpeechError.invalidProsody("rate", value: 79, allowed: 80...450).description == "rate 79 is out of range; use 80 to 450")
    }
}

/// How much of some audio is audible: what reports use to say that a voice said almost nothing.
@Suite("Audible time")
struct AudibleDurationTests {
    @Test("silence and faint noise are not audible; a tone is, for as long as it sounds")
    func audible() {
        let silence = SpeechAudio(sampleRate: 1000, samples: Array(repeating: 0, count: 300) + Array(repeating: 200, count: 200))
        #expect(silence.audibleDuration() == .zero)
        let tone = SpeechAudio(sampleRate: 1000, samples: Array(repeating: 0, count: 300) + (0..<250).map { $0.isMultiple(of: 2) ? 8_000 : -8_000 })
        #expect(tone.audibleDuration() == .milliseconds(250))
    }
}
