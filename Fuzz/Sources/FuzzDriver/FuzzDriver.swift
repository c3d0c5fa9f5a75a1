/// libFuzzer's driver, which a target's entry point hands its arguments and its test
/// function. SwiftPM links an executable's entry point as `<Target>_main`, so each target
/// keeps a three-line `@_cdecl("<Target>_main")` that calls ``runFuzzer(_:_:_:)``.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments on `test`, which gets each input's bytes.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments, test)
}
