import NavLanguage

/// Window membership, views in the window (R39, R44, R54) and what is on screen (R32).
extension Hierarchy {
    /// Whether `id` is in the window's hierarchy: its layer is the window root's, or
    /// is presented by a VC that is itself in the window, or its view was added to the
    /// view of one (R54).
    func isInWindow(_ id: ViewControllerID) -> Bool {
        guard let root else { return false }
        var layer = layerRoot(of: id)
        var visited = ViewControllerIDSet(capacity: nodes.count)
        while visited.insert(layer) {
            if layer == root { return true }
            guard let anchor = nodes[layer].presentation?.presenter ?? nodes[layer].hostView else { return false }
            layer = layerRoot(of: anchor)
        }
        return false
    }

    /// Whether the view of `id` is in the window (R39): `id` is in the window's hierarchy
    /// and every container above it in its layer shows it. A navigation controller
    /// keeps only its top's view in the window, a tab bar controller only the
    /// selected tab's; covering presentations do not count here. A context
    /// presentation lives in its context's view (R44), a view added without
    /// `addChild` in its host's (R54).
    func isViewInWindow(_ id: ViewControllerID) -> Bool {
        guard isInWindow(id) else { return false }
        var current = id
        var visited = ViewControllerIDSet(capacity: nodes.count)
        while visited.insert(current) {
            var shown = true
            var child = current
            walkAncestors(of: current) { ancestor in
                shown = container(ancestor, shows: child)
                child = ancestor
                return shown
            }
            guard shown else { return false }
            // `child` is the layer's root: its view is where its presenter's or host's is.
            if let presentation = nodes[child].presentation, presentation.style.usesPresentationContext {
                current = presentation.presenter
            } else if let host = nodes[child].hostView {
                current = host
            } else {
                return true
            }
        }
        return false
    }

    /// Whether `container` keeps the view of its child `child` in the window: a
    /// navigation controller its top, a tab bar controller its selected tab, a
    /// split view its columns (collapsed, its primary or compact column: R36, R45,
    /// R46), a plain VC every child.
    func container(_ container: ViewControllerID, shows child: ViewControllerID) -> Bool {
        switch nodes[container].kind {
        case .navigationController: return topViewController(of: container) == child
        case .tabBarController: return selectedSlot(of: container) == child
        case .splitViewController: return splitView(container, shows: child)
        case .viewController, .alertController: return true
        }
    }

    /// The column views a split view keeps in the window: in a regular width every
    /// column but the compact one; in a compact width the compact column when it has
    /// one, else the primary (R36, R45, R46).
    private func splitView(_ split: ViewControllerID, shows child: ViewControllerID) -> Bool {
        let node = nodes[split]
        guard isCompactWidth else { return child != node.compactColumn }
        if let compact = node.compactColumn { return child == compact }
        if node.splitStyle != nil { return child == column(node.collapsedColumn ?? .secondary, of: split) }
        return child == node.children.first
    }

    /// R32: in the window, selected or on top in every container up to its layer's
    /// root, and not covered by a `fullScreen`/`currentContext` presentation.
    func isVisible(_ id: ViewControllerID) -> Bool {
        isVisible(id, covers: coveringPresentations())
    }

    /// Every on-screen VC, parents before their children (R30), in `windowOrder`, with
    /// the views added without `addChild` after their host's children (R54).
    var visibleIDs: [ViewControllerID] { onScreen.visible }

    /// The on-screen VCs that get appearance callbacks (R25–R30): a view added without
    /// `addChild`, and its layer, gets none (R54).
    var appearanceIDs: [ViewControllerID] { onScreen.appearing }

    /// What is on screen, from one walk of the window: every on-screen VC (`visibleIDs`)
    /// and those of them that get appearance callbacks (`appearanceIDs`). A traced step
    /// asks for both after every call.
    struct OnScreen {
        var visible: [ViewControllerID] = []
        var appearing: [ViewControllerID] = []
    }

