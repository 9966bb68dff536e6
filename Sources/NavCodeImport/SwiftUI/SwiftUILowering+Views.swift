import NavLanguage
import NavCodeFacts

/// SwiftUI views onto the UIKit they run on: a view's body becomes the view controllers
/// that show it. A `NavigationStack` (or `NavigationView`) is a navigation controller whose
/// root hosts the stack's first view, a `TabView` a tab bar controller with a tab per view
/// in order, a `NavigationSplitView` a split view controller of its sidebar and detail, a
/// `UIViewControllerRepresentable` the view controller it makes, and any other content a
/// `UIHostingController` of the view, named after it. The navigation a body declares
/// (`SwiftUISite`) is kept on the view controller that shows it, for the tour.
extension SwiftUILowering {
    /// Views nested deeper than this inside one screen's body are not read (a view that contains itself).
    static let maximumViewDepth = 12

    /// The view controller that shows the app's view `view` (an object of a `View` type)
    /// made at `site`: the container its body is, or a hosting controller of it. One per
    /// view and place: shown again while free, it is the same box.
    /// `hint`: the name of the screen when the view is a wrapper inside it.
    func screen(ofView view: Int, site: CodeSite, depth: Int = 0, hint: String? = nil) -> Int {
        let type = heap[view].className
        // A wrapper made at one place for different content (a presented route's) is a box per content.
        let content = heap[view].swiftUI.wrapsContent ? keptViews(of: view).compactMap(appViewType).sorted() : []
        let identity = "swiftui \(site.text) \(type)" + (content.isEmpty ? "" : " of " + content.joined(separator: " "))
        if let shown = heap.reusable(identity) { return shown }
        if let made = representedViewController(view, site: site) { return made }
        let name = hint ?? type
        let screen: Int
        if let (statements, environment) = body(of: view), depth < Self.maximumViewDepth {
            screen = self.screen(for: statements, environment, site: site, hint: name, depth: depth + 1)
        } else {
            screen = host(type, hint: name, site: site)
        }
        if heap[view].swiftUI.shownBy == nil { heap[view].swiftUI.shownBy = screen }
        heap.remember(screen, as: identity)
        return screen
    }

    /// `UIHostingController(rootView: view)` in the app's code: the view's navigation is the
    /// hosting controller's; a body that is a container (a `NavigationStack`) is its child.
    func showView(_ view: Int, in host: Int, site: CodeSite) {
        guard let (statements, environment) = body(of: view) else { return }
        if heap[view].swiftUI.shownBy == nil { heap[view].swiftUI.shownBy = host }
        let values = Self.shownViews(statements)
        if values.count == 1, let kind = Self.container(Self.peeled(values[0]).core) {
            let container = screen(for: values[0], environment, site: site, hint: heap[view].className, depth: 1)
            heap.attach(container, to: host, site: site, how: "rootView's \(kind.written)")
            return
        }
        collect(statements, into: host, environment, depth: 1)
    }

    /// The statements of a view's `body`, with the environment they run in (`self` is the view).
    func body(of view: Int) -> ([CodeStatement], CodeEnvironment)? {
        let type = heap[view].className
        guard let body = code.property("body", in: type), let getter = body.facts.getter else { return nil }
        let environment = CodeEnvironment(this: .object(view), owner: type, file: body.file, function: "\(type).body")
        return (evaluator.withoutDeadBranches(getter, environment), environment)
    }

