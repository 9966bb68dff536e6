import NavLanguage

/// The whole view-controller hierarchy at one moment: the window's root and every
/// instance the flow has created, attached or not. A value: each step keeps its own.
///
/// The query methods are UIKit's properties, each following its rule in
/// `uikit-semantics.md`.
public struct Hierarchy: Sendable, Hashable {
    public private(set) var windowRoot: String?
    /// Every instance's state in creation order, so every listing is deterministic.
    private var states: [ViewControllerState] = []
    /// Where each name's state is in `states`. An array lets a query read one field
    /// of a state in place, where a dictionary lookup would copy the whole state.
    private var positions: [String: Int] = [:]
    public let iosVersion: Int

    public init(iosVersion: Int) {
        self.iosVersion = iosVersion
    }

    public subscript(name: String) -> ViewControllerState? {
        positions[name].map { states[$0] }
    }

    /// The flow's names in creation order.
    public var creationOrder: [String] { states.map(\.name) }

    /// Whether the flow has created an instance called `name`.
    func contains(_ name: String) -> Bool { positions[name] != nil }

    /// One field of `name`'s state, read in place.
    private func read<Field>(_ name: String, _ field: (ViewControllerState) -> Field) -> Field? {
        positions[name].map { field(states[$0]) }
    }

    func kind(of name: String) -> ViewControllerKind? { read(name) { $0.kind } }

    // MARK: - Mutation (used by the simulator)

    /// What the call being simulated changed, newest last, so that an exception can
    /// take exactly its effects back (the app crashes inside the call) without a copy
    /// of the whole hierarchy per call. Empty between calls.
    private var journal: [Change] = []

    private enum Change: Hashable, Sendable {
        /// The state at this position in `states` before the change.
        case state(Int, ViewControllerState)
        case created
        case windowRoot(String?)
    }

    /// Two hierarchies are equal when their view controllers and window are; the
    /// journal is bookkeeping of the simulation, not state.
    public static func == (lhs: Hierarchy, rhs: Hierarchy) -> Bool {
        lhs.windowRoot == rhs.windowRoot && lhs.iosVersion == rhs.iosVersion && lhs.states == rhs.states
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(windowRoot)
        hasher.combine(iosVersion)
        hasher.combine(states)
    }

    /// Starts recording a call's changes; the previous call's are kept for good.
    mutating func beginCall() {
        journal.removeAll(keepingCapacity: true)
    }

    /// Takes back every change since `beginCall()`.
    mutating func undoCall() {
        for change in journal.reversed() {
            switch change {
            case .state(let position, let state): states[position] = state
            case .created: positions[states.removeLast().name] = nil
            case .windowRoot(let root): windowRoot = root
            }
        }
        journal.removeAll(keepingCapacity: true)
    }

    mutating func setWindowRoot(_ root: String?) {
        journal.append(.windowRoot(windowRoot))
        windowRoot = root
    }

    /// Returns the instance called `name`, creating it on first mention.
    mutating func instantiate(_ name: String, kind: ViewControllerKind, className: String?) {
        guard let position = positions[name] else {
            journal.append(.created)
            positions[name] = states.count
            states.append(ViewControllerState(name: name, className: className, kind: kind))
            return
        }
        if let className, states[position].className == nil {
            update(name) { $0.className = className }
        }
    }

    mutating func update(_ name: String, _ change: (inout ViewControllerState) -> Void) {
        guard let position = positions[name] else { return }
        journal.append(.state(position, states[position]))
        change(&states[position])
    }

    /// Detaches `child` from its parent's children (the parent keeps its other children).
    mutating func detachFromParent(_ child: String) {
        guard let parent = parent(of: child) else { return }
        update(parent) { $0.children.removeAll { $0 == child } }
        update(child) { $0.parent = nil }
        if kind(of: parent) == .tabBarController {
            update(parent) { $0.selectedIndex = min($0.selectedIndex, max(0, $0.children.count - 1)) }
        }
    }