    /// One pre-order walk of the window (as `windowOrder`), carrying whether every
    /// container above shows this child (nav top, selected tab) and whether it is in a
    /// layer whose view was added without `addChild` (R54); a presented root starts its
    /// layer shown, unless it lives in its context's view (R44). Same rule as
    /// `isVisible`, linear instead of per VC.
    var onScreen: OnScreen {
        guard let root else { return OnScreen() }
        let covers = coveringPresentations()
        let hosted = hostedLayers()
        var result = OnScreen()
        var visited = ViewControllerIDSet(capacity: nodes.count)
        func visit(_ id: ViewControllerID, shown: Bool, detached: Bool) {
            guard visited.insert(id) else { return }
            if shown && !covers.contains(where: { isCovered(id, by: $0) }) {
                result.visible.append(id)
                if !detached { result.appearing.append(id) }
            }
            // Fields are read in place: a copy of the whole record per VC visited was most
            // of a step's time when every step traces its callbacks (a hover, `dump`).
            for child in nodes[id].children {
                visit(child, shown: shown && container(id, shows: child), detached: detached)
            }
            for layer in hosted[id] ?? [] { visit(layer, shown: shown, detached: true) }
            if let presented = nodes[id].presented {
                let inContext = nodes[presented].presentation?.style.usesPresentationContext == true
                visit(presented, shown: inContext ? shown : true, detached: detached)
            }
        }
        visit(root, shown: true, detached: false)
        return result
    }

    /// The layers whose root's view was added to a VC's view without `addChild` (R54),
    /// by that VC, in creation order.
    private func hostedLayers() -> [ViewControllerID: [ViewControllerID]] {
        var result: [ViewControllerID: [ViewControllerID]] = [:]
        for id in nodes.indices {
            if let host = nodes[id].hostView { result[host, default: []].append(id) }
        }
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

    /// R69: the full-screen presentation in the window that covers `id`, whose view
    /// UIKit removed from the window when that presentation completed (Apple,
    /// `UIModalPresentationStyle.fullScreen`); nil when none covers it.
    func fullScreenCover(of id: ViewControllerID) -> ViewControllerID? {
        coveringPresentations().first { cover in
            nodes[cover].presentation?.style.resolved(iosVersion: iosVersion) == .fullScreen && isCovered(id, by: cover)
        }
    }

    /// The VCs from `id` down to the window: `id`, then the presenter of its layer,
    /// then the presenter of that one's layer, and so on.
    private func anchorChain(of id: ViewControllerID) -> [ViewControllerID] {
        var chain = [id]
        var visited = ViewControllerIDSet([layerRoot(of: id)], capacity: nodes.count)
        while let presenter = nodes[layerRoot(of: chain.last!)].presentation?.presenter,
            visited.insert(layerRoot(of: presenter))
        {
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

    // MARK: - By name

    /// Whether `name` is in the window's hierarchy.
    public func isInWindow(_ name: String) -> Bool { id(name).map(isInWindow) ?? false }

    /// R32: in the window, selected or on top in every container up to its layer's
    /// root, and not covered by a `fullScreen`/`currentContext` presentation.
    public func isVisible(_ name: String) -> Bool { id(name).map(isVisible) ?? false }

    /// R69: the full-screen presentation that took `name`'s view out of the window, if one did.
    public func fullScreenCover(of name: String) -> String? { id(name).flatMap { fullScreenCover(of: $0) }.map(self.name) }

    /// Every on-screen VC, parents before their children (R30), in `windowOrder`.
    public var visibleControllers: [String] { visibleIDs.map(name) }

    /// The on-screen VCs that get appearance callbacks: not a view added without
    /// `addChild` (R54).
    var appearanceControllers: [String] { appearanceIDs.map(name) }

    /// Each view added to another VC's view without `addChild` (R54): (host, added).
    public var addedSubviews: [(host: String, added: String)] {
        nodes.indices.compactMap { id in nodes[id].hostView.map { (name($0), name(id)) } }
    }

    /// The VCs in the window in `_printHierarchy`'s pre-order: a VC, its children, then
    /// the VC it presents.
    public var windowOrder: [String] { windowOrderIDs.map(name) }
}
