import FuzzDriver
import PickerSpeech

/// libFuzzer's entry: any bytes as SSML. The parser must refuse or accept, never trap; what
/// it accepts must parse again to itself (the canonical form is a fixed point) and hold no
/// element outside the allow-list.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let document = try? SSMLDocument(parsing: text) else { return 0 }
    let again: SSMLDocument
    do {
        again = try SSMLDocument(parsing: document.markup)
    } catch {
        fatalError("canonical markup refused: \(error) for \(document.markup.debugDescription)")
    }
    precondition(again.markup == document.markup, "canonical form is not stable")
    precondition(!document.markup.contains("<audio"), "audio passed the allow-list")
    return 0
}

/// The entry point: libFuzzer's driver on ``fuzz(_:_:)`` (see FuzzDriver).
@_cdecl("FuzzSSML_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}
