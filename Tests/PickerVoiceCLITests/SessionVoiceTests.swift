#if Speech
import Foundation
import Testing

/// `configure`'s voice and rate reach the audio, through the real espeak-ng.
@Suite("session voice")
struct SessionVoiceTests {
    /// The seconds of audio of `speak` "zwei Uhr" after a configure with `extra` fields.
    static func duration(configuring extra: String) throws -> (configure: [String: Any], seconds: Double?) {
        let lines = [
            #"{"id":1,"# + SessionFieldsTests.configure + extra + "}",
            #"{"id":2,"op":"speak","text":"zwei Uhr, vierzehn Uhr fünf"}"#,
        ].joined(separator: "\n") + "\n"
        let folder = FileManager.default.temporaryDirectory.appending(path: "pickervoice-session-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appending(path: "in.jsonl")
        try lines.write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = try PickerVoiceProcess.binary()
        process.arguments = ["session"]
        process.environment = PickerVoiceProcess.environment()
        process.standardInput = try FileHandle(forReadingFrom: input)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        let responses = try output.split(separator: "\n").map { try SessionFieldsTests.object(String($0)) }
        let audio = responses.last?["audio"] as? [String: Any]
        return (responses[0], audio?["duration"] as? Double)
    }

    @Test("a faster rate gives shorter audio; a voice variant is taken; an unknown voice is an error")
    func voiceAndRate() throws {
        let normal = try #require(try Self.duration(configuring: "").seconds)
        let fast = try #require(try Self.duration(configuring: #","rate":350"#).seconds)
        #expect(fast < normal * 0.7, "\(fast) s at 350 wpm against \(normal) s at 175")
        let variant = try Self.duration(configuring: #","voice":"de+f3""#)
        #expect(variant.configure["ok"] as? Bool == true)
        #expect(variant.seconds != nil)
        let unknown = try Self.duration(configuring: #","voice":"xx-nope""#)
        #expect((unknown.configure["error"] as? [String: Any])?["code"] as? String == "invalid-field")
    }

    @Test("speak takes espeak-ng's voice variants (en-us+f3) and refuses an unknown variant")
    func speakVariant() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "pickervoice-variant-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = folder.appending(path: "f3.wav").path, plain = folder.appending(path: "plain.wav").path
        _ = try PickerVoiceProcess.succeed(["speak", "--text", "2 o'clock", "--voice", "en-us+f3", "--output", variant])
        _ = try PickerVoiceProcess.succeed(["speak", "--text", "2 o'clock", "--voice", "en-us", "--output", plain])
        #expect(try Data(contentsOf: URL(filePath: variant)) != Data(contentsOf: URL(filePath: plain)))
        let unknown = try PickerVoiceProcess.run(["speak", "--text", "a", "--voice", "en-us+zz", "--output", plain])
        #expect(unknown.status == 1)
        #expect(unknown.stderrLines.first?.contains("no voice is named 'en-us+zz'") == true)
    }
}
#endif
