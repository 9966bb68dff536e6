import UIKitModel

/// The drawing plan of a flow: the flow map, one scene per frame, and the captions.
/// It writes three kinds of DOT from one structure, so their layouts agree:
/// - `layoutDOT()`: the map with every element and a caption placeholder, for `dot`;
/// - `frameDOT(_:geometry:)`: one frame on the map's geometry, for the `nop2` engine;
/// - `mapDOT(geometry:)`: the flow map with its legend.
public struct Diagram: Sendable {
    public let map: FlowMap
    public let captions: [Caption]
    public let legend: Caption
    public let title: String?

    private let frameSets: [ElementSets]
    private let edgeIDs: [String: String]
    private let captionWidth: Double
    private let captionLineCount: Int

    /// The caption block's font size in points.
    static let captionFontSize = 12.0
    static let captionLineHeight = 17.5

    public init(flow: Flow) {
        let containers = FrameScene.containers(in: flow)
        let scenes = flow.frames.map { FrameScene(hierarchy: $0.hierarchy, containers: containers) }
        map = FlowMap(scenes: scenes)
        captions = flow.frames.map { Caption(frame: $0, total: flow.frames.count) }
        legend = Caption.legend(frameCount: flow.frames.count)
        title = flow.title
        frameSets = scenes.map(ElementSets.init)
        var ids: [String: String] = [:]
        for (offset, edge) in map.edges.enumerated() { ids[edge.key] = "e\(offset + 1)" }
        edgeIDs = ids
        let all = captions + [legend]
        captionWidth = max(360, (all.map { $0.estimatedWidth(fontSize: Self.captionFontSize) }.max() ?? 0) + 24)
        captionLineCount = all.map(\.lines.count).max() ?? 1
    }

    public var frameCount: Int { captions.count }

    /// The map with every element, for the one layout all frames share.
    public func layoutDOT() -> String {
        write(states: .map, caption: legend, geometry: nil, compact: false, forLayout: true)
    }

    /// Frame `index` drawn on `geometry` (from laying out `layoutDOT()`), or laid out on
    /// its own when `geometry` is nil (compact, but positions change between frames).
    public func frameDOT(_ index: Int, geometry: Geometry?) -> String {
        write(states: .frame(index), caption: captions[index], geometry: geometry, compact: geometry == nil)
    }

    /// The flow map with its legend, on `geometry` when given.
    public func mapDOT(geometry: Geometry?) -> String {
        write(states: .map, caption: legend, geometry: geometry, compact: false)
    }

    // MARK: - States

    private enum Selection {
        case map
        case frame(Int)
    }

    /// What a frame does with each element of the map.
    enum ElementState {
        case absent, present, added, removed
    }

    private struct ElementSets {
        var nodes: Set<String>
        var clusters: Set<String>
        var edges: Set<String>
        var roles: [String: NodeRole]
        var onScreen: Set<String>
        var top: String?
        var slotTitles: [String: String]
        var selectedSlots: Set<String>

        init(scene: FrameScene) {
            slotTitles = scene.slotTitles
            selectedSlots = scene.selectedSlots
            nodes = Set(scene.nodes.map(\.key))
            clusters = Set(scene.clusters.map(\.key))
            edges = Set(scene.edges.map(\.key))
            roles = scene.roles
            onScreen = scene.onScreen
            top = scene.top
        }
    }

    private func state(_ key: String, in selection: Selection, _ members: KeyPath<ElementSets, Set<String>>) -> ElementState {
        guard case .frame(let index) = selection else { return .present }
        let now = frameSets[index][keyPath: members].contains(key)
        let before = index > 0 && frameSets[index - 1][keyPath: members].contains(key)
        switch (before, now) {
        case (true, true): return .present
        case (false, true): return index == 0 ? .present : .added
        case (true, false): return .removed
        case (false, false): return .absent
        }
    }

    // MARK: - Writing

