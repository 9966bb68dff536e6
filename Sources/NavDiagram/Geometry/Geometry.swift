/// Positions computed by one layout of the flow map, in Graphviz's attribute syntax,
/// keyed like the DOT that produced them (nodes by name, edges by `id`, clusters by
/// subgraph name). Frames carry them so that every frame is drawn on the same layout.
///
/// Every element's box, and every edge's drawn curve, is read from its attributes once,
/// here: a long flow's frames ask for them thousands of times.
public struct Geometry: Sendable, Equatable {
    public let graph: [String: String]
    public let nodes: [String: [String: String]]
    public let edges: [String: [String: String]]
    public let clusters: [String: [String: String]]
    private let nodeBoxes: [String: Bounds]
    private let edgeBoxes: [String: Bounds]
    private let clusterBoxes: [String: Bounds]
    /// Per edge: the box of its `pos` points, and its drawn curve (`drawnPath`).
    private let curves: [String: Curve]
    /// The box every element of the layout lies in, in points, whole numbers outward.
    /// It is the layout's `bb` grown by every element's box (`bounds(ofNode:)` and the
    /// others), plus the rounding of Graphviz's numbers:
    /// - `dot` can route a curve around the drawing's border with control points outside
    ///   its own `bb`, and Graphviz sizes a pinned drawing's canvas by those points;
    /// - Graphviz writes coordinates with five significant digits, so past 10,000 points a
    ///   node read back can stick out of the `bb` read back by up to half a point.
    /// Frames showing such an element would otherwise get a larger canvas than the others.
    public let canvas: CanvasBox?
    /// The box of every node, edge and cluster, without the graph's own label: what the
    /// drawing covers. Nil when nothing was laid out.
    let drawingBounds: Bounds?
    /// The top of what the drawing covers, in Graphviz's points (y up): boxes laid out beside
    /// the graph's label reach above its bottom.
    public var drawingTop: Double? { drawingBounds?.maxY }

    public init(graph: [String: String], nodes: [String: [String: String]], edges: [String: [String: String]], clusters: [String: [String: String]]) {
        self.init(
            graph: graph, nodes: nodes, edges: edges, clusters: clusters, nodeBoxes: nodes.compactMapValues(Self.nodeBounds),
            clusterBoxes: clusters.compactMapValues { Self.box(Self.numbers($0["bb"])) }, curves: edges.mapValues { Curve(pos: $0["pos"]) })
    }

    /// This geometry with `edges` instead of its own, their `pos` the same: labels moved
    /// (`placingEdgeLabelsOnTheirArrows`).
    init(self geometry: Geometry, movingLabels edges: [String: [String: String]]) {
        self.init(
            graph: geometry.graph, nodes: geometry.nodes, edges: edges, clusters: geometry.clusters, nodeBoxes: geometry.nodeBoxes,
            clusterBoxes: geometry.clusterBoxes, curves: geometry.curves)
    }

    private init(
        graph: [String: String], nodes: [String: [String: String]], edges: [String: [String: String]], clusters: [String: [String: String]],
        nodeBoxes: [String: Bounds], clusterBoxes: [String: Bounds], curves: [String: Curve]
    ) {
        (self.graph, self.nodes, self.edges, self.clusters) = (graph, nodes, edges, clusters)
        (self.nodeBoxes, self.clusterBoxes, self.curves) = (nodeBoxes, clusterBoxes, curves)
        var edgeBoxes: [String: Bounds] = [:]
        for (id, attributes) in edges {
            if let box = Self.edgeBounds(attributes, points: curves[id]?.pointBox) { edgeBoxes[id] = box }
        }
        self.edgeBoxes = edgeBoxes
        var drawing: Bounds?
        for box in Array(nodeBoxes.values) + Array(edgeBoxes.values) + Array(clusterBoxes.values) {
            drawing = drawing.map { $0.union(box) } ?? box
        }
        drawingBounds = drawing
        if var bounds = Self.box(Self.numbers(graph["bb"])) {
            bounds.include(drawing)
            canvas = bounds.outward(rounding: Self.rounding(bounds))
        } else {
            canvas = nil
        }
    }

    /// The attributes that pin an element in place; everything else is styling. An edge
    /// label's size (`lwidth`, `lheight`) is read back for trimming frames, but Graphviz
    /// knows those attributes only for graph and cluster labels.
    static let pinnedAttributes = ["pos", "width", "height", "bb", "lp", "lwidth", "lheight", "xlp", "head_lp", "tail_lp"]
    static let pinnedEdgeAttributes = ["pos", "lp", "xlp", "head_lp", "tail_lp"]

