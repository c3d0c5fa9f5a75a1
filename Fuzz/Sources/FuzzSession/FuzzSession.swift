import Foundation
import FuzzDriver
import PickerSession

/// One session for the whole run, as a kiosk keeps one: state carries from line to line.
/// libFuzzer calls the entry from one thread at a time.
nonisolated(unsafe) let session = PickerSession(clock: { Date(timeIntervalSince1970: 1_795_262_400) }, synthesizer: nil)

/// libFuzzer's entry: any bytes as one request line. Every line must get exactly one line
/// of JSON back, an object with an `id` and either `ok` or `error`; nothing may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let response = session.respond(to: line)
    precondition(!response.contains("\n"), "a response is one line")
    guard let object = try? JSONSerialization.jsonObject(with: Data(response.utf8)) as? [String: Any] else {
        preconditionFailure("not a JSON object: \(response)")
    }
    precondition(object.keys.contains("id"))
    precondition((object["ok"] != nil) != (object["error"] != nil), "ok or error, not both: \(response)")
    return 0
}

/// The entry point: libFuzzer's driver on ``fuzz(_:_:)`` (see FuzzDriver).
@_cdecl("FuzzSession_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}
