import NavDiagram
import UIKitModel

/// A loaded flow with every drawing its output formats need, rendered once: the
/// writers only assemble files from it.
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
    let framePNGs: [[UInt8]]
    let stableFramePNGs: [[UInt8]]
    let mapSVG: [UInt8]
    let mapPNG: [UInt8]

    /// Renders what `formats` need; a `worker` takes half of the PNG frames on another
    /// core. `progress(done, total)` is called after each PNG frame rendered here. SVG
    /// frames are assembled from `layers` when they are written.
    public init(loaded: LoadedFlow, formats: [OutputFormat], layout: FlowDrawing.LayoutMode, worker: (any FrameWorker)? = nil,
                progress: (Int, Int) -> Void = { _, _ in }) throws {
        self.loaded = loaded
        self.formats = formats
        drawing = try FlowDrawing(loaded: loaded, mode: layout)
        stableDrawing = layout == .stable ? drawing : try FlowDrawing(diagram: drawing.diagram, mode: .stable)
        let frames = loaded.flow.frames
        frameNames = frames.map { "steps/" + Slug.frameName(index: $0.index, count: frames.count, caption: $0.caption) }

        let wants = Set(formats)
        var jobs: [FlowDrawing.LayoutMode] = []
        if wants.contains(.png) { jobs.append(layout) }
        if wants.contains(.animated) && !jobs.contains(.stable) { jobs.append(.stable) }

        // Workers start first, so everything this process renders meanwhile (the SVG
        // sheets, its half of the PNG frames, the map) overlaps with them.
        var pending: [FlowDrawing.LayoutMode: (split: Int, wait: () throws -> [[UInt8]])] = [:]
        if let worker, frames.count >= Self.minimumFramesForWorker {
            for job in jobs {
                let split = frames.count / 2
                pending[job] = (split, try worker.start(layout: job, format: "png", frames: split..<frames.count))
            }
        }
        let needsLayers = wants.contains(.html) || wants.contains(.animated) || (wants.contains(.svg) && layout == .stable)
        layers = needsLayers ? try FrameLayers(drawing: stableDrawing, captions: wants.contains(.animated)) : nil
        var rendered: [FlowDrawing.LayoutMode: [[UInt8]]] = [:]
        var done = 0
        let total = jobs.reduce(0) { $0 + (pending[$1]?.split ?? frames.count) }
        for job in jobs {
            let source = job == layout ? drawing : stableDrawing
            rendered[job] = try (0..<(pending[job]?.split ?? frames.count)).map { index in
                defer { done += 1; progress(done, total) }
                return try source.renderFrame(index, format: "png")
            }
        }
        mapSVG = wants.contains(.svg) ? try drawing.renderMap(format: "svg") : []
        mapPNG = wants.contains(.png) ? try drawing.renderMap(format: "png") : []
        for job in jobs {
            if let work = pending[job] { rendered[job, default: []] += try work.wait() }
        }
        framePNGs = wants.contains(.png) ? rendered[layout] ?? [] : []
        stableFramePNGs = wants.contains(.animated) ? rendered[.stable] ?? [] : []
    }

    /// Frame `index` as SVG on the chosen layout.
    func frameSVG(_ index: Int) throws -> [UInt8] {
        if drawing.mode == .stable, let layers { return try layers.svg(frame: index) }
        return try drawing.renderFrame(index, format: "svg")
    }

    /// A PNG frame costs tens of milliseconds; below this many frames a second process
    /// costs more than it saves.
    static let minimumFramesForWorker = 4

    public var flow: Flow { loaded.flow }

    /// Every file of every chosen format.
    public func outputFiles() throws -> [OutputFile] {
        try formats.flatMap { format in try format.writers.flatMap { try $0.files(for: self) } }
    }
}
