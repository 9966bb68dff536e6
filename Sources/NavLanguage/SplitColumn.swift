/// `UISplitViewController.Column`.
public enum SplitColumn: String, CaseIterable, Sendable, Hashable {
    case primary, supplementary, secondary, compact
}
