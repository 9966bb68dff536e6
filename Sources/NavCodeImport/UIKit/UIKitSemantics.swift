import NavCodeFacts
import NavLanguage
import NavStoryboard

/// What UIKit's calls, properties and initializers mean, as the evaluator meets them:
/// on view controllers not shown yet they build containers (a push onto a navigation
/// controller before it is shown makes its stack); on screen they go to the navigator
/// (the tour). Storyboard scenes and segues are made and performed as UIKit does.
final class UIKitSemantics: FrameworkSemantics {
    unowned let evaluator: CodeEvaluator
    /// The storyboards the code instantiates scenes of, and the xibs view controllers load.
    let storyboards: [Storyboard]
    /// Each storyboard scene's name, as the storyboard import names it (`SceneNaming`).
    let sceneNames: [SceneKey: String]
    let xibs: [Xib]
    /// The most view controllers a storyboard's scenes are made into.
    static let maximumSceneObjects = 10_000
    /// The screen on top, while a call whose actor the code looks up at run time acts on it: a guess, not a traced actor.
    private(set) var actorOnTop: Int?
    /// The view controllers UIKit's run-time relations answered (`presentedViewController`, a
    /// navigation controller's top or visible screen, and what those are related to) since the
    /// tour last cleared them: in code no path reaches, what they answer is a guess. A window's
    /// root and a tab bar's selected tab are the app's structure, not a guess.
    var lookedUp: Set<Int> = []

    init(evaluator: CodeEvaluator, storyboards: [Storyboard], xibs: [Xib]) {
        self.evaluator = evaluator
        self.storyboards = storyboards
        sceneNames = SceneNaming.names(of: storyboards) { $0.resolved(in: storyboards) }.names
        self.xibs = xibs
    }

    var swiftUI: SwiftUILowering { evaluator.swiftUI }

    /// The relations UIKit computes on a view controller, from the containers and presentations the import follows.
    func relation(_ name: String, of id: Int) -> CodeReferent? {
        let found: Int?
        switch name {
        case "navigationController": found = heap.ancestor(of: id, .navigation)
        case "tabBarController": found = heap.ancestor(of: id, .tabBar)
        case "splitViewController": found = heap.ancestor(of: id, .split)
        case "parent": found = heap[id].parent
        case "presentingViewController": found = heap.presenting(of: id)
        case "presentedViewController": found = heap.presentedViewController(of: id)
        case "topViewController", "visibleViewController": found = heap[id].kind == .navigation ? heap[id].children.last : nil
        case "selectedViewController":
            let children = heap.tabs(of: id)
            found = heap[id].kind == .tabBar && heap[id].selectedTab < children.count ? children[heap[id].selectedTab] : nil
        case "viewControllers", "children": return .array(heap[id].children.map { .object($0) })
        case "storyboard": return .storyboard(heap[id].scene.map { storyboards[$0.file].name })
        case "popoverPresentationController", "presentationController", "sheetPresentationController": return .presentationController(id)
        default: return nil
        }
        // What a guess is related to (its navigation controller) is a guess too.
        if let found, lookedUp.contains(id) || ["presentedViewController", "topViewController", "visibleViewController"].contains(name) {
            lookedUp.insert(found)
        }
        return found.map { .object($0) } ?? .unknown("\(heap[id].name ?? heap[id].className).\(name) is nil here")
    }

    /// A view controller for `value`: the object it is, or a new instance of the class it is known to be.
    func viewController(_ value: CodeReferent, site: CodeSite) -> Int? {
        switch value {
        case .object(let id): return heap[id].isViewController ? id : nil
        case .instance(let type, _):
            // A plain `UIViewController` parameter says nothing of which screen it is.
            guard code.kind(of: type) != nil, UIKitClass.base(type) != "UIViewController" else { return nil }
            return makeViewController(type, arguments: [], site: site)
        case .choice(let values):
            // One of the views a branch chose (an iPhone's tab bar, an iPad's split view): the first branch's.
            return values.lazy.compactMap { self.viewController($0, site: site) }.first
        default: return nil
        }
    }

    // MARK: navigation calls

    func navigate(_ operation: NavigationOperation, _ call: CodeCall, _ environment: inout CodeEnvironment) {
        record.countEffect()
        let site = CodeSite(file: environment.file, line: call.line)
        let passed = evaluator.arguments(call, &environment)
        let value = { (label: String?) in passed.first { $0.label == label }?.value }
        let receiver = call.base.map { evaluator.evaluate($0, &environment, line: call.line) } ?? environment.this ?? .unknown("no `self` here")
        // `navigationController?.pushViewController` is self's call, as `.nav` writes it (`Home push Detail`).
        let stackCall = [.push, .show, .showDetail, .setViewControllers, .pop, .popToRoot, .popTo].contains(operation)
        let ownCall = stackCall && Self.isOwnContainer(call.base, environment) && environment.this?.object.map { heap[$0].isViewController } == true
        // A value the branches of an `if` or a `switch` set differently (a router's `switch` of
        // destinations) is each of them: the call is made with each.
        for actorValue in (ownCall ? environment.this! : receiver).alternatives {
            for shownValue in (value(nil) ?? .unknown("nothing")).listAlternatives {
                navigate(operation, call, site: site, passed: passed, actorValue: actorValue, shownValue: shownValue)
            }
        }
    }

