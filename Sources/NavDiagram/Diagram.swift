import UIKitModel

/// The drawing plan of a flow: the flow map, each frame's look of every element, and
/// the captions. It writes its kinds of DOT from one structure, so their layouts agree:
/// - `layoutDOT()`: the map with every element and a caption placeholder, for `dot`;
/// - `frameDOT(_:geometry:canvas:)`: one frame on the map's geometry, for the `nop2`
///   engine, on the layout's whole canvas or cut to what it shows (`FrameCanvas`);
/// - `sheetDOT(_:geometry:)` and `captionDOT(_:geometry:canvas:)`: the parts frames are
///   assembled from (NavOutput's FrameLayers);
/// - `mapDOT(geometry:)`: the flow map with its legend.
public struct Diagram: Sendable {
    public let map: FlowMap
    public let legend: Caption
    public let title: String?

    private let nodeVariants: ElementVariants
    private let clusterVariants: ElementVariants
    private let edgeVariants: ElementVariants
    /// The frames the captions are made from, shared with the flow (not copied).
    private let frames: [Frame]
    private let captionWidth: Double
    /// Per frame, an upper estimate of its caption box's width in points.
    let captionBoxWidths: [Double]
    private let captionLineCount: Int
    /// The map's edges (by index) that take no part in ranking (`RankCycles`).
    private let edgesOutOfRanking: Set<Int>
    /// The `minlen` of the map's edges (by index) that must clear their tail cluster (`TailClearance`).
    private let edgeMinimumLengths: [Int: Int]
    /// The flow's title, wrapped to the caption: a long title must not overflow the
    /// room the layout reserves.
    private let titleLines: [String]

    /// The caption block's font size in points.
    static let captionFontSize = 12.0
    static let captionLineHeight = 17.5
    /// The title's font size, larger and bold, and the column it wraps at.
    static let titleFontSize = 15.0
    static let titleWrapColumn = 72
    /// The margin Graphviz adds around every drawing (`pad`), in inches.
    public static let padInches = 0.2
    /// What the caption box adds around its text (padding and border), at most.
    static let captionBoxPadding = 24.0

    /// The diagram of a flow recorded with every frame's hierarchy.
    public init(flow: Flow) {
        var builder = DiagramBuilder(containers: FrameScene.containers(in: flow))
        for frame in flow.frames { builder.add(frame.hierarchy) }
        self.init(builder, flow: flow)
    }

    /// The diagram `builder` saw, frame by frame, with the captions of `flow`'s frames
    /// (which need not keep their hierarchies).
    public init(_ builder: DiagramBuilder, flow: Flow) {
        precondition(builder.nodes.frameCount == flow.frames.count, "the builder saw another flow")
        (map, nodeVariants, clusterVariants, edgeVariants) = (builder.map, builder.nodes, builder.clusters, builder.edges)
        frames = flow.frames
        legend = Caption.legend(frameCount: flow.frames.count)
        title = flow.title
        titleLines = flow.title.map { Caption.wrap($0, column: Self.titleWrapColumn) } ?? []
        // Bold text is about a tenth wider.
        let titleWidth = titleLines.map { Caption.estimatedWidth(of: $0, fontSize: Self.titleFontSize * 1.1) }.max() ?? 0
        var width = max(titleWidth, legend.estimatedWidth(fontSize: Self.captionFontSize))
        var lineCount = legend.lines.count
        var boxWidths: [Double] = []
        boxWidths.reserveCapacity(flow.frames.count)
        for frame in flow.frames {
            let caption = Caption(frame: frame, total: flow.frames.count)
            let captionWidth = caption.estimatedWidth(fontSize: Self.captionFontSize)
            boxWidths.append(max(titleWidth, captionWidth) + Self.captionBoxPadding)
            width = max(width, captionWidth)
            lineCount = max(lineCount, caption.lines.count)
        }
        captionBoxWidths = boxWidths
        captionWidth = max(360, width + Self.captionBoxPadding)
        captionLineCount = lineCount
        edgesOutOfRanking = map.edgesClosingRankCycles()
        edgeMinimumLengths = TailClearance.minimumLengths(map.edges.map { ($0.from, $0.to, $0.tailCluster) }, outOfRanking: edgesOutOfRanking)
    }

    public var frameCount: Int { frames.count }

