import NavLanguage

/// Split views: which child is which column of a column-style split view (R46).
extension Hierarchy {
    /// The child in `column` of a column-style split view: its children are the
    /// columns of its style in order, then the compact column.
    func column(_ column: SplitColumn, of split: ViewControllerID) -> ViewControllerID? {
        let node = nodes[split]
        if column == .compact { return node.compactColumn }
        guard let index = node.splitStyle?.columns.firstIndex(of: column), index < node.children.count,
            node.children[index] != node.compactColumn
        else { return nil }
        return node.children[index]
    }

    /// The name of the navigation controller a column-style split view makes for a
    /// column whose VC is not one (R46): a name a flow cannot write, so no clash.
    static func columnNavigationName(of split: String, column: SplitColumn) -> String {
        split + "." + column.rawValue
    }
}
