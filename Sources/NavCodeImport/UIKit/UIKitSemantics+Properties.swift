import NavCodeFacts
import NavLanguage
import NavStoryboard

extension UIKitSemantics {
    /// `target = value`; `written` is the value as the code writes it, which names an anchor.
    func assign(_ target: CodeValue, _ value: CodeReferent, written: CodeValue, _ environment: inout CodeEnvironment, line: Int) {
        if case .name(let local) = target, environment.locals[local] != nil {
            environment.locals[local] = value
            return
        }
        record.countEffect()
        let owners: CodeReferent
        let name: String
        switch target {
        case .name(let property):
            owners = environment.this ?? .unknown("no `self` here")
            name = property
        case .member(let base?, let property):
            owners = evaluator.evaluate(base, &environment, line: line)
            name = property
        default:
            return
        }
        // A value the branches set differently: each of them gets the property.
        for owner in owners.alternatives {
            assign(name, of: owner, target: target, value, written: written, environment, line: line)
        }
    }

    /// An anchor the app's helper sets on the popover of `presented` at `site` (a method of its
    /// `extension UIPopoverPresentationController`, a call it is handed to), named `label`.
    func anchorByHelper(_ presented: Int, site: CodeSite, label: String) {
        setAnchor(Self.anchor(named: label), of: presented, at: site)
    }

    /// The popover of `presented` anchored to `anchor` by the code at `site`.
    func setAnchor(_ anchor: PopoverAnchor, of presented: Int, at site: CodeSite) {
        heap[presented].anchorSites.append(site)
        heap[presented].anchor = anchor
    }

    /// An anchor the code gives as a view or a bar button item without saying which (iOS 16's
    /// `sourceItem`, a helper's argument): its name usually says.
    private static func anchor(named label: String) -> PopoverAnchor {
        let isItem = label.lowercased().hasSuffix("item") || label.lowercased().contains("barbutton")
        return PopoverAnchor(isItem ? .barButtonItem : .sourceView, label)
    }

    private func assign(
        _ name: String, of owner: CodeReferent, target: CodeValue, _ value: CodeReferent, written: CodeValue, _ environment: CodeEnvironment,
        line: Int
    ) {
        let site = CodeSite(file: environment.file, line: line)
        if case .presentationController(let presented) = owner {
            // `popoverPresentationController?.sourceView = button`: the anchor, named after what the code passes.
            let label = evaluator.anchorLabel(written)
            if ["barButtonItem", "sourceView", "sourceItem"].contains(name) { heap[presented].anchorSites.append(site) }
            switch name {
            case "barButtonItem": heap[presented].anchor = PopoverAnchor(.barButtonItem, label)
            case "sourceView": heap[presented].anchor = PopoverAnchor(.sourceView, label)
            case "sourceItem": heap[presented].anchor = Self.anchor(named: label)
            default: break
            }
            return
        }
        if case .window(let window) = owner, name == "rootViewController" {
            return setRoot(value, of: window, site: site)
        }
        if name == "window", case .window(let window?) = value, heap.mainWindow == nil {
            // `self.window = window` in a scene or app delegate: the window UIKit shows the app in.
            heap.mainWindow = window
        }
        let id = owner.object
        switch name {
        case "rootViewController" where id == nil:
            // A window the import cannot follow: the app's when the code calls it so (`window`,
            // `keyWindow`), else one of its own, named after it (`pinLockWindow`).
            let written = evaluator.describe(target).split(separator: ".").dropLast().last.map(String.init) ?? "window"
            let isAppWindow = ["window", "keyWindow", "windows", "self"].contains(written) || written.hasPrefix("$")
            setRoot(value, of: isAppWindow ? nil : heap.namedWindow(written, origin: site), site: site)
        case "rootView" where id.map { UIKitClass.base(code.frameworkClass(of: heap[$0].className)) == "UIHostingController" } == true:
            // A hosting controller given its view after `super.init(rootView: AnyView(EmptyView()))`: the view it shows.
            frameworkInitializer(id!, arguments: [(label: "rootView", value: value)], site: site)
        case "modalPresentationStyle":
            if let id, case .symbol(let style) = value, let known = PresentationStyle(rawValue: style) { heap[id].style = (known, site) }
        case "viewControllers" where id.map { [.navigation, .tabBar, .split].contains(heap[$0].kind) } == true,
            "tabs" where id.map { heap[$0].kind == .tabBar } == true:
            guard case .array(let items) = value else { return note(site, "\(name): the list is unknown: \(value.unknownReason)") }
            setViewControllers(items, of: id!, actor: id!, site: site, how: "\(name) =")
        case "selectedIndex" where id.map { heap[$0].kind == .tabBar } == true:
            if case .integer(let index) = value { select(index, of: id!, actor: ownActor(target, environment) ?? id!, site: site, call: name) }
        case "selectedViewController" where id.map { heap[$0].kind == .tabBar } == true,
            "selectedTab" where id.map { heap[$0].kind == .tabBar } == true:
            if let tab = value.object, let index = heap[id!].children.firstIndex(of: tab) {
                select(index, of: id!, actor: ownActor(target, environment) ?? id!, site: site, call: name)
            }
        default:
            // `selection = .search` on the state a `TabView(selection: $selection)` binds: that tab is selected.
            if let tabBar = heap.tabSelections[name], let tag = SwiftUILowering.tagText(written),
                let index = heap[tabBar].swiftUI.tabTags.firstIndex(of: tag)
            {
                select(index, of: tabBar, actor: tabBar, site: site, call: "\(name) = .\(tag)")
            }
            if let id {
                if name == "rootViewController", !heap[id].isViewController {
                    note(site, "rootViewController of \(heap[id].className), an object of the app, not a window")
                }
                // A computed property's setter keeps nothing itself; a `didSet` runs after the value is stored.
                let setters = code.setterChain(name, in: heap[id].className)
                if setters.last?.facts.setter == nil { heap[id].properties[name] = value }
                if let object = value.object, heap[object].hint == nil { heap[object].hint = name }
                // A window kept under another name than `window` is one of its own (`pinLockWindow`).
                if case .window(let window?) = value, name != "window", heap[window].hint == nil { heap[window].hint = name }
                for setter in setters { evaluator.runSetter(of: setter, on: id, newValue: value) }
            } else if case .type(let type) = owner {
                evaluator.setStatic(type + "." + name, value)
            } else {
                // Callbacks set on a view or a bar item (`button.addAction`, `leftBarButtonItem = ...`) run on a user action.
                evaluator.keep(CodeEvaluator.actions(in: [value], label: nil))
            }
        }
    }

