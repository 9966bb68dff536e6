import Graphviz
import NavDiagram
import UIKitModel

/// Renders a flow's frames and map through Graphviz. The map is laid out once with
/// `dot`; every frame is then drawn on that geometry with the `nop2` engine, which
/// keeps positions as given, so a VC sits at the same place in every frame.
public struct FlowDrawing: Sendable {
    public enum LayoutMode: String, Sendable, CaseIterable {
        /// One layout for the whole flow: frames never jump (the default).
        case stable
        /// Each frame laid out on its own: compact, but positions change.
        case perFrame = "per-frame"
    }

    public let diagram: Diagram
    public let mode: LayoutMode
    public let geometry: Geometry?
    private let renderer: GraphvizRenderer

    public init(flow: Flow, mode: LayoutMode = .stable, renderer: GraphvizRenderer = .shared) throws {
        self.diagram = Diagram(flow: flow)
        self.mode = mode
        self.renderer = renderer
        let layout = try renderer.layout(dot: diagram.layoutDOT())
        self.geometry = Geometry(graph: layout.graph, nodes: layout.nodes, edges: layout.edges, clusters: layout.subgraphs)
    }

    /// The DOT of frame `index` as rendered: pinned to the map's geometry in stable mode.
    public func frameDOT(_ index: Int) -> String {
        diagram.frameDOT(index, geometry: mode == .stable ? geometry : nil)
    }

    public func mapDOT() -> String {
        diagram.mapDOT(geometry: geometry)
    }

    public func renderFrame(_ index: Int, format: String) throws -> [UInt8] {
        try renderer.render(dot: frameDOT(index), engine: mode == .stable ? "nop2" : "dot", format: format)
    }

    public func renderMap(format: String) throws -> [UInt8] {
        try renderer.render(dot: mapDOT(), engine: "nop2", format: format)
    }
}
