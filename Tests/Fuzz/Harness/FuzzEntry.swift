/// libFuzzer's entry points. One binary holds every target; `FUZZ_TARGET` picks the one a
/// run feeds, since libFuzzer has a single entry point per executable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    FuzzTarget.selected.run(bytes)
    return 0
}

/// libFuzzer's driver (compiler-rt), declared here because it has no Swift module.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The executable's entry: SwiftPM names an executable module's `main` after the module, and
/// defining it hands the process to libFuzzer's driver (whose own `main` is then not linked).
@_cdecl("Fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return runFuzzerDriver(&count, &arguments) { start, size in fuzzTestOneInput(start, size) }
}
