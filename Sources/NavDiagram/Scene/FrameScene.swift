import UIKitModel

/// What one frame draws: the nodes, clusters and edges of the hierarchy in the window,
/// with each node's role, whether it is on screen (R32) and which one is the top (R31).
public struct FrameScene: Sendable {
    public var nodes: [SceneNode] = []
    public var clusters: [SceneCluster] = []
    public var edges: [SceneEdge] = []
    public var roles: [String: NodeRole] = [:]
    public var onScreen: Set<String> = []
    /// The node key of the getTopVC result.
    public var top: String?
    /// Tab slot clusters' titles in this frame ("tab 2", "tab 5 · under More").
    public var slotTitles: [String: String] = [:]
    /// The slot cluster of each tab bar's selected tab.
    public var selectedSlots: Set<String> = []
    /// The alerts and system view controllers this frame shows on their presenters' boxes
    /// (`SceneAttachment`), in presentation order, with the key of the box each is drawn on.
    public var attachments: [(box: String, attachment: SceneAttachment)] = []
    /// Whether the getTopVC result is the last of `attachments`, drawn on the `top` box.
    public var topIsAttached = false

    public static let windowNodeKey = "UIWindow"

    /// The names of every VC that has children at some point of `flow`: drawn as
    /// containers in every frame, so a VC that gains a child does not become a second box.
    public static func containers(in flow: Flow) -> Set<String> {
        var result: Set<String> = []
        for frame in flow.frames { addContainers(of: frame.hierarchy, to: &result) }
        return result
    }

    /// Adds the VCs that have children in `hierarchy` to `containers`, frame by frame.
    public static func addContainers(of hierarchy: Hierarchy, to containers: inout Set<String>) {
        containers.formUnion(hierarchy.parentNames)
    }

    /// The scene of `hierarchy`; `containers` are the plain VCs drawn as containers.
    public init(hierarchy: Hierarchy, containers: Set<String> = []) {
        self.containers = containers
        guard let root = hierarchy.windowRoot else { return }
        nodes.append(SceneNode(key: Self.windowNodeKey, name: "UIWindow", className: "rootViewController", kind: .viewController, clusterKey: nil))
        roles[Self.windowNodeKey] = .plain
        onScreen.insert(Self.windowNodeKey)
        var nodeKeys: [String: String] = [:]
        var clusterOf: [String: String] = [:]
        // The views added without addChild (R54), drawn as layers of their own.
        for (host, added) in hierarchy.addedSubviews { hostedLayers[host, default: []].append(added) }
        // Layers in presentation order: the window root's, then each presented root's.
        var layers = [root]
        var index = 0
        while index < layers.count {
            let layer = layers[index]
            index += 1
            if let state = hierarchy[layer], let attachment = attachment(state), let box = box(presenting: state, nodeKeys: nodeKeys) {
                // Drawn on its presenter's box, which stands for it: what it presents is presented from there.
                nodeKeys[layer] = box
                attachments.append((box, attachment))
                if let presented = state.presented { layers.append(presented) }
                layers += hostedLayers[layer] ?? []
                continue
            }
            let parentKind = hierarchy.parent(of: layer).flatMap { hierarchy[$0]?.kind }
            add(
                layer, parentCluster: nil, parentKind: parentKind, hierarchy: hierarchy, nodeKeys: &nodeKeys, clusterOf: &clusterOf,
                presented: &layers)
        }
        edges.append(edge(.window, from: Self.windowNodeKey, to: root, nodeKeys: nodeKeys, clusterOf: clusterOf))
        for layer in layers.dropFirst() {
            if let host = hierarchy[layer]?.hostView {
                edges.append(edge(.subview, from: host, to: layer, label: "addSubview, no addChild", nodeKeys: nodeKeys, clusterOf: clusterOf))
            }
        }
        let attachedNames = Set(attachments.map(\.attachment.name))
        for layer in layers.dropFirst() where !attachedNames.contains(layer) {
            guard let presentation = hierarchy[layer]?.presentation else { continue }
            // The arrow leaves the caller when it is drawn, else the real presenter.
            let caller = nodeKeys[presentation.caller] != nil ? presentation.caller : presentation.presenter
            var label =
                presentation.requestedStyle == .automatic
                ? "\(presentation.style.rawValue) (automatic)" : presentation.style.rawValue
            if let alertStyle = hierarchy[layer]?.alertStyle {
                label = alertStyle == .alert ? "alert" : "action sheet (\(presentation.style.rawValue))"
            }
            if let anchor = presentation.anchor { label += " from \(anchor)" }
            if presentation.origin == .entry {
                // No arrow from the presenter, which no traced code asked to present (R66).
                let point = SceneNode(
                    key: SceneNode.entryPointKey(of: nodeKeys[layer] ?? layer), name: SceneNode.entryPointLabel, className: "",
                    kind: .viewController, clusterKey: nil, isEntryPoint: true)
                nodes.append(point)
                roles[point.key] = .plain
                edges.append(edge(.entry, from: point.key, to: layer, label: label, nodeKeys: nodeKeys, clusterOf: clusterOf))
                continue
            }
            var tailCluster: String?
            var calledBy: String?
            if presentation.presenter != caller, hierarchy.ancestors(of: caller).contains(presentation.presenter) {
                tailCluster = clusterOf[presentation.presenter]
                calledBy = presentation.caller
            } else if caller != presentation.caller {
                calledBy = presentation.caller
            }
            let modal = edge(
                .modal, from: caller, to: layer, label: label, tailCluster: tailCluster, caller: calledBy,
                nodeKeys: nodeKeys, clusterOf: clusterOf)
            edges.append(modal)
        }
        for name in hierarchy.visibleControllers where !attachedNames.contains(name) {
            if let key = nodeKeys[name] { onScreen.insert(key) }
        }
        top = hierarchy.top.flatMap { nodeKeys[$0] }
        topIsAttached = hierarchy.top.map(attachedNames.contains) ?? false
    }

