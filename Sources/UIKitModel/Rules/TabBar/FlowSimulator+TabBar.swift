import NavLanguage

/// Tab bar controllers: selecting a tab (R11), the More tab (R37), replacing the tabs
/// (R49) and the user's tap on a tab (R70).
extension FlowSimulator {
    /// R11: `select N` or `select Name`; a tab of the More list is shown by the More
    /// navigation controller (R37).
    mutating func select(_ selector: TabSelector, from actor: ViewControllerID, action: Action) -> Outcome {
        let tabBar = hierarchy[actor].kind == .tabBarController ? actor : hierarchy.tabBarController(of: actor)
        guard let tabBar else {
            events.append(nilMessage("\(action.actor).tabBarController", operation: "select"))
            return .refused
        }
        let tabs = hierarchy[tabBar].children
        guard let index = tabIndex(selector, in: tabs) else {
            events.append(
                UIKitEvent(
                    .lint, "\(name(tabBar)) has no such tab; UIKit ignores the selection and logs nothing\(tabHint(selector, in: tabs))", rule: "R11")
            )
            return .refused
        }
        hierarchy.update(tabBar) { $0.selectedIndex = index }
        let chosen = hierarchy.tabViewController(tabs[index])
        if recordsFacts {
            facts.append(
                UIKitFact(
                    "\(name(tabBar)).selectedIndex = \(index) (\(name(chosen))\(hierarchy.isInMoreList(tabs[index]) ? ", under More" : ""))",
                    rules: ["R11"]))
        }
        if hierarchy.isInMoreList(tabs[index]), hierarchy[chosen].kind != .navigationController {
            showInMore(chosen, at: index, of: tabBar)
        }
        return .completed
    }

    /// The index of the tab `selector` names among `tabs` (a tab bar controller's children).
    private func tabIndex(_ selector: TabSelector, in tabs: [ViewControllerID]) -> Int? {
        switch selector {
        case .index(let value): return value < tabs.count ? value : nil
        case .name(let tab): return tabs.firstIndex { name(hierarchy.tabViewController($0)) == tab }
        }
    }

    /// R70: the user taps a tab bar item. UIKit asks the delegate's
    /// `tabBarController(_:shouldSelect:)` first (code setting `selectedIndex` asks
    /// nothing); then another tab is selected as `select` does, and the selected tab
    /// again pops a navigation controller tab to its root. A tab bar off screen, or under
    /// a modal presentation, which takes the user's touches (R55), takes no tap: a lint.
    mutating func tapTab(_ selector: TabSelector, from actor: ViewControllerID, action: Action) -> Outcome {
        let tabBar = hierarchy[actor].kind == .tabBarController ? actor : hierarchy.tabBarController(of: actor)
        guard let tabBar else {
            events.append(UIKitEvent(.lint, "\(name(actor)) is in no tab bar controller: there is no tab bar to tap", rule: "R70"))
            return .refused
        }
        guard hierarchy.isVisible(tabBar) else {
            events.append(UIKitEvent(.lint, "\(name(tabBar)) is not on screen: the user cannot tap its tab bar", rule: "R70"))
            return .refused
        }
        if let modal = hierarchy.presentedViewController(of: tabBar) {
            events.append(
                UIKitEvent(
                    .lint,
                    "\(name(modal)) is presented over \(name(tabBar)): a modal presentation takes the user's touches, so the tap does not reach the tab bar",
                    rule: "R70"))
            return .refused
        }
        let tabs = hierarchy[tabBar].children
        // A tab that does not exist gets `select`'s lint: no item of the bar stands for it.
        guard let index = tabIndex(selector, in: tabs) else { return select(selector, from: tabBar, action: action) }
        let tapped = hierarchy.tabViewController(tabs[index])
        guard action.options.shouldSelect else {
            if recordsFacts {
                facts.append(
                    UIKitFact(
                        "the delegate's tabBarController(_:shouldSelect:) answers false for \(name(tapped)): \(name(tabBar)) changes nothing",
                        rules: ["R70"]))
            }
            return .completed
        }
        guard hierarchy.selectedSlot(of: tabBar) == tabs[index] else { return select(selector, from: tabBar, action: action) }
        // The selected tab again: a navigation controller in it goes back to its root.
        if hierarchy.isInMoreList(tabs[index]) {
            events.append(
                UIKitEvent(
                    .lint, "a second tap on More goes back to the More list, which navviz does not model: \(name(tapped)) stays shown",
                    rule: "R70"))
            return .completed
        }
        guard hierarchy[tapped].kind == .navigationController, hierarchy[tapped].children.count > 1 else {
            events.append(
                UIKitEvent(
                    .note, "the tap on the selected tab \(name(tapped)) changed nothing: it is no navigation controller with more than its root",
                    rule: "R70"))
            return .completed
        }
        if recordsFacts { facts.append(UIKitFact("a tap on the selected tab pops \(name(tapped)) to its root", rules: ["R70"])) }
        pop(tapped, keeping: 1)
        return .completed
    }

