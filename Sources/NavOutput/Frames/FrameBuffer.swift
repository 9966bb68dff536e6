import Foundation

/// What threads of their own make for each frame, ahead of the file writer that takes it
/// (in order): the frames a render writes are made while other files are written. Holds
/// at most `limit` bytes of products not yet taken (makers wait), so a long flow's frames
/// are never all in memory; but for the frames the writer takes next, which are always
/// made, so that makers that drift apart (one ahead filling the buffer, the other making
/// the frame the writer waits for) never wait for each other.
final class FrameBuffer<Product: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let limit: Int
    private let size: @Sendable (Product) -> Int
    private var products: [Int: Product] = [:]
    private var bytes = 0
    /// Products before this frame are no longer wanted: frames are taken in order.
    private var next = 0
    /// The first frame that could not be made, and why: every frame from it on fails.
    private var failure: (frame: Int, error: any Error)?
    private var cancelled = false

    init(limit: Int = .max, size: @escaping @Sendable (Product) -> Int = { _ in 0 }) {
        (self.limit, self.size) = (limit, size)
    }

    /// Waits while the products not yet taken fill the buffer, unless `frame` is one of the
    /// `window` frames the writer takes next (one per maker); false once cancelled.
    func waitForRoom(making frame: Int, window: Int = 1) -> Bool {
        condition.withLock {
            while bytes >= limit && frame >= next + window && !cancelled { condition.wait() }
            return !cancelled
        }
    }

    func put(_ frame: Int, _ product: Product) {
        condition.withLock {
            guard frame >= next else { return }
            products[frame] = product
            bytes += size(product)
        }
        condition.broadcast()
    }

    func fail(from frame: Int, _ error: any Error) {
        condition.withLock { if failure.map({ frame < $0.frame }) ?? true { failure = (frame, error) } }
        condition.broadcast()
    }

    /// Stops the maker: nobody takes what it makes.
    func cancel() {
        condition.withLock { cancelled = true }
        condition.broadcast()
    }

    /// Frame `frame`'s product once made, dropping any before it not taken; nil when it
    /// was taken or passed, before or while waiting (the caller makes it again).
    func take(_ frame: Int) throws -> Product? {
        defer { condition.broadcast() }
        return try condition.withLock {
            guard frame >= next else { return nil }
            for earlier in next..<frame {
                if let dropped = products.removeValue(forKey: earlier) { bytes -= size(dropped) }
            }
            next = frame
            while products[frame] == nil {
                // Another taker asked for a later frame (or took this one) meanwhile: this
                // one is dropped, or never kept.
                if next > frame { return nil }
                if let failure, failure.frame <= frame { throw failure.error }
                condition.wait()
            }
            next = frame + 1
            let taken = products.removeValue(forKey: frame)!
            bytes -= size(taken)
            return taken
        }
    }
}
