/// The edges `dot` must not rank by, so that every drawing navviz makes lays out.
///
/// `dot` ranks each cluster as one unit inside its parent. A flow's map is the union of
/// many hierarchies, and it has cycles among such units: a VC presents its presenter in a
/// later frame, or a presenter is moved into the container it presented. Graphviz 2.4x
/// then fails on the cycle: "trouble in init_rank", "triangulation failed" in spline
/// routing, edges outside their `lhead` cluster, and an assertion that aborts the process.
/// So the edges are taken in map order (first seen first), and an edge that would close
/// a cycle among the units at its level of nesting gets `constraint=false`: it is still
/// drawn, but takes no part in ranking.
enum RankCycles {
    /// The offsets in `edges` (node keys) of the edges that would close a cycle.
    /// `clusterOf` gives a node's cluster and `parentOf` a cluster's parent (nil: top level).
    static func edgesClosingCycles(
        _ edges: [(from: String, to: String)], clusterOf: (String) -> String?,
        parentOf: (String) -> String?
    ) -> Set<Int> {
        var chains: [String: [String]] = [:]
        /// The units a node sits in, outermost first, ending with the node itself.
        func chain(_ node: String) -> [String] {
            if let known = chains[node] { return known }
            var units = ["node:" + node]
            var cluster = clusterOf(node)
            while let current = cluster {
                units.append("cluster:" + current)
                cluster = parentOf(current)
            }
            units.reverse()
            chains[node] = units
            return units
        }
        var successors: [String: [String]] = [:]
        func reaches(_ start: String, _ goal: String) -> Bool {
            var seen: Set<String> = [start]
            var pending = [start]
            while let unit = pending.popLast() {
                if unit == goal { return true }
                for next in successors[unit] ?? [] where seen.insert(next).inserted { pending.append(next) }
            }
            return false
        }
        var closing: Set<Int> = []
        for (offset, edge) in edges.enumerated() {
            let (tail, head) = (chain(edge.from), chain(edge.to))
            // The units the edge joins: where the two chains part.
            guard let level = tail.indices.first(where: { $0 < head.count && tail[$0] != head[$0] }) else { continue }
            if reaches(head[level], tail[level]) {
                closing.insert(offset)
            } else {
                successors[tail[level], default: []].append(head[level])
            }
        }
        return closing
    }
}