    /// The view controller that shows `statements`, a body or a content closure: the
    /// screen of its one view, or of its one container among several views, else a hosting
    /// controller of them all, named `hint`.
    func screen(for statements: [CodeStatement], _ environment: CodeEnvironment, site: CodeSite, hint: String, depth: Int) -> Int {
        if let root = evaluator.tca.rootSwitch(statements, environment, site: site, hint: hint, depth: depth) { return root }
        let live = evaluator.withoutDeadBranches(statements, environment)
        if let (views, others, modifiers) = Self.alternatives(live, screenType: { self.screenType(of: $0, environment) }) {
            // SwiftUI shows one of them at a time, each a whole screen: a child of the view that switches, as a container's.
            let shown: Int
            if views.count == 1 {
                shown = screen(for: views[0].value, environment, site: site, hint: hint, depth: depth)
            } else {
                shown = host(environment.owner ?? hint, hint: hint, site: site)
                shows(environment, shown)
                for (view, line) in views {
                    embed(shown, view, environment, depth: depth, how: "one of the views \(environment.owner ?? hint) switches between", line: line)
                }
            }
            for other in others { collect(other, into: shown, environment, depth: depth) }
            for modifier in modifiers.reversed() { collect(.call(modifier), into: shown, environment, depth: depth, peeling: false) }
            return shown
        }
        var values = Self.shownViews(live)
        if values.count == 1, let inner = Self.stackContent(values[0]), inner.contains(where: { isContainer($0, environment) }) {
            // `HStack { tabBarView; if regular { secondaryColumn } }`: the stack's views.
            values = inner
        }
        if values.count == 1 { return screen(for: values[0], environment, site: site, hint: hint, depth: depth) }
        // `if compact { tabs } else { sidebar }`: the first branch that is a container, through the view's properties.
        if let index = values.firstIndex(where: { isContainer($0, environment) }) {
            let screen = self.screen(for: values[index], environment, site: site, hint: hint, depth: depth)
            for (other, value) in values.enumerated() where other != index { collect(value, into: screen, environment, depth: depth) }
            return screen
        }
        let host = host(environment.owner ?? hint, hint: hint, site: site)
        shows(environment, host)
        collect(statements, into: host, environment, depth: depth)
        return host
    }

    /// The view controller that shows one view expression, with its modifiers.
    func screen(for value: CodeValue, _ environment: CodeEnvironment, site: CodeSite, hint: String, depth: Int) -> Int {
        let (core, modifiers) = Self.peeled(value)
        var screen: Int
        if case .call(let call) = core, let kind = Self.container(core) {
            screen = container(kind, call, environment, hint: hint, depth: depth)
        } else if case .call(let call) = core, let type = Self.typeName(call), isAppView(type), depth < Self.maximumViewDepth {
            let view = makeView(call, environment)
            // A wrapper (`PlatformNavigationStack { … }`, a view given its content) is no screen of its own: the view around it is.
            screen = self.screen(
                ofView: view, site: CodeSite(file: environment.file, line: call.line), depth: depth,
                hint: heap[view].swiftUI.wrapsContent ? hint : nil)
        } else if let (getter, inner) = viewProperty(core, environment), depth < Self.maximumViewDepth {
            // A wrapper's content is named after the view that wrote it.
            let named = inner.owner != environment.owner ? inner.owner ?? hint : hint
            screen = self.screen(for: getter, inner, site: site, hint: named, depth: depth + 1)
        } else if let view = storedView(core, environment)?.view, depth < Self.maximumViewDepth {
            // `NavigationLink(destination: self.destination)` in a row the caller gave `destination: StatsView()`.
            screen = self.screen(ofView: view, site: site, depth: depth)
        } else {
            screen = host(environment.owner ?? hint, hint: hint, site: site)
            shows(environment, screen)
            collect(core, into: screen, environment, depth: depth)
        }
        for modifier in modifiers.reversed() { collect(.call(modifier), into: screen, environment, depth: depth, peeling: false) }
        return screen
    }

    /// Whether a view is a container, or a property of the view whose one view is.
    private func isContainer(_ value: CodeValue, _ environment: CodeEnvironment, depth: Int = 0) -> Bool {
        let core = Self.peeled(value).core
        if Self.container(core) != nil { return true }
        guard depth < 4, let (getter, inner) = viewProperty(core, environment) else { return false }
        let values = Self.viewValues(getter)
        return values.count == 1 && isContainer(values[0], inner, depth: depth + 1)
    }

    /// The property a `TabView(selection: $tab)` binds: `tab`.
    static func selectionBinding(_ call: CodeCall) -> String? {
        switch call.arguments.first(where: { $0.label == "selection" })?.value {
        case .name(let name)?, .member(_, let name)?: return String(name.drop { $0 == "$" })
        default: return nil
        }
    }

    /// The first value of the property a `TabView(selection: $tab)` binds, as `tag(of:)` writes it.
    private func initialSelection(_ call: CodeCall, _ environment: CodeEnvironment) -> String? {
        guard let binding = Self.selectionBinding(call), let owner = environment.owner,
            let value = code.property(binding, in: owner)?.facts.value
        else { return nil }
        return Self.tagText(value)
    }

    /// A tab's `.tag(.home)` or `Tab("Home", systemImage: "house", value: .home)`: `home`.
    static func tag(of tab: CodeValue) -> String? {
        var current = tab
        while case .call(let call) = current {
            if call.name == "Tab", let value = call.arguments.first(where: { $0.label == "value" })?.value { return tagText(value) }
            guard case .member(let base?, let name) = call.callee else { return nil }
            if name == "tag", let value = call.arguments.first?.value { return tagText(value) }
            current = base
        }
        return nil
    }

