/// The geometry Graphviz computed for a graph: the attributes `dot -Tdot` would print
/// (`pos`, `width`, `height`, `bb`, `lp`, ...), keyed the way the DOT text named things.
///
/// Nodes are keyed by name, edges by their `id` attribute (edges without one are
/// skipped: callers that need an edge back must name it), clusters by subgraph name.
public struct GraphLayout: Equatable, Sendable {
    public var graph: [String: String]
    public var nodes: [String: [String: String]]
    public var edges: [String: [String: String]]
    public var subgraphs: [String: [String: String]]

    public init(
        graph: [String: String] = [:], nodes: [String: [String: String]] = [:],
        edges: [String: [String: String]] = [:], subgraphs: [String: [String: String]] = [:]
    ) {
        self.graph = graph
        self.nodes = nodes
        self.edges = edges
        self.subgraphs = subgraphs
    }
}
