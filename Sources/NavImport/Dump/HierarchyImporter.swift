import NavFlowWriting
import NavLanguage
import NavStoryboard

/// Turns a `_printHierarchy` dump into `.nav`: the tree without its presentations as
/// the `root` line, one `present` step per `+` line in the dump's order (each from the
/// view controller the `+` hangs under), an `expect` of each presenter and one of getTopVC.
struct HierarchyImporter {
    private struct Node {
        let line: DumpLine
        var parent: Int?
        var children: [Int] = []
        var presented: Int?
        var name = ""
        var kind = ViewControllerKind.plain
    }

    private let input: ImportInput
    private var nodes: [Node] = []
    /// A collapsed split view's secondary column, which the dump no longer shows: a new
    /// name, dropped again as the split view collapses (R45).
    private var collapsedSecondaries: [Int: String] = [:]
    private var text = NavText()

    private init(_ input: ImportInput, lines: [DumpLine]) throws(InputError) {
        self.input = input
        var open: [Int] = []
        // How deep each view controller sits inside its presentation layer: `.nav` nests up to Parser.maximumNesting.
        var nesting: [Int] = []
        for line in lines {
            open.removeLast(open.count - line.depth)
            let index = nodes.count
            nodes.append(Node(line: line, parent: open.last))
            nesting.append(open.last.map { line.isPresented ? 0 : nesting[$0] + 1 } ?? 0)
            if nesting[index] >= Parser.maximumNesting {
                throw InputError(
                    input.source,
                    Diagnostic(
                        .error, "view controllers are nested more than \(Parser.maximumNesting) deep here",
                        at: .init(line: line.line, column: 1), expected: "containers nested up to \(Parser.maximumNesting) deep, as .nav allows"))
            }
            if let parent = open.last {
                if line.isPresented {
                    if let other = nodes[parent].presented {
                        throw InputError(
                            input.source,
                            Diagnostic(
                                .error,
                                "\(nodes[parent].line.summary) presents a second view controller; the first is on line \(nodes[other].line.line)",
                                at: .init(line: line.line, column: 1), expected: "one `+` line under each view controller",
                                help: "a view controller presents one at a time (R4)"))
                    }
                    nodes[parent].presented = index
                } else {
                    nodes[parent].children.append(index)
                }
            }
            open.append(index)
        }
        var names = NavNames()
        for index in nodes.indices {
            nodes[index].kind = kind(of: index)
        }
        for index in nodes.indices {
            nodes[index].name = names.unique(preferredName(of: index))
        }
        for index in nodes.indices where nodes[index].kind == .split && nodes[index].children.count == 1 && pushedSecondary(of: index) == nil {
            collapsedSecondaries[index] = names.unique(nodes[index].name + "Secondary")
        }
    }

    static func imported(_ input: ImportInput, lines: [DumpLine]) throws(InputError) -> ImportResult {
        var importer = try HierarchyImporter(input, lines: lines)
        importer.write()
        let presented = importer.nodes.filter(\.line.isPresented).count
        let count = importer.nodes.count
        let summary = ImportSummary(
            description: "\(count) view controller\(count == 1 ? "" : "s") from \(input.fileName); "
                + "\(presented) presented, the top one \(importer.nodes[importer.top(0)].name)", betterInitial: nil)
        return ImportResult(text: importer.text.text, summary: summary)
    }

    private func source(of index: Int) -> String {
        "\(input.fileName):\(nodes[index].line.line) \(nodes[index].line.summary)"
    }