    static func tagText(_ value: CodeValue) -> String? {
        switch value {
        case .member(_, let name), .name(let name), .string(let name): return name
        case .integer(let number): return String(number)
        default: return nil
        }
    }

    /// The views a `ForEach` of tabs makes (`ForEach(tabs) { $0.makeContentView() }`): the
    /// branches of the app function it calls on each item (a `switch self` of views), else its content.
    private func tabViews(_ value: CodeValue, _ environment: CodeEnvironment) -> [CodeValue] {
        guard case .call(let each) = Self.peeled(value).core, each.name == "ForEach",
            let content = each.arguments.last(where: { $0.value.closureBody != nil })?.value.closureBody
        else { return [value] }
        let items = Self.viewValues(content)
        // `tab.makeContentView().tabItem { … }.tag(tab)`: the innermost call of the chain that is an app function of views.
        guard items.count == 1, let function = Self.peeled(items[0]).modifiers.reversed().lazy.compactMap(viewFunction).first
        else { return items }
        let branches = Self.viewValues(function.facts.body)
        return branches.isEmpty ? items : branches
    }

    /// The app's function a member call `item.name(…)` runs when it returns a view.
    private func viewFunction(_ call: CodeCall) -> AppCode.Function? {
        guard case .member(_, let name) = call.callee else { return nil }
        return code.typeOrder.lazy.compactMap { self.code.function(name, labels: call.labels, in: $0) }
            .first { $0.facts.returnType?.hasSuffix("View") == true }
    }

    /// A container's view controller with its children: a stack's root, a tab per view, a split's columns.
    private func container(_ kind: SwiftUINavigation, _ call: CodeCall, _ environment: CodeEnvironment, hint: String, depth: Int) -> Int {
        let site = CodeSite(file: environment.file, line: call.line)
        let closures = call.arguments.compactMap { argument -> (String?, CodeClosure)? in
            if case .closure(let closure) = argument.value { return (argument.label, closure) }
            return nil
        }
        switch kind {
        case .tabView:
            let tabs = heap.make("UITabBarController", kind: .tabBar, origin: site)
            let content = closures.first { $0.0 == nil || $0.0 == "content" }?.1.body ?? []
            let selected = initialSelection(call, environment)
            if let binding = Self.selectionBinding(call) { heap.tabSelections[binding] = tabs }
            for (index, tab) in Self.viewValues(content).flatMap({ tabViews($0, environment) }).enumerated() {
                // `TabView(selection: $tab)` starts on the tab whose `.tag` (or `Tab(value:)`) is the selection's first value.
                if let selected, Self.tag(of: tab) == selected { heap[tabs].selectedTab = heap[tabs].children.count }
                let child: Int
                // iOS 18's `Tab("Home", systemImage: …) { HomeView() }`: the tab's content.
                if case .call(let item) = Self.peeled(tab).core, item.name == "Tab",
                    let body = item.arguments.last(where: { $0.value.closureBody != nil })?.value.closureBody
                {
                    child = screen(for: body, environment, site: site, hint: hint, depth: depth)
                } else {
                    child = screen(for: tab, environment, site: site, hint: hint, depth: depth)
                }
                guard heap[child].parent == nil, child != tabs else { continue }
                heap.attach(child, to: tabs, site: site, how: "TabView tab \(index)")
                heap[tabs].swiftUI.tabTags.append(Self.tag(of: tab))
            }
            return tabs
        case .navigationSplitView:
            // A column-style split view: `sidebar:` and `detail:` are two columns, with `content:` between them three.
            let split = heap.make("UISplitViewController", kind: .split, origin: site)
            let sidebar = closures.first { $0.0 == nil || $0.0 == "sidebar" }?.1.body ?? []
            let detail = closures.first { $0.0 == "detail" }?.1.body ?? closures.dropFirst().last?.1.body ?? []
            let content = closures.first { $0.0 == "content" }?.1.body
            heap[split].splitStyle = content == nil ? .doubleColumn : .tripleColumn
            let columns: [(SplitColumn, [CodeStatement], String)] =
                [(.primary, sidebar, "sidebar")] + (content.map { [(.supplementary, $0, "content")] } ?? []) + [(.secondary, detail, "detail")]
            for (column, statements, how) in columns {
                let shown = screen(for: statements, environment, site: site, hint: hint + how.prefix(1).uppercased() + how.dropFirst(), depth: depth)
                guard heap[shown].parent == nil, shown != split else { continue }
                heap.setColumn(column, of: split, to: shown, site: site, how: "NavigationSplitView \(how)")
            }
            return split
        default:
            let navigation = heap.make("UINavigationController", kind: .navigation, origin: site)
            heap[navigation].swiftUI.isStack = true
            let content = closures.first { $0.0 == nil || $0.0 == "root" || $0.0 == "content" }?.1.body ?? []
            let root = screen(for: content, environment, site: site, hint: hint, depth: depth)
            if heap[root].kind == .plain, heap[root].parent == nil {
                heap.attach(root, to: navigation, site: site, how: kind.written)
                if let destination = TCALowering.stackDestination(call, environment) { heap[root].swiftUI.sites.append(destination) }
            } else {
                uikit.note(site, "\(kind.written) of \(evaluator.describe(.object(root))): UIKit cannot push a container (R5)")
            }
            return navigation
        }
    }

