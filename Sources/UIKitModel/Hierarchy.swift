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
    /// The device of `device iphone|ipad`; nil models a regular-width screen, as an iPad.
    public let device: Device?
    /// The window's root view controller.
    private(set) var root: ViewControllerID?
    /// Every instance in creation order, so every listing is deterministic.
    private var nodes: [ViewControllerRecord<ViewControllerID>] = []
    private var ids: [String: ViewControllerID] = [:]

    public init(iosVersion: Int, device: Device? = nil) {
        self.iosVersion = iosVersion
        self.device = device
    }

    /// Whether the window is horizontally compact (an iPhone in portrait): split views
    /// collapse and some presentation styles adapt (R36, R38).
    public var isCompactWidth: Bool { device == .iphone }

    /// The instance called `name`, if the flow has created it.
    func id(_ name: String) -> ViewControllerID? { ids[name] }

    func name(_ id: ViewControllerID) -> String { nodes[id].name }

    /// Every instance, in creation order.
    var instances: Range<ViewControllerID> { nodes.indices }

    subscript(id: ViewControllerID) -> ViewControllerRecord<ViewControllerID> { nodes[id] }

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
        lhs.root == rhs.root && lhs.iosVersion == rhs.iosVersion && lhs.device == rhs.device && lhs.nodes == rhs.nodes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(iosVersion)
        hasher.combine(device)
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

    /// Makes `container` the parent of `child`, taking it from its old parent first.
    private mutating func adopt(_ child: ViewControllerID, by container: ViewControllerID) {
        if nodes[child].parent != nil { detachFromParent(child) }
        setParent(of: child, to: container)
    }

    private mutating func setParent(of child: ViewControllerID, to parent: ViewControllerID?) {
        journal.append(.parent(child, nodes[child].parent))
        nodes[child].parent = parent
    }

    /// Removes the presentation whose presented root is `presented`, and every
    /// presentation anchored anywhere above it (R22: "P and everything above it").
    mutating func removePresentation(of presented: ViewControllerID) {
        guard let presenter = nodes[presented].presentation?.presenter else { return }
        for anchor in subtree(of: presented) {
            if let above = nodes[anchor].presented { removePresentation(of: above) }
        }
        update(presenter) { $0.presented = nil }
        update(presented) { $0.presentation = nil }
    }

    // MARK: - R1 parent and typed ancestors

    /// Ancestors along `parent` only, nearest first (R1).
    func ancestors(of id: ViewControllerID) -> [ViewControllerID] {
        var result: [ViewControllerID] = []
        walkAncestors(of: id) { result.append($0); return true }
        return result
    }

    /// Visits the ancestors along `parent`, nearest first, while `visit` returns true.
    private func walkAncestors(of id: ViewControllerID, _ visit: (ViewControllerID) -> Bool) {
        var current = nodes[id].parent
        var count = 0
        // The model never makes a cycle; the bound only guards against one, in linear time.
        while let next = current, count < nodes.count, visit(next) {
            count += 1
            current = nodes[next].parent
        }
    }

    func nearestAncestor(of id: ViewControllerID, kind: ViewControllerKind) -> ViewControllerID? {
        var result: ViewControllerID?
        walkAncestors(of: id) { ancestor in
            if nodes[ancestor].kind == kind { result = ancestor }
            return result == nil
        }
        return result
    }

    func navigationController(of id: ViewControllerID) -> ViewControllerID? { nearestAncestor(of: id, kind: .navigationController) }
    func tabBarController(of id: ViewControllerID) -> ViewControllerID? { nearestAncestor(of: id, kind: .tabBarController) }
    func splitViewController(of id: ViewControllerID) -> ViewControllerID? { nearestAncestor(of: id, kind: .splitViewController) }

    /// Whether `id` is `root` or below it in containment. It walks up from `id`: the
    /// same answer as a search of `root`'s subtree (parents and children agree),
    /// without listing the subtree.
    func isInSubtree(_ id: ViewControllerID, of root: ViewControllerID) -> Bool {
        var found = id == root
        walkAncestors(of: id) { ancestor in
            found = ancestor == root
            return !found
        }
        return found
    }

    /// The root of the layer of `id`: the VC reached by walking `parent` to the end.
    func layerRoot(of id: ViewControllerID) -> ViewControllerID {
        var root = id
        walkAncestors(of: id) { root = $0; return true }
        return root
    }

    /// `id` and all its containment descendants, pre-order.
    func subtree(of id: ViewControllerID) -> [ViewControllerID] {
        var result: [ViewControllerID] = []
        var visited = ViewControllerIDSet(capacity: nodes.count)
        var pending = [id]
        while let next = pending.popLast() {
            guard visited.insert(next) else { continue }
            result.append(next)
            pending += nodes[next].children.reversed()
        }
        return result
    }

    // MARK: - R2, R3 presenting and presented

    /// R2: a presented root answers its presenter; others ask their parent.
    func presentingViewController(of id: ViewControllerID) -> ViewControllerID? {
        if let presenter = nodes[id].presentation?.presenter { return presenter }
        guard let parent = nodes[id].parent else { return nil }
        return presentingViewController(of: parent)
    }

    /// R3: `ownPresented ?? parent?.presentedViewController`.
    func presentedViewController(of id: ViewControllerID) -> ViewControllerID? {
        if let presented = nodes[id].presented { return presented }
        guard let parent = nodes[id].parent else { return nil }
        return presentedViewController(of: parent)
    }

    // MARK: - R12, R13 which VC really presents

    /// The VC that really presents when `caller` presents with `style`: for the context
    /// styles the first VC from the caller up whose `definesPresentationContext` is
    /// true (R13), otherwise — and when none does — the root of the caller's layer (R12).
    func presenter(forPresentationFrom caller: ViewControllerID, style: PresentationStyle) -> ViewControllerID {
        if style.resolved(iosVersion: iosVersion).usesPresentationContext,
           let definer = ([caller] + ancestors(of: caller)).first(where: { nodes[$0].definesPresentationContext }) {
            return definer
        }
        return layerRoot(of: caller)
    }

    // MARK: - R9 navigation properties, R11 tabs

    /// R9: the last element of the stack.
    func topViewController(of navigation: ViewControllerID) -> ViewControllerID? {
        guard nodes[navigation].kind == .navigationController else { return nil }
        return nodes[navigation].children.last
    }

    /// R9: the presented VC when there is one, else the top; it does not recurse.
    func visibleViewController(of navigation: ViewControllerID) -> ViewControllerID? {
        guard nodes[navigation].kind == .navigationController else { return nil }
        return presentedViewController(of: navigation) ?? topViewController(of: navigation)
    }

    /// The selected tab: the VC, also when the More navigation controller shows it (R37).
    func selectedViewController(of tabBar: ViewControllerID) -> ViewControllerID? {
        selectedSlot(of: tabBar).map(tabViewController)
    }

    /// The child in the selected tab's place: the tab's VC, or the More navigation
    /// controller that shows it (R37).
    func selectedSlot(of tabBar: ViewControllerID) -> ViewControllerID? {
        let node = nodes[tabBar]
        guard node.kind == .tabBarController, !node.children.isEmpty else { return nil }
        return node.children[min(node.selectedIndex, node.children.count - 1)]
    }

    /// The suffix of the More navigation controller's name: a name written in a flow
    /// has no dot, so it names no other instance.
    static let moreNavigationSuffix = ".moreNavigationController"

    /// Whether `id` is a tab bar controller's `moreNavigationController` (R37).
    func isMoreNavigationController(_ id: ViewControllerID) -> Bool {
        nodes[id].kind == .navigationController && nodes[id].name.hasSuffix(Self.moreNavigationSuffix)
    }

    /// The tab a child of a tab bar controller stands for: itself, or the VC the More
    /// navigation controller in its place shows (R37).
    func tabViewController(_ child: ViewControllerID) -> ViewControllerID {
        isMoreNavigationController(child) ? nodes[child].children.first ?? child : child
    }

    /// R11: an iPhone tab bar holds 5 items; with more, it shows 4 and a "More" tab.
    public static let tabBarSlots = 5

    /// Whether `id` is a tab that lives under the "More" tab (R11).
    func isInMoreList(_ id: ViewControllerID) -> Bool {
        guard let parent = nodes[id].parent, nodes[parent].kind == .tabBarController else { return false }
        return moreList(of: parent).contains(id)
    }

    /// The tabs the bar cannot hold, listed by `moreNavigationController` (R11): with more
    /// than five tabs, the bar shows the first four and a "More" tab for the rest.
    func moreList(of tabBar: ViewControllerID) -> [ViewControllerID] {
        guard nodes[tabBar].kind == .tabBarController else { return [] }
        let tabs = nodes[tabBar].children
        return tabs.count > Self.tabBarSlots ? Array(tabs[(Self.tabBarSlots - 1)...]) : []
    }

    // MARK: - R31 getTopVC

    /// R31: the canonical getTopVC helper of seeds 001 and 004, from the window root.
    var topID: ViewControllerID? { root.map(top(from:)) }

    func top(from id: ViewControllerID) -> ViewControllerID {
        var current = id
        var visited = ViewControllerIDSet(capacity: nodes.count)
        while visited.insert(current) {
            if let presented = presentedViewController(of: current) {
                current = presented
            } else if nodes[current].kind == .tabBarController, let selected = selectedViewController(of: current) {
                current = selected
            } else if nodes[current].kind == .navigationController, let visible = visibleViewController(of: current) {
                current = visible
            } else {
                return current
            }
        }
        return current
    }

    // MARK: - Window membership and R32 visibility

    /// Whether `id` is in the window's hierarchy: its layer is the window root's, or
    /// is presented by a VC that is itself in the window.
    func isInWindow(_ id: ViewControllerID) -> Bool {
        guard let root else { return false }
        var layer = layerRoot(of: id)
        var visited = ViewControllerIDSet(capacity: nodes.count)
        while visited.insert(layer) {
            if layer == root { return true }
            guard let presenter = nodes[layer].presentation?.presenter else { return false }
            layer = layerRoot(of: presenter)
        }
        return false
    }

    /// Whether the view of `id` is in the window (R39): `id` is in the window's hierarchy
    /// and every container above it in its layer shows it. A navigation controller
    /// keeps only its top's view in the window, a tab bar controller only the
    /// selected tab's; covering presentations do not count here.
    func isViewInWindow(_ id: ViewControllerID) -> Bool {
        guard isInWindow(id) else { return false }
        var shown = true
        var child = id
        walkAncestors(of: id) { ancestor in
            shown = container(ancestor, shows: child)
            child = ancestor
            return shown
        }
        return shown
    }

    /// Whether `container` keeps the view of its child `child` in the window: a
    /// navigation controller its top, a tab bar controller its selected tab, a
    /// collapsed split view (compact width, R36) its primary column, a plain VC every child.
    func container(_ container: ViewControllerID, shows child: ViewControllerID) -> Bool {
        switch nodes[container].kind {
        case .navigationController: return topViewController(of: container) == child
        case .tabBarController: return selectedSlot(of: container) == child
        case .splitViewController: return !isCompactWidth || nodes[container].children.first == child
        case .viewController: return true
        }
    }

    /// R32: in the window, selected or on top in every container up to its layer's
    /// root, and not covered by a `fullScreen`/`currentContext` presentation.
    func isVisible(_ id: ViewControllerID) -> Bool {
        isVisible(id, covers: coveringPresentations())
    }

    /// Every on-screen VC, parents before their children (R30), in `windowOrder`.
    var visibleIDs: [ViewControllerID] {
        guard let root else { return [] }
        let covers = coveringPresentations()
        // One pre-order walk of the window (as `windowOrder`), carrying whether every
        // container above shows this child (nav top, selected tab); a presented root
        // starts its layer shown. Same rule as `isVisible`, linear instead of per VC.
        var result: [ViewControllerID] = []
        var visited = ViewControllerIDSet(capacity: nodes.count)
        func visit(_ id: ViewControllerID, shown: Bool) {
            guard visited.insert(id) else { return }
            if shown && !covers.contains(where: { isCovered(id, by: $0) }) { result.append(id) }
            let node = nodes[id]
            for child in node.children {
                visit(child, shown: shown && container(id, shows: child))
            }
            if let presented = node.presented { visit(presented, shown: true) }
        }
        visit(root, shown: true)
        return result
    }

    /// The VCs in the window in `_printHierarchy`'s pre-order: a VC, its children, then
    /// the VC it presents.
    var windowOrderIDs: [ViewControllerID] {
        guard let root else { return [] }
        var result: [ViewControllerID] = []
        var visited = ViewControllerIDSet(capacity: nodes.count)
        func visit(_ id: ViewControllerID) {
            guard visited.insert(id) else { return }
            result.append(id)
            for child in nodes[id].children { visit(child) }
            if let presented = nodes[id].presented { visit(presented) }
        }
        visit(root)
        return result
    }

    private func isVisible(_ id: ViewControllerID, covers: [ViewControllerID]) -> Bool {
        guard isViewInWindow(id) else { return false }
        return !covers.contains { isCovered(id, by: $0) }
    }

    /// Presented roots in the window whose style takes the presenter's view away.
    private func coveringPresentations() -> [ViewControllerID] {
        nodes.indices.filter { id in
            guard let presentation = nodes[id].presentation else { return false }
            return presentation.style.removesPresenterView(iosVersion: iosVersion) && isInWindow(id)
        }
    }

    /// The VCs from `id` down to the window: `id`, then the presenter of its layer,
    /// then the presenter of that one's layer, and so on.
    private func anchorChain(of id: ViewControllerID) -> [ViewControllerID] {
        var chain = [id]
        var visited = ViewControllerIDSet([layerRoot(of: id)], capacity: nodes.count)
        while let presenter = nodes[layerRoot(of: chain.last!)].presentation?.presenter,
              visited.insert(layerRoot(of: presenter)) {
            chain.append(presenter)
        }
        return chain
    }

    /// A full-screen cover hides everything beneath it; a current-context cover hides
    /// its presenter's subtree. Nothing on or above the cover's own layer is hidden.
    private func isCovered(_ id: ViewControllerID, by cover: ViewControllerID) -> Bool {
        guard let presentation = nodes[cover].presentation else { return false }
        let chain = anchorChain(of: id)
        if chain.contains(where: { layerRoot(of: $0) == cover }) { return false }
        guard presentation.style.resolved(iosVersion: iosVersion) == .currentContext else { return true }
        let context = ViewControllerIDSet(subtree(of: presentation.presenter), capacity: nodes.count)
        return chain.contains { context.contains($0) }
    }
}

