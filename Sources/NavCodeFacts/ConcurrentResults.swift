import Foundation

/// Results of work split over threads (`DispatchQueue.concurrentPerform`), each written
/// from its own thread and read once all are done: the Swift reader's batches, `navviz
/// lint`'s devices.
public final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Value, Error>?]

    public init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    public func set(_ index: Int, _ result: Result<Value, Error>) {
        lock.withLock { results[index] = result }
    }

    /// The result of `index`, or the error its work threw.
    public func get(_ index: Int) throws -> Value {
        try lock.withLock { results[index]! }.get()
    }
}
