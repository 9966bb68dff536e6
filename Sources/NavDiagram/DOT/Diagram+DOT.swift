/// The one writer of a diagram's DOT: the layout's, a frame's, a sheet's and the map's,
/// from one structure so that their layouts agree.
extension Diagram {
    /// Past this many boxes a layout bounds `dot`'s placement (`nslimit`): a big app's map in seconds.
    static let boundedPlacementBoxes = 150

    func write(
        _ selection: Selection, caption: Caption, geometry: Geometry?, compact: Bool, forLayout: Bool = false,
        clearingContainers: Bool = true, canvas: FrameCanvas? = nil, room: CaptionRoom? = nil, part: Int? = nil
    ) -> String {
        var out = DOTWriter()
        out.line("digraph \"navviz\" {")
        out.indent = 1
        // newrank: `dot` ranks every node in one pass instead of each cluster as a unit,
        // the ranking Graphviz advises for clusters; the cluster-by-cluster one fails on
        // some maps ("trouble in init_rank") even without rank cycles (docs/reliability.md).
        var graph: [(String, String)] = [
            ("newrank", "true"), ("compound", "true"), ("rankdir", "TB"), ("nodesep", part == nil ? "0.3" : "0.22"),
            ("ranksep", part == nil ? "0.42" : "0.3"), ("fontname", "Helvetica"), ("bgcolor", palette.canvas), ("pad", String(Self.padInches)),
            ("outputorder", "edgesfirst"),
        ]
        // The caption is the graph's label: a fixed-size table at the top, so every frame's
        // caption fills exactly the room the layout reserved for it, and a frame cut at the
        // right and bottom (`FrameCanvas`) keeps its drawing and caption where they were.
        let room = room ?? canvas?.room ?? sharedRoom
        if canvas?.focusBand == nil, room.height > 0 || compact, (part ?? 0) == 0 {
            graph += [("label", captionLabel(caption, fixedSize: !compact, room: room)), ("labelloc", "t"), ("labeljust", "l"), ("fontsize", "12")]
        }
        // Every external edge label placed, even where it overlaps something: navviz moves it
        // anyway, and needs its position.
        let externalLabels = forLayout && hasExternalEdgeLabels
        if externalLabels { graph.append(("forcelabels", "true")) }
        // A tab bar's tabs read left to right in tab order. `dot`'s crossing minimization
        // reorders clusters to shorten arrows that leave them (a tab whose screen presents
        // something drawn at the left moves left) and no constraint holds clusters in
        // order, so a map with tabs keeps the order it is written in, first seen first:
        // a few more crossings, tabs in order.
        if forLayout && map.clusters.contains(where: \.isTabSlot) { graph.append(("mclimit", "0.01")) }
        // `dot` places boxes left to right by network simplex, unbounded by default: on a map of
        // a few hundred boxes that is seconds of a first look. Five passes per box end it there;
        // a smaller map keeps `dot`'s own placement.
        if forLayout && map.nodes.count > Self.boundedPlacementBoxes { graph.append(("nslimit", "5")) }
        if let geometry {
            // nop2 would otherwise move the drawing so that its lower left corner is at the
            // origin, and a frame cut at the bottom would move every element's markup.
            graph += [("notranslate", "true")] + pinned(geometry.graph)
            // Every drawing on one layout pins the box its corner points mark: the layout's
            // `bb` can be smaller than what its elements cover (`Geometry.canvas`).
            if let canvas {
                graph += canvas.pinnedAttributes
            } else if let whole = geometry.canvas {
                graph.append(("bb", "\(whole.minX),\(whole.minY),\(whole.maxX),\(whole.maxY)"))
            }
        }
        out.attributes("graph", graph)
        out.attributes(
            "node",
            [
                ("shape", "box"), ("style", "rounded,filled"), ("fontname", "Helvetica"), ("fontsize", "12"),
                ("margin", "0.1,0.03"), ("penwidth", "1.2"), ("color", palette.plainLine), ("fillcolor", palette.plainFill),
                ("fontcolor", palette.text), ("class", "vc"),
            ])
        out.attributes(
            "edge",
            [
                ("fontname", "Helvetica"), ("fontsize", "10"), ("arrowsize", "0.7"), ("penwidth", "1.4"),
                ("color", palette.navigationLine), ("style", "solid"), ("fontcolor", palette.secondaryText),
            ])
        let inSight = elementsInSight(selection, canvas: canvas, geometry: geometry)
        writeContents(
            of: nil, selection: selection, geometry: geometry, compact: compact, forLayout: forLayout, part: part, inSight: inSight, into: &out)
        if let geometry, !compact, let box = canvas?.box ?? geometry.canvas { writeCanvasCorners(box, into: &out) }
        for edge in map.edges {
            let element = DrawingElement(kind: .edge, index: map.edgeIndex[edge.key]!)
            let look = look(element, selection)
            if look.state == .absent || inSight.map({ !$0.contains(element) }) == true { continue }
            let id = element.svgID
            let ported = presentationPorts?.edges[element.index]
            let stub = detachedPresentations?.stubs[element.index]
            if let part, detachedPresentations?.partOfNode[stub ?? edge.from] != part { continue }
            // A copy of another's arrow is drawn on the arrow laid out (`DetachedPresentations.copiedArrows`).
            if forLayout, detachedPresentations?.copiedArrows[element.index] != nil { continue }
            var attributes = edgeAttributes(edge, state: look.state, externalLabel: externalLabels, fromPort: ported != nil, detached: stub != nil)
            // One arrow for many: labelled only in the step that draws it, each label in a box of
            // one size, the room the layout keeps for any of them (a drawing's canvas is then the
            // same whichever label a sheet draws).
            if let box = detachedPresentations?.labelBoxes[element.index] {
                attributes = attributes.compactMap { name, value in
                    guard name == "label" || name == "xlabel" else { return (name, value) }
                    return forLayout || look.state == .added ? (name, Self.label(value, fixedTo: box)) : nil
                }
            }
            // Only navviz's own layout leaves the edges that close rank cycles out of its ranking:
            // `dot` with `newrank` ranks the cycles of exported DOT itself, and fails on some maps
            // where those edges take no part ("trouble in init_rank").
            if forLayout, edgesOutOfRanking.contains(element.index) { attributes.append(("constraint", "false")) }
            // Only the layout lengthens edges: exported DOT is the map `dot` lays out whatever the
            // layout navviz settled on (`FlowDrawing.geometry(layingOut:mapLayout:)`), and a drawing ignores ranks.
            var tail = edge.from
            if forLayout, let ported {
                // From the port under its container, in the row of what it presents.
                tail = PresentationPorts.port(of: ported.cluster)
                attributes.removeAll { $0.0 == "ltail" }
                // No pull on its container's place: the container stays over what it presents, not beside it.
                attributes += [("ltail", "cluster_" + ported.cluster), ("minlen", String(ported.minimumLength)), ("weight", "0")]
            } else if forLayout, let stub {
                // From its stub, at the top of the part it is laid out in.
                tail = stub
                attributes.removeAll { $0.0 == "ltail" }
                let length = (edgeMinimumLengths[element.index] ?? 1) + (edgeWrapRanks[element.index] ?? 0)
                if length > 1 { attributes.append(("minlen", String(length))) }
            } else if forLayout {
                let clearance = clearingContainers ? edgeMinimumLengths[element.index] ?? 1 : 1
                let length = clearance + (edgeWrapRanks[element.index] ?? 0)
                if length > 1 { attributes.append(("minlen", String(length))) }
            }
            attributes.append(("id", id))
            if let geometry, let pinned = geometry.edges[id] { attributes += self.pinned(pinned, Geometry.pinnedEdgeAttributes) }
            out.line("\(DOTEscaping.quoted(tail)) -> \(DOTEscaping.quoted(edge.to)) \(DOTWriter.list(attributes));")
        }
        // Each port below everything its container holds.
        for container in presentationPorts?.containers ?? [] where forLayout {
            let port = DOTEscaping.quoted(PresentationPorts.port(of: container.cluster))
            for node in container.nodes { out.line("\(DOTEscaping.quoted(node)) -> \(port) [style=\"invis\", weight=\"0\"];") }
        }
        if let band = canvas?.focusBand { writeFocusBand(band, caption: caption, room: room, into: &out) }
        for edge in columnHistoryEdges where forLayout && (part == nil || detachedPresentations?.partOfNode[edge.from] == part) {
            out.line("\(DOTEscaping.quoted(edge.from)) -> \(DOTEscaping.quoted(edge.to)) [style=\"invis\"];")
        }
        out.indent = 0
        out.line("}")
        return out.text
    }

