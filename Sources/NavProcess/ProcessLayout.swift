import Foundation
import NavLayout

/// Runs each `dot` layout, and the sheets drawn beside the render's own, in a `navviz
/// layout-dot` child process (`MapLayout`), so that a Graphviz abort ends the child, not
/// the render. Processes are kept for the next job (`LayoutWorker`), and one is started
/// ahead (`prepare()`) while navviz reads the flow.
public struct ProcessLayout: LayoutProcess {
    /// The navviz binary to start: this one, except in tests.
    var executable: URL
    private let workers = Workers()

    public init(executable: URL = NavvizExecutable.url) {
        self.executable = executable
    }

    public func prepare() {
        workers.prepare(executable: executable)
    }

    public func finish() {
        workers.finish()
    }

    public func layOut(_ dot: String) throws -> String {
        String(decoding: try run(.layOut, dot), as: UTF8.self)
    }

    public func draw(_ dot: String) throws -> [UInt8] {
        try run(.draw, dot)
    }

    /// `dot` as a job of `kind` for a worker waiting for one, or a new one.
    private func run(_ kind: LayoutJob.Kind, _ dot: String) throws -> [UInt8] {
        let worker = try workers.take(executable: executable)
        let bytes = try worker.run(kind, dot)
        workers.keep(worker)
        return bytes
    }

    /// The workers waiting for a job; one that failed is never kept.
    private final class Workers: @unchecked Sendable {
        private let lock = NSLock()
        private var idle: [LayoutWorker] = []

        func prepare(executable: URL) {
            lock.withLock {
                if idle.isEmpty, let worker = try? LayoutWorker(executable: executable) { idle.append(worker) }
            }
        }

        func take(executable: URL) throws -> LayoutWorker {
            if let worker = lock.withLock({ idle.popLast() }) { return worker }
            return try LayoutWorker(executable: executable)
        }

        func keep(_ worker: LayoutWorker) {
            lock.withLock { idle.append(worker) }
        }

        func finish() {
            for worker in lock.withLock({ () -> [LayoutWorker] in
                defer { idle = [] }; return idle
            }) { worker.finish() }
        }
    }
}
