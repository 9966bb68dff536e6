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
    public let geometry: Geometry
    /// Set when Graphviz failed on the map's usual layout and it was laid out with less of
    /// Graphviz (`MapLayout.Fallback`): a one-line note for the user.
    public let layoutNote: String?
    private let renderer: GraphvizRenderer

    /// The most view-controller boxes one drawing holds. Graphviz's `dot` layout grows
    /// faster than linearly, and a map this large is no longer readable: past it navviz
    /// stops with a message instead of running for hours or out of memory.
    public static let maximumNodes = 2_000

    public init(flow: Flow, mode: LayoutMode = .stable, renderer: GraphvizRenderer = .shared) throws {
        try self.init(diagram: Diagram(flow: flow), mode: mode, renderer: renderer)
    }

    /// The drawing of a loaded flow: its `diagram` and `geometry` when it was loaded `.streamed`.
    public init(loaded: LoadedFlow, mode: LayoutMode = .stable) throws {
        if let diagram = loaded.diagram, let geometry = loaded.geometry {
            self.init(diagram: diagram, geometry: geometry, layoutNote: loaded.layoutNote, mode: mode, renderer: .shared)
        } else {
            try self.init(diagram: Diagram(flow: loaded.flow), mode: mode)
        }
    }

    public init(diagram: Diagram, mode: LayoutMode = .stable, renderer: GraphvizRenderer = .shared) throws {
        let (geometry, note) = try Self.geometry(layingOut: Self.layoutDOT(diagram), renderer: renderer)
        self.init(diagram: diagram, geometry: geometry, layoutNote: note, mode: mode, renderer: renderer)
    }

    /// `diagram` on `geometry`, the layout of its `layoutDOT`.
    init(diagram: Diagram, geometry: Geometry, layoutNote: String?, mode: LayoutMode, renderer: GraphvizRenderer) {
        (self.diagram, self.geometry, self.layoutNote, self.mode, self.renderer) = (diagram, geometry, layoutNote, mode, renderer)
    }

    /// The DOT of the one layout every frame is drawn on; a map with more than
    /// `maximumNodes` boxes throws `DrawingTooLarge` instead.
    static func layoutDOT(_ diagram: Diagram) throws -> String {
        guard diagram.map.nodes.count <= maximumNodes else {
            throw DrawingTooLarge(nodes: diagram.map.nodes.count)
        }
        return diagram.layoutDOT()
    }

    /// The positions `dot` gives the elements of `layoutDOT`, and a note when the layout
    /// had to fall back (`MapLayout`).
    static func geometry(layingOut layoutDOT: String, renderer: GraphvizRenderer = .shared) throws -> (geometry: Geometry, note: String?) {
        let (layout, note) = try MapLayout.layOut(layoutDOT, renderer: renderer)
        return (Geometry(graph: layout.graph, nodes: layout.nodes, edges: layout.edges, clusters: layout.subgraphs), note)
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
        guard mode == .stable else { throw FlipbookError.framesDiffer(frame: 0) }
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