    /// The layout's attributes; everything else is read from them.
    public static func == (a: Geometry, b: Geometry) -> Bool {
        a.graph == b.graph && a.nodes == b.nodes && a.edges == b.edges && a.clusters == b.clusters
    }

    /// An edge's `pos` read: the box of its points, and its drawn curve.
    private struct Curve: Sendable {
        var pointBox: Bounds?
        var path: [(x: Double, y: Double)]

        init(pos: String?) {
            pointBox = Geometry.pointBox(pos)
            path = Geometry.drawnPath(pos)
        }
    }

    /// Edge `id`'s drawn curve (`drawnPath` of its `pos`).
    func path(ofEdge id: String) -> [(x: Double, y: Double)] {
        curves[id]?.path ?? []
    }
}

extension Geometry {
    /// How far a coordinate Graphviz wrote can be off: it writes five significant digits.
    static func rounding(_ bounds: Bounds) -> Double {
        let largest = max(abs(bounds.minX), abs(bounds.minY), abs(bounds.maxX), abs(bounds.maxY), 1)
        return max(1, (largest / 10_000).rounded(.up))
    }

    /// The box a node covers (its `pos`, `width` and `height`), nil when it was not laid out.
    func bounds(ofNode key: String) -> Bounds? {
        nodeBoxes[key]
    }

    /// The box of the graph's own label (the caption's room of a layout), nil without one.
    var graphLabelBounds: Bounds? {
        let centre = Self.numbers(graph["lp"])
        guard centre.count == 2, let width = Double(graph["lwidth"] ?? ""), let height = Double(graph["lheight"] ?? "") else { return nil }
        return Bounds(minX: centre[0] - width * 36, minY: centre[1] - height * 36, maxX: centre[0] + width * 36, maxY: centre[1] + height * 36)
    }

    /// The box a cluster's border encloses (its `bb`; keyed `cluster_KEY`).
    func bounds(ofCluster name: String) -> Bounds? {
        clusterBoxes[name]
    }

    /// The box of an edge's spline points (the curve lies in their hull), arrow ends and
    /// label (`lp`, with the size the binding reads back as `lwidth` and `lheight`).
    func bounds(ofEdge id: String) -> Bounds? {
        edgeBoxes[id]
    }

    private static func nodeBounds(_ attributes: [String: String]) -> Bounds? {
        let position = numbers(attributes["pos"])
        guard position.count == 2 else { return nil }
        // Sizes are in inches.
        let (width, height) = (Double(attributes["width"] ?? "") ?? 0, Double(attributes["height"] ?? "") ?? 0)
        return Bounds(
            minX: position[0] - width * 36, minY: position[1] - height * 36, maxX: position[0] + width * 36, maxY: position[1] + height * 36)
    }

    /// The box of every point of an edge's `pos`.
    private static func pointBox(_ pos: String?) -> Bounds? {
        var bounds: Bounds?
        for point in (pos ?? "").split(whereSeparator: { $0 == " " || $0 == ";" }) {
            // "e,x,y" and "s,x,y" are the arrow ends; the rest are "x,y".
            let coordinates = point.split(separator: ",").suffix(2).compactMap { Double($0) }
            guard coordinates.count == 2 else { continue }
            let point = Bounds(minX: coordinates[0], minY: coordinates[1], maxX: coordinates[0], maxY: coordinates[1])
            bounds = bounds.map { $0.union(point) } ?? point
        }
        return bounds
    }

    /// The box of an edge's `pos` `points` and its label.
    private static func edgeBounds(_ attributes: [String: String], points: Bounds?) -> Bounds? {
        var bounds = points
        let label = numbers(attributes["lp"])
        if label.count == 2 {
            // Sizes are in inches.
            let (halfWidth, halfHeight) = ((Double(attributes["lwidth"] ?? "") ?? 0) * 36, (Double(attributes["lheight"] ?? "") ?? 0) * 36)
            let box = Bounds(minX: label[0] - halfWidth, minY: label[1] - halfHeight, maxX: label[0] + halfWidth, maxY: label[1] + halfHeight)
            bounds = bounds.map { $0.union(box) } ?? box
        }
        return bounds
    }

    /// A `bb`'s four numbers as a box.
    private static func box(_ numbers: [Double]) -> Bounds? {
        numbers.count == 4 ? Bounds(minX: numbers[0], minY: numbers[1], maxX: numbers[2], maxY: numbers[3]) : nil
    }

    static func numbers(_ text: String?) -> [Double] {
        (text ?? "").split(separator: ",").compactMap { Double($0) }
    }
}

/// A rectangle of a drawing in points, Graphviz's y axis pointing up.
struct Bounds: Hashable, Sendable {
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
