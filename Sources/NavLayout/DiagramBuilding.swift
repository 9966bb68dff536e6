import Foundation
import NavDiagram
import UIKitModel

/// A `DiagramBuilder` fed on a thread of its own while the simulator makes the frames:
/// building a frame's scene costs about twice simulating the frame, and the two overlap.
/// The simulator waits while `limit` hierarchies are not yet built, so memory does not grow
/// with the flow.
final class DiagramBuilding: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [Hierarchy] = []
    private var closed = false
    private var built = false
    private var builder: DiagramBuilder
    private let limit: Int

    init(containers: Set<String>, limit: Int = 64) {
        builder = DiagramBuilder(containers: containers)
        self.limit = limit
        let thread = Thread { [self] in build() }
        // A scene is built recursively, as deep as the hierarchy: the main thread's stack.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The next frame's hierarchy, to build.
    func add(_ hierarchy: Hierarchy) {
        condition.withLock {
            while waiting.count >= limit { condition.wait() }
            waiting.append(hierarchy)
        }
        condition.broadcast()
    }

    /// The builder, once every hierarchy added is built.
    func finish() -> DiagramBuilder {
        condition.withLock {
            closed = true
            condition.broadcast()
            while !built { condition.wait() }
            return builder
        }
    }

    private func build() {
        while true {
            let batch = condition.withLock {
                while waiting.isEmpty && !closed { condition.wait() }
                defer { waiting = [] }
                return waiting
            }
            condition.broadcast()
            if batch.isEmpty { break }
            for hierarchy in batch { builder.add(hierarchy) }
        }
        condition.withLock { built = true }
        condition.broadcast()
    }
}
