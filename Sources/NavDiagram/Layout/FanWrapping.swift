/// Wide fans of the map wrapped into rows, so that a map fits a screen.
///
/// `dot` puts every child of a node on the rank below it: a root that presents thirty
/// screens, or a table that pushes thirty details, is one row thousands of points wide.
/// Here, before the layout, each fan wider than `limit` is dealt into rows, child `i`
/// into row `i mod rows` (as Graphviz's `unflatten` staggers leaves), and the edge to a
/// child of a later row is made longer by the ranks the rows above it take (`minlen`).
/// The children keep their order, containers stay whole (a container's rows are inside
/// it), and since every frame is drawn on this one layout, nothing moves between frames.
///
/// Widths are estimated from the labels (`TextWidth`), as a tidy tree's: a node's subtree
/// is as wide as its widest row of children's subtrees. Children a container presents
/// (their edge leaves the container, `TailClearance` puts them below it) are a fan of
/// their own, wrapped the same way, and do not widen the container. A tab bar's tabs and a
/// split view's columns are never wrapped: they read in order, side by side.
public enum FanWrapping {
    struct Node {
        var key: String
        /// The node's estimated width in points.
        var width: Double
        var cluster: String?
        /// Whether the node is a container's own header (its subtree is a container).
        var isHeader: Bool
        /// Tab bars and split views: their children are never wrapped.
        var keepsChildrenInOrder: Bool
    }

    struct Edge {
        var from: String
        var to: String
        /// Whether `dot` ranks by it (`RankCycles`).
        var ranked: Bool
    }

    /// Room `dot` keeps between two boxes side by side (`nodesep`), and what an edge
    /// passing between them takes.
    static let separation = 22.0
    /// What a rank of boxes adds to a fan's height, in points: a box and the room under it.
    static let rankHeight = 60.0
    /// What a container's border adds to its content's width.
    static let containerPadding = 16.0
    /// The widest row a fan is dealt into, in points: the map, a few rows side by side,
    /// then fits 4,000 points.
    static let limit = 2_400.0
    /// The narrower rows of a map whose layout with `limit` came out too wide.
    static let narrowerLimit = 1_700.0
    /// The rows a map laid out in parts (`DetachedPresentations`) is wrapped to, tried in
    /// order: narrower parts pack better, but wrap their wide fans into more rows.
    public static let partLimits = [narrowerLimit, DetachedPresentations.groupWidth]
    /// The larger side of a map that fits a screen at 100%, in points.
    public static let fittingSide = 4_000
    /// The most the boxes of a map that can be made to fit may cover, with their room, in points².
    static let largestFittingArea = 8_000_000.0

    /// Whether boxes this wide can be arranged to fit a screen. A map whose boxes, with the
    /// room `dot` leaves around them, would cover more than half of 4,000 × 4,000 points
    /// cannot fit it whatever its rows: it keeps `dot`'s own layout, the most compact for
    /// its size (the benchmark's 500-box map: 11 million).
    static func mayFit(widths: [Double]) -> Bool {
        widths.reduce(0, { $0 + ($1 + 60) * 120 }) <= largestFittingArea
    }

    /// The ranks to add to each edge's `minlen`, by edge offset (only edges that get some).
    static func extraRanks(nodes: [Node], edges: [Edge], limit: Double = limit) -> [Int: Int] {
        guard mayFit(widths: nodes.map(\.width)) else { return [:] }
        let (roots, children) = spanningTree(nodes: nodes, edges: edges)
        var extra: [Int: Int] = [:]
        var below = Below()
        for root in roots { _ = measure(root, budget: limit, limit: limit, children: children, nodes: nodes, extra: &extra, below: &below) }
        // What a container presents from any box inside it lands on one row below it: one
        // fan, wrapped to `limit` (measuring it may find more, below containers it holds).
        while let (_, fan) = below.takeFirst() {
            let sizes = fan.map { measure($0.head, budget: limit, limit: limit, children: children, nodes: nodes, extra: &extra, below: &below) }
            _ = wrap(fan.map { ($0.edge, $0.head) }, sizes: sizes, nodes: nodes, wraps: true, limit: limit, bases: fan.map(\.start), into: &extra)
        }
        return extra
    }

