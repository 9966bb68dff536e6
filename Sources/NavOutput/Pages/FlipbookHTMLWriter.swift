import Foundation
import NavDiagram
import NavLayout

/// `index.html`: the flipbook, one self-contained file. The drawing is stored once:
/// every distinct SVG element variant sits in a `<template>`, and each step carries
/// only the slots that change from the step before, which the page's script applies.
/// The caption, source line, facts and warnings are shown as HTML from the embedded
/// manifest, so the drawing is cropped below the caption box Graphviz draws.
struct FlipbookHTMLWriter: OutputWriter {
    static let fileName = "index.html"

    var topLevelFiles: [String] { [Self.fileName] }

    /// What the page's script reads from the `navviz-data` JSON.
    struct PageData: Encodable {
        var manifest: Manifest
        /// How many element slots the drawing has.
        var slots: Int
        /// For every frame, `[slot, variant, slot, variant, ...]` that differ from the
        /// frame before; variant 0 draws nothing, variant v is the template's v-th child.
        var changes: [[Int]]
        var frameMilliseconds: Int
        /// For every frame, `[x, y, width, height]` of its focus (`FrameFocus`) in the
        /// drawing's viewBox units: where the page's camera goes for that step; then the same
        /// four of its top view controller's box, when it has one.
        var focus: [[Double]]
    }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        guard let layers = flow.layers else { throw FlipbookError.noFrames }
        let drawingSlots = layers.slots.indices.filter { layers.slots[$0] != FrameLayers.graphSlot }

        // Renumber the variants the drawing uses, in order of first use.
        var number = [0: 0]
        var variants: [String] = []
        var changes: [[Int]] = []
        var previous = Array(repeating: 0, count: drawingSlots.count)
        for row in (0..<layers.frameCount).lazy.map(layers.row) {
            var change: [Int] = []
            for (slot, layerSlot) in drawingSlots.enumerated() {
                let variant =
                    number[row[layerSlot]]
                    ?? {
                        variants.append(FlipbookMarkup.compacted(layers.variants[row[layerSlot]]))
                        number[row[layerSlot]] = variants.count
                        return variants.count
                    }()
                if variant != previous[slot] { change += [slot, variant] }
                previous[slot] = variant
            }
            changes.append(change)
        }
        let canvas = Self.drawingCanvas(layers.canvas, geometry: flow.stableDrawing.geometry)
        let page = FlipbookPage(
            data: PageData(
                manifest: Manifest(flow), slots: drawingSlots.count, changes: changes,
                frameMilliseconds: AnimationTiming.frameMilliseconds, focus: Self.focus(of: flow.stableDrawing, canvas: layers.canvas, shown: canvas)),
            variants: variants,
            canvas: canvas,
            theme: flow.theme
        )
        return [OutputFile(Self.fileName, streamed: page.write)]
    }

    /// Each frame's focus window in the viewBox units of `canvas`: the layout's points,
    /// placed by the drawing group's `translate` (y pointing down), cut to what the page
    /// `shown` draws (a step file's window may reach into the map's caption, which the
    /// page leaves out: the camera could not show that part).
    static func focus(of drawing: FlowDrawing, canvas: FrameLayers.Canvas, shown: FrameLayers.Canvas) -> [[Double]] {
        let translate = canvas.transform.firstMatch(of: /translate\(([-\d.]+) ([-\d.]+)\)/)
        let (dx, dy) = (translate.flatMap { Double($0.1) } ?? 0, translate.flatMap { Double($0.2) } ?? 0)
        let scale = canvas.transform.firstMatch(of: /scale\(([-\d.]+)/).flatMap { Double($0.1) } ?? 1
        let view = numbers(shown.viewBox)
        let tenths = { (value: Double) in (value * 10).rounded() / 10 }
        return drawing.diagram.focusCanvases(on: drawing.geometry).map { canvas in
            guard let band = canvas.focusBand else { return [] }
            let boxes = [band.focus] + (band.anchor.map { [$0] } ?? [])
            return boxes.flatMap { box -> [Double] in
                var (left, top) = (scale * (box.minX + dx), scale * (dy - box.maxY))
                var (right, bottom) = (left + scale * (box.maxX - box.minX), top + scale * (box.maxY - box.minY))
                if view.count == 4, min(bottom, view[1] + view[3]) > max(top, view[1]), min(right, view[0] + view[2]) > max(left, view[0]) {
                    (left, top, right, bottom) = (
                        max(left, view[0]), max(top, view[1]), min(right, view[0] + view[2]), min(bottom, view[1] + view[3])
                    )
                }
                return [tenths(left), tenths(top), tenths(right - left), tenths(bottom - top)]
            }
        }
    }

    /// The numbers of an SVG attribute such as `viewBox` ("0 0 120 80", "0,0,120,80").
    private static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { " ,".contains($0) }).compactMap { Double($0) }
    }

    /// The canvas without the caption box at the top of the frame (Graphviz's graph
    /// label, at `lp` and `lheight` tall), down to the top of the drawing where boxes are
    /// laid out beside the caption. Unchanged when the numbers are not there.
    static func drawingCanvas(_ canvas: FrameLayers.Canvas, geometry: Geometry) -> FrameLayers.Canvas {
        let viewBox = numbers(canvas.viewBox)
        guard viewBox.count == 4,
            let translate = canvas.transform.firstMatch(of: /translate\(([-\d.]+) ([-\d.]+)\)/), let translateY = Double(translate.2),
            let scale = numbers(canvas.transform.firstMatch(of: /scale\(([^)]*)\)/).map { String($0.1) } ?? "1").first,
            let labelY = geometry.graph["lp"].flatMap({ numbers($0).last }), let labelHeight = geometry.graph["lheight"].flatMap(Double.init)
        else { return canvas }
        // Graphviz's y points up; the SVG's y = scale × (translateY − y).
        let captionBottom = max(labelY - labelHeight * 72 / 2, geometry.drawingTop ?? -.infinity)
        let margin = 6.0
        let top = max(viewBox[1], scale * (translateY - captionBottom) - margin)
        let height = viewBox[1] + viewBox[3] - top
        var cropped = canvas
        cropped.viewBox = "\(format(viewBox[0])) \(format(top)) \(format(viewBox[2])) \(format(height))"
        cropped.height = "\(format(height))pt"
        return cropped
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", locale: Locale(identifier: "en_US_POSIX"), value)
    }
}
