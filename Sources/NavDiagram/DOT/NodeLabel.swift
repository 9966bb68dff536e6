/// The HTML-like label of a view-controller node, shared by every diagram kind.
enum NodeLabel {
    /// The layout reserves this marker's width, so no marker ever overflows a node.
    static let widestMarker = "▲ top (getTopVC)"
    /// The font size of the badge and the chips (`SceneAttachment`).
    static let attachmentFontSize = 8.0
    /// The most cells (the badge, chips) in one row under a box's name.
    static let attachmentsPerRow = 3

    /// About how wide Graphviz makes `node`'s box, before the layout: its widest row
    /// (`TextWidth`), the node's margins, and at least Graphviz's smallest box.
    static func estimatedWidth(_ node: SceneNode, in map: FlowMap) -> Double {
        if node.isColumnAnchor { return 0 }
        // Its word in a small pill, no marker row (`SceneNode.entryPointAttributes`).
        if node.isEntryPoint { return TextWidth.of(SceneNode.entryPointLabel, fontSize: 9, bold: false) + 8 }
        let attachments = map.attachments[node.key] ?? []
        let rows = [
            TextWidth.of(node.name, fontSize: 12, bold: true),
            TextWidth.of(node.className == node.name ? "" : node.className, fontSize: 9, bold: false),
            TextWidth.of(widestMarker(attachments), fontSize: 9, bold: false),
        ]
        let cells = AttachmentCell.cells(of: attachments, shown: nil, forLayout: true)
        let attachmentRows = stride(from: 0, to: cells.count, by: attachmentsPerRow).map { start in
            cells[start..<min(cells.count, start + attachmentsPerRow)].reduce(0.0) {
                // Each cell's padding and border, and the spacing before it.
                $0 + TextWidth.of($1.text, fontSize: attachmentFontSize, bold: true) + 8
            }
        }
        return max(54, ((rows + attachmentRows).max() ?? 0) + 18)
    }

    /// The widest marker a box with `attachments` can show: the layout reserves it.
    static func widestMarker(_ attachments: [SceneAttachment]) -> String {
        let markers = [widestMarker] + attachments.map { topMarker(of: $0) }
        return markers.max { TextWidth.of($0, fontSize: 9, bold: false) < TextWidth.of($1, fontSize: 9, bold: false) }!
    }

    /// The marker of a box whose attachment is the top view controller (R31).
    static func topMarker(of attachment: SceneAttachment) -> String {
        "▲ top: its \(attachment.kindText)"
    }

    /// Name, class and a marker row that is always present, so markers never resize a
    /// node. The class row is left out when it would repeat the name (`RootTabBarController`):
    /// a node's name and class never change, so neither does its size. `attachments` rows
    /// follow: one badge for the box's alerts, a chip for each system view controller.
    static func html(
        _ node: SceneNode, marker: String, markerColor: String, textColor: String, palette: Palette,
        attachments: [AttachmentCell] = []
    ) -> String {
        let markerText = marker.isEmpty ? " " : marker
        let classColor = textColor == palette.text ? palette.secondaryText : textColor
        let classRow =
            node.className == node.name
            ? ""
            : "<TR><TD><FONT POINT-SIZE=\"9\" COLOR=\"\(classColor)\">\(DOTEscaping.html(node.className))</FONT></TD></TR>"
        return "<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\">"
            + "<TR><TD><FONT COLOR=\"\(textColor)\"><B>\(DOTEscaping.html(node.name))</B></FONT></TD></TR>"
            + classRow
            + "<TR><TD><FONT POINT-SIZE=\"9\" COLOR=\"\(markerColor)\">\(DOTEscaping.html(markerText))</FONT></TD></TR>"
            + attachmentRows(attachments, palette: palette)
            + "</TABLE>>"
    }

    /// The empty columns on each side of the attachments' table. Graphviz shares the room a
    /// table has past its content evenly among its columns, so in a box wider than its cells
    /// they would stretch into bars; these columns take all but a share of it.
    static let attachmentSpacers = 6

    /// The attachments' cells in rows of `attachmentsPerRow`, in a table of their own so
    /// that their widths do not change the rows above, between empty columns
    /// (`attachmentSpacers`) that keep them at about their own width.
    private static func attachmentRows(_ cells: [AttachmentCell], palette: Palette) -> String {
        guard !cells.isEmpty else { return "" }
        let rows = stride(from: 0, to: cells.count, by: attachmentsPerRow).map { start in
            "<TR>" + cells[start..<min(cells.count, start + attachmentsPerRow)].map { $0.html(palette: palette) }.joined() + "</TR>"
        }
        let spacers = String(repeating: "<TD></TD>", count: attachmentSpacers)
        return "<TR><TD><TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\"><TR>" + spacers
            + "<TD><TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"3\" CELLPADDING=\"1\">" + rows.joined() + "</TABLE></TD>"
            + spacers + "</TR></TABLE></TD></TR>"
    }
}
