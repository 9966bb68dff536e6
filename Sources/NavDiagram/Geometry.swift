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

    /// The attributes that pin an element in place; everything else is styling.
    static let pinnedAttributes = ["pos", "width", "height", "bb", "lp", "lwidth", "lheight", "xlp", "head_lp", "tail_lp"]
}

extension Geometry {
    /// The box every element of the layout lies in, in points, whole numbers outward.
    /// It is the layout's `bb` grown by the edges' spline points, the nodes' boxes and the
    /// clusters' boxes, plus the rounding of Graphviz's numbers:
    /// - `dot` can route a curve around the drawing's border with control points outside
    ///   its own `bb`, and Graphviz sizes a pinned drawing's canvas by those points;
    /// - Graphviz writes coordinates with five significant digits, so past 10,000 points a
    ///   node read back can stick out of the `bb` read back by up to half a point.
    /// Frames showing such an element would otherwise get a larger canvas than the others.
    public var canvas: (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let box = Self.numbers(graph["bb"])
        guard box.count == 4 else { return nil }
        var (minX, minY, maxX, maxY) = (box[0], box[1], box[2], box[3])
        func include(_ x: Double, _ y: Double, halfWidth: Double = 0, halfHeight: Double = 0) {
            (minX, maxX) = (min(minX, x - halfWidth), max(maxX, x + halfWidth))
            (minY, maxY) = (min(minY, y - halfHeight), max(maxY, y + halfHeight))
        }
        for attributes in edges.values {
            for point in (attributes["pos"] ?? "").split(whereSeparator: { $0 == " " || $0 == ";" }) {
                // "e,x,y" and "s,x,y" are the arrow ends; the rest are "x,y".
                let coordinates = point.split(separator: ",").suffix(2).compactMap { Double($0) }
                if coordinates.count == 2 { include(coordinates[0], coordinates[1]) }
            }
        }
        for attributes in nodes.values {
            let position = Self.numbers(attributes["pos"])
            guard position.count == 2 else { continue }
            // Sizes are in inches.
            let (width, height) = (Double(attributes["width"] ?? "") ?? 0, Double(attributes["height"] ?? "") ?? 0)
            include(position[0], position[1], halfWidth: width * 36, halfHeight: height * 36)
        }
        for attributes in clusters.values {
            let bounds = Self.numbers(attributes["bb"])
            if bounds.count == 4 { include(bounds[0], bounds[1]); include(bounds[2], bounds[3]) }
        }
        let largest = max(abs(minX), abs(minY), abs(maxX), abs(maxY), 1)
        let rounding = max(1, (largest / 10_000).rounded(.up))
        return (Int((minX - rounding).rounded(.down)), Int((minY - rounding).rounded(.down)),
                Int((maxX + rounding).rounded(.up)), Int((maxY + rounding).rounded(.up)))
    }

    private static func numbers(_ text: String?) -> [Double] {
        (text ?? "").split(separator: ",").compactMap { Double($0) }
    }
}
