import ArgumentParser
import Foundation
import PickerSession
import PickerSpeech
#if Speech
import PickerSpeechEspeak
#endif

struct Session: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session",
        abstract: "Drive a live picker over standard input and output, one JSON request per line.",
        discussion: HelpExamples.laidOut("""
        Each line on standard input is a request, {"id": 1, "op": "configure", "picker": \
        {"mode": "time", "locale": "de_DE"}}, and gets one line on standard output with \
        the same id: the announcement, whether the value changed, the date and the \
        wheels, and audio where asked ("audio": "base64" or "file"). Ops: configure, \
        state, focus, increment, decrement, select, describe, speak, stop. Errors are \
        responses ({"id": 3, "error": {"code", "message"}}) and never end the session; \
        the end of input does. With --play each announcement is also spoken on the \
        sound output, and a new one cuts off the one still playing, as VoiceOver does. \
        The protocol: docs/session.md and 'pickervoice schema session'.

        Examples:
          printf '%s\\n' '{"id":1,"op":"configure","picker":{"mode":"time","locale":"de_DE"}}' \\
            '{"id":2,"op":"increment","wheel":"hour"}' | pickervoice session
          python3 docs/session_client.py
          pickervoice session --localizations Localizations < requests.jsonl
        """)
    )

    @Option(name: .customLong("audio-dir"), help: ArgumentHelp("Where \"audio\": \"file\" writes WAV files, each under a new name of the session's own (s-1f2e3d4c-000001.wav, ...); sessions can share the folder.", valueName: "folder"))
    var audioDirectory: String?

    @OptionGroup(title: "Translation tables") var tableFolder: LocalizationsOption

    @Flag(help: "Speak each announcement on the sound output as it happens; a new one cuts off the one still playing, and the op stop silences it. At the end of input the last one plays out.")
    var play = false

    func run() throws {
        let tables = try tableFolder.tables()
        let folder = try audioDirectory.map { path throws(CLIError) in try OutputPaths.folder(path, option: "--audio-dir") }
        #if Speech
        let synthesizer: (any SpeechSynthesizer)? = EspeakSynthesizer()
        let player: (any AnnouncementPlayer)? = try play
            ? SpeechBackend.run { () throws(SpeechError) in try EspeakAnnouncementPlayer() }
            : nil
        #else
        let synthesizer: (any SpeechSynthesizer)? = nil
        let player: (any AnnouncementPlayer)? = nil
        if play { _ = try SpeechBackend.make() }
        #endif
        defer { player?.finish() }
        let session = PickerSession(
            clock: { Date() }, synthesizer: synthesizer, audioFolder: folder, player: player, tables: tables,
            events: { Output.print($0) }
        )
        var reader = LineReader(descriptor: STDIN_FILENO, limit: PickerSession.maximumLineBytes)
        while let line = reader.next() {
            switch line {
            case .text(let text):
                guard !text.allSatisfy(\.isWhitespace) else { continue }
                Output.print(session.respond(to: text))
            case .tooLong(let bytes):
                Output.print(PickerSession.tooLongResponse(bytes: bytes))
            }
            if Output.failure.withLock({ $0 }) != nil { return }
        }
    }
}

/// Lines from a file descriptor, each at most `limit` bytes: a longer one is skipped to its
/// end and reported, so a huge line costs no more memory than the limit.
struct LineReader {
    enum Line {
        case text(String)
        case tooLong(bytes: Int)
    }

    private let descriptor: Int32
    private let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false

    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
    }

    mutating func next() -> Line? {
        var line: [UInt8] = []
        var dropped = 0
        while true {
            if start == buffer.count {
                guard !finished, fill() else {
                    if line.isEmpty && dropped == 0 { return nil }
                    return dropped > 0 ? .tooLong(bytes: dropped + line.count) : .text(String(decoding: line, as: UTF8.self))
                }
            }
            if let newline = buffer[start...].firstIndex(of: 10) {
                line += buffer[start..<newline]
                start = newline + 1
                if dropped > 0 || line.count > limit { return .tooLong(bytes: dropped + line.count) }
                return .text(String(decoding: line, as: UTF8.self))
            }
            line += buffer[start...]
            start = buffer.count
            if line.count > limit {
                dropped += line.count
                line.removeAll(keepingCapacity: true)
            }
        }
    }

    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                finished = true
                return false
            }
            buffer = Array(chunk[0..<count])
            start = 0
            return true
        }
    }
}