    /// An HTML label `label` (`<…>`) in a box of `size` points that Graphviz takes as its size.
    private static func label(_ label: String, fixedTo size: (width: Double, height: Double)) -> String {
        guard label.hasPrefix("<"), label.hasSuffix(">") else { return label }
        let table =
            "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\" FIXEDSIZE=\"TRUE\" WIDTH=\"\(Int(size.width.rounded(.up)))\" HEIGHT=\"\(Int(size.height))\">"
        return "<" + table + "<TR><TD>" + label.dropFirst().dropLast() + "</TD></TR></TABLE>>"
    }

    /// With `part`, only what that part of a map laid out in parts holds (`detachingPresentations()`).
    private func writeContents(
        of cluster: String?, selection: Selection, geometry: Geometry?, compact: Bool, forLayout: Bool, part: Int? = nil,
        inSight: Set<DrawingElement>? = nil, into out: inout DOTWriter
    ) {
        for node in map.nodes(inside: cluster) where part == nil || detachedPresentations?.partOfNode[node.key] == part {
            let element = DrawingElement(kind: .node, index: map.nodeIndex[node.key]!)
            let look = look(element, selection)
            if look.state == .absent || inSight.map({ !$0.contains(element) }) == true { continue }
            var attributes = nodeAttributes(node, look: look, forLayout: forLayout)
            attributes.append(("id", element.svgID))
            if let geometry, let pinned = geometry.nodes[node.key] {
                attributes += self.pinned(pinned)
                attributes.append(("fixedsize", "true"))
            }
            out.line("\(DOTEscaping.quoted(node.key)) \(DOTWriter.list(attributes));")
        }
        if forLayout, let cluster, presentationPorts?.containers.contains(where: { $0.cluster == cluster }) == true {
            out.line("\(DOTEscaping.quoted(PresentationPorts.port(of: cluster))) \(DOTWriter.list(SceneNode.anchorAttributes));")
        }
        if let part, cluster == nil {
            for stub in detachedPresentations?.stubsOfPart[part] ?? [] {
                out.line("\(DOTEscaping.quoted(stub)) \(DOTWriter.list(SceneNode.anchorAttributes));")
            }
        }
        for child in map.clusters(inside: cluster) where part == nil || detachedPresentations?.partOfCluster[child.key] == part {
            let element = DrawingElement(kind: .cluster, index: map.clusterIndex[child.key]!)
            let look = look(element, selection)
            if look.state == .absent || inSight.map({ !$0.contains(element) }) == true { continue }
            out.line("subgraph \(DOTEscaping.quoted("cluster_" + child.key)) {")
            out.indent += 1
            var attributes =
                child.slot != nil
                ? slotAttributes(child, look: look, forLayout: forLayout)
                : clusterAttributes(child, look: look)
            attributes.append(("id", element.svgID))
            if let geometry, let pinned = geometry.clusters["cluster_" + child.key] {
                attributes += self.pinned(pinned).map { name, value in
                    guard name == "bb", let box = look.extent else { return (name, value) }
                    return (name, [box.minX, box.minY, box.maxX, box.maxY].map(FrameCanvas.text).joined(separator: ","))
                }
            }
            out.attributes("graph", attributes)
            writeContents(
                of: child.key, selection: selection, geometry: geometry, compact: compact, forLayout: forLayout, part: part, inSight: inSight,
                into: &out)
            out.indent -= 1
            out.line("}")
        }
    }

