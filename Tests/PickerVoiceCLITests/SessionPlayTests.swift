#if Speech
import Foundation
import Testing

/// `session --play` on a real sound server: a PulseAudio of the test's own, whose null sink
/// plays in real time, so how long a session takes to end says how much of an announcement
/// was heard.
@Suite("session --play", .serialized)
struct SessionPlayTests {
    /// A PulseAudio daemon with one null sink, on a socket in a folder of its own.
    ///
    /// It daemonizes, from a shell that first closes every descriptor above 2: a server
    /// that is a child of this process, or that holds one of its descriptors, keeps
    /// Foundation's `Process` from seeing later children end (measured: the session
    /// stayed a zombie and `waitUntilExit` never returned).
    final class SoundServer {
        let folder: URL
        private var pid: pid_t?
        var address: String { "unix:" + folder.appending(path: "native").path }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appending(path: "pickervoice-pulse-\(UUID().uuidString.prefix(8))")
            let run = folder.appending(path: "run")
            try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = URL(filePath: "/bin/bash")
            let closeAll = #"for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; exec "$0" "$@""#
            process.arguments = [
                "-c", closeAll, "/usr/bin/pulseaudio",
                "-n", "--daemonize=yes", "--exit-idle-time=-1", "--use-pid-file=yes", "--disallow-exit",
                "--load=module-native-protocol-unix socket=\(folder.appending(path: "native").path) auth-anonymous=1",
                "--load=module-null-sink sink_name=kiosk",
            ]
            process.environment = ["HOME": folder.path, "XDG_RUNTIME_DIR": run.path, "PULSE_RUNTIME_PATH": run.path, "PATH": "/usr/bin:/bin"]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let deadline = Date.now.addingTimeInterval(10)
            while !FileManager.default.fileExists(atPath: folder.appending(path: "native").path) {
                guard Date.now < deadline else { throw CocoaError(.fileNoSuchFile) }
                Thread.sleep(forTimeInterval: 0.05)
            }
            let pidText = try String(contentsOf: run.appending(path: "pid"), encoding: .utf8)
            pid = pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines))
        }

        deinit {
            if let pid { kill(pid, SIGTERM) }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// A `pickervoice session --play` child, fed line by line.
    final class PlayingSession {
        let process = Process()
        private let input = Pipe()
        private let output = Pipe()

        init(server: SoundServer) throws {
            process.executableURL = try PickerVoiceProcess.binary()
            process.arguments = ["session", "--play"]
            process.environment = PickerVoiceProcess.environment(adding: ["PULSE_SERVER": server.address])
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        /// The playback events read so far (`{"event":"cutOff","id":2,...}`), in order.
        private(set) var events: [[String: Any]] = []

        /// Sends a request and returns its response; events read before it are kept in
        /// ``events``.
        func send(_ line: String) throws -> [String: Any] {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            while true {
                let object = try #require(try nextLine())
                guard object["event"] == nil else {
                    events.append(object)
                    continue
                }
                return object
            }
        }

        /// Reads lines until the next event, and returns it; `nil` at the end of output.
        func nextEvent() throws -> [String: Any]? {
            while let object = try nextLine() {
                if object["event"] != nil {
                    events.append(object)
                    return object
                }
            }
            return nil
        }

        private func nextLine() throws -> [String: Any]? {
            var bytes = Data()
            while true {
                let byte = output.fileHandleForReading.readData(ofLength: 1)
                guard let first = byte.first else {
                    if bytes.isEmpty { return nil }
                    break
                }
                if first == UInt8(ascii: "\n") { break }
                bytes.append(first)
            }
            return try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        }

        /// Ends the input and returns how long the session took to end after it; the events
        /// it wrote meanwhile are added to ``events``.
        func finish() throws -> TimeInterval {
            let start = Date.now
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            let waited = Date.now.timeIntervalSince(start)
            while try nextEvent() != nil {}
            return waited
        }

        /// The events of request `id`, as (event, seconds) pairs.
        func events(of id: Int) -> [(event: String, seconds: Double)] {
            events.filter { ($0["id"] as? Int) == id }.map { event in
                (event["event"] as? String ?? "", (event["seconds"] ?? event["playedSeconds"]) as? Double ?? -1)
            }
        }
    }

    static let configure = #"{"id":1,"op":"configure","picker":{"mode":"time","locale":"en_US","date":"2026-11-21T14:05","now":"2026-11-21T12:00:00Z"}}"#
    static let long = Array(repeating: "Swipe up or down with one finger to adjust the value.", count: 3).joined(separator: " ")

    /// Speaks the long text with its audio in the response, and returns how long it plays.
    static func speakLong(_ session: PlayingSession) throws -> TimeInterval {
        let response = try session.send(#"{"id":2,"op":"speak","audio":"base64","text":"\#(long)"}"#)
        #expect(response["playing"] as? Bool == true)
        let audio = try #require(response["audio"] as? [String: Any])
        return try #require(audio["duration"] as? Double)
    }

    @Test("an announcement is heard on the sound server, and the last one plays to its end")
    func playsOut() throws {
        let server = try SoundServer()
        let session = try PlayingSession(server: server)
        _ = try session.send(Self.configure)
        let duration = try Self.speakLong(session)
        #expect(duration > 6, "three sentences take about 10 s: \(duration)")
        Thread.sleep(forTimeInterval: 0.5)
        let waited = try session.finish()
        #expect(session.process.terminationStatus == 0)
        // Half a second of it had played when the input ended; the rest plays before exit.
        // The null sink takes audio no faster than it plays, so the wait is the sound heard.
        #expect(waited > duration - 2, "the session ended \(waited) s after its input, the text plays \(duration) s")
        // Its end is told, with its length.
        let told = session.events(of: 2)
        #expect(told.map(\.event) == ["finished"])
        #expect(abs((told.first?.seconds ?? 0) - duration) < 0.2, "\(told) against \(duration) s")
    }

    @Test("a short announcement tells its end while the session waits for input")
    func tellsTheEnd() throws {
        let server = try SoundServer()
        let session = try PlayingSession(server: server)
        _ = try session.send(Self.configure)
        let start = Date.now
        let response = try session.send(#"{"id":"a","op":"increment","wheel":"hour"}"#)
        #expect(response["announcement"] as? String == "3 o'clock")
        let event = try #require(try session.nextEvent())
        let elapsed = Date.now.timeIntervalSince(start)
        #expect(event["event"] as? String == "finished" && event["id"] as? String == "a")
        let seconds = try #require(event["seconds"] as? Double)
        #expect(seconds > 0.3 && seconds < 2, "\(seconds)")
        // Told when it was due to have played out, not at once.
        #expect(elapsed >= seconds - 0.1, "told \(elapsed) s after the request, for \(seconds) s of sound")
        _ = try session.finish()
        #expect(session.events(of: 1).isEmpty)
        for event in session.events {
            let line = try JSON(parsing: String(decoding: try JSONSerialization.data(withJSONObject: event), as: UTF8.self))
            #expect(try JSONSchemaChecker.shipped().problems(in: line, report: .session) == [], "\(line)")
        }
    }

    @Test("a new action cuts off the announcement still playing")
    func interrupts() throws {
        let server = try SoundServer()
        let session = try PlayingSession(server: server)
        _ = try session.send(Self.configure)
        let duration = try Self.speakLong(session)
        Thread.sleep(forTimeInterval: 0.5)
        let start = Date.now
        let increment = try session.send(#"{"id":3,"op":"increment","wheel":"hour"}"#)
        #expect(Date.now.timeIntervalSince(start) < 1, "the response does not wait for the sound")
        #expect(increment["announcement"] as? String == "3 o'clock")
        #expect(increment["playing"] as? Bool == true)
        let waited = try session.finish()
        // "3 o'clock" takes under a second; the long text would have taken many more.
        #expect(waited < 3, "the session ended \(waited) s after its input; the long text plays \(duration) s")
        #expect(session.process.terminationStatus == 0)
        // The long text was cut off with at most the half second since its response heard (on
        // a loaded machine the sound server may have taken most of it to start the stream);
        // "3 o'clock" finished.
        let cut = session.events(of: 2)
        #expect(cut.map(\.event) == ["cutOff"])
        #expect((cut.first?.seconds ?? -1) >= 0 && (cut.first?.seconds ?? 99) < 1.5, "\(cut) \(session.events)")
        #expect(session.events(of: 3).map(\.event) == ["finished"])
        // The cut-off came before the response that caused it.
        #expect(session.events.first?["id"] as? Int == 2)
    }

    @Test("stop silences what is playing")
    func stops() throws {
        let server = try SoundServer()
        let session = try PlayingSession(server: server)
        _ = try session.send(Self.configure)
        _ = try Self.speakLong(session)
        let stop = try session.send(#"{"id":3,"op":"stop"}"#)
        #expect(stop["stopped"] as? Bool == true)
        #expect(session.events(of: 2).map(\.event) == ["cutOff"], "told before stop's response")
        let waited = try session.finish()
        #expect(waited < 3, "the session ended \(waited) s after its input")
        #expect(session.events.count == 1)
    }
}
#endif
