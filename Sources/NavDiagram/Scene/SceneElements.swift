import UIKitModel

/// A box in a diagram: one view controller in one container. A VC that sits in two
/// different containers during a flow is two nodes; the key says which.
public struct SceneNode: Hashable, Sendable {
    /// `ContainerPath/Name`, e.g. `MainNavigationVC/VCN2`; a container's own node lives
    /// inside its cluster (`MainNavigationVC/MainNavigationVC`).
    public var key: String
    public var name: String
    public var className: String
    public var kind: ViewControllerKind
    /// The cluster the node sits in, if any.
    public var clusterKey: String?
    /// An invisible point at the top of a split view's column slot: the arrow from the split
    /// view ends there, one arrow for the column whichever view controller fills it.
    public var isColumnAnchor = false
    /// A small pill labelled "entry" right above an entry's box (R66): where a screen that
    /// code the flow does not trace shows comes from, instead of an arrow from its presenter.
    public var isEntryPoint = false

    /// How Graphviz draws a column anchor: nothing, taking no room.
    static let anchorAttributes: [(String, String)] = [
        ("shape", "point"), ("style", "invis"), ("width", "0"), ("height", "0"), ("fixedsize", "true"), ("label", ""),
    ]

    /// The entry point of the entry whose box is keyed `key`: a key no view controller's
    /// box has, since names hold no `:`.
    static func entryPointKey(of key: String) -> String { "entry:" + key }

    /// The text of an entry point.
    static let entryPointLabel = "entry"

    /// How Graphviz draws an entry point in `color`: its word in a small thin pill, taking
    /// little room (a shape, as every box of a frame has, where it is checked).
    static func entryPointAttributes(color: String) -> [(String, String)] {
        [
            ("shape", "box"), ("style", "rounded"), ("label", entryPointLabel), ("fontsize", "9"), ("fontcolor", color),
            ("color", color), ("penwidth", "0.8"), ("width", "0.4"), ("height", "0.2"), ("margin", "0.05,0.01"),
            ("class", "entry-point"),
        ]
    }
}

/// A box drawn around a container's contents: a navigation stack, a tab bar's tabs,
/// a split view's columns, or a plain parent's children.
public struct SceneCluster: Hashable, Sendable {
    /// A light box inside a container for one place of its children.
    public enum Slot: Hashable, Sendable {
        /// A tab bar's slot for one tab: labelled with the tab index, marked when selected.
        case tab
        /// A split view's slot for one column: the view controllers that fill that column
        /// in turn sit in it, one under the other, as the column's history.
        case column
    }

    public var key: String
    /// The container's name, or for a slot the tab or column it stands for.
    public var containerName: String
    public var kind: ViewControllerKind
    public var parentKey: String?
    public var slot: Slot?

    public var isTabSlot: Bool { slot == .tab }
}

/// An arrow between two nodes.
public struct SceneEdge: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// Consecutive entries of a navigation stack, in push order (solid blue).
        case navigation
        /// A container to its tabs, columns or children (neutral).
        case containment
        /// A caller to the root it presented (dashed green).
        case modal
        /// The window to its root view controller.
        case window
        /// A VC to one whose view it holds without `addChild` (R54): dotted.
        case subview
        /// An entry point to the entry it stands above (R66): a short arrow from outside the traced flow.
        case entry
    }

    public let kind: Kind
    public let from: String
    public let to: String
    /// Modal edges: the style label (and a popover's anchor, R43).
    public let label: String?
    /// The cluster the edge leaves from (UIKit's real presenter around the caller).
    public let tailCluster: String?
    /// Modal edges that leave a container's border: the VC whose code called present.
    public let caller: String?
    /// The cluster the edge points into (a presented container).
    public let headCluster: String?
    /// Everything above in one string: the edge's identity in the flow map, made once
    /// (the map looks every edge of every frame up by it).
    public let key: String

    public init(
        kind: Kind, from: String, to: String, label: String? = nil, tailCluster: String? = nil, caller: String? = nil,
        headCluster: String? = nil
    ) {
        (self.kind, self.from, self.to) = (kind, from, to)
        (self.label, self.tailCluster, self.caller, self.headCluster) = (label, tailCluster, caller, headCluster)
        key = [kind.rawValue, from, to, label ?? "", tailCluster ?? "", headCluster ?? "", caller ?? ""].joined(separator: "|")
    }
}

/// How a node is filled, after seed 000's figure.
public enum NodeRole: String, Sendable {
    /// Managed by a navigation controller: blue.
    case navigation
    /// A presented root (its content is drawn as children): green.
    case presented
    /// A presented root that code the flow does not trace showed (R66): green, with a border of its own.
    case entry
    /// A container's own header node.
    case container
    /// Anything else (a plain window root, a tab's plain VC): neutral.
    case plain
}
