import NavLanguage

/// Containment: the children a view-controller expression's `[...]` gives (R1),
/// `addChild` and `removeFromParent` (R29), a view added without `addChild` (R54), and
/// who may join a container.
extension FlowSimulator {
    /// Creates (or re-initialises) the instance an expression names. The parser lets
    /// `nil` stand only for the presented view controller, which `present` handles.
    mutating func materialize(_ expression: ViewControllerExpression) throws -> ViewControllerID {
        guard let declaration = expression.declaration else { preconditionFailure("`nil` is no view controller to create") }
        let id = instantiate(declaration.name, className: declaration.className)
        if let system = SystemViewController(className: declaration.className), system.introducedIn > hierarchy.iosVersion,
            unavailableClassesNoted.insert(system).inserted
        {
            // R58: the flow simulates an iOS that has no such class.
            events.append(
                UIKitEvent(
                    .lint, "\(system.rawValue) came with iOS \(system.introducedIn); this flow simulates iOS \(hierarchy.iosVersion)",
                    rule: "R58"))
        }
        var children: [ViewControllerExpression]
        switch expression {
        case .navigation(_, let stack): children = stack
        case .tabs(_, let tabs, _): children = tabs
        case .split(_, let columns): children = columns
        case .columnSplit(_, let columns, _, let compact): children = columns + (compact.map { [$0] } ?? [])
        case .container(_, let list): children = list
        case .alert(_, let style):
            hierarchy.update(id) { $0.alertStyle = style }
            return id
        case .reference, .nilLiteral: return id
        }
        if hierarchy.isInWindow(id) {
            throw Crash(
                event: UIKitEvent(
                    .exception(name: "navviz: invalid flow"),
                    "`\(declaration.name)` is in the window's hierarchy; its children cannot be re-initialised with `[...]` now"))
        }
        var childIDs = try children.map { try materialize($0) }
        guard Set(childIDs).count == childIDs.count else { throw Crash(event: messages.duplicateInStack()) }
        for child in childIDs {
            if hierarchy[id].kind == .navigationController,
                hierarchy[child].kind == .navigationController
                    || SystemViewController(className: hierarchy[child].className)?.isNavigationController == true
            {
                throw Crash(event: messages.pushingNavigationController())
            }
            try checkCanBeContained(child)
            if let parent = hierarchy[child].parent, parent != id, hierarchy.isInWindow(parent) {
                throw Crash(
                    event: messages.hierarchyInconsistency(
                        child: messageName(child), parent: messageName(parent),
                        requested: messageName(id), rule: "R1"))
            }
            // A presented VC, or one the container hangs under, cannot become its child.
            if hierarchy[child].presentation != nil || hierarchy.isAnchored(id, under: child) {
                throw Crash(
                    event: messages.hierarchyInconsistency(
                        child: messageName(child), parent: "(null)",
                        requested: messageName(id), rule: "R1"))
            }
        }
        if case .columnSplit(_, _, let style, let compact) = expression {
            // R46: each column's view controller sits in a navigation controller.
            let columns = style.columns + (compact == nil ? [] : [.compact])
            childIDs = try zip(childIDs, columns).map { try columnController(for: $0, column: $1, of: id) }
            hierarchy.update(id) {
                $0.splitStyle = style
                $0.compactColumn = compact == nil ? nil : childIDs.last
            }
        }
        hierarchy.setChildren(id, childIDs)
        if case .tabs(_, _, let selected?) = expression {
            switch selected {
            case .index(let index): hierarchy.update(id) { $0.selectedIndex = index }
            case .name(let tab):
                let index = childIDs.firstIndex { name($0) == tab } ?? 0
                hierarchy.update(id) { $0.selectedIndex = index }
            }
            // R37: a tab selected under More is shown by the More navigation controller,
            // whether `selected:` or a later `select` chooses it.
            let index = hierarchy[id].selectedIndex
            if childIDs.indices.contains(index), hierarchy.isInMoreList(childIDs[index]) { showInMore(childIDs[index], at: index, of: id) }
        }
        return id
    }