    /// How `state` is drawn on its presenter's box, if it is (`SceneAttachment`).
    private func attachment(_ state: ViewControllerState) -> SceneAttachment? {
        SceneAttachment(state, isContainer: !state.children.isEmpty || containers.contains(state.name))
    }

    /// The box a presented view controller is drawn from: its caller's when drawn (or the box
    /// the caller is drawn on), else its real presenter's.
    private func box(presenting state: ViewControllerState, nodeKeys: [String: String]) -> String? {
        guard let presentation = state.presentation else { return nil }
        return nodeKeys[presentation.caller] ?? nodeKeys[presentation.presenter]
    }

    private let containers: Set<String>
    /// The anchor node and slot of each column of a split view, while the scene is built.
    private var columnAnchors: [String: (anchor: String, slot: String)] = [:]
    /// Each host's views added without `addChild` (R54).
    private var hostedLayers: [String: [String]] = [:]

    /// Adds `name` and its containment subtree, pre-order, and appends what each of
    /// them presents to `presented` in that order. `parentKind` is passed down rather
    /// than looked up: a parent's state lists all its children, and looking it up for
    /// each child of a long stack would copy that list once per child.
    private mutating func add(
        _ name: String, parentCluster: String?, parentKind: ViewControllerKind?, hierarchy: Hierarchy, nodeKeys: inout [String: String],
        clusterOf: inout [String: String],
        presented: inout [String]
    ) {
        guard nodeKeys[name] == nil, let state = hierarchy[name] else { return }
        if let layer = state.presented { presented.append(layer) }
        presented += hostedLayers[name] ?? []
        let isContainer = state.kind.isContainer || !state.children.isEmpty || containers.contains(name)
        var nodeCluster = parentCluster
        if isContainer {
            let clusterKey = (parentCluster.map { $0 + "/" } ?? "") + name
            clusters.append(SceneCluster(key: clusterKey, containerName: name, kind: state.kind, parentKey: parentCluster))
            clusterOf[name] = clusterKey
            nodeCluster = clusterKey
        }
        let key = (nodeCluster.map { $0 + "/" } ?? "") + name
        nodeKeys[name] = key
        nodes.append(SceneNode(key: key, name: name, className: state.displayClassName, kind: state.kind, clusterKey: nodeCluster))
        // Green is the presented root only: what it contains is drawn as children, so a
        // reader counts one modal per green box.
        if let presentation = state.presentation {
            roles[key] = presentation.origin == .entry ? .entry : .presented
        } else if state.kind.isContainer {
            roles[key] = .container
        } else if parentKind == .navigationController {
            roles[key] = .navigation
        } else {
            roles[key] = .plain
        }
        for (index, child) in state.children.enumerated() {
            var childCluster = nodeCluster
            if state.kind == .tabBarController, let tabBarCluster = nodeCluster {
                // One slot per tab keeps the tabs in tab order and carries the selection;
                // it is the tab's also while the More navigation controller shows it (R37).
                let tab = hierarchy.tabViewController(of: child)
                let slot = tabBarCluster + "/tab:" + tab
                clusters.append(SceneCluster(key: slot, containerName: tab, kind: .viewController, parentKey: tabBarCluster, slot: .tab))
                let selected = index == state.selectedIndex
                let more = hierarchy.isInMoreList(child) ? " · under More" : ""
                slotTitles[slot] = "tab \(index)\(more)"
                if selected { selectedSlots.insert(slot) }
                childCluster = slot
            } else if state.kind == .splitViewController, let splitCluster = nodeCluster {
                let slot = splitCluster + "/column:\(index)"
                let title = Self.columnTitle(index, of: state.children.count)
                clusters.append(SceneCluster(key: slot, containerName: title, kind: .viewController, parentKey: splitCluster, slot: .column))
                slotTitles[slot] = title
                let anchor = SceneNode(key: slot + "/", name: title, className: "", kind: .viewController, clusterKey: slot, isColumnAnchor: true)
                nodes.append(anchor)
                roles[anchor.key] = .plain
                columnAnchors[child] = (anchor.key, slot)
                childCluster = slot
            }
            add(
                child, parentCluster: childCluster, parentKind: state.kind, hierarchy: hierarchy, nodeKeys: &nodeKeys,
                clusterOf: &clusterOf, presented: &presented)
        }
        // Stack edges follow push order; other containers point at each child.
        if state.kind == .navigationController {
            let stack = [name] + state.children
            for (from, to) in zip(stack, stack.dropFirst()) {
                edges.append(edge(.navigation, from: from, to: to, nodeKeys: nodeKeys, clusterOf: clusterOf))
            }
        } else {
            for child in state.children {
                // A split view points at its column's anchor, whichever view controller fills it.
                let column = columnAnchors[child]
                edges.append(
                    edge(
                        .containment, from: name, to: column?.anchor ?? child, headSlot: column?.slot, nodeKeys: nodeKeys,
                        clusterOf: clusterOf))
            }
        }
    }

