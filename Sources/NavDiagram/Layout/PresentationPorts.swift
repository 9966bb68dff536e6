/// What a big container presents, laid out in rows under it: the layout of a map that
/// wrapping alone leaves too wide to fit a screen.
///
/// `dot` ranks a presented screen below its presenter, and an arrow that leaves a
/// container must run beside it down to its bottom: sixty screens presented from boxes
/// inside a tab bar are sixty lanes of arrows beside the tab bar, and their screens
/// scattered along them (AltStore's map: 5,400 points wide). Here, for the layout only,
/// each modal arrow leaving a top-level container starts at an invisible port at the
/// container's bottom (`ltail`: `dot` clips the arrow at the container's border), and the
/// screens it presents are dealt into rows of at most `FanWrapping.limit` points under
/// it, in the order the flow first shows them. The arrow is drawn from the container's
/// bottom border, labelled with who calls (`SceneEdge.caller`, else its tail): what the
/// map loses is only the arrow's run inside the container.
struct PresentationPorts: Sendable {
    /// A modal edge laid out from a port.
    struct PortedEdge: Sendable, Equatable {
        /// The top-level container the edge leaves.
        let cluster: String
        /// Its `minlen` below the port: the rank of its head's row.
        let minimumLength: Int
    }

    /// The edges (by index) laid out from their container's port.
    let edges: [Int: PortedEdge]
    /// The containers that get a port, in map order, with the nodes inside each.
    let containers: [(cluster: String, nodes: [String])]

    /// The invisible node the arrows leaving `cluster` start at in the layout.
    static func port(of cluster: String) -> String { "navviz:port/" + cluster }

    /// The ports of `map`'s top-level containers that present something, the modal edges
    /// that leave them in rows, wrapped to `limit`; nil when no container presents anything.
    /// A row takes `ranksPerLevel` ranks per box of its tallest screen (2 when `dot` lays
    /// labels out as nodes between ranks).
    init?(map: FlowMap, outOfRanking: Set<Int>, limit: Double = FanWrapping.limit, ranksPerLevel: Int) {
        let nodeTop = map.nodes.map { $0.clusterKey.map(map.topLevelCluster(of:)) }
        var membersByTop: [String: [String]] = [:]
        for (offset, node) in map.nodes.enumerated() { if let top = nodeTop[offset] { membersByTop[top, default: []].append(node.key) } }
        let top = { (key: String) in map.nodeIndex[key].flatMap { nodeTop[$0] } }
        // What each container presents: the modal edges leaving it, by head group (a presented
        // container is one group), in the order the flow first shows them.
        var heads: [String: [(edge: Int, group: String)]] = [:]
        var order: [String] = []
        for (offset, edge) in map.edges.enumerated() where edge.kind == .modal && !outOfRanking.contains(offset) {
            guard let cluster = top(edge.from), top(edge.to) != cluster else { continue }
            if heads[cluster] == nil { order.append(cluster) }
            heads[cluster, default: []].append((offset, top(edge.to) ?? edge.to))
        }
        guard !order.isEmpty else { return nil }
        var portedEdges: [Int: PortedEdge] = [:]
        for cluster in order {
            // The groups in rows: each as wide as its widest box, as deep as its boxes.
            var groups: [String] = []
            for head in heads[cluster]! where !groups.contains(head.group) { groups.append(head.group) }
            let size = { (group: String) -> (width: Double, depth: Int) in
                let members = membersByTop[group] ?? [group]
                let widest = members.compactMap { map.nodeIndex[$0].map { NodeLabel.estimatedWidth(map.nodes[$0], in: map) } }.max() ?? 0
                return (widest + (membersByTop[group] == nil ? 0 : 2 * FanWrapping.containerPadding), members.count)
            }
            var rowOf: [String: Int] = [:]
            var rowDepths: [Int] = []
            var width = 0.0
            for group in groups {
                let (groupWidth, depth) = size(group)
                if rowDepths.isEmpty || width + groupWidth > limit {
                    rowDepths.append(0)
                    width = 0
                }
                width += groupWidth + FanWrapping.separation
                rowOf[group] = rowDepths.count - 1
                rowDepths[rowDepths.count - 1] = max(rowDepths[rowDepths.count - 1], depth)
            }
            // Row r starts below the rows above it, one rank apart.
            var starts: [Int] = []
            var start = 1
            for depth in rowDepths {
                starts.append(start)
                start += depth * ranksPerLevel + 1
            }
            for head in heads[cluster]! {
                portedEdges[head.edge] = PortedEdge(cluster: cluster, minimumLength: starts[rowOf[head.group]!])
            }
        }
        edges = portedEdges
        containers = order.map { ($0, membersByTop[$0] ?? []) }
    }
}
