import ArgumentParser
import Foundation
import NavLayout
import NavOutput

/// `navviz layout-dot`: the worker that runs one `dot` layout for its parent
/// (`ProcessLayout`), so that a Graphviz abort ends this process, not the render.
/// Hidden: people never run it.
struct LayoutDOTCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-dot",
        abstract: "Lay out a DOT file with Graphviz's dot engine (used by navviz itself).",
        shouldDisplay: false
    )

    @Option var input: String
    @Option var output: String

    func run() throws {
        let (text, warnings) = try MapLayout.layOutHere(try String(contentsOfFile: input, encoding: .utf8))
        try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        // The parent reads stderr: any Graphviz warning fails the layout, like an error.
        for warning in warnings { Console.error("Graphviz: \(warning)") }
    }
}

/// Runs each `dot` layout in a `navviz layout-dot` child process (`MapLayout`).
struct ProcessLayout: LayoutProcess {
    /// The navviz binary to start: this one, except in tests.
    var executable = NavvizExecutable.url

    func layOut(_ dot: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (input, output) = (folder.appendingPathComponent("in.dot"), folder.appendingPathComponent("out.dot"))
        try Data(dot.utf8).write(to: input)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["layout-dot", "--input", input.path, "--output", output.path]
        // A crash is expected here now and then: no Swift backtrace, just the exit.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let firstMessage = messages.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) }
        if process.terminationReason == .uncaughtSignal {
            throw LayoutProcessFailed(message: "Graphviz crashed with signal \(process.terminationStatus)" + (firstMessage.map { ": \($0)" } ?? ""))
        }
        guard process.terminationStatus == 0, firstMessage == nil else {
            throw LayoutProcessFailed(message: firstMessage ?? "the layout process exited with status \(process.terminationStatus)")
        }
        return try String(contentsOf: output, encoding: .utf8)
    }
}
