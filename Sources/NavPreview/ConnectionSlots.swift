import Foundation

/// The connections the preview server holds, by what each is doing, each kind up to its
/// limit. A connection that would go past its kind's limit is not refused: the one of that
/// kind that came first is closed instead. So however many connections sit idle or keep an
/// event stream open (another program on the machine, pages in other tabs), the next
/// one, the page's own, is served; the server holds at most the sum of the limits.
final class ConnectionSlots: @unchecked Sendable {
    enum Use: CaseIterable {
        /// Reading a request, then writing its answer.
        case request
        /// An event stream, open as long as its page.
        case events
    }

    /// A connection's place, to move or free it.
    struct Slot: Hashable {
        fileprivate let number: Int
    }

    private let limits: [Use: Int]
    private let lock = NSLock()
    /// Each kind's connections, first come first: their slot and socket.
    private var held: [Use: [(slot: Slot, socket: Int32)]] = [:]
    private var nextNumber = 0

    init(requests: Int, events: Int) {
        limits = [.request: requests, .events: events]
    }

    /// A slot for the connection on `socket`, as a request.
    func admit(_ socket: Int32) -> Slot {
        lock.withLock {
            nextNumber += 1
            let slot = Slot(number: nextNumber)
            add(slot, socket, .request)
            return slot
        }
    }

    /// The connection now does `use`.
    func move(_ slot: Slot, to use: Use) {
        lock.withLock {
            guard let socket = remove(slot) else { return }
            add(slot, socket, use)
        }
    }

    /// The connection is done; called before its socket closes.
    func leave(_ slot: Slot) {
        lock.withLock { _ = remove(slot) }
    }

    /// Adds the connection, closing the kind's first one past the limit. Under the lock, so
    /// that every socket held is still open (a connection leaves before it closes).
    private func add(_ slot: Slot, _ socket: Int32, _ use: Use) {
        held[use, default: []].append((slot, socket))
        while held[use]!.count > limits[use]! {
            let first = held[use]!.removeFirst()
            // Its read or write fails at once, and its task ends and closes it.
            shutdown(first.socket, Int32(SHUT_RDWR))
        }
    }

    private func remove(_ slot: Slot) -> Int32? {
        for use in Use.allCases {
            if let index = held[use]?.firstIndex(where: { $0.slot == slot }) { return held[use]!.remove(at: index).socket }
        }
        return nil
    }
}
