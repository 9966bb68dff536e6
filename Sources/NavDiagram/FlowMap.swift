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
    /// Each tab slot's title when first seen.
    public private(set) var slotTitles: [String: String] = [:]
    public let scenes: [FrameScene]

    private var nodeIndex: Set<String> = []
    /// Nodes and clusters by the cluster they sit in (nil: the top level), in first-seen order.
    private var nodesByCluster: [String?: [SceneNode]] = [:]
    private var clustersByParent: [String?: [SceneCluster]] = [:]
    private var clusterIndex: Set<String> = []
    private var edgeIndex: Set<String> = []

    public init(scenes: [FrameScene]) {
        self.scenes = scenes
        for scene in scenes {
            for cluster in scene.clusters where clusterIndex.insert(cluster.key).inserted {
                clusters.append(cluster)
                clustersByParent[cluster.parentKey, default: []].append(cluster)
            }
            for node in scene.nodes where nodeIndex.insert(node.key).inserted {
                nodes.append(node)
                nodesByCluster[node.clusterKey, default: []].append(node)
                roles[node.key] = scene.roles[node.key]
            }
            for node in scene.nodes where roles[node.key] != .presented && scene.roles[node.key] == .presented {
                roles[node.key] = .presented
            }
            for edge in scene.edges where edgeIndex.insert(edge.key).inserted { edges.append(edge) }
            for (slot, title) in scene.slotTitles where slotTitles[slot] == nil { slotTitles[slot] = title }
        }
    }

    public init(flow: Flow) {
        let containers = FrameScene.containers(in: flow)
        self.init(scenes: flow.frames.map { FrameScene(hierarchy: $0.hierarchy, containers: containers) })
    }

    /// The clusters directly inside `parent` (nil: at the top level), in first-seen order.
    public func clusters(inside parent: String?) -> [SceneCluster] {
        clustersByParent[parent] ?? []
    }

    /// The nodes directly inside `cluster` (nil: at the top level), in first-seen order.
    public func nodes(inside cluster: String?) -> [SceneNode] {
        nodesByCluster[cluster] ?? []
    }
}
