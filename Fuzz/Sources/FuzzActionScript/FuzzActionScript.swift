import Foundation
import FuzzDriver
import PickerModel

let locales = ["en_US", "de_DE", "ja_JP", "ar_EG", "he_IL"]
let zones = ["UTC", "America/New_York", "Australia/Lord_Howe", "Pacific/Apia"]

/// libFuzzer's entry: any bytes as an action script, then its steps on a picker chosen by
/// the first byte. Parsing may refuse; a step may be refused (a wheel the mode lacks); a
/// trap, a hang, or a value outside the bounds is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 1, count < 4_096 else { return 0 }
    let seed = Int(data[0])
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: count - 1), as: UTF8.self)
    guard let script = try? ActionScript(text) else { return 0 }
    let start = Date(timeIntervalSince1970: 1_793_000_000 + TimeInterval(seed * 86_400 * 7))
    let picker = DatePicker(
        mode: DatePickerMode.allCases[seed % 4], date: start,
        minimumDate: seed % 3 == 0 ? start - 86_400 * 3 : nil, maximumDate: seed % 5 == 0 ? start + 86_400 * 40 : nil,
        minuteInterval: [1, 5, 15, 30][seed % 4],
        locale: Locale(identifier: locales[seed % locales.count]), calendar: Calendar(identifier: .gregorian),
        timeZone: TimeZone(identifier: zones[seed % zones.count])!, clock: { start }
    )
    for (index, step) in script.steps.prefix(64).enumerated() {
        guard let kind = step.wheel, let wheel = picker.wheel(kind) else { continue }
        let action: WheelAction = switch step.verb {
        case .increment: .increment
        case .decrement: .decrement
        case .select: .select(row: (index &* 7_919 &+ (step.argument?.count ?? 0)) % wheel.rowCount)
        }
        _ = try? picker.perform(action, on: kind)
        let bounds = picker.activeBounds
        if picker.mode != .countDownTimer {
            precondition(bounds.minimum.map { picker.date >= $0 } ?? true && bounds.maximum.map { picker.date <= $0 } ?? true)
        }
    }
    return 0
}

/// The entry point: libFuzzer's driver on ``fuzz(_:_:)`` (see FuzzDriver).
@_cdecl("FuzzActionScript_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}
