import CGraphviz
import Foundation

private typealias GraphPointer = UnsafeMutablePointer<Agraph_t>

/// Lays out and renders DOT in-process through libgvc.
///
/// Graphviz keeps global state and is not thread-safe, so every call into it runs
/// under one process-wide lock. Each job resets Graphviz's error state first, because
/// `agerrors()` otherwise stays set after one bad input and poisons later jobs.
/// Graphviz's messages never reach stderr: errors become `GraphvizError`s, warnings
/// are kept for `takeWarnings()`.
public final class GraphvizRenderer: @unchecked Sendable {
    /// The process-wide renderer; Graphviz's context is created once.
    public static let shared = GraphvizRenderer()

    private let lock = NSLock()
    private let context: OpaquePointer

    /// Graphviz's warnings since the last `takeWarnings()`, each once, in the order said.
    private var warnings: [String] = []

    private init() {
        GraphvizMessages.install()
        context = gvContext()
        navviz_add_pixel_device(context)
    }

    /// Graphviz's layout engines navviz uses.
    public enum Engine: String, Sendable {
        /// Hierarchical layout: the flow map, and frames laid out on their own.
        case dot
        /// No layout: every position is taken as given (`pos`, `bb`, `lp`).
        case nop2
    }

    /// Cairo draws bitmaps of at most 32,767 pixels a side; past that it scales the
    /// drawing down itself and says so on stderr, bypassing Graphviz's message handler.
    public static let largestBitmapSide = 32_000

    /// The warnings Graphviz gave since the last call, each once, for navviz to report
    /// in its own words; taking them empties the list.
    public func takeWarnings() -> [String] {
        lock.withLock {
            defer { warnings = [] }
            return warnings
        }
    }

    /// Loads what Graphviz loads for its first drawing (its plugins, the fonts pango finds
    /// through fontconfig), a few milliseconds, so that a drawing that waits for none of it.
    public func warmUp() {
        _ = try? render(dot: "digraph { a [label=\"a\"] }", format: .svg)
        _ = takeWarnings()
    }

    /// Renders `dot` with the layout `engine` to `format`, returning the bytes Graphviz produced.
    public func render(dot: String, engine: Engine = .dot, format: ImageFormat) throws -> [UInt8] {
        try withLaidOutGraph(dot: dot, engine: engine) { graph in
            try renderData(graph, format: format)
        }
    }

    /// Draws `dot` as pixels whose width and height are at most `maximumSide`
    /// (and `largestBitmapSide`): a larger drawing is drawn at a lower resolution, the
    /// same drawing smaller, rather than cropped. With `scaledLike`, a drawing's size in
    /// points (without `pad`), the resolution is the one that drawing would get, so that
    /// part of a larger picture is drawn at the picture's scale.
    public func renderBitmap(
        dot: String, engine: Engine = .dot, maximumSide: Int,
        scaledLike reference: (width: Double, height: Double)? = nil
    ) throws -> Bitmap {
        try withLaidOutGraph(dot: dot, engine: engine) { graph in
            let limit = Double(min(maximumSide, Self.largestBitmapSide))
            // `pad` is in inches; Graphviz's default is 4 points.
            let pad =
                "pad".withCString { agget(UnsafeMutableRawPointer(graph), UnsafeMutablePointer(mutating: $0)) }
                .flatMap { Double(String(cString: $0)) }.map { $0 * 72 } ?? 4
            var width = 0.0, height = 0.0
            navviz_drawing_size(graph, &width, &height)
            let dpi = navviz_drawing_dpi(graph) > 0 ? navviz_drawing_dpi(graph) : 96
            let pixels = { (points: Double, dpi: Double) in Int(((points + 2 * pad) * dpi / 72).rounded()) }
            let full = (width: pixels(width, dpi), height: pixels(height, dpi))
            var drawn = full
            let largest = reference.map { max($0.width, $0.height) } ?? max(width, height)
            var drawnDPI = dpi
            if Double(pixels(largest, dpi)) > limit {
                // Whole thousandths of a dot per inch, rounded down, so the sides stay within the limit.
                drawnDPI = (dpi * limit / ((largest + 2 * pad) * dpi / 72) * 1000).rounded(.down) / 1000
                navviz_set_drawing_dpi(graph, drawnDPI)
                drawn = (pixels(width, drawnDPI), pixels(height, drawnDPI))
            }
            // Graphviz makes the bitmap a whole number of pixels, rounded, and its background
            // ends where the drawing does: a last column or row it only partly covers comes
            // out partly transparent, and the PNG as RGBA, where the others are RGB. Growing
            // the drawing to a quarter pixel past the last one keeps every PNG opaque, so the
            // frames of an animation share one colour format.
            let growth = { (points: Double, pixels: Int) in max(0, (Double(pixels) + 0.25) * 72 / drawnDPI - 2 * pad - points) }
            navviz_grow_drawing(graph, growth(width, drawn.width), growth(height, drawn.height))
            return Bitmap(pixels: try renderPixels(graph), fullWidth: full.width, fullHeight: full.height, width: drawn.width, height: drawn.height)
        }
    }