    private mutating func write() {
        text.add("title \(NavText.string(input.fileName))", source: "imported from \(input.fileName) by navviz import")
        // Both columns of a split view on screen: a regular width (R36); one column: collapsed (R45).
        if writesIPad, let split = nodes.indices.first(where: { nodes[$0].kind == .split && nodes[$0].children.count == 2 }) {
            text.add("device ipad", source: "\(source(of: split)) shows two columns: a regular-width screen")
        }
        for (split, _) in collapsedSecondaries.sorted(by: { $0.key < $1.key }) {
            text.add(
                "set \(nodes[split].name).topColumnForCollapsing = primary",
                source: "\(source(of: split)) shows one column: collapsed, keeping its primary")
        }
        text.add(expression(0), prefix: "root ")
        // R37: the More navigation controller's first child is the tab the root selects;
        // what sits above it was pushed from there. So for a column's navigation controller (R46).
        for index in nodes.indices where isMoreNavigation(index) || columnOfSplit(index) != nil {
            let stack = tabStack(index)
            for (below, above) in zip(stack, stack.dropFirst()) {
                text.add(expression(above), prefix: "\(nodes[below].name) push ")
            }
        }
        for index in nodes.indices where nodes[index].line.isPresented {
            let presenter = nodes[index].parent!
            let style = style(of: index)
            if nodes[index].line.style == nil, style != nil {
                text.comment(
                    "note: \(input.fileName):\(nodes[index].line.line) names no presentation style, and only a context presentation hangs under \(nodes[presenter].name), not its layer's root: currentContext"
                )
            }
            if let style, style == "currentContext" || style == "overCurrentContext", nodes[presenter].kind != .navigation, !isLayerRoot(presenter) {
                // R13: a context presentation stays under the first VC that defines a context.
                text.add("set \(nodes[presenter].name).definesPresentationContext = true", source: "\(source(of: presenter)) presents in its context")
            }
            // An alert controller is presented in its own style (R53); an action sheet shown as
            // a popover needs an anchor the dump does not name (R43).
            if let alert = alertStyle(of: index) {
                let anchor = alert == "actionSheet" && writesIPad ? " sourceView: \(NavText.string(nodes[presenter].name))" : ""
                text.add(expression(index), prefix: "\(nodes[presenter].name) present ", suffix: anchor)
            } else {
                text.add(expression(index), prefix: "\(nodes[presenter].name) present ", style: style)
            }
            text.add(
                "expect \(nodes[index].name).presentingViewController == \(nodes[expectedPresenter(index)].name)",
                source: "\(input.fileName):\(nodes[index].line.line) `+` under \(nodes[presenter].name)")
        }
        text.add("expect top == \(nodes[top(0)].name)", source: "\(input.fileName): getTopVC of the dump")
    }

    /// The presenter navviz's rules give a presentation the dump shows under `presenter`:
    /// itself for a context style, else the root of its layer (R12), which a real dump also shows.
    private func expectedPresenter(_ index: Int) -> Int {
        let presenter = nodes[index].parent!
        if let style = style(of: index), style == "currentContext" || style == "overCurrentContext" { return presenter }
        var layerRoot = presenter
        while !isLayerRoot(layerRoot), let parent = nodes[layerRoot].parent { layerRoot = parent }
        return layerRoot
    }

    /// `alert` or `actionSheet` for a `UIAlertController` (an action sheet is presented as a popover), else nil.
    private func alertStyle(of index: Int) -> String? {
        guard SwiftClassName(nodes[index].line.className).base == "UIAlertController" else { return nil }
        return nodes[index].line.style == "popover" ? "actionSheet" : "alert"
    }

    /// Whether the dump shows an expanded split view: the import models an iPad.
    private var writesIPad: Bool {
        nodes.indices.contains { nodes[$0].kind == .split && nodes[$0].children.count == 2 }
    }

    /// The style the dump names; an older dump names none, and then a presentation under
    /// a view controller that is not its layer's root can only be a context one (R12, R13).
    private func style(of index: Int) -> String? {
        nodes[index].line.style ?? (isLayerRoot(nodes[index].parent!) ? nil : "currentContext")
    }

    private func isLayerRoot(_ index: Int) -> Bool {
        index == 0 || nodes[index].line.isPresented
    }

    /// getTopVC (R31): down presentations, selected tabs and stack tops.
    private func top(_ index: Int) -> Int {
        if let presented = nodes[index].presented { return top(presented) }
        let node = nodes[index]
        switch node.kind {
        case .navigation: return top(node.children.last!)
        case .tabBar:
            let selected = node.children[selectedTab(index)]
            // R37: getTopVC stops at the tab a More navigation controller shows, not its top.
            return top(isMoreNavigation(selected) ? tabStack(selected).first ?? selected : selected)
        case .split, .plain: return index
        }
    }