    private func navigate(
        _ operation: NavigationOperation, _ call: CodeCall, site: CodeSite, passed: [(label: String?, value: CodeReferent)],
        actorValue: CodeReferent, shownValue: CodeReferent
    ) {
        let value = { (label: String?) in passed.first { $0.label == label }?.value }
        var method = operation.method
        var actor = actorValue.object.flatMap { heap[$0].isViewController ? $0 : nil }
        if actor == nil, mode == .action, actorValue.isUnknownViewController, let top = navigator?.screenOnTop() {
            // A view controller passed in or looked up at run time: what a user sees it act on is the screen on top.
            actor = top
            method += " on \(evaluator.describe(call.base)) (the screen on top)"
            actorOnTop = top
        }
        defer { actorOnTop = nil }
        guard let actor else {
            note(site, "\(operation.method) on \(evaluator.describe(call.base)): \(actorValue.unknownReason)")
            return
        }
        let completion = CodeEvaluator.actions(
            in: [value("completion") ?? passed.last { $0.label == nil && $0.value.isClosure }?.value ?? .unknown("")],
            label: nil
        ).first
        switch operation {
        case .push, .show, .showDetail, .present, .addChild:
            guard let shown = viewController(shownValue, site: site) else {
                note(site, "\(operation.method): type unknown: \(shownValue.unknownReason)")
                return
            }
            switch operation {
            case .push: push(shown, from: actor, site: site, call: method)
            case .show: show(shown, from: actor, site: site, call: method)
            case .showDetail: showDetail(shown, from: actor, site: site, call: method)
            case .present: present(shown, by: actor, site: site, call: method, written: .present, style: nil, completion: completion)
            default: addChild(shown, to: actor, site: site)
            }
        case .setViewControllers:
            guard case .array(let items) = shownValue else {
                note(site, "setViewControllers: the list is unknown: \(shownValue.unknownReason)")
                return
            }
            let container = [.navigation, .tabBar, .split].contains(heap[actor].kind) ? actor : heap.ancestor(of: actor, .navigation)
            guard let container else {
                note(site, "setViewControllers: \(evaluator.describe(.object(actor))) is in no navigation controller here")
                return
            }
            setViewControllers(items, of: container, actor: actor, site: site, how: operation.method)
        case .pop, .popToRoot, .popTo, .dismiss:
            goBack(operation, actor: actor, site: site, completion: completion)
        case .removeFromParent:
            removeFromParent(actor, site: site)
        case .performSegue:
            guard let identifier = value("withIdentifier").flatMap(CodeEvaluator.string) else {
                note(site, "performSegue: the identifier is not a string literal")
                return
            }
            performSegue(identifier, from: actor, site: site)
        }
    }

    /// The containers above a view controller that UIKit looks up (`relation(_:of:)`).
    static let containerRelations: Set<String> = ["navigationController", "tabBarController", "splitViewController"]

    /// `navigationController`, `self.tabBarController`...: the container above `self`.
    /// `navigationController` (or `self.navigationController`): the actor's own container, unless a local of that name shadows it.
    static func isOwnContainer(_ base: CodeValue?, _ environment: CodeEnvironment) -> Bool {
        switch base {
        case .name(let name)?: return containerRelations.contains(name) && environment.locals[name] == nil
        case .member(let owner, let name)?: return containerRelations.contains(name) && (owner == nil || owner == .name("self"))
        default: return false
        }
    }

    /// A call site that makes no step: said where it runs (in an action), else in the closing list.
    func note(_ site: CodeSite, _ why: String) {
        record.countEffect()
        if mode == .action, let navigator {
            navigator.note(site, "not a step: " + why)
        } else {
            record.setOutcome(why, at: site, replacing: false)
        }
    }

    /// Whether a call on `id` happens on screen: in an action, with `id` in the window.
    func onScreen(_ id: Int) -> Bool {
        mode == .action && heap[id].placed
    }