    /// Walks a view expression inline (inside the screen `screen` shows): the navigation it
    /// declares is the screen's, a container inside it is a child of the screen (SwiftUI
    /// embeds it), an app view's body is read in place, and the closures a control runs
    /// (a button's action, `.onTapGesture`, `.task`) are the screen's actions.
    func collect(_ value: CodeValue, into screen: Int, _ environment: CodeEnvironment, depth: Int, peeling: Bool = true) {
        switch value {
        case .call(let call):
            // `content()` in a wrapper's body: the content its caller gave it, read where the caller wrote it.
            if call.arguments.isEmpty, depth < Self.maximumViewDepth, let (statements, inner) = viewProperty(value, environment) {
                return collect(statements, into: screen, inner, depth: depth + 1)
            }
            if peeling, case .member(let base?, _) = call.callee { collect(base, into: screen, environment, depth: depth) }
            if let kind = call.swiftUI {
                if Self.container(value) != nil {
                    embed(screen, value, environment, depth: depth, how: kind.written)
                } else {
                    heap[screen].swiftUI.sites.append(SwiftUISite(kind: kind, call: call, environment: environment))
                }
                return
            }
            let readsBody = Self.typeName(call).map(isAppView) == true
            if readsBody {
                guard depth < Self.maximumViewDepth else { return }
                let view = makeView(call, environment)
                if representedViewController(view, site: CodeSite(file: environment.file, line: call.line), peek: true) != nil {
                    return embed(screen, value, environment, depth: depth, how: "UIViewControllerRepresentable")
                }
                if heap[view].swiftUI.shownBy == nil { heap[view].swiftUI.shownBy = screen }
                if let (statements, inner) = body(of: view) { collect(statements, into: screen, inner, depth: depth + 1) }
            }
            if depth < Self.maximumViewDepth, let (statements, inner) = modifierBody(call, environment, screen: screen) {
                collect(statements, into: screen, inner, depth: depth + 1)
            }
            let runs = Self.actionCalls.contains(call.name ?? "")
            let title = call.arguments.first.flatMap { argument -> String? in
                if case .string(let text) = argument.value { return text }
                return nil
            }
            // A button's action is its `action:` closure, else its first (`Button("Save") { … }`; `label:` is its label).
            let buttonAction =
                call.name == "Button"
                ? call.arguments.firstIndex { $0.label == "action" } ?? call.arguments.firstIndex { $0.label == nil && $0.value.closureBody != nil }
                : nil
            for (index, argument) in call.arguments.enumerated() {
                let isAction =
                    call.name == "Button"
                    ? index == buttonAction : runs && (argument.label == nil || ["action", "perform"].contains(argument.label!))
                if case .closure(let closure) = argument.value {
                    if isAction {
                        heap[screen].actions.append(CodeAction(closure: closure, environment: environment, label: title))
                    } else {
                        collect(closure.body, into: screen, itemBound(closure, of: call, environment), depth: depth)
                    }
                } else if isAction, let (closure, captured) = keptClosure(argument.value, environment) {
                    // `Button(action: action)` in a row the caller gave `action: { path.append(.servers) }`: the caller's closure.
                    heap[screen].actions.append(CodeAction(closure: closure, environment: captured, label: title))
                } else if !readsBody {
                    // A view an app view is given (`LinkRow(destination: StatsView())`) shows where its body puts it.
                    collect(argument.value, into: screen, environment, depth: depth)
                }
            }
        case .closure(let closure):
            collect(closure.body, into: screen, environment, depth: depth)
        default:
            guard depth < Self.maximumViewDepth else { return }
            if let (getter, inner) = viewProperty(value, environment) {
                collect(getter, into: screen, inner, depth: depth + 1)
            } else if let view = storedView(value, environment)?.view, let (statements, inner) = body(of: view) {
                // `VStack { header }` in a card given `header: TitleView()`: the view it was given, in place.
                collect(statements, into: screen, inner, depth: depth + 1)
            }
        }
    }

