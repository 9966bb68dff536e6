/// A flow whose map is too large to draw (see `FlowDrawing.maximumNodes`).
public struct DrawingTooLarge: Error, CustomStringConvertible {
    public var nodes: Int

    public var description: String {
        "the flow map has \(nodes) view-controller boxes; navviz draws at most \(FlowDrawing.maximumNodes) in one diagram "
            + "(Graphviz's layout time grows faster than linearly). `navviz check` and `navviz dump` have no such limit; "
            + "to draw, split the flow into smaller ones"
    }
}