    /// What a focused frame's canvas shows: the elements that reach into the part under its
    /// band, the boxes their arrows join and the containers around them and that the arrows
    /// end at; nil on any other canvas, where every element is drawn. Graphviz reads and
    /// draws a frame's DOT whole, clipped to its canvas: a window of a large map draws a few
    /// dozen of its hundreds of elements.
    private func elementsInSight(_ selection: Selection, canvas: FrameCanvas?, geometry: Geometry?) -> Set<DrawingElement>? {
        guard let canvas, canvas.focusBand != nil, let geometry else { return nil }
        let placed = PlacedElements(self, on: geometry)
        var kept = Set<DrawingElement>()
        var clusters = Set<String>()
        func keep(node key: String) {
            guard let index = map.nodeIndex[key] else { return }
            kept.insert(DrawingElement(kind: .node, index: index))
            if let cluster = map.nodes[index].clusterKey { clusters.insert(cluster) }
        }
        for (index, edge) in map.edges.enumerated() {
            let element = DrawingElement(kind: .edge, index: index)
            guard look(element, selection).state != .absent, placed.isInSight(element, on: canvas) else { continue }
            kept.insert(element)
            keep(node: edge.from)
            keep(node: edge.to)
            clusters.formUnion([edge.tailCluster, edge.headCluster].compactMap { $0 })
        }
        for (index, node) in map.nodes.enumerated() where placed.isInSight(DrawingElement(kind: .node, index: index), on: canvas) {
            keep(node: node.key)
        }
        for (index, cluster) in map.clusters.enumerated() where placed.isInSight(DrawingElement(kind: .cluster, index: index), on: canvas) {
            clusters.insert(cluster.key)
        }
        // A container is written around its boxes: its own container too.
        for key in clusters {
            var current: String? = key
            while let cluster = current, let index = map.clusterIndex[cluster] {
                kept.insert(DrawingElement(kind: .cluster, index: index))
                current = map.clusters[index].parentKey
            }
        }
        return kept
    }

