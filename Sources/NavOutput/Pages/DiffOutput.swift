import NavDiagram
import NavDiff
import NavLayout
import UIKitModel

/// The files of `navviz diff -o DIR`: the page led by the diff map, and the diff map.
public enum DiffOutput {
    /// Writes the files; returns the notes of drawings whose edges had to be drawn straight (`MapLayout`) and of
    /// files left as they were (`OutputFolder`). The frames of the rows that differ are
    /// drawn on `style`'s canvas, and everything in its theme.
    @discardableResult
    public static func write(
        old: Flow, new: Flow, names: (old: String, new: String), diff: FlowDiff,
        map: DiffDiagram, report: DiffReport, style: DrawingStyle = DrawingStyle(), mapLayout: MapLayout, to folder: String
    ) throws -> [String] {
        var notes: [String] = []
        let theme = style.theme
        let rows = diff.alignment.filter { diff.differs($0, old: old, new: new) }
        let (oldSVGs, newSVGs) = try frames(of: rows, old: old, new: new, style: style, mapLayout: mapLayout) {
            notes.append($0)
        }
        let drawn = try mapLayout.drawLaidOut(map.drawn(in: theme.palette).dot())
        if let note = drawn.note { notes.append("the diff map: \(note)") }
        let page = DiffPage(
            old: DiffPage.Side(flow: old, name: names.old, svgs: oldSVGs), new: DiffPage.Side(flow: new, name: names.new, svgs: newSVGs),
            diff: diff, report: report, map: String(decoding: drawn.svg, as: UTF8.self), theme: theme)
        let written = try OutputFolder(path: folder).write([
            OutputFile("index.html", text: page.html),
            OutputFile("diff-map.svg", style.svg.diffMap(drawn.svg)),
            OutputFile("diff-map.png", drawn.png),
        ])
        return notes + written.notes
    }

    /// The SVG of each frame the `rows` show, by frame index, for OLD and for NEW: both
    /// versions' frames on one layout of both maps, and the two frames of a row on one
    /// canvas, so that a box that did not change is at the same place in both pictures.
    /// Drawn in the light palette for an `auto` page, whose own CSS switches its drawings.
    private static func frames(
        of rows: [AlignedStep], old: Flow, new: Flow, style: DrawingStyle, mapLayout: MapLayout,
        note: (String) -> Void
    ) throws -> (old: [Int: String], new: [Int: String]) {
        guard !rows.isEmpty else { return ([:], [:]) }
        var containers = FrameScene.containers(in: old)
        containers.formUnion(FrameScene.containers(in: new))
        var builder = DiagramBuilder(containers: containers)
        for frame in old.frames { builder.add(frame.hierarchy) }
        builder.beginFlow()
        for frame in new.frames { builder.add(frame.hierarchy) }
        // New's frames follow old's on the one map.
        let offset = old.frames.count
        let pairs = rows.map { row in [row.old, row.new.map { offset + $0 }].compactMap { $0 } }
        let drawing = try style.drawing(of: Diagram(builder, flows: [old, new]), mapLayout: mapLayout).sharingCanvases(pairs)
        if let layoutNote = drawing.layoutNote { note("the frames: \(layoutNote)") }
        let layers = try FrameLayers(drawing: drawing, captions: false)
        var svgs: (old: [Int: String], new: [Int: String]) = ([:], [:])
        for row in rows {
            if let index = row.old { svgs.old[index] = String(decoding: try layers.svg(frame: index), as: UTF8.self) }
            if let index = row.new { svgs.new[index] = String(decoding: try layers.svg(frame: offset + index), as: UTF8.self) }
        }
        return svgs
    }
}
