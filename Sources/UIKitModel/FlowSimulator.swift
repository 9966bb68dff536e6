import NavLanguage

/// Runs a parsed flow against the UIKit model, one frame per step.
///
/// The simulator interprets statements in order. Top-level steps each start a fresh
/// run-loop turn; the lines of a `step` group share one, except `then` lines, which run
/// in the previous line's completion handler (R21).
public struct FlowSimulator {
    public static let defaultIOSVersion = 17

    /// Parses nothing itself: give it a syntax tree without errors. `observe` gets each
    /// frame's final hierarchy in order, whatever the recording keeps.
    public static func run(_ parsed: ParseResult, source: SourceFile, recording: Recording = .frames,
                           observe: (Hierarchy) -> Void = { _ in }) -> Flow {
        run(parsed, source: source, recording: recording, observeFrames: { observe($0.hierarchy) })
    }

    /// `observeFrames` gets each frame whole, with its final hierarchy, as soon as it is
    /// final, whatever the recording keeps (`.observed` keeps little).
    public static func run(_ parsed: ParseResult, source: SourceFile, recording: Recording,
                           observeFrames: (Frame) -> Void) -> Flow {
        withoutActuallyEscaping(observeFrames) { observe in
            var simulator = FlowSimulator(parsed: parsed, source: source, recording: recording)
            simulator.observer = observe
            return simulator.run()
        }
    }

    /// What a run keeps of each step.
    public enum Recording: Sendable {
        /// Everything a drawing needs: each frame's hierarchy, facts and appearance callbacks.
        case frames
        /// What `check` needs: each frame's events, caption and location; only the last
        /// frame keeps its hierarchy, no facts are written, no appearance callbacks are
        /// traced and no view is marked loaded. Time and memory stay linear in the number
        /// of steps.
        case outcomes
        /// What a drawing needs, for an observer that takes each hierarchy as it comes:
        /// each frame's facts and appearance callbacks, but only the last frame keeps its
        /// hierarchy (memory does not grow with steps times view controllers).
        case streamed
        /// For an observer that takes each frame whole as it comes (`navviz dump`): each
        /// frame reaches the observer with its hierarchy, facts and appearance callbacks,
        /// then is kept as `.outcomes` keeps it, so memory grows only as `check`'s does.
        case observed
    }

    private let recording: Recording
    /// Whether frames keep their hierarchies (`.frames`).
    private var tracing: Bool { recording == .frames }
    /// Whether frames keep facts and appearance callbacks, and views are marked loaded:
    /// every recording but `.outcomes`, which never shows them.
    private var recordsFacts: Bool { recording != .outcomes }
    private var observer: (Frame) -> Void = { _ in }
    /// How many frames the observer has seen.
    private var observedFrames = 0

    private let statements: [Statement]
    private let source: SourceFile
    private let kinds: [String: ViewControllerKind]
    private var hierarchy: Hierarchy
    private var messages: UIKitMessages
    private var frames: [Frame] = []
    private var expectations: [ExpectationResult] = []
    private var title: String?

    // The step being built.
    private var events: [UIKitEvent] = []
    private var facts: [String] = []
    private var containment = AppearanceTrace.Containment()
    /// An animated present or dismiss started earlier in this run-loop turn (R21).
    private var transitionInFlight = false
    /// Views loaded by a `then` line of this step (before the step ends): they were not
    /// loaded when the step began, which decides their `viewDidLoad` (R25).
    private var viewsLoadedThisStep: [ViewControllerID] = []
    /// The presented roots whose animated dismissal runs in this turn: their links stay
    /// until the transition ends, at the end of the turn or before a `then` line (R33).
    private var dismissalsInFlight: [ViewControllerID] = []

    private init(parsed: ParseResult, source: SourceFile, recording: Recording) {
        self.recording = recording
        self.statements = parsed.syntax.statements
        self.source = source
        var kinds: [String: ViewControllerKind] = [:]
        for declaration in parsed.declarations {
            switch declaration.kind {
            case .viewController: kinds[declaration.name] = .viewController
            case .navigationController: kinds[declaration.name] = .navigationController
            case .tabBarController: kinds[declaration.name] = .tabBarController
            case .splitViewController: kinds[declaration.name] = .splitViewController
            }
        }
        self.kinds = kinds
        var version = Self.defaultIOSVersion
        var device: Device?
        for statement in parsed.syntax.statements {
            if case .ios(let declared) = statement.kind { version = declared }
            if case .device(let declared) = statement.kind { device = declared }
        }
        self.hierarchy = Hierarchy(iosVersion: version, device: device)
        self.messages = UIKitMessages(iosVersion: version)
        frames.reserveCapacity(statements.count)  // at most one per statement: no regrowth copies
    }

