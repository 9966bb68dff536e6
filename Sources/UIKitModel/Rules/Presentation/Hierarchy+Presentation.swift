import NavLanguage

/// Presentation: `presentingViewController` and `presentedViewController` (R2, R3),
/// which VC really presents (R12, R13) and the style in effect (R14, R38).
extension Hierarchy {
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
            let definer = ([caller] + ancestors(of: caller)).first(where: { nodes[$0].definesPresentationContext })
        {
            return definer
        }
        return layerRoot(of: caller)
    }

    // MARK: - By name

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
}
