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
