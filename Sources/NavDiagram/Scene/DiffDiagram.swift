import UIKitModel

/// The union of two flows' maps on one drawing, with every element told apart as
/// added, removed, changed, renamed or unchanged — by colour AND by line style and a
/// text marker, so the diff reads in greyscale and for colour-blind reviewers. A view
/// controller the change renamed is one box, marked with its old name: OLD's map is
/// matched to NEW's with OLD's names renamed.
public struct DiffDiagram: Sendable {
    public enum Status: String, Sendable {
        case unchanged, added, removed, changed, renamed
    }

    public struct Node: Sendable {
        public var node: SceneNode
        public var status: Status
        /// A renamed view controller's name in OLD.
        public var oldName: String?
        /// What the box shows of the alerts and system view controllers it presents
        /// (`SceneAttachment`): NEW's, and OLD's that NEW has not, each told apart.
        var attachments: [AttachmentCell] = []
    }

    public struct Edge: Sendable {
        public var edge: SceneEdge
        public var status: Status
        /// For a changed modal link: the old style label.
        public var oldLabel: String?
    }

    public private(set) var nodes: [Node] = []
    public private(set) var clusters: [(cluster: SceneCluster, status: Status)] = []
    public private(set) var edges: [Edge] = []
    public let title: String
    /// View controller name → what a step both versions make does differently to it
    /// (`visibility`, `dismiss`, `top`): drawn dashed orange with that word.
    public var behaviourNotes: [String: String] = [:]

