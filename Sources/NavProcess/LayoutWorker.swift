import Foundation
import NavLayout

/// One `navviz layout-dot` process, kept for job after job (`LayoutJob`): started ahead of
/// the map's layout, it lays the map out and then draws sheets, and no job waits for a
/// process to start. A job that fails, or that Graphviz says anything about on the
/// worker's standard error, ends it: the next job gets a new one.
final class LayoutWorker {
    private let worker: WorkerProcess

    init(executable: URL) throws {
        // A crash is expected here now and then: no Swift backtrace, just the exit.
        worker = try WorkerProcess(["layout-dot"], output: .socket, environment: ["SWIFT_BACKTRACE": "enable=no"], executable: executable)
    }

    /// What the worker answers to `dot` as a job of `kind`. Throws `LayoutProcessFailed`,
    /// and the worker is not to be used again, when it died or said anything.
    func run(_ kind: LayoutJob.Kind, _ dot: String) throws -> [UInt8] {
        let socket = worker.stream!.fileDescriptor
        let answer = try? { () throws -> (answer: LayoutJob.Answer, bytes: [UInt8])? in
            try LayoutJob.send(kind, dot, to: socket)
            return try LayoutJob.answer(from: socket)
        }()
        if let answer, answer.answer == .done, !worker.hasMessages { return answer.bytes }
        guard answer != nil else { throw failure(of: worker.wait()) }
        // Alive, and what it said is why: read before it is ended.
        worker.kill()
        let end = worker.wait()
        throw LayoutProcessFailed(message: Self.firstLine(end.messages) ?? "the layout process failed")
    }

    /// Ends the worker, between jobs: it reads the end of its jobs and exits.
    func finish() {
        worker.closeStream()
        _ = worker.wait()
    }

    /// Why the worker ended in a job.
    private func failure(of end: (messages: String, reason: Process.TerminationReason, status: Int32)) -> LayoutProcessFailed {
        let firstMessage = Self.firstLine(end.messages)
        if end.reason == .uncaughtSignal {
            return LayoutProcessFailed(message: "Graphviz crashed with signal \(end.status)" + (firstMessage.map { ": \($0)" } ?? ""))
        }
        return LayoutProcessFailed(message: firstMessage ?? "the layout process exited with status \(end.status)")
    }

    private static func firstLine(_ messages: String) -> String? {
        messages.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) }
    }
}
