import NavLanguage

/// `show` and `showDetail` (R36), the collapse of a split view in a compact width (R45),
/// and column-style split views (R46).
extension FlowSimulator {
    /// `show(_:sender:)`: the nearest navigation or split view controller from the actor
    /// up handles it (UIKit's `targetViewController(forAction:sender:)`): a navigation
    /// controller pushes (a navigation controller it presents, R75), a split view makes it
    /// the primary column; with neither, it is presented.
    mutating func show(_ shown: ViewControllerID, from actor: ViewControllerID, options: ActionOptions) throws -> Outcome {
        let handler = ([actor] + hierarchy.ancestors(of: actor)).first {
            hierarchy[$0].kind == .navigationController || hierarchy[$0].kind == .splitViewController
        }
        guard let handler else {
            if recordsFacts { facts.append(UIKitFact("show presents: \(name(actor)) is in no navigation or split view controller", rules: ["R36"])) }
            return try present(shown, from: actor, options: options)
        }
        if hierarchy[handler].kind == .navigationController, hierarchy[shown].kind == .navigationController {
            // A navigation controller cannot be pushed (R5): the navigation controller presents it (R75).
            if recordsFacts {
                facts.append(
                    UIKitFact("show presents: \(name(shown)) is a navigation controller, which \(name(handler)) cannot push", rules: ["R75"]))
            }
            return try present(shown, from: handler, options: options)
        } else if hierarchy[handler].kind == .navigationController {
            if recordsFacts { facts.append(UIKitFact("show pushes: \(name(actor)) is in \(name(handler))", rules: ["R36"])) }
            guard try push(shown, onto: handler, animated: options.animated) else { return .refused }
        } else if hierarchy[handler].splitStyle != nil {
            return try setViewController(shown, for: .primary, of: handler)
        } else {
            try replaceColumn(0, of: handler, with: shown, call: "show")
        }
        return .completed
    }

    /// `showDetailViewController(_:sender:)`: the split view controller above the actor
    /// makes it the secondary column; collapsed (compact width), it pushes onto the
    /// primary column's navigation controller. Without a split view it is `show` (R36).
    mutating func showDetail(_ shown: ViewControllerID, from actor: ViewControllerID, options: ActionOptions) throws -> Outcome {
        let split = hierarchy[actor].kind == .splitViewController ? actor : hierarchy.splitViewController(of: actor)
        guard let split else {
            if recordsFacts { facts.append(UIKitFact("showDetail is show: \(name(actor)) is in no split view controller", rules: ["R36"])) }
            return try show(shown, from: actor, options: options)
        }
        if hierarchy[split].splitStyle != nil { return try setViewController(shown, for: .secondary, of: split) }
        let primary = hierarchy[split].children.first
        if hierarchy.isCompactWidth, let primary, hierarchy[primary].kind == .navigationController {
            noteDeviceDecision("showDetail pushed \(name(shown)) onto \(name(primary))")
            if recordsFacts {
                facts.append(
                    UIKitFact(
                        "showDetail pushes: \(name(split)) is collapsed on \(deviceText), so its primary \(name(primary)) shows \(name(shown))",
                        rules: ["R36"]))
            }
            // As the collapse itself (R45), a detail that is a navigation controller is pushed too, without R5's exception.
            try push(shown, onto: primary, animated: options.animated, collapsedDetail: true)
        } else {
            try replaceColumn(1, of: split, with: shown, call: "showDetail")
        }
        return .completed
    }

    /// Makes `shown` the split view's column at `index` (0 primary, 1 secondary); the
    /// old column leaves the split. Showing the VC already there does nothing.
    private mutating func replaceColumn(_ index: Int, of split: ViewControllerID, with shown: ViewControllerID, call: String) throws {
        var columns = hierarchy[split].children
        // A column `removeFromParent` took away leaves the place empty: `shown` fills it.
        guard index < columns.count else {
            try checkCanJoin(shown, split, rule: "R36")
            hierarchy.setChildren(split, columns + [shown])
            if recordsFacts { facts.append(UIKitFact("\(call): \(name(shown)) becomes a column of \(name(split))", rules: ["R36"])) }
            return
        }
        guard columns[index] != shown else {
            events.append(UIKitEvent(.note, "\(call) did nothing: \(name(shown)) is already that column of \(name(split))", rule: "R36"))
            return
        }
        try checkCanJoin(shown, split, rule: "R36")
        if recordsFacts {
            facts.append(
                UIKitFact(
                    "\(call): \(name(shown)) replaces \(name(columns[index])) as the \(index == 0 ? "primary" : "secondary") column of \(name(split))",
                    rules: ["R36"]))
        }
        columns[index] = shown
        hierarchy.setChildren(split, columns)
    }

    // MARK: - R45 collapsing

    /// R45, R46: every split view that has entered a compact-width window collapses, once.
    mutating func collapseSplitViews() {
        guard hierarchy.isCompactWidth else { return }
        for name in splitViewNames {
            guard let split = hierarchy.id(name), !hierarchy[split].isCollapsed, hierarchy.isInWindow(split) else { continue }
            collapse(split)
        }
    }

