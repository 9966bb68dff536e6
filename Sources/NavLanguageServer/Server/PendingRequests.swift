import Foundation

/// The requests read and not yet answered, shared by the thread that reads messages and
/// the queue that answers them in order. A `$/cancelRequest` marks its request here as
/// soon as it is read, however many requests wait before it, so the request is answered
/// `RequestCancelled` without being computed; a hover is superseded by a later hover of
/// the same document (the cursor has moved on), so a burst of them costs one.
final class PendingRequests: @unchecked Sendable {
    /// What to do with a request when its turn comes.
    enum Turn: Equatable {
        case answer
        case cancelled
        /// A hover with a later hover of the same document waiting: answered with no hover.
        case superseded
    }

    private struct Entry {
        var id: RequestID
        /// The document a hover is about; nil for other requests.
        var hoverOf: String?
        var cancelled = false
    }

    private let lock = NSLock()
    /// By the ticket `add` gave out: tickets count up in the order requests are read.
    private var entries: [Int: Entry] = [:]
    private var tickets: [RequestID: Int] = [:]
    private var latestHover: [String: Int] = [:]
    private var nextTicket = 0

    /// A request just read; its ticket, for `take` when its turn comes.
    func add(_ id: RequestID, hoverOf uri: String?) -> Int {
        lock.withLock {
            nextTicket += 1
            entries[nextTicket] = Entry(id: id, hoverOf: uri)
            tickets[id] = nextTicket
            if let uri { latestHover[uri] = nextTicket }
            return nextTicket
        }
    }

    /// The client no longer wants the answer: a request still waiting is not computed.
    /// An id that waits for nothing (answered already, or never sent) is ignored.
    func cancel(_ id: RequestID) {
        lock.withLock {
            guard let ticket = tickets[id] else { return }
            entries[ticket]?.cancelled = true
        }
    }

    /// The request's turn: whether to answer it, and forgets it.
    func take(_ ticket: Int) -> Turn {
        lock.withLock {
            guard let entry = entries.removeValue(forKey: ticket) else { return .answer }
            if tickets[entry.id] == ticket { tickets[entry.id] = nil }
            var superseded = false
            if let uri = entry.hoverOf {
                if latestHover[uri] == ticket { latestHover[uri] = nil } else { superseded = true }
            }
            return entry.cancelled ? .cancelled : superseded ? .superseded : .answer
        }
    }
}
