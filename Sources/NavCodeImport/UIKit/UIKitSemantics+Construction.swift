import NavLanguage
import NavCodeFacts

/// Constructing view controllers and UIKit containers from the code's initializers.
extension UIKitSemantics {
    func construct(_ typeName: String, _ call: CodeCall, _ environment: inout CodeEnvironment) -> CodeReferent {
        let site = CodeSite(file: environment.file, line: call.line)
        let passed = evaluator.arguments(call, &environment)
        switch UIKitClass.base(typeName) {
        case "UIStoryboard": return .storyboard(passed.first { $0.label == "name" }.flatMap { CodeEvaluator.string($0.value) })
        case "UIWindow": return .window(heap.make("UIWindow", kind: nil, origin: site))
        case "UITab", "UISearchTab", "UITabGroup": return tabContent(passed)
        default: break
        }
        if code.kind(of: typeName) != nil {
            let id = makeViewController(typeName, arguments: passed, site: site)
            if heap[id].madeIn == nil { heap[id].madeIn = environment.function }
            return .object(id)
        }
        if Self.callbackHolders.contains(UIKitClass.base(typeName)) {
            // An alert action, a UI action, a bar button item: the callbacks it holds, run when it is chosen.
            return .callbacks(
                CodeEvaluator.actions(in: passed.map(\.value), label: passed.first { $0.label == "title" }.flatMap { CodeEvaluator.string($0.value) })
            )
        }
        guard code.type(typeName) != nil else { return evaluator.unknownCall(typeName, passed, on: nil) }
        // A value of the app's model (an episode, a log entry) is only its type to the import: nothing is made.
        // An object given a closure that navigates (a condition that calls its action at once) is made: its code runs the
        // closure. So is an app's SwiftUI view given something: it keeps what its body reads (a wrapper's content, a row's destination);
        // and a value given an object the import follows (a presented route's wrapper given the route): it keeps it.
        let isView = swiftUI.isAppView(typeName)
        guard
            code.relevance.isRelevant(type: UIKitClass.base(typeName)) || evaluator.handsOnNavigation(passed) || isView && !passed.isEmpty
                || passed.contains(where: { $0.value.object != nil })
        else {
            return .instance(typeName, why: "a \(typeName) value")
        }
        let id = heap.make(typeName, kind: nil, origin: site)
        if let initializer = code.function("init", labels: call.labels, in: typeName) {
            // An initializer given an object the import follows keeps it (a coordinator's router), though it does nothing else.
            let keepsObject = passed.contains { $0.value.object != nil }
            evaluator.run(initializer, this: .object(id), arguments: passed, evenIfIrrelevant: keepsObject)
            // A view that keeps the content it is given (`init(@ViewBuilder content:)`) wraps it, as a memberwise one does.
            if isView, keepsGivenContent(passed, id) { heap[id].swiftUI.wrapsContent = true }
        } else {
            // A struct's memberwise initializer, or a class's properties set by label.
            for argument in passed { if let label = argument.label { heap[id].properties[label] = argument.value } }
            bindTrailingClosure(passed, of: typeName, to: id)
        }
        // A view given another view to show (`Card(header: HelpHeader())`) wraps it too: the screen is the view around it.
        if isView, passed.contains(where: { swiftUI.appViewType(of: $0.value) != nil }) { heap[id].swiftUI.wrapsContent = true }
        return .object(id)
    }

    /// Whether the object `id` holds, in a property, the content closure it was given (`content:`, else the last unlabelled),
    /// or the view that closure built (`self.content = AnyView(content())`).
    private func keepsGivenContent(_ passed: [(label: String?, value: CodeReferent)], _ id: Int) -> Bool {
        let content = passed.first(where: { $0.label == "content" }) ?? passed.last(where: { $0.label == nil })
        guard case .closure(let given, _)? = content?.value, buildsContent(given)
        else { return false }
        return heap[id].properties.values.contains {
            if case .closure(let kept, _) = $0 { return kept == given }
            return swiftUI.appViewType(of: $0) != nil
        }
    }

