/// The DOT attributes of each element's look: what a node, a slot, a container and an
/// edge look like in one frame, the map or a sheet.
extension Diagram {
    func nodeAttributes(_ node: SceneNode, look: ElementLook, forLayout: Bool) -> [(String, String)] {
        if node.isColumnAnchor { return SceneNode.anchorAttributes }
        if node.isEntryPoint { return SceneNode.entryPointAttributes(color: look.state == .removed ? palette.ghostText : palette.entry) }
        let (state, role, onScreen, isTop) = (look.state, look.role, look.onScreen, look.isTop)
        let isWindow = node.key == FrameScene.windowNodeKey

        var marker = ""
        var markerColor = palette.secondaryText
        var classes = ["vc", "role-\(role.rawValue)"]
        var attributes: [(String, String)] = []
        switch state {
        case .absent:
            preconditionFailure("absent elements are left out of the DOT")
        case .removed:
            classes.append("removed")
            marker = "✕ removed"
            markerColor = palette.ghostText
            attributes += [
                ("style", "rounded,dashed,filled"), ("fillcolor", palette.ghostFill), ("color", palette.ghostLine), ("fontcolor", palette.ghostText),
            ]
        case .present, .added:
            let fill = isWindow ? palette.windowFill : palette.fill(for: role, onScreen: onScreen)
            attributes += [("fillcolor", fill), ("color", onScreen ? palette.line(for: role) : palette.subduedLine)]
            if !onScreen {
                classes.append("offscreen")
                attributes.append(("fontcolor", palette.subduedText))
                marker = "not on screen"
                markerColor = palette.subduedText
            } else if !isWindow {
                classes.append("onscreen")
            }
            if state == .added {
                classes.append("added")
                marker = "+ new"
                markerColor = palette.added
                attributes += [("color", palette.added), ("penwidth", "2.6")]
            }
            if isTop {
                classes.append("top")
                marker = state == .added ? "▲ top · new" : "▲ top (getTopVC)"
                markerColor = palette.top
                attributes += [("color", palette.top), ("penwidth", "3.4")]
            }
            if role == .entry {
                // Its marker: shown by code the flow does not trace (R66).
                classes.append("entry")
                if onScreen {
                    marker = isTop ? "▲ top · ⇥ entry" : state == .added ? "+ new · ⇥ entry" : "⇥ entry"
                    if !isTop && state != .added { markerColor = palette.entry }
                }
            }
        }
        // A box ever shown as an entry has cut corners in every look, so its outline never
        // changes between frames; inside the box, where a second border would reach past its
        // pinned size (R66).
        if map.roles[node.key] == .entry { attributes.append(("style", state == .removed ? "dashed,filled,diagonals" : "filled,diagonals")) }
        if isWindow { attributes += [("shape", "box"), ("style", state == .removed ? "dashed" : "filled")] }
        if node.kind.isContainer { attributes.append(("shape", "tab")) }
        // An alert controller is a dialog: square corners (R53), the same size as any box.
        if node.kind == .alertController { attributes.append(("style", state == .removed ? "dashed,filled" : "filled")) }
        let textColor = state == .removed ? palette.ghostText : onScreen ? palette.text : palette.subduedText
        let attachments = map.attachments[node.key] ?? []
        if let attached = look.attached, attached.isTop, let attachment = attachments.first(where: { $0.name == attached.name }) {
            marker = NodeLabel.topMarker(of: attachment)
        }
        let cells = AttachmentCell.cells(
            of: attachments, shown: look.attached, forLayout: forLayout,
            box: state == .removed ? .removed : onScreen ? .normal : .subdued)
        if !attachments.isEmpty {
            if attachments.contains(where: \.isAlert) { classes.append("alerts") }
            if attachments.contains(where: { !$0.isAlert }) { classes.append("chips") }
            attributes.append(("tooltip", Self.tooltip(of: node, attachments: attachments)))
        }
        // The layout reserves room for the widest marker, so markers never overflow a node.
        attributes.append(
            (
                "label",
                NodeLabel.html(
                    node, marker: forLayout ? NodeLabel.widestMarker(attachments) : marker, markerColor: markerColor, textColor: textColor,
                    palette: palette, attachments: cells)
            ))
        attributes.append(("class", classes.joined(separator: " ")))
        return attributes
    }

    /// A box's tooltip that names what it presents drawn on it (`SceneAttachment`): the
    /// badge counts the alerts, and the tooltip says which.
    static func tooltip(of node: SceneNode, attachments: [SceneAttachment]) -> String {
        // `&#10;`: a line break in the SVG's title, which Graphviz keeps as it is.
        ([node.name + " presents:"] + attachments.map(\.tooltipLine)).joined(separator: "&#10;")
    }

