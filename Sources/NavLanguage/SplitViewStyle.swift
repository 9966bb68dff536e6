/// `UISplitViewController.Style` of a column-style split view (iOS 14+).
public enum SplitViewStyle: String, CaseIterable, Sendable, Hashable {
    case doubleColumn, tripleColumn

    /// The columns its `[...]` lists, in order.
    public var columns: [SplitColumn] {
        self == .doubleColumn ? [.primary, .secondary] : [.primary, .supplementary, .secondary]
    }
}