    /// Replaces the children of `container`, detaching the old ones.
    mutating func setChildren(_ container: String, _ children: [String]) {
        let kept = Set(children)
        for old in self.children(of: container) where !kept.contains(old) {
            update(old) { $0.parent = nil }
        }
        // Only a child whose parent changes is touched: a push onto a deep stack
        // rewrites the stack, not every view controller in it.
        for child in children where parent(of: child) != container {
            adopt(child, by: container)
        }
        update(container) { $0.children = children }
    }

    /// Adds `child` after the children of `container` (a push, `addChild`): the same as
    /// `setChildren` with the child appended, without a pass over the others.
    mutating func appendChild(_ child: String, to container: String) {
        if parent(of: child) != container { adopt(child, by: container) }
        update(container) { $0.children.append(child) }
    }

    /// Makes `container` the parent of `child`, taking it from its old parent first.
    private mutating func adopt(_ child: String, by container: String) {
        if parent(of: child) != nil { detachFromParent(child) }
        update(child) { $0.parent = container }
    }

    /// Removes the presentation whose presented root is `presented`, and every
    /// presentation anchored anywhere above it (R22: "P and everything above it").
    mutating func removePresentation(of presented: String) {
        guard let presenter = read(presented, { $0.presentation?.presenter }) ?? nil else { return }
        for anchor in subtree(of: presented) {
            if let above = read(anchor, { $0.presented }) ?? nil { removePresentation(of: above) }
        }
        update(presenter) { $0.presented = nil }
        update(presented) { $0.presentation = nil }
    }

    // MARK: - R1 parent and typed ancestors

    public func parent(of name: String) -> String? { read(name) { $0.parent } ?? nil }

    public func children(of name: String) -> [String] { read(name) { $0.children } ?? [] }

    /// Ancestors along `parent` only, nearest first (R1).
    public func ancestors(of name: String) -> [String] {
        var result: [String] = []
        walkAncestors(of: name) { result.append($0); return true }
        return result
    }

    /// Visits the ancestors along `parent`, nearest first, while `visit` returns true.
    private func walkAncestors(of name: String, _ visit: (String) -> Bool) {
        var current = parent(of: name)
        var count = 0
        // The model never makes a cycle; the bound only guards against one, in linear time.
        while let next = current, count < states.count, visit(next) {
            count += 1
            current = parent(of: next)
        }
    }

    public func nearestAncestor(of name: String, kind: ViewControllerKind) -> String? {
        var result: String?
        walkAncestors(of: name) { ancestor in
            if self.kind(of: ancestor) == kind { result = ancestor }
            return result == nil
        }
        return result
    }

    public func navigationController(of name: String) -> String? { nearestAncestor(of: name, kind: .navigationController) }
    public func tabBarController(of name: String) -> String? { nearestAncestor(of: name, kind: .tabBarController) }
    public func splitViewController(of name: String) -> String? { nearestAncestor(of: name, kind: .splitViewController) }

    /// Whether `name` is `root` or below it in containment. It walks up from `name`:
    /// the same answer as a search of `root`'s subtree (parents and children agree),
    /// without listing the subtree.
    func isInSubtree(_ name: String, of root: String) -> Bool {
        var found = name == root
        walkAncestors(of: name) { ancestor in
            found = ancestor == root
            return !found
        }
        return found
    }

    /// The root of `name`'s layer: the VC reached by walking `parent` to the end.
    public func layerRoot(of name: String) -> String {
        var root = name
        walkAncestors(of: name) { root = $0; return true }
        return root
    }

