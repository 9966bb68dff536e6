import NavLanguage

/// Tab bar controllers: selecting a tab (R11) and the More tab (R37).
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
            events.append(UIKitEvent(.lint, "\(name(tabBar)) has no such tab; UIKit ignores the selection and logs nothing", rule: "R11"))
            return .refused
        }
        hierarchy.update(tabBar) { $0.selectedIndex = index }
        let chosen = hierarchy.tabViewController(tabs[index])
        if recordsFacts { facts.append("\(name(tabBar)).selectedIndex = \(index) (\(name(chosen))\(hierarchy.isInMoreList(tabs[index]) ? ", under More" : ""))") }
        if hierarchy.isInMoreList(tabs[index]), hierarchy[chosen].kind != .navigationController {
            showInMore(chosen, at: index, of: tabBar)
        }
        return .completed
    }

    /// R37: a tab chosen from the More list is pushed onto the tab bar controller's
    /// `moreNavigationController`, which takes the tab's place among the children (not
    /// among `viewControllers`); the tab it showed before goes back to its place, and
    /// what was pushed above that one is popped.
    mutating func showInMore(_ chosen: ViewControllerID, at index: Int, of tabBar: ViewControllerID) {
        let more = instantiate(name(tabBar) + Hierarchy.moreNavigationSuffix, kind: .navigationController,
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
        if recordsFacts { facts.append("\(name(chosen)) is pushed onto \(name(more)); its navigationController is that controller (R37)") }
    }
}
