/// What navviz writes itself in a stable frame's SVG, around the elements Graphviz drew once
/// on the sheets: the `<svg>` element's size and its group's transform, exactly as Graphviz
/// writes them for the frame's canvas, the background, and the caption (with, on a focused
/// canvas, the overview and the stubs of what lies outside the window).
///
/// Graphviz drawing each frame's caption was most of a long flow's SVG step files' time:
/// the DOT written, parsed (`aaglex`, `strcmp`) and laid out, a millisecond and a half a
/// frame. The caption here is text, two boxes and a few paths in the caption's colours;
/// its box is sized by Helvetica's metrics (`TextWidth`), the font the SVG names.
public struct FrameSVG: Sendable, Equatable {
    /// The `<svg>` element's `width`, `height` and `viewBox`, and its one group's `transform`.
    public var width: String
    public var height: String
    public var viewBox: String
    public var transform: String
    /// The graph's own markup before the elements: its title, its background and, on a
    /// canvas without a band, the caption.
    public var background: String
    /// Drawn after the elements, over them: a focused frame's band (caption, overview,
    /// stubs); empty on other canvases.
    public var overlay: String
}

extension Diagram {
    /// Frame `index`'s own parts on `geometry`, on `canvas` (nil: the layout's whole canvas).
    public func frameSVG(_ index: Int, geometry: Geometry, canvas: FrameCanvas?) -> FrameSVG {
        ownSVG(caption: caption(index), geometry: geometry, canvas: canvas)
    }

    /// The flow map's own parts on `geometry`: its canvas and its legend (`mapDOT(geometry:)`),
    /// around the elements in their map looks (`mapVariants`).
    public func mapSVG(geometry: Geometry) -> FrameSVG {
        let legend = self.legend ?? Caption(lines: [])
        return ownSVG(caption: legend, geometry: geometry, canvas: mapCanvas(on: geometry, room: legendRoom(legend)))
    }

    /// What navviz writes itself of a drawing with `caption` on `canvas`.
    private func ownSVG(caption: Caption, geometry: Geometry, canvas: FrameCanvas?) -> FrameSVG {
        let pad = Self.padInches * 72
        let box = canvas?.box ?? geometry.canvas ?? CanvasBox(minX: 0, minY: 0, maxX: 0, maxY: 0)
        // A focused canvas is Graphviz's viewport (`FrameCanvas.pinnedAttributes`): no pad.
        let margin = canvas?.focusBand == nil ? pad : 0
        let (width, height) = (Double(box.width) + 2 * margin, Double(box.height) + 2 * margin)
        let (left, bottom, right, top) = (Double(box.minX) - margin, Double(box.minY) - margin, Double(box.maxX) + margin, Double(box.maxY) + margin)
        var background = "<title>navviz</title>\n<polygon fill=\"\(palette.canvas)\" stroke=\"transparent\" points=\""
        background += [(left, bottom), (left, top), (right, top), (right, bottom), (left, bottom)].map { SVGNumber.point($0.0, $0.1) }
            .joined(separator: " ")
        background += "\"/>\n"
        var overlay = ""
        if let band = canvas?.focusBand {
            let room = canvas?.room ?? sharedRoom
            overlay = bandSVG(band, caption: caption, room: room)
        } else {
            let room = canvas?.room ?? sharedRoom
            let centre = Geometry.numbers(canvas?.captionPosition ?? geometry.graph["lp"])
            if centre.count == 2, room.height > 0, !(caption.lines.isEmpty && titleLines.isEmpty) {
                background += captionSVG(
                    caption, left: centre[0] - Double(room.width) / 2, top: centre[1] + Double(room.height) / 2, room: room)
            }
        }
        return FrameSVG(
            width: "\(Int((width + 0.5).rounded(.down)))pt", height: "\(Int((height + 0.5).rounded(.down)))pt",
            viewBox: "0.00 0.00 \(SVGNumber.fixed(width)) \(SVGNumber.fixed(height))",
            transform: "scale(1 1) rotate(0) translate(\(SVGNumber.text(-left)) \(SVGNumber.text(top)))",
            background: background, overlay: overlay)
    }