    /// The colours its DOT is written in.
    public private(set) var palette = Palette.light

    /// This diagram written in `palette`'s colours.
    public func drawn(in palette: Palette) -> Diagram {
        var diagram = self
        diagram.palette = palette
        return diagram
    }

    /// Frame `index`'s caption, made when asked: a long flow's captions are not kept.
    public func caption(_ index: Int) -> Caption {
        Caption(frame: frames[index], total: frames.count)
    }

    /// The map with every element, for the one layout all frames share. Without
    /// `clearingContainers`, edges leaving a container's border keep `dot`'s default
    /// length (`TailClearance`): the layout to use when Graphviz fails on the long edges.
    public func layoutDOT(clearingContainers: Bool = true) -> String {
        write(.map, caption: legend, geometry: nil, compact: false, forLayout: true, clearingContainers: clearingContainers)
    }

    /// Whether `layoutDOT()` lengthens any edge to clear a container (`TailClearance`).
    public var clearsContainers: Bool { !edgeMinimumLengths.isEmpty }

    /// Frame `index` drawn on `geometry` (from laying out `layoutDOT()`), or laid out on
    /// its own when `geometry` is nil (compact, but positions change between frames).
    /// On `geometry`, the canvas is the layout's whole one, or `canvas` (`frameCanvases(on:)`).
    public func frameDOT(_ index: Int, geometry: Geometry?, canvas: FrameCanvas? = nil) -> String {
        write(.frame(variants(inFrame: index)), caption: caption(index), geometry: geometry, compact: geometry == nil, canvas: canvas)
    }

    /// The flow map with its legend, on `geometry` when given.
    public func mapDOT(geometry: Geometry?) -> String {
        write(.map, caption: legend, geometry: geometry, compact: false)
    }

    // MARK: - Sheets

    /// How many sheets draw every look of every element: sheet `k` shows each element's
    /// variant `k` (its last one when it has fewer; variant 0 is "absent"). Each frame
    /// is then a pick of one sheet per element, so Graphviz draws a few sheets instead
    /// of every frame.
    public var sheetCount: Int {
        max(nodeVariants.maximumVariantCount, clusterVariants.maximumVariantCount, edgeVariants.maximumVariantCount)
    }

    /// Sheet `sheet` on `geometry`, with the legend as its caption.
    public func sheetDOT(_ sheet: Int, geometry: Geometry) -> String {
        write(.sheet(sheet), caption: legend, geometry: geometry, compact: false)
    }

    /// Frame `index`'s caption and canvas alone: the graph, its label and the corner
    /// points, drawn exactly as in `frameDOT(index, geometry:canvas:)`.
    public func captionDOT(_ index: Int, geometry: Geometry, canvas: FrameCanvas? = nil) -> String {
        write(.map, caption: caption(index), geometry: geometry, compact: false, elements: false, canvas: canvas)
    }

    /// The variant of every element in frame `frame`: the sheet that shows it as the
    /// frame does.
    public func variants(inFrame frame: Int) -> FrameVariants {
        FrameVariants(nodes: nodeVariants.row(ofFrame: frame), clusters: clusterVariants.row(ofFrame: frame),
                      edges: edgeVariants.row(ofFrame: frame))
    }

    // MARK: - Looks

    /// Which look each element takes: the map's, a frame's, or a sheet's.
    private enum Selection {
        case map
        case frame(FrameVariants)
        case sheet(Int)
    }

    private func variants(of kind: DrawingElement.Kind) -> ElementVariants {
        switch kind {
        case .node: return nodeVariants
        case .cluster: return clusterVariants
        case .edge: return edgeVariants
        }
    }

    /// The look of `element`; `mapLook` is how the flow map shows it.
    private func look(_ element: DrawingElement, _ selection: Selection, mapLook: () -> ElementLook) -> ElementLook {
        let variants = variants(of: element.kind)
        switch selection {
        case .map: return mapLook()
        case .frame(let frame): return variants.look(of: element.index, variant: frame[element])
        case .sheet(let sheet): return variants.look(of: element.index, variant: variants.variant(of: element.index, onSheet: sheet))
        }
    }

    // MARK: - Writing

