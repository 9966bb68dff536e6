/// Which variant of each element one frame shows (see `ElementVariants`); the sheet
/// with the same number shows the element that way (`Diagram.sheetDOT`).
public struct FrameVariants: Sendable {
    let nodes: [UInt16]
    var clusters: [UInt16]
    let edges: [UInt16]

    public subscript(element: DrawingElement) -> Int {
        let row: [UInt16]
        switch element.kind {
        case .node: row = nodes
        case .cluster: row = clusters
        case .edge: row = edges
        }
        return element.index < row.count ? Int(row[element.index]) : 0
    }

    /// How many elements the frame draws: what drawing it costs, roughly.
    public var shownCount: Int {
        nodes.reduce(0) { $0 + ($1 == 0 ? 0 : 1) } + clusters.reduce(0) { $0 + ($1 == 0 ? 0 : 1) }
            + edges.reduce(0) { $0 + ($1 == 0 ? 0 : 1) }
    }
}
