import NavDiagram
import NavLayout

/// Every SVG file navviz writes, in one theme: a flow's map, its step files and its
/// animation, and the diff map. The one place that adds what the theme adds to a file
/// (`Theme.svgStyle`): drawings are already drawn in the theme's palette, and an `auto`
/// file carries the CSS that switches it to the dark colours. A page in a theme styles
/// the drawings it holds itself (`Theme.pageStyle`).
public struct ThemedSVG: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    /// The flow map of `drawing`: put together from `layers` when given, else drawn by
    /// Graphviz (one picture: its sheets would be more work).
    func map(of drawing: FlowDrawing, layers: FrameLayers?) throws -> [UInt8] {
        guard let layers, drawing.mode == .stable else { return themed(try drawing.renderMap(format: .svg)) }
        return themed(try layers.mapSVG())
    }

    /// The flow map of `drawing`.
    public func map(of drawing: FlowDrawing) throws -> [UInt8] {
        try map(of: drawing, layers: nil)
    }

    /// Step file `index` of `drawing`: on the shared layout, assembled from `layers` (made
    /// here when not given), else drawn by Graphviz on a layout of its own.
    func frame(_ index: Int, of drawing: FlowDrawing, layers: FrameLayers?) throws -> [UInt8] {
        guard drawing.mode == .stable else { return themed(try drawing.renderFrame(index, format: .svg)) }
        return themed(try (layers ?? FrameLayers(drawing: drawing, captions: false)).svg(frame: index))
    }

    /// Step file `index` of `drawing`, as the render writes it.
    public func frame(_ index: Int, of drawing: FlowDrawing) throws -> [UInt8] {
        try frame(index, of: drawing, layers: nil)
    }

    /// The animated SVG of `layers`' frames (`AnimatedSVGWriter`).
    func animation(_ layers: FrameLayers, title: String?) -> [UInt8] {
        themed(Array(AnimatedSVGWriter.document(layers, title: title).utf8))
    }

    /// The diff map, as Graphviz drew it.
    func diffMap(_ svg: [UInt8]) -> [UInt8] {
        themed(svg)
    }

    /// SVG bytes with the theme's `<style>` after the `<svg>` tag: `auto` only (light and
    /// dark SVG are already drawn in their colours).
    private func themed(_ bytes: [UInt8]) -> [UInt8] {
        guard let style = theme.svgStyle, let end = Self.endOfSVGTag(in: bytes) else { return bytes }
        return Array(bytes[..<end]) + Array(("\n" + style).utf8) + Array(bytes[end...])
    }

    /// The index just after the `>` of the first `<svg …>` tag.
    private static func endOfSVGTag(in bytes: [UInt8]) -> Int? {
        let open = Array("<svg".utf8)
        guard bytes.count > open.count,
            let start = (0...(bytes.count - open.count)).first(where: { bytes[$0..<$0 + open.count].elementsEqual(open) }),
            let close = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        return close + 1
    }
}