    /// `ForEach(catalog.books) { book in … }`: the body's environment with `book` an
    /// instance of the list's declared element type (`[Book]`), when the code declares it,
    /// so a `NavigationLink(value: book)` inside is known to carry a `Book`.
    private func itemBound(_ closure: CodeClosure, of call: CodeCall, _ environment: CodeEnvironment) -> CodeEnvironment {
        guard ["ForEach", "List"].contains(call.name), let item = closure.parameters.first, let data = call.arguments.first?.value,
            let list = declaredType(of: data, environment), list.hasPrefix("["), list.hasSuffix("]"), !list.contains(":")
        else { return environment }
        let element = String(list.dropFirst().dropLast())
        var inner = environment
        inner.locals[item] = .instance(element, why: "`\(item)` is an item of \(evaluator.describe(data))")
        return inner
    }

    func collect(_ statements: [CodeStatement], into screen: Int, _ environment: CodeEnvironment, depth: Int) {
        for value in Self.shownViews(evaluator.withoutDeadBranches(statements, environment)) {
            collect(value, into: screen, environment, depth: depth)
        }
    }

    /// The app's view a property of the view being read holds (`self.destination`, given by its
    /// maker; `build()`, a lazy wrapper's `@autoclosure`): its type, and the view (one made with
    /// nothing to keep, `AboutView()`, is made here, where its holder was).
    func storedView(_ value: CodeValue, _ environment: CodeEnvironment, making: Bool = true) -> (type: String, view: Int?)? {
        guard let name = Self.ownProperty(value), value != .name(name) || environment.locals[name] == nil,
            case .object(let holder)? = environment.this
        else { return nil }
        let held = heap[holder].properties[name]
        guard let type = held.flatMap(appViewType) else { return nil }
        if let stored = held?.object { return (type, stored) }
        return (type, making ? heap.make(type, kind: nil, origin: heap[holder].origin) : nil)
    }

    /// The closure a name holds: a local, or a property of the view being read that its maker
    /// gave it (`action`, `self.onSelect`), with the environment it was written in; or a method
    /// of the view named without a call (`Button("Save", action: save)`), run on the view.
    private func keptClosure(_ value: CodeValue, _ environment: CodeEnvironment) -> (CodeClosure, CodeEnvironment)? {
        if case .call = value { return nil }
        guard let name = Self.ownProperty(value) else { return nil }
        let held = environment.locals[name] ?? environment.this?.object.flatMap { heap[$0].properties[name] }
        if case .closure(let closure, let captured)? = held { return (closure, captured) }
        guard held == nil, let owner = environment.owner, let method = code.function(name, labels: [], in: owner) else { return nil }
        var inner = environment
        inner.file = method.file
        inner.function = method.description
        return (CodeClosure(line: method.facts.line, parameters: [], body: method.facts.body), inner)
    }

    /// A container (or a `UIViewControllerRepresentable`) inside a screen's content: its child, as SwiftUI embeds it.
    private func embed(_ screen: Int, _ value: CodeValue, _ environment: CodeEnvironment, depth: Int, how: String, line: Int? = nil) {
        let site = CodeSite(file: environment.file, line: line ?? Self.line(of: value) ?? 0)
        guard heap[screen].kind == .plain else {
            return uikit.note(site, "\(how) inside \(evaluator.describe(.object(screen))): a container's child here is not modeled")
        }
        let child = self.screen(for: value, environment, site: site, hint: environment.owner ?? "View", depth: depth + 1)
        guard heap[child].parent == nil, child != screen else { return }
        // The same view embedded again through another path of one body (two branches showing it) is the box there.
        if heap[screen].children.contains(where: { heap[$0].origin == heap[child].origin && heap[$0].className == heap[child].className }) { return }
        heap.attach(child, to: screen, site: site, how: how)
    }

    /// A hosting controller of the view type `type`, named `hint`.
    private func host(_ type: String, hint: String, site: CodeSite) -> Int {
        let id = heap.make("UIHostingController<\(type)>", kind: .plain, origin: site)
        heap[id].hint = hint
        return id
    }

