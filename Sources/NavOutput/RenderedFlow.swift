import NavDiagram
import NavLayout
import UIKitModel

/// A loaded flow with what its output formats draw once (the layout, the map, the
/// sheets) and the means to make each frame; the writers' files make their frames
/// only when they are written, so a long flow's frames are never all in memory.
public struct RenderedFlow: Sendable {
    public let loaded: LoadedFlow
    public let formats: [OutputFormat]
    /// Drawn as `--layout` asks: the step files and the map.
    public let drawing: FlowDrawing
    /// Always on the one shared layout: the flipbook and the animations, whose frames
    /// must not jump.
    public let stableDrawing: FlowDrawing

    /// `steps/NN-<slug>` for every frame, without an extension.
    public let frameNames: [String]
    /// The stable frames as element variants, drawn once: for the flipbook, the
    /// animation and the SVG frame files on the stable layout.
    let layers: FrameLayers?
    /// The step PNGs and the frames of `flow.png`, drawn on a thread of their own.
    private let rasterFrames: RasterFrames?
    /// The SVG step files, made on two threads of their own (one is slower than writing them).
    private let svgFrames: FilesMadeAhead?
    /// The map's SVG and PNG, drawn on threads of their own while the step files are written.
    private let mapFiles: (svg: FilesMadeAhead?, png: FilesMadeAhead?)
    /// Whether `flow.png` is written: `animated` is asked for and its frames fit
    /// `RasterLimits.maximumAnimationMegapixels`.
    let drawsAnimatedPNG: Bool
    /// What the user is told besides the files; complete once every file is written.
    public let notes: RenderNotes
    /// `--source-url`: links to each step's app code.
    public let sourceLinks: SourceLinks?
    /// Hears what is being drawn, for long renders: the animated PNG reports its frames.
    let progress: (@Sendable (String) -> Void)?

    /// Draws what `formats` need once (the map, the sheets of the SVG frames); SVG frames
    /// are assembled when they are written, and PNG frames drawn from the start on a
    /// thread of their own (`RasterFrames`).
    public init(
        loaded: LoadedFlow, formats: [OutputFormat], style: DrawingStyle = DrawingStyle(), sourceLinks: SourceLinks? = nil,
        progress: (@Sendable (String) -> Void)? = nil
    ) throws {
        self.loaded = loaded
        self.sourceLinks = sourceLinks
        self.formats = formats
        (theme, svg) = (style.theme, style.svg)
        self.progress = progress
        let (layout, canvas, limits) = (style.mode, style.canvas, style.limits)
        let drawing = try style.drawing(of: loaded)
        self.drawing = drawing
        stableDrawing = drawing.inMode(.stable)
        notes = RenderNotes(maximumSide: limits.maximumSide)
        let frames = loaded.flow.frames
        frameNames = Self.frameNames(of: loaded.flow)

        let wants = Set(formats)
        // flow.png draws each frame at the top left corner of the one before: frames cut at
        // the right and bottom, not focused windows.
        let animationDrawing = wants.contains(.animated) ? stableDrawing.withCanvas(canvas == .full ? .full : .trimmed) : stableDrawing
        drawsAnimatedPNG =
            try wants.contains(.animated)
            && Self.animationFits(animationDrawing, frames: frames.count, limits: limits, notes: notes)
        // Started first, so that everything else this process draws overlaps with it.
        let steps = wants.contains(.frames(.png)) ? drawing : nil
        let animation =
            drawsAnimatedPNG
            ? RasterFrames.Animation(
                drawing: animationDrawing, first: stableDrawing.withCanvas(.full),
                drawsSteps: layout == .stable && canvas != .focus, cutsNothing: canvas == .full)
            : nil
        rasterFrames =
            steps != nil || animation != nil
            ? RasterFrames(plan: RasterFrames.Plan(frameCount: frames.count, steps: steps, animation: animation), notes: notes)
            : nil
        layers = OutputFormat.needLayers(formats, layout: layout) ? try FrameLayers(drawing: stableDrawing, captions: wants.contains(.animated)) : nil
        let layers = self.layers
        svgFrames =
            wants.contains(.frames(.svg))
            ? FilesMadeAhead(count: frames.count, makers: 2) { [drawing, svg] in try svg.frame($0, of: drawing, layers: layers) }
            : nil
        mapFiles.svg = wants.contains(.frames(.svg)) ? FilesMadeAhead(count: 1) { [drawing, svg] _ in try svg.map(of: drawing, layers: layers) } : nil
        mapFiles.png =
            wants.contains(.frames(.png)) ? FilesMadeAhead(count: 1) { [drawing, notes] _ in notes.noting(try drawing.renderMapBitmap()).png() } : nil
    }