    private func write(_ selection: Selection, caption: Caption, geometry: Geometry?, compact: Bool, forLayout: Bool = false,
                       elements: Bool = true, clearingContainers: Bool = true, canvas: FrameCanvas? = nil) -> String {
        var out = DOTWriter()
        out.line("digraph \"navviz\" {")
        out.indent = 1
        // newrank: `dot` ranks every node in one pass instead of each cluster as a unit,
        // the ranking Graphviz advises for clusters; the cluster-by-cluster one fails on
        // some maps ("trouble in init_rank") even without rank cycles (docs/reliability.md).
        var graph: [(String, String)] = [
            ("newrank", "true"), ("compound", "true"), ("rankdir", "TB"), ("nodesep", "0.3"), ("ranksep", "0.42"),
            ("fontname", "Helvetica"), ("bgcolor", palette.canvas), ("pad", String(Self.padInches)), ("outputorder", "edgesfirst"),
        ]
        // The caption is the graph's label: a fixed-size table at the top, so every frame's
        // caption fills exactly the room the layout reserved for it, and a frame cut at the
        // right and bottom (`FrameCanvas`) keeps its drawing and caption where they were.
        graph += [("label", captionLabel(caption, fixedSize: !compact, roomWidth: canvas?.captionRoomWidth ?? roomWidth)),
                  ("labelloc", "t"), ("labeljust", "l"), ("fontsize", "12")]
        if let geometry {
            // nop2 would otherwise move the drawing so that its lower left corner is at the
            // origin, and a frame cut at the bottom would move every element's markup.
            graph += [("notranslate", "true")] + pinned(geometry.graph)
            if let canvas { graph += canvas.pinnedAttributes }
        }
        out.attributes("graph", graph)
        out.attributes("node", [
            ("shape", "box"), ("style", "rounded,filled"), ("fontname", "Helvetica"), ("fontsize", "12"),
            ("margin", "0.1,0.03"), ("penwidth", "1.2"), ("color", palette.plainLine), ("fillcolor", palette.plainFill),
            ("fontcolor", palette.text), ("class", "vc"),
        ])
        out.attributes("edge", [
            ("fontname", "Helvetica"), ("fontsize", "10"), ("arrowsize", "0.7"), ("penwidth", "1.4"),
            ("color", palette.navigationLine), ("style", "solid"), ("fontcolor", palette.secondaryText),
        ])
        if elements {
            writeContents(of: nil, selection: selection, geometry: geometry, compact: compact, forLayout: forLayout, into: &out)
        }
        if let geometry, !compact, let box = canvas?.box ?? geometry.canvas { writeCanvasCorners(box, into: &out) }
        for edge in map.edges where elements {
            let element = DrawingElement(kind: .edge, index: map.edgeIndex[edge.key]!)
            let look = look(element, selection) { ElementLook(state: .present) }
            if look.state == .absent { continue }
            let id = element.svgID
            var attributes = edgeAttributes(edge, state: look.state)
            if edgesOutOfRanking.contains(element.index) { attributes.append(("constraint", "false")) }
            // Only the layout lengthens edges: exported DOT is the map `dot` lays out whatever the
            // layout navviz settled on (`FlowDrawing.layoutDOTs`), and a drawing ignores ranks.
            if forLayout, clearingContainers, let length = edgeMinimumLengths[element.index] { attributes.append(("minlen", String(length))) }
            attributes.append(("id", id))
            if let geometry, let pinned = geometry.edges[id] { attributes += self.pinned(pinned, Geometry.pinnedEdgeAttributes) }
            out.line("\(DOTEscaping.quoted(edge.from)) -> \(DOTEscaping.quoted(edge.to)) \(DOTWriter.list(attributes));")
        }
        out.indent = 0
        out.line("}")
        return out.text
    }