    /// `renames`: OLD's name → NEW's of each view controller the change renamed.
    public init(old: Flow, new: Flow, oldName: String, newName: String, renames: [String: String] = [:]) {
        title = "\(oldName) → \(newName)"
        let before = FlowMap(flow: old)
        let after = FlowMap(flow: new)
        let renamed = { (key: String) in Self.renamed(key, renames) }
        let formerName = Dictionary(renames.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNodes = Set(before.nodes.map { renamed($0.key) }), newNodes = Set(after.nodes.map(\.key))
        for node in after.nodes {
            let former = oldNodes.contains(node.key) ? formerName[node.name] : nil
            nodes.append(Node(node: node, status: !oldNodes.contains(node.key) ? .added : former != nil ? .renamed : .unchanged, oldName: former))
        }
        for node in before.nodes where !newNodes.contains(renamed(node.key)) { nodes.append(Node(node: node, status: .removed)) }
        let oldAttachments = Dictionary(before.attachments.map { (renamed($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        for index in nodes.indices {
            let key = nodes[index].node.key
            nodes[index].attachments =
                nodes[index].status == .removed
                ? AttachmentCell.cells(of: before.attachments[key] ?? [], shown: nil, forLayout: false, box: .removed)
                : AttachmentCell.changes(from: oldAttachments[key] ?? [], to: after.attachments[key] ?? [])
        }
        let oldClusters = Set(before.clusters.map { renamed($0.key) }), newClusters = Set(after.clusters.map(\.key))
        for cluster in after.clusters { clusters.append((cluster, oldClusters.contains(cluster.key) ? .unchanged : .added)) }
        for cluster in before.clusters where !newClusters.contains(renamed(cluster.key)) { clusters.append((cluster, .removed)) }
        // A modal link is the same link when only its style changed: compare without the label.
        let oldEdges = Dictionary(before.edges.map { (Self.identity(of: $0, renamed: renamed), $0) }, uniquingKeysWith: { first, _ in first })
        let newIdentities = Set(after.edges.map { Self.identity(of: $0) })
        for edge in after.edges {
            guard let previous = oldEdges[Self.identity(of: edge)] else {
                edges.append(Edge(edge: edge, status: .added))
                continue
            }
            let changed = previous.label != edge.label
            edges.append(Edge(edge: edge, status: changed ? .changed : .unchanged, oldLabel: changed ? previous.label : nil))
        }
        for edge in before.edges where !newIdentities.contains(Self.identity(of: edge, renamed: renamed)) {
            edges.append(Edge(edge: edge, status: .removed))
        }
    }

    /// An edge without its label, its ends' keys written by `renamed`.
    private static func identity(of edge: SceneEdge, renamed: (String) -> String = { $0 }) -> String {
        [
            edge.kind.rawValue, renamed(edge.from), renamed(edge.to), (edge.tailCluster.map(renamed)) ?? "", (edge.headCluster.map(renamed)) ?? "",
            (edge.caller.map(renamed)) ?? "",
        ].joined(separator: "|")
    }

    /// A scene key of OLD (`Main/tab:Home/Home`, a path of names) with the renamed names
    /// written as in NEW.
    private static func renamed(_ key: String, _ renames: [String: String]) -> String {
        guard !renames.isEmpty else { return key }
        return key.split(separator: "/", omittingEmptySubsequences: false).map { part in
            let name = part.hasPrefix("tab:") ? part.dropFirst(4) : part
            return (part.hasPrefix("tab:") ? "tab:" : "") + (renames[String(name)] ?? String(name))
        }.joined(separator: "/")
    }

    /// The colours its DOT is written in.
    public private(set) var palette = Palette.light

    /// This diff map written in `palette`'s colours.
    public func drawn(in palette: Palette) -> DiffDiagram {
        var diagram = self
        diagram.palette = palette
        return diagram
    }

    /// True when both flows draw the same map.
    public var isUnchanged: Bool {
        nodes.allSatisfy { $0.status == .unchanged } && edges.allSatisfy { $0.status == .unchanged }
            && clusters.allSatisfy { $0.status == .unchanged }
    }

    // MARK: - DOT

    public func dot() -> String {
        var out = DOTWriter()
        out.line("digraph \"navviz-diff\" {")
        out.indent = 1
        let legend =
            "<<TABLE BORDER=\"1\" COLOR=\"\(palette.captionLine)\" BGCOLOR=\"\(palette.captionFill)\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"2\" STYLE=\"ROUNDED\">"
            + "<TR><TD ALIGN=\"LEFT\"><B>Diff map: \(DOTEscaping.html(title))</B></TD></TR>"
            + "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(addedLine)\">+ added: thick solid</FONT> · <FONT COLOR=\"\(removedLine)\">− removed: dotted, dashed border</FONT> · "
            + "<FONT COLOR=\"\(changedLine)\">~ changed: bold, old → new</FONT> · "
            + "<FONT COLOR=\"\(changedLine)\">≈ behaves differently: dashed border</FONT> · unchanged: thin grey</TD></TR></TABLE>>"
        out.attributes(
            "graph",
            [
                ("newrank", "true"), ("compound", "true"), ("rankdir", "TB"), ("nodesep", "0.3"), ("ranksep", "0.42"), ("fontname", "Helvetica"),
                ("pad", "0.2"), ("fontcolor", palette.text), ("label", legend), ("labelloc", "t"), ("labeljust", "l"),
            ])
        out.attributes(
            "node", [("shape", "box"), ("style", "rounded,filled"), ("fontname", "Helvetica"), ("fontsize", "12"), ("margin", "0.1,0.03")])
        out.attributes("edge", [("fontname", "Helvetica"), ("fontsize", "10"), ("arrowsize", "0.7")])
        writeContents(of: nil, into: &out)
        let clusterOfNode = Dictionary(nodes.map { ($0.node.key, $0.node.clusterKey) }, uniquingKeysWith: { first, _ in first })
        let parentOfCluster = Dictionary(clusters.map { ($0.cluster.key, $0.cluster.parentKey) }, uniquingKeysWith: { first, _ in first })
        let outOfRanking = RankCycles.edgesClosingCycles(
            edges.map { ($0.edge.from, $0.edge.to) },
            clusterOf: { clusterOfNode[$0] ?? nil }, parentOf: { parentOfCluster[$0] ?? nil })
        for (offset, item) in edges.enumerated() {
            var attributes = style(for: item.status, edge: true)
            if outOfRanking.contains(offset) { attributes.append(("constraint", "false")) }
            attributes.append(("id", "d\(offset + 1)"))
            // Keep the frames' grammar (modal links dashed); removal shows as dotted.
            if item.edge.kind == .modal && item.status != .removed {
                attributes.append(("style", item.status == .changed ? "dashed,bold" : "dashed"))
            }
            if item.edge.kind == .containment { attributes.append(("arrowhead", "none")) }
            if let label = item.edge.label {
                let text = item.oldLabel.map { "\($0) → \(label)" } ?? label
                attributes.append(("label", " \(text) "))
            }
            // A changed link runs from node to node: clipped at container borders that
            // `dot` put side by side, it would be a lone arrowhead next to its label.
            if item.status != .changed {
                if let tail = item.edge.tailCluster { attributes.append(("ltail", "cluster_" + tail)) }
                if let head = item.edge.headCluster { attributes.append(("lhead", "cluster_" + head)) }
            }
            out.line("\(DOTEscaping.quoted(item.edge.from)) -> \(DOTEscaping.quoted(item.edge.to)) \(DOTWriter.list(attributes));")
        }
        out.indent = 0
        out.line("}")
        return out.text
    }

    private func writeContents(of parent: String?, into out: inout DOTWriter) {
        for item in nodes where item.node.clusterKey == parent {
            if item.node.isColumnAnchor {
                out.line("\(DOTEscaping.quoted(item.node.key)) \(DOTWriter.list(SceneNode.anchorAttributes));")
                continue
            }
            if item.node.isEntryPoint {
                // Its word, in the colour of its status (R66).
                out.line("\(DOTEscaping.quoted(item.node.key)) \(DOTWriter.list(SceneNode.entryPointAttributes(color: line(for: item.status))));")
                continue
            }
            let marker: String
            switch item.status {
            case .added: marker = "+ added"
            case .removed: marker = "− removed"
            case .renamed: marker = "~ renamed from \(item.oldName ?? "")"
            case .changed, .unchanged: marker = ""
            }
            var attributes = style(for: item.status, edge: false)
            if item.node.kind.isContainer { attributes.append(("shape", "tab")) }
            if item.status == .unchanged, let note = behaviourNotes[item.node.name] {
                attributes.removeAll { ["color", "penwidth", "style"].contains($0.0) }
                attributes += [("color", changedLine), ("penwidth", "2"), ("style", "rounded,dashed,filled")]
                attributes.append(
                    (
                        "label",
                        NodeLabel.html(
                            item.node, marker: "≈ \(note)", markerColor: changedLine, textColor: palette.text, palette: palette,
                            attachments: item.attachments)
                    ))
                attributes.append(("class", "vc diff-behaviour"))
            } else {
                attributes.append(
                    (
                        "label",
                        NodeLabel.html(
                            item.node, marker: marker, markerColor: line(for: item.status), textColor: palette.text, palette: palette,
                            attachments: item.attachments)
                    ))
                attributes.append(("class", "vc diff-\(item.status.rawValue)"))
            }
            out.line("\(DOTEscaping.quoted(item.node.key)) \(DOTWriter.list(attributes));")
        }
        for (cluster, status) in clusters where cluster.parentKey == parent {
            out.line("subgraph \(DOTEscaping.quoted("cluster_" + cluster.key)) {")
            out.indent += 1
            var attributes: [(String, String)] = [
                ("label", cluster.slot.map { $0 == .tab ? "tab" : "column" } ?? ""), ("fontsize", "9"),
                ("fontcolor", palette.secondaryText), ("class", "container diff-\(status.rawValue)"),
            ]
            attributes +=
                status == .unchanged
                ? [("style", cluster.slot != nil ? "rounded,dashed" : "rounded"), ("color", palette.clusterLine(for: cluster.kind.rawValue))]
                : [("style", status == .removed ? "rounded,dashed" : "rounded,bold"), ("color", line(for: status)), ("penwidth", "2")]
            out.attributes("graph", attributes)
            writeContents(of: cluster.key, into: &out)
            out.indent -= 1
            out.line("}")
        }
    }

    /// The diff's own line colours, taken from the roles with the same meaning: presented
    /// green for added, exception red for removed, top orange for changed.
    private var addedLine: String { palette.presentedLine }
    private var removedLine: String { palette.exception }
    private var changedLine: String { palette.top }

    private func line(for status: Status) -> String {
        switch status {
        case .added: return addedLine
        case .removed: return removedLine
        case .changed, .renamed: return changedLine
        case .unchanged: return palette.neutralLine
        }
    }

    private func style(for status: Status, edge: Bool) -> [(String, String)] {
        let color = line(for: status)
        switch status {
        case .unchanged:
            return edge
                ? [("color", palette.neutralLine), ("penwidth", "1"), ("fontcolor", palette.secondaryText)]
                : [("color", palette.neutralLine), ("fillcolor", palette.plainFill), ("penwidth", "1")]
        case .added:
            return edge
                ? [("color", color), ("penwidth", "3"), ("fontcolor", color)]
                : [("color", color), ("fillcolor", palette.diffAddedFill), ("penwidth", "3")]
        case .removed:
            return edge
                ? [("color", color), ("penwidth", "2"), ("style", "dotted"), ("fontcolor", color)]
                : [("color", color), ("fillcolor", palette.diffRemovedFill), ("penwidth", "2"), ("style", "rounded,dashed,filled")]
        case .changed, .renamed:
            return [("color", color), ("penwidth", "3"), ("style", edge ? "bold" : "rounded,bold,filled"), ("fontcolor", color)]
                + (edge ? [] : [("fillcolor", palette.plainFill)])
        }
    }
}
