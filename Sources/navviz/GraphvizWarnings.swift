import Foundation
import Graphviz

/// Graphviz's warnings in navviz's words: Graphviz never prints on stderr itself, so a
/// command reports what it said once its work is done, each warning once, with those
/// of its `render-frames` worker.
enum GraphvizWarnings {
    /// Past this many, one line says how many more there were.
    static let shown = 10

    /// Adds warnings another process (a frame worker) passed on.
    static func add(_ warnings: [String]) {
        lock.withLock { fromWorkers += warnings }
    }

    static func report() {
        var warnings: [String] = []
        for warning in GraphvizRenderer.shared.takeWarnings() + lock.withLock({ fromWorkers }) where !warnings.contains(warning) {
            warnings.append(warning)
        }
        for warning in warnings.prefix(shown) { Console.error("navviz: warning: Graphviz: \(warning)") }
        if warnings.count > shown { Console.error("navviz: warning: Graphviz gave \(warnings.count - shown) more warnings") }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var fromWorkers: [String] = []
}
