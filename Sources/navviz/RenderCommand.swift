import ArgumentParser
import Foundation
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

        For scripts, --map or --step N prints one diagram to stdout instead, in the one \
        --format given (svg, png or dot), and writes no files:
          navviz flow.nav --map --format svg > map.svg

        Re-running replaces the files navviz wrote last time (stale frames go) and leaves \
        everything else alone. Nothing is written when the input has errors; a failed run \
        leaves the previous output usable.
        """
    )

    @Argument(help: "The .nav flow file.")
    var flow: String

    @Option(name: .shortAndLong, help: "The output folder (created if missing).")
    var output: String = "out"

    @Option(help: "stable: one layout for every frame, nothing jumps; per-frame: compact step files that may move.")
    var layout: FlowDrawing.LayoutMode = .stable

    @Option(help: "Comma-separated outputs: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: String = OutputFormat.defaults.map(\.rawValue).joined(separator: ",")

    @Flag(help: "Print the flow map to stdout instead of writing files.")
    var map = false

    @Option(help: "Print frame N to stdout instead of writing files (0 is the initial state).")
    var step: Int?

    @OptionGroup var diagnostics: DiagnosticOptions

    /// Flows longer than this show a progress line while rendering (on a terminal).
    static let progressThreshold = 50

    func validate() throws {
        if map || step != nil {
            if map && step != nil { throw ValidationError("give --map or --step, not both") }
            guard ["svg", "png", "dot"].contains(format) else {
                throw ValidationError("--map and --step print one diagram: give --format svg, png or dot")
            }
            return
        }
        do {
            _ = try OutputFormat.parseList(format)
        } catch let error as UnknownOutputFormat {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let loaded = try diagnostics.load(flow, recording: .streamed)
        if let note = loaded.layoutNote { Console.error("navviz: note: \(note)") }
        if map || step != nil {
            try printSingleDiagram(loaded)
            return
        }
        try diagnostics.exitingOnFailure {
            let formats = try OutputFormat.parseList(format)
            let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1 && loaded.flow.frames.count > Self.progressThreshold)
            progress.show("navviz: drawing \(flow)")
            let rendered = try RenderedFlow(loaded: loaded, formats: formats, layout: layout,
                                            worker: ProcessFrameWorker.available(flowPath: flow))
            let files = try rendered.outputFiles()
            try OutputFolder(path: output).write(files) { done in
                progress.show("navviz: writing \(output): \(done) of \(files.count) files")
            }
            progress.clear()
            print(summary(loaded.flow, formats: formats, fileCount: files.count))
        }
    }

    /// `--map` / `--step N`: one diagram on stdout, for scripts and pipes.
    private func printSingleDiagram(_ loaded: LoadedFlow) throws {
        if let step, !loaded.flow.frames.indices.contains(step) {
            Console.error("navviz: error: --step \(step) is out of range: the flow has frames 0 to \(loaded.flow.frames.count - 1)")
            throw ExitCode(ExitStatus.invalidInput)
        }
        try diagnostics.exitingOnFailure {
            let drawing = try FlowDrawing(loaded: loaded, mode: layout)
            let bytes: [UInt8]
            switch (step, format) {
            case (let index?, "dot"): bytes = Array(drawing.frameDOT(index).utf8)
            case (let index?, _): bytes = try drawing.renderFrame(index, format: format)
            case (nil, "dot"): bytes = Array(drawing.mapDOT().utf8)
            case (nil, _): bytes = try drawing.renderMap(format: format)
            }
            FileHandle.standardOutput.write(Data(bytes))
        }
    }

    private func summary(_ flow: Flow, formats: [OutputFormat], fileCount: Int) -> String {
        let drawsMap = formats.contains(.svg) || formats.contains(.png) || formats.contains(.dot)
        let what = "\(flow.frames.count) frames\(drawsMap ? " and the flow map" : "")"
        var parts = ["\(what) (\(formats.map(\.rawValue).joined(separator: ", "))) → \(output) (\(fileCount) file\(fileCount == 1 ? "" : "s"))"]
        let failed = flow.failedExpectations.count
        if !flow.expectations.isEmpty { parts.append(failed == 0 ? "\(flow.expectations.count) expectations passed" : "\(failed) of \(flow.expectations.count) expectations FAILED (run navviz check)") }
        let warnings = flow.warnings.count
        if warnings > 0 { parts.append("\(warnings) UIKit warning\(warnings == 1 ? "" : "s")") }
        if let crash = flow.unexpectedException { parts.append("the app crashes at line \(crash.location.line)") }
        return "navviz: wrote " + parts.joined(separator: "; ")
    }
}

/// One line on stderr that rewrites itself, for long renders on a terminal; silent
/// when disabled. It is cleared before the summary is printed.
private struct ProgressLine {
    let enabled: Bool

    func show(_ text: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
    }

    func clear() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

extension FlowDrawing.LayoutMode: ExpressibleByArgument {}
