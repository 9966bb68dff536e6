import NavLanguage

/// Navigation stacks: push, pop, popTo, popToRoot and setViewControllers (R5–R8), a
/// tab bar controller in a stack (R35), nested pushes (R47), `push nil` (R48), the
/// interactive pop gesture (R51) and a gesture under a modal presentation (R55), the
/// containment callbacks a navigation controller sends (R56), a split view pushed (R67)
/// and a pop during an animated push (R68).
extension FlowSimulator {
    /// R5: `push` goes to the actor's navigation controller; `nil` is logged and
    /// ignored (R48).
    mutating func push(_ expression: ViewControllerExpression, from actor: ViewControllerID, action: Action) throws -> Outcome {
        guard let navigation = navigationTarget(of: actor, action: action) else { return .refused }
        guard expression.declaration != nil else {
            events.append(messages.pushNil(target: messageName(navigation)))
            return .refused
        }
        let landed = try push(try materialize(expression), onto: navigation, animated: action.options.animated)
        return landed ? .completed : .refused
    }

    /// R6: `pop` takes the top off; with only the root left it does nothing.
    mutating func pop(from actor: ViewControllerID, action: Action) -> Outcome {
        guard let navigation = navigationTarget(of: actor, action: action) else { return .refused }
        let stack = hierarchy[navigation].children
        if stack.count > 1 {
            noteNestedPop(navigation)
            traceMoves(of: [stack.last!], to: nil)
            hierarchy.detachFromParent(stack.last!)
            moreNavigationControllerPopped(navigation, popped: [stack.last!])
            if recordsFacts { facts.append(UIKitFact("popped \(name(stack.last!))", rules: ["R6"])) }
        } else {
            events.append(
                UIKitEvent(
                    .note, "pop did nothing: \(name(navigation)) has only its root view controller (popViewController returns nil)", rule: "R6"))
        }
        return .completed
    }

    /// R51: the user swipes from the leading edge: the navigation controller on screen
    /// pops its top, as `pop` does. With nothing to go back to, off screen, or under a
    /// modal presentation, which takes the user's touches (R55), the gesture does
    /// nothing and UIKit logs nothing: navviz's lint.
    mutating func swipeBack(from actor: ViewControllerID) -> Outcome {
        let navigation = hierarchy[actor].kind == .navigationController ? actor : hierarchy.navigationController(of: actor)
        guard let navigation else {
            events.append(UIKitEvent(.lint, "\(name(actor)) is in no navigation controller: there is no back gesture to make", rule: "R51"))
            return .refused
        }
        let stack = hierarchy[navigation].children
        guard let top = stack.last, hierarchy.isVisible(top) else {
            events.append(UIKitEvent(.lint, "\(name(navigation)) is not on screen: the user cannot swipe it back", rule: "R51"))
            return .refused
        }
        if let modal = hierarchy.presentedViewController(of: navigation) {
            let style = hierarchy[modal].presentation.map { " (\($0.style.rawValue))" } ?? ""
            events.append(
                UIKitEvent(
                    .lint,
                    "\(name(modal)) is presented over \(name(navigation))\(style): a modal presentation takes the user's touches, so the back gesture does not begin",
                    rule: "R55"))
            return .refused
        }
        guard stack.count > 1 else {
            events.append(UIKitEvent(.lint, "\(name(navigation)) shows its root view controller: the back gesture does not begin", rule: "R51"))
            return .refused
        }
        traceMoves(of: [top], to: nil)
        hierarchy.detachFromParent(top)
        moreNavigationControllerPopped(navigation, popped: [top])
        if recordsFacts { facts.append(UIKitFact("the interactive pop gesture pops \(name(top)) off \(name(navigation))", rules: ["R51"])) }
        return .completed
    }

    /// R7: `popTo` a VC of the stack; one that is not in it raises.
    mutating func pop(to targetActor: ActorExpression, from actor: ViewControllerID, action: Action) throws -> Outcome {
        guard let navigation = navigationTarget(of: actor, action: action) else { return .refused }
        guard let target = resolveActor(targetActor, for: "popTo") else { return .refused }
        let stack = hierarchy[navigation].children
        guard let index = stack.firstIndex(of: target) else { throw Crash(event: messages.popToMissing()) }
        pop(navigation, keeping: index + 1)
        return .completed
    }

    /// R7: `popToRoot` keeps the root.
    mutating func popToRoot(from actor: ViewControllerID, action: Action) -> Outcome {
        guard let navigation = navigationTarget(of: actor, action: action) else { return .refused }
        pop(navigation, keeping: 1)
        return .completed
    }

