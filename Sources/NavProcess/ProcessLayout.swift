import Foundation
import NavLayout

/// Runs each `dot` layout in a `navviz layout-dot` child process (`MapLayout`), so that a
/// Graphviz abort ends the child, not the render.
public struct ProcessLayout: LayoutProcess {
    /// The navviz binary to start: this one, except in tests.
    var executable: URL

    public init(executable: URL = NavvizExecutable.url) {
        self.executable = executable
    }

    public func layOut(_ dot: String) throws -> String {
        String(decoding: try run(["layout-dot"], dot), as: UTF8.self)
    }

    public func draw(_ dots: [String]) throws -> [[UInt8]] {
        // DOT and SVG text hold no NUL byte: it separates the pictures both ways.
        let drawn = try run(["layout-dot", "--draw"], dots.joined(separator: "\0")).split(separator: 0, omittingEmptySubsequences: false)
        guard drawn.count == dots.count + 1, drawn.last?.isEmpty == true else {
            throw LayoutProcessFailed(message: "the layout process drew \(drawn.count - 1) of \(dots.count) pictures")
        }
        return drawn.dropLast().map(Array.init)
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
        return Array(try worker.output!.contents())
    }
}