    /// The ranked edges (by offset) to a box of the spanning tree fans are wrapped on that are
    /// not in it: a second way to the box, which would rank it right under its tail wherever
    /// its wrapped row is (a screen pushed from thirty screens of one stack).
    static func edgesOutsideTheTree(nodes: [Node], edges: [Edge]) -> Set<Int> {
        let tree = spanningTree(nodes: nodes, edges: edges).children.joined()
        let (treeEdges, reached) = (Set(tree.map(\.edge)), Set(tree.map { nodes[$0.head].key }))
        return Set(edges.indices.filter { edges[$0].ranked && !treeEdges.contains($0) && reached.contains(edges[$0].to) })
    }

    /// A spanning tree of the ranked edges: each node's parent is its first ranked in-edge's
    /// tail, reached from the roots in map order.
    private static func spanningTree(nodes: [Node], edges: [Edge]) -> (roots: [Int], children: [[(edge: Int, head: Int)]]) {
        var index: [String: Int] = [:]
        for (position, node) in nodes.enumerated() { index[node.key] = position }
        // A spanning tree of the ranked edges: each node's parent is its first ranked
        // in-edge's tail, reached from the roots in map order.
        var outgoing = Array(repeating: [(edge: Int, head: Int)](), count: nodes.count)
        var hasParentEdge = Array(repeating: false, count: nodes.count)
        for (offset, edge) in edges.enumerated() where edge.ranked {
            guard let from = index[edge.from], let to = index[edge.to], from != to else { continue }
            outgoing[from].append((offset, to))
            hasParentEdge[to] = true
        }
        let roots = nodes.indices.filter { !hasParentEdge[$0] }
        var children = Array(repeating: [(edge: Int, head: Int)](), count: nodes.count)
        var visited = Array(repeating: false, count: nodes.count)
        var queue = roots
        for root in roots { visited[root] = true }
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            for (edge, head) in outgoing[node] where !visited[head] {
                visited[head] = true
                children[node].append((edge, head))
                queue.append(head)
            }
        }
        return (roots, children)
    }

    /// The children presented out of each container (by the outermost container their edge
    /// leaves), in the order they were found, with the rank their fan starts at below their tail.
    private struct Below {
        private var keys: [String] = []
        private var fans: [String: [(edge: Int, head: Int, start: Int)]] = [:]

        mutating func add(_ child: (edge: Int, head: Int), start: Int, leaving container: String) {
            if fans[container] == nil { keys.append(container) }
            fans[container, default: []].append((child.edge, child.head, start))
        }

        mutating func takeFirst() -> (String, [(edge: Int, head: Int, start: Int)])? {
            guard !keys.isEmpty else { return nil }
            let key = keys.removeFirst()
            return (key, fans.removeValue(forKey: key) ?? [])
        }
    }

    /// The outermost container of `tail` that `head` is not in: the edge leaves it.
    private static func outermostLeft(by head: Node, from tail: Node) -> String? {
        guard let cluster = tail.cluster else { return nil }
        var prefix = ""
        for part in cluster.split(separator: "/", omittingEmptySubsequences: false) {
            prefix += (prefix.isEmpty ? "" : "/") + part
            if head.cluster != prefix && head.cluster.map({ FrameScene.isNode($0, inside: prefix) }) != true { return prefix }
        }
        return cluster
    }

    /// The width and depth (in ranks) of `node`'s subtree with every fan in it wrapped to
    /// `budget`, which the extra ranks that takes go into `extra`. The tabs of a tab bar
    /// share its budget by their widths; a container's own fan may be as wide as its budget;
    /// what a box in a container presents goes into `below`, wrapped later with everything
    /// else that container presents.
    private static func measure(
        _ node: Int, budget: Double, limit: Double, children: [[(edge: Int, head: Int)]], nodes: [Node], extra: inout [Int: Int],
        below: inout Below
    ) -> (width: Double, depth: Int) {
        let inside = children[node].filter { isInScope(nodes[$0.head], of: nodes[node]) }
        let outside = children[node].filter { !isInScope(nodes[$0.head], of: nodes[node]) }
        var sizes: [(width: Double, depth: Int)]
        if nodes[node].keepsChildrenInOrder {
            var unused: [Int: Int] = [:]
            let natural = inside.map {
                measure($0.head, budget: .infinity, limit: limit, children: children, nodes: nodes, extra: &unused, below: &below).width + 1
            }
            let total = natural.reduce(0, +)
            sizes = inside.indices.map { child in
                measure(
                    inside[child].head, budget: budget * min(1, natural[child] / max(total, 1)), limit: limit, children: children, nodes: nodes,
                    extra: &extra, below: &below)
            }
        } else {
            sizes = inside.map { measure($0.head, budget: budget, limit: limit, children: children, nodes: nodes, extra: &extra, below: &below) }
        }
        let insideFan = wrap(inside, sizes: sizes, nodes: nodes, wraps: !nodes[node].keepsChildrenInOrder, limit: budget, into: &extra)
        // What a container's own box presents goes below what it contains, not beside it.
        for child in outside {
            below.add(
                child, start: nodes[node].isHeader ? insideFan.depth : 0, leaving: outermostLeft(by: nodes[child.head], from: nodes[node]) ?? "")
        }
        return (max(nodes[node].width, insideFan.width), 1 + insideFan.depth)
    }

    /// Whether `head` lies inside every container `tail` lies in: it widens `tail`'s container.
    private static func isInScope(_ head: Node, of tail: Node) -> Bool {
        guard let cluster = tail.cluster else { return true }
        return head.cluster == cluster || head.cluster.map { FrameScene.isNode($0, inside: cluster) } == true
    }

    /// `fan` dealt into as few rows as keep each within `limit` (one when `wraps` is false),
    /// each child's row `bases[child]` ranks further down (none when empty): the extra ranks
    /// of each child's edge go into `extra`; returns the fan's width and depth in ranks.
    private static func wrap(
        _ fan: [(edge: Int, head: Int)], sizes: [(width: Double, depth: Int)], nodes: [Node], wraps: Bool, limit: Double,
        bases: [Int] = [], into extra: inout [Int: Int]
    ) -> (width: Double, depth: Int) {
        guard !fan.isEmpty else { return (0, 0) }
        let childWidths = fan.indices.map { sizes[$0].width + (nodes[fan[$0].head].isHeader ? containerPadding : 0) + separation }
        // Child i in row i mod rows: the arrows to a later row pass between the children of
        // the rows above.
        func rowOf(_ child: Int, _ rows: Int) -> Int { child % rows }
        func rowWidths(_ rows: Int) -> [Double] {
            // A row also holds the edges that pass it on to the rows below.
            (0..<rows).map { row in
                fan.indices.reduce(0.0) { total, child in
                    total + (rowOf(child, rows) == row ? childWidths[child] : rowOf(child, rows) > row ? separation : 0)
                }
            }
        }
        func depth(_ rows: Int) -> Int {
            (0..<rows).reduce(0) { total, row in total + (fan.indices.filter { rowOf($0, rows) == row }.map { sizes[$0].depth }.max() ?? 0) }
        }
        // A child wider than the limit on its own (with the arrows passing it) widens its row
        // past it whatever the rows: then the rows are as many as keep the fan widest-smallest
        // for its depth, not one per child (a staircase as tall as the fan is long).
        let widest = max(limit, (childWidths.max() ?? 0) + separation * Double(fan.count))
        var rows = 1
        while wraps && rows < fan.count && (rowWidths(rows).max() ?? 0) > widest { rows += 1 }
        if rows == fan.count && rows > 2 {
            let cost = { (rows: Int) in (rowWidths(rows).max() ?? 0) + rankHeight * Double(depth(rows)) }
            rows = (1...fan.count).min { cost($0) < cost($1) } ?? rows
        }
        var offset = 0
        for row in 0..<rows {
            let members = fan.indices.filter { rowOf($0, rows) == row }
            for child in members where offset + (bases.isEmpty ? 0 : bases[child]) > 0 {
                extra[fan[child].edge] = offset + (bases.isEmpty ? 0 : bases[child])
            }
            offset += members.map { sizes[$0].depth }.max() ?? 0
        }
        return (rowWidths(rows).max() ?? 0, offset)
    }
}
