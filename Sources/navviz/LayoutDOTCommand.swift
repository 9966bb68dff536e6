import ArgumentParser
import Foundation
import NavLayout
import NavOutput

/// `navviz layout-dot < in.dot > out.dot`: the worker that runs one `dot` layout for its
/// parent (`ProcessLayout`), so that a Graphviz abort ends this process, not the render.
/// Hidden: people never run it.
struct LayoutDOTCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-dot",
        abstract: "Lay out a DOT file with Graphviz's dot engine (used by navviz itself).",
        shouldDisplay: false
    )

    func run() throws {
        WorkerProcess.followParent()
        let dot = String(decoding: try FileHandle.standardInput.readToEnd() ?? Data(), as: UTF8.self)
        let (text, warnings) = try MapLayout.layOutHere(dot)
        try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        // The parent reads stderr: any Graphviz warning fails the layout, like an error.
        for warning in warnings { Console.error("Graphviz: \(warning)") }
    }
}

/// Runs each `dot` layout in a `navviz layout-dot` child process (`MapLayout`).
struct ProcessLayout: LayoutProcess {
    /// The navviz binary to start: this one, except in tests.
    var executable = NavvizExecutable.url

    func layOut(_ dot: String) throws -> String {
        // A crash is expected here now and then: no Swift backtrace, just the exit.
        let worker = try WorkerProcess(
            ["layout-dot"], input: AnonymousFile(holding: dot.utf8),
            environment: ["SWIFT_BACKTRACE": "enable=no"], executable: executable)
        let end = worker.wait()
        let firstMessage = end.messages.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) }
        if end.reason == .uncaughtSignal {
            throw LayoutProcessFailed(message: "Graphviz crashed with signal \(end.status)" + (firstMessage.map { ": \($0)" } ?? ""))
        }
        guard end.status == 0, firstMessage == nil else {
            throw LayoutProcessFailed(message: firstMessage ?? "the layout process exited with status \(end.status)")
        }
        return String(decoding: try worker.output.contents(), as: UTF8.self)
    }
}
