import NavLanguage

/// The whole view-controller hierarchy at one moment: the window's root and every
/// instance the flow has created, attached or not. A value: each step keeps its own.
///
/// The query methods are UIKit's properties, each following its rule in
/// `uikit-semantics.md`. Inside, a view controller is a `ViewControllerID`, its place
/// in creation order, and so are its links: the simulator's walks index an array
/// instead of hashing names. The public API takes and gives names.
public struct Hierarchy: Sendable, Hashable {
    public let iosVersion: Int
    /// The device of `device iphone|ipad`, an iPhone without one (R38).
    public let device: Device
    /// How the device is held (`device iphone landscape`): portrait without one (R71);
    /// `rotate` turns it (R74).
    public internal(set) var orientation: Orientation
    /// The window's root view controller.
    private(set) var root: ViewControllerID?
    /// Every instance in creation order, so every listing is deterministic.
    private(set) var nodes: [ViewControllerRecord<ViewControllerID>] = []
    private var ids: [String: ViewControllerID] = [:]

    public init(iosVersion: Int, device: Device = .default, orientation: Orientation = .portrait) {
        self.iosVersion = iosVersion
        self.device = device
        self.orientation = orientation
    }

    /// Whether the window is horizontally compact (an iPhone in portrait): split views
    /// collapse and some presentation styles adapt (R36, R38).
    public var isCompactWidth: Bool { device == .iphone }

    /// Whether the window is vertically compact (an iPhone in landscape): sheets and
    /// popovers are shown full screen (R71). An iPad is regular both ways.
    public var isCompactHeight: Bool { device == .iphone && orientation == .landscape }

    /// "an iPhone in landscape (compact width and height)", as captions name the device.
    public var devicePhrase: String {
        isCompactHeight ? "an iPhone in landscape (compact width and height)" : device.phrase
    }

    /// The instance called `name`, if the flow has created it.
    func id(_ name: String) -> ViewControllerID? { ids[name] }

    func name(_ id: ViewControllerID) -> String { nodes[id].name }

    /// Every instance, in creation order.
    var instances: Range<ViewControllerID> { nodes.indices }

    subscript(id: ViewControllerID) -> ViewControllerRecord<ViewControllerID> { nodes[id] }

    /// Whether the view of `id` has loaded: read in place, as every traced step asks it
    /// of each VC on screen (a whole record through the subscript is a copy).
    func isViewLoaded(_ id: ViewControllerID) -> Bool { nodes[id].viewLoaded }

    /// The state with its links as names.
    func state(_ id: ViewControllerID) -> ViewControllerState { nodes[id].mapLinks(name) }

    // MARK: - Mutation (used by the simulator)

    /// What the call being simulated changed, newest last, so that an exception can
    /// take exactly its effects back (the app crashes inside the call) without a copy
    /// of the whole hierarchy per call. Empty between calls.
    private var journal: [Change] = []

    /// The changes of a push or a pop are recorded one field each: a whole state in the
    /// journal would share its children, and changing them would then copy them.
    private enum Change: Hashable, Sendable {
        /// The instance's state before the change.
        case node(ViewControllerID, ViewControllerRecord<ViewControllerID>)
        /// The instance's parent before the change.
        case parent(ViewControllerID, ViewControllerID?)
        /// A child appended to the container's children.
        case appended(to: ViewControllerID)
        /// The child taken from the container's children, at that index.
        case removed(ViewControllerID, from: ViewControllerID, at: Int)
        case created
        case root(ViewControllerID?)
    }

    /// Two hierarchies are equal when their view controllers and window are; the
    /// journal is bookkeeping of the simulation, not state.
    public static func == (lhs: Hierarchy, rhs: Hierarchy) -> Bool {
        lhs.root == rhs.root && lhs.iosVersion == rhs.iosVersion && lhs.device == rhs.device && lhs.orientation == rhs.orientation
            && lhs.nodes == rhs.nodes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(iosVersion)
        hasher.combine(device)
        hasher.combine(orientation)
        hasher.combine(nodes)
    }

    /// Starts recording a call's changes; the previous call's are kept for good.
    mutating func beginCall() {
        journal.removeAll(keepingCapacity: true)
    }

