import Foundation
import NavFuzzing

// scripts/fuzz builds this with libFuzzer and `-D FUZZING`: libFuzzer then calls the
// target named by NAVVIZ_FUZZ_TARGET with every input it makes. A normal build runs
// the target on files instead, to replay a crash libFuzzer saved:
//   navviz-fuzz nav crash-1234...

#if FUZZING
    nonisolated(unsafe) private var target = FuzzTarget.nav

    @_cdecl("LLVMFuzzerInitialize")
    public func initialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>)
        -> Int32
    {
        let name = ProcessInfo.processInfo.environment["NAVVIZ_FUZZ_TARGET"] ?? ""
        guard let chosen = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("NAVVIZ_FUZZ_TARGET must be one of \(FuzzTarget.allCases.map(\.rawValue))\n".utf8))
            exit(2)
        }
        target = chosen
        return 0
    }

    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
        target.run(Array(UnsafeBufferPointer(start: data, count: count)))
        return 0
    }

    @_silgen_name("LLVMFuzzerRunDriver")
    private func runDriver(
        _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// SwiftPM names an executable's entry point after its module: it hands over to libFuzzer.
    @_cdecl("navviz_fuzz_main")
    public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        var count = argc
        var arguments = argv
        return runDriver(&count, &arguments, testOneInput)
    }
#else
    @main
    struct FuzzReplay {
        static func main() throws {
            let arguments = CommandLine.arguments.dropFirst()
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
                print("usage: navviz-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE...  (scripts/fuzz fuzzes them)")
                exit(2)
            }
            for path in arguments.dropFirst() {
                let accepted = target.run([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
                print("\(path): \(accepted ? "accepted" : "refused")")
            }
        }
    }
#endif