// MARK: - By name

/// The public queries, by name: each finds the instance and answers with names. A
/// name the flow never created has no links (as an instance that was never attached).
extension Hierarchy {
    public var windowRoot: String? { root.map(name) }

    /// The flow's names in creation order.
    public var creationOrder: [String] { nodes.map(\.name) }

    public subscript(name: String) -> ViewControllerState? {
        id(name).map(state)
    }

    public func parent(of name: String) -> String? { id(name).flatMap { nodes[$0].parent }.map(self.name) }

    public func children(of name: String) -> [String] { id(name).map { nodes[$0].children.map(self.name) } ?? [] }

    /// Ancestors along `parent` only, nearest first (R1).
    public func ancestors(of name: String) -> [String] { id(name).map { ancestors(of: $0).map(self.name) } ?? [] }

    public func nearestAncestor(of name: String, kind: ViewControllerKind) -> String? {
        id(name).flatMap { nearestAncestor(of: $0, kind: kind) }.map(self.name)
    }

    public func navigationController(of name: String) -> String? { nearestAncestor(of: name, kind: .navigationController) }
    public func tabBarController(of name: String) -> String? { nearestAncestor(of: name, kind: .tabBarController) }
    public func splitViewController(of name: String) -> String? { nearestAncestor(of: name, kind: .splitViewController) }