    /// A classic split view asks its delegate which column stays on top (the default,
    /// `secondary`, is UIKit's own behaviour): the secondary is pushed onto a primary
    /// navigation controller, so the app starts on the detail screen; with `primary`
    /// the secondary leaves the split. A column-style split view shows its compact
    /// column, or else its top column (R46).
    private mutating func collapse(_ split: ViewControllerID) {
        hierarchy.update(split) { $0.isCollapsed = true }
        let node = hierarchy[split]
        let top = node.topColumnForCollapsing ?? .secondary
        if node.splitStyle != nil {
            if let compact = node.compactColumn {
                if recordsFacts {
                    facts.append(
                        UIKitFact("\(name(split)) is collapsed on \(deviceText): it shows its compact column \(name(compact))", rules: ["R46"]))
                }
            } else {
                hierarchy.update(split) { $0.collapsedColumn = top }
                if recordsFacts {
                    facts.append(
                        UIKitFact(
                            "\(name(split)) is collapsed on \(deviceText): it shows its \(top.rawValue) column (topColumnForCollapsing)",
                            rules: ["R46"]))
                }
            }
            noteDeviceDecision("\(name(split)) collapsed")
            return
        }
        guard node.children.count > 1, let primary = node.children.first else { return }
        let secondary = node.children[1]
        hierarchy.setChildren(split, [primary])
        noteDeviceDecision("\(name(split)) collapsed")
        guard top == .secondary, hierarchy[primary].kind == .navigationController else {
            if recordsFacts {
                let why =
                    top == .secondary
                    ? "its primary \(name(primary)) is no navigation controller" : "the delegate keeps the primary (topColumnForCollapsing = primary)"
                facts.append(
                    UIKitFact(
                        "\(name(split)) is collapsed on \(deviceText): \(why), so the secondary \(name(secondary)) leaves the split", rules: ["R45"]))
            }
            return
        }
        // UIKit pushes the secondary itself, a navigation controller too (no R5 exception).
        hierarchy.appendChild(secondary, to: primary)
        if recordsFacts {
            facts.append(
                UIKitFact(
                    "\(name(split)) is collapsed on \(deviceText): its secondary \(name(secondary)) is pushed onto its primary \(name(primary)), so the app starts on \(name(hierarchy.top(from: secondary)))",
                    rules: ["R45"]))
        }
    }

    // MARK: - R46 column-style split views

    /// `setViewController(_:for:)`: a VC that is not a navigation controller gets one
    /// the split view makes for it; set for the secondary column while that column
    /// holds a navigation controller, it is pushed onto it (Apple's answer to FB8640357).
    mutating func setViewController(_ shown: ViewControllerID, for column: SplitColumn, of actor: ViewControllerID) throws -> Outcome {
        let split = hierarchy[actor].kind == .splitViewController ? actor : hierarchy.splitViewController(of: actor)
        guard let split else {
            events.append(nilMessage("\(name(actor)).splitViewController", operation: "setViewController"))
            return .refused
        }
        guard let style = hierarchy[split].splitStyle else {
            events.append(
                UIKitEvent(
                    .lint, "setViewController(_:for:) applies to column-style split views; UIKit ignores it on the classic \(name(split))",
                    rule: "R46"))
            return .refused
        }
        guard column == .compact || style.columns.contains(column) else {
            events.append(UIKitEvent(.lint, "\(name(split)) is \(style.rawValue): it has no \(column.rawValue) column", rule: "R46"))
            return .refused
        }
        let current = hierarchy.column(column, of: split)
        if column == .secondary, let current, hierarchy[current].kind == .navigationController, hierarchy[shown].kind != .navigationController {
            try push(shown, onto: current, animated: false)
            if recordsFacts {
                facts.append(
                    UIKitFact(
                        "setViewController: \(name(shown)) is pushed onto \(name(current)), the secondary column's navigation controller",
                        rules: ["R46"]))
            }
        } else {
            let placed = try columnController(for: shown, column: column, of: split)
            var children = hierarchy[split].children
            if let current, let index = children.firstIndex(of: current) {
                children[index] = placed
            } else {
                children.append(placed)
            }
            hierarchy.setChildren(split, children)
            if column == .compact { hierarchy.update(split) { $0.compactColumn = placed } }
            if recordsFacts {
                facts.append(
                    UIKitFact(
                        "\(name(split)).viewController(for: .\(column.rawValue)) = \(name(shown))\(placed == shown ? "" : ", in \(name(placed))")",
                        rules: ["R46"]))
            }
        }
        if column == .secondary, hierarchy[split].isCollapsed { hierarchy.update(split) { $0.collapsedColumn = .secondary } }
        return .completed
    }

    /// The child a column-style split view holds for `shown`: itself when it is a
    /// navigation controller, else the navigation controller the split makes for the
    /// column, with `shown` as its root (R46).
    mutating func columnController(for shown: ViewControllerID, column: SplitColumn, of split: ViewControllerID) throws -> ViewControllerID {
        if hierarchy[shown].kind == .navigationController {
            try checkCanJoin(shown, split, rule: "R46")
            return shown
        }
        let navigation = instantiate(Hierarchy.columnNavigationName(of: name(split), column: column), kind: .navigationController, className: nil)
        try checkCanJoin(shown, navigation, rule: "R46")
        hierarchy.setChildren(navigation, [shown])
        return navigation
    }
}
