import Foundation

/// The preview's one state, the last good page and the current failure, and the open
/// event streams it is broadcast to.
actor PreviewHub {
    private(set) var version = 0
    /// The last page that rendered; it stays while the file is broken.
    private(set) var page: [UInt8]?
    private(set) var failure: String?
    /// The step of the page's first failing `expect` (or unexpected crash), if any.
    private(set) var failingStep: Int?
    /// The line each step of the page starts on, to find the step of the editor's cursor.
    private var stepLines: [Int] = []
    /// The step the editor's cursor was last on.
    private var cursorStep: Int?
    private var subscribers: [UUID: AsyncStream<PreviewEvent>.Continuation] = [:]

    /// A new good drawing: every page reloads.
    func publish(page: [UInt8], failingStep: Int? = nil, stepLines: [Int] = []) {
        version += 1
        self.page = page
        self.failingStep = failingStep
        self.stepLines = stepLines
        cursorStep = nil
        failure = nil
        broadcast(.version(version))
    }

    /// The file no longer renders: pages show `failure` and keep their drawing.
    func publish(failure: String) {
        self.failure = failure
        broadcast(.failure(failure))
    }

    /// The editor's cursor is on `line`: pages show its step (the last step starting at or
    /// before it), when that is another step than the cursor's last.
    func publish(cursorLine line: Int) {
        let step = stepLines.lastIndex { $0 <= line } ?? 0
        guard page != nil, step != cursorStep else { return }
        cursorStep = step
        broadcast(.cursor(step))
    }

    /// The events from now on, starting with the current state, so that a page opened
    /// (or reopened) at any time knows whether it is stale or the file is broken.
    func subscribe() -> AsyncStream<PreviewEvent> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<PreviewEvent>.makeStream(bufferingPolicy: .bufferingNewest(16))
        continuation.yield(.version(version))
        if let failure { continuation.yield(.failure(failure)) }
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        subscribers[id] = continuation
        return stream
    }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
    }

    private func broadcast(_ event: PreviewEvent) {
        for continuation in subscribers.values { continuation.yield(event) }
    }
}
