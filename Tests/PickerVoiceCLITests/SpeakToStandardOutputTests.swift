#if Speech
import Foundation
import Testing

/// `speak --output -`: the WAV file on standard output, for a pipe.
@Suite("speak --output -")
struct SpeakToStandardOutputTests {
    /// Standard output's bytes, and the exit status.
    static func bytes(_ arguments: [String]) throws -> (data: Data, status: Int32) {
        let process = Process()
        process.executableURL = try PickerVoiceProcess.binary()
        process.arguments = arguments
        process.environment = PickerVoiceProcess.environment()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (data, process.terminationStatus)
    }

    private static func uint32(_ data: Data, at offset: Int) -> UInt32 {
        data[offset..<(offset + 4)].enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) }
    }

    @Test("a whole WAV file, about as long as the one --output FILE writes")
    func wavOnStandardOutput() throws {
        let (data, status) = try Self.bytes(["speak", "--text", "2 o'clock", "--locale", "en_US", "--output", "-"])
        #expect(status == 0)
        try #require(data.count > 44)
        #expect(data.prefix(4) == Data("RIFF".utf8) && data[8..<12] == Data("WAVE".utf8))
        #expect(Int(Self.uint32(data, at: 4)) == data.count - 8, "the RIFF size is the stream's")
        #expect(Self.uint32(data, at: 24) == 22_050)
        let file = FileManager.default.temporaryDirectory.appending(path: "pickervoice-stdout-\(UUID().uuidString.prefix(8)).wav")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try PickerVoiceProcess.succeed(["speak", "--text", "2 o'clock", "--locale", "en_US", "--output", file.path])
        let written = try Data(contentsOf: file)
        // espeak-ng's output differs by a few samples between processes at most.
        #expect(abs(written.count - data.count) < 2_000, "\(written.count) against \(data.count)")
    }

    @Test("with --timings, which prints on standard output too, it is refused")
    func timingsConflict() throws {
        let output = try PickerVoiceProcess.run(["speak", "--text", "a", "--locale", "en_US", "--output", "-", "--timings"])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderrLines == ["pickervoice: error: --output - writes the WAV file to standard output, where --timings would print; give --output a file (see 'pickervoice help')"])
    }

    @Test("--sample-rate resamples the WAV file; a rate it does not take is one line", arguments: [8_000, 16_000, 48_000])
    func sampleRate(_ rate: Int) throws {
        let (data, status) = try Self.bytes(["speak", "--text", "2 o'clock", "--locale", "en_US", "--sample-rate", String(rate), "--output", "-"])
        #expect(status == 0)
        try #require(data.count > 44)
        #expect(Self.uint32(data, at: 24) == UInt32(rate))
        let seconds = Double(data.count - 44) / 2 / Double(rate)
        #expect(seconds > 0.6 && seconds < 0.8, "\(seconds) s")
        let bad = try PickerVoiceProcess.run(["speak", "--text", "a", "--sample-rate", "11025", "--output", "x.wav"])
        #expect(bad.status == 1)
        #expect(bad.stderrLines == ["pickervoice: error: --sample-rate 11025: use one of 8000, 16000, 22050, 24000, 44100, 48000 (see 'pickervoice help')"])
    }
}
#endif
