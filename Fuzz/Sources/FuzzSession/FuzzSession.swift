import Foundation
import FuzzDriver
import PickerSession

/// The instant every session takes as now when a configure has no `now`.
let clock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_795_262_400) }

/// One session for the whole run, as a kiosk keeps one: state carries from line to line.
/// libFuzzer calls the entry from one thread at a time.
nonisolated(unsafe) let session = PickerSession(clock: clock, synthesizer: nil)

/// With `PICKERVOICE_FUZZ_ECHO` set, every request line goes to stderr before it is sent,
/// and its response after it: run the binary on a finding with it to see what a recipe made.
let echo = ProcessInfo.processInfo.environment["PICKERVOICE_FUZZ_ECHO"] != nil

/// libFuzzer's entry. An input that starts with `{` (or a space) is one request line to the
/// shared session. Any other input is a ``PickerRecipe``: a configure of a random picker and
/// up to eight steps after it (a request, or a walk of one wheel), sent to a session of
/// their own so that the input fails alone as it failed in the run. Every line must get exactly one line of JSON back, an
/// object with an `id` and either `ok` or `error`; nothing may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    if let first = bytes.first, first == UInt8(ascii: "{") || first == UInt8(ascii: " ") {
        send(String(decoding: bytes, as: UTF8.self), to: session)
    } else {
        var reader = ByteReader(bytes)
        let own = PickerSession(clock: clock, synthesizer: nil)
        for line in PickerRecipe.lines(from: &reader) {
            send(line, to: own)
        }
    }
    return 0
}

func send(_ line: String, to session: PickerSession) {
    if echo { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    let response = session.respond(to: line)
    if echo { FileHandle.standardError.write(Data(("-> " + response.prefix(300) + "\n").utf8)) }
    precondition(!response.contains("\n"), "a response is one line")
    guard let object = try? JSONSerialization.jsonObject(with: Data(response.utf8)) as? [String: Any] else {
        preconditionFailure("not a JSON object: \(response)")
    }
    precondition(object.keys.contains("id"))
    precondition((object["ok"] != nil) != (object["error"] != nil), "ok or error, not both: \(response)")
}

/// The entry point: libFuzzer's driver on ``fuzz(_:_:)`` (see FuzzDriver).
@_cdecl("FuzzSession_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}
