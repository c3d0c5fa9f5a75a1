import Foundation
import PickerSpeech
import Testing

@Suite("WAVFolder")
struct WAVFolderTests {
    let audio = SpeechAudio(sampleRate: 22_050, samples: [0, 1, -1, 32_767, -32_768, 1234])

    /// A new empty folder, removed by `body`'s end.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "pickervoice-wavfolder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("names count up from 1 after the prefix; the default prefix is s- and 8 hexadecimal digits")
    func names() throws {
        try withFolder { (folder: URL) throws in
            let writer = WAVFolder(folder, prefix: "s-0000abcd")
            #expect(try writer.write(audio).lastPathComponent == "s-0000abcd-000001.wav")
            #expect(try writer.write(audio).lastPathComponent == "s-0000abcd-000002.wav")
            #expect(writer.fileName(1_234_567) == "s-0000abcd-1234567.wav")
            #expect(try WAVFile.audio(from: Data(contentsOf: folder.appending(path: "s-0000abcd-000001.wav"))) == audio)
            #expect(WAVFolder(folder).prefix.wholeMatch(of: /s-[0-9a-f]{8}/) != nil)
        }
    }

    @Test("what is already at a name (a link, a dangling link, a file, a folder) is left alone, and the next name taken")
    func takenNames() throws {
        try withFolder { (folder: URL) throws in
            let victim = folder.appending(path: "victim.txt")
            try Data("precious".utf8).write(to: victim)
            chmod(victim.path, 0o600)
            let writer = WAVFolder(folder, prefix: "s-00000001")
            try FileManager.default.createSymbolicLink(atPath: folder.appending(path: writer.fileName(1)).path, withDestinationPath: victim.path)
            try FileManager.default.createSymbolicLink(atPath: folder.appending(path: writer.fileName(2)).path, withDestinationPath: folder.appending(path: "new.txt").path)
            try Data("other".utf8).write(to: folder.appending(path: writer.fileName(3)))
            try FileManager.default.createDirectory(at: folder.appending(path: writer.fileName(4)), withIntermediateDirectories: false)

            let written = try writer.write(audio)
            #expect(written.lastPathComponent == writer.fileName(5))
            #expect(try Data(contentsOf: victim) == Data("precious".utf8))
            #expect((try FileManager.default.attributesOfItem(atPath: victim.path)[.posixPermissions] as? Int) == 0o600)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appending(path: writer.fileName(1)).path) == victim.path)
            #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "new.txt").path))
            #expect(try Data(contentsOf: folder.appending(path: writer.fileName(3))) == Data("other".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") } == [])
        }
    }

    @Test("two writers with the same prefix in one folder never take the same name")
    func sharedPrefix() throws {
        try withFolder { (folder: URL) throws in
            let first = WAVFolder(folder, prefix: "s-00000002")
            let second = WAVFolder(folder, prefix: "s-00000002")
            var written: [String: SpeechAudio] = [:]
            for round in 0..<5 {
                for writer in [first, second, second] {
                    let sound = SpeechAudio(sampleRate: 22_050, samples: [Int16(round), Int16(written.count)])
                    written[try writer.write(sound).lastPathComponent] = sound
                }
            }
            #expect(written.count == 15)
            for (name, sound) in written {
                #expect(try WAVFile.audio(from: Data(contentsOf: folder.appending(path: name))) == sound, "\(name)")
            }
        }
    }

    @Test("a folder that is missing or is a file fails with the reason, and leaves nothing")
    func badFolder() throws {
        try withFolder { (folder: URL) throws in
            let missing = folder.appending(path: "missing")
            #expect(throws: SpeechError.cannotWrite(path: missing.path, reason: "No such file or directory")) {
                try WAVFolder(missing).write(audio)
            }
            let file = folder.appending(path: "file")
            try Data().write(to: file)
            #expect(throws: SpeechError.cannotWrite(path: file.path, reason: "it is not a folder")) {
                try WAVFolder(file).write(audio)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
        }
    }
}
