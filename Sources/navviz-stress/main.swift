import Foundation
import NavFlowGenerator

// scripts/stress: renders many generated valid flows with the navviz binary, as a
// user would run it, and prints a table of what failed. A valid flow must always draw:
// exit 0, nothing on stderr. With --dot, the real `dot` command must also lay out the
// map and frame DOT navviz exports without a word on stderr.
//
//   navviz-stress --navviz PATH [--sizes 40/15,100/30] [--seeds 100,20] [--first-seed N]
//                 [--format svg] [--dot PATH] [--keep DIR]

struct Options {
    var navviz = ""
    var sizes = [RandomFlowGenerator.Size(steps: 40, viewControllers: 15)]
    var seeds = [20]
    var firstSeed: UInt64 = 1
    var format = "svg"
    var dot: String?
    var keep = "stress-failures"

    init(_ arguments: [String]) {
        var index = 0
        func value() -> String {
            index += 1
            guard index < arguments.count else { fail("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--navviz": navviz = value()
            case "--sizes":
                sizes = value().split(separator: ",").map { pair in
                    let parts = pair.split(separator: "/").compactMap { Int($0) }
                    guard parts.count == 2 else { fail("a size is STEPS/VIEWCONTROLLERS, not \(pair)") }
                    return RandomFlowGenerator.Size(steps: parts[0], viewControllers: parts[1])
                }
            case "--seeds": seeds = value().split(separator: ",").compactMap { Int($0) }
            case "--first-seed": firstSeed = UInt64(value()) ?? 1
            case "--format": format = value()
            case "--dot": dot = value()
            case "--keep": keep = value()
            default: fail("unknown argument \(arguments[index])")
            }
            index += 1
        }
        guard !navviz.isEmpty else { fail("--navviz PATH is required") }
        if seeds.count == 1 { seeds = Array(repeating: seeds[0], count: sizes.count) }
        guard seeds.count == sizes.count else { fail("give one seed count, or one per size") }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("navviz-stress: \(message)\n".utf8))
    exit(2)
}

/// What one run of a command did.
struct Run {
    var status: Int32
    var stderr: String
    var seconds: Double
}

/// Runs a command with its stdout in `file` (or discarded) and its stderr kept.
func run(_ executable: String, _ arguments: [String], stdoutTo file: String = "/dev/null") -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    // A progress line is no failure: with this interval navviz prints none.
    process.environment = ProcessInfo.processInfo.environment.merging(["NAVVIZ_PROGRESS_SECONDS": "1000000"]) { $1 }
    _ = FileManager.default.createFile(atPath: file, contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: file)
    let errors = Pipe()
    process.standardError = errors
    let start = DispatchTime.now()
    do { try process.run() } catch { fail("cannot start \(executable): \(error)") }
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    return Run(status: status, stderr: String(decoding: stderr, as: UTF8.self), seconds: seconds)
}

/// Why a flow failed, in one line, or nil when it drew.
func check(flow path: String, frameCount: Int, output: String, options: Options) -> (problem: String?, seconds: Double) {
    let render = run(options.navviz, [path, "-o", output, "--format", options.format])
    var problem: String?
    if render.status != 0 || !render.stderr.isEmpty {
        problem = "render exit \(render.status): \(render.stderr.split(separator: "\n").first ?? "")"
    } else if let dot = options.dot {
        var exports: [[String]] = [["--map"], ["--step", "0"]]
        if frameCount > 1 { exports += [["--step", String(frameCount / 2)], ["--step", String(frameCount - 1)]] }
        for export in exports where problem == nil {
            let dotFile = output + "/export.dot"
            let exported = run(options.navviz, [path] + export + ["--format", "dot"], stdoutTo: dotFile)
            guard exported.status == 0 else {
                problem = "export \(export.joined(separator: " ")) exit \(exported.status): \(exported.stderr.split(separator: "\n").first ?? "")"
                break
            }
            let laidOut = run(dot, ["-Tsvg", "-o", "/dev/null", dotFile])
            if laidOut.status != 0 || !laidOut.stderr.isEmpty {
                problem = "dot on \(export.joined(separator: " ")) exit \(laidOut.status): \(laidOut.stderr.split(separator: "\n").first ?? "")"
            }
        }
    }
    return (problem, render.seconds)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let scratch = NSTemporaryDirectory() + "navviz-stress-\(getpid())"
try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: scratch) }

print("| size (steps / view controllers) | tried | failed | slowest render (s) | mean frames |")
print("|---|---:|---:|---:|---:|")
var failures: [String] = []
for (size, count) in zip(options.sizes, options.seeds) {
    var (failed, slowest, steps) = (0, 0.0, 0)
    for offset in 0..<count {
        let seed = options.firstSeed + UInt64(offset)
        let flow = RandomFlowGenerator.flow(seed: seed, size: size)
        steps += flow.frameCount
        let path = "\(scratch)/\(size.steps)-\(size.viewControllers)-\(seed).nav"
        _ = FileManager.default.createFile(atPath: path, contents: Data(flow.text.utf8))
        let output = "\(scratch)/out"
        try? FileManager.default.removeItem(atPath: output)
        let (problem, seconds) = check(flow: path, frameCount: flow.frameCount, output: output, options: options)
        slowest = max(slowest, seconds)
        if let problem {
            failed += 1
            try? FileManager.default.createDirectory(atPath: options.keep, withIntermediateDirectories: true)
            let kept = "\(options.keep)/\((path as NSString).lastPathComponent)"
            try? FileManager.default.removeItem(atPath: kept)
            try? FileManager.default.copyItem(atPath: path, toPath: kept)
            failures.append("\(kept): \(problem)")
            FileHandle.standardError.write(Data("\nnavviz-stress: \(kept): \(problem)\n".utf8))
        }
        FileHandle.standardError.write(Data("\r\(size): seed \(seed), \(failed) failed   ".utf8))
    }
    FileHandle.standardError.write(Data("\n".utf8))
    let mean = count == 0 ? 0 : steps / count
    print("| \(size.steps) / \(size.viewControllers) | \(count) | \(failed) | \(String(format: "%.2f", slowest)) | \(mean) |")
}
for failure in failures { print("- \(failure)") }
exit(failures.isEmpty ? 0 : 1)