    /// `self`, when `target` is a property of `self`'s own container (`tabBarController?.selectedIndex`).
    private func ownActor(_ target: CodeValue, _ environment: CodeEnvironment) -> Int? {
        guard case .member(let base, _) = target, Self.isOwnContainer(base, environment), let this = environment.this?.object,
            heap[this].isViewController
        else { return nil }
        return this
    }

    func select(_ index: Int, of tabBar: Int, actor: Int, site: CodeSite, call: String) {
        if onScreen(tabBar) {
            navigator?.select(tab: index, of: tabBar, actor: actor, site: site, call: call)
        } else {
            heap[tabBar].selectedTab = index
        }
    }

    /// `window.rootViewController = root`: at launch, which window is the app's is decided
    /// once the launch code has run (`CodeHeap.chooseRoot`); later, the app's window
    /// switches its root, and another window (a passcode lock, an overlay) shows a screen over the app.
    private func setRoot(_ value: CodeReferent, of window: Int?, site: CodeSite) {
        guard let root = viewController(value, site: site) else {
            return note(site, "window.rootViewController: \(value.unknownReason)")
        }
        let isAppWindow = window == nil || window == heap.mainWindow
        if case .choice(let values) = value, values.count > 1 {
            // At launch each root the code can choose (signed out, signed in) is shown in turn: the first, then a switch to each other.
            let others = values.dropFirst().compactMap { viewController($0, site: site) }.filter { $0 != root }
            let then = mode == .launch && isAppWindow && !others.isEmpty ? ", then each other one as the window's root" : ""
            navigator?.comment(
                "note: \(site.text) the code chooses between \(values.count) roots (an if or a switch): the first, \(heap[root].className)\(then)")
            if !then.isEmpty { for other in others { navigator?.switchRoot(to: other, site: site) } }
        }
        if mode == .action, let navigator {
            if isAppWindow && heap.root != nil {
                navigator.switchRoot(to: root, site: site)
            } else {
                navigator.showInOwnWindow(root, window: window, site: site)
            }
        } else {
            heap.windowRoots.append((window, root, site))
        }
    }

    /// `split.setViewController(vc, for: .primary)`: a column of a split view not on screen yet;
    /// a column-style split view puts it in a navigation controller (R46).
    func setColumn(_ call: CodeCall, of split: Int, _ environment: inout CodeEnvironment) -> CodeReferent {
        let passed = evaluator.arguments(call, &environment)
        let site = CodeSite(file: environment.file, line: call.line)
        guard heap[split].kind == .split, !heap[split].placed,
            let column = passed.first(where: { $0.label == nil }).flatMap({ viewController($0.value, site: site) }),
            case .symbol(let which)? = passed.first(where: { $0.label == "for" })?.value
        else { return .unknown("setViewController") }
        let how = "setViewController(_:for: .\(which))"
        if let style = heap[split].splitStyle {
            guard let known = SplitColumn(rawValue: which), style.columns.contains(known) else {
                // The compact column shows in a compact width only; the import draws the split view as on an iPad.
                navigator?.comment(
                    "note: \(site.text) \(how): the flow draws \(style.rawValue)'s \(style.columns.map(\.rawValue).joined(separator: ", ")) columns, as on an iPad"
                )
                return .unknown("setViewController")
            }
            heap.setColumn(known, of: split, to: column, site: site, how: how)
            return .unknown("setViewController")
        }
        let columns = heap[split].children
        switch which {
        case "primary":
            if columns.count > 1 { heap.detach(columns[0]) }
            heap.attach(column, to: split, at: 0, site: site, how: how)
        case "secondary":
            if columns.count > 1 { heap.detach(columns[1]) }
            heap.attach(column, to: split, site: site, how: how)
        default:
            note(site, "\(how): a classic split view has primary and secondary columns only")
        }
        return .unknown("setViewController")
    }
}