    /// The root of `name`'s layer: the VC reached by walking `parent` to the end.
    public func layerRoot(of name: String) -> String { id(name).map { self.name(layerRoot(of: $0)) } ?? name }

    /// R2: a presented root answers its presenter; others ask their parent.
    public func presentingViewController(of name: String) -> String? { id(name).flatMap(presentingViewController(of:)).map(self.name) }

    /// R3: `ownPresented ?? parent?.presentedViewController`.
    public func presentedViewController(of name: String) -> String? { id(name).flatMap(presentedViewController(of:)).map(self.name) }

    /// The VC that really presents when `caller` presents with `style` (R12, R13).
    public func presenter(forPresentationFrom caller: String, style: PresentationStyle) -> String {
        id(caller).map { name(presenter(forPresentationFrom: $0, style: style)) } ?? caller
    }

    /// The style in effect for the presentation of `name`'s layer (R14, R38), or nil
    /// when the layer is not presented.
    public func presentationStyle(of name: String) -> PresentationStyle? {
        id(name).flatMap { nodes[layerRoot(of: $0)].presentation?.style }
    }

    /// R9: the last element of the stack.
    public func topViewController(of navigation: String) -> String? { id(navigation).flatMap(topViewController(of:)).map(name) }

    /// R9: the presented VC when there is one, else the top; it does not recurse.
    public func visibleViewController(of navigation: String) -> String? { id(navigation).flatMap(visibleViewController(of:)).map(name) }

