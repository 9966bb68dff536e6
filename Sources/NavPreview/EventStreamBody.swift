import FlyingFox
import FlyingSocks

/// A response body that never ends by itself: each preview event is written as it
/// happens (FlyingFox sends it as one HTTP chunk), until the page goes away.
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let events: AsyncStream<PreviewEvent>

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<PreviewEvent>.Iterator
        /// What is left of the event being written.
        var pending: ArraySlice<UInt8> = []

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            if pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = ArraySlice(event.eventStreamText.utf8)
            }
            let buffer = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(buffer.count)
            return buffer
        }
    }
}