    /// R29: `addChild` takes the child from its old parent first.
    mutating func addChild(_ child: ViewControllerID, to parent: ViewControllerID) throws -> Outcome {
        let node = hierarchy[child]
        try checkCanBeContained(child)
        if hierarchy.isAnchored(parent, under: child) || node.presentation != nil || hierarchy.root == child {
            throw Crash(
                event: messages.hierarchyInconsistency(
                    child: node.messageName, parent: node.parent.map(messageName) ?? "(null)",
                    requested: messageName(parent), rule: "R29"))
        }
        if let old = node.parent {
            // Documented: a child of another container is removed from it first.
            hierarchy.detachFromParent(child)
            if recordsFacts {
                facts.append(UIKitFact("\(name(child)) left \(name(old)) first (addChild removes it from its old parent)", rules: ["R29"]))
            }
        }
        // addChild calls willMove by itself; the app calls didMove after adding the view (R29).
        interleaved.beforeAppearance.append("\(name(child)).willMove(toParent: \(name(parent)))")
        hierarchy.appendChild(child, to: parent)
        interleaved.afterWillAppearance.append("\(name(child)).didMove(toParent: \(name(parent)))")
        if recordsFacts {
            facts.append(UIKitFact("\(name(parent)).children = [\(hierarchy[parent].children.map(name).joined(separator: ", "))]", rules: ["R29"]))
        }
        return .completed
    }

    /// R29: `removeFromParent`, after the app's `willMove(toParent: nil)`.
    mutating func removeFromParent(_ actor: ViewControllerID) -> Outcome {
        guard let parent = hierarchy[actor].parent else {
            events.append(UIKitEvent(.note, "removeFromParent had no effect: \(name(actor)) has no parent", rule: "R29"))
            return .completed
        }
        // The app calls willMove; removeFromParent calls didMove by itself (R29).
        interleaved.beforeAppearance.append("\(name(actor)).willMove(toParent: nil)")
        hierarchy.detachFromParent(actor)
        interleaved.afterWillAppearance.append("\(name(actor)).didMove(toParent: nil)")
        if recordsFacts { facts.append(UIKitFact("removed \(name(actor)) from \(name(parent))", rules: ["R29"])) }
        return .completed
    }

    /// R54: `host.view.addSubview(shown.view)` without `addChild`: `shown`'s view is on
    /// screen with its host's, but `shown` has no parent and gets no appearance
    /// callbacks. A view controller already in the hierarchy keeps its place (a lint).
    mutating func addSubview(_ shown: ViewControllerID, to host: ViewControllerID) throws -> Outcome {
        let node = hierarchy[shown]
        if node.parent != nil || node.presentation != nil || node.hostView != nil || hierarchy.root == shown
            || hierarchy.isAnchored(host, under: shown)
        {
            events.append(
                UIKitEvent(
                    .lint,
                    "\(name(shown)) is in the hierarchy already: adding its view to \(name(host))'s only moves the view, so navviz keeps it where it is",
                    rule: "R54"))
            return .refused
        }
        hierarchy.update(shown) { $0.hostView = host }
        if recordsFacts {
            facts.append(
                UIKitFact(
                    "\(name(shown))'s view is in \(name(host))'s view without addChild: \(name(shown)) is detached, with no parent and no appearance callbacks",
                    rules: ["R54"]))
        }
        return .completed
    }

    /// R59: on an iPad the share sheet is presented, or the content of a popover, and
    /// never a child: UIKit raises.
    func checkCanBeContained(_ id: ViewControllerID) throws {
        guard !hierarchy.isCompactWidth, let system = SystemViewController(className: hierarchy[id].className),
            system.isPopoverInRegularWidth
        else { return }
        throw Crash(event: messages.systemPopoverContained(className: system.rawValue))
    }

    /// A VC joining a container (a stack, a split view's column) must not belong to
    /// another parent, be presented, be the window's root or contain the container.
    func checkCanJoin(_ id: ViewControllerID, _ container: ViewControllerID, rule: String) throws {
        try checkCanBeContained(id)
        let node = hierarchy[id]
        if let parent = node.parent, parent != container {
            throw Crash(
                event: messages.hierarchyInconsistency(
                    child: node.messageName, parent: messageName(parent),
                    requested: messageName(container), rule: rule))
        }
        if node.presentation != nil || hierarchy.root == id || hierarchy.isAnchored(container, under: id) {
            throw Crash(
                event: messages.hierarchyInconsistency(
                    child: node.messageName, parent: "(null)",
                    requested: messageName(container), rule: rule))
        }
    }
}
