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
        return String(decoding: try worker.output!.contents(), as: UTF8.self)
    }
}
