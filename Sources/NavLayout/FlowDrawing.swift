import Foundation
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

    /// The canvas of a frame on the stable layout.
    public enum Canvas: String, Sendable, CaseIterable {
        /// A window of the layout around what the step changed, its caption and an
        /// overview of the whole map right above it (`FrameFocus`): a step of a large
        /// app is readable at its size (the default).
        case focus
        /// Cut at the right and bottom to what the flow has drawn so far (`FrameCanvas`):
        /// small early frames are small pictures, and nothing moves.
        case trimmed
        /// The whole layout's canvas in every frame: every picture has one size.
        case full
    }

    public private(set) var diagram: Diagram
    public private(set) var mode: LayoutMode
    public let geometry: Geometry
    /// How stable frames' canvases are cut.
    public private(set) var canvas: Canvas
    /// Every frame's canvas on `geometry`, cut as `canvas` says (none for `full`), made when
    /// first asked for.
    private var frameCanvases: FrameCanvases
    /// `geometry`'s whole canvas: the first frame of `flow.png`, and the scale of every
    /// stable PNG frame.
    private let wholeCanvas: CanvasBox?
    /// Set when Graphviz failed on the map's usual layout and it was laid out with less of
    /// Graphviz (`MapLayout.Fallback`): a one-line note for the user.
    public let layoutNote: String?
    /// PNGs wider or taller than this many pixels are drawn at a lower resolution.
    public var maximumBitmapSide = FlowDrawing.largestBitmapSide
    private let renderer: GraphvizRenderer
    /// Where the map was laid out: its process, when it has one, draws some of the sheets.
    private let mapLayout: MapLayout

    /// The largest side a PNG can have: past it cairo would scale the drawing itself.
    public static let largestBitmapSide = GraphvizRenderer.largestBitmapSide

    /// The most view-controller boxes one drawing holds. Graphviz's `dot` layout grows
    /// faster than linearly, and a map this large is no longer readable: past it navviz
    /// stops with a message instead of running for hours or out of memory.
    public static let maximumNodes = 2_000

    /// The drawing of a flow recorded with every frame's hierarchy (`.frames`), its map
    /// laid out by `mapLayout`, its stable frames on `canvas`.
    public init(flow: Flow, mode: LayoutMode = .stable, canvas: Canvas = .focus, mapLayout: MapLayout) throws {
        try self.init(diagram: Diagram(flow: flow), mode: mode, canvas: canvas, mapLayout: mapLayout)
    }

    /// The drawing of a loaded flow: its `diagram` and `geometry` when it was loaded
    /// `.streamed`, else its map laid out now, as the load lays maps out.
    public init(loaded: LoadedFlow, mode: LayoutMode = .stable, canvas: Canvas = .focus) throws {
        if let diagram = loaded.diagram, let geometry = loaded.geometry {
            self.init(
                diagram: diagram, geometry: geometry, layoutNote: loaded.layoutNote, mode: mode, canvas: canvas, mapLayout: loaded.mapLayout)
        } else {
            try self.init(diagram: Diagram(flow: loaded.flow), mode: mode, canvas: canvas, mapLayout: loaded.mapLayout)
        }
    }

    public init(diagram: Diagram, mode: LayoutMode = .stable, canvas: Canvas = .focus, mapLayout: MapLayout) throws {
        let (geometry, note, laidOut) = try Self.geometry(layingOut: diagram, mapLayout: mapLayout)
        self.init(diagram: laidOut, geometry: geometry, layoutNote: note, mode: mode, canvas: canvas, mapLayout: mapLayout)
    }

    /// `diagram` on `geometry`, the layout of its `layoutDOT`.
    init(diagram: Diagram, geometry: Geometry, layoutNote: String?, mode: LayoutMode, canvas: Canvas, mapLayout: MapLayout) {
        // Stable frames' containers drawn around what each frame shows of them (per-frame layouts fit their own).
        (self.diagram, self.geometry, self.layoutNote, self.mode) = (diagram.fittingContainers(to: geometry), geometry, layoutNote, mode)
        (self.mapLayout, renderer) = (mapLayout, mapLayout.renderer)
        self.canvas = canvas
        frameCanvases = Self.frameCanvases(canvas, of: self.diagram, on: geometry)
        wholeCanvas = geometry.canvas
    }

    /// Every frame's canvas on `geometry`, cut as `canvas` says (none for `full`), in frames
    /// sharing a canvas in each of `groups`.
    private static func frameCanvases(
        _ canvas: Canvas, of diagram: Diagram, on geometry: Geometry, sharing groups: [[Int]] = []
    ) -> FrameCanvases {
        FrameCanvases {
            switch canvas {
            case .focus: diagram.focusCanvases(on: geometry, sharing: groups)
            case .trimmed: diagram.frameCanvases(on: geometry, sharing: groups)
            case .full: []
            }
        }
    }

    /// The layouts of `diagram` to try, in order: the one every frame is drawn on, and the
    /// same map without lengthened edges (`Diagram.layoutDOT(clearingContainers:)`) when it
    /// has any. Each DOT is written when Graphviz is asked for it: the first mostly does.
    static func layoutDOTs(_ diagram: Diagram, part: Int? = nil) -> LazyMapCollection<[Bool], String> {
        (diagram.clearsContainers ? [true, false] : [true]).lazy.map { clearing in
            part.map { diagram.layoutDOT(part: $0, clearingContainers: clearing) } ?? diagram.layoutDOT(clearingContainers: clearing)
        }
    }

    /// The positions `dot` gives the elements of the first of `diagram`'s layouts Graphviz
    /// lays out without a word, and a note when the layout had to fall back (`MapLayout`). A
    /// map wider than `FanWrapping.fittingSide` is laid out again with its fans wrapped
    /// narrower (`Diagram.wrappingFansNarrower()`), and the narrower layout kept when its
    /// larger side is smaller; one still larger is laid out with what its containers present
    /// in rows under them (`Diagram.packingPresentations()`), kept when smaller; one still
    /// larger is laid out in parts, its presented screens under stubs of their presenters
    /// (`Diagram.detachingPresentations()`), kept when smaller; so is a strip (`isStrip`). A
    /// map too large for rows (`Diagram.isTooLargeForRows`), or whose first layout is over
    /// twice too large, is laid out in parts right away, and kept when that fits. Returns the
    /// layout, its note, and `diagram` as that layout lays it out (its arrows from ports or
    /// stubs). A map with more than `maximumNodes` boxes throws `DrawingTooLarge` instead.
    static func geometry(
        layingOut diagram: Diagram, mapLayout: MapLayout
    ) throws -> (geometry: Geometry, note: String?, diagram: Diagram) {
        guard diagram.map.nodes.count <= maximumNodes else {
            throw DrawingTooLarge(nodes: diagram.map.nodes.count)
        }
        // The layout in parts, laid out once when first asked for.
        var partsLaidOut: (geometry: Geometry, note: String?, diagram: Diagram)??
        func parts() throws -> (geometry: Geometry, note: String?, diagram: Diagram)? {
            if partsLaidOut == nil { partsLaidOut = .some(try geometry(layingOutPartsOf: diagram, mapLayout: mapLayout)) }
            return partsLaidOut!
        }
        // A map too large for rows of any layout of it whole to fit a screen is laid out in parts
        // first, and only laid out whole when its parts do not fit either.
        if diagram.isTooLargeForRows, let parts = try parts(), largerSide(parts.geometry) <= FanWrapping.fittingSide {
            return parts
        }
        let first = try geometry(layingOut: layoutDOTs(diagram), mapLayout: mapLayout)
        var best: (geometry: Geometry, note: String?, diagram: Diagram) = (first.geometry, first.note, diagram)
        // Over twice too large: no rows get it within a screen (pocket-casts-ios: 11,400 points,
        // 7,600 with rows under its tab bar, after 10 s of layouts). Its parts first.
        if largerSide(best.geometry) > 2 * FanWrapping.fittingSide, let parts = try parts(), largerSide(parts.geometry) <= FanWrapping.fittingSide {
            return parts
        }
        if let box = best.geometry.canvas, box.width > FanWrapping.fittingSide, box.width >= box.height,
            let narrower = diagram.wrappingFansNarrower()
        {
            let second = try geometry(layingOut: layoutDOTs(narrower), mapLayout: mapLayout)
            if largerSide(second.geometry) < box.width { best = (second.geometry, second.note, diagram) }
        }
        // Still too large, though Graphviz laid it out as usual: what the containers present,
        // in rows under them (`Diagram.packingPresentations()`), kept only as it is (no
        // fallback) and when smaller.
        if best.note == nil, largerSide(best.geometry) > FanWrapping.fittingSide, let packed = diagram.packingPresentations(),
            let layout = try mapLayout.layOutAsItIs(Array(layoutDOTs(packed)))
        {
            let third = geometry(of: layout)
            if largerSide(third) < largerSide(best.geometry) { best = (third, nil, packed) }
        }
        // Still too large, or a strip: laid out in parts, packed, kept when smaller.
        if largerSide(best.geometry) > FanWrapping.fittingSide || isStrip(best.geometry, of: diagram), let parts = try parts(),
            largerSide(parts.geometry) < largerSide(best.geometry)
        {
            best = parts
        }
        return best
    }

    /// Whether a layout of a map with entries (R66) is a strip: over twice as wide as it is
    /// tall, and wider than a screen (1,440 points). It fits `FanWrapping.fittingSide`, but a
    /// screen shows it at a third of its size or less: `dot` sets the entries, which no arrow
    /// joins to the rest, side by side in one row.
    private static func isStrip(_ geometry: Geometry, of diagram: Diagram) -> Bool {
        guard let box = geometry.canvas, diagram.map.nodes.contains(where: \.isEntryPoint) else { return false }
        return box.width > 2 * box.height && box.width > 1_440
    }

    /// The larger side of a layout's canvas, in points.
    private static func largerSide(_ geometry: Geometry) -> Int {
        geometry.canvas.map { max($0.width, $0.height) } ?? 0
    }

    /// `diagram` laid out in parts (`Diagram.detachingPresentations(fanLimits:)`), packed into
    /// one, its note, and `diagram` in parts with each part's fan limit. The parts are laid out with the first limit of
    /// `FanWrapping.partLimits`; while their packing is too large, with the next too, and of
    /// the packings of every part at one limit, and of each part at the limit that makes it
    /// smallest, the one whose larger side is smallest is kept. A part Graphviz does not lay
    /// out as it is is drawn with straight edges (`MapLayout.layOutPart`), and the note is the
    /// first such part's. Nil when no edge is detached and the map is one part, or a part does
    /// not lay out even so.
    private static func geometry(
        layingOutPartsOf diagram: Diagram, mapLayout: MapLayout
    ) throws -> (geometry: Geometry, note: String?, diagram: Diagram)? {
        // Each limit's parts, laid out, with the note of a part that fell back.
        var (layouts, detachedDiagrams) = ([[(geometry: Geometry, note: String?)]](), [Diagram]())
        var best: (geometry: Geometry, choice: [Int])?
        let area = { (geometry: Geometry) in geometry.canvas.map { Double($0.width) * Double($0.height) } ?? 0 }
        for limit in FanWrapping.partLimits where best.map({ largerSide($0.geometry) > FanWrapping.fittingSide }) ?? true {
            guard let detached = diagram.detachingPresentations(fanLimits: [limit]) else { return nil }
            detachedDiagrams.append(detached)
            var parts: [(geometry: Geometry, note: String?)] = []
            for part in 0..<detached.layoutPartCount {
                guard let (layout, note) = try mapLayout.layOutPart(layoutDOTs(detached, part: part)) else { return nil }
                // Labels placed first: a part's box is then what it covers.
                parts.append((geometry(of: layout), note))
            }
            layouts.append(parts)
            let smallest = parts.indices.map { part in
                layouts.indices.min { area(layouts[$0][part].geometry) < area(layouts[$1][part].geometry) }!
            }
            for choice in [Array(repeating: layouts.count - 1, count: parts.count), smallest] {
                let packed = Geometry(packing: choice.indices.map { layouts[choice[$0]][$0].geometry }, copies: detached.arrowCopies)
                if best.map({ largerSide(packed) < largerSide($0.geometry) }) ?? true { best = (packed, choice) }
            }
        }
        guard let best else { return nil }
        // Every part at one limit is that limit's diagram; a mix is one more.
        let laidOut =
            Set(best.choice).count == 1
            ? detachedDiagrams[best.choice[0]] : diagram.detachingPresentations(fanLimits: best.choice.map { FanWrapping.partLimits[$0] })
        let note = best.choice.indices.lazy.compactMap { layouts[best.choice[$0]][$0].note }.first
        return laidOut.map { (best.geometry, note, $0) }
    }

    private static func geometry(
        layingOut layoutDOTs: some BidirectionalCollection<String>, mapLayout: MapLayout
    ) throws -> (geometry: Geometry, note: String?) {
        let (layout, note) = try mapLayout.layOut(layoutDOTs)
        return (geometry(of: layout), note)
    }

    private static func geometry(of layout: GraphLayout) -> Geometry {
        Geometry(graph: layout.graph, nodes: layout.nodes, edges: layout.edges, clusters: layout.subgraphs).placingEdgeLabelsOnTheirArrows()
    }

    /// This drawing in `mode`, on the same map layout (which is computed in either mode).
    public func inMode(_ mode: LayoutMode) -> FlowDrawing {
        var drawing = self
        drawing.mode = mode
        return drawing
    }

    /// This drawing with stable frames on `canvas`.
    public func withCanvas(_ canvas: Canvas) -> FlowDrawing {
        guard canvas != self.canvas else { return self }
        var drawing = self
        drawing.canvas = canvas
        drawing.frameCanvases = Self.frameCanvases(canvas, of: diagram, on: geometry)
        return drawing
    }

    /// This drawing with the frames of each of `groups` on one canvas (`Diagram.focusCanvases(on:sharing:)`):
    /// in each group a box is at the same place in every frame.
    public func sharingCanvases(_ groups: [[Int]]) -> FlowDrawing {
        var drawing = self
        drawing.frameCanvases = Self.frameCanvases(canvas, of: diagram, on: geometry, sharing: groups)
        return drawing
    }

    /// This drawing with its map's legend in `style`.
    public func withLegend(_ style: LegendStyle) -> FlowDrawing {
        var drawing = self
        drawing.diagram = diagram.withLegend(style)
        return drawing
    }

    /// This drawing in `palette`'s colours.
    public func drawn(in palette: Palette) -> FlowDrawing {
        var drawing = self
        drawing.diagram = diagram.drawn(in: palette)
        return drawing
    }

    /// The DOT of frame `index` as rendered: pinned to the map's geometry in stable mode,
    /// on the frame's canvas.
    public func frameDOT(_ index: Int) -> String {
        mode == .stable ? diagram.frameDOT(index, geometry: geometry, canvas: frameCanvas(index)) : diagram.frameDOT(index, geometry: nil)
    }

    /// The size of each frame of `flow.png` in points, Graphviz's pad included: the first
    /// on the whole canvas, the others on their own (`canvas`), as `APNGWriter` puts them.
    public func animationFrameSizes() -> [(width: Double, height: Double)] {
        guard let whole = wholeCanvas else { return [] }
        let pad = 2 * Diagram.padInches * 72
        return (0..<diagram.frameCount).map { index in
            let box = index > 0 ? frameCanvas(index)?.box ?? whole : whole
            return (Double(box.width) + pad, Double(box.height) + pad)
        }
    }

    /// Frame `index`'s canvas, or nil for the layout's whole one.
    public func frameCanvas(_ index: Int) -> FrameCanvas? {
        let canvases = frameCanvases.all
        return index < canvases.count ? canvases[index] : nil
    }

    public func mapDOT() -> String {
        diagram.mapDOT(geometry: geometry)
    }

    /// Frame `index` in `format`; as `dot`, the DOT text given to Graphviz (`frameDOT`).
    public func renderFrame(_ index: Int, format: ImageFormat) throws -> [UInt8] {
        switch format {
        case .png: return try renderFrameBitmap(index).png()
        case .svg: return try renderer.render(dot: frameDOT(index), engine: frameEngine, format: .svg)
        case .dot: return Array(frameDOT(index).utf8)
        }
    }

    /// Frame `index` as pixels within `maximumBitmapSide`. Stable frames cut at the right and
    /// bottom are drawn at the scale of the whole canvas, so a cut frame is the top left part
    /// of the whole one; a focused frame is a picture of its own.
    public func renderFrameBitmap(_ index: Int) throws -> RasterImage {
        RasterImage(
            try renderer.renderBitmap(
                dot: frameDOT(index), engine: frameEngine, maximumSide: maximumBitmapSide,
                scaledLike: mode == .stable && canvas != .focus ? wholeCanvas.map { (Double($0.width), Double($0.height)) } : nil))
    }

    private var frameEngine: GraphvizRenderer.Engine { mode == .stable ? .nop2 : .dot }

    /// Every sheet drawn as SVG and handed to `read` on the thread that drew it (stable mode
    /// only), in order. With a layout process, sheets are drawn there and here at the same
    /// time, the largest first, each by whichever is free (`SheetQueue`): Graphviz draws one
    /// picture at a time in a process, and a long flow's sheets are a good part of its SVG
    /// output's time. The process takes the largest; this one makes the frames' canvases
    /// first. The same bytes either way; a sheet the process fails on is drawn here.
    public func renderSheets<Sheet: Sendable>(_ read: @escaping @Sendable ([UInt8]) throws -> Sheet) throws -> [Sheet] {
        let sheets = SheetQueue<Sheet>(count: diagram.sheetCount)
        if let process = mapLayout.process, diagram.sheetCount > 2, let first = sheets.next() {
            let (diagram, geometry) = (diagram, try stableGeometry())
            let thread = Thread {
                var next: Int? = first
                while let sheet = next {
                    guard let svg = try? process.draw(diagram.sheetDOT(sheet, geometry: geometry)), let drawn = try? read(svg) else {
                        sheets.giveBack(sheet)
                        break
                    }
                    sheets.finish(sheet, drawn)
                    next = sheets.next()
                }
                sheets.finishElsewhere()
            }
            thread.start()
            _ = frameCanvases.all
        } else {
            sheets.finishElsewhere()
        }
        while let sheet = sheets.next() { sheets.finish(sheet, try read(renderSheet(sheet))) }
        for sheet in sheets.waitForElsewhere() { sheets.finish(sheet, try read(renderSheet(sheet))) }
        return sheets.results
    }

    /// Sheet `sheet` as SVG (stable mode only): each element in one of its looks.
    public func renderSheet(_ sheet: Int) throws -> [UInt8] {
        try renderer.render(dot: diagram.sheetDOT(sheet, geometry: try stableGeometry()), engine: .nop2, format: .svg)
    }

    /// What the map's SVG holds besides the sheets' elements: its canvas and legend (stable
    /// mode only).
    public func mapSVG() throws -> FrameSVG {
        diagram.mapSVG(geometry: try stableGeometry())
    }

    /// What frame `index`'s SVG holds besides the sheets' elements, on the frame's canvas:
    /// its size, background and caption, which navviz writes itself (stable mode only).
    public func frameSVG(_ index: Int) throws -> FrameSVG {
        diagram.frameSVG(index, geometry: try stableGeometry(), canvas: frameCanvas(index))
    }

    private func stableGeometry() throws -> Geometry {
        guard mode == .stable else { throw DrawingNotStable() }
        return geometry
    }

    /// The map in `format`; as `dot`, the DOT text given to Graphviz (`mapDOT`).
    public func renderMap(format: ImageFormat) throws -> [UInt8] {
        switch format {
        case .png: return try renderMapBitmap().png()
        case .svg: return try renderer.render(dot: mapDOT(), engine: .nop2, format: .svg)
        case .dot: return Array(mapDOT().utf8)
        }
    }

    /// The map as pixels within `maximumBitmapSide`.
    public func renderMapBitmap() throws -> RasterImage {
        RasterImage(try renderer.renderBitmap(dot: mapDOT(), engine: .nop2, maximumSide: maximumBitmapSide))
    }
}