    private func writeContents(of cluster: String?, selection: Selection, geometry: Geometry?, compact: Bool, forLayout: Bool,
                               into out: inout DOTWriter) {
        for node in map.nodes(inside: cluster) {
            let element = DrawingElement(kind: .node, index: map.nodeIndex[node.key]!)
            let look = look(element, selection) { ElementLook(state: .present, role: map.roles[node.key] ?? .plain) }
            if look.state == .absent { continue }
            var attributes = nodeAttributes(node, look: look, forLayout: forLayout)
            attributes.append(("id", element.svgID))
            if let geometry, let pinned = geometry.nodes[node.key] {
                attributes += self.pinned(pinned)
                attributes.append(("fixedsize", "true"))
            }
            out.line("\(DOTEscaping.quoted(node.key)) \(DOTWriter.list(attributes));")
        }
        for child in map.clusters(inside: cluster) {
            let element = DrawingElement(kind: .cluster, index: map.clusterIndex[child.key]!)
            let look = look(element, selection) { ElementLook(state: .present, slotTitle: map.slotTitles[child.key] ?? "tab") }
            if look.state == .absent { continue }
            out.line("subgraph \(DOTEscaping.quoted("cluster_" + child.key)) {")
            out.indent += 1
            var attributes = child.isTabSlot
                ? slotAttributes(look: look, forLayout: forLayout)
                : clusterAttributes(child, look: look)
            attributes.append(("id", element.svgID))
            if let geometry, let pinned = geometry.clusters["cluster_" + child.key] { attributes += self.pinned(pinned) }
            out.attributes("graph", attributes)
            writeContents(of: child.key, selection: selection, geometry: geometry, compact: compact, forLayout: forLayout, into: &out)
            out.indent -= 1
            out.line("}")
        }
    }

    /// Two invisible points at the corners of the canvas. `nop2` sizes the canvas by what
    /// a frame holds; with these, every frame keeps the canvas it is given, so absent
    /// elements can be left out (Graphviz would draw them for nothing).
    private func writeCanvasCorners(_ canvas: CanvasBox, into out: inout DOTWriter) {
        for (name, x, y) in [("navviz:corner-ll", canvas.minX, canvas.minY), ("navviz:corner-ur", canvas.maxX, canvas.maxY)] {
            out.line("\(DOTEscaping.quoted(name)) \(DOTWriter.list([("shape", "point"), ("style", "invis"), ("width", "0"), ("height", "0"), ("fixedsize", "true"), ("label", ""), ("pos", "\(x),\(y)")]));")
        }
    }

    private func pinned(_ attributes: [String: String], _ names: [String] = Geometry.pinnedAttributes) -> [(String, String)] {
        names.compactMap { name in
            guard let value = attributes[name] else { return nil }
            return (name, value)
        }
    }

    // MARK: - Element styles

