import NavLanguage

/// Actor paths (`Home`, `top`, `X.presentingViewController`): the instance a line
/// speaks to, or nil and navviz's "message sent to nil" lint (R41).
extension FlowSimulator {
    /// Evaluates an actor path; nil (with a "message sent to nil" warning) when a link is nil.
    mutating func resolveActor(_ actor: ActorExpression, for operation: String) -> ViewControllerID? {
        let base: ViewControllerID?
        switch actor.base {
        case .name(let name):
            // Named by a line that never ran (its actor was nil): a detached instance.
            base = instantiate(name, className: nil)
        case .top:
            base = nil
        }
        switch evaluate(actor, from: base) {
        case .success(let id):
            return id
        case .failure(let path):
            events.append(nilMessage(path.path, operation: operation))
            return nil
        }
    }

    /// The instance an actor path leads to. A name no line has created yet (its line
    /// never ran) has no links: a path from it is nil. `base` is the named instance
    /// when the caller already has it.
    func evaluate(_ actor: ActorExpression, from base: ViewControllerID? = nil) -> Result<ViewControllerID, NilPathError> {
        var current: ViewControllerID?
        var written: String
        switch actor.base {
        case .name(let name):
            current = base ?? hierarchy.id(name)
            written = name
        case .top:
            written = "top"
            guard let top = hierarchy.topID else { return .failure(NilPathError(path: written)) }
            current = top
        }
        for property in actor.path {
            written += "." + property.rawValue
            guard let id = current, let next = hierarchy.viewController(property, of: id) else { return .failure(NilPathError(path: written)) }
            current = next
        }
        guard let current else { return .failure(NilPathError(path: written)) }
        return .success(current)
    }

    func nilMessage(_ path: String, operation: String) -> UIKitEvent {
        UIKitEvent(.lint, "message sent to nil: `\(path)` is nil, so `\(operation)` did nothing", rule: "R41")
    }
}

extension Hierarchy {
    /// The view controller a property of `id` holds (`A.presenting`), if any.
    func viewController(_ property: ActorProperty, of id: ViewControllerID) -> ViewControllerID? {
        switch property {
        case .presentingViewController: return presentingViewController(of: id)
        case .presentedViewController: return presentedViewController(of: id)
        case .navigationController: return navigationController(of: id)
        case .tabBarController: return tabBarController(of: id)
        case .splitViewController: return splitViewController(of: id)
        case .parent: return self[id].parent
        case .topViewController: return topViewController(of: id)
        case .visibleViewController: return visibleViewController(of: id)
        case .selectedViewController: return selectedViewController(of: id)
        }
    }

    /// The view controller a property of `name` holds, if any.
    public func viewController(_ property: ActorProperty, of name: String) -> String? {
        id(name).flatMap { viewController(property, of: $0) }.map(self.name)
    }
}
