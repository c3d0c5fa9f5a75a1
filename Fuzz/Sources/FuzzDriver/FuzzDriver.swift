import Glibc

/// libFuzzer's driver, which a target's entry point hands its arguments and its test
/// function. SwiftPM links an executable's entry point as `<Target>_main`, so each target
/// keeps a three-line `@_cdecl("<Target>_main")` that calls ``runFuzzer(_:_:_:)``.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// A test function as libFuzzer calls it.
public typealias FuzzTest = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

/// Runs libFuzzer with the process's arguments on `test`, which gets each input's bytes.
///
/// With `PICKERVOICE_FUZZ_PLANTED_FAULT` set to `crash` or `leak`, an input that starts with
/// ``PlantedFault/trigger`` traps or leaks before `test` sees it: `scripts/fuzz selftest`
/// shows with it that the gate fails on what libFuzzer finds, without a broken target.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ test: FuzzTest) -> CInt {
    var count = argc
    var arguments = argv
    guard let name = getenv(PlantedFault.environmentKey).map({ String(cString: $0) }), !name.isEmpty else {
        return runDriver(&count, &arguments, test)
    }
    guard let fault = PlantedFault(rawValue: name) else {
        printError("fuzz driver: \(PlantedFault.environmentKey) is '\(name)'; it takes crash or leak")
        return 64
    }
    printError("fuzz driver: \(PlantedFault.environmentKey)=\(name): an input that starts with '\(PlantedFault.trigger)' will \(name)")
    PlantedFault.planted = (fault, test)
    return runDriver(&count, &arguments) { data, size in PlantedFault.test(data, size) }
}

/// Writes a line to the standard error (C's `stderr` is a global Swift 6 does not let us read).
func printError(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}

/// A fault the driver plants for the gate's self-test.
enum PlantedFault: String {
    case crash, leak

    static let environmentKey = "PICKERVOICE_FUZZ_PLANTED_FAULT"
    static let trigger = "planted-fault"

    /// The fault and the target's own test; set once, before libFuzzer starts, which then
    /// calls ``test(_:_:)`` from one thread at a time.
    nonisolated(unsafe) static var planted: (fault: PlantedFault, test: FuzzTest)?

    static func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
        guard let (fault, test) = planted else { preconditionFailure("no planted fault") }
        let input = UnsafeBufferPointer(start: data, count: size)
        if input.starts(with: trigger.utf8) {
            switch fault {
            case .crash:
                fatalError("planted crash (\(environmentKey)=crash)")
            case .leak:
                // Never freed, and no pointer to it survives: LeakSanitizer's to find.
                let block = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
                block.initializeMemory(as: UInt8.self, repeating: 0xAB, count: 64)
            }
        }
        return test(data, size)
    }
}
