import ArgumentParser
import Foundation
import NavDiagram
import NavLanguage
import NavLayout
import NavOutput
import UIKitModel

/// `navviz FLOW.nav -o DIR`: frames, the flow map, the flipbook and the animations.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a flow's frames, flow map, flipbook and animations (the default command).",
        discussion: """
            Writes into DIR, by --format:
              svg, png   steps/NN-<slug>.svg|png for every frame (frame 0 is the state after the \
            first root) and map.svg|png, the union of every view controller and link
              dot        the DOT text of every frame and of the map
              html       index.html, a self-contained flipbook (index.html#step=N opens step N)
              animated   flow.svg (animated SVG, also inside <img>) and flow.png (animated PNG)
              md         flow.md, every frame's PNG and caption (writes the PNG frames too)
              manifest   manifest.json: frames, captions, source lines, facts, files, diagnostics
            The flipbook and the animations always use the stable layout, so nothing jumps.
            A step file shows the part of that layout around its step, under its caption and an \
            overview of the whole map (--canvas focus, the default); --canvas trimmed cuts it at the \
            right and bottom to what the flow has drawn so far, --canvas full keeps the whole map.

            For scripts, --map or --step N prints one diagram to stdout instead, in the one \
            --format given (svg, the default, png or dot), and writes no files:
              navviz flow.nav --map > map.svg

            Re-running replaces the files navviz wrote last time (stale frames go) and leaves \
            everything else alone. Nothing is written when the input has errors; a failed run \
            leaves the previous output usable.
            """
    )

    @Argument(help: "The .nav flow file (- reads standard input).")
    var flow: String

    @Option(name: .shortAndLong, help: "The output folder (created if missing).")
    var output: String = "out"

    @Option(help: "stable: one layout for every frame, nothing jumps; per-frame: compact step files that may move.")
    var layout: FlowDrawing.LayoutMode = .stable

    @Option(
        help: ArgumentHelp(
            "Comma-separated outputs: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")) "
                + "(default: \(Self.defaultFormats); with --map or --step: svg).", valueName: "format"))
    var format: String?

    private static let defaultFormats = OutputFormat.defaults.map(\.rawValue).joined(separator: ",")

    /// What --format asks for, or what is written without it.
    private var formats: String { format ?? (map || step != nil ? ImageFormat.svg.rawValue : Self.defaultFormats) }

    @OptionGroup var drawingOptions: DrawingOptions

    @Option(
        help: ArgumentHelp(
            "The flow map's legend: full (a line for each kind of arrow and box it draws), compact (one line) or none.", valueName: "legend"))
    var legend: LegendStyle = .full

    @Option(
        name: .customLong("source-url"),
        help: ArgumentHelp(
            "A link to each step's app code, for the flipbook, flow.md and manifest.json: {path} and {line} are the file (its "
                + "path under --source-root) and line the step's comment names, as navviz import writes them, "
                + "e.g. https://github.com/OWNER/REPO/blob/main/{path}#L{line}.",
            valueName: "template"))
    var sourceURL: String?

    @Option(
        name: .customLong("source-root"),
        help: ArgumentHelp(
            "Where --source-url finds the files steps name by their name alone: the repository's root (default: the current folder).",
            valueName: "folder"))
    var sourceRoot: String = "."

    @Flag(help: "Print the flow map to stdout instead of writing files.")
    var map = false

    @Option(help: "Print frame N to stdout instead of writing files (0 is the initial state).")
    var step: Int?

    @Option(name: .customLong("max-png-side"), help: "PNGs wider or taller than this many pixels are drawn smaller, with a note.")
    var maximumPNGSide = RasterLimits().maximumSide

    @Option(
        name: .customLong("max-animation-megapixels"),
        help: "flow.png is left out, with a note, when its frames together have more pixels than this (millions).")
    var maximumAnimationMegapixels = RasterLimits().maximumAnimationMegapixels

    @OptionGroup var diagnostics: DiagnosticOptions

    /// Flows longer than this show progress while rendering: a line that rewrites
    /// itself on a terminal, a line every few seconds elsewhere.
    static let progressThreshold = 50

    func validate() throws {
        guard (16...FlowDrawing.largestBitmapSide).contains(maximumPNGSide) else {
            throw ValidationError("--max-png-side must be between 16 and \(FlowDrawing.largestBitmapSide) pixels")
        }
        if let sourceURL, !sourceURL.contains("{path}") && !sourceURL.contains("{line}") {
            throw ValidationError("--source-url needs {path} or {line} in it, e.g. https://github.com/OWNER/REPO/blob/main/{path}#L{line}")
        }
        guard maximumAnimationMegapixels > 0 else { throw ValidationError("--max-animation-megapixels must be positive") }
        if map || step != nil {
            if map && step != nil { throw ValidationError("give --map or --step, not both") }
            guard ImageFormat(rawValue: formats) != nil else {
                throw ValidationError("--map and --step print one diagram: give --format svg, png or dot, or no --format for svg")
            }
            return
        }
        do {
            _ = try OutputFormat.parseList(formats)
        } catch let error as UnknownOutputFormat {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        // While the diagram is built and the map laid out, the output folder is made ready for
        // the files to come.
        let folder = PreparedFolder()
        var prepare: (@Sendable (Flow) -> Void)?
        if !map && step == nil, let formats = try? OutputFormat.parseList(formats) {
            prepare = { [output] flow in
                folder.output = try? OutputFolder(path: output).prepare(paths: RenderedFlow.outputPaths(of: flow, formats: formats))
            }
        }
        let loaded = try diagnostics.load(flow, recording: .streamed, meanwhile: prepare) { [$0, "-o", output] }
        if let note = loaded.layoutNote { Console.error("navviz: note: \(note)") }
        if map || step != nil {
            try printSingleDiagram(loaded)
            return
        }
        try diagnostics.exitingOnFailure {
            let formats = try OutputFormat.parseList(self.formats)
            let progress = ProgressLine(enabled: loaded.flow.frames.count > Self.progressThreshold)
            progress.show("navviz: drawing \(flow)")
            let rendered = try RenderedFlow(
                loaded: loaded, formats: formats, style: style, sourceLinks: sourceURL.map { SourceLinks(template: $0, root: sourceRoot) },
                progress: { progress.show("navviz: writing " + $0) })
            let files = try rendered.outputFiles()
            let counter = FileProgress(files.map(\.path))
            let report = try OutputFolder(path: output).write(files, prepared: folder.output) { done in
                if done < files.count { progress.show("navviz: " + counter.describe(next: done)) }
            }
            progress.clear()
            for note in rendered.notes.lines + report.notes { Console.error("navviz: note: " + note) }
            Console.reportGraphvizWarnings()
            print(RenderSummary.line(loaded.flow, formats: formats, output: output, fileCount: report.written.count))
        }
    }

    /// The output folder made ready while the map is laid out; none when that failed (the
    /// write then says why).
    private final class PreparedFolder: @unchecked Sendable {
        private let lock = NSLock()
        private var prepared: PreparedOutput?

        var output: PreparedOutput? {
            get { lock.withLock { prepared } }
            set { lock.withLock { prepared = newValue } }
        }
    }

    /// Every drawing option, set up once.
    private var style: DrawingStyle {
        drawingOptions.style(
            mode: layout, legend: legend, limits: RasterLimits(maximumSide: maximumPNGSide, maximumAnimationMegapixels: maximumAnimationMegapixels))
    }

    /// `--map` / `--step N`: one diagram on stdout, for scripts and pipes.
    private func printSingleDiagram(_ loaded: LoadedFlow) throws {
        if let step, !loaded.flow.frames.indices.contains(step) {
            Console.error("navviz: error: --step \(step) is out of range: the flow has frames 0 to \(loaded.flow.frames.count - 1)")
            throw ExitCode(ExitStatus.invalidInput)
        }
        try diagnostics.exitingOnFailure {
            let (bytes, note) = try SingleDiagram.draw(loaded, step: step, format: ImageFormat(rawValue: formats)!, style: style)
            if let note { Console.error("navviz: note: " + note) }
            try Console.output(bytes)
        }
        Console.reportGraphvizWarnings()
    }
}
