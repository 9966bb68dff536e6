import UIKitModel

/// Builds a flow's `Diagram` one frame at a time, so that a long flow's hierarchies
/// never have to be in memory together: each becomes its scene, then a few bytes per
/// element of the map (`ElementVariants`), and can be dropped.
public struct DiagramBuilder: Sendable {
    private let containers: Set<String>
    private(set) var map = FlowMap()
    private(set) var nodes = ElementVariants()
    private(set) var clusters = ElementVariants()
    private(set) var edges = ElementVariants()
    private var previous = FrameLooks()
    /// The first frame of the flow being added: it marks nothing new or removed.
    private var flowStart = 0

    /// `containers`: the VCs that have children in some frame, drawn as containers in
    /// every frame (`FrameScene.containers`).
    public init(containers: Set<String>) {
        self.containers = containers
    }

    /// Adds the next frame's hierarchy.
    public mutating func add(_ hierarchy: Hierarchy) {
        add(FrameScene(hierarchy: hierarchy, containers: containers))
    }

    /// Adds the next frame's scene, made with this builder's `containers` (on another
    /// thread: `add(_:)` of a hierarchy makes it here).
    public mutating func add(_ scene: FrameScene) {
        let shown = Self.looks(of: scene, at: map.add(scene))
        let isFirst = nodes.frameCount == flowStart
        nodes.appendFrame(Self.transitions(shown.nodes, previous: previous.nodes, isFirst: isFirst))
        clusters.appendFrame(Self.transitions(shown.clusters, previous: previous.clusters, isFirst: isFirst))
        edges.appendFrame(Self.transitions(shown.edges, previous: previous.edges, isFirst: isFirst))
        previous = shown
    }

    /// Starts another flow on the same map (`Diagram.init(_:flows:)`): its first frame is
    /// an initial state, not a step from the last frame added.
    public mutating func beginFlow() {
        previous = FrameLooks()
        flowStart = nodes.frameCount
    }

    /// The looks of the elements one scene shows, by element index.
    private struct FrameLooks {
        var nodes: [(element: Int, look: ElementLook)] = []
        var clusters: [(element: Int, look: ElementLook)] = []
        var edges: [(element: Int, look: ElementLook)] = []
    }

    /// How `scene` shows each of its elements, all `present` (`transitions` tells new
    /// from old), by their `positions` in the map.
    private static func looks(of scene: FrameScene, at positions: FlowMap.Positions) -> FrameLooks {
        var result = FrameLooks()
        for (node, position) in zip(scene.nodes, positions.nodes) {
            let look = ElementLook(
                state: .present, role: scene.roles[node.key] ?? .plain,
                onScreen: scene.onScreen.contains(node.key), isTop: scene.top == node.key)
            result.nodes.append((position, look))
        }
        for (cluster, position) in zip(scene.clusters, positions.clusters) {
            var look = ElementLook(state: .present)
            if cluster.slot != nil {
                look.slotTitle = scene.slotTitles[cluster.key] ?? "tab"
                look.isSelected = scene.selectedSlots.contains(cluster.key)
            } else {
                look.onScreen = scene.onScreen.contains(cluster.key + "/" + cluster.containerName)
            }
            result.clusters.append((position, look))
        }
        result.edges = positions.edges.map { ($0, ElementLook(state: .present)) }
        return result
    }

    /// `shown` with what is new since the frame before marked `added`, plus what that
    /// frame showed and this one does not, as `removed` ghosts.
    private static func transitions(
        _ shown: [(element: Int, look: ElementLook)], previous: [(element: Int, look: ElementLook)],
        isFirst: Bool
    ) -> [(element: Int, look: ElementLook)] {
        // Marks by element index rather than sets: a frame shows most of the map's elements.
        let count = max(shown.lazy.map(\.element).max() ?? -1, previous.lazy.map(\.element).max() ?? -1) + 1
        var before = [Bool](repeating: false, count: count)
        for entry in previous { before[entry.element] = true }
        var now = [Bool](repeating: false, count: count)
        var result = shown.map { entry in
            now[entry.element] = true
            var look = entry.look
            if !isFirst && !before[entry.element] { look.state = .added }
            return (entry.element, look)
        }
        for entry in previous where !now[entry.element] { result.append((entry.element, entry.look.removed)) }
        return result
    }
}