    /// Takes back every change since `beginCall()`.
    mutating func undoCall() {
        for change in journal.reversed() {
            switch change {
            case .node(let id, let node): nodes[id] = node
            case .parent(let id, let parent): nodes[id].parent = parent
            case .appended(let container): nodes[container].children.removeLast()
            case .removed(let child, let container, let index): nodes[container].children.insert(child, at: index)
            case .created: ids[nodes.removeLast().name] = nil
            case .root(let id): root = id
            }
        }
        journal.removeAll(keepingCapacity: true)
    }

    mutating func setWindowRoot(_ id: ViewControllerID?) {
        journal.append(.root(root))
        root = id
    }

    /// Returns the instance called `name`, creating it on first mention.
    mutating func instantiate(_ name: String, kind: @autoclosure () -> ViewControllerKind, className: String?) -> ViewControllerID {
        guard let id = ids[name] else {
            journal.append(.created)
            ids[name] = nodes.count
            nodes.append(ViewControllerRecord(name: name, className: className, kind: kind()))
            return nodes.count - 1
        }
        if let className, nodes[id].className == nil {
            update(id) { $0.className = className }
        }
        return id
    }

    mutating func update(_ id: ViewControllerID, _ change: (inout ViewControllerRecord<ViewControllerID>) -> Void) {
        journal.append(.node(id, nodes[id]))
        change(&nodes[id])
    }

    /// Detaches `child` from its parent's children (the parent keeps its other children).
    mutating func detachFromParent(_ child: ViewControllerID) {
        guard let parent = nodes[child].parent else { return }
        // A view controller is listed once, by its parent only.
        if let index = nodes[parent].children.firstIndex(of: child) {
            journal.append(.removed(child, from: parent, at: index))
            nodes[parent].children.remove(at: index)
        }
        setParent(of: child, to: nil)
        if nodes[parent].kind == .tabBarController {
            update(parent) { $0.selectedIndex = min($0.selectedIndex, max(0, $0.children.count - 1)) }
        }
    }

    /// Replaces the children of `container`, detaching the old ones.
    mutating func setChildren(_ container: ViewControllerID, _ children: [ViewControllerID]) {
        let kept = ViewControllerIDSet(children, capacity: nodes.count)
        for old in nodes[container].children where !kept.contains(old) {
            setParent(of: old, to: nil)
        }
        // Only a child whose parent changes is touched: a push onto a deep stack
        // rewrites the stack, not every view controller in it.
        for child in children where nodes[child].parent != container {
            adopt(child, by: container)
        }
        update(container) { $0.children = children }
    }

    /// Adds `child` after the children of `container` (a push, `addChild`): the same as
    /// `setChildren` with the child appended, without a pass over the others.
    mutating func appendChild(_ child: ViewControllerID, to container: ViewControllerID) {
        if nodes[child].parent != container { adopt(child, by: container) }
        journal.append(.appended(to: container))
        nodes[container].children.append(child)
    }

    /// Makes `container` the parent of `child`, taking it from its old parent first; a
    /// view added without `addChild` is contained from now on (R54).
    private mutating func adopt(_ child: ViewControllerID, by container: ViewControllerID) {
        if nodes[child].parent != nil { detachFromParent(child) }
        if nodes[child].hostView != nil { update(child) { $0.hostView = nil } }
        setParent(of: child, to: container)
    }

    private mutating func setParent(of child: ViewControllerID, to parent: ViewControllerID?) {
        journal.append(.parent(child, nodes[child].parent))
        nodes[child].parent = parent
    }
}

// MARK: - By name

/// The public queries, by name: each finds the instance and answers with names. A
/// name the flow never created has no links (as an instance that was never attached).
extension Hierarchy {
    public var windowRoot: String? { root.map(name) }

    /// The flow's names in creation order.
    public var creationOrder: [String] { nodes.map(\.name) }

    /// The names of the instances that have children, in creation order.
    public var parentNames: [String] { nodes.indices.filter { !nodes[$0].children.isEmpty }.map { nodes[$0].name } }

    public subscript(name: String) -> ViewControllerState? {
        id(name).map(state)
    }
}
