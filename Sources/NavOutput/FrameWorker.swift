/// Renders some of a flow's frames in another process, so that rendering uses more
/// than one core: Graphviz is not thread-safe, so navviz never renders on two threads
/// of one process. `start` launches the work and returns a function that waits for it.
public protocol FrameWorker: Sendable {
    func start(layout: FlowDrawing.LayoutMode, format: String, frames: Range<Int>) throws -> () throws -> [[UInt8]]
}

extension FrameWorker {
    /// Renders `frames` with `drawing`, handing the second half to the worker (PNG only:
    /// a PNG frame costs tens of milliseconds, which pays for a second process).
    func render(layout: FlowDrawing.LayoutMode, format: String, frames count: Int,
                each: (Int) throws -> [UInt8]) throws -> [[UInt8]] {
        guard format == "png", count >= Self.minimumFrames else { return try (0..<count).map(each) }
        let split = count / 2
        let waitForWorker = try start(layout: layout, format: format, frames: split..<count)
        let mine = try (0..<split).map(each)
        return mine + (try waitForWorker())
    }

    static var minimumFrames: Int { 4 }
}
