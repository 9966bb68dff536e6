/// A view-controller expression of `.nav` (`Name`, `nav Name [..]`, `tabs Name [..]`,
/// `split Name [..]`, `Name [..]`) with the source of each view controller, written one
/// view controller per line so each line can name where it comes from.
package struct NavExpression: Sendable {
    /// The view controller's name, as the closing line names it.
    package let name: String
    /// What comes before the list: `nav Main: MainNavigationController`, or the whole expression.
    package let head: String
    package let children: [NavExpression]
    /// What follows the list, such as ` selected: 1`.
    package var closing = ""
    package let source: String

    package init(name: String, head: String, children: [NavExpression], closing: String = "", source: String) {
        self.name = name
        self.head = head
        self.children = children
        self.closing = closing
        self.source = source
    }
}

extension NavText {
    /// `prefix`, the expression, ` style: X`: one line for a name, else a line per view
    /// controller. A line that would be too long with its style sets the style on the
    /// view controller beforehand instead, which UIKit reads the same way.
    package mutating func add(_ expression: NavExpression, prefix: String, style: String? = nil, suffix: String = "", indent: String = "") {
        let styled = style.map { " style: \($0)" } ?? ""
        guard !expression.children.isEmpty else {
            let line = indent + prefix + expression.head + expression.closing
            if let style, (line + styled + suffix).count > Self.maximumLineLength {
                add("set \(expression.name).modalPresentationStyle = \(style)", source: expression.source)
                add(line + suffix, source: expression.source)
            } else {
                add(line + styled + suffix, source: expression.source)
            }
            return
        }
        add(indent + prefix + expression.head + " [", source: expression.source)
        for child in expression.children { add(child, prefix: "", suffix: ",", indent: indent + "  ") }
        add(indent + "]" + expression.closing + styled + suffix, source: "end of \(expression.name)")
    }
}