    /// Lays out `dot` and returns the computed geometry of every node, named edge and
    /// subgraph, so that other graphs can be drawn on exactly this layout.
    public func layout(dot: String, engine: Engine = .dot) throws -> GraphLayout {
        try withLaidOutGraph(dot: dot, engine: engine) { graph in
            // Rendering to "dot" is what writes pos/bb/lp back into the graph's attributes.
            _ = try renderLaidOut(graph)
            return readLayout(graph)
        }
    }

    /// `dot` laid out by `engine` and written as DOT, for `readLayout(laidOutDOT:)`:
    /// Graphviz's `dot` output format plus the size of every edge label, or of its external
    /// label (`xlabel`) when it has none (`lwidth`, `lheight` in inches, as Graphviz writes
    /// them for graph labels).
    public func laidOutDOT(dot: String, engine: Engine = .dot) throws -> String {
        try withLaidOutGraph(dot: dot, engine: engine) { graph in
            String(decoding: try renderLaidOut(graph), as: UTF8.self)
        }
    }

    /// The geometry in `laidOutDOT`, DOT that a `dot` layout wrote (`render(format: .dot)`,
    /// perhaps in another process): read, not laid out again.
    public func readLayout(laidOutDOT: String) throws -> GraphLayout {
        lock.lock()
        defer { lock.unlock() }
        _ = agreseterrors()
        GraphvizMessages.reset()
        guard let graph = DeterministicReader.read(laidOutDOT) else {
            throw GraphvizError.invalidDOT(message: lastError(default: "syntax error"))
        }
        defer { agclose(graph) }
        return readLayout(graph)
    }

    // MARK: - Jobs

    private func withLaidOutGraph<T>(dot: String, engine: Engine, _ body: (GraphPointer) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        _ = agreseterrors()
        GraphvizMessages.reset()
        defer {
            for warning in GraphvizMessages.said().warnings where !warnings.contains(warning) {
                warnings.append(warning)
            }
        }
        guard let graph = DeterministicReader.read(dot) else {
            throw GraphvizError.invalidDOT(message: lastError(default: "syntax error"))
        }
        defer {
            agclose(graph)
            // A flow map's `dot` layout leaves tens of MB the heap cannot reuse (see the
            // shim). Not after drawing on a given layout: the heap keeps the last bitmap's
            // memory for the next one, which would otherwise fault its pages in again.
            if engine == .dot { navviz_return_free_memory() }
        }
        guard gvLayout(context, graph, engine.rawValue) == 0 else {
            throw GraphvizError.layoutFailed(engine: engine, message: lastError(default: "unknown layout engine"))
        }
        defer {
            // Graphviz 2.4x loses track of a rank list `dot` reallocated; see the shim.
            navviz_repair_rank_lists(graph)
            gvFreeLayout(context, graph)
        }
        return try body(graph)
    }