    public func selectedViewController(of tabBar: String) -> String? { id(tabBar).flatMap(selectedViewController(of:)).map(name) }

    /// A tab bar controller's `viewControllers`: its tabs, the More navigation controller
    /// not among them (R37); any other container's children.
    public func viewControllers(of container: String) -> [String] {
        guard let id = id(container) else { return [] }
        let children = nodes[id].children
        return (nodes[id].kind == .tabBarController ? children.map(tabViewController) : children).map(name)
    }

    /// Whether `name` is a tab that lives under the "More" tab (R11).
    public func isInMoreList(_ name: String) -> Bool { id(name).map(isInMoreList) ?? false }

    /// The tabs the bar cannot hold, listed by `moreNavigationController` (R11).
    public func moreList(of tabBar: String) -> [String] { id(tabBar).map { moreList(of: $0).map { name(tabViewController($0)) } } ?? [] }

    /// The tab a child of a tab bar controller stands for: itself, or the VC the More
    /// navigation controller in its place shows (R37).
    public func tabViewController(of child: String) -> String { id(child).map { name(tabViewController($0)) } ?? child }

    /// R31: the canonical getTopVC helper of seeds 001 and 004, from the window root.
    public var top: String? { topID.map(name) }

    public func top(from name: String) -> String { id(name).map { self.name(top(from: $0)) } ?? name }

