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
    public private(set) var mode: LayoutMode
    public let geometry: Geometry?
    private let renderer: GraphvizRenderer

    /// The most view-controller boxes one drawing holds. Graphviz's `dot` layout grows
    /// faster than linearly, and a map this large is no longer readable: past it navviz
    /// stops with a message instead of running for hours or out of memory.
    public static let maximumNodes = 2_000

    public init(flow: Flow, mode: LayoutMode = .stable, renderer: GraphvizRenderer = .shared) throws {
        try self.init(diagram: Diagram(flow: flow), mode: mode, renderer: renderer)
    }

    /// The drawing of a loaded flow: its `diagram` when it was loaded `.streamed`.
    public init(loaded: LoadedFlow, mode: LayoutMode = .stable) throws {
        try self.init(diagram: loaded.diagram ?? Diagram(flow: loaded.flow), mode: mode)
    }

    public init(diagram: Diagram, mode: LayoutMode = .stable, renderer: GraphvizRenderer = .shared) throws {
        self.diagram = diagram
        guard diagram.map.nodes.count <= Self.maximumNodes else {
            throw DrawingTooLarge(nodes: diagram.map.nodes.count)
        }
        self.mode = mode
        self.renderer = renderer
        let layout = try renderer.layout(dot: diagram.layoutDOT())
        self.geometry = Geometry(graph: layout.graph, nodes: layout.nodes, edges: layout.edges, clusters: layout.subgraphs)
    }

    /// This drawing in `mode`, on the same map layout (which is computed in either mode).
    public func inMode(_ mode: LayoutMode) -> FlowDrawing {
        var drawing = self
        drawing.mode = mode
        return drawing
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

    /// Sheet `sheet` as SVG (stable mode only): each element in one of its looks.
    func renderSheet(_ sheet: Int) throws -> [UInt8] {
        try renderer.render(dot: diagram.sheetDOT(sheet, geometry: try stableGeometry()), engine: "nop2", format: "svg")
    }

    /// Frame `index`'s caption on the frame's canvas, as SVG (stable mode only).
    func renderCaption(_ index: Int) throws -> [UInt8] {
        try renderer.render(dot: diagram.captionDOT(index, geometry: try stableGeometry()), engine: "nop2", format: "svg")
    }

    private func stableGeometry() throws -> Geometry {
        guard mode == .stable, let geometry else { throw FlipbookError.framesDiffer(frame: 0) }
        return geometry
    }

    public func renderMap(format: String) throws -> [UInt8] {
        try renderer.render(dot: mapDOT(), engine: "nop2", format: format)
    }
}

/// A flow whose map is too large to draw (see `FlowDrawing.maximumNodes`).
public struct DrawingTooLarge: Error, CustomStringConvertible {
    public var nodes: Int

    public var description: String {
        "the flow map has \(nodes) view-controller boxes; navviz draws at most \(FlowDrawing.maximumNodes) in one diagram "
            + "(Graphviz's layout time grows faster than linearly). `navviz check` and `navviz dump` have no such limit; "
            + "to draw, split the flow into smaller ones"
    }
}