    func push(_ shown: Int, from actor: Int, site: CodeSite, call: String) {
        guard let navigation = heap.ancestor(of: actor, .navigation, including: true) else {
            note(site, "\(call): \(evaluator.describe(.object(actor))) is in no navigation controller here, so the push goes to nil")
            return
        }
        guard heap[shown].kind != .navigation || evaluator.handsOnRaisingCalls && onScreen(navigation) else {
            note(site, "\(call): UIKit cannot push a navigation controller (R5)")
            return
        }
        guard heap[shown].alert == nil else {
            note(site, "\(call): an alert controller is only ever presented (R53)")
            return
        }
        if onScreen(navigation) {
            navigator?.navigate(
                CodeTransition(
                    operation: .push(navigation: navigation, written: call.hasPrefix("pushViewController") ? "push" : "show"),
                    actor: actor, destinations: [shown], site: site, call: call, style: nil, completion: nil))
        } else if heap[navigation].placed {
            note(site, "\(call) while \(evaluator.describe(.object(actor))) is being set up")
        } else {
            heap.attach(shown, to: navigation, site: site, how: call)
            record.setOutcome("\(call) onto a navigation controller no reached code shows", at: site)
        }
    }

    /// `show(_:sender:)` (R36): the nearest navigation or split view controller from the actor up
    /// handles it. A navigation controller pushes (a navigation controller it presents, R75); a
    /// split view makes it the primary column; with neither, it is presented.
    func show(_ shown: Int, from actor: Int, site: CodeSite, call: String) {
        var handler: Int? = actor
        while let now = handler, heap[now].kind != .navigation, heap[now].kind != .split { handler = heap[now].parent }
        guard let handler, heap[shown].kind != .navigation || heap[handler].kind == .split else {
            return present(shown, by: actor, site: site, call: call, written: .show, style: nil, completion: nil)
        }
        guard heap[handler].kind == .split else { return push(shown, from: actor, site: site, call: call) }
        let operation: CodeTransition.Operation =
            heap[handler].splitStyle == nil ? .replaceColumn(split: handler, index: 0) : .setColumn(split: handler, column: .primary)
        navigator?.navigate(
            CodeTransition(operation: operation, actor: actor, destinations: [shown], site: site, call: call, style: nil, completion: nil))
    }

    /// `showDetailViewController(_:sender:)`: the split view's secondary column (R36); outside one, `show`.
    func showDetail(_ shown: Int, from actor: Int, site: CodeSite, call: String) {
        guard let split = heap.ancestor(of: actor, .split, including: true) else {
            show(shown, from: actor, site: site, call: call)
            return
        }
        guard onScreen(split) else {
            // A split view not shown yet (its code sets it up): the detail is its second column when it has only its primary.
            if heap[split].splitStyle == nil, heap[split].children.count == 1, !heap[split].placed {
                heap.attach(shown, to: split, site: site, how: call)
                record.setOutcome("\(call) onto a split view controller no reached code shows yet", at: site)
            } else {
                note(
                    site,
                    "\(call) while \(evaluator.describe(.object(split))) is not on screen, with \(Quantity.of(heap[split].children.count, "column"))")
            }
            return
        }
        if delegateShowsDetail(shown, of: split) {
            navigator?.note(site, "\(call): the split view's delegate shows it, in its splitViewController(_:showDetail:sender:)")
            return
        }
        var operation = CodeTransition.Operation.replaceColumn(split: split, index: 1)
        if heap[split].splitStyle == nil, navigator?.isCompactWidth == true, let primary = heap[split].children.first,
            heap[primary].kind == .navigation
        {
            // Collapsed on an iPhone, the detail is pushed onto the primary stack (R36, R45).
            operation = .push(navigation: primary, written: "showDetail")
        } else if heap[split].splitStyle != nil {
            // A column-style split view sets its secondary column: a navigation controller replaces it, anything else is pushed onto it (R46).
            guard let secondary = heap[split].children.first(where: { heap[$0].column == .secondary }) else {
                return note(site, "\(call): \(evaluator.describe(.object(split))) has no secondary column yet")
            }
            operation =
                heap[shown].kind == .navigation ? .setColumn(split: split, column: .secondary) : .push(navigation: secondary, written: "showDetail")
        }
        navigator?.navigate(
            CodeTransition(operation: operation, actor: actor, destinations: [shown], site: site, call: call, style: nil, completion: nil))
    }

    /// UIKit first asks the split view's delegate, whose `splitViewController(_:showDetail:sender:)`
    /// may show the detail itself and return true (an app that unwraps a navigation controller
    /// onto a tab's stack when collapsed): its code runs instead of UIKit's own showing, unless
    /// it is known to return false.
    private func delegateShowsDetail(_ shown: Int, of split: Int) -> Bool {
        guard let delegate = heap[split].properties["delegate"], let type = evaluator.staticType(of: delegate),
            let handler = code.function("splitViewController", labels: [nil, "showDetail", "sender"], in: type)
        else { return false }
        let handled = evaluator.run(
            handler, this: delegate, arguments: [(nil, .object(split)), ("showDetail", .object(shown)), ("sender", .unknown("the sender"))])
        if case .boolean(false) = handled { return false }
        return true
    }

