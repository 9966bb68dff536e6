/// The caption and legend boxes: the graph's label, in the room the layout reserves.
extension Diagram {
    func captionLabel(_ caption: Caption, fixedSize: Bool, room: CaptionRoom) -> String {
        var rows = ""
        for line in titleLines {
            rows +=
                "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"\(Int(Self.titleFontSize))\" COLOR=\"\(palette.text)\"><B>\(DOTEscaping.html(line))</B></FONT></TD></TR>"
        }
        for line in caption.lines {
            let (color, bold) = captionStyle(line.kind)
            let text = DOTEscaping.html(line.text.isEmpty ? " " : line.text)
            rows += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(color)\">\(bold ? "<B>\(text)</B>" : text)</FONT></TD></TR>"
        }
        let border = captionBorder(caption)
        // The rows sit in one padded cell, so the border keeps clear of the widest line.
        let box =
            "<TABLE BORDER=\"\(border.width)\" COLOR=\"\(border.color)\" BGCOLOR=\"\(palette.captionFill)\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"4\" STYLE=\"ROUNDED\">"
            + "<TR><TD><TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"2\">\(rows)</TABLE></TD></TR></TABLE>"
        // An empty room (the layout's, a sheet's) holds nothing: Graphviz refuses an empty table.
        let content = rows.isEmpty ? "" : box
        guard fixedSize else { return "<\(box)>" }
        // The room the layout reserved for the flow's largest caption is invisible; the
        // box in it fits this caption, at the top left, above the drawing. A trimmed
        // frame's room is only as wide as its canvas.
        return "<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\" FIXEDSIZE=\"TRUE\" "
            + "WIDTH=\"\(room.width)\" HEIGHT=\"\(room.height)\">"
            + "<TR><TD ALIGN=\"LEFT\" VALIGN=\"TOP\">\(content)</TD></TR></TABLE>>"
    }

    /// The colour of a caption line of `kind`, and whether it is bold.
    func captionStyle(_ kind: Caption.LineKind) -> (color: String, bold: Bool) {
        switch kind {
        case .heading, .fact, .legend: return (palette.text, kind.isBold)
        case .source, .note: return (palette.secondaryText, kind.isBold)
        case .warning: return (palette.warning, kind.isBold)
        case .exception: return (palette.exception, kind.isBold)
        }
    }

    /// The caption box's border: a frame where UIKit warned or crashed says so with its
    /// border, at a glance.
    func captionBorder(_ caption: Caption) -> (color: String, width: Int) {
        let kinds = Set(caption.lines.map(\.kind))
        let color = kinds.contains(.exception) ? palette.exception : kinds.contains(.warning) ? palette.warning : palette.captionLine
        return (color, color == palette.captionLine ? 1 : 3)
    }

    /// The width of the room for the widest caption of the flow, in an even number of
    /// points: a narrower room (`FrameCanvas`) is centred half its width from the same
    /// left edge, in whole points as the layout's.
    var roomWidth: Int { Int((captionWidth / 2).rounded(.up)) * 2 }

    /// The room the layout reserves: for the longest caption of the flow, plus the title rows.
    var sharedRoom: CaptionRoom {
        CaptionRoom(width: roomWidth, height: Int(roomHeight(lines: captionLineCount).rounded(.up)))
    }

    /// The map's room: its legend's size; none when there is neither legend nor title.
    func legendRoom(_ legend: Caption) -> CaptionRoom {
        guard !legend.lines.isEmpty || !titleLines.isEmpty else { return CaptionRoom(width: 0, height: 0) }
        let titleWidth = titleLines.map(Self.titleWidth).max() ?? 0
        let width = max(titleWidth, legend.estimatedWidth(fontSize: Self.captionFontSize)) + Self.captionBoxPadding
        return CaptionRoom(width: Int((width / 2).rounded(.up)) * 2, height: Int(roomHeight(lines: legend.lines.count).rounded(.up)))
    }

    /// An upper estimate of a title line's width: bold is about a tenth wider than the
    /// rough estimate, and the bold font's own widths count where wider still.
    static func titleWidth(_ line: String) -> Double {
        max(Caption.roughWidth(of: line, fontSize: titleFontSize * 1.1), Caption.estimatedWidth(of: line, fontSize: titleFontSize, bold: true))
    }

    /// The height of a caption of `lines` lines under the flow's title.
    func roomHeight(lines: Int) -> Double {
        Double(lines) * Self.captionLineHeight + Double(titleLines.count) * Self.titleLineHeight + 2 * Self.captionVerticalPadding
    }
}
