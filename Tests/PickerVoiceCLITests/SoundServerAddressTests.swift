#if Speech
import Foundation
import Testing

/// Playback finds the sound server the way libpulse does, not at paths PickerVoice guesses.
@Suite("sound server address", .serialized)
struct SoundServerAddressTests {
    /// A client configuration naming `server`, with autospawn off: libpulse's own rules
    /// (here `default-server` in the file `PULSE_CLIENTCONFIG` names), no `PULSE_SERVER`.
    private static func environment(defaultServer server: String?, in folder: URL) throws -> [String: String] {
        let file = folder.appending(path: "client.conf")
        let lines = ["autospawn = no"] + (server.map { ["default-server = \($0)"] } ?? [])
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        var environment = PickerVoiceProcess.environment(adding: ["PULSE_CLIENTCONFIG": file.path])
        environment["PULSE_SERVER"] = nil
        return environment
    }

    @Test("speak plays on a server named only in client.conf, at a path no one guesses")
    func serverFromClientConfiguration() throws {
        try #require(!FileManager.default.fileExists(atPath: "/dev/snd"), "this check is for machines without a sound card")
        let server = try SessionPlayTests.SoundServer()
        let environment = try Self.environment(defaultServer: server.address, in: server.folder)
        let output = try PickerVoiceProcess.run(["speak", "--text", "hello", "--locale", "en_US"], environment: environment)
        #expect(output.stderrLines == [])
        #expect(output.status == 0)
    }

    @Test("with no server at libpulse's address, one line says what to start")
    func noServer() throws {
        try #require(!FileManager.default.fileExists(atPath: "/dev/snd"), "this check is for machines without a sound card")
        let folder = FileManager.default.temporaryDirectory.appending(path: "pickervoice-noserver-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = "unix:" + folder.appending(path: "native").path
        let environment = try Self.environment(defaultServer: missing, in: folder)
        let output = try PickerVoiceProcess.run(["speak", "--text", "hello", "--locale", "en_US"], environment: environment)
        #expect(output.status == 1)
        #expect(output.stderrLines.count == 1)
        #expect(output.stderrLines.first?.contains("no PulseAudio or PipeWire server answered") == true)
        #expect(output.stderrLines.first?.contains("pipewire-pulse, or pulseaudio --start") == true)
    }
}
#endif