    /// Shows `shown` as the `column` of the column-style `split`, in a navigation controller of its own (R46).
    func setColumn(_ column: SplitColumn, of split: Int, to shown: Int, from actor: Int, site: CodeSite, call: String) {
        guard onScreen(split) else { return note(site, "\(call) while \(evaluator.describe(.object(split))) is not on screen") }
        record.countEffect()
        // The navigation controller it was shown in before, if any: one box per screen.
        let placed =
            heap[shown].kind == .navigation
            ? shown : heap[shown].parent.flatMap { heap[$0].column != nil ? $0 : nil } ?? heap.columnController(for: shown, site: site, how: call)
        navigator?.navigate(
            CodeTransition(
                operation: .setColumn(split: split, column: column), actor: actor, destinations: [placed], site: site,
                call: call, style: nil, completion: nil))
    }

    func present(
        _ shown: Int, by presenter: Int, site: CodeSite, call: String, written: PresentationWord, style: PresentationStyle?, completion: CodeAction?,
        askedAt: [CodeSite] = []
    ) {
        let style = style ?? heap[shown].style?.value
        if onScreen(presenter) {
            var transition = CodeTransition(
                operation: .present(written: written), actor: presenter, destinations: [shown], site: site,
                call: call, style: style, completion: completion)
            transition.askedAt = askedAt
            navigator?.navigate(transition)
        } else {
            heap[presenter].pendingPresents.append(
                CodeObject.PendingPresent(presented: shown, site: site, style: style, call: call, askedAt: evaluator.askedAt))
            record.setOutcome("\(call) from \(evaluator.describe(.object(presenter))), which no reached code shows", at: site)
        }
    }

    private func addChild(_ child: Int, to parent: Int, site: CodeSite) {
        // A child the same code adds again (a header rebuilt on every reload) is the one already there.
        if let identity = heap[child].identity, heap[parent].children.contains(where: { $0 != child && heap[$0].identity == identity }) { return }
        if onScreen(parent) {
            navigator?.navigate(
                CodeTransition(
                    operation: .addChild, actor: parent, destinations: [child], site: site, call: "addChild",
                    style: nil, completion: nil))
        } else {
            heap.attach(child, to: parent, site: site, how: CodeObject.embedding)
        }
    }

    /// `child.removeFromParent()`: on screen a step (the container swaps its child); before, the child leaves the container it is built in.
    private func removeFromParent(_ child: Int, site: CodeSite) {
        guard let parent = heap[child].parent else {
            return note(site, "removeFromParent: \(evaluator.describe(.object(child))) is in no container here")
        }
        guard heap[parent].kind == .plain else {
            return note(
                site,
                "removeFromParent: \(evaluator.describe(.object(child))) is in \(evaluator.describe(.object(parent))), which keeps its own children")
        }
        if onScreen(child) {
            navigator?.navigate(
                CodeTransition(
                    operation: .removeFromParent, actor: child, destinations: [child], site: site, call: "removeFromParent", style: nil,
                    completion: nil))
        } else {
            heap.detach(child)
            record.setOutcome("removeFromParent while \(evaluator.describe(.object(parent))) is being set up", at: site)
        }
    }

    func setViewControllers(_ items: [CodeReferent], of container: Int, actor: Int, site: CodeSite, how: String) {
        var children: [Int] = []
        for item in items {
            guard let child = viewController(item, site: site) else { return note(site, "\(how): type unknown: \(item.unknownReason)") }
            children.append(child)
        }
        if !heap[container].placed {
            heap.setChildren(of: container, children, site: site, how: how)
        } else if heap[container].kind == .navigation, onScreen(container), !children.isEmpty {
            navigator?.navigate(
                CodeTransition(
                    operation: .setStack(navigation: container), actor: actor, destinations: children, site: site,
                    call: "setViewControllers", style: nil, completion: nil))
        } else {
            note(site, "\(how) on \(evaluator.describe(.object(container))) on screen: .nav changes no tab bar's or split view's children")
        }
    }

    private func goBack(_ operation: NavigationOperation, actor: Int, site: CodeSite, completion: CodeAction?) {
        let navigation = operation == .dismiss ? nil : heap.ancestor(of: actor, .navigation, including: true)
        if onScreen(actor) {
            navigator?.goBack(
                CodeBack(
                    operation: operation, actor: actor, navigation: navigation, site: site, call: operation.method,
                    isUnwind: false, completion: completion))
        } else if operation == .pop, let navigation, !heap[navigation].placed, let top = heap[navigation].children.last,
            heap[navigation].children.count > 1
        {
            heap.detach(top)
        } else {
            note(site, "\(operation.method) while \(evaluator.describe(.object(actor))) is not on screen")
        }
    }
}