    /// Whether a closure a view is given builds its content (`{ LibraryList() }`, `{ Text("Done") }`,
    /// `{ header }`), not an action it runs (`{ url in model.pendingURL = url }`, `{ dismiss() }`,
    /// `{ Engine().markSeen(release) }`): views made of expressions, never assignments, each a
    /// view type's construction (not one of the app's other types) or a property, with modifiers.
    private func buildsContent(_ closure: CodeClosure) -> Bool {
        let values = SwiftUILowering.viewValues(closure.body)
        let assigns = closure.body.contains {
            if case .assign = $0 { return true }
            return false
        }
        return !values.isEmpty && !assigns
            && values.allSatisfy { value in
                switch SwiftUILowering.peeled(value).core {
                case .call(let call):
                    guard let type = SwiftUILowering.typeName(call) else { return false }
                    return code.type(type) == nil || swiftUI.isAppView(type)
                case .name: return true
                case .member(let base?, _):
                    // `self.header`, `item.destinationView`; not `Store.shared`, a type of the app's that is no view.
                    guard let root = SwiftUILowering.chainRoot(base) else { return false }
                    return code.type(root) == nil || swiftUI.isAppView(root)
                default: return false
                }
            }
    }

    /// A memberwise initializer's trailing closure (`PlatformNavigationStack { LibraryList() }`)
    /// is the value of the type's last stored property that has none: a wrapper view's `content`
    /// when it builds views, else the action the view runs (`AreaList { area in add(area) }`).
    private func bindTrailingClosure(_ passed: [(label: String?, value: CodeReferent)], of typeName: String, to id: Int) {
        guard let closure = passed.last(where: { $0.label == nil }), case .closure(let given, _) = closure.value,
            let property = code.type(typeName)?.properties.last(where: { $0.facts.value == nil && $0.facts.getter == nil && !$0.facts.isStatic }),
            heap[id].properties[property.facts.name] == nil
        else { return }
        heap[id].properties[property.facts.name] = closure.value
        if buildsContent(given) { heap[id].swiftUI.wrapsContent = true }
    }

    /// A new view controller of `className` (an app class or UIKit's), built as UIKit
    /// builds it: its initializer, `loadView` and `viewDidLoad` run, in building mode.
    func makeViewController(_ className: String, arguments: [(label: String?, value: CodeReferent)], site: CodeSite) -> Int {
        let isAppClass = code.declares(className)
        // The app's navigation controller subclass is a wrapper, as UIKit's is: a box per line that makes one, not one box for all.
        var identity = CodeHeap.identity(className: className, site: site, isAppClass: isAppClass && code.kind(of: className) != .navigation)
        // A navigation controller one line makes around what it is given (a container's
        // `setContent(_:)`, a helper that wraps; the app's subclass too, and the app's own container
        // given its `rootViewController:`) is a box per screen it holds, not the first one's again.
        if let root = arguments.first(where: { $0.label == "rootViewController" })?.value.object, let held = heap[root].identity {
            identity += " of \(held)"
        }
        // A hosting controller one line makes around the view it is given (a generic helper's
        // `UIHostingController(rootView: view)`) is a box per view, as that line's navigation controller is.
        let hosted = hostedViewType(arguments)
        if let hosted { identity += " hosting \(hosted)" }
        // An alert an app's factory makes (`UIAlertController.configured(title:preferredStyle:)`) is
        // the alert of each call of the factory, with that call's title and style, not the first call's.
        if UIKitClass.base(className) == "UIAlertController", let factory = evaluator.factoryCall { identity += " for \(factory.text)" }
        if let shown = heap.reusable(identity) {
            // Made again, it is a new instance of the class: the popover anchor the code set on the last one is not on it
            // (where the code anchors it stays known, for a present anchored in the lines after it).
            heap[shown].anchor = nil
            return shown
        }
        let id = newViewController(className, arguments: arguments, site: site)
        if isAppClass, let hosted { heap[id].swiftUI.hostedView = hosted }
        heap.remember(id, as: identity)
        return id
    }

    /// The app's SwiftUI view type a hosting controller is given (`rootView:`): one the app makes
    /// as an object, or a view value of the app's type.
    private func hostedViewType(_ arguments: [(label: String?, value: CodeReferent)]) -> String? {
        switch arguments.first(where: { $0.label == "rootView" })?.value {
        case .object(let view)?: return code.type(heap[view].className) != nil ? swiftUI.shownViewType(view) : nil
        case .instance(let type, _)?: return code.type(type) != nil ? type : nil
        default: return nil
        }
    }

