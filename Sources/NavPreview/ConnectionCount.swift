import Foundation

/// How many connections the preview server is serving, up to a limit.
final class ConnectionCount: @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    private var open = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a new connection; false when the limit is reached (and nothing is counted).
    func enter() -> Bool {
        lock.withLock {
            guard open < limit else { return false }
            open += 1
            return true
        }
    }

    func leave() {
        lock.withLock { open -= 1 }
    }
}