    /// Thrown when the app would crash; the step's state stays as it was before.
    private struct Crash: Error {
        var event: UIKitEvent
    }

    /// How a call ended, which decides whether its completion handler runs.
    private enum Outcome {
        case completed
        case refused
    }

    private mutating func run() -> Flow {
        var unexpectedException: (UIKitEvent, SourceLocation)?
        var notRun = 0
        var crashed = false
        for statement in statements {
            if crashed {
                if case .expect(let expectation) = statement.kind, case .crash = expectation.kind {
                    evaluate(expectation, assertion: text(of: statement))
                    if expectations.last?.passed == true { unexpectedException = nil }
                } else {
                    notRun += 1
                }
                continue
            }
            var crash: UIKitEvent?
            switch statement.kind {
            case .title(let text):
                title = text
            case .ios, .device:
                break
            case .root(let expression, let caption):
                let isInitial = frames.isEmpty
                crash = runStep(kind: isInitial ? .initial : .rootSwitch, caption: caption ?? (isInitial ? "initial state" : "root switch: \(expression.declaration?.name ?? "")"),
                                location: statement.location, sourceText: text(of: statement)) { simulator in
                    try simulator.installRoot(expression)
                }
            case .action(let action):
                // A statement that spans lines is named by its first.
                crash = runStep(kind: .step, caption: action.caption ?? source.code(ofLine: statement.location.line), location: statement.location,
                                sourceText: text(of: statement)) { simulator in
                    _ = try simulator.perform(action)
                }
            case .group(let caption, let actions):
                let lines = actions.flatMap { source.code(ofStatementAt: $0.location.line).split(separator: "\n").map { "  " + $0 } }
                crash = runStep(kind: .group, caption: caption, location: statement.location,
                                sourceText: ([text(of: statement)] + lines).joined(separator: "\n")) { simulator in
                    try simulator.performGroup(actions)
                }
            case .set(let assignment):
                assign(assignment)
            case .expect(let expectation):
                evaluate(expectation, assertion: text(of: statement))
            }
            if let exception = crash {
                crashed = true
                unexpectedException = (exception, exception.location ?? statement.location)
            }
        }
        observeLastFrame()
        if !tracing, !frames.isEmpty { frames[frames.count - 1].hierarchy = hierarchy }
        return Flow(title: title, iosVersion: hierarchy.iosVersion, frames: frames, expectations: expectations,
                    unexpectedException: unexpectedException.map { (event: $0.0, location: $0.1) }, statementsNotRun: notRun)
    }

    // MARK: - Steps

    /// Runs one step and records its frame; returns the exception if the app crashed.
    private mutating func runStep(kind: Frame.Kind, caption: String, location: SourceLocation, sourceText: String,
                                  _ body: (inout FlowSimulator) throws -> Void) -> UIKitEvent? {
        events = []
        facts = []
        containment = AppearanceTrace.Containment()
        transitionInFlight = false
        dismissalsInFlight = []
        viewsLoadedThisStep = []
        observeLastFrame()
        // The trace compares what is on screen before and after the step (R25–R30).
        let visibleBefore = recordsFacts && !frames.isEmpty ? hierarchy.visibleControllers : nil
        hierarchy.beginCall()
        var callbacks: [String] = []
        var exception: UIKitEvent?
        do {
            try body(&self)
            finishDismissals()
            if recordsFacts {
                let loadedThisStep = Set(viewsLoadedThisStep.map(name))
                callbacks = AppearanceTrace.callbacks(visibleBefore: visibleBefore, to: hierarchy, containment: containment) { name in
                    hierarchy[name]?.viewLoaded == true && !loadedThisStep.contains(name)
                }
                markVisibleViewsLoaded()
            }
        } catch let crash as Crash {
            // The app dies inside this call: its effects never happen, nor do the
            // transitions of earlier calls, which would have run after this turn.
            hierarchy.undoCall()
            events.append(crash.event)
            exception = crash.event
        } catch {}
        hierarchy.beginCall()
        let top = hierarchy.top
        if recordsFacts, let top { facts.append("top (getTopVC) = \(top)") }
        frames.append(Frame(index: frames.count, kind: kind, caption: caption, location: location, sourceText: sourceText,
                            hierarchy: tracing ? hierarchy : Hierarchy(iosVersion: hierarchy.iosVersion, device: hierarchy.device),
                            top: top, events: events, facts: facts, callbacks: callbacks))
        return exception
    }

    /// Shows the observer the last frame with its hierarchy, once it is final: when the
    /// next step starts (a `set` may still change it before) or when the flow ends.
    private mutating func observeLastFrame() {
        guard observedFrames < frames.count else { return }
        var frame = frames[frames.count - 1]
        frame.hierarchy = hierarchy
        observer(frame)
        observedFrames = frames.count
        if recording == .observed {
            frames[frames.count - 1].facts = []
            frames[frames.count - 1].callbacks = []
        }
    }

