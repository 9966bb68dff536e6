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
    /// It is the layout's `bb` grown by the edges' spline points: `dot` can route a curve
    /// around the drawing's border with control points outside its own `bb`, and
    /// Graphviz sizes a pinned drawing's canvas by those points, so frames showing such
    /// an edge would get a larger canvas than the others.
    public var canvas: (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let box = (graph["bb"] ?? "").split(separator: ",").compactMap { Double($0) }
        guard box.count == 4 else { return nil }
        var (minX, minY, maxX, maxY) = (box[0], box[1], box[2], box[3])
        for attributes in edges.values {
            guard let spline = attributes["pos"] else { continue }
            for point in spline.split(whereSeparator: { $0 == " " || $0 == ";" }) {
                // "e,x,y" and "s,x,y" are the arrow ends; the rest are "x,y".
                let coordinates = point.split(separator: ",").suffix(2).compactMap { Double($0) }
                guard coordinates.count == 2 else { continue }
                (minX, maxX) = (min(minX, coordinates[0]), max(maxX, coordinates[0]))
                (minY, maxY) = (min(minY, coordinates[1]), max(maxY, coordinates[1]))
            }
        }
        return (Int(minX.rounded(.down)), Int(minY.rounded(.down)), Int(maxX.rounded(.up)), Int(maxY.rounded(.up)))
    }
}
