import ArgumentParser
import Foundation
import NavLayout
import NavOutput

/// `navviz layout-dot < in.dot > out.dot`: the worker that runs one `dot` layout for its
/// parent (`ProcessLayout`), so that a Graphviz abort ends this process, not the render;
/// with `--draw`, draws DOT whose every position is given as SVG (the parent's sheets, at
/// the same time as the parent draws others). Hidden: people never run it.
struct LayoutDOTCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-dot",
        abstract: "Lay out a DOT file with Graphviz's dot engine (used by navviz itself).",
        shouldDisplay: false
    )

    @Flag(help: "Draw the DOT as SVG, every position given (nop2), instead of laying it out.")
    var draw = false

    func run() throws {
        WorkerProcess.followParent()
        let dot = String(decoding: try FileHandle.standardInput.readToEnd() ?? Data(), as: UTF8.self)
        let output: [UInt8]
        let warnings: [String]
        if draw {
            (output, warnings) = try MapLayout.drawHere(dot)
        } else {
            let laidOut = try MapLayout.layOutHere(dot)
            (output, warnings) = (Array(laidOut.text.utf8), laidOut.warnings)
        }
        try FileHandle.standardOutput.write(contentsOf: Data(output))
        // The parent reads stderr: any Graphviz warning fails the layout, like an error.
        for warning in warnings { Console.error("Graphviz: \(warning)") }
    }
}

/// Runs each `dot` layout in a `navviz layout-dot` child process (`MapLayout`).
struct ProcessLayout: LayoutProcess {
    /// The navviz binary to start: this one, except in tests.
    var executable = NavvizExecutable.url

    func layOut(_ dot: String) throws -> String {
        String(decoding: try run(["layout-dot"], dot), as: UTF8.self)
    }

    func draw(_ dot: String) throws -> [UInt8] {
        try run(["layout-dot", "--draw"], dot)
    }

    /// What the worker started with `arguments` writes for `dot`.
    private func run(_ arguments: [String], _ dot: String) throws -> [UInt8] {
        // A crash is expected here now and then: no Swift backtrace, just the exit.
        let worker = try WorkerProcess(
            arguments, input: AnonymousFile(holding: dot.utf8),
            environment: ["SWIFT_BACKTRACE": "enable=no"], executable: executable)
        let end = worker.wait()
        let firstMessage = end.messages.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) }
        if end.reason == .uncaughtSignal {
            throw LayoutProcessFailed(message: "Graphviz crashed with signal \(end.status)" + (firstMessage.map { ": \($0)" } ?? ""))
        }
        guard end.status == 0, firstMessage == nil else {
            throw LayoutProcessFailed(message: firstMessage ?? "the layout process exited with status \(end.status)")
        }
        return Array(try worker.output.contents())
    }
}
