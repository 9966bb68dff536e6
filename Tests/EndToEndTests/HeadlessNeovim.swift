import Foundation

/// Headless Neovim (Debian's `neovim`, installed by scripts/test), run to its end, or
/// ended after `timeLimit` seconds whatever its script is waiting for.
struct HeadlessNeovim {
    /// How it ended, and what it printed on stdout and stderr.
    struct Ending {
        let status: Int32
        let killed: Bool
        let printed: String

        /// How it ended, the lines its script wrote, and what it printed: a failed test's context.
        func described(results lines: [String]) -> String {
            "Neovim ended with status \(status) (\(killed ? "killed after \(Int(HeadlessNeovim.timeLimit)) s" : "exited")); its results:\n"
                + "\(lines.joined(separator: "\n"))\nits output: \(printed)"
        }
    }

    static let timeLimit: Double = 120

    /// `nvim ARGUMENTS` in `folder`, with `environment` added to the test's own.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> Ending {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nvim"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = StreamReader(output.fileHandleForReading)
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        return Ending(
            status: process.terminationStatus, killed: process.terminationReason == .uncaughtSignal,
            printed: String(decoding: printed.data(), as: UTF8.self))
    }

    /// The lines a script wrote to `file`, none when it wrote nothing.
    static func lines(of file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}