    /// Marks the views on screen loaded; returns the ones that were not.
    @discardableResult
    private mutating func markVisibleViewsLoaded() -> [ViewControllerID] {
        let loading = hierarchy.visibleIDs.filter { !hierarchy[$0].viewLoaded }
        for id in loading { hierarchy.update(id) { $0.viewLoaded = true } }
        return loading
    }

    private mutating func performGroup(_ actions: [Action]) throws {
        var previous: Outcome = .completed
        for action in actions {
            if action.runsInCompletion {
                guard case .completed = previous else {
                    events.append(UIKitEvent(.note, "line \(action.location.line) did not run: the previous call was refused, so its completion handler never ran", rule: "R21"))
                    previous = .refused
                    continue
                }
                // The completion handler runs once the previous transition has finished,
                // so what that transition showed has loaded its view.
                transitionInFlight = false
                finishDismissals()
                if recordsFacts { viewsLoadedThisStep += markVisibleViewsLoaded() }
            }
            hierarchy.beginCall()
            previous = try perform(action)
        }
    }

    // MARK: - Actions

    /// Runs one line; what UIKit says about it is located at that line.
    private mutating func perform(_ action: Action) throws -> Outcome {
        let first = events.count
        defer {
            for index in first..<events.count where events[index].location == nil { events[index].location = action.location }
        }
        do {
            return try performCall(action)
        } catch var crash as Crash {
            crash.event.location = crash.event.location ?? action.location
            throw crash
        }
    }

    private mutating func performCall(_ action: Action) throws -> Outcome {
        guard let actor = resolveActor(action.actor, for: action.operation.name) else { return .refused }
        switch action.operation {
        case .push(let expression):
            guard let navigation = navigationTarget(of: actor, action: action) else { return .refused }
            try push(try materialize(expression), onto: navigation)
        case .pop:
            guard let navigation = navigationTarget(of: actor, action: action) else { return .refused }
            let stack = hierarchy[navigation].children
            if stack.count > 1 {
                hierarchy.detachFromParent(stack.last!)
                if recordsFacts { facts.append("popped \(name(stack.last!))") }
            } else {
                events.append(UIKitEvent(.note, "pop did nothing: \(name(navigation)) has only its root view controller (popViewController returns nil)", rule: "R6"))
            }
        case .popTo(let targetActor):
            guard let navigation = navigationTarget(of: actor, action: action) else { return .refused }
            guard let target = resolveActor(targetActor, for: "popTo") else { return .refused }
            let stack = hierarchy[navigation].children
            guard let index = stack.firstIndex(of: target) else { throw Crash(event: messages.popToMissing()) }
            pop(navigation, keeping: index + 1)
        case .popToRoot:
            guard let navigation = navigationTarget(of: actor, action: action) else { return .refused }
            pop(navigation, keeping: 1)
        case .setStack(let expressions):
            guard let navigation = navigationTarget(of: actor, action: action) else { return .refused }
            let stack = try expressions.map { try materialize($0) }
            guard Set(stack).count == stack.count else { throw Crash(event: messages.duplicateInStack()) }
            guard !stack.isEmpty else {
                events.append(UIKitEvent(.lint, "setViewControllers with an empty list leaves \(name(navigation)) without a root view controller", rule: "R8"))
                hierarchy.setChildren(navigation, [])
                return .completed
            }
            for id in stack {
                try checkCanBeStacked(id, in: navigation)
            }
            let oldStack = hierarchy[navigation].children
            hierarchy.setChildren(navigation, stack)
            if recordsFacts {
                let transition = oldStack.last == stack.last ? "no transition" : oldStack.contains(stack.last!) ? "a pop-like transition" : "a push-like transition"
                facts.append("\(name(navigation)).viewControllers = [\(stack.map(name).joined(separator: ", "))] (\(transition), R8)")
            }
        case .present(let expression):
            let presented: ViewControllerID?
            if case .nilLiteral = expression { presented = nil } else { presented = try materialize(expression) }
            return try present(presented, from: actor, style: action.options.style, animated: action.options.animated)
        case .dismiss:
            return dismiss(from: actor, animated: action.options.animated)
        case .select(let selector):
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
        case .addChild(let expression):
            let child = try materialize(expression)
            try addChild(child, to: actor)
        case .removeFromParent:
            guard let parent = hierarchy[actor].parent else {
                events.append(UIKitEvent(.note, "removeFromParent had no effect: \(name(actor)) has no parent", rule: "R29"))
                return .completed
            }
            // The app calls willMove; removeFromParent calls didMove by itself (R29).
            containment.beforeAppearance.append("\(name(actor)).willMove(toParent: nil)")
            hierarchy.detachFromParent(actor)
            containment.afterWillAppearance.append("\(name(actor)).didMove(toParent: nil)")
            if recordsFacts { facts.append("removed \(name(actor)) from \(name(parent))") }
        case .show(let expression):
            return try show(try materialize(expression), from: actor, options: action.options)
        case .showDetail(let expression):
            return try showDetail(try materialize(expression), from: actor, options: action.options)
        }
        return .completed
    }