    /// Whether `name` is in the window's hierarchy.
    public func isInWindow(_ name: String) -> Bool { id(name).map(isInWindow) ?? false }

    /// R32: in the window, selected or on top in every container up to its layer's
    /// root, and not covered by a `fullScreen`/`currentContext` presentation.
    public func isVisible(_ name: String) -> Bool { id(name).map(isVisible) ?? false }

    /// Every on-screen VC, parents before their children (R30), in `windowOrder`.
    public var visibleControllers: [String] { visibleIDs.map(name) }

    /// The VCs in the window in `_printHierarchy`'s pre-order: a VC, its children, then
    /// the VC it presents.
    public var windowOrder: [String] { windowOrderIDs.map(name) }
}

extension PresentationStyle {
    /// The style in effect (R14, R38): `automatic` resolved, then adapted to a
    /// horizontally compact window. Before iOS 13 an iPhone shows sheets and popovers
    /// full screen; from iOS 13 a popover becomes a form sheet, and sheets stay sheets.
    public func adapted(iosVersion: Int, compactWidth: Bool) -> PresentationStyle {
        let style = resolved(iosVersion: iosVersion)
        guard compactWidth else { return style }
        switch style {
        case .pageSheet, .formSheet: return iosVersion <= 12 ? .fullScreen : style
        case .popover: return iosVersion <= 12 ? .fullScreen : .formSheet
        default: return style
        }
    }

    /// The style `automatic` stands for on this iOS version (R14).
    public func resolved(iosVersion: Int) -> PresentationStyle {
        guard self == .automatic else { return self }
        if iosVersion <= 12 { return .fullScreen }
        return iosVersion >= 18 ? .formSheet : .pageSheet
    }

    /// R26/R27/R32: whether the presenter's view leaves the screen.
    public func removesPresenterView(iosVersion: Int) -> Bool {
        let style = resolved(iosVersion: iosVersion)
        return style == .fullScreen || style == .currentContext
    }

    /// R13: the context styles look for `definesPresentationContext`.
    public var usesPresentationContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }
}
