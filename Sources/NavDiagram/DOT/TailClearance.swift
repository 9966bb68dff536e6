/// How many ranks an edge that leaves a container's border (`ltail`) must span so that
/// `dot` puts its head below the container, not beside it.
///
/// `dot` ranks such an edge from the node inside (the caller), one rank down by default;
/// when the container reaches further down, the head lands next to its border and the
/// clipped edge is an arrowhead with no line. The ranks are estimated before the layout
/// by the longest path over the edges `dot` ranks by, which is where `dot` puts nodes of
/// a chain at the least. A labelled edge (a modal's style) spans `labelRanks` ranks more:
/// its label then has room beside the part of the arrow that is drawn, below the container
/// (`Geometry.placingEdgeLabelsOnTheirArrows`). One is enough for a label proper, which
/// has a node of its own in ranks `dot` doubles; an external label (`xlabel`) has neither,
/// and two ranks leave it about as much room.
enum TailClearance {
    /// Each edge's offset in `edges` whose `minlen` must be over 1, and that length.
    /// `extraRanks`: what fans wrapped into rows (`FanWrapping`) add to edges' lengths, which
    /// makes a container taller.
    static func minimumLengths(
        _ edges: [(from: String, to: String, tailCluster: String?, labelled: Bool)], outOfRanking: Set<Int>, labelRanks: Int = 1,
        extraRanks: [Int: Int] = [:]
    ) -> [Int: Int] {
        guard edges.contains(where: { $0.tailCluster != nil }) else { return [:] }
        let rank = longestPaths(
            edges.enumerated().filter { !outOfRanking.contains($0.offset) }.map {
                ($0.element.from, $0.element.to, 1 + (extraRanks[$0.offset] ?? 0))
            })
        var lengths: [Int: Int] = [:]
        for (offset, edge) in edges.enumerated() {
            guard let cluster = edge.tailCluster, let start = rank[edge.from] else { continue }
            let bottom = rank.lazy.filter { FrameScene.isNode($0.key, inside: cluster) }.map(\.value).max() ?? start
            let length = bottom - start + 1 + (edge.labelled ? labelRanks : 0)
            if length > 1 { lengths[offset] = length }
        }
        return lengths
    }

    /// Each node's longest path from a node nothing points at, in ranks. A cycle (none
    /// is left among ranked edges, `RankCycles`) would only leave its nodes unranked.
    private static func longestPaths(_ edges: [(from: String, to: String, length: Int)]) -> [String: Int] {
        var successors: [String: [(String, Int)]] = [:]
        var incoming: [String: Int] = [:]
        for (from, to, length) in edges {
            successors[from, default: []].append((to, length))
            incoming[to, default: 0] += 1
            if incoming[from] == nil { incoming[from] = 0 }
        }
        var rank: [String: Int] = [:]
        var ready = incoming.filter { $0.value == 0 }.map(\.key).sorted()
        for node in ready { rank[node] = 0 }
        while let node = ready.popLast() {
            for (next, length) in successors[node] ?? [] {
                rank[next] = max(rank[next] ?? 0, rank[node]! + length)
                incoming[next]! -= 1
                if incoming[next] == 0 { ready.append(next) }
            }
        }
        return rank
    }
}
