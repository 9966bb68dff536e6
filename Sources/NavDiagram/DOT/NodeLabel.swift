/// The HTML-like label of a view-controller node, shared by every diagram kind.
enum NodeLabel {
    /// The layout reserves this marker's width, so no marker ever overflows a node.
    static let widestMarker = "▲ top (getTopVC)"

    /// About how wide Graphviz makes `node`'s box, before the layout: its widest row
    /// (`TextWidth`), the node's margins, and at least Graphviz's smallest box.
    static func estimatedWidth(_ node: SceneNode) -> Double {
        if node.isColumnAnchor { return 0 }
        // Its word in a small pill, no marker row (`SceneNode.entryPointAttributes`).
        if node.isEntryPoint { return TextWidth.of(SceneNode.entryPointLabel, fontSize: 9, bold: false) + 8 }
        let rows = [
            TextWidth.of(node.name, fontSize: 12, bold: true),
            TextWidth.of(node.className == node.name ? "" : node.className, fontSize: 9, bold: false),
            TextWidth.of(widestMarker, fontSize: 9, bold: false),
        ]
        return max(54, (rows.max() ?? 0) + 18)
    }

    /// Name, class and a marker row that is always present, so markers never resize a
    /// node. The class row is left out when it would repeat the name (`RootTabBarController`):
    /// a node's name and class never change, so neither does its size.
    static func html(_ node: SceneNode, marker: String, markerColor: String, textColor: String, palette: Palette) -> String {
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
            + "</TABLE>>"
    }
}