    private func write(states selection: Selection, caption: Caption, geometry: Geometry?, compact: Bool, forLayout: Bool = false) -> String {
        var out = DOTWriter()
        out.line("digraph \"navviz\" {")
        out.indent = 1
        var graph: [(String, String)] = [
            ("compound", "true"), ("rankdir", "TB"), ("nodesep", "0.3"), ("ranksep", "0.42"),
            ("fontname", "Helvetica"), ("bgcolor", "white"), ("pad", "0.2"), ("outputorder", "edgesfirst"),
        ]
        // The caption is the graph's label: a fixed-size table at the bottom, so every
        // frame's caption fills exactly the box the layout reserved for it.
        graph += [("label", captionLabel(caption, fixedSize: !compact)), ("labelloc", "b"), ("labeljust", "l"), ("fontsize", "12")]
        if let geometry { graph += pinned(geometry.graph) }
        out.attributes("graph", graph)
        out.attributes("node", [
            ("shape", "box"), ("style", "rounded,filled"), ("fontname", "Helvetica"), ("fontsize", "12"),
            ("margin", "0.1,0.03"), ("penwidth", "1.2"), ("color", Palette.plainLine), ("fillcolor", Palette.plainFill),
            ("fontcolor", Palette.text), ("class", "vc"),
        ])
        out.attributes("edge", [
            ("fontname", "Helvetica"), ("fontsize", "10"), ("arrowsize", "0.7"), ("penwidth", "1.4"),
            ("color", Palette.navigationLine), ("style", "solid"), ("fontcolor", Palette.secondaryText),
        ])
        writeContents(of: nil, selection: selection, geometry: geometry, compact: compact, forLayout: forLayout, into: &out)
        if let geometry, !compact { writeCanvasCorners(geometry, into: &out) }
        for edge in map.edges {
            let state = self.state(edge.key, in: selection, \.edges)
            if compact && state == .absent { continue }
            let id = edgeIDs[edge.key]!
            var attributes = edgeAttributes(edge, state: state)
            attributes.append(("id", id))
            if let geometry, let pinned = geometry.edges[id] { attributes += self.pinned(pinned) }
            out.line("\(DOTEscaping.quoted(edge.from)) -> \(DOTEscaping.quoted(edge.to)) \(DOTWriter.list(attributes));")
        }
        out.indent = 0
        out.line("}")
        return out.text
    }

    private func writeContents(of cluster: String?, selection: Selection, geometry: Geometry?, compact: Bool, forLayout: Bool,
                               into out: inout DOTWriter) {
        for node in map.nodes(inside: cluster) {
            let state = self.state(node.key, in: selection, \.nodes)
            if compact && state == .absent { continue }
            var attributes = nodeAttributes(node, state: state, selection: selection, forLayout: forLayout)
            if let geometry, let pinned = geometry.nodes[node.key] {
                attributes += self.pinned(pinned)
                attributes.append(("fixedsize", "true"))
            }
            out.line("\(DOTEscaping.quoted(node.key)) \(DOTWriter.list(attributes));")
        }
        for child in map.clusters(inside: cluster) {
            let state = self.state(child.key, in: selection, \.clusters)
            if compact && state == .absent { continue }
            out.line("subgraph \(DOTEscaping.quoted("cluster_" + child.key)) {")
            out.indent += 1
            var attributes = child.isTabSlot
                ? slotAttributes(child, state: state, selection: selection, forLayout: forLayout)
                : clusterAttributes(child, state: state, onScreen: containerOnScreen(child, selection: selection))
            if let geometry, let pinned = geometry.clusters["cluster_" + child.key] { attributes += self.pinned(pinned) }
            out.attributes("graph", attributes)
            writeContents(of: child.key, selection: selection, geometry: geometry, compact: compact, forLayout: forLayout, into: &out)
            out.indent -= 1
            out.line("}")
        }
    }

    /// Two invisible points at the layout's bounding-box corners. `nop2` sizes the
    /// canvas by what a frame holds; with these, every frame keeps the layout's canvas,
    /// so absent elements need no labels (whose text Graphviz would lay out for nothing).
    private func writeCanvasCorners(_ geometry: Geometry, into out: inout DOTWriter) {
        let box = (geometry.graph["bb"] ?? "").split(separator: ",").map(String.init)
        guard box.count == 4 else { return }
        for (name, x, y) in [("navviz:corner-ll", box[0], box[1]), ("navviz:corner-ur", box[2], box[3])] {
            out.line("\(DOTEscaping.quoted(name)) \(DOTWriter.list([("shape", "point"), ("style", "invis"), ("width", "0"), ("height", "0"), ("fixedsize", "true"), ("label", ""), ("pos", "\(x),\(y)")]));")
        }
    }

    private func pinned(_ attributes: [String: String]) -> [(String, String)] {
        Geometry.pinnedAttributes.compactMap { name in
            guard let value = attributes[name] else { return nil }
            return (name, value)
        }
    }

    // MARK: - Element styles