    private func newViewController(_ className: String, arguments: [(label: String?, value: CodeReferent)], site: CodeSite) -> Int {
        var className = className
        var nib: String?
        if let nibName = arguments.first(where: { $0.label == "nibName" }).flatMap({ CodeEvaluator.string($0.value) }) {
            nib = nibName
            if !code.declares(className), let owner = xibs.first(where: { $0.name == nibName })?.ownerClass { className = owner }
        } else if code.declares(className) {
            // UIKit loads the xib named after the class, with or without `Controller`.
            let candidates = [className, String(className.dropLast("Controller".count))]
            nib = xibs.first { candidates.contains($0.name) }?.name
        }
        let id = heap.make(className, kind: code.kind(of: className) ?? .plain, origin: site)
        heap[id].nib = nib
        frameworkInitializer(id, arguments: arguments, site: site)
        guard code.declares(className) else { return id }
        evaluator.inMode(.building(id)) {
            if let initializer = code.function("init", labels: arguments.map(\.label), in: className) {
                evaluator.run(initializer, this: .object(id), arguments: arguments)
            }
            for name in ["loadView", "viewDidLoad"] {
                if let function = code.function(name, labels: [], in: className) { evaluator.run(function, this: .object(id)) }
            }
        }
        return id
    }

    /// What UIKit's own initializers set: a navigation controller's root, a hosting
    /// controller's SwiftUI view (whose callbacks become its actions), an alert's title and style.
    func frameworkInitializer(_ id: Int, arguments: [(label: String?, value: CodeReferent)], site: CodeSite) {
        let value = { (label: String) in arguments.first { $0.label == label }?.value }
        switch UIKitClass.base(code.frameworkClass(of: heap[id].className)) {
        case "UINavigationController":
            if let root = value("rootViewController"), let child = viewController(root, site: site) {
                heap.attach(child, to: id, site: site, how: "rootViewController:")
            }
        case "UIHostingController":
            guard let root = value("rootView") else { return }
            if let view = root.object {
                heap[id].actions += evaluator.storedActions(of: view)
                swiftUI.showView(view, in: id, site: site)
                // The app's own hosting controller is the screen of the app's view it shows, given
                // in its `init` or set later (`rootView = AnyView(SettingsRootView())`).
                if code.declares(heap[id].className), code.type(heap[view].className) != nil {
                    heap[id].swiftUI.hostedView = swiftUI.shownViewType(view)
                }
            }
            // The SwiftUI view it hosts names it.
            if let viewType = hostedViewType(arguments), heap[id].className == "UIHostingController" {
                heap[id].className = "UIHostingController<\(viewType)>"
            }
            heap[id].actions += CodeEvaluator.actions(in: arguments.map(\.value), label: nil)
        case "UISplitViewController":
            if case .symbol(let style)? = value("style") { heap[id].splitStyle = SplitViewStyle(rawValue: style) }
        case "UITabBarController":
            if case .array(let tabs)? = value("tabs") { setViewControllers(tabs, of: id, actor: id, site: site, how: "UITabBarController(tabs:)") }
        case "UIAlertController":
            var actionSheet = false
            if case .symbol("actionSheet")? = value("preferredStyle") { actionSheet = true }
            heap[id].alert = (value("title").flatMap(CodeEvaluator.string), actionSheet)
        default:
            break
        }
    }

    /// The view controller an iOS 18 tab shows: what its `viewControllerProvider` returns
    /// (UIKit calls it when the tab is first shown); a group without one shows its first tab's.
    private func tabContent(_ passed: [(label: String?, value: CodeReferent)]) -> CodeReferent {
        for argument in passed {
            guard case .closure(let closure, let captured) = argument.value else { continue }
            let shown = evaluator.value(of: closure, captured, arguments: [.unknown("the tab UIKit passes")])
            if shown.object != nil { return shown }
        }
        if case .array(let tabs)? = passed.first(where: { $0.label == "children" })?.value, let first = tabs.first(where: { $0.object != nil }) {
            return first
        }
        return .unknown("a tab whose view controller the import cannot follow")
    }

    /// Framework values whose closures run when the user chooses them.
    private static let callbackHolders: Set<String> = [
        "UIAlertAction", "UIAction", "UIBarButtonItem", "UIContextualAction", "UIKeyCommand", "UICommand", "UIMenu",
    ]
}