    /// Two invisible points at the corners of the canvas. `nop2` sizes the canvas by what
    /// a frame holds; with these, every frame keeps the canvas it is given, so absent
    /// elements can be left out (Graphviz would draw them for nothing).
    private func writeCanvasCorners(_ canvas: CanvasBox, into out: inout DOTWriter) {
        for (name, x, y) in [("navviz:corner-ll", canvas.minX, canvas.minY), ("navviz:corner-ur", canvas.maxX, canvas.maxY)] {
            out.line(
                "\(DOTEscaping.quoted(name)) \(DOTWriter.list([("shape", "point"), ("style", "invis"), ("width", "0"), ("height", "0"), ("fixedsize", "true"), ("label", ""), ("pos", "\(x),\(y)")]));"
            )
        }
    }

    /// A focused frame's band: written last, so that Graphviz draws it over every element of
    /// the diagram that reaches into it, and a frame assembled from sheets appends it the
    /// same way. The caption is a node here, not the graph's label, which is drawn first.
    private func writeFocusBand(_ band: FocusBand, caption: Caption, room: CaptionRoom, into out: inout DOTWriter) {
        func box(_ name: String, _ bounds: Bounds, _ style: [(String, String)]) {
            let attributes: [(String, String)] =
                [
                    ("shape", "box"), ("label", ""), ("fixedsize", "true"), ("width", FrameCanvas.text(bounds.width / 72)),
                    ("height", FrameCanvas.text(bounds.height / 72)),
                    ("pos", FrameCanvas.text((bounds.minX + bounds.maxX) / 2) + "," + FrameCanvas.text((bounds.minY + bounds.maxY) / 2)),
                    ("class", "overview"), ("id", name),
                ] + style
            out.line("\(DOTEscaping.quoted("navviz:" + name)) \(DOTWriter.list(attributes));")
        }
        box("band", band.box, [("style", "filled"), ("fillcolor", palette.canvas), ("color", palette.canvas), ("penwidth", "0")])
        let centre = FrameCanvas.text(band.captionCentre.x) + "," + FrameCanvas.text(band.captionCentre.y)
        out.line(
            "\(DOTEscaping.quoted("navviz:caption")) \(DOTWriter.list([("shape", "plain"), ("label", captionLabel(caption, fixedSize: true, room: room)), ("pos", centre), ("class", "caption"), ("id", "caption")]));"
        )
        box("overview", band.overview, [("style", "filled"), ("fillcolor", palette.captionFill), ("color", palette.captionLine), ("penwidth", "1")])
        for (index, shape) in band.picture.shapes.enumerated() {
            let placed = Bounds(
                minX: band.overview.minX + shape.box.minX, minY: band.overview.minY + shape.box.minY,
                maxX: band.overview.minX + shape.box.maxX, maxY: band.overview.minY + shape.box.maxY)
            box(
                "overview\(index + 1)", placed,
                shape.isContainer
                    ? [("style", "solid"), ("color", palette.subduedLine), ("penwidth", "0.5")]
                    : [("style", "filled"), ("fillcolor", palette.subduedLine), ("color", palette.subduedLine), ("penwidth", "0.5")])
        }
        box("overviewWindow", band.window, [("style", "solid"), ("color", palette.top), ("penwidth", "1.5")])
        for (index, stub) in band.stubs.enumerated() {
            box(
                "stub\(index + 1)", stub.box,
                [
                    ("style", "rounded,filled"), ("fillcolor", palette.captionFill), ("color", palette.subduedLine), ("penwidth", "1"),
                    ("label", stub.text), ("fontsize", FrameCanvas.text(FrameFocus.stubFontSize)), ("fontcolor", palette.secondaryText),
                    ("tooltip", stub.key),
                ])
        }
    }

    private func pinned(_ attributes: [String: String], _ names: [String] = Geometry.pinnedAttributes) -> [(String, String)] {
        names.compactMap { name in
            guard let value = attributes[name] else { return nil }
            return (name, value)
        }
    }
}
