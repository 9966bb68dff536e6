/// The layout of a map that no arrangement of its arrows fits on a screen: each group of
/// presented screens laid out on its own and packed beside the app's hierarchy.
///
/// In a big app's map (pocket-casts-ios: 200 modal arrows out of one tab bar; duckduckgo-ios:
/// 90 out of its root view controller) `dot` gives every modal arrow a lane from its presenter
/// down to the rank of its screen, and the lanes, not the boxes, make the map 8,000 to
/// 30,000 points wide. Here a modal arrow that leaves a structure of several boxes (the
/// window's hierarchy, a container and what it holds) is *detached*: for the layout it starts
/// at a stub point right above its screen, and the screens a presenter presents are laid out
/// side by side as a group of their own, in rows of at most `groupWidth`. Each such part of
/// the map is laid out on its own and the parts are packed into a near-square
/// (`Geometry(packing:)`). The arrow is drawn from its stub, with a small circle at its start
/// and "from Presenter" on it, which is what the map then says instead of the long run across
/// it. A screen presented from several places is in its first presenter's group; the other
/// presenters' arrows reach it on one arrow from one stub above it, not one each (a share
/// sheet presented from fifty screens).
struct DetachedPresentations: Sendable {
    /// The stub each detached modal edge (by index) starts at in the layout.
    let stubs: [Int: String]
    /// The edges from a screen's other presenters (by index), which all start at one stub
    /// above it: the first of each screen is laid out, and the others are drawn on its arrow
    /// (the key's arrow is its value's), each labelled only in the step that draws it.
    let copiedArrows: [Int: Int]
    /// The label box of every edge from such a stub, the ones laid out and their copies, in
    /// points: one size for all the edges on one arrow, which holds any of their labels.
    let labelBoxes: [Int: (width: Double, height: Double)]
    /// How many parts the map is laid out in; part 0 holds the map's first box (the window).
    let partCount: Int
    /// The part of every node and stub, by key.
    let partOfNode: [String: Int]
    /// The part of every cluster, by key: the part of what it holds.
    let partOfCluster: [String: Int]
    /// Each part's stubs, in the order their arrows appear in the map.
    let stubsOfPart: [[String]]

    /// The widest group of screens one presenter presents, in points: a presenter's screens are
    /// in several groups rather than one wide fan, which `dot` could only wrap into rows with
    /// a lane for every arrow that passes a row (`FanWrapping`).
    static let groupWidth = 1_200.0

    /// The parts of `map` with every modal edge that leaves a structure of several boxes
    /// detached; nil when no edge is and the map is one part.
    init?(map: FlowMap) {
        var structure = UnionFind(count: map.nodes.count)
        // A structure: a top-level container with everything inside it, joined by every arrow
        // but the modal ones (the window's root, a navigation stack, a parent's children).
        var firstNodeOfTop: [String: Int] = [:]
        for (index, node) in map.nodes.enumerated() {
            guard let top = node.clusterKey.map(map.topLevelCluster(of:)) else { continue }
            if let first = firstNodeOfTop[top] { structure.join(index, first) } else { firstNodeOfTop[top] = index }
        }
        for edge in map.edges where edge.kind != .modal {
            if let from = map.nodeIndex[edge.from], let to = map.nodeIndex[edge.to] { structure.join(from, to) }
        }
        var sizes: [Int: Int] = [:]
        for index in map.nodes.indices { sizes[structure.root(index), default: 0] += 1 }
        // The parts: structures joined by the modal arrows that stay, each detached arrow's
        // head joined to its stub (a stub is an element past the map's nodes).
        var parts = structure
        var groupIndex: [String: Int] = [:]
        var stubs: [Int: String] = [:]
        var groupOfStub: [String: Int] = [:]
        var (copied, firstArrow) = ([Int: Int](), [Int: Int]())
        var headsHung: Set<Int> = []
        // Each presenter's screens in groups of a row at most `groupWidth` wide.
        var groups: [String: (number: Int, width: Double)] = [:]
        for (offset, edge) in map.edges.enumerated() where edge.kind == .modal {
            guard let from = map.nodeIndex[edge.from], let to = map.nodeIndex[edge.to] else { continue }
            let tailStructure = structure.root(from)
            guard tailStructure != structure.root(to) else { continue }
            // A screen hangs under its first presenter: under the presenter itself when that is
            // a lone box, else under its stub. Its other presenters' arrows all start at one
            // stub next to it: a sheet presented from thirty places is one part, not thirty.
            let (stub, group): (String, String)
            if !headsHung.insert(to).inserted {
                stub = "navviz:to/" + edge.to
                group = stub
                if let first = firstArrow[to] { copied[offset] = first } else { firstArrow[to] = offset }
            } else if sizes[tailStructure, default: 0] == 1 {
                parts.join(from, to)
                continue
            } else {
                let width = NodeLabel.estimatedWidth(map.nodes[to], in: map) + FanWrapping.separation
                var row = groups[edge.from] ?? (0, 0)
                if row.width > 0 && row.width + width > Self.groupWidth { row = (row.number + 1, 0) }
                groups[edge.from] = (row.number, row.width + width)
                stub = "navviz:from/" + edge.from + "->" + edge.to
                group = edge.from + "#\(row.number)"
            }
            if groupIndex[group] == nil { groupIndex[group] = parts.add() }
            parts.join(groupIndex[group]!, to)
            (stubs[offset], groupOfStub[stub]) = (stub, groupIndex[group]!)
        }
        // Parts numbered in the order of their first box in the map.
        var number: [Int: Int] = [:]
        var partOfNode: [String: Int] = [:]
        for (index, node) in map.nodes.enumerated() {
            let root = parts.root(index)
            if number[root] == nil { number[root] = number.count }
            partOfNode[node.key] = number[root]
        }
        // With no arrow to detach, a map of several parts (the screens the tour could not
        // reach, each an entry of its own) is still packed: `dot` sets them all in one row.
        guard !stubs.isEmpty || number.count > 1 else { return nil }
        var stubsOfPart = Array(repeating: [String](), count: number.count)
        for offset in stubs.keys.sorted() {
            let stub = stubs[offset]!
            guard partOfNode[stub] == nil else { continue }
            let part = number[parts.root(groupOfStub[stub]!)]!
            partOfNode[stub] = part
            stubsOfPart[part].append(stub)
        }
        var partOfTop: [String: Int] = [:]
        for (top, node) in firstNodeOfTop { partOfTop[top] = partOfNode[map.nodes[node].key] }
        var partOfCluster: [String: Int] = [:]
        for cluster in map.clusters { partOfCluster[cluster.key] = partOfTop[map.topLevelCluster(of: cluster.key)] ?? 0 }
        (self.stubs, self.partOfNode, self.partOfCluster, self.stubsOfPart) = (stubs, partOfNode, partOfCluster, stubsOfPart)
        copiedArrows = copied
        var labelBoxes: [Int: (width: Double, height: Double)] = [:]
        for first in firstArrow.values {
            let arrows = [first] + copied.filter { $0.value == first }.keys
            // Their lines as `Diagram.edgeAttributes` writes them: the call at 10 points, who presents at 9.
            let width = arrows.map { arrow in
                max(
                    TextWidth.of(map.edges[arrow].label ?? "", fontSize: 10, bold: false),
                    TextWidth.of(Diagram.presenterLine(of: map.edges[arrow], in: map), fontSize: 9, bold: false))
            }.max()!
            for arrow in arrows { labelBoxes[arrow] = (width + 4, 26) }
        }
        self.labelBoxes = labelBoxes
        partCount = number.count
    }

