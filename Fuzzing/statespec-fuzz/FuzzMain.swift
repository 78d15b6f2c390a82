#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StateSpecFuzzing

/// `statespec-fuzz`: built with `-sanitize=fuzzer,address -DSTATESPEC_LIBFUZZER` (Fuzzing/fuzz.sh)
/// it hands control to libFuzzer's driver, which feeds `FuzzTarget` coverage-guided inputs and
/// takes libFuzzer's flags; built normally it runs `FuzzTarget` under a mutation driver.
@main
struct FuzzMain {
    static func main() throws {
        #if STATESPEC_LIBFUZZER
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
        #else
        try PlainFuzzer.main(arguments: Array(CommandLine.arguments.dropFirst()))
        #endif
    }
}

#if STATESPEC_LIBFUZZER
/// One input from libFuzzer. Also exported under the name libFuzzer's own objects expect.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's driver, for programs with a `main` of their own (SwiftPM gives executables one).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif
