import Foundation
import Graphviz

/// What Graphviz warned about while navviz laid out and drew, for the command to report in
/// its own words once its work is done: Graphviz never prints on stderr itself. Warnings a
/// worker process passed on join those of this process.
public enum GraphvizWarnings {
    /// Every warning since the last call, each once, in the order said; taking them empties the list.
    public static func take() -> [String] {
        var result: [String] = []
        for warning in GraphvizRenderer.shared.takeWarnings() + lock.withLock({ fromWorkers }) where !result.contains(warning) {
            result.append(warning)
        }
        lock.withLock { fromWorkers = [] }
        return result
    }

    /// Adds the warnings another process (a frame worker) passed on.
    public static func add(_ warnings: [String]) {
        lock.withLock { fromWorkers += warnings }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var fromWorkers: [String] = []
}