    /// R8: `setViewControllers` replaces the stack at once.
    mutating func setStack(_ expressions: [ViewControllerExpression], from actor: ViewControllerID, action: Action) throws -> Outcome {
        guard let navigation = navigationTarget(of: actor, action: action) else { return .refused }
        let stack = try expressions.map { try materialize($0) }
        guard Set(stack).count == stack.count else { throw Crash(event: messages.duplicateInStack()) }
        // R67, inferred for a list: UIKit refuses a split view in a stack as it refuses its push.
        if stack.contains(where: { hierarchy[$0].kind == .splitViewController }) {
            events.append(messages.pushingSplitView(navigation: messageName(navigation)))
            return .refused
        }
        guard !stack.isEmpty else {
            events.append(
                UIKitEvent(.lint, "setViewControllers with an empty list leaves \(name(navigation)) without a root view controller", rule: "R8"))
            traceMoves(of: hierarchy[navigation].children.reversed(), to: nil)
            hierarchy.setChildren(navigation, [])
            return .completed
        }
        for id in stack {
            try checkCanBeStacked(id, in: navigation)
        }
        let oldStack = hierarchy[navigation].children
        traceMoves(of: oldStack.filter { !stack.contains($0) }.reversed(), to: nil)
        traceMoves(of: stack.filter { !oldStack.contains($0) }, to: navigation)
        hierarchy.setChildren(navigation, stack)
        if recordsFacts {
            let transition =
                oldStack.last == stack.last ? "no transition" : oldStack.contains(stack.last!) ? "a pop-like transition" : "a push-like transition"
            facts.append(
                UIKitFact("\(name(navigation)).viewControllers = [\(stack.map(name).joined(separator: ", "))] (\(transition))", rules: ["R8"]))
        }
        return .completed
    }

    /// The navigation controller a stack call goes to: the actor itself when it is one
    /// (as `nav.pushViewController`), else its `navigationController` (R1).
    private mutating func navigationTarget(of actor: ViewControllerID, action: Action) -> ViewControllerID? {
        if hierarchy[actor].kind == .navigationController { return actor }
        if let navigation = hierarchy.navigationController(of: actor) { return navigation }
        events.append(nilMessage("\(action.actor).navigationController", operation: action.operation.name))
        return nil
    }

    /// R7: pops all but the first `count` VCs of the stack (a tap on the selected tab too, R70).
    mutating func pop(_ navigation: ViewControllerID, keeping count: Int) {
        let stack = hierarchy[navigation].children
        guard stack.count > count else { return }
        noteNestedPop(navigation)
        traceMoves(of: stack[count...].reversed(), to: nil)
        for id in stack[count...].reversed() { hierarchy.detachFromParent(id) }
        moreNavigationControllerPopped(navigation, popped: Array(stack[count...]))
        if recordsFacts { facts.append(UIKitFact("popped \(stack[count...].map(name).joined(separator: ", "))", rules: ["R7"])) }
    }

    /// R68: a pop while an animated push onto the same navigation controller is still
    /// animating in this run-loop turn is logged, and lands: the stack ends as the calls say.
    private mutating func noteNestedPop(_ navigation: ViewControllerID) {
        guard pushesInFlight.contains(navigation) else { return }
        events.append(messages.nestedPop())
        if recordsFacts {
            facts.append(UIKitFact("\(name(navigation)) pops while its animated push of this run-loop turn is still animating", rules: ["R68"]))
        }
    }

    /// R5: a VC already in the stack raises; so does one that cannot join it. A second
    /// animated push onto the same stack in one run-loop turn is logged and lands (R47).
    /// A split view is logged and not pushed (R67): returns whether `pushed` landed.
    /// `collapsedDetail`: a collapsed split view's detail, which its primary navigation
    /// controller takes even when it is a navigation controller (R36, R45).
    @discardableResult
    mutating func push(_ pushed: ViewControllerID, onto navigation: ViewControllerID, animated: Bool, collapsedDetail: Bool = false) throws
        -> Bool
    {
        if hierarchy[pushed].kind == .splitViewController {
            events.append(messages.pushingSplitView(navigation: messageName(navigation)))
            return false
        }
        if hierarchy[navigation].children.contains(pushed) {
            throw Crash(event: messages.pushingSameInstance(messageName(pushed), navigation: messageName(navigation)))
        }
        try checkCanBeStacked(pushed, in: navigation, collapsedDetail: collapsedDetail)
        if animated {
            if pushesInFlight.contains(navigation) { events.append(messages.nestedPush()) }
            pushesInFlight.append(navigation)
        }
        traceMoves(of: [pushed], to: navigation)
        hierarchy.appendChild(pushed, to: navigation)
        return true
    }

    /// R56: a navigation controller sends the containment callbacks itself: each VC that
    /// joins or leaves its stack gets `willMove(toParent:)` first and `didMove(toParent:)`
    /// in the transition's completion, after the appearance callbacks.
    private mutating func traceMoves<Moved: Sequence<ViewControllerID>>(of moved: Moved, to parent: ViewControllerID?) {
        guard tracesCallbacks else { return }
        let target = parent.map(name) ?? "nil"
        for id in moved {
            interleaved.beforeAppearance.append("\(name(id)).willMove(toParent: \(target))")
            interleaved.afterAppearance.append("\(name(id)).didMove(toParent: \(target))")
        }
    }

    /// R5/R8: a VC joining a navigation stack must not be a navigation controller (a
    /// system one included, R58), nor belong to another parent or be presented. A tab bar controller may join, with
    /// navviz's lint (R35).
    private mutating func checkCanBeStacked(_ id: ViewControllerID, in container: ViewControllerID, collapsedDetail: Bool = false) throws {
        let node = hierarchy[id]
        // R58: the image picker and the compose sheets are navigation controllers too.
        if !collapsedDetail, node.kind == .navigationController || SystemViewController(className: node.className)?.isNavigationController == true {
            throw Crash(event: messages.pushingNavigationController())
        }
        if node.kind == .tabBarController {
            events.append(
                UIKitEvent(
                    .lint,
                    "\(node.messageName) joins the stack of \(messageName(container)): UIKit allows it, but Apple's guide says a tab bar controller should be the window's root, never a child of another view controller",
                    rule: "R35"))
        }
        try checkCanJoin(id, container, rule: "R5")
    }
}
