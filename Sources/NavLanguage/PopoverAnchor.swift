/// A popover's anchor: `popoverPresentationController.sourceView` or `.barButtonItem`,
/// named by the text the flow gives it (a button's title, an outlet's name).
public struct PopoverAnchor: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, CaseIterable, Sendable, Hashable {
        case sourceView, barButtonItem
    }

    public var kind: Kind
    public var label: String

    public init(_ kind: Kind, _ label: String) {
        self.kind = kind
        self.label = label
    }

    /// `sourceView "Share"`, as captions and arrow labels write it.
    public var description: String { "\(kind.rawValue) \"\(label)\"" }
}
