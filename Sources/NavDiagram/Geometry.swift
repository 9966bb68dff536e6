/// Positions computed by one layout of the flow map, in Graphviz's attribute syntax,
/// keyed like the DOT that produced them (nodes by name, edges by `id`, clusters by
/// subgraph name). Frames carry them so that every frame is drawn on the same layout.
public struct Geometry: Sendable, Equatable {
    public var graph: [String: String]
    public var nodes: [String: [String: String]]
    public var edges: [String: [String: String]]
    public var clusters: [String: [String: String]]

    public init(graph: [String: String], nodes: [String: [String: String]], edges: [String: [String: String]], clusters: [String: [String: String]]) {
        self.graph = graph
        self.nodes = nodes
        self.edges = edges
        self.clusters = clusters
    }

    /// The attributes that pin an element in place; everything else is styling. An edge
    /// label's size (`lwidth`, `lheight`) is read back for trimming frames, but Graphviz
    /// knows those attributes only for graph and cluster labels.
    static let pinnedAttributes = ["pos", "width", "height", "bb", "lp", "lwidth", "lheight", "xlp", "head_lp", "tail_lp"]
    static let pinnedEdgeAttributes = ["pos", "lp", "xlp", "head_lp", "tail_lp"]
}

extension Geometry {
    /// The box every element of the layout lies in, in points, whole numbers outward.
    /// It is the layout's `bb` grown by every element's box (`bounds(ofNode:)` and the
    /// others), plus the rounding of Graphviz's numbers:
    /// - `dot` can route a curve around the drawing's border with control points outside
    ///   its own `bb`, and Graphviz sizes a pinned drawing's canvas by those points;
    /// - Graphviz writes coordinates with five significant digits, so past 10,000 points a
    ///   node read back can stick out of the `bb` read back by up to half a point.
    /// Frames showing such an element would otherwise get a larger canvas than the others.
    public var canvas: CanvasBox? {
        let box = Self.numbers(graph["bb"])
        guard box.count == 4 else { return nil }
        var bounds = Bounds(minX: box[0], minY: box[1], maxX: box[2], maxY: box[3])
        for key in nodes.keys { bounds.include(self.bounds(ofNode: key)) }
        for id in edges.keys { bounds.include(self.bounds(ofEdge: id)) }
        for name in clusters.keys { bounds.include(self.bounds(ofCluster: name)) }
        return bounds.outward(rounding: Self.rounding(bounds))
    }

    /// The box of every node, edge and cluster, without the graph's own label: what the
    /// drawing covers. Nil when nothing was laid out.
    var drawingBounds: Bounds? {
        var bounds: Bounds?
        let boxes = nodes.keys.map(self.bounds(ofNode:)) + edges.keys.map(self.bounds(ofEdge:)) + clusters.keys.map(self.bounds(ofCluster:))
        for box in boxes.compactMap({ $0 }) { bounds = bounds.map { $0.union(box) } ?? box }
        return bounds
    }

    /// How far a coordinate Graphviz wrote can be off: it writes five significant digits.
    static func rounding(_ bounds: Bounds) -> Double {
        let largest = max(abs(bounds.minX), abs(bounds.minY), abs(bounds.maxX), abs(bounds.maxY), 1)
        return max(1, (largest / 10_000).rounded(.up))
    }

    /// The box a node covers (its `pos`, `width` and `height`), nil when it was not laid out.
    func bounds(ofNode key: String) -> Bounds? {
        guard let attributes = nodes[key] else { return nil }
        let position = Self.numbers(attributes["pos"])
        guard position.count == 2 else { return nil }
        // Sizes are in inches.
        let (width, height) = (Double(attributes["width"] ?? "") ?? 0, Double(attributes["height"] ?? "") ?? 0)
        return Bounds(
            minX: position[0] - width * 36, minY: position[1] - height * 36, maxX: position[0] + width * 36, maxY: position[1] + height * 36)
    }

    /// The box a cluster's border encloses (its `bb`; keyed `cluster_KEY`).
    func bounds(ofCluster name: String) -> Bounds? {
        let box = Self.numbers(clusters[name]?["bb"])
        guard box.count == 4 else { return nil }
        return Bounds(minX: box[0], minY: box[1], maxX: box[2], maxY: box[3])
    }

    /// The box of an edge's spline points (the curve lies in their hull), arrow ends and
    /// label (`lp`, with the size the binding reads back as `lwidth` and `lheight`).
    func bounds(ofEdge id: String) -> Bounds? {
        guard let attributes = edges[id] else { return nil }
        var bounds: Bounds?
        for point in (attributes["pos"] ?? "").split(whereSeparator: { $0 == " " || $0 == ";" }) {
            // "e,x,y" and "s,x,y" are the arrow ends; the rest are "x,y".
            let coordinates = point.split(separator: ",").suffix(2).compactMap { Double($0) }
            guard coordinates.count == 2 else { continue }
            let point = Bounds(minX: coordinates[0], minY: coordinates[1], maxX: coordinates[0], maxY: coordinates[1])
            bounds = bounds.map { $0.union(point) } ?? point
        }
        let label = Self.numbers(attributes["lp"])
        if label.count == 2 {
            // Sizes are in inches.
            let (halfWidth, halfHeight) = ((Double(attributes["lwidth"] ?? "") ?? 0) * 36, (Double(attributes["lheight"] ?? "") ?? 0) * 36)
            let box = Bounds(minX: label[0] - halfWidth, minY: label[1] - halfHeight, maxX: label[0] + halfWidth, maxY: label[1] + halfHeight)
            bounds = bounds.map { $0.union(box) } ?? box
        }
        return bounds
    }

    static func numbers(_ text: String?) -> [Double] {
        (text ?? "").split(separator: ",").compactMap { Double($0) }
    }
}

/// A rectangle of a drawing in points, Graphviz's y axis pointing up.
struct Bounds: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    func union(_ other: Bounds) -> Bounds {
        Bounds(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    mutating func include(_ other: Bounds?) {
        if let other { self = union(other) }
    }

    /// Whole points, `rounding` further out on every side.
    func outward(rounding: Double) -> CanvasBox {
        CanvasBox(
            minX: Int((minX - rounding).rounded(.down)), minY: Int((minY - rounding).rounded(.down)),
            maxX: Int((maxX + rounding).rounded(.up)), maxY: Int((maxY + rounding).rounded(.up)))
    }
}

/// A drawing's canvas in whole points, Graphviz's y axis pointing up: where the two
/// invisible corner points of a pinned drawing go.
public struct CanvasBox: Sendable, Equatable {
    public var minX: Int
    public var minY: Int
    public var maxX: Int
    public var maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    public var width: Int { maxX - minX }
    public var height: Int { maxY - minY }
}