    // MARK: - show and showDetail (R36)

    /// `show(_:sender:)`: the nearest navigation or split view controller from the actor
    /// up handles it (UIKit's `targetViewController(forAction:sender:)`): a navigation
    /// controller pushes, a split view makes it the primary column; with neither, it is
    /// presented.
    private mutating func show(_ shown: ViewControllerID, from actor: ViewControllerID, options: ActionOptions) throws -> Outcome {
        let handler = ([actor] + hierarchy.ancestors(of: actor)).first {
            hierarchy[$0].kind == .navigationController || hierarchy[$0].kind == .splitViewController
        }
        guard let handler else {
            if recordsFacts { facts.append("show presents: \(name(actor)) is in no navigation or split view controller (R36)") }
            return try present(shown, from: actor, style: options.style, animated: options.animated)
        }
        if hierarchy[handler].kind == .navigationController {
            if recordsFacts { facts.append("show pushes: \(name(actor)) is in \(name(handler))") }
            try push(shown, onto: handler)
        } else {
            try replaceColumn(0, of: handler, with: shown, call: "show")
        }
        return .completed
    }

    /// `showDetailViewController(_:sender:)`: the split view controller above the actor
    /// makes it the secondary column; collapsed (compact width), it pushes onto the
    /// primary column's navigation controller. Without a split view it is `show` (R36).
    private mutating func showDetail(_ shown: ViewControllerID, from actor: ViewControllerID, options: ActionOptions) throws -> Outcome {
        let split = hierarchy[actor].kind == .splitViewController ? actor : hierarchy.splitViewController(of: actor)
        guard let split else {
            if recordsFacts { facts.append("showDetail is show: \(name(actor)) is in no split view controller (R36)") }
            return try show(shown, from: actor, options: options)
        }
        let primary = hierarchy[split].children.first
        if hierarchy.isCompactWidth, let primary, hierarchy[primary].kind == .navigationController {
            if recordsFacts { facts.append("showDetail pushes: \(name(split)) is collapsed (compact width), so its primary \(name(primary)) shows \(name(shown)) (R36)") }
            try push(shown, onto: primary)
        } else {
            try replaceColumn(1, of: split, with: shown, call: "showDetail")
        }
        return .completed
    }

    /// Makes `shown` the split view's column at `index` (0 primary, 1 secondary); the
    /// old column leaves the split. Showing the VC already there does nothing.
    private mutating func replaceColumn(_ index: Int, of split: ViewControllerID, with shown: ViewControllerID, call: String) throws {
        var columns = hierarchy[split].children
        // A column `removeFromParent` took away leaves the place empty: `shown` fills it.
        guard index < columns.count else {
            try checkCanJoin(shown, split, rule: "R36")
            hierarchy.setChildren(split, columns + [shown])
            if recordsFacts { facts.append("\(call): \(name(shown)) becomes a column of \(name(split)) (R36)") }
            return
        }
        guard columns[index] != shown else {
            events.append(UIKitEvent(.note, "\(call) did nothing: \(name(shown)) is already that column of \(name(split))", rule: "R36"))
            return
        }
        try checkCanJoin(shown, split, rule: "R36")
        if recordsFacts { facts.append("\(call): \(name(shown)) replaces \(name(columns[index])) as the \(index == 0 ? "primary" : "secondary") column of \(name(split)) (R36)") }
        columns[index] = shown
        hierarchy.setChildren(split, columns)
    }


