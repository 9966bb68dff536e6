import Foundation

/// Files made in order on a thread of their own, ahead of the writer that takes them: the
/// SVG step files, each put together from the sheets (or a Graphviz render, on a layout
/// of its own), are made while the ones before them are written, and the map while the
/// step files are written. One taken again is made again.
final class FilesMadeAhead: @unchecked Sendable {
    private let buffer = FrameBuffer<[UInt8]>(limit: 16_000_000, size: \.count)
    private let make: @Sendable (Int) throws -> [UInt8]

    init(count: Int, make: @escaping @Sendable (Int) throws -> [UInt8]) {
        self.make = make
        let buffer = buffer
        let thread = Thread {
            for index in 0..<count {
                guard buffer.waitForRoom() else { return }
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

    deinit {
        buffer.cancel()
    }

    /// Frame `index`'s file, waiting for it if it is being made.
    func file(_ index: Int) throws -> [UInt8] {
        try buffer.take(index) ?? make(index)
    }
}
