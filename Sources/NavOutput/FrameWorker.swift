/// Renders some of a flow's frames in another process, so that rendering uses more
/// than one core: Graphviz is not thread-safe, so navviz never renders on two threads
/// of one process. `start` launches the work and returns a function that waits for it.
public protocol FrameWorker: Sendable {
    func start(layout: FlowDrawing.LayoutMode, format: String, frames: Range<Int>) throws -> () throws -> [[UInt8]]
}
