import Foundation

/// Files made in order on threads of their own, ahead of the writer that takes them: the
/// SVG step files, each put together from the sheets (or a Graphviz render, on a layout
/// of its own), are made while the ones before them are written, and the map while the
/// step files are written. With `makers` threads, thread `k` makes every `makers`-th file
/// from the `k`-th. One taken again is made again.
final class FilesMadeAhead: @unchecked Sendable {
    private let buffer: FrameBuffer<[UInt8]>
    private let make: @Sendable (Int) throws -> [UInt8]

    /// Makes files `0..<count` with `make`, keeping at most `limit` bytes of them not yet taken.
    init(count: Int, makers: Int = 1, limit: Int = 16_000_000, make: @escaping @Sendable (Int) throws -> [UInt8]) {
        self.make = make
        let buffer = FrameBuffer<[UInt8]>(limit: limit, size: \.count)
        self.buffer = buffer
        for first in 0..<makers {
            let thread = Thread {
                for index in stride(from: first, to: count, by: makers) {
                    guard buffer.waitForRoom(making: index, window: makers) else { return }
                    do {
                        buffer.put(index, try make(index))
                    } catch {
                        buffer.fail(from: index, error)
                        return
                    }
                }
            }
            // Graphviz's `dot` layout (the per-frame layout) recurses: the main thread's stack.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    deinit {
        buffer.cancel()
    }

    /// Frame `index`'s file, waiting for it if it is being made.
    func file(_ index: Int) throws -> [UInt8] {
        try buffer.take(index) ?? make(index)
    }
}
