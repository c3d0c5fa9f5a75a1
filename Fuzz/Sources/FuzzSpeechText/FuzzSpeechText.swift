import FuzzDriver
import PickerSpeech
import PickerSpeechEspeak

let espeak = EspeakSynthesizer()
let voices = [Voice("en-us"), Voice("de"), Voice("ja"), Voice("ar"), Voice("cmn")]

/// libFuzzer's entry: any bytes as text to speak, in plain text and as SSML, through the
/// real espeak-ng. Refusals are fine; traps, hangs and marks outside the text are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0, count < 2_000 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: count - 1), as: UTF8.self)
    let voice = voices[Int(data[0]) % voices.count]
    for format in [TextFormat.plainText, .ssml] {
        guard let speech = try? espeak.synthesize(text, voice: voice, prosody: Prosody(), format: format) else { continue }
        for mark in speech.marks {
            precondition(mark.range.lowerBound >= text.startIndex && mark.range.upperBound <= text.endIndex)
        }
    }
    _ = try? espeak.phonemes(of: text, voice: voice)
    return 0
}

/// The entry point: libFuzzer's driver on ``fuzz(_:_:)`` (see FuzzDriver).
@_cdecl("FuzzSpeechText_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}
