/// getTopVC (R31), the helper behind the actor `top` and the `▲ top` mark.
extension Hierarchy {
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

    // MARK: - By name

    /// R31: the canonical getTopVC helper of seeds 001 and 004, from the window root.
    public var top: String? { topID.map(name) }

    public func top(from name: String) -> String { id(name).map { self.name(top(from: $0)) } ?? name }
}