    /// The `dot` output format of a laid-out graph, with its edge labels' (or external labels') sizes.
    private func renderLaidOut(_ graph: GraphPointer) throws -> [UInt8] {
        var node = agfstnode(graph)
        while let current = node {
            var edge = agfstout(graph, current)
            while let currentEdge = edge {
                var width = 0.0, height = 0.0
                if navviz_edge_label_size(currentEdge, &width, &height) != 0 {
                    // Inches with two decimals, rounded up: the label fits in what is written.
                    // (Written by hand: String(format:locale:) starts ICU for each label.)
                    for (name, points) in [("lwidth", width), ("lheight", height)] {
                        let hundredths = Int((points / 72 * 100).rounded(.up))
                        let inches = "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
                        // agsafeset copies the strings into the graph.
                        name.withCString { name in
                            inches.withCString { value in
                                "".withCString { empty in
                                    _ = agsafeset(
                                        UnsafeMutableRawPointer(currentEdge), UnsafeMutablePointer(mutating: name),
                                        UnsafeMutablePointer(mutating: value), UnsafeMutablePointer(mutating: empty))
                                }
                            }
                        }
                    }
                }
                edge = agnxtout(graph, currentEdge)
            }
            node = agnxtnode(graph, current)
        }
        return try renderData(graph, format: .dot)
    }

    private func renderData(_ graph: GraphPointer, format: ImageFormat) throws -> [UInt8] {
        var buffer: UnsafeMutablePointer<CChar>?
        // `unsigned int` in Graphviz 2.4x, `size_t` from 3.0 on: this is the one line that knows.
        var length: UInt32 = 0
        let status = gvRenderData(context, graph, format.rawValue, &buffer, &length)
        defer { if let buffer { gvFreeRenderData(buffer) } }
        guard status == 0, let buffer else {
            throw GraphvizError.renderFailed(format: format, message: lastError(default: "format not available"))
        }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    /// The pixels Graphviz's cairo renderer draws for its `png` format, taken before cairo
    /// compresses them (`navviz_add_pixel_device`), so that navviz encodes them itself.
    private func renderPixels(_ graph: GraphPointer) throws -> PixelImage {
        var buffer: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let status = gvRenderData(context, graph, NAVVIZ_PIXEL_FORMAT, &buffer, &length)
        if let buffer { gvFreeRenderData(buffer) }
        let pixels = navviz_take_pixels()
        guard status == 0, let image = PixelImage(taking: pixels) else {
            free(pixels.scanlines)
            throw GraphvizError.renderFailed(format: .png, message: lastError(default: "no pixels drawn"))
        }
        return image
    }

    /// Graphviz's errors in this job, or its last warning (some failures are said as
    /// warnings), or `fallback`.
    private func lastError(default fallback: String) -> String {
        let said = GraphvizMessages.said()
        return said.errors.isEmpty ? said.warnings.last ?? fallback : said.errors.joined(separator: "; ")
    }

    // MARK: - Reading attributes back

    private func readLayout(_ graph: GraphPointer) -> GraphLayout {
        var layout = GraphLayout()
        layout.graph = attributes(of: UnsafeMutableRawPointer(graph), kind: AGRAPH, root: graph)
        var node = agfstnode(graph)
        while let current = node {
            let name = String(cString: agnameof(UnsafeMutableRawPointer(current)))
            layout.nodes[name] = attributes(of: UnsafeMutableRawPointer(current), kind: AGNODE, root: graph)
            var edge = agfstout(graph, current)
            while let currentEdge = edge {
                let edgeAttributes = attributes(of: UnsafeMutableRawPointer(currentEdge), kind: AGEDGE, root: graph)
                if let id = edgeAttributes["id"], !id.isEmpty {
                    layout.edges[id] = edgeAttributes
                }
                edge = agnxtout(graph, currentEdge)
            }
            node = agnxtnode(graph, current)
        }
        collectSubgraphs(of: graph, root: graph, into: &layout.subgraphs)
        return layout
    }

    private func collectSubgraphs(of graph: GraphPointer, root: GraphPointer, into result: inout [String: [String: String]]) {
        var subgraph = agfstsubg(graph)
        while let current = subgraph {
            let name = String(cString: agnameof(UnsafeMutableRawPointer(current)))
            result[name] = attributes(of: UnsafeMutableRawPointer(current), kind: AGRAPH, root: root)
            collectSubgraphs(of: current, root: root, into: &result)
            subgraph = agnxtsubg(current)
        }
    }

    private func attributes(of object: UnsafeMutableRawPointer, kind: Int32, root: GraphPointer) -> [String: String] {
        var result: [String: String] = [:]
        var symbol = agnxtattr(root, kind, nil)
        while let current = symbol {
            if let value = agxget(object, current) {
                let text = String(cString: value)
                if !text.isEmpty { result[String(cString: current.pointee.name)] = text }
            }
            symbol = agnxtattr(root, kind, current)
        }
        return result
    }
}
