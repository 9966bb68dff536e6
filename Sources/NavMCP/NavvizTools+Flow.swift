import Foundation
import MCP
import NavInput
import NavLayout
import NavOutput
import UIKitModel

/// `check_flow`, `hierarchy_at_step` and `render_step`: a flow read through the input door,
/// as `navviz check`, `navviz dump --step N` and `navviz FLOW --step N --format svg` read it.
extension NavvizTools {
    func checkFlow(_ arguments: ToolArguments) throws -> CallTool.Result {
        let strictness = try arguments.choice("strict", as: Strictness.self)
        let document = FlowDocument(try arguments.flowSource())
        if document.flow == nil, let advice = try arguments.importAdvice(for: document.source.text) { throw advice }
        return try Self.json(CheckedFlow(document, strictness: strictness))
    }

    func hierarchyAtStep(_ arguments: ToolArguments) throws -> CallTool.Result {
        let (source, step, callbacks) = (try arguments.flowSource(), try arguments.step(), try arguments.flag("callbacks"))
        let document = try FlowDocument.load(source)
        let index = try step.index(in: document.flow!.frames)
        var text = ""
        HierarchyDump.write(document.parsed, source: source, callbacks: callbacks, step: index) { text += $0 }
        return CallTool.Result(content: [Self.text(text)])
    }

    func renderStep(_ arguments: ToolArguments) throws -> CallTool.Result {
        let (source, step) = (try arguments.flowSource(), try arguments.step())
        let style = DrawingStyle(
            canvas: try arguments.choice("canvas", as: FlowDrawing.Canvas.self) ?? .focus,
            theme: try arguments.choice("theme", as: Theme.self) ?? .light)
        let loaded = try LoadedFlow.load(source, recording: .streamed, mapLayout: mapLayout)
        let frames = loaded.flow.frames
        let index = try step.index(in: frames)
        let svg = String(decoding: try style.svg.frame(index, of: try style.drawing(of: loaded)), as: UTF8.self)
        let notes = (loaded.layoutNote.map { ["note: \($0)"] } ?? []) + GraphvizWarnings.take().map { "warning: Graphviz: \($0)" }
        let about = (["step \(index) of \(frames.count - 1) (line \(frames[index].location.line)): \(frames[index].caption)"] + notes)
        let file = source.path == ToolArguments.textName ? "flow" : source.path.split(separator: "/").last.map(String.init) ?? "flow"
        let name = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? "flow"
        return CallTool.Result(content: [
            Self.text(about.joined(separator: "\n")),
            .resource(resource: .text(svg, uri: "navviz://\(name)/steps/\(index).svg", mimeType: "image/svg+xml")),
        ])
    }
}