    /// `name` and all its containment descendants, pre-order.
    public func subtree(of name: String) -> [String] {
        var result: [String] = []
        var visited: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            result.append(next)
            pending += children(of: next).reversed()
        }
        return result
    }

    // MARK: - R2, R3 presenting and presented

    /// R2: a presented root answers its presenter; others ask their parent.
    public func presentingViewController(of name: String) -> String? {
        if let presenter = read(name, { $0.presentation?.presenter }) ?? nil { return presenter }
        guard let parent = parent(of: name) else { return nil }
        return presentingViewController(of: parent)
    }

    /// R3: `ownPresented ?? parent?.presentedViewController`.
    public func presentedViewController(of name: String) -> String? {
        if let presented = read(name, { $0.presented }) ?? nil { return presented }
        guard let parent = parent(of: name) else { return nil }
        return presentedViewController(of: parent)
    }

    // MARK: - R12, R13 which VC really presents

    /// The VC that really presents when `caller` presents with `style`: for the context
    /// styles the first VC from the caller up whose `definesPresentationContext` is
    /// true (R13), otherwise — and when none does — the root of the caller's layer (R12).
    public func presenter(forPresentationFrom caller: String, style: PresentationStyle) -> String {
        if style.resolved(iosVersion: iosVersion).usesPresentationContext,
           let definer = ([caller] + ancestors(of: caller)).first(where: { read($0) { $0.definesPresentationContext } == true }) {
            return definer
        }
        return layerRoot(of: caller)
    }

    // MARK: - R9 navigation properties, R11 tabs

    /// R9: the last element of the stack.
    public func topViewController(of navigation: String) -> String? {
        guard kind(of: navigation) == .navigationController else { return nil }
        return children(of: navigation).last
    }

    /// R9: the presented VC when there is one, else the top; it does not recurse.
    public func visibleViewController(of navigation: String) -> String? {
        guard kind(of: navigation) == .navigationController else { return nil }
        return presentedViewController(of: navigation) ?? topViewController(of: navigation)
    }

    public func selectedViewController(of tabBar: String) -> String? {
        read(tabBar) { state in
            guard state.kind == .tabBarController, !state.children.isEmpty else { return nil }
            return state.children[min(state.selectedIndex, state.children.count - 1)]
        } ?? nil
    }

    /// R11: an iPhone tab bar holds 5 items; with more, it shows 4 and a "More" tab.
    public static let tabBarSlots = 5

    /// Whether `name` is a tab that lives under the "More" tab (R11).
    public func isInMoreList(_ name: String) -> Bool {
        guard let parent = parent(of: name), kind(of: parent) == .tabBarController else { return false }
        return moreList(of: parent).contains(name)
    }

    /// The tabs the bar cannot hold, listed by `moreNavigationController` (R11): with more
    /// than five tabs, the bar shows the first four and a "More" tab for the rest.
    public func moreList(of tabBar: String) -> [String] {
        guard kind(of: tabBar) == .tabBarController else { return [] }
        let tabs = children(of: tabBar)
        return tabs.count > Self.tabBarSlots ? Array(tabs[(Self.tabBarSlots - 1)...]) : []
    }

    // MARK: - R31 getTopVC

    /// R31: the canonical getTopVC helper of seeds 001 and 004, from the window root.
    public var top: String? {
        guard let root = windowRoot else { return nil }
        return top(from: root)
    }

    public func top(from name: String) -> String {
        var current = name
        var visited: Set<String> = []
        while visited.insert(current).inserted {
            if let presented = presentedViewController(of: current) {
                current = presented
            } else if kind(of: current) == .tabBarController, let selected = selectedViewController(of: current) {
                current = selected
            } else if kind(of: current) == .navigationController, let visible = visibleViewController(of: current) {
                current = visible
            } else {
                return current
            }
        }
        return current
    }

    // MARK: - Window membership and R32 visibility

    /// Whether `name` is in the window's hierarchy: its layer is the window root's, or
    /// is presented by a VC that is itself in the window.
    public func isInWindow(_ name: String) -> Bool {
        guard let root = windowRoot else { return false }
        var layer = layerRoot(of: name)
        var visited: Set<String> = []
        while visited.insert(layer).inserted {
            if layer == root { return true }
            guard let presenter = read(layer, { $0.presentation?.presenter }) ?? nil else { return false }
            layer = layerRoot(of: presenter)
        }
        return false
    }

    /// R32: in the window, selected or on top in every container up to its layer's
    /// root, and not covered by a `fullScreen`/`currentContext` presentation.
    public func isVisible(_ name: String) -> Bool {
        isVisible(name, covers: coveringPresentations())
    }

    /// Every on-screen VC, parents before their children (R30), in `windowOrder`.
    public var visibleControllers: [String] {
        guard let root = windowRoot else { return [] }
        let covers = coveringPresentations()
        // One pre-order walk of the window (as `windowOrder`), carrying whether every
        // container above shows this child (nav top, selected tab); a presented root
        // starts its layer shown. Same rule as `isVisible`, linear instead of per VC.
        var result: [String] = []
        var visited: Set<String> = []
        func visit(_ name: String, shown: Bool) {
            guard visited.insert(name).inserted else { return }
            if shown && !covers.contains(where: { isCovered(name, by: $0) }) { result.append(name) }
            let state = self[name]
            let shownChild: String?? = state?.kind == .navigationController ? .some(topViewController(of: name))
                : state?.kind == .tabBarController ? .some(selectedViewController(of: name)) : .none
            for child in children(of: name) {
                visit(child, shown: shown && (shownChild.map { $0 == child } ?? true))
            }
            if let presented = state?.presented { visit(presented, shown: true) }
        }
        visit(root, shown: true)
        return result
    }

    /// The VCs in the window in `_printHierarchy`'s pre-order: a VC, its children, then
    /// the VC it presents.
    public var windowOrder: [String] {
        guard let root = windowRoot else { return [] }
        var result: [String] = []
        var visited: Set<String> = []
        func visit(_ name: String) {
            guard visited.insert(name).inserted else { return }
            result.append(name)
            for child in children(of: name) { visit(child) }
            if let presented = read(name, { $0.presented }) ?? nil { visit(presented) }
        }
        visit(root)
        return result
    }

    private func isVisible(_ name: String, covers: [String]) -> Bool {
        guard isInWindow(name) else { return false }
        var child = name
        for ancestor in ancestors(of: name) {
            switch kind(of: ancestor) {
            case .navigationController?: if topViewController(of: ancestor) != child { return false }
            case .tabBarController?: if selectedViewController(of: ancestor) != child { return false }
            default: break
            }
            child = ancestor
        }
        return !covers.contains { isCovered(name, by: $0) }
    }

    /// Presented roots in the window whose style takes the presenter's view away.
    private func coveringPresentations() -> [String] {
        states.filter { state in
            guard let presentation = state.presentation else { return false }
            return presentation.style.removesPresenterView(iosVersion: iosVersion) && isInWindow(state.name)
        }.map(\.name)
    }

    /// The VCs from `name` down to the window: `name`, then the presenter of its layer,
    /// then the presenter of that one's layer, and so on.
    private func anchorChain(of name: String) -> [String] {
        var chain = [name]
        var visited: Set<String> = [layerRoot(of: name)]
        while let presenter = read(layerRoot(of: chain.last!), { $0.presentation?.presenter }) ?? nil,
              visited.insert(layerRoot(of: presenter)).inserted {
            chain.append(presenter)
        }
        return chain
    }

    /// A full-screen cover hides everything beneath it; a current-context cover hides
    /// its presenter's subtree. Nothing on or above the cover's own layer is hidden.
    private func isCovered(_ name: String, by cover: String) -> Bool {
        guard let presentation = read(cover, { $0.presentation }) ?? nil else { return false }
        let chain = anchorChain(of: name)
        if chain.contains(where: { layerRoot(of: $0) == cover }) { return false }
        guard presentation.style.resolved(iosVersion: iosVersion) == .currentContext else { return true }
        let context = Set(subtree(of: presentation.presenter))
        return chain.contains { context.contains($0) }
    }
}

extension PresentationStyle {
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
