import NavDiagram
import NavDiff
import NavLayout
import UIKitModel

/// The files of `navviz diff -o DIR`: the page led by the diff map, and the diff map.
public enum DiffOutput {
    /// Writes the files; returns the notes of drawings whose edges had to be drawn straight (`MapLayout`) and of
    /// files left as they were (`OutputFolder`).
    @discardableResult
    public static func write(
        old: Flow, new: Flow, names: (old: String, new: String), diff: FlowDiff,
        map: DiffDiagram, report: DiffReport, theme: Theme = .light, mapLayout: MapLayout,
        to folder: String
    ) throws -> [String] {
        var notes: [String] = []
        func side(_ flow: Flow, _ name: String, _ frames: [Int]) throws -> DiffPage.Side {
            // The empty flow of an added or deleted file shows no frames.
            guard !frames.isEmpty else { return DiffPage.Side(flow: flow, name: name, svgs: [:]) }
            // An `auto` page switches its light drawings by its own CSS, once, not in every frame.
            let drawing = try FlowDrawing(flow: flow, mapLayout: mapLayout).drawn(in: theme.palette)
            if let note = drawing.layoutNote { notes.append("\(name): \(note)") }
            var svgs: [Int: String] = [:]
            for index in frames { svgs[index] = String(decoding: try drawing.renderFrame(index, format: .svg), as: UTF8.self) }
            return DiffPage.Side(flow: flow, name: name, svgs: svgs)
        }
        let drawn = try mapLayout.drawLaidOut(map.drawn(in: theme.palette).dot())
        if let note = drawn.note { notes.append("the diff map: \(note)") }
        let page = DiffPage(
            old: try side(old, names.old, DiffPage.shownFrames(diff, side: \.old, old: old, new: new)),
            new: try side(new, names.new, DiffPage.shownFrames(diff, side: \.new, old: old, new: new)),
            diff: diff, report: report, map: String(decoding: drawn.svg, as: UTF8.self), theme: theme)
        let written = try OutputFolder(path: folder).write([
            OutputFile("index.html", text: page.html),
            OutputFile("diff-map.svg", theme.svg(drawn.svg)),
            OutputFile("diff-map.png", drawn.png),
        ])
        return notes + written.notes
    }
}
