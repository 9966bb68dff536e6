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
    public static func run(
        _ parsed: ParseResult, source: SourceFile, recording: Recording = .frames,
        observe: (Hierarchy) -> Void = { _ in }
    ) -> Flow {
        run(parsed, source: source, recording: recording, observeFrames: { observe($0.hierarchy) })
    }

    /// `observeFrames` gets each frame whole, with its final hierarchy, as soon as it is
    /// final, whatever the recording keeps (`.observed` keeps little).
    /// `anchorlessPopoversGoOn`: a popover presented with no anchor (R43, R59) does not end
    /// the flow; it is presented as if anchored and listed in `Flow.anchorlessPopovers`, so
    /// one run finds them all (`navviz lint`).
    public static func run(
        _ parsed: ParseResult, source: SourceFile, recording: Recording, anchorlessPopoversGoOn: Bool = false,
        observeFrames: (Frame) -> Void
    ) -> Flow {
        withoutActuallyEscaping(observeFrames) { observe in
            var simulator = FlowSimulator(parsed: parsed, source: source, recording: recording)
            simulator.observer = observe
            simulator.anchorlessPopoversGoOn = anchorlessPopoversGoOn
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
    var tracing: Bool { recording == .frames }
    /// Whether frames keep facts and appearance callbacks, and views are marked loaded:
    /// every recording but `.outcomes`, which never shows them.
    var recordsFacts: Bool { recording != .outcomes }
    /// Whether steps trace their appearance callbacks and mark views loaded: when facts
    /// are recorded, and for an `expect callback` line in any recording.
    let tracesCallbacks: Bool
    private var observer: (Frame) -> Void = { _ in }
    /// Whether a popover with no anchor is listed and presented rather than raised (`run`).
    var anchorlessPopoversGoOn = false
    var anchorlessPopovers: [(UIKitEvent, SourceLocation)] = []
    /// How many frames the observer has seen.
    private var observedFrames = 0

    private let statements: [Statement]
    private let source: SourceFile
    private let kinds: [String: ViewControllerKind]
    /// The flow's split view controllers, which collapse in a compact width (R45).
    let splitViewNames: [String]
    var hierarchy: Hierarchy
    let messages: UIKitMessages
    var frames: [Frame] = []
    var expectations: [ExpectationResult] = []
    private var title: String?
    /// No `device` line: navviz chose the device, and says so where it decided (R38).
    let deviceIsDefault: Bool

    // The step being built.
    var events: [UIKitEvent] = []
    var facts: [UIKitFact] = []
    /// The view controllers this step's calls were sent to (`Frame.callers`).
    var callers: [String] = []
    var interleaved = AppearanceTrace.Interleaved()
    /// An animated present or dismiss started earlier in this run-loop turn (R21).
    var transitionInFlight = false
    /// The navigation controllers an animated push of this run-loop turn is still
    /// animating (R47).
    var pushesInFlight: [ViewControllerID] = []
    /// Where the call being simulated is written.
    var callLocation = SourceLocation(line: 1, column: 1)
    /// The latest outcome the device decided (R38), for the note on a failed `expect`.
    var deviceDecision: (line: Int, text: String)?
    /// Views loaded by a `then` line of this step (before the step ends): they were not
    /// loaded when the step began, which decides their `viewDidLoad` (R25).
    var viewsLoadedThisStep: [ViewControllerID] = []
    /// The presented roots whose animated dismissal runs in this turn: their links stay
    /// until the transition ends, at the end of the turn or before a `then` line (R33).
    var dismissalsInFlight: [ViewControllerID] = []
    /// Window roots installed again while they still present (R40): their view is back in
    /// the window, so a full-screen presentation no longer keeps it out (R69).
    var rootsReinstalledWhilePresenting: [ViewControllerID] = []
    /// The system view controllers newer than the flow's iOS version that a lint named (R58).
    var unavailableClassesNoted: Set<SystemViewController> = []
    /// What got appearance callbacks when the last step ended, from its trace's walk of the
    /// window: the next step's `visibleBefore`, unless a `set` line came between.
    var appearingAtLastStepEnd: [String]?

    private init(parsed: ParseResult, source: SourceFile, recording: Recording) {
        self.recording = recording
        tracesCallbacks =
            recording != .outcomes
            || parsed.syntax.statements.contains { statement in
                guard case .expect(let expectation) = statement.kind else { return false }
                switch expectation.kind {
                case .callback, .callbacks: return true
                default: return false
                }
            }
        self.statements = parsed.syntax.statements
        self.source = source
        var kinds: [String: ViewControllerKind] = [:]
        for declaration in parsed.declarations { kinds[declaration.name] = ViewControllerKind(declaration.kind) }
        self.kinds = kinds
        splitViewNames = parsed.declarations.filter { $0.kind == .splitViewController }.map(\.name)
        var version = Self.defaultIOSVersion
        var device: Device?
        var orientation = Orientation.portrait
        for statement in parsed.syntax.statements {
            if case .ios(let declared) = statement.kind { version = declared }
            if case .device(let declared, let held) = statement.kind { (device, orientation) = (declared, held) }
        }
        self.deviceIsDefault = device == nil
        self.hierarchy = Hierarchy(iosVersion: version, device: device ?? .default, orientation: orientation)
        self.messages = UIKitMessages(iosVersion: version)
        frames.reserveCapacity(statements.count) // at most one per statement: no regrowth copies
    }

    /// Thrown when the app would crash; the step's state stays as it was before.
    struct Crash: Error {
        var event: UIKitEvent
    }

    /// How a call ended, which decides whether its completion handler runs.
    enum Outcome {
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
                crash = runStep(
                    kind: isInitial ? .initial : .rootSwitch,
                    caption: caption ?? (isInitial ? "initial state" : "root switch: \(expression.declaration?.name ?? "")"),
                    location: statement.location, sourceText: text(of: statement)
                ) { simulator in
                    try simulator.installRoot(expression)
                }
            case .action(let action):
                // A statement that spans lines is named by its first, its lists shown closed. An
                // entry can be the flow's first step: the window's root (R66).
                crash = runStep(
                    kind: frames.isEmpty ? .initial : .step,
                    caption: action.caption ?? source.title(ofStatementAt: statement.location.line), location: statement.location,
                    sourceText: text(of: statement)
                ) { simulator in
                    _ = try simulator.perform(action)
                }
            case .rotate(let orientation, let caption):
                crash = runStep(
                    kind: .step, caption: caption ?? "the device rotates to \(orientation.rawValue)", location: statement.location,
                    sourceText: text(of: statement)
                ) { simulator in
                    simulator.rotate(to: orientation)
                }
            case .group(let caption, let actions):
                let lines = actions.flatMap { source.code(ofStatementAt: $0.location.line).split(separator: "\n").map { "  " + $0 } }
                crash = runStep(
                    kind: .group, caption: caption, location: statement.location,
                    sourceText: ([text(of: statement)] + lines).joined(separator: "\n")
                ) { simulator in
                    try simulator.performGroup(actions)
                }
            case .set(let assignment):
                appearingAtLastStepEnd = nil
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
        return Flow(
            title: title, iosVersion: hierarchy.iosVersion, frames: frames, expectations: expectations,
            unexpectedException: unexpectedException.map { (event: $0.0, location: $0.1) }, statementsNotRun: notRun,
            deviceNote: deviceNote, anchorlessPopovers: anchorlessPopovers.map { (event: $0.0, location: $0.1) })
    }

    // MARK: - Steps

    /// Runs one step and records its frame; returns the exception if the app crashed.
    private mutating func runStep(
        kind: Frame.Kind, caption: String, location: SourceLocation, sourceText: String,
        _ body: (inout FlowSimulator) throws -> Void
    ) -> UIKitEvent? {
        events = []
        facts = []
        callers = []
        interleaved = AppearanceTrace.Interleaved()
        transitionInFlight = false
        pushesInFlight = []
        callLocation = location
        dismissalsInFlight = []
        viewsLoadedThisStep = []
        observeLastFrame()
        // The trace compares what is on screen before and after the step (R25–R30).
        let visibleBefore = tracesCallbacks && !frames.isEmpty ? appearingAtLastStepEnd ?? hierarchy.appearanceControllers : nil
        appearingAtLastStepEnd = nil
        hierarchy.beginCall()
        var callbacks: [String] = []
        var exception: UIKitEvent?
        do {
            try body(&self)
            collapseSplitViews()
            finishDismissals()
            if tracesCallbacks { callbacks = traceAppearance(visibleBefore: visibleBefore) }
        } catch let crash as Crash {
            // The app dies inside this call: its effects never happen, nor do the
            // transitions of earlier calls, which would have run after this turn.
            hierarchy.undoCall()
            events.append(crash.event)
            exception = crash.event
        } catch {}
        hierarchy.beginCall()
        let top = hierarchy.top
        if recordsFacts, let top { facts.append(UIKitFact("top (getTopVC) = \(top)", rules: ["R31"])) }
        frames.append(
            Frame(
                index: frames.count, kind: kind, caption: caption, location: location, sourceText: sourceText,
                hierarchy: tracing
                    ? hierarchy : Hierarchy(iosVersion: hierarchy.iosVersion, device: hierarchy.device, orientation: hierarchy.orientation),
                top: top, events: events, facts: facts, callbacks: callbacks, callers: callers,
                codeReference: source.codeReference(ofLine: location.line)))
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

    private mutating func performGroup(_ actions: [Action]) throws {
        var previous: Outcome = .completed
        for action in actions {
            if action.runsInCompletion {
                guard case .completed = previous else {
                    events.append(
                        UIKitEvent(
                            .note, "line \(action.location.line) did not run: the previous call was refused, so its completion handler never ran",
                            rule: "R21"))
                    previous = .refused
                    continue
                }
                // The completion handler runs once the previous transition has finished,
                // so what that transition showed has loaded its view.
                transitionInFlight = false
                pushesInFlight = []
                finishDismissals()
                if tracesCallbacks { viewsLoadedThisStep += markVisibleViewsLoaded() }
            }
            hierarchy.beginCall()
            previous = try perform(action)
        }
    }

    // MARK: - Actions

    /// Runs one line; what UIKit says about it is located at that line.
    private mutating func perform(_ action: Action) throws -> Outcome {
        let first = events.count
        callLocation = action.location
        defer {
            for index in first..<events.count where events[index].location == nil { events[index].location = action.location }
        }
        do {
            let (presentations, tabSwitches) = (interleaved.presentationTransitions, interleaved.tabSwitches)
            let outcome = try performCall(action)
            // R57, R28: what decides the order of the step's callbacks.
            if outcome == .completed, interleaved.presentationTransitions == presentations, interleaved.tabSwitches == tabSwitches {
                interleaved.otherTransitions = true
            }
            // R45: a split view collapses as it enters a compact-width window.
            collapseSplitViews()
            return outcome
        } catch var crash as Crash {
            crash.event.location = crash.event.location ?? action.location
            throw crash
        }
    }

    /// Sends an operation to its rule family (Rules/).
    private mutating func performCall(_ action: Action) throws -> Outcome {
        // No traced code calls an entry: it needs no actor, and makes the root of an empty window (R66).
        if case .entry(let expression) = action.operation { return try enter(expression, options: action.options) }
        guard let actor = resolveActor(action.actor, for: action.operation.name) else { return .refused }
        if !callers.contains(name(actor)) { callers.append(name(actor)) }
        switch action.operation {
        case .push(let expression): return try push(expression, from: actor, action: action)
        case .pop: return pop(from: actor, action: action)
        case .popTo(let targetActor): return try pop(to: targetActor, from: actor, action: action)
        case .popToRoot: return popToRoot(from: actor, action: action)
        case .setStack(let expressions) where hierarchy[actor].kind == .tabBarController:
            return try setTabs(expressions, of: actor)
        case .setStack(let expressions): return try setStack(expressions, from: actor, action: action)
        case .present(let expression): return try present(expression, from: actor, options: action.options)
        case .dismiss: return dismiss(from: actor, animated: action.options.animated)
        case .select(let selector): return select(selector, from: actor, action: action)
        case .addChild(let expression): return try addChild(try materialize(expression), to: actor)
        case .removeFromParent: return removeFromParent(actor)
        case .show(let expression): return try show(try materialize(expression), from: actor, options: action.options)
        case .showDetail(let expression): return try showDetail(try materialize(expression), from: actor, options: action.options)
        case .setViewController(let expression, let column): return try setViewController(try materialize(expression), for: column, of: actor)
        case .addSubview(let expression): return try addSubview(try materialize(expression), to: actor)
        case .swipeDown: return swipeDown(from: actor)
        case .swipeBack: return swipeBack(from: actor)
        case .tapTab(let selector): return tapTab(selector, from: actor, action: action)
        case .entry: preconditionFailure("an entry is sent to no actor")
        }
    }

    // MARK: - Names

    /// The instance called `name`, created on its first mention.
    mutating func instantiate(_ name: String, kind: ViewControllerKind? = nil, className: String?) -> ViewControllerID {
        hierarchy.instantiate(name, kind: kind ?? kinds[name] ?? .viewController, className: className)
    }

    func name(_ id: ViewControllerID) -> String {
        hierarchy.name(id)
    }

    /// `<Class: name>`, as UIKit's texts name an instance.
    func messageName(_ id: ViewControllerID) -> String {
        hierarchy[id].messageName
    }

    // MARK: - The device

    /// "an iPhone (compact width)", and whether navviz chose it (R38).
    var deviceText: String {
        hierarchy.devicePhrase + (deviceIsDefault ? ", navviz's default without a `device` line" : "")
    }

    /// Remembers that the device decided this call's outcome, for a failed `expect` to say.
    mutating func noteDeviceDecision(_ text: String) {
        deviceDecision = (callLocation.line, text)
    }

    private func text(of statement: Statement) -> String {
        source.code(ofStatementAt: statement.location.line)
    }
}