    /// A tab's or a column's slot: a light box labelled with the tab index or the column;
    /// the selected tab's is bold.
    func slotAttributes(_ slot: SceneCluster, look: ElementLook, forLayout: Bool) -> [(String, String)] {
        let title = look.slotTitle
        // A removed container's slots are ghosts like the rest of it, the selected one too.
        let removed = look.state == .removed
        let selected = look.isSelected && !removed
        let label = look.isSelected ? "★ \(title) · selected" : title
        // The layout reserves the longest label, so a frame's label always fits: for a
        // column, the map's own, which counts its history.
        let widest = slot.slot == .column ? map.slotTitle(of: slot) : "★ tab 00 · selected · under More"
        return [
            ("label", forLayout ? widest : label), ("labeljust", "l"), ("fontsize", "9"),
            ("fontcolor", selected ? palette.tabBarLine : removed ? palette.ghostText : palette.subduedText), ("style", "rounded,dashed"),
            ("color", selected ? palette.tabBarLine : palette.ghostLine), ("penwidth", selected ? "2" : "1"),
            ("class", "\(slot.slot == .column ? "column-slot" : "tab-slot")\(selected ? " selected" : "")\(removed ? " removed" : "")"),
            ("bgcolor", "transparent"),
        ]
    }

    // Every look of a cluster or slot sets `bgcolor`: DOT subgraphs inherit it from their
    // parent, and an element must be drawn the same whatever its parent looks like, as
    // frames are assembled from sheets that mix looks (NavOutput's FrameLayers).
    func clusterAttributes(_ cluster: SceneCluster, look: ElementLook) -> [(String, String)] {
        let state = look.state
        let line = look.onScreen ? palette.clusterLine(for: cluster.kind.rawValue) : palette.subduedLine
        switch state {
        case .absent:
            preconditionFailure("absent elements are left out of the DOT")
        case .removed:
            return [
                ("label", ""), ("style", "rounded,dashed"), ("color", palette.ghostLine), ("penwidth", "1"), ("bgcolor", "transparent"),
                ("class", "container removed"),
            ]
        case .present, .added:
            return [
                ("label", ""), ("style", "rounded"), ("color", line), ("penwidth", state == .added ? "2.2" : "1.3"),
                ("bgcolor", cluster.kind == .viewController ? palette.containerBackground : "transparent"),
                ("class", "container kind-\(cluster.kind.rawValue)\(state == .added ? " added" : "")"),
            ]
        }
    }

    /// What a detached edge's label says under its call (`DetachedPresentations`): it has no
    /// tail box, so it names its presenter, and its caller when another.
    static func presenterLine(of edge: SceneEdge, in map: FlowMap) -> String {
        let presenter = map.nodeIndex[edge.from].map { map.nodes[$0].name } ?? edge.from
        return "from " + presenter + (edge.caller.flatMap { $0 == presenter ? nil : ", called by " + $0 } ?? "")
    }

    /// With `externalLabel`, the label is an `xlabel` (`Diagram.hasExternalEdgeLabels`).
    /// `fromPort`: the edge is drawn from its container's bottom border (`PresentationPorts`),
    /// so its label says who presents when no caller does. `detached`: the edge is drawn from
    /// a stub near its head (`DetachedPresentations`), a small circle at its start, and its
    /// label always says who presents.
    func edgeAttributes(
        _ edge: SceneEdge, state: ElementLook.State, externalLabel: Bool, fromPort: Bool = false, detached: Bool = false
    ) -> [(String, String)] {
        var attributes: [(String, String)] = []
        switch edge.kind {
        case .navigation:
            attributes += [("color", palette.navigationLine), ("class", "edge-navigation")]
        case .containment:
            attributes += [("color", palette.neutralLine), ("arrowhead", "none"), ("penwidth", "1"), ("class", "edge-containment")]
        case .modal:
            attributes += [("color", palette.presentedLine), ("style", "dashed"), ("fontcolor", palette.presentedLine), ("class", "edge-modal")]
        case .window:
            attributes += [("color", palette.plainLine), ("class", "edge-window")]
        case .subview:
            attributes += [("color", palette.neutralLine), ("style", "dotted"), ("fontcolor", palette.subduedText), ("class", "edge-subview")]
        case .entry:
            attributes += [("color", palette.entry), ("fontcolor", palette.entry), ("class", "edge-entry")]
        }
        if let label = edge.label {
            let said =
                detached
                ? Self.presenterLine(of: edge, in: map)
                : edge.caller.map { "called by " + $0 } ?? (fromPort ? map.nodeIndex[edge.from].map { "from " + map.nodes[$0].name } : nil)
            let caller = said.map { "<BR/><FONT POINT-SIZE=\"9\">\(DOTEscaping.html($0))</FONT>" } ?? ""
            attributes.append((externalLabel ? "xlabel" : "label", "<" + DOTEscaping.html(label) + caller + ">"))
        }
        if detached { attributes += [("dir", "both"), ("arrowtail", "odot")] }
        if let tail = edge.tailCluster { attributes.append(("ltail", "cluster_" + tail)) }
        if let head = edge.headCluster { attributes.append(("lhead", "cluster_" + head)) }
        switch state {
        case .absent:
            preconditionFailure("absent elements are left out of the DOT")
        case .removed:
            attributes += [("style", "dotted"), ("color", palette.ghostLine), ("fontcolor", palette.ghostText), ("class", "removed")]
        case .added:
            attributes += [("penwidth", "2.8"), ("class", "added")]
        case .present:
            break
        }
        return attributes
    }
}
