import ArgumentParser
import NavDiagram
import NavLayout
import NavOutput

/// `--theme` and `--canvas`, which every command that draws a flow's steps takes; with a
/// command's own options they make its one `DrawingStyle`.
struct DrawingOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "light, dark, or auto: SVG files, pages and images follow the reader's light or dark scheme (PNG is light).", valueName: "theme"))
    var theme: Theme = .light

    @Option(
        help: ArgumentHelp(
            "focus: each step file shows the part of the one layout around the step (what it changed, the view controllers its calls went to, the top one), its caption and an overview of the whole map above it; trimmed: cut at the right and bottom to what the flow has drawn so far; full: the whole flow's canvas. Boxes keep their layout positions in every framing.",
            valueName: "canvas"))
    var canvas: FlowDrawing.Canvas = .focus

    /// The style these options ask for, with the command's own.
    func style(mode: FlowDrawing.LayoutMode = .stable, legend: LegendStyle, limits: RasterLimits = RasterLimits()) -> DrawingStyle {
        DrawingStyle(mode: mode, canvas: canvas, theme: theme, legend: legend, limits: limits)
    }
}

extension FlowDrawing.LayoutMode: ExpressibleByArgument {}
extension Theme: ExpressibleByArgument {}
extension FlowDrawing.Canvas: ExpressibleByArgument {}
extension LegendStyle: ExpressibleByArgument {}
