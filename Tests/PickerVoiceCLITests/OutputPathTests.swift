import Foundation
@testable import pickervoice
import Testing

@Suite("Output paths")
struct OutputPathTests {
    @Test("a WAV file's name is recognized as URL.pathExtension recognizes it", arguments: [
        "a.wav", "A.WAV", "dir/x.Wav", "/tmp/out/p.wav", "./x.wav", "../x.wav", "a b.wav", "ü.wav", "a..wav",
        ".wav", "dir/.wav", "a.wav/", "x.wav//", "a.wav.mp3", "a", "a.", "/", "", "dir.wav/x", "x.wav ", "x.wave", "x.wa",
    ])
    func wavExtension(_ path: String) {
        #expect(OutputPaths.namesWAVFile(path) == (URL(filePath: path).pathExtension.lowercased() == "wav"), "\(path)")
    }
}