    private func nodeAttributes(_ node: SceneNode, state: ElementState, selection: Selection, forLayout: Bool) -> [(String, String)] {
        var sets: ElementSets?
        if case .frame(let index) = selection { sets = frameSets[state == .removed ? index - 1 : index] }
        let role = sets?.roles[node.key] ?? map.roles[node.key] ?? .plain
        let onScreen = sets.map { $0.onScreen.contains(node.key) } ?? true
        let isTop = state != .removed && sets?.top == node.key
        let isWindow = node.key == FrameScene.windowNodeKey

        var marker = ""
        var markerColor = Palette.secondaryText
        var classes = ["vc", "role-\(role.rawValue)"]
        var attributes: [(String, String)] = []
        switch state {
        case .absent:
            // Pinned and fixed-size, an absent node needs no label: Graphviz would lay
            // out its text on every frame for nothing (most of a frame's render time).
            return [("style", "invis"), ("label", ""), ("class", "vc absent")]
        case .removed:
            classes.append("removed")
            marker = "✕ removed"
            markerColor = Palette.ghostText
            attributes += [("style", "rounded,dashed,filled"), ("fillcolor", Palette.ghostFill), ("color", Palette.ghostLine), ("fontcolor", Palette.ghostText)]
        case .present, .added:
            let fill = isWindow ? "#e9ecef" : Palette.fill(for: role, onScreen: onScreen)
            attributes += [("fillcolor", fill), ("color", onScreen ? Palette.line(for: role) : Palette.subduedLine)]
            if !onScreen {
                classes.append("offscreen")
                attributes.append(("fontcolor", Palette.subduedText))
                marker = "not on screen"
                markerColor = Palette.subduedText
            } else if !isWindow {
                classes.append("onscreen")
            }
            if state == .added {
                classes.append("added")
                marker = "+ new"
                markerColor = Palette.added
                attributes += [("color", Palette.added), ("penwidth", "2.6")]
            }
            if isTop {
                classes.append("top")
                marker = state == .added ? "▲ top · new" : "▲ top (getTopVC)"
                markerColor = Palette.top
                attributes += [("color", Palette.top), ("penwidth", "3.4")]
            }
        }
        if isWindow { attributes += [("shape", "box"), ("style", state == .removed ? "dashed" : "filled")] }
        if node.kind != .viewController { attributes.append(("shape", "tab")) }
        let textColor = state == .removed ? Palette.ghostText : onScreen ? Palette.text : Palette.subduedText
        // The layout reserves room for the widest marker, so markers never overflow a node.
        attributes.append(("label", NodeLabel.html(node, marker: forLayout ? NodeLabel.widestMarker : marker, markerColor: markerColor, textColor: textColor)))
        attributes.append(("class", classes.joined(separator: " ")))
        return attributes
    }

    /// Whether a container is on screen in this frame (always, in the map).
    private func containerOnScreen(_ cluster: SceneCluster, selection: Selection) -> Bool {
        guard case .frame(let index) = selection else { return true }
        return frameSets[index].onScreen.contains(cluster.key + "/" + cluster.containerName)
    }

    /// A tab's slot: a light box labelled with the tab index; the selected tab's is bold.
    private func slotAttributes(_ slot: SceneCluster, state: ElementState, selection: Selection, forLayout: Bool) -> [(String, String)] {
        var sets: ElementSets?
        if case .frame(let index) = selection { sets = frameSets[state == .removed ? index - 1 : index] }
        let title = sets?.slotTitles[slot.key] ?? map.slotTitles[slot.key] ?? "tab"
        let selected = sets?.selectedSlots.contains(slot.key) ?? false
        let label = selected ? "★ \(title) · selected" : title
        var attributes: [(String, String)] = [
            // The layout reserves the longest label, so a frame's label always fits.
            ("label", forLayout ? "★ tab 00 · selected · under More" : label), ("labeljust", "l"), ("fontsize", "9"),
            ("fontcolor", selected ? Palette.tabBarLine : Palette.subduedText), ("style", "rounded,dashed"),
            ("color", selected ? Palette.tabBarLine : Palette.ghostLine), ("penwidth", selected ? "2" : "1"),
            ("class", "tab-slot\(selected ? " selected" : "")"),
        ]
        if state == .absent { attributes += [("style", "invis"), ("label", ""), ("class", "tab-slot absent")] }
        return attributes
    }

    private func clusterAttributes(_ cluster: SceneCluster, state: ElementState, onScreen: Bool) -> [(String, String)] {
        let line = onScreen ? Palette.clusterLine(for: cluster.kind.rawValue) : Palette.subduedLine
        switch state {
        case .absent:
            return [("label", ""), ("style", "invis"), ("class", "container absent")]
        case .removed:
            return [("label", ""), ("style", "rounded,dashed"), ("color", Palette.ghostLine), ("penwidth", "1"), ("class", "container removed")]
        case .present, .added:
            return [("label", ""), ("style", "rounded"), ("color", line), ("penwidth", state == .added ? "2.2" : "1.3"),
                    ("bgcolor", cluster.kind == .viewController ? "#fbfbfc" : "transparent"),
                    ("class", "container kind-\(cluster.kind.rawValue)\(state == .added ? " added" : "")")]
        }
    }

