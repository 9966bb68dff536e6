import NavLayout

/// Renders some of a flow's PNG frames in another process, so that rendering uses more
/// than one core: Graphviz is not thread-safe, so navviz never renders on two threads
/// of one process. `start` launches the work and returns at once.
public protocol FrameWorker: Sendable {
    func start(layout: FlowDrawing.LayoutMode, frames: Range<Int>) throws -> any FrameWorkerJob
}

/// Frames another process is rendering: asking for the first one waits for it to finish.
public protocol FrameWorkerJob: Sendable {
    func frame(_ index: Int) throws -> [UInt8]
}