    /// The view `environment` runs for is shown by `screen`, unless a screen shows it already.
    private func shows(_ environment: CodeEnvironment, _ screen: Int) {
        if let view = environment.this?.object, heap[view].swiftUI.shownBy == nil { heap[view].swiftUI.shownBy = screen }
    }

    /// A `UIViewControllerRepresentable`'s view controller: what its `makeUIViewController(context:)` returns.
    private func representedViewController(_ view: Int, site: CodeSite, peek: Bool = false) -> Int? {
        let type = heap[view].className
        guard code.type(type)?.inherits.contains("UIViewControllerRepresentable") == true else { return nil }
        if peek { return view }
        guard let make = code.function("makeUIViewController", labels: ["context"], in: type) else {
            return host(type, hint: type, site: site)
        }
        let made = evaluator.run(make, this: .object(view), arguments: [("context", .unknown("the representable's context"))])
        return uikit.viewController(made, site: site) ?? host(type, hint: type, site: site)
    }

    /// A new object of the app's view type, made as its construction makes it.
    func makeView(_ call: CodeCall, _ environment: CodeEnvironment) -> Int {
        var environment = environment
        let made = evaluator.evaluate(.call(call), &environment, line: call.line)
        if let id = made.object, !heap[id].isViewController { return id }
        guard let type = Self.typeName(call) else {
            return heap.make("View", kind: nil, origin: CodeSite(file: environment.file, line: call.line))
        }
        return heap.make(type, kind: nil, origin: CodeSite(file: environment.file, line: call.line))
    }

    /// The app's own modifiers and view builders, read in place: a function of a `View`
    /// extension (`.withAppRouter()`), of the view itself (`makeToolbar()`), or a
    /// `ViewModifier`'s `body(content:)` (`.modifier(SheetRouter())`).
    private func modifierBody(_ call: CodeCall, _ environment: CodeEnvironment, screen: Int) -> ([CodeStatement], CodeEnvironment)? {
        guard let name = call.name, name.first?.isLowercase == true else { return nil }
        if name == "modifier", case .call(let made)? = call.arguments.first?.value, case .name(let type) = made.callee,
            let body = code.function("body", labels: ["content"], in: type)
        {
            let modifier = makeView(made, environment)
            if heap[modifier].swiftUI.shownBy == nil { heap[modifier].swiftUI.shownBy = screen }
            return (body.facts.body, CodeEnvironment(this: .object(modifier), owner: type, file: body.file, function: body.description))
        }
        let function =
            environment.owner.flatMap { code.function(name, labels: call.labels, in: $0) } ?? code.function(name, labels: call.labels, in: "View")
        guard let function, let type = function.facts.returnType, type.hasSuffix("View") || type.hasSuffix("Content") else { return nil }
        var inner = environment
        inner.file = function.file
        inner.function = function.description
        return (function.facts.body, inner)
    }

    /// The property of the view being read that `value` names: `header`, `self.header`, or a
    /// closure it keeps, called (`content()`: a wrapper calls the content its caller gave it).
    private static func ownProperty(_ value: CodeValue) -> String? {
        switch value {
        case .name(let name), .member(.name("self")?, let name): return name
        case .call(let call) where call.arguments.isEmpty:
            switch call.callee {
            case .name(let name), .member(.name("self")?, let name): return name
            default: return nil
            }
        default: return nil
        }
    }

    /// `content`, `self.header`: a computed property of the view whose getter builds views.
    func viewProperty(_ value: CodeValue, _ environment: CodeEnvironment) -> ([CodeStatement], CodeEnvironment)? {
        guard let name = Self.ownProperty(value) else { return nil }
        // A wrapper view's content: the closure its caller gave, read where the caller wrote it.
        if case .object(let view)? = environment.this, case .closure(let closure, let captured)? = heap[view].properties[name] {
            return (evaluator.withoutDeadBranches(closure.body, captured), captured)
        }
        if case .call = value { return nil }
        guard let owner = environment.owner, let property = code.property(name, in: owner), let getter = property.facts.getter else { return nil }
        var inner = environment
        inner.file = property.file
        inner.function = "\(owner).\(name)"
        return (evaluator.withoutDeadBranches(getter, inner), inner)
    }
}

extension CodeValue {
    /// A closure's statements.
    var closureBody: [CodeStatement]? {
        if case .closure(let closure) = self { return closure.body }
        return nil
    }
}
