import UIKitModel

/// The union of every frame: each VC (per container), cluster and link that ever
/// existed in the flow. It is both the flow map of seed 000's figure and the one
/// layout every frame is drawn on, so that nothing moves between frames.
public struct FlowMap: Sendable {
    public private(set) var nodes: [SceneNode] = []
    public private(set) var clusters: [SceneCluster] = []
    public private(set) var edges: [SceneEdge] = []
    /// The role a node had when first seen; the map is coloured by it.
    public private(set) var roles: [String: NodeRole] = [:]
    /// Each slot's title when first seen.
    public private(set) var slotTitles: [String: String] = [:]
    /// Per column slot of a split view, what filled it (node or cluster keys), in the
    /// order they first did: the column's history.
    public private(set) var columnHistories: [String: [String]] = [:]
    /// The alerts and system view controllers drawn on each box (`SceneAttachment`), by the
    /// box's key, in the order first seen.
    public private(set) var attachments: [String: [SceneAttachment]] = [:]
    /// Each column slot's anchor node (`SceneNode.isColumnAnchor`).
    private var columnAnchors: [String: String] = [:]

    /// Each element's position in `nodes`, `clusters` and `edges`, by key.
    private(set) var nodeIndex: [String: Int] = [:]
    private(set) var clusterIndex: [String: Int] = [:]
    private(set) var edgeIndex: [String: Int] = [:]
    /// Nodes and clusters by the cluster they sit in (nil: the top level), in first-seen order.
    private var nodesByCluster: [String?: [SceneNode]] = [:]
    private var clustersByParent: [String?: [SceneCluster]] = [:]

    init() {}

    public init(flow: Flow) {
        let containers = FrameScene.containers(in: flow)
        for frame in flow.frames { add(FrameScene(hierarchy: frame.hierarchy, containers: containers)) }
    }

    /// Where a scene's elements sit in the map: their positions in `nodes`, `clusters`
    /// and `edges`, in the scene's order.
    struct Positions {
        var nodes: [Int] = []
        var clusters: [Int] = []
        var edges: [Int] = []
    }

    /// Adds what `scene` draws that no earlier scene did.
    @discardableResult
    mutating func add(_ scene: FrameScene) -> Positions {
        var positions = Positions()
        for cluster in scene.clusters {
            if let index = clusterIndex[cluster.key] {
                positions.clusters.append(index)
                continue
            }
            positions.clusters.append(clusters.count)
            clusterIndex[cluster.key] = clusters.count
            clusters.append(cluster)
            clustersByParent[cluster.parentKey, default: []].append(cluster)
            if let parent = cluster.parentKey, isColumnSlot(parent) { columnHistories[parent, default: []].append(cluster.key) }
        }
        for node in scene.nodes {
            if let index = nodeIndex[node.key] {
                positions.nodes.append(index)
                // Coloured as presented once it ever is, marked an entry once it ever is one (R66).
                if let role = scene.roles[node.key], role == .entry || (role == .presented && roles[node.key] != .entry) {
                    roles[node.key] = role
                }
                continue
            }
            positions.nodes.append(nodes.count)
            nodeIndex[node.key] = nodes.count
            nodes.append(node)
            nodesByCluster[node.clusterKey, default: []].append(node)
            if let slot = node.clusterKey, isColumnSlot(slot) {
                if node.isColumnAnchor { columnAnchors[slot] = node.key } else { columnHistories[slot, default: []].append(node.key) }
            }
            roles[node.key] = scene.roles[node.key]
        }
        for edge in scene.edges {
            let key = edge.key
            if let index = edgeIndex[key] {
                positions.edges.append(index)
                continue
            }
            positions.edges.append(edges.count)
            edgeIndex[key] = edges.count
            edges.append(edge)
        }
        for (slot, title) in scene.slotTitles where slotTitles[slot] == nil { slotTitles[slot] = title }
        for (box, attachment) in scene.attachments where attachments[box]?.contains(attachment) != true {
            attachments[box, default: []].append(attachment)
        }
        return positions
    }

    private func isColumnSlot(_ key: String) -> Bool {
        clusterIndex[key].map { clusters[$0].slot == .column } ?? false
    }

    /// A slot's title on the map: a column filled in turn by several view controllers says
    /// how many, so it reads as one column's history.
    public func slotTitle(of slot: SceneCluster) -> String {
        let title = slotTitles[slot.key] ?? slot.containerName
        let filled = columnHistories[slot.key]?.count ?? 0
        return filled > 1 ? "\(title) · \(filled) in turn" : title
    }

    /// Invisible edges that stack each column's history one under the other, under its
    /// anchor, for the layout only: from every node of one filler to the first node of the next.
    func columnHistoryEdges() -> [(from: String, to: String)] {
        var result: [(from: String, to: String)] = []
        for slot in clusters where slot.slot == .column {
            let fillers = (columnAnchors[slot.key].map { [$0] } ?? []) + (columnHistories[slot.key] ?? [])
            for (earlier, later) in zip(fillers, fillers.dropFirst()) {
                let head = clusterIndex[later].map { clusters[$0].key + "/" + clusters[$0].containerName } ?? later
                for node in nodes(within: earlier) { result.append((node, head)) }
            }
        }
        return result
    }

    /// The node `key` names, or every node inside the cluster `key` names, nested ones too.
    private func nodes(within key: String) -> [String] {
        guard clusterIndex[key] != nil else { return [key] }
        return nodes(inside: key).map(\.key) + clusters(inside: key).flatMap { nodes(within: $0.key) }
    }

    /// The outermost cluster around the cluster `key` names (itself at the top level).
    func topLevelCluster(of key: String) -> String {
        var current = key
        while let parent = clusterIndex[current].flatMap({ clusters[$0].parentKey }) { current = parent }
        return current
    }

    /// The clusters directly inside `parent` (nil: at the top level), in first-seen order.
    public func clusters(inside parent: String?) -> [SceneCluster] {
        clustersByParent[parent] ?? []
    }

    /// The edges (by index) that would close a cycle of `dot`'s ranking (`RankCycles`):
    /// of `edges`, then of `extra`, which follow them.
    func edgesClosingRankCycles(extra: [(from: String, to: String)] = []) -> Set<Int> {
        RankCycles.edgesClosingCycles(
            edges.map { ($0.from, $0.to) } + extra,
            clusterOf: { key in nodeIndex[key].flatMap { nodes[$0].clusterKey } },
            parentOf: { key in clusterIndex[key].flatMap { clusters[$0].parentKey } })
    }

    /// The nodes directly inside `cluster` (nil: at the top level), in first-seen order.
    public func nodes(inside cluster: String?) -> [SceneNode] {
        nodesByCluster[cluster] ?? []
    }
}
