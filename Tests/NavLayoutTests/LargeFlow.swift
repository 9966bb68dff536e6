/// A map too large for labels proper in its layout (`Diagram.hasExternalEdgeLabels`): a tab
/// bar of four stacks of 24 view controllers, each stack's top presenting the same sheet in
/// its own style, so four labelled arrows leave containers and converge on one box.
enum LargeFlow {
    static let text: String = {
        let styles = ["fullScreen", "formSheet", "pageSheet", "overFullScreen"]
        let stacks = (0..<4).map { tab in "nav Nav\(tab) [" + (0..<24).map { "T\(tab)V\($0)" }.joined(separator: ", ") + "]" }
        var lines = ["root tabs Main [" + stacks.joined(separator: ", ") + "]"]
        for (tab, style) in styles.enumerated() {
            if tab > 0 { lines.append("Main select \(tab)") }
            lines += ["T\(tab)V23 present nav Sheet [S0] style: \(style)", "S0 dismiss"]
        }
        return lines.joined(separator: "\n") + "\n"
    }()
}
