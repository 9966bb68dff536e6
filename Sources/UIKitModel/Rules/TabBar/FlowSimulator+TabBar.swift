import NavLanguage

/// Tab bar controllers: selecting a tab (R11), the More tab (R37) and replacing the
/// tabs (R49).
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
        let index: Int?
        switch selector {
        case .index(let value): index = value < tabs.count ? value : nil
        case .name(let tab): index = tabs.firstIndex { name(hierarchy.tabViewController($0)) == tab }
        }
        guard let index else {
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