    /// A split view's column `index` of `count`, as UIKit names them.
    static func columnTitle(_ index: Int, of count: Int) -> String {
        let names = count == 3 ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"]
        return index < names.count ? names[index] + " column" : "column \(index)"
    }

    /// An edge between two VCs' nodes; pointing at a container lands on its border.
    /// An end is clipped at a cluster's border only when the cluster holds that end's
    /// node and not the other end's: Graphviz cannot clip an edge at a cluster it runs
    /// inside (a presenter moved into the container it presented), and warns. An edge
    /// leaving a container's border points at the presented container's own node rather
    /// than its border: `dot` may put the two containers side by side, and an edge
    /// clipped at both borders would be a lone arrowhead.
    /// A split view's columns point at the column's slot: one arrow for the column, whichever
    /// view controller fills it (`headSlot`).
    private func edge(
        _ kind: SceneEdge.Kind, from: String, to: String, label: String? = nil, tailCluster: String? = nil,
        caller: String? = nil, headSlot: String? = nil, nodeKeys: [String: String], clusterOf: [String: String]
    ) -> SceneEdge {
        let fromKey = from == Self.windowNodeKey ? from : nodeKeys[from] ?? from
        let toKey = nodeKeys[to] ?? to
        func clips(_ cluster: String?, around end: String, not other: String) -> String? {
            guard let cluster, Self.isNode(end, inside: cluster), !Self.isNode(other, inside: cluster) else { return nil }
            return cluster
        }
        return SceneEdge(
            kind: kind, from: fromKey, to: toKey, label: label, tailCluster: clips(tailCluster, around: fromKey, not: toKey),
            caller: caller, headCluster: tailCluster == nil ? clips(headSlot ?? clusterOf[to], around: toKey, not: fromKey) : nil)
    }

    /// Whether the node keyed `node` is drawn inside the cluster keyed `cluster`: keys are
    /// container paths, and names hold no `/`.
    static func isNode(_ node: String, inside cluster: String) -> Bool {
        node.hasPrefix(cluster) && node.dropFirst(cluster.count).first == "/"
    }
}