    /// The tab on screen: the first that appeared, else the first whose view is in the window.
    private func selectedTab(_ index: Int) -> Int {
        let tabs = nodes[index].children.map { nodes[$0].line }
        return tabs.firstIndex(where: \.isOnScreen) ?? tabs.firstIndex { $0.viewLoaded && $0.state != "disappeared" } ?? 0
    }

    private func expression(_ index: Int) -> NavExpression {
        let node = nodes[index]
        let className = SwiftClassName(node.line.className)
        let declaredClass = NavNames.valid(className.base)
        if let alertStyle = alertStyle(of: index) {
            return NavExpression(name: node.name, head: "\(alertStyle) \(node.name)", children: [], source: source(of: index))
        }
        let isDefault = ["UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController"].contains(declaredClass)
        let head = node.name + (isDefault ? "" : ": \(declaredClass)")
        let opener: String
        var closing = ""
        switch node.kind {
        case .navigation: opener = "nav "
        case .tabBar:
            opener = "tabs "
            closing = " selected: \(selectedTab(index))"
        case .split: opener = "split "
        case .plain: opener = ""
        }
        // A tab bar lists the tab a More navigation controller shows in its place (R37), a
        // column-style split view the VC of the navigation controller it made (R46).
        var children = node.children.compactMap { isMoreNavigation($0) || columnOfSplit($0) != nil ? tabStack($0).first : $0 }
        // A collapsed split view's secondary, pushed onto its primary, is its column again (R45).
        children.removeAll { child in nodes[index].parent.flatMap { pushedSecondary(of: $0) } == child }
        if let secondary = pushedSecondary(of: index) { children.append(secondary) }
        var expressions = children.map(expression)
        if let secondary = collapsedSecondaries[index] {
            expressions.append(
                NavExpression(name: secondary, head: secondary, children: [], source: "the secondary column a collapsed split view dropped"))
        }
        let columns = node.children.compactMap { columnOfSplit($0) }
        if node.kind == .split, !columns.isEmpty {
            let count = columns.filter { $0 != "compact" }.count
            closing = " style: \(count == 3 ? "tripleColumn" : "doubleColumn")"
            if expressions.count > count { closing += " compact: " + Self.inline(expressions.removeLast()) }
        }
        return NavExpression(
            name: node.name, head: (children.isEmpty ? "" : opener) + head,
            children: expressions, closing: closing, source: source(of: index))
    }

    /// The column whose navigation controller `index` is, in navviz's own dump of a
    /// column-style split view: named `Split.primary`... (R46). UIKit's dumps print
    /// addresses, so there they are ordinary navigation controllers.
    private func columnOfSplit(_ index: Int, parent: Int? = nil) -> String? {
        guard let parent = parent ?? nodes[index].parent, let split = nodes[parent].line.instanceName,
            let name = nodes[index].line.instanceName, name.hasPrefix(split + "."), !nodes[index].children.isEmpty
        else { return nil }
        let column = String(name.dropFirst(split.count + 1))
        return ["primary", "supplementary", "secondary", "compact"].contains(column) ? column : nil
    }

    /// A collapsed split view's secondary navigation controller, which UIKit pushed onto
    /// its primary one (R45): the primary's top, when that is a navigation controller.
    private func pushedSecondary(of split: Int) -> Int? {
        guard nodes[split].kind == .split, nodes[split].children.count == 1, let primary = nodes[split].children.first,
            nodes[primary].kind == .navigation, let top = nodes[primary].children.last, top != nodes[primary].children.first,
            nodes[top].kind == .navigation
        else { return nil }
        return top
    }

    /// An expression on one line, for an option's value.
    private static func inline(_ expression: NavExpression) -> String {
        expression.head + (expression.children.isEmpty ? "" : " [" + expression.children.map(inline).joined(separator: ", ") + "]")
            + expression.closing
    }

