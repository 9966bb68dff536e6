import ArgumentParser
import Foundation
import NavOutput
import UIKitModel

/// `navviz FLOW.nav -o DIR`: frames, the flow map, and their files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a flow's frames and flow map (the default command).",
        discussion: """
        Writes DIR/steps/NN-<slug>.svg and .png for every frame (frame 0 is the state after the \
        first root) and DIR/map.svg and .png, the union of every view controller and link. \
        Nothing is written when the input has errors; a failed run leaves the previous output usable.
        """
    )

    @Argument(help: "The .nav flow file.")
    var flow: String

    @Option(name: .shortAndLong, help: "The output folder (created if missing).")
    var output: String = "out"

    @Option(help: "stable: one layout for every frame, nothing jumps; per-frame: compact frames that may move.")
    var layout: FlowDrawing.LayoutMode = .stable

    @Option(help: "Comma-separated outputs: svg, png, dot.")
    var format: String = "svg,png"

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        let known: Set<String> = ["svg", "png", "dot"]
        for item in formats where !known.contains(item) {
            throw ValidationError("unknown format '\(item)'; choose from svg, png, dot")
        }
    }

    private var formats: [String] {
        format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
    }

    func run() throws {
        let loaded: LoadedFlow
        do {
            loaded = try LoadedFlow.load(path: flow)
        } catch let error as InputError {
            diagnostics.report(error)
            throw ExitCode(ExitStatus.invalidInput)
        }
        do {
            let drawing = try FlowDrawing(flow: loaded.flow, mode: layout)
            var files: [(path: String, bytes: [UInt8])] = []
            let frames = loaded.flow.frames
            for frame in frames {
                let name = "steps/" + Slug.frameName(index: frame.index, count: frames.count, caption: frame.caption)
                for item in formats {
                    let bytes = item == "dot" ? Array(drawing.frameDOT(frame.index).utf8) : try drawing.renderFrame(frame.index, format: item)
                    files.append((name + "." + item, bytes))
                }
            }
            for item in formats {
                files.append(("map." + item, item == "dot" ? Array(drawing.mapDOT().utf8) : try drawing.renderMap(format: item)))
            }
            try OutputFolder(path: output).write(files)
            print(summary(loaded.flow, fileCount: files.count))
        } catch let error as InputError {
            diagnostics.report(error)
            throw ExitCode(ExitStatus.invalidInput)
        } catch {
            Console.error("navviz: error: \(error)")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    private func summary(_ flow: Flow, fileCount: Int) -> String {
        var parts = ["\(flow.frames.count) frames and the flow map (\(formats.joined(separator: ", "))) → \(output) (\(fileCount) files)"]
        let failed = flow.failedExpectations.count
        if !flow.expectations.isEmpty { parts.append(failed == 0 ? "\(flow.expectations.count) expectations passed" : "\(failed) of \(flow.expectations.count) expectations FAILED (run navviz check)") }
        let warnings = flow.warnings.count
        if warnings > 0 { parts.append("\(warnings) UIKit warning\(warnings == 1 ? "" : "s")") }
        if let crash = flow.unexpectedException { parts.append("the app crashes at line \(crash.location.line)") }
        return "navviz: wrote " + parts.joined(separator: "; ")
    }
}

extension FlowDrawing.LayoutMode: ExpressibleByArgument {}