    /// `steps/NN-<slug>` for every frame of `flow`, without an extension.
    static func frameNames(of flow: Flow) -> [String] {
        flow.frames.map { "steps/" + Slug.frameName(index: $0.index, count: flow.frames.count, caption: $0.caption) }
    }

    /// The paths of the files a render of `flow` in `formats` writes (`outputFiles()`), in
    /// the order they are written, known before anything is drawn: to make ready
    /// (`OutputFolder.prepare`). `flow.png` is among them even when it will be left out.
    public static func outputPaths(of flow: Flow, formats: [OutputFormat]) -> [String] {
        let frameNames = frameNames(of: flow)
        return formats.flatMap { format in
            (format.frameFileExtension.map { ext in frameNames.map { $0 + "." + ext } } ?? []) + format.topLevelFiles
        }
    }

    /// Whether the stable frames of `flow.png` (the first on the whole canvas, which sets
    /// the scale within `maximumSide`, the others as cut) fit the animation's limit; if
    /// not, says so in `notes`.
    private static func animationFits(_ drawing: FlowDrawing, frames: Int, limits: RasterLimits, notes: RenderNotes) throws -> Bool {
        // Graphviz draws PNGs at 96 dpi, 4/3 pixels a point.
        let sizes = drawing.animationFrameSizes().map { (width: $0.width * 4 / 3, height: $0.height * 4 / 3) }
        guard let whole = sizes.first else { throw FlipbookError.noFrames }
        let scale = min(1, Double(limits.maximumSide) / max(whole.width, whole.height))
        let megapixels = sizes.reduce(0) { $0 + $1.width * scale * $1.height * scale } / 1e6
        guard megapixels > Double(limits.maximumAnimationMegapixels) else { return true }
        notes.add(
            "flow.png skipped: its \(frames) frames of up to \(Int((whole.width * scale).rounded()))×\(Int((whole.height * scale).rounded())) "
                + "pixels are \(Int(megapixels.rounded())) megapixels, over --max-animation-megapixels \(limits.maximumAnimationMegapixels); "
                + "flow.svg and index.html show the same frames")
        return false
    }

    /// Frame `index` as SVG on the chosen layout.
    func frameSVG(_ index: Int) throws -> [UInt8] {
        guard let svgFrames else { return try svg.frame(index, of: drawing, layers: layers) }
        return try svgFrames.file(index)
    }

    /// The map's file in `format`: SVG and PNG drawn ahead, DOT as the text given to Graphviz.
    func mapFile(_ format: ImageFormat) throws -> [UInt8] {
        let ahead: FilesMadeAhead?
        switch format {
        case .svg: ahead = mapFiles.svg
        case .png: ahead = mapFiles.png
        case .dot: return try drawing.renderMap(format: .dot)
        }
        guard let ahead else { throw FlipbookError.noFrames }
        return try ahead.file(0)
    }

    /// Step file `index` as PNG, on the chosen layout.
    func framePNG(_ index: Int) throws -> [UInt8] {
        guard let rasterFrames else { return try drawing.renderFrame(index, format: .png) }
        return try rasterFrames.stepPNG(index)
    }

    /// Frame `index` of `flow.png`: what changed since the frame before (`AnimationCanvas`).
    func animationFrame(_ index: Int) throws -> AnimationFrame {
        guard let rasterFrames else { throw FlipbookError.noFrames }
        return try rasterFrames.animationFrame(index)
    }

    public var flow: Flow { loaded.flow }

    /// The colours of its drawings and pages; `auto` files carry their dark colours as CSS.
    public let theme: Theme
    /// Its SVG files in `theme`.
    let svg: ThemedSVG

    /// Every file of every chosen format.
    public func outputFiles() throws -> [OutputFile] {
        try formats.flatMap { format in try format.traits.writers.flatMap { try $0.files(for: self) } }
    }
}
