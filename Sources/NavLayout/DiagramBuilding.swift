import Foundation
import NavDiagram
import UIKitModel

/// A `DiagramBuilder` fed on a thread of its own while the simulator makes the frames:
/// building a frame costs about twice simulating it. The simulator makes every other
/// frame's scene itself (the scene is most of the building) and hands the others over as
/// hierarchies, so the two threads share the work. It waits while `limit` frames are not
/// yet built, so memory does not grow with the flow.
final class DiagramBuilding: @unchecked Sendable {
    /// A frame to build: its scene, or its hierarchy to make the scene of.
    private enum Frame: Sendable {
        case scene(FrameScene)
        case hierarchy(Hierarchy)
    }

    private let condition = NSCondition()
    private var waiting: [Frame] = []
    private var added = 0
    private let containers: Set<String>
    private var closed = false
    private var built = false
    private var builder: DiagramBuilder
    private let limit: Int

    init(containers: Set<String>, limit: Int = 64) {
        builder = DiagramBuilder(containers: containers)
        (self.containers, self.limit) = (containers, limit)
        let thread = Thread { [self] in build() }
        // A scene is built recursively, as deep as the hierarchy: the main thread's stack.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The next frame's hierarchy, to build.
    func add(_ hierarchy: Hierarchy) {
        added += 1
        let frame = added % 2 == 0 ? Frame.scene(FrameScene(hierarchy: hierarchy, containers: containers)) : .hierarchy(hierarchy)
        condition.withLock {
            while waiting.count >= limit { condition.wait() }
            waiting.append(frame)
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
            for frame in batch {
                switch frame {
                case .scene(let scene): builder.add(scene)
                case .hierarchy(let hierarchy): builder.add(hierarchy)
                }
            }
        }
        condition.withLock { built = true }
        condition.broadcast()
    }
}
