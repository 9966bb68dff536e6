/// Navigation controllers: `topViewController` and `visibleViewController` (R9).
extension Hierarchy {
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

    // MARK: - By name

    /// R9: the last element of the stack.
    public func topViewController(of navigation: String) -> String? { id(navigation).flatMap(topViewController(of:)).map(name) }

    /// R9: the presented VC when there is one, else the top; it does not recurse.
    public func visibleViewController(of navigation: String) -> String? { id(navigation).flatMap(visibleViewController(of:)).map(name) }
}
