import NavLanguage

/// Tab bar controllers: selecting a tab (R11), the More tab (R37, R73), replacing the
/// tabs (R49) and the user's tap on a tab (R70).
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
        let before = hierarchy.selectedViewController(of: tabBar)
        hierarchy.update(tabBar) { $0.selectedIndex = index }
        let chosen = hierarchy.tabViewController(tabs[index])
        if chosen != before { interleaved.tabSwitches += 1 }
        if recordsFacts {
            facts.append(
                UIKitFact(
                    "\(name(tabBar)).selectedIndex = \(index) (\(name(chosen))\(hierarchy.isInMoreList(tabs[index]) ? ", under More" : ""))",
                    rules: ["R11"]))
        }
        if hierarchy.isInMoreList(tabs[index]) { showInMore(chosen, at: index, of: tabBar) }
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
        if selector == .moreItem, tabIndex(selector, in: tabs) == nil {
            return tapMore(of: tabBar, shouldSelect: action.options.shouldSelect)
        }
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
        // The selected tab again: a navigation controller in it goes back to its root. A tab
        // under More is chosen again in the More list, where the user's second tap on More
        // went (R73).
        if hierarchy.isInMoreList(tabs[index]) {
            if recordsFacts {
                facts.append(UIKitFact("the user goes back to the More list and chooses \(name(tapped)) again", rules: ["R73"]))
            }
            pop(tabs[index], keeping: 1)
            showInMore(tapped, at: index, of: tabBar)
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
    /// `moreNavigationController`, above the More list (R73), and the More navigation
    /// controller takes the tab's place among the children (not among `viewControllers`);
    /// the tab it showed before goes back to its place, and what was pushed above that one
    /// is popped. A navigation controller chosen gives its stack to the More navigation
    /// controller until it leaves (R73).
    mutating func showInMore(_ chosen: ViewControllerID, at index: Int, of tabBar: ViewControllerID) {
        let (more, list) = moreNavigationController(of: tabBar)
        var slots = hierarchy[tabBar].children
        guard slots[index] != more || hierarchy.isShowingMoreList(more) else { return }
        giveBackMoreTab(more, in: &slots)
        slots[index] = more
        hierarchy.setChildren(tabBar, slots)
        hierarchy.update(more) { $0.moreTab = chosen }
        if hierarchy[chosen].kind == .splitViewController {
            // R67: UIKit refuses the push, and the More navigation controller shows its list.
            events.append(messages.pushingSplitView(navigation: messageName(more)))
        } else if hierarchy[chosen].kind == .navigationController {
            let stack = hierarchy[chosen].children
            hierarchy.setChildren(chosen, [])
            hierarchy.setChildren(more, [list] + stack)
            if recordsFacts {
                facts.append(
                    UIKitFact(
                        "\(name(chosen)) is chosen from More: UIKit moves its view controllers onto \(name(more)), above the More list",
                        rules: ["R73"]))
            }
        } else {
            hierarchy.setChildren(more, [list, chosen])
            if recordsFacts {
                facts.append(
                    UIKitFact("\(name(chosen)) is pushed onto \(name(more)); its navigationController is that controller", rules: ["R37"]))
            }
        }
    }

    /// The tab bar controller's `moreNavigationController` and its root, the More list
    /// (R37, R73): instances navviz makes the first time they are needed.
    private mutating func moreNavigationController(of tabBar: ViewControllerID) -> (more: ViewControllerID, list: ViewControllerID) {
        let more = instantiate(
            name(tabBar) + Hierarchy.moreNavigationSuffix, kind: .navigationController,
            className: "UIMoreNavigationController")
        let list = instantiate(name(tabBar) + Hierarchy.moreListSuffix, kind: .viewController, className: "UIMoreListController")
        if hierarchy[more].children.first != list { hierarchy.setChildren(more, [list] + hierarchy[more].children) }
        return (more, list)
    }

    /// The More navigation controller gives back the tab it stands for (R37, R73): the tab
    /// goes back to its place in `slots`, a navigation controller with its stack, and the
    /// More navigation controller is left with its list, out of the slots.
    private mutating func giveBackMoreTab(_ more: ViewControllerID, in slots: inout [ViewControllerID]) {
        guard let shown = slots.firstIndex(of: more) else { return }
        let tab = hierarchy.tabViewController(more)
        let stack = Array(hierarchy[more].children.dropFirst())
        hierarchy.setChildren(more, Array(hierarchy[more].children.prefix(1)))
        if hierarchy[tab].kind == .navigationController, !stack.isEmpty { hierarchy.setChildren(tab, stack) }
        hierarchy.update(more) { $0.moreTab = nil }
        slots[shown] = tab
    }

    /// R73: the user taps the More item. UIKit asks the delegate first, with the More
    /// navigation controller; from another tab the More navigation controller shows as it
    /// was left (its list the first time, in the place of the first tab under More); on the
    /// selected More item it pops to its list.
    private mutating func tapMore(of tabBar: ViewControllerID, shouldSelect: Bool) -> Outcome {
        let tabs = hierarchy[tabBar].children
        guard !hierarchy.moreList(of: tabBar).isEmpty else {
            events.append(
                UIKitEvent(
                    .lint,
                    "\(name(tabBar)) has no More item: its \(tabs.count) tabs fit the bar, which holds \(hierarchy.tabBarItemCount) on \(deviceText)",
                    rule: "R73"))
            return .refused
        }
        guard shouldSelect else {
            if recordsFacts {
                facts.append(
                    UIKitFact(
                        "the delegate's tabBarController(_:shouldSelect:) answers false for the More navigation controller: \(name(tabBar)) changes nothing",
                        rules: ["R70", "R73"]))
            }
            return .completed
        }
        let (more, _) = moreNavigationController(of: tabBar)
        if let slot = tabs.firstIndex(of: more) {
            if hierarchy.selectedSlot(of: tabBar) == more {
                // The second tap: back to the list.
                if recordsFacts { facts.append(UIKitFact("a tap on the selected More item pops \(name(more)) to the More list", rules: ["R73"])) }
                pop(more, keeping: 1)
                return .completed
            }
            hierarchy.update(tabBar) { $0.selectedIndex = slot }
        } else {
            // The first time: the list shows in the place of the first tab under More.
            let slot = hierarchy.tabBarItemCount - 1
            var slots = tabs
            hierarchy.update(more) { $0.moreTab = slots[slot] }
            slots[slot] = more
            hierarchy.setChildren(tabBar, slots)
            hierarchy.update(tabBar) { $0.selectedIndex = slot }
        }
        interleaved.tabSwitches += 1
        if recordsFacts {
            let shows = hierarchy.isShowingMoreList(more) ? "the More list" : name(hierarchy.tabViewController(more))
            facts.append(UIKitFact("the More item is selected: \(name(tabBar)) shows \(name(more)), at \(shows)", rules: ["R73"]))
        }
        return .completed
    }

    /// R73: a More navigation controller popped to its list: a navigation controller it
    /// showed gets back the view controllers popped off it.
    mutating func moreNavigationControllerPopped(_ navigation: ViewControllerID, popped: [ViewControllerID]) {
        guard hierarchy.isShowingMoreList(navigation), let tab = hierarchy[navigation].moreTab,
            hierarchy[tab].kind == .navigationController, hierarchy[tab].children.isEmpty, !popped.isEmpty
        else { return }
        hierarchy.setChildren(tab, popped)
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
        // The More navigation controller gives its tab back before the tabs change (R37, R73).
        var givenBack = oldSlots
        if let more = oldSlots.first(where: hierarchy.isMoreNavigationController) {
            giveBackMoreTab(more, in: &givenBack)
            hierarchy.setChildren(tabBar, givenBack)
        }
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
        let removed = givenBack.filter { !tabs.contains($0) }
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
        if tabs.indices.contains(index), hierarchy.isInMoreList(tabs[index]) { showInMore(tabs[index], at: index, of: tabBar) }
        return .completed
    }
}
