import ArgumentParser
import Foundation
import PickerModel
import PickerSpeech

extension WheelKind: ExpressibleByArgument {}

/// Voice and prosody, shared by `speak` and `simulate --speak`.
struct SpeechOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The espeak-ng voice, e.g. de, en-us, pt-br, cmn (default: the voice for --locale; 'pickervoice voices' lists them).",
        valueName: "name"
    ), completion: Completions.voices)
    var voice: String?

    @Option(help: ArgumentHelp("Speaking rate in words per minute, 80 to 450.", valueName: "wpm"))
    var rate: Int = Prosody().rate

    @Option(help: ArgumentHelp("Base pitch, 0 to 100; 50 is the voice's own.", valueName: "0-100"))
    var pitch: Int = Prosody().pitch

    @Option(help: ArgumentHelp("Volume in percent, 0 to 200.", valueName: "percent"))
    var volume: Int = Prosody().volume

    /// The options' values.
    var settings: SpeechSettings {
        SpeechSettings(voice: voice, rate: rate, pitch: pitch, volume: volume)
    }

    /// Rate, pitch and volume, checked.
    func prosody() throws(CLIError) -> Prosody {
        try settings.prosody()
    }

    /// The voice asked for, if any; an empty name is an input error.
    func explicitVoice() throws(CLIError) -> Voice? {
        try settings.explicitVoice()
    }
}

/// The values of ``SpeechOptions``, however they were read.
struct SpeechSettings: Equatable {
    /// `--voice`.
    var voice: String?
    /// `--rate`, in words per minute.
    var rate = Prosody().rate
    /// `--pitch`.
    var pitch = Prosody().pitch
    /// `--volume`, in percent.
    var volume = Prosody().volume

    /// Rate, pitch and volume, checked.
    func prosody() throws(CLIError) -> Prosody {
        do {
            return try Prosody(rate: rate, pitch: pitch, volume: volume).validated()
        } catch {
            if case .invalidProsody(let name, _, _) = error { throw CLIError("--\(name): \(error)") }
            throw CLIError("\(error)")
        }
    }

    /// The voice asked for, if any; an empty name is an input error.
    func explicitVoice() throws(CLIError) -> Voice? {
        guard let voice else { return nil }
        guard !voice.trimmingSpaces.isEmpty else { throw CLIError("--voice: the name is empty") }
        return Voice(voice)
    }
}

/// The text of a file given as input, which must be UTF-8.
enum TextInput {
    /// The most bytes a text file may hold: a little over ``SpeechText/maximumCharacters``
    /// of ASCII, and a bound on what is read from a pipe that never ends (`/dev/zero`).
    static let maximumBytes = 400_000

    /// Reads `path` ("-" for standard input) as UTF-8: a file, a pipe or a FIFO (`<(echo
    /// hi)`), up to `limit` bytes; `advice` follows the message for a longer one.
    static func read(
        _ path: String, option: String, limit: Int = maximumBytes, advice: String = "; speak it in parts"
    ) throws(CLIError) -> String {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CLIError("\(option) '\(path)': cannot open it (\(String(cString: strerror(errno))))")
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw CLIError("\(option) '\(path)': it is a folder, not a text file")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError("\(option) '\(path)': cannot read it (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            guard data.count <= limit else {
                throw CLIError("\(option) '\(path)': longer than \(limit) bytes\(advice)")
            }
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(in: data) ?? 0
            throw CLIError("\(option) '\(path)': not valid UTF-8 (first bad byte at offset \(offset))")
        }
        return text
    }

    /// Where the first byte that breaks UTF-8 sits.
    static func firstInvalidUTF8Offset(in data: Data) -> Int? {
        var offset = 0
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += String(scalar).utf8.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
