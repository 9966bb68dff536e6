import NavDiagram
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

    /// Draws what `formats` need once (the map, the sheets of the SVG frames); frames
    /// are assembled or rendered when they are written. A `worker` starts on half of the
    /// PNG frames at once, on another core.
    public init(loaded: LoadedFlow, formats: [OutputFormat], layout: FlowDrawing.LayoutMode, theme: Theme = .light,
                worker: (any FrameWorker)? = nil) throws {
        self.loaded = loaded
        self.formats = formats
        drawing = try FlowDrawing(loaded: loaded, mode: layout).themed(theme)
        stableDrawing = drawing.inMode(.stable)
        let frames = loaded.flow.frames
        frameNames = frames.map { "steps/" + Slug.frameName(index: $0.index, count: frames.count, caption: $0.caption) }

        let wants = Set(formats)
        var pngLayouts: Set<FlowDrawing.LayoutMode> = []
        if wants.contains(.png) { pngLayouts.insert(layout) }
        if wants.contains(.animated) { pngLayouts.insert(.stable) }
        // The worker starts first, so that everything this process draws (the sheets,
        // the map, its own half of the PNG frames while writing) overlaps with it.
        var pngWorkers: [FlowDrawing.LayoutMode: (split: Int, job: any FrameWorkerJob)] = [:]
        if let worker, frames.count >= Self.minimumFramesForWorker {
            for pngLayout in FlowDrawing.LayoutMode.allCases where pngLayouts.contains(pngLayout) {
                let split = frames.count / 2
                pngWorkers[pngLayout] = (split, try worker.start(layout: pngLayout, format: "png", frames: split..<frames.count))
            }
        }
        self.pngWorkers = pngWorkers
        let needsLayers = wants.contains(.html) || wants.contains(.animated) || (wants.contains(.svg) && layout == .stable)
        layers = needsLayers ? try FrameLayers(drawing: stableDrawing, captions: wants.contains(.animated)) : nil
        mapSVG = wants.contains(.svg) ? try drawing.renderMap(format: "svg") : []
        mapPNG = wants.contains(.png) ? try drawing.renderMap(format: "png") : []
    }

    /// Frame `index` as SVG on the chosen layout.
    func frameSVG(_ index: Int) throws -> [UInt8] {
        if drawing.mode == .stable, let layers { return drawing.theme.svg(try layers.svg(frame: index)) }
        return try drawing.renderFrame(index, format: "svg")
    }

    /// Frame `index` as PNG on `layout` (the chosen one, or stable for the animation):
    /// rendered now, or taken from the worker that rendered it.
    func framePNG(_ index: Int, layout: FlowDrawing.LayoutMode) throws -> [UInt8] {
        if let worker = pngWorkers[layout], index >= worker.split { return try worker.job.frame(index) }
        return try (layout == drawing.mode ? drawing : stableDrawing).renderFrame(index, format: "png")
    }

    /// A PNG frame costs tens of milliseconds; below this many frames a second process
    /// costs more than it saves.
    static let minimumFramesForWorker = 4

    public var flow: Flow { loaded.flow }

    public var theme: Theme { drawing.theme }

    /// Every file of every chosen format.
    public func outputFiles() throws -> [OutputFile] {
        try formats.flatMap { format in try format.writers.flatMap { try $0.files(for: self) } }
    }
}
