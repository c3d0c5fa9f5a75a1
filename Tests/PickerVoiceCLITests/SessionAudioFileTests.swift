import Foundation
import PickerSpeech
import Testing

#if Speech
/// `"audio": "file"` in `pickervoice session --audio-dir`: names the session chooses itself,
/// never through a link, never over another session's file (the second probe's D6 and D7).
@Suite("pickervoice session --audio-dir")
struct SessionAudioFileTests {
    /// Runs a session over `audio` with `lines` on its standard input; returns its responses.
    static func session(_ lines: [String], audio: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [JSON] {
        try withTemporaryFolder { folder in
            let input = folder.appending(path: "in.jsonl")
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: input)
            let out = folder.appending(path: "out.jsonl")
            let binary = try PickerVoiceProcess.binary()
            let status = try StandardStreamTests.runShell(
                "exec '\(binary.path)' session --audio-dir '\(audio.path)' < '\(input.path)' > '\(out.path)'"
            )
            #expect(status.status == 0 && status.stderr == "", "\(status)", sourceLocation: sourceLocation)
            return try String(decoding: Data(contentsOf: out), as: UTF8.self).split(separator: "\n").map { try JSON(parsing: String($0)) }
        }
    }

    /// A configure, then `count` increments of the hour, each asking for a WAV file.
    static func requests(locale: String, count: Int) -> [String] {
        [#"{"id":0,"op":"configure","picker":{"mode":"time","locale":"\#(locale)","date":"2026-11-21T14:05","now":"2026-11-21T12:00Z"}}"#]
            + (1...count).map { #"{"id":\#($0),"op":"increment","wheel":"hour","audio":"file"}"# }
    }

    /// The files the responses name, each checked: a regular file (not a link) in `audio`,
    /// holding a WAV file as long as its response says.
    static func files(of responses: [JSON], in audio: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try responses.dropFirst().map { response in
            let path = try #require(response["audio"]?["file"]?.stringValue, "\(response)", sourceLocation: sourceLocation)
            let url = URL(filePath: path)
            #expect(url.deletingLastPathComponent().standardizedFileURL.path == audio.standardizedFileURL.path, "\(path)", sourceLocation: sourceLocation)
            var status = stat()
            #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG, "\(path) is not a regular file", sourceLocation: sourceLocation)
            let wav = try WAVFile.audio(from: Data(contentsOf: url))
            let seconds = Double(wav.samples.count) / Double(wav.sampleRate)
            #expect(abs(seconds - (response["audio"]?["duration"]?.numberValue ?? -1)) < 0.001, "\(path) holds another announcement", sourceLocation: sourceLocation)
            return url.lastPathComponent
        }
    }

    @Test("a link planted in the audio folder is never written through: its target keeps its bytes and mode (D6)")
    func plantedLinks() throws {
        try withTemporaryFolder { folder in
            let audio = folder.appending(path: "audio")
            try FileManager.default.createDirectory(at: audio, withIntermediateDirectories: false)
            let victim = folder.appending(path: "victim.txt")
            try Data("precious\n".utf8).write(to: victim)
            chmod(victim.path, 0o600)
            // The names sessions used to choose, and a dangling link to a file not yet there.
            for number in 1...3 {
                try FileManager.default.createSymbolicLink(atPath: audio.appending(path: String(format: "%06d.wav", number)).path, withDestinationPath: victim.path)
            }
            try FileManager.default.createSymbolicLink(atPath: audio.appending(path: "000004.wav").path, withDestinationPath: folder.appending(path: "new.txt").path)

            let responses = try Self.session(Self.requests(locale: "en_US", count: 4), audio: audio)
            let names = try Self.files(of: responses, in: audio)
            #expect(Set(names).count == 4)
            #expect(try Data(contentsOf: victim) == Data("precious\n".utf8), "the link's target was overwritten")
            #expect((try FileManager.default.attributesOfItem(atPath: victim.path)[.posixPermissions] as? Int) == 0o600)
            #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "new.txt").path), "a file was created through a dangling link")
            for number in 1...3 {
                let link = audio.appending(path: String(format: "%06d.wav", number)).path
                #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == victim.path, "the link was replaced")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: audio.path).filter { $0.hasPrefix(".") } == [], "hidden files left")
        }
    }

    @Test("sessions that share a folder, and a session started again, never take each other's names (D7)")
    func sharedFolder() async throws {
        let audio = FileManager.default.temporaryDirectory.appending(path: "pickervoice-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: audio, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: audio) }
        /// Four sessions at once, each in its own language, so that two files of the same
        /// name would differ.
        func round() async throws -> [String: Data] {
            let names = try await withThrowingTaskGroup(of: [String].self) { group in
                for locale in ["de_DE", "en_US", "fr_FR", "es_ES"] {
                    group.addTask { try Self.files(of: Self.session(Self.requests(locale: locale, count: 8), audio: audio), in: audio) }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            #expect(names.count == 32)
            #expect(Set(names).count == names.count, "names given twice: \(Dictionary(grouping: names) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
            return try Dictionary(uniqueKeysWithValues: Set(names).map { ($0, try Data(contentsOf: audio.appending(path: $0))) })
        }
        let first = try await round()
        // The same four sessions again, as after a restart: the first round's files stay.
        let second = try await round()
        #expect(Set(first.keys).isDisjoint(with: second.keys), "a restarted session reused a name")
        for (name, bytes) in first {
            #expect(try Data(contentsOf: audio.appending(path: name)) == bytes, "\(name) was overwritten")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: audio.path).count == 64)
    }
}
#endif