    private func nodeAttributes(_ node: SceneNode, look: ElementLook, forLayout: Bool) -> [(String, String)] {
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
            attributes += [("style", "rounded,dashed,filled"), ("fillcolor", palette.ghostFill), ("color", palette.ghostLine), ("fontcolor", palette.ghostText)]
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
        }
        if isWindow { attributes += [("shape", "box"), ("style", state == .removed ? "dashed" : "filled")] }
        if node.kind.isContainer { attributes.append(("shape", "tab")) }
        // An alert controller is a dialog: square corners (R53), the same size as any box.
        if node.kind == .alertController { attributes.append(("style", state == .removed ? "dashed,filled" : "filled")) }
        let textColor = state == .removed ? palette.ghostText : onScreen ? palette.text : palette.subduedText
        // The layout reserves room for the widest marker, so markers never overflow a node.
        attributes.append(("label", NodeLabel.html(node, marker: forLayout ? NodeLabel.widestMarker : marker, markerColor: markerColor, textColor: textColor, palette: palette)))
        attributes.append(("class", classes.joined(separator: " ")))
        return attributes
    }

    /// A tab's slot: a light box labelled with the tab index; the selected tab's is bold.
    private func slotAttributes(look: ElementLook, forLayout: Bool) -> [(String, String)] {
        let title = look.slotTitle
        // A removed tab bar's slots are ghosts like the rest of it, the selected one too.
        let removed = look.state == .removed
        let selected = look.isSelected && !removed
        let label = look.isSelected ? "★ \(title) · selected" : title
        return [
            // The layout reserves the longest label, so a frame's label always fits.
            ("label", forLayout ? "★ tab 00 · selected · under More" : label), ("labeljust", "l"), ("fontsize", "9"),
            ("fontcolor", selected ? palette.tabBarLine : removed ? palette.ghostText : palette.subduedText), ("style", "rounded,dashed"),
            ("color", selected ? palette.tabBarLine : palette.ghostLine), ("penwidth", selected ? "2" : "1"),
            ("class", "tab-slot\(selected ? " selected" : "")\(removed ? " removed" : "")"), ("bgcolor", "transparent"),
        ]
    }

    // Every look of a cluster or slot sets `bgcolor`: DOT subgraphs inherit it from their
    // parent, and an element must be drawn the same whatever its parent looks like, as
    // frames are assembled from sheets that mix looks (NavOutput's FrameLayers).
    private func clusterAttributes(_ cluster: SceneCluster, look: ElementLook) -> [(String, String)] {
        let state = look.state
        let line = look.onScreen ? palette.clusterLine(for: cluster.kind.rawValue) : palette.subduedLine
        switch state {
        case .absent:
            preconditionFailure("absent elements are left out of the DOT")
        case .removed:
            return [("label", ""), ("style", "rounded,dashed"), ("color", palette.ghostLine), ("penwidth", "1"), ("bgcolor", "transparent"),
                    ("class", "container removed")]
        case .present, .added:
            return [("label", ""), ("style", "rounded"), ("color", line), ("penwidth", state == .added ? "2.2" : "1.3"),
                    ("bgcolor", cluster.kind == .viewController ? palette.containerBackground : "transparent"),
                    ("class", "container kind-\(cluster.kind.rawValue)\(state == .added ? " added" : "")")]
        }
    }

    private func edgeAttributes(_ edge: SceneEdge, state: ElementLook.State) -> [(String, String)] {
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
        }
        if let label = edge.label {
            let caller = edge.caller.map { "<BR/><FONT POINT-SIZE=\"9\">called by \(DOTEscaping.html($0))</FONT>" } ?? ""
            attributes.append(("label", "<" + DOTEscaping.html(label) + caller + ">"))
        }
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

    private func captionLabel(_ caption: Caption, fixedSize: Bool, roomWidth: Int) -> String {
        var rows = ""
        for line in titleLines {
            rows += "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"\(Int(Self.titleFontSize))\" COLOR=\"\(palette.text)\"><B>\(DOTEscaping.html(line))</B></FONT></TD></TR>"
        }
        for line in caption.lines {
            let (color, bold): (String, Bool)
            switch line.kind {
            case .heading: (color, bold) = (palette.text, true)
            case .source: (color, bold) = (palette.secondaryText, false)
            case .fact, .legend: (color, bold) = (palette.text, false)
            case .warning: (color, bold) = (palette.warning, true)
            case .exception: (color, bold) = (palette.exception, true)
            case .note: (color, bold) = (palette.secondaryText, false)
            }
            let text = DOTEscaping.html(line.text.isEmpty ? " " : line.text)
            rows += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(color)\">\(bold ? "<B>\(text)</B>" : text)</FONT></TD></TR>"
        }
        // A frame where UIKit warned or crashed says so with its border, at a glance.
        let kinds = Set(caption.lines.map(\.kind))
        let border = kinds.contains(.exception) ? palette.exception : kinds.contains(.warning) ? palette.warning : palette.captionLine
        let borderWidth = border == palette.captionLine ? 1 : 3
        // The rows sit in one padded cell, so the border keeps clear of the widest line.
        let box = "<TABLE BORDER=\"\(borderWidth)\" COLOR=\"\(border)\" BGCOLOR=\"\(palette.captionFill)\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"4\" STYLE=\"ROUNDED\">"
            + "<TR><TD><TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"2\">\(rows)</TABLE></TD></TR></TABLE>"
        guard fixedSize else { return "<\(box)>" }
        // The room the layout reserved for the flow's largest caption is invisible; the
        // box in it fits this caption, at the top left, above the drawing. A trimmed
        // frame's room is only as wide as its canvas.
        return "<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\" FIXEDSIZE=\"TRUE\" "
            + "WIDTH=\"\(roomWidth)\" HEIGHT=\"\(Int(captionHeight.rounded(.up)))\">"
            + "<TR><TD ALIGN=\"LEFT\" VALIGN=\"TOP\">\(box)</TD></TR></TABLE>>"
    }

    /// The width of the room for the widest caption of the flow, in an even number of
    /// points: a narrower room (`FrameCanvas`) is centred half its width from the same
    /// left edge, in whole points as the layout's.
    var roomWidth: Int { Int((captionWidth / 2).rounded(.up)) * 2 }

    /// Room for the longest caption of the flow, plus the title row.
    private var captionHeight: Double {
        Double(captionLineCount) * Self.captionLineHeight + Double(titleLines.count) * 20 + 16
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
