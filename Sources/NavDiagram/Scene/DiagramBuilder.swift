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
    /// The caption lines of the frames that show an alert or a system view controller on a
    /// box (`SceneAttachment`), by frame.
    private(set) var attachmentLines: [Int: [String]] = [:]
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
        if !scene.attachments.isEmpty { attachmentLines[nodes.frameCount] = Self.captionLines(of: scene) }
        var nodeLooks = Self.transitions(shown.nodes, previous: previous.nodes, isFirst: isFirst)
        Self.markAttachmentTransitions(&nodeLooks, previous: previous.nodes, isFirst: isFirst)
        nodes.appendFrame(nodeLooks)
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

    /// What a frame's caption says of each alert or system view controller it shows on a box:
    /// the reader finds it by its presenter's name.
    private static func captionLines(of scene: FrameScene) -> [String] {
        let names = Dictionary(scene.nodes.map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first })
        return scene.attachments.map { box, attachment in
            let presenter = names[box] ?? box
            let shape = attachment.isAlert ? "the ⚠ badge" : "the dashed chip"
            return "on screen: \(attachment.kindText) \(attachment.name), drawn as \(shape) on \(presenter)"
        }
    }

    /// How `scene` shows each of its elements, all `present` (`transitions` tells new
    /// from old), by their `positions` in the map.
    private static func looks(of scene: FrameScene, at positions: FlowMap.Positions) -> FrameLooks {
        var result = FrameLooks()
        // The last attachment drawn on each box: a box presents one view controller at a time.
        let attached = Dictionary(scene.attachments.map { ($0.box, $0.attachment.name) }, uniquingKeysWith: { _, last in last })
        let topAttachment = scene.topIsAttached ? scene.attachments.last?.attachment.name : nil
        for (node, position) in zip(scene.nodes, positions.nodes) {
            var look = ElementLook(
                state: .present, role: scene.roles[node.key] ?? .plain,
                onScreen: scene.onScreen.contains(node.key), isTop: scene.top == node.key)
            if let name = attached[node.key] {
                look.attached = ElementLook.AttachedLook(name: name, state: .present, isTop: look.isTop && name == topAttachment)
            }
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

    /// The attachments of `looks` (boxes' looks after `transitions`) marked `added` when the
    /// frame before did not show them, and the ones that frame showed and this one does not
    /// added as `removed` to their boxes.
    private static func markAttachmentTransitions(
        _ looks: inout [(element: Int, look: ElementLook)], previous: [(element: Int, look: ElementLook)], isFirst: Bool
    ) {
        let before = Dictionary(
            previous.compactMap { entry in entry.look.attached.map { (entry.element, $0.name) } }, uniquingKeysWith: { _, last in last })
        guard !before.isEmpty || looks.contains(where: { $0.look.attached != nil }) else { return }
        for index in looks.indices where looks[index].look.state != .removed {
            let shownBefore = before[looks[index].element]
            if let attached = looks[index].look.attached {
                if !isFirst && shownBefore != attached.name { looks[index].look.attached?.state = .added }
            } else if let name = shownBefore {
                looks[index].look.attached = ElementLook.AttachedLook(name: name, state: .removed)
            }
        }
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
