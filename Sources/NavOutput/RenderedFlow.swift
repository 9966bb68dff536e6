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
    /// The PNG frames another process renders: from `split` on, per layout.
    private let pngWorkers: [FlowDrawing.LayoutMode: (split: Int, job: any FrameWorkerJob)]
    let mapSVG: [UInt8]
    let mapPNG: [UInt8]
    /// Whether `flow.png` is written: `animated` is asked for and its frames fit
    /// `RasterLimits.maximumAnimationMegapixels`.
    let drawsAnimatedPNG: Bool
    /// The stable PNG frames this process draws, when both the step files and
    /// `flow.png` want them (not a cut frame 0: `animationFramePNG`).
    private let sharedPNGFrames: PNGFrameCache?
    /// What the user is told besides the files; complete once every file is written.
    public let notes: RenderNotes
    /// Hears what is being drawn, for long renders: the animated PNG reports its frames.
    let progress: (@Sendable (String) -> Void)?

    /// Draws what `formats` need once (the map, the sheets of the SVG frames); frames
    /// are assembled or rendered when they are written. A `worker` starts on half of the
    /// PNG frames at once, on another core.
    public init(loaded: LoadedFlow, formats: [OutputFormat], layout: FlowDrawing.LayoutMode, canvas: FlowDrawing.Canvas = .trimmed,
                theme: Theme = .light, legend: LegendStyle = .full, worker: (any FrameWorker)? = nil, limits: RasterLimits = RasterLimits(),
                progress: (@Sendable (String) -> Void)? = nil) throws {
        self.loaded = loaded
        self.formats = formats
        self.theme = theme
        self.progress = progress
        var drawing = try FlowDrawing(loaded: loaded, mode: layout).drawn(in: theme.palette).withCanvas(canvas).withLegend(legend)
        drawing.maximumBitmapSide = limits.maximumSide
        self.drawing = drawing
        stableDrawing = drawing.inMode(.stable)
        notes = RenderNotes(maximumSide: limits.maximumSide)
        let frames = loaded.flow.frames
        frameNames = frames.map { "steps/" + Slug.frameName(index: $0.index, count: frames.count, caption: $0.caption) }

        let wants = Set(formats)
        drawsAnimatedPNG = try wants.contains(.animated)
            && Self.animationFits(stableDrawing, frames: frames.count, limits: limits, notes: notes)
        sharedPNGFrames = wants.contains(.png) && layout == .stable && drawsAnimatedPNG ? try PNGFrameCache() : nil
        var pngLayouts: Set<FlowDrawing.LayoutMode> = []
        if wants.contains(.png) { pngLayouts.insert(layout) }
        if drawsAnimatedPNG { pngLayouts.insert(.stable) }
        // The worker starts first, so that everything this process draws (the sheets,
        // the map, its own half of the PNG frames while writing) overlaps with it.
        var pngWorkers: [FlowDrawing.LayoutMode: (split: Int, job: any FrameWorkerJob)] = [:]
        if let worker, frames.count >= Self.minimumFramesForWorker {
            let split = Self.halfOfTheWork(drawing.diagram)
            for pngLayout in FlowDrawing.LayoutMode.allCases where pngLayouts.contains(pngLayout) {
                pngWorkers[pngLayout] = (split, try worker.start(layout: pngLayout, frames: split..<frames.count))
            }
        }
        self.pngWorkers = pngWorkers
        layers = OutputFormat.needLayers(formats, layout: layout) ? try FrameLayers(drawing: stableDrawing, captions: wants.contains(.animated)) : nil
        mapSVG = wants.contains(.svg) ? theme.svg(try drawing.renderMap(format: .svg)) : []
        mapPNG = wants.contains(.png) ? notes.png(of: try drawing.renderMapBitmap()) : []
    }

    /// The frame from which on the frames cost about half of all of them to draw: what
    /// a frame draws varies (a growing stack's last frames hold ten times its first),
    /// so half the frames can be much more than half the work.
    static func halfOfTheWork(_ diagram: Diagram) -> Int {
        let costs = (0..<diagram.frameCount).map { diagram.variants(inFrame: $0).shownCount + 1 }
        let half = costs.reduce(0, +) / 2
        var sum = 0
        for (index, cost) in costs.enumerated() {
            sum += cost
            if sum >= half { return min(max(index + 1, 1), costs.count - 1) }
        }
        return costs.count / 2
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
        notes.add("flow.png skipped: its \(frames) frames of up to \(Int((whole.width * scale).rounded()))×\(Int((whole.height * scale).rounded())) "
            + "pixels are \(Int(megapixels.rounded())) megapixels, over --max-animation-megapixels \(limits.maximumAnimationMegapixels); "
            + "flow.svg and index.html show the same frames")
        return false
    }

    /// Frame `index` as SVG on the chosen layout.
    func frameSVG(_ index: Int) throws -> [UInt8] {
        if drawing.mode == .stable, let layers { return theme.svg(try layers.svg(frame: index)) }
        return theme.svg(try drawing.renderFrame(index, format: .svg))
    }

    /// Frame `index` as PNG on `layout` (the chosen one, or stable for the animation):
    /// rendered now, taken from the worker that rendered it, or kept from the first of
    /// two uses.
    func framePNG(_ index: Int, layout: FlowDrawing.LayoutMode) throws -> [UInt8] {
        if let worker = pngWorkers[layout], index >= worker.split { return try worker.job.frame(index) }
        let draw = { self.notes.png(of: try (layout == self.drawing.mode ? self.drawing : self.stableDrawing).renderFrameBitmap(index)) }
        if let sharedPNGFrames, layout == .stable, index > 0 || stableDrawing.canvas == .full {
            return try sharedPNGFrames.frame(index, draw: draw)
        }
        return try draw()
    }

    /// Frame `index` of `flow.png`: the stable frame, except that frame 0 has the whole
    /// canvas, which the later frames, cut to what the flow has drawn so far, are drawn
    /// over (`APNGWriter`).
    func animationFramePNG(_ index: Int) throws -> [UInt8] {
        guard index == 0, stableDrawing.canvas == .trimmed else { return try framePNG(index, layout: .stable) }
        return notes.png(of: try stableDrawing.withCanvas(.full).renderFrameBitmap(0))
    }

    /// A PNG frame costs tens of milliseconds; below this many frames a second process
    /// costs more than it saves.
    static let minimumFramesForWorker = 4

    public var flow: Flow { loaded.flow }

    /// The colours of its drawings and pages; `auto` files carry their dark colours as CSS.
    public let theme: Theme

    /// Every file of every chosen format.
    public func outputFiles() throws -> [OutputFile] {
        try formats.flatMap { format in try format.traits.writers.flatMap { try $0.files(for: self) } }
    }
}
