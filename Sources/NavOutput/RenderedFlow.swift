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
    let frameSVGs: [[UInt8]]
    let framePNGs: [[UInt8]]
    let stableFrameSVGs: [[UInt8]]
    let stableFramePNGs: [[UInt8]]
    let mapSVG: [UInt8]
    let mapPNG: [UInt8]

    /// Renders what `formats` need; a `worker` takes half of the PNG frames on another
    /// core. `progress(done, total)` is called after each frame rendered here.
    public init(loaded: LoadedFlow, formats: [OutputFormat], layout: FlowDrawing.LayoutMode, worker: (any FrameWorker)? = nil,
                progress: (Int, Int) -> Void = { _, _ in }) throws {
        self.loaded = loaded
        self.formats = formats
        drawing = try FlowDrawing(flow: loaded.flow, mode: layout)
        stableDrawing = layout == .stable ? drawing : try FlowDrawing(flow: loaded.flow, mode: .stable)
        let frames = loaded.flow.frames
        frameNames = frames.map { "steps/" + Slug.frameName(index: $0.index, count: frames.count, caption: $0.caption) }

        let wants = Set(formats)
        var jobs: [FrameArtwork] = []
        func need(_ artwork: FrameArtwork) { if !jobs.contains(artwork) { jobs.append(artwork) } }
        if wants.contains(.svg) { need(FrameArtwork(layout: layout, format: "svg")) }
        if wants.contains(.png) { need(FrameArtwork(layout: layout, format: "png")) }
        if wants.contains(.html) || wants.contains(.animated) { need(FrameArtwork(layout: .stable, format: "svg")) }
        if wants.contains(.animated) { need(FrameArtwork(layout: .stable, format: "png")) }

        // Workers start first, so everything this process renders meanwhile (SVG frames,
        // its half of the PNG frames, the map) overlaps with them.
        var pending: [FrameArtwork: (split: Int, wait: () throws -> [[UInt8]])] = [:]
        if let worker, frames.count >= Self.minimumFramesForWorker {
            for artwork in jobs where artwork.format == "png" {
                let split = frames.count / 2
                pending[artwork] = (split, try worker.start(layout: artwork.layout, format: artwork.format, frames: split..<frames.count))
            }
        }
        var rendered: [FrameArtwork: [[UInt8]]] = [:]
        var done = 0
        let total = jobs.reduce(0) { $0 + (pending[$1]?.split ?? frames.count) }
        for artwork in jobs {
            let source = artwork.layout == layout ? drawing : stableDrawing
            rendered[artwork] = try (0..<(pending[artwork]?.split ?? frames.count)).map { index in
                defer { done += 1; progress(done, total) }
                return try source.renderFrame(index, format: artwork.format)
            }
        }
        mapSVG = wants.contains(.svg) ? try drawing.renderMap(format: "svg") : []
        mapPNG = wants.contains(.png) ? try drawing.renderMap(format: "png") : []
        for artwork in jobs {
            if let job = pending[artwork] { rendered[artwork, default: []] += try job.wait() }
        }
        frameSVGs = rendered[FrameArtwork(layout: layout, format: "svg")] ?? []
        framePNGs = rendered[FrameArtwork(layout: layout, format: "png")] ?? []
        stableFrameSVGs = rendered[FrameArtwork(layout: .stable, format: "svg")] ?? []
        stableFramePNGs = rendered[FrameArtwork(layout: .stable, format: "png")] ?? []
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

/// One rendering of every frame: on which layout, in which Graphviz format.
private struct FrameArtwork: Hashable {
    var layout: FlowDrawing.LayoutMode
    var format: String
}
