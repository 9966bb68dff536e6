extension Geometry {
    /// The room between two parts of a map packed side by side, in points.
    static let partGap = 8.0

    /// The layouts of a map's parts (`DetachedPresentations`) as one, each moved to its place
    /// in a near-square (`PartPacking`), the first (with the caption's room) at the top left;
    /// each of `copies` drawn where its original is (`Diagram.arrowCopies`).
    public init(packing parts: [Geometry], copies: [(copy: String, original: String)] = []) {
        let boxes = parts.map { $0.canvas ?? CanvasBox(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        let packing = PartPacking(boxes.map { (Double($0.width), Double($0.height)) }, gap: Self.partGap)
        var (nodes, edges, clusters) = ([String: [String: String]](), [String: [String: String]](), [String: [String: String]]())
        var graph = parts.first?.graph ?? [:]
        for (index, part) in parts.enumerated() {
            // Graphviz's y points up: a part's top is `height - place.y`.
            let (box, place) = (boxes[index], packing.places[index])
            let dx = place.x - Double(box.minX)
            let dy = packing.height - place.y - Double(box.height) - Double(box.minY)
            let move = { (attributes: [String: String]) in Self.moving(attributes, dx: dx, dy: dy) }
            nodes.merge(part.nodes.mapValues(move)) { first, _ in first }
            edges.merge(part.edges.mapValues(move)) { first, _ in first }
            clusters.merge(part.clusters.mapValues(move)) { first, _ in first }
            if index == 0 { graph = move(part.graph) }
        }
        for (copy, original) in copies { edges[copy] = edges[original]?.filter { Self.arrowAttributes.contains($0.key) } }
        graph["bb"] = "0,0,\(FrameCanvas.text(packing.width)),\(FrameCanvas.text(packing.height))"
        self.init(graph: graph, nodes: nodes, edges: edges, clusters: clusters)
    }

    /// What a copy of an arrow takes from it: its curve, its label's place and size.
    private static let arrowAttributes: Set<String> = ["pos", "lp", "xlp", "lwidth", "lheight"]

    /// The attributes that hold points or boxes.
    private static let placedAttributes: Set<String> = ["pos", "bb", "lp", "xlp", "head_lp", "tail_lp"]

    /// `attributes` with every point moved by `dx`, `dy`: `x,y` pairs, a box's two corners,
    /// and a spline's `e,x,y`/`s,x,y` ends, of one or several splines (`;`).
    private static func moving(_ attributes: [String: String], dx: Double, dy: Double) -> [String: String] {
        var moved = attributes
        for (name, value) in attributes where placedAttributes.contains(name) {
            moved[name] = value.split(separator: ";", omittingEmptySubsequences: false).map { spline in
                spline.split(separator: " ").map { point -> String in
                    var parts = point.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                    let first = parts.first == "e" || parts.first == "s" ? 1 : 0
                    for index in first..<parts.count {
                        guard let number = Double(parts[index]) else { continue }
                        parts[index] = FrameCanvas.text(number + ((index - first) % 2 == 0 ? dx : dy))
                    }
                    return parts.joined(separator: ",")
                }.joined(separator: " ")
            }.joined(separator: ";")
        }
        return moved
    }
}
