/// How one element of the map looks in one frame: everything its DOT attributes depend
/// on besides the element itself. Frames keep these instead of scenes, and an element
/// has few distinct looks over a whole flow (see `ElementVariants`).
struct ElementLook: Hashable, Sendable {
    /// What a frame does with an element of the map.
    enum State: Hashable, Sendable {
        case absent, present, added, removed
    }

    var state: State
    /// Nodes: the colour role.
    var role: NodeRole = .plain
    /// Nodes and containers: shown on screen (R32).
    var onScreen = true
    /// Nodes: the getTopVC result (R31).
    var isTop = false
    /// Tab slots: "tab 2", "tab 5 · under More".
    var slotTitle = ""
    /// Tab slots: the selected tab.
    var isSelected = false
    /// Containers: the border around what the frame shows of them, when it is smaller than
    /// the layout's (`Diagram.fittingContainers(to:)`).
    var extent: Bounds?
    /// Nodes: the alert or system view controller the frame shows on the box (`SceneAttachment`).
    var attached: AttachedLook?

    /// An attachment as one frame shows it on its box.
    struct AttachedLook: Hashable, Sendable {
        var name: String
        /// `present`, `added` by this step, or `removed` by it.
        var state: State
        /// The getTopVC result (R31).
        var isTop = false
    }

    static let absent = ElementLook(state: .absent)

    /// The look after the element left the hierarchy: a ghost of how it last looked.
    var removed: ElementLook {
        var look = self
        look.state = .removed
        look.isTop = false
        look.onScreen = true
        look.attached = nil
        return look
    }
}