    /// R37: a tab chosen from the More list is pushed onto the tab bar controller's
    /// `moreNavigationController`, which takes the tab's place among the children (not
    /// among `viewControllers`); the tab it showed before goes back to its place, and
    /// what was pushed above that one is popped.
    private mutating func showInMore(_ chosen: ViewControllerID, at index: Int, of tabBar: ViewControllerID) {
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

    /// The navigation controller a stack call goes to: the actor itself when it is one
    /// (as `nav.pushViewController`), else its `navigationController` (R1).
    private mutating func navigationTarget(of actor: ViewControllerID, action: Action) -> ViewControllerID? {
        if hierarchy[actor].kind == .navigationController { return actor }
        if let navigation = hierarchy.navigationController(of: actor) { return navigation }
        events.append(nilMessage("\(action.actor).navigationController", operation: action.operation.name))
        return nil
    }

    private func name(_ id: ViewControllerID) -> String {
        hierarchy.name(id)
    }

    /// `<Class: name>`, as UIKit's texts name an instance.
    private func messageName(_ id: ViewControllerID) -> String {
        hierarchy[id].messageName
    }

    private func nilMessage(_ path: String, operation: String) -> UIKitEvent {
        UIKitEvent(.lint, "message sent to nil: `\(path)` is nil, so `\(operation)` did nothing", rule: "R41")
    }

    private mutating func pop(_ navigation: ViewControllerID, keeping count: Int) {
        let stack = hierarchy[navigation].children
        guard stack.count > count else { return }
        for id in stack[count...].reversed() { hierarchy.detachFromParent(id) }
        if recordsFacts { facts.append("popped \(stack[count...].map(name).joined(separator: ", "))") }
    }

    // MARK: - R5 push

    private mutating func push(_ pushed: ViewControllerID, onto navigation: ViewControllerID) throws {
        if hierarchy[navigation].children.contains(pushed) {
            throw Crash(event: messages.pushingSameInstance(messageName(pushed), navigation: messageName(navigation)))
        }
        try checkCanBeStacked(pushed, in: navigation)
        hierarchy.appendChild(pushed, to: navigation)
    }

    /// R5/R8: a VC joining a navigation stack must not be a navigation controller, nor
    /// belong to another parent or be presented. A tab bar controller may join, with
    /// navviz's lint (R35).
    private mutating func checkCanBeStacked(_ id: ViewControllerID, in container: ViewControllerID) throws {
        let node = hierarchy[id]
        if node.kind == .navigationController { throw Crash(event: messages.pushingNavigationController()) }
        if node.kind == .tabBarController {
            events.append(UIKitEvent(.lint, "\(node.messageName) joins the stack of \(messageName(container)): UIKit allows it, but Apple's guide says a tab bar controller should be the window's root, never a child of another view controller", rule: "R35"))
        }
        try checkCanJoin(id, container, rule: "R5")
    }

    /// A VC joining a container (a stack, a split view's column) must not belong to
    /// another parent, be presented, be the window's root or contain the container.
    private func checkCanJoin(_ id: ViewControllerID, _ container: ViewControllerID, rule: String) throws {
        let node = hierarchy[id]
        if let parent = node.parent, parent != container {
            throw Crash(event: messages.hierarchyInconsistency(child: node.messageName, parent: messageName(parent),
                                                               requested: messageName(container), rule: rule))
        }
        if node.presentation != nil || hierarchy.root == id || hierarchy.isInSubtree(container, of: id) {
            throw Crash(event: messages.hierarchyInconsistency(child: node.messageName, parent: "(null)",
                                                               requested: messageName(container), rule: rule))
        }
    }

    // MARK: - Containment (R29)

    private mutating func addChild(_ child: ViewControllerID, to parent: ViewControllerID) throws {
        let node = hierarchy[child]
        if hierarchy.isInSubtree(parent, of: child) || node.presentation != nil || hierarchy.root == child {
            throw Crash(event: messages.hierarchyInconsistency(child: node.messageName, parent: node.parent.map(messageName) ?? "(null)",
                                                               requested: messageName(parent), rule: "R29"))
        }
        if let old = node.parent {
            // Documented: a child of another container is removed from it first.
            hierarchy.detachFromParent(child)
            if recordsFacts { facts.append("\(name(child)) left \(name(old)) first (addChild removes it from its old parent)") }
        }
        // addChild calls willMove by itself; the app calls didMove after adding the view (R29).
        containment.beforeAppearance.append("\(name(child)).willMove(toParent: \(name(parent)))")
        hierarchy.appendChild(child, to: parent)
        containment.afterWillAppearance.append("\(name(child)).didMove(toParent: \(name(parent)))")
        if recordsFacts { facts.append("\(name(parent)).children = [\(hierarchy[parent].children.map(name).joined(separator: ", "))]") }
    }

    // MARK: - Present (R12–R21)

    private mutating func present(_ presented: ViewControllerID?, from caller: ViewControllerID, style requested: PresentationStyle?,
                                  animated: Bool) throws -> Outcome {
        let requestedStyle = requested ?? presented.flatMap { hierarchy[$0].modalPresentationStyle } ?? .automatic
        let style = requestedStyle.adapted(iosVersion: hierarchy.iosVersion, compactWidth: hierarchy.isCompactWidth)
        let target = hierarchy.presenter(forPresentationFrom: caller, style: style)
        guard let presented else {
            throw Crash(event: messages.presentNil(target: messageName(target)))
        }
        let presentedNode = hierarchy[presented]
        if presented == caller { throw Crash(event: messages.presentOnItself(messageName(caller))) }
        if let presentation = presentedNode.presentation {
            throw Crash(event: messages.alreadyPresented(presentedNode.messageName, by: messageName(presentation.presenter)))
        }
        if let parent = presentedNode.parent {
            throw Crash(event: messages.hasParent(presentedNode.messageName, parent: messageName(parent)))
        }
        if hierarchy.root == presented || hierarchy.isInSubtree(caller, of: presented) {
            throw Crash(event: messages.activeController(presentedNode.messageName))
        }
        if transitionInFlight {
            events.append(messages.presentationInProgress(presented: presentedNode.messageName, target: messageName(target), caller: messageName(caller)))
            return .refused
        }
        if !hierarchy.isViewInWindow(target) {
            events.append(messages.notInWindow(presented: presentedNode.messageName, target: messageName(target), caller: messageName(caller)))
            return .refused
        }
        if let current = hierarchy[target].presented {
            events.append(messages.alreadyPresenting(presented: presentedNode.messageName, target: messageName(target),
                                                     caller: messageName(caller), current: messageName(current)))
            return .refused
        }
        hierarchy.update(target) { $0.presented = presented }
        hierarchy.update(presented) {
            $0.presentation = PresentationRecord(presenter: target, caller: caller, requestedStyle: requestedStyle, style: style)
        }
        if recordsFacts {
            let rule = style.usesPresentationContext ? "R13" : "R12"
            let resolved = requestedStyle.resolved(iosVersion: hierarchy.iosVersion)
            var styleText = requestedStyle == .automatic ? "automatic → \(resolved.rawValue) on iOS \(hierarchy.iosVersion), R14" : resolved.rawValue
            if style != resolved { styleText += "; adapted to \(style.rawValue) on an iPhone (compact width), R38" }
            facts.append("\(name(presented)).presentingViewController = \(name(target)) (\(rule)\(target == caller ? "" : "; the caller is \(name(caller))"); \(styleText))")
        }
        if animated { transitionInFlight = true }
        return .completed
    }

    // MARK: - Dismiss (R22)

    private mutating func dismiss(from caller: ViewControllerID, animated: Bool) -> Outcome {
        let presented = hierarchy.presentedViewController(of: caller)
        let closed = presented ?? (hierarchy.presentingViewController(of: caller) != nil ? hierarchy.layerRoot(of: caller) : nil)
        if transitionInFlight {
            // The presenting view controller does the dismissing, and UIKit's log names it (R34).
            let dismissing = closed.flatMap { hierarchy[$0].presentation?.presenter } ?? caller
            events.append(messages.dismissInProgress(from: messageName(dismissing)))
            return .refused
        }
        guard let closed else {
            events.append(UIKitEvent(.note, "dismiss had no effect: \(name(caller)) neither presents nor is presented", rule: "R22"))
            return .completed
        }
        if recordsFacts {
            facts.append(presented != nil
                ? "\(name(caller)) presents \(name(closed)): \(name(closed)) and everything above it go away (R22.1)"
                : "\(name(caller)) presents nothing: its own layer, presented root \(name(closed)), goes away (R22.2)")
            // Listed while they are still there.
            let gone = presentationChain(from: closed)
            facts.append(gone.count > 1 ? "dismissed \(gone.map(name).joined(separator: ", ")); only \(name(gone.last!)) animates (R23)" : "dismissed \(name(closed))")
        }
        if animated {
            // The links go when the transition ends, not now (R33).
            dismissalsInFlight.append(closed)
            transitionInFlight = true
        } else {
            hierarchy.removePresentation(of: closed)
        }
        return .completed
    }

    /// Ends the dismissal transitions of this turn: UIKit clears `presentingViewController`
    /// and `presentedViewController` now, not when `dismiss` was called (R33).
    private mutating func finishDismissals() {
        for closed in dismissalsInFlight where hierarchy[closed].presentation != nil {
            hierarchy.removePresentation(of: closed)
        }
        dismissalsInFlight = []
    }

    /// The presented roots from `root` upward, in presentation order.
    private func presentationChain(from root: ViewControllerID) -> [ViewControllerID] {
        var result = [root]
        for anchor in hierarchy.subtree(of: root) {
            if let above = hierarchy[anchor].presented { result += presentationChain(from: above) }
        }
        return result
    }

    // MARK: - Building instances and the window root

    /// The instance called `name`, created on its first mention.
    private mutating func instantiate(_ name: String, kind: ViewControllerKind? = nil, className: String?) -> ViewControllerID {
        hierarchy.instantiate(name, kind: kind ?? kinds[name] ?? .viewController, className: className)
    }

    /// Creates (or re-initialises) the instance an expression names. The parser lets
    /// `nil` stand only for the presented view controller, which `present` handles.
    private mutating func materialize(_ expression: ViewControllerExpression) throws -> ViewControllerID {
        guard let declaration = expression.declaration else { preconditionFailure("`nil` is no view controller to create") }
        let id = instantiate(declaration.name, className: declaration.className)
        let children: [ViewControllerExpression]
        switch expression {
        case .navigation(_, let stack): children = stack
        case .tabs(_, let tabs, _): children = tabs
        case .split(_, let columns): children = columns
        case .container(_, let list): children = list
        case .reference, .nilLiteral: return id
        }
        if hierarchy.isInWindow(id) {
            throw Crash(event: UIKitEvent(.exception(name: "navviz: invalid flow"),
                                          "`\(declaration.name)` is in the window's hierarchy; its children cannot be re-initialised with `[...]` now"))
        }
        let childIDs = try children.map { try materialize($0) }
        guard Set(childIDs).count == childIDs.count else { throw Crash(event: messages.duplicateInStack()) }
        for child in childIDs {
            if hierarchy[child].kind == .navigationController, hierarchy[id].kind == .navigationController {
                throw Crash(event: messages.pushingNavigationController())
            }
            if let parent = hierarchy[child].parent, parent != id, hierarchy.isInWindow(parent) {
                throw Crash(event: messages.hierarchyInconsistency(child: messageName(child), parent: messageName(parent),
                                                                   requested: messageName(id), rule: "R1"))
            }
        }
        hierarchy.setChildren(id, childIDs)
        if case .tabs(_, _, let selected?) = expression {
            switch selected {
            case .index(let index): hierarchy.update(id) { $0.selectedIndex = index }
            case .name(let tab):
                let index = childIDs.firstIndex { name($0) == tab } ?? 0
                hierarchy.update(id) { $0.selectedIndex = index }
            }
            // R37: a tab selected under More is shown by the More navigation controller,
            // whether `selected:` or a later `select` chooses it.
            let index = hierarchy[id].selectedIndex
            if childIDs.indices.contains(index), hierarchy.isInMoreList(childIDs[index]),
               hierarchy[childIDs[index]].kind != .navigationController {
                showInMore(childIDs[index], at: index, of: id)
            }
        }
        return id
    }

    private mutating func installRoot(_ expression: ViewControllerExpression) throws {
        if let oldRoot = hierarchy.root {
            // UIKit does not dismiss what the old hierarchy presents: the presentation
            // stays, out of the window, and holds the old hierarchy in memory (R40).
            for id in hierarchy.subtree(of: oldRoot) {
                if let presented = hierarchy[id].presented {
                    events.append(UIKitEvent(.lint, "window.rootViewController is replaced while \(messageName(id)) presents \(messageName(presented)): UIKit does not dismiss it, so it stays presented, keeps the old hierarchy in memory and its view may stay in the window; dismiss it before switching the root", rule: "R40"))
                }
            }
            hierarchy.setWindowRoot(nil)
        }
        let root = try materialize(expression)
        if let parent = hierarchy[root].parent {
            throw Crash(event: messages.hierarchyInconsistency(child: messageName(root), parent: messageName(parent), requested: "<UIWindow>", rule: "R1"))
        }
        if hierarchy[root].presentation != nil { hierarchy.removePresentation(of: root) }
        hierarchy.setWindowRoot(root)
        if recordsFacts { facts.append("window.rootViewController = \(name(root))") }
    }

    // MARK: - Actors

    /// Evaluates an actor path; nil (with a "message sent to nil" warning) when a link is nil.
    private mutating func resolveActor(_ actor: ActorExpression, for operation: String) -> ViewControllerID? {
        let base: ViewControllerID?
        switch actor.base {
        case .name(let name):
            // Named by a line that never ran (its actor was nil): a detached instance.
            base = instantiate(name, className: nil)
        case .top:
            base = nil
        }
        switch evaluate(actor, from: base) {
        case .success(let id):
            return id
        case .failure(let path):
            events.append(nilMessage(path.path, operation: operation))
            return nil
        }
    }

    /// The instance an actor path leads to. A name no line has created yet (its line
    /// never ran) has no links: a path from it is nil. `base` is the named instance
    /// when the caller already has it.
    private func evaluate(_ actor: ActorExpression, from base: ViewControllerID? = nil) -> Result<ViewControllerID, NilPathError> {
        var current: ViewControllerID?
        var written: String
        switch actor.base {
        case .name(let name):
            current = base ?? hierarchy.id(name)
            written = name
        case .top:
            written = "top"
            guard let top = hierarchy.topID else { return .failure(NilPathError(path: written)) }
            current = top
        }
        for property in actor.path {
            written += "." + property.rawValue
            guard let id = current, let next = follow(property, from: id) else { return .failure(NilPathError(path: written)) }
            current = next
        }
        guard let current else { return .failure(NilPathError(path: written)) }
        return .success(current)
    }

    /// The view controller a property of `id` holds, if any.
    private func follow(_ property: ActorProperty, from id: ViewControllerID) -> ViewControllerID? {
        switch property {
        case .presentingViewController: return hierarchy.presentingViewController(of: id)
        case .presentedViewController: return hierarchy.presentedViewController(of: id)
        case .navigationController: return hierarchy.navigationController(of: id)
        case .tabBarController: return hierarchy.tabBarController(of: id)
        case .splitViewController: return hierarchy.splitViewController(of: id)
        case .parent: return hierarchy[id].parent
        case .topViewController: return hierarchy.topViewController(of: id)
        case .visibleViewController: return hierarchy.visibleViewController(of: id)
        case .selectedViewController: return hierarchy.selectedViewController(of: id)
        }
    }

    /// What an `expect` compares: the name an actor path leads to, where a name no line
    /// has created yet stands for itself.
    private func evaluatedName(_ actor: ActorExpression) -> String? {
        if case .name(let name) = actor.base, actor.path.isEmpty { return name }
        return try? evaluate(actor).map(hierarchy.name).get()
    }

    // MARK: - set and expect

    private mutating func assign(_ assignment: PropertyAssignment) {
        if case .name(let name) = assignment.actor.base, assignment.actor.path.isEmpty {
            // Like an object configured before it is shown: the first mention creates it.
            _ = instantiate(name, className: nil)
        }
        guard case .success(let id) = evaluate(assignment.actor) else { return }
        switch assignment.value {
        case .definesPresentationContext(let value): hierarchy.update(id) { $0.definesPresentationContextSetting = value }
        case .modalPresentationStyle(let style): hierarchy.update(id) { $0.modalPresentationStyle = style }
        }
        if tracing, !frames.isEmpty { frames[frames.count - 1].hierarchy = hierarchy }
    }

    private mutating func evaluate(_ expectation: Expectation, assertion: String) {
        let expected: String
        let actual: String
        switch expectation.kind {
        case .actor(let actor, let name):
            expected = name ?? "nil"
            actual = evaluatedName(actor) ?? "nil"
        case .viewControllers(let actor, let names):
            expected = "[" + names.joined(separator: ", ") + "]"
            actual = evaluatedName(actor).map { "[" + hierarchy.viewControllers(of: $0).joined(separator: ", ") + "]" } ?? "nil"
        case .children(let actor, let names):
            expected = "[" + names.joined(separator: ", ") + "]"
            actual = evaluatedName(actor).map { "[" + hierarchy.children(of: $0).joined(separator: ", ") + "]" } ?? "nil"
        case .selectedIndex(let actor, let index):
            expected = String(index)
            actual = evaluatedName(actor).flatMap { hierarchy[$0]?.kind == .tabBarController ? String(hierarchy[$0]!.selectedIndex) : "not a tab bar controller" } ?? "nil"
        case .visible(let actor, let value):
            expected = String(value)
            actual = evaluatedName(actor).map { String(hierarchy.isVisible($0)) } ?? "nil"
        case .presentationStyle(let actor, let style):
            expected = style?.rawValue ?? "nil"
            actual = evaluatedName(actor).flatMap { hierarchy.presentationStyle(of: $0)?.rawValue } ?? "nil"
        case .warning(let text):
            // UIKit's warnings and navviz's lints alike (R41).
            let logged = frames.last?.events.filter { $0.isWarning || $0.isLint } ?? []
            expected = text.map { "a warning containing \"\($0)\"" } ?? "a warning"
            if logged.contains(where: { text == nil || $0.message.contains(text!) }) {
                actual = expected
            } else {
                actual = logged.isEmpty ? "no warning" : "warning \"\(logged[0].message)\""
            }
        case .crash(let text):
            let exception = frames.last?.exception
            expected = text.map { "an exception containing \"\($0)\"" } ?? "an exception"
            if let exception, text == nil || exception.message.contains(text!) {
                actual = expected
            } else {
                actual = exception.map { "exception \"\($0.message)\"" } ?? "no exception"
            }
        }
        expectations.append(ExpectationResult(location: expectation.location, assertion: assertion, passed: expected == actual,
                                              actual: actual, expected: expected))
    }

    private func text(of statement: Statement) -> String {
        source.code(ofStatementAt: statement.location.line)
    }
}

/// The written path that evaluated to nil, for the "message sent to nil" warning.
struct NilPathError: Error {
    var path: String
}
