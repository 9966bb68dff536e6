/// Tab bar controllers: the selected tab, the More list (R11) and the More navigation
/// controller (R37, R73).
extension Hierarchy {
    /// The selected tab: the VC, also when the More navigation controller shows it (R37);
    /// the More navigation controller itself while its list shows (R73).
    func selectedViewController(of tabBar: ViewControllerID) -> ViewControllerID? {
        selectedSlot(of: tabBar).map { isShowingMoreList($0) ? $0 : tabViewController($0) }
    }

    /// The child in the selected tab's place: the tab's VC, or the More navigation
    /// controller that shows it (R37).
    func selectedSlot(of tabBar: ViewControllerID) -> ViewControllerID? {
        guard nodes[tabBar].kind == .tabBarController else { return nil }
        let children = nodes[tabBar].children
        guard !children.isEmpty else { return nil }
        return children[min(nodes[tabBar].selectedIndex, children.count - 1)]
    }

    /// The suffix of the More navigation controller's name: a name written in a flow
    /// has no dot, so it names no other instance.
    static let moreNavigationSuffix = ".moreNavigationController"

    /// The suffix of the More list's name, the More navigation controller's root (R73).
    static let moreListSuffix = ".moreList"

    /// Whether `id` is a More navigation controller that shows its list, no tab (R73).
    func isShowingMoreList(_ id: ViewControllerID) -> Bool {
        isMoreNavigationController(id) && nodes[id].children.count <= 1
    }

    /// Whether `id` is a tab bar controller's `moreNavigationController` (R37).
    func isMoreNavigationController(_ id: ViewControllerID) -> Bool {
        nodes[id].kind == .navigationController && nodes[id].name.hasSuffix(Self.moreNavigationSuffix)
    }

    /// The tab a child of a tab bar controller stands for: itself, or the tab the More
    /// navigation controller in its place shows, or showed last (R37, R73).
    func tabViewController(_ child: ViewControllerID) -> ViewControllerID {
        isMoreNavigationController(child) ? nodes[child].moreTab ?? child : child
    }

    /// R11, R73: how many items the tab bar holds: 5 on an iPhone (compact width), 8 on an
    /// iPad (regular width); with more tabs, it shows one fewer and a "More" item.
    public var tabBarItemCount: Int { isCompactWidth ? 5 : 8 }

    /// Whether `id` is a tab that lives under the "More" tab (R11).
    func isInMoreList(_ id: ViewControllerID) -> Bool {
        guard let parent = nodes[id].parent, nodes[parent].kind == .tabBarController else { return false }
        return moreList(of: parent).contains(id)
    }

    /// The tabs the bar cannot hold, listed by `moreNavigationController` (R11): with more
    /// tabs than the bar holds, it shows all but one of its items and a "More" item.
    func moreList(of tabBar: ViewControllerID) -> [ViewControllerID] {
        guard nodes[tabBar].kind == .tabBarController else { return [] }
        let tabs = nodes[tabBar].children
        return tabs.count > tabBarItemCount ? Array(tabs[(tabBarItemCount - 1)...]) : []
    }

    // MARK: - By name

    public func selectedViewController(of tabBar: String) -> String? { id(tabBar).flatMap(selectedViewController(of:)).map(name) }

    /// A tab bar controller's `viewControllers`: its tabs, the More navigation controller
    /// not among them (R37); any other container's children.
    public func viewControllers(of container: String) -> [String] {
        guard let id = id(container) else { return [] }
        let children = nodes[id].children
        return (nodes[id].kind == .tabBarController ? children.map(tabViewController) : children).map(name)
    }

    /// Whether `name` is a tab that lives under the "More" tab (R11).
    public func isInMoreList(_ name: String) -> Bool { id(name).map(isInMoreList) ?? false }

    /// The tabs the bar cannot hold, listed by `moreNavigationController` (R11).
    public func moreList(of tabBar: String) -> [String] { id(tabBar).map { moreList(of: $0).map { name(tabViewController($0)) } } ?? [] }

    /// The tab a child of a tab bar controller stands for: itself, or the VC the More
    /// navigation controller in its place shows (R37).
    public func tabViewController(of child: String) -> String { id(child).map { name(tabViewController($0)) } ?? child }
}
