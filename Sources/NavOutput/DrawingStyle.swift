import NavDiagram
import NavLayout

/// How a flow is drawn, set up once from a command's options (or a tool's arguments) and
/// given whole to what draws, as d2's `RenderOpts`: the layout mode, the step files'
/// canvas, the theme, the map's legend and the raster limits. `drawing(of:)` is the one
/// place a `FlowDrawing` is dressed in them.
public struct DrawingStyle: Sendable, Equatable {
    /// One layout for every frame, or each frame its own (`--layout`).
    public var mode: FlowDrawing.LayoutMode
    /// How much of the one layout a step file shows (`--canvas`).
    public var canvas: FlowDrawing.Canvas
    /// The colours of drawings and pages (`--theme`).
    public var theme: Theme
    /// How much legend the map carries (`--legend`).
    public var legend: LegendStyle
    /// How large a PNG and the animated PNG may be (`--max-png-side`, `--max-animation-megapixels`).
    public var limits: RasterLimits

    public init(
        mode: FlowDrawing.LayoutMode = .stable, canvas: FlowDrawing.Canvas = .focus, theme: Theme = .light, legend: LegendStyle = .full,
        limits: RasterLimits = RasterLimits()
    ) {
        (self.mode, self.canvas, self.theme, self.legend, self.limits) = (mode, canvas, theme, legend, limits)
    }

    /// `loaded` drawn in this style.
    public func drawing(of loaded: LoadedFlow) throws -> FlowDrawing {
        dressed(try FlowDrawing(loaded: loaded, mode: mode, canvas: canvas))
    }

    /// `diagram`, its map laid out by `mapLayout`, drawn in this style.
    public func drawing(of diagram: Diagram, mapLayout: MapLayout) throws -> FlowDrawing {
        dressed(try FlowDrawing(diagram: diagram, mode: mode, canvas: canvas, mapLayout: mapLayout))
    }

    private func dressed(_ drawing: FlowDrawing) -> FlowDrawing {
        var drawing = drawing.drawn(in: theme.palette).withLegend(legend)
        drawing.maximumBitmapSide = limits.maximumSide
        return drawing
    }

    /// Every SVG file in this style's theme.
    public var svg: ThemedSVG { ThemedSVG(theme: theme) }
}