    private func edgeAttributes(_ edge: SceneEdge, state: ElementState) -> [(String, String)] {
        var attributes: [(String, String)] = []
        switch edge.kind {
        case .navigation:
            attributes += [("color", Palette.navigationLine), ("class", "edge-navigation")]
        case .containment:
            attributes += [("color", Palette.neutralLine), ("arrowhead", "none"), ("penwidth", "1"), ("class", "edge-containment")]
        case .modal:
            attributes += [("color", Palette.presentedLine), ("style", "dashed"), ("fontcolor", Palette.presentedLine), ("class", "edge-modal")]
        case .window:
            attributes += [("color", Palette.plainLine), ("class", "edge-window")]
        }
        if let label = edge.label {
            let caller = edge.caller.map { "<BR/><FONT POINT-SIZE=\"9\">called by \(DOTEscaping.html($0))</FONT>" } ?? ""
            attributes.append(("label", "<" + DOTEscaping.html(label) + caller + ">"))
        }
        if let tail = edge.tailCluster { attributes.append(("ltail", "cluster_" + tail)) }
        if let head = edge.headCluster { attributes.append(("lhead", "cluster_" + head)) }
        switch state {
        case .absent:
            attributes += [("style", "invis"), ("label", ""), ("class", "absent")]
        case .removed:
            attributes += [("style", "dotted"), ("color", Palette.ghostLine), ("fontcolor", Palette.ghostText), ("class", "removed")]
        case .added:
            attributes += [("penwidth", "2.8"), ("class", "added")]
        case .present:
            break
        }
        return attributes
    }

    private func captionLabel(_ caption: Caption, fixedSize: Bool) -> String {
        var rows = ""
        if let title {
            rows += "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"15\" COLOR=\"\(Palette.text)\"><B>\(DOTEscaping.html(title))</B></FONT></TD></TR>"
        }
        for line in caption.lines {
            let (color, bold): (String, Bool)
            switch line.kind {
            case .heading: (color, bold) = (Palette.text, true)
            case .source: (color, bold) = (Palette.secondaryText, false)
            case .fact, .legend: (color, bold) = (Palette.text, false)
            case .warning: (color, bold) = (Palette.warning, true)
            case .exception: (color, bold) = (Palette.exception, true)
            case .note: (color, bold) = (Palette.secondaryText, false)
            }
            let text = DOTEscaping.html(line.text.isEmpty ? " " : line.text)
            rows += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(color)\">\(bold ? "<B>\(text)</B>" : text)</FONT></TD></TR>"
        }
        rows += "<TR><TD></TD></TR>"
        let size = fixedSize
            ? " FIXEDSIZE=\"TRUE\" WIDTH=\"\(Int(captionWidth.rounded(.up)))\" HEIGHT=\"\(Int(captionHeight.rounded(.up)))\""
            : ""
        // A frame where UIKit warned or crashed says so with its border, at a glance.
        let kinds = Set(caption.lines.map(\.kind))
        let border = kinds.contains(.exception) ? Palette.exception : kinds.contains(.warning) ? Palette.warning : Palette.captionLine
        let borderWidth = border == Palette.captionLine ? 1 : 3
        return "<<TABLE BORDER=\"\(borderWidth)\" COLOR=\"\(border)\" BGCOLOR=\"\(Palette.captionFill)\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"2\" STYLE=\"ROUNDED\"\(size)>\(rows)</TABLE>>"
    }

    /// Room for the longest caption of the flow, plus the title row.
    private var captionHeight: Double {
        Double(captionLineCount) * Self.captionLineHeight + (title == nil ? 0 : 20) + 16
    }

    private func format(_ value: Double) -> String {
        let scaled = (value * 1000).rounded() / 1000
        return String(scaled)
    }
}

/// Accumulates DOT text; the caller sets `indent`.
struct DOTWriter {
    private(set) var text = ""
    var indent = 0

    mutating func line(_ content: String) {
        text += String(repeating: "  ", count: indent) + content + "\n"
    }

    mutating func attributes(_ target: String, _ attributes: [(String, String)]) {
        line("\(target) \(Self.list(attributes));")
    }

    /// `[a="1", b=<html>]`. A repeated name keeps its first position and last value,
    /// so styles can be layered (base, then added, then top). HTML-like labels
    /// (`<...>`) are written as they are.
    static func list(_ attributes: [(String, String)]) -> String {
        // A dozen attributes at most: a linear scan beats hashing here.
        var merged: [(name: String, value: String)] = []
        merged.reserveCapacity(attributes.count)
        for (name, value) in attributes {
            if let index = merged.firstIndex(where: { $0.name == name }) { merged[index].value = value } else { merged.append((name, value)) }
        }
        var text = "["
        for (offset, attribute) in merged.enumerated() {
            if offset > 0 { text += ", " }
            text += attribute.name
            text += "="
            let isHTML = attribute.value.hasPrefix("<") && attribute.value.hasSuffix(">")
            text += isHTML ? attribute.value : DOTEscaping.quoted(attribute.value)
        }
        return text + "]"
    }
}