    /// The ranks wrapped fans add to edges (`FanWrapping`), each part's fans wrapped on their
    /// own to its limit in `limits` (the last for the parts past them): a part that fits is
    /// wrapped even when the whole map could not be.
    func extraRanks(nodes: [FanWrapping.Node], edges: [FanWrapping.Edge], limits: [Double]) -> [Int: Int] {
        var extra: [Int: Int] = [:]
        for (part, (partNodes, partEdges)) in inParts(nodes: nodes, edges: edges).enumerated() {
            let limit = part < limits.count ? limits[part] : limits.last ?? FanWrapping.narrowerLimit
            let ranks = FanWrapping.extraRanks(nodes: partNodes, edges: partEdges.map { edges[$0] }, limit: limit)
            for (offset, rank) in ranks { extra[partEdges[offset]] = rank }
        }
        return extra
    }

    /// The edges left out of ranking in a map laid out in parts (by index): each part's edges
    /// outside the tree its fans are wrapped on (`FanWrapping.edgesOutsideTheTree`), so that a
    /// wrapped fan stays wrapped.
    func edgesOutsideTheTrees(nodes: [FanWrapping.Node], edges: [FanWrapping.Edge]) -> Set<Int> {
        Set(
            inParts(nodes: nodes, edges: edges).flatMap { partNodes, partEdges in
                FanWrapping.edgesOutsideTheTree(nodes: partNodes, edges: partEdges.map { edges[$0] }).map { partEdges[$0] }
            })
    }

    /// Each part's nodes, its stubs included, and its edges (by offset in `edges`).
    private func inParts(nodes: [FanWrapping.Node], edges: [FanWrapping.Edge]) -> [(nodes: [FanWrapping.Node], edges: [Int])] {
        (0..<partCount).map { part in
            let stubs = stubsOfPart[part].map { FanWrapping.Node(key: $0, width: 0, cluster: nil, isHeader: false, keepsChildrenInOrder: false) }
            return (nodes.filter { partOfNode[$0.key] == part } + stubs, edges.indices.filter { partOfNode[edges[$0].from] == part })
        }
    }
}

/// Sets of elements joined one pair at a time (union–find with path halving).
struct UnionFind: Sendable {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    /// A new element in a set of its own; returns its index.
    mutating func add() -> Int {
        parent.append(parent.count)
        return parent.count - 1
    }

    mutating func root(_ element: Int) -> Int {
        var element = element
        while parent[element] != element {
            parent[element] = parent[parent[element]]
            element = parent[element]
        }
        return element
    }

    mutating func join(_ a: Int, _ b: Int) {
        let (rootA, rootB) = (root(a), root(b))
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
}