    /// For `select Name` where Name is inside a tab (a navigation controller's root, a
    /// child): the tab to select instead, as docs/language.md warns.
    private func tabHint(_ selector: TabSelector, in tabs: [ViewControllerID]) -> String {
        guard case .name(let wanted) = selector, let inside = hierarchy.id(wanted),
            let tab = tabs.first(where: { hierarchy.ancestors(of: inside).contains(hierarchy.tabViewController($0)) })
        else { return "" }
        let tabName = name(hierarchy.tabViewController(tab))
        return ". \(wanted) is inside the tab \(tabName): did you mean `select \(tabName)`?"
    }

    /// R37: a tab chosen from the More list is pushed onto the tab bar controller's
    /// `moreNavigationController`, which takes the tab's place among the children (not
    /// among `viewControllers`); the tab it showed before goes back to its place, and
    /// what was pushed above that one is popped.
    mutating func showInMore(_ chosen: ViewControllerID, at index: Int, of tabBar: ViewControllerID) {
        let more = instantiate(
            name(tabBar) + Hierarchy.moreNavigationSuffix, kind: .navigationController,
            className: "UIMoreNavigationController")
        var slots = hierarchy[tabBar].children
        guard slots[index] != more else { return }
        if let shown = slots.firstIndex(of: more) {
            slots[shown] = hierarchy.tabViewController(more)
            hierarchy.setChildren(more, [])
        }
        slots[index] = more
        hierarchy.setChildren(tabBar, slots)
        hierarchy.setChildren(more, [chosen])
        if recordsFacts {
            facts.append(UIKitFact("\(name(chosen)) is pushed onto \(name(more)); its navigationController is that controller", rules: ["R37"]))
        }
    }

    /// R49: `setViewControllers` on a tab bar controller. UIKit removes the old tabs,
    /// installs the new ones, and reselects the VC that was selected, else the same
    /// index, else the first tab. What a removed tab presents stays presented, out of
    /// the window (navviz's lint, as R40).
    mutating func setTabs(_ expressions: [ViewControllerExpression], of tabBar: ViewControllerID) throws -> Outcome {
        let tabs = try expressions.map { try materialize($0) }
        guard Set(tabs).count == tabs.count else {
            throw Crash(
                event: UIKitEvent(
                    .exception(name: "navviz: invalid flow"),
                    "a view controller is listed twice in the new tabs of `\(name(tabBar))`; navviz does not model what UIKit does with that"))
        }
        let oldSlots = hierarchy[tabBar].children
        let previous = hierarchy.selectedViewController(of: tabBar)
        let previousIndex = hierarchy[tabBar].selectedIndex
        // The More navigation controller gives its tab back before the tabs change (R37).
        if let more = oldSlots.first(where: hierarchy.isMoreNavigationController) { hierarchy.setChildren(more, []) }
        for tab in tabs {
            if hierarchy[tab].kind == .tabBarController {
                events.append(
                    UIKitEvent(
                        .lint,
                        "\(messageName(tab)) becomes a tab of \(messageName(tabBar)): Apple's guide says a tab bar controller should be the window's root, never a child of another view controller",
                        rule: "R35"))
            }
            try checkCanJoin(tab, tabBar, rule: "R49")
        }
        let removed = oldSlots.map(hierarchy.tabViewController).filter { !tabs.contains($0) }
        hierarchy.setChildren(tabBar, tabs)
        let index = previous.flatMap { tabs.firstIndex(of: $0) } ?? (previousIndex < tabs.count ? previousIndex : 0)
        hierarchy.update(tabBar) { $0.selectedIndex = index }
        for tab in removed {
            for id in hierarchy.subtree(of: tab) {
                if let presented = hierarchy[id].presented {
                    events.append(
                        UIKitEvent(
                            .lint,
                            "\(messageName(tab)) leaves the tabs of \(messageName(tabBar)) while \(messageName(id)) presents \(messageName(presented)): UIKit does not dismiss it, so it stays presented, out of the window; dismiss it first",
                            rule: "R49"))
                }
            }
        }
        if recordsFacts {
            let why =
                previous.map {
                    tabs.contains($0)
                        ? "\(name($0)) stays selected" : tabs.isEmpty ? "no tab" : index == previousIndex ? "the same index" : "the first tab"
                } ?? "the first tab"
            facts.append(
                UIKitFact(
                    "\(name(tabBar)).viewControllers = [\(tabs.map(name).joined(separator: ", "))]; selectedIndex = \(index) (\(why))", rules: ["R49"]
                ))
        }
        if tabs.indices.contains(index), hierarchy.isInMoreList(tabs[index]), hierarchy[tabs[index]].kind != .navigationController {
            showInMore(tabs[index], at: index, of: tabBar)
        }
        return .completed
    }
}