    /// A focused frame's band, over the drawing: its ground, the caption at its left, the
    /// overview at its right.
    private func bandSVG(_ band: FocusBand, caption: Caption, room: CaptionRoom) -> String {
        var svg = "<g id=\"band\" class=\"band\">\n" + SVGNumber.rect(band.box, fill: palette.canvas, stroke: nil) + "</g>\n"
        let roomLeft = band.captionCentre.x - Double(room.width) / 2
        let roomTop = band.captionCentre.y + Double(room.height) / 2
        svg += captionSVG(caption, left: roomLeft, top: roomTop, room: room)
        svg += "<g id=\"overview\" class=\"overview\">\n"
        svg += SVGNumber.rect(band.overview, fill: palette.captionFill, stroke: (palette.captionLine, "1"))
        // The map's boxes, the same text in every step file with an overview of this size.
        let corner = "translate(\(SVGNumber.point(band.overview.minX, band.overview.maxY)))"
        if !band.picture.containerPath.isEmpty {
            svg +=
                "<path transform=\"\(corner)\" fill=\"none\" stroke=\"\(palette.subduedLine)\" stroke-width=\"0.5\" d=\"\(band.picture.containerPath)\"/>\n"
        }
        if !band.picture.boxPath.isEmpty {
            svg +=
                "<path transform=\"\(corner)\" fill=\"\(palette.subduedLine)\" stroke=\"\(palette.subduedLine)\" stroke-width=\"0.5\" d=\"\(band.picture.boxPath)\"/>\n"
        }
        svg += SVGNumber.rect(band.window, fill: "none", stroke: (palette.top, "1.5"))
        svg += "</g>\n"
        for (index, stub) in band.stubs.enumerated() {
            svg += "<g id=\"stub\(index + 1)\" class=\"stub\">\n<title>\(MarkupEscaping.xml(stub.key))</title>\n"
            svg += SVGNumber.rect(stub.box, fill: palette.captionFill, stroke: (palette.subduedLine, "1"), radius: 4)
            svg += "<text text-anchor=\"middle\" x=\"\(SVGNumber.text((stub.box.minX + stub.box.maxX) / 2))\" "
            svg += "y=\"\(SVGNumber.text(-(stub.box.minY + stub.box.height / 2 - FrameFocus.stubFontSize * 0.35)))\" "
            svg += "font-family=\"Helvetica,sans-Serif\" font-size=\"\(SVGNumber.fixed(FrameFocus.stubFontSize))\" fill=\"\(palette.secondaryText)\">"
            svg += MarkupEscaping.xml(stub.text) + "</text>\n</g>\n"
        }
        return svg
    }

    /// The caption's box at the top left of its room (`left`, `top`: the room's corner,
    /// Graphviz's y axis pointing up), as wide as its longest line and as tall as the room
    /// the layout gives a caption of its lines (`roomHeight(lines:)`).
    func captionSVG(_ caption: Caption, left: Double, top: Double, room: CaptionRoom) -> String {
        let lines: [(text: String, fontSize: Double, bold: Bool, color: String, height: Double)] =
            titleLines.map { ($0, Self.titleFontSize, true, palette.text, Self.titleLineHeight) }
            + caption.lines.map { line in
                let style = captionStyle(line.kind)
                return (line.text, Self.captionFontSize, style.bold, style.color, Self.captionLineHeight)
            }
        guard !lines.isEmpty else { return "" }
        let textWidth = lines.map { TextWidth.of($0.text, fontSize: $0.fontSize, bold: $0.bold) }.max() ?? 0
        let width = min(textWidth + 2 * Self.captionTextInset, Double(room.width))
        let height = roomHeight(lines: caption.lines.count)
        let border = captionBorder(caption)
        var svg = "<g id=\"caption\" class=\"caption\">\n"
        svg += SVGNumber.rect(
            Bounds(minX: left, minY: top - height, maxX: left + width, maxY: top), fill: palette.captionFill,
            stroke: (border.color, String(border.width)), radius: 6)
        var lineTop = top - Self.captionVerticalPadding
        for line in lines {
            // The baseline, with the line's text centred in its height.
            let baseline = lineTop - (line.height - line.fontSize) / 2 - line.fontSize * 0.78
            svg += "<text text-anchor=\"start\" x=\"\(SVGNumber.text(left + Self.captionTextInset))\" y=\"\(SVGNumber.text(-baseline))\" "
            svg += "font-family=\"Helvetica,sans-Serif\"\(line.bold ? " font-weight=\"bold\"" : "") font-size=\"\(SVGNumber.fixed(line.fontSize))\" "
            svg += "fill=\"\(line.color)\">\(MarkupEscaping.xml(line.text.isEmpty ? " " : line.text))</text>\n"
            lineTop -= line.height
        }
        return svg + "</g>\n"
    }

    /// From the caption box's edge to its text, in points.
    static let captionTextInset = 7.0
}

/// Numbers and shapes in SVG as Graphviz writes them: coordinates with at most two
/// decimals, Graphviz's y axis flipped (its SVG draws at `-y`).
enum SVGNumber {
    /// `value` with two decimals, trailing zeros and point dropped: `-15.4`, `994`, `0`.
    static func text(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let (whole, fraction) = (magnitude / 100, magnitude % 100)
        if fraction == 0 { return hundredths == 0 ? "0" : sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }

    /// `value` with exactly two decimals (`%.2f`).
    static func fixed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return (hundredths < 0 ? "-" : "") + String(magnitude / 100) + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// A point of Graphviz's drawing as SVG coordinates: `x,-y`.
    static func point(_ x: Double, _ y: Double) -> String {
        text(x) + "," + text(-y)
    }

    /// A rectangle as its own element; `stroke` is a colour and a width.
    static func rect(_ box: Bounds, fill: String, stroke: (color: String, width: String)?, radius: Double = 0) -> String {
        var svg = "<rect x=\"\(text(box.minX))\" y=\"\(text(-box.maxY))\" width=\"\(text(box.width))\" height=\"\(text(box.height))\""
        if radius > 0 { svg += " rx=\"\(text(radius))\"" }
        svg += " fill=\"\(fill)\""
        if let stroke { svg += " stroke=\"\(stroke.color)\" stroke-width=\"\(stroke.width)\"" } else { svg += " stroke=\"none\"" }
        return svg + "/>\n"
    }

    /// A rectangle as a closed subpath, for many boxes in one `<path>`.
    static func subpath(_ box: Bounds) -> String {
        "M\(point(box.minX, box.maxY))h\(text(box.width))v\(text(box.height))h\(text(-box.width))z"
    }
}