    /// Whether `index` is a tab bar's `moreNavigationController`, which `.nav` never
    /// names: selecting a tab under More makes it (R37).
    private func isMoreNavigation(_ index: Int) -> Bool {
        nodes[index].line.className == "UIMoreNavigationController" && nodes[index].parent.map { nodes[$0].kind == .tabBar } == true
    }

    /// The stack a More navigation controller or a column's navigation controller holds
    /// for its tab or column: without the More list, UIKit's root of the More stack (R73).
    private func tabStack(_ index: Int) -> [Int] {
        Array(nodes[index].children.drop { nodes[$0].line.className == "UIMoreListController" })
    }

    /// What container a view controller is: its class name says (`UINavigationController`,
    /// `App.MainNavigation`, `RootTabBarController`...), else its children do: a
    /// `UILayoutContainerView` whose one child, or whose last child alone, is on screen
    /// is a navigation controller; one whose tabs have unloaded views is a tab bar controller.
    private func kind(of index: Int) -> ViewControllerKind {
        let node = nodes[index]
        let children = node.children.map { nodes[$0].line }
        guard !children.isEmpty else { return .plain }
        let name = SwiftClassName(node.line.className).base.lowercased()
        if name.contains("navigation") || name.hasSuffix("nav") || name.hasSuffix("navcontroller") { return .navigation }
        if name.contains("tabbar") || name.hasSuffix("tabs") { return .tabBar }
        if name.contains("splitview") || name.hasSuffix("split") {
            return children.count <= 2 || node.children.contains(where: { columnOfSplit($0, parent: index) != nil }) ? .split : .plain
        }
        guard node.line.viewClass == "UILayoutContainerView" else { return .plain }
        if children.count > 1 && children.dropLast().contains(where: { !$0.viewLoaded }) { return .tabBar }
        if !children.dropLast().contains(where: \.isOnScreen) { return .navigation }
        return .plain
    }

    /// The name navviz's own dump printed, else the class's readable name; UIKit's own
    /// classes are named after what they hold or where they sit (`HomeNav`, `MainTabs`,
    /// `Tab2Root`), which the parent's name, given first, says.
    private func preferredName(of index: Int) -> String {
        let node = nodes[index]
        if let instance = node.line.instanceName { return instance }
        let className = SwiftClassName(node.line.className)
        guard className.isGeneric else { return className.readable }
        switch node.kind {
        case .navigation:
            let root = node.children[0]
            let holds = SwiftClassName(nodes[root].line.className).isGeneric && nodes[root].line.instanceName == nil ? nil : preferredName(of: root)
            return (holds ?? placeName(of: index)) + ContainerRole.navigationSuffix
        case .tabBar: return (index == 0 ? ContainerRole.mainPrefix : placeName(of: index)) + ContainerRole.tabBarSuffix
        case .split: return (index == 0 ? ContainerRole.mainPrefix : placeName(of: index)) + ContainerRole.splitSuffix
        case .plain: return index == 0 ? "Root" : placeName(of: index)
        }
    }

    /// Where a view controller sits under its parent, as a name: `Tab2`, `SettingsRoot`,
    /// `SettingsScreen2`, `Primary`, `CartModal`.
    private func placeName(of index: Int) -> String {
        guard let parent = nodes[index].parent else { return ContainerRole.mainPrefix }
        let role: ContainerRole
        let position = nodes[parent].children.firstIndex(of: index) ?? 0
        if nodes[index].line.isPresented {
            role = style(of: index) == "popover" ? .popover : .presented
        } else {
            switch nodes[parent].kind {
            case .tabBar: role = .tab(position)
            case .navigation: role = .stack(position)
            case .split: role = position == 0 ? .primary : .secondary
            case .plain: role = .child
            }
        }
        let isMain = parent == 0 && (nodes[parent].kind == .tabBar || nodes[parent].kind == .split)
        return role.name(under: isMain ? "" : nodes[parent].name)
    }
}
