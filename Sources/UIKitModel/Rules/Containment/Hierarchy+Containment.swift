/// Containment (R1): `parent`, the typed ancestors and the layers they make.
extension Hierarchy {
    /// Ancestors along `parent` only, nearest first (R1).
    func ancestors(of id: ViewControllerID) -> [ViewControllerID] {
        var result: [ViewControllerID] = []
        walkAncestors(of: id) {
            result.append($0); return true
        }
        return result
    }

    /// Visits the ancestors along `parent`, nearest first, while `visit` returns true.
    func walkAncestors(of id: ViewControllerID, _ visit: (ViewControllerID) -> Bool) {
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

    /// Whether `anchor` is `id` or holds it: reached from `id` up `parent`, then from each
    /// layer's root to its presenter, or to the VC whose view holds it (R54). A VC may
    /// join nothing `anchor`-ed under itself, nor be presented from there: the links
    /// would make a cycle.
    func isAnchored(_ id: ViewControllerID, under anchor: ViewControllerID) -> Bool {
        var visited = ViewControllerIDSet(capacity: nodes.count)
        var current: ViewControllerID? = id
        while let next = current, visited.insert(next) {
            if next == anchor { return true }
            current = nodes[next].parent ?? nodes[next].presentation?.presenter ?? nodes[next].hostView
        }
        return false
    }

    /// The root of the layer of `id`: the VC reached by walking `parent` to the end.
    func layerRoot(of id: ViewControllerID) -> ViewControllerID {
        var root = id
        walkAncestors(of: id) {
            root = $0; return true
        }
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

    // MARK: - By name

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
}
