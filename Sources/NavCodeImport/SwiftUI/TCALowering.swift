import NavCodeFacts

/// The Composable Architecture's navigation, which is state: a view's `store.send(.action)`
/// runs the cases of its feature's reducer that match the action (and of the parents that
/// match it nested, `.path(.element(_, action: .detail(.delegate(.edit))))`), where
/// `state.path.append(.edit(…))` pushes that case's view, `state.destination = nil`
/// dismisses what the view's screen presents, `await dismiss()` (the `@Dependency`) pops
/// or dismisses the view as SwiftUI's does, and setting the enum a root view switches on
/// (`switch store.case { case .login: … case .main: … }`) switches the window's root. The
/// views themselves are SwiftUI's (`SwiftUILowering`): a `NavigationStack(path:)`'s
/// `destination:` is its stack's value destination, `NavigationLink(state:)` a value link.
final class TCALowering: FrameworkSemantics {
    unowned let evaluator: CodeEvaluator

    init(evaluator: CodeEvaluator) {
        self.evaluator = evaluator
    }

    /// A reducer run under way: the feature, the view whose store sent the action (its
    /// `dismiss()` is the view's) and the action sent, as its enum cases.
    private struct Run: Hashable {
        let feature: String
        let view: Int
        let sent: [String]
    }

    /// The runs under way, innermost last: an action a reducer sends back to itself is not followed again.
    private var running: [Run] = []
    /// The screens a root view's `switch store.case` shows, by case, with the state property
    /// it switches on (nil when the view switches on its store's own enum, which its parent sets).
    private var rootCases: [(property: String?, screens: [String: Int])] = []

    private static let maximumDepth = 16

    // MARK: views

    /// `NavigationStack(path: $store.scope(…)) { Root() } destination: { store in switch store.case { … } }`:
    /// the views the path's elements show, kept on the stack's root as a `.navigationDestination(for:)` is.
    static func stackDestination(_ call: CodeCall, _ environment: CodeEnvironment) -> SwiftUISite? {
        guard call.arguments.contains(where: { $0.label == "path" }),
            call.arguments.contains(where: { $0.label == "destination" && $0.value.closureBody != nil })
        else { return nil }
        return SwiftUISite(kind: .navigationDestination, call: call, environment: environment)
    }

    /// A root view whose body is `switch store.case { case .login(let s): LoginView(store: s) … }`
    /// (before TCA 1.7: `SwitchStore(store) { state in switch state { case .login: CaseLet(…) { s in … } } }`):
    /// the screen of the case the feature's state starts in (else the first); each other
    /// case's screen is the root the code switches to when it sets that case. Nil for any other body.
    func rootSwitch(_ statements: [CodeStatement], _ environment: CodeEnvironment, site: CodeSite, hint: String, depth: Int) -> Int? {
        guard statements.count == 1, let (store, cases) = Self.storeSwitch(statements[0]) ?? Self.switchStore(statements[0]), cases.count > 1
        else { return nil }
        let names = cases.compactMap { $0.nestedNames.count == 1 ? $0.nestedNames[0].first : nil }
        guard names.count == cases.count else { return nil }
        let property = Self.scopedProperty(store)
        let initial = property.flatMap { initialCase(of: $0) }
        var screens: [String: Int] = [:]
        for (name, switchCase) in zip(names, cases) {
            screens[name] = swiftUI.screen(for: switchCase.body, environment, site: site, hint: hint, depth: depth)
        }
        rootCases.append((property, screens))
        return screens[initial.flatMap { names.contains($0) ? $0 : nil } ?? names[0]]
    }

    /// `switch store.case { … }`: the store and the cases.
    private static func storeSwitch(_ statement: CodeStatement) -> (store: CodeValue, cases: [CodeCase])? {
        guard case .cases(let subject, let cases, _) = statement, case .member(let store?, "case") = subject else { return nil }
        return (store, cases)
    }

    /// `SwitchStore(store) { state in switch state { case .login: CaseLet(…) { store in LoginView(store: store) } … } }`:
    /// the store and the cases, each with the body of its `CaseLet`.
    private static func switchStore(_ statement: CodeStatement) -> (store: CodeValue, cases: [CodeCase])? {
        guard let value = SwiftUILowering.viewValues([statement]).first, case .call(let call) = value, call.name == "SwitchStore",
            let store = call.arguments.first(where: { $0.value.closureBody == nil })?.value,
            let content = call.arguments.last(where: { $0.value.closureBody != nil })?.value.closureBody,
            content.count == 1, case .cases(_, let cases, _) = content[0]
        else { return nil }
        return (
            store,
            cases.map { switchCase in
                guard switchCase.body.count == 1, case .call(let caseLet)? = SwiftUILowering.viewValues(switchCase.body).first,
                    caseLet.name == "CaseLet",
                    let body = caseLet.arguments.last(where: { $0.value.closureBody != nil })?.value.closureBody
                else { return switchCase }
                return switchCase.with(body: body)
            }
        )
    }

    /// The case a feature's state property starts in: `var screen: Screen.State = .login(…)`.
    private func initialCase(of property: String) -> String? {
        code.property(property, in: "State")?.facts.value.flatMap { Self.caseChain($0).first }
    }

    /// The feature a view's store runs: `StoreOf<LoginFeature>`, `Store<LoginFeature.State, LoginFeature.Action>`.
    func feature(ofView view: String) -> String? {
        guard let type = code.property("store", in: view)?.facts.type else { return nil }
        let arguments = type.drop { $0 != "<" }.dropFirst().prefix { $0 != ">" && $0 != "," && $0 != "." }
        return arguments.isEmpty ? nil : String(arguments)
    }

    // MARK: actions

    /// `store.send(.editButtonTapped)` in a view, `.send(.delegate(.saved))` and `send(…)` in a
    /// reducer's effect: the reducer cases the action runs. Nil for any other call.
    func call(_ call: CodeCall, _ environment: inout CodeEnvironment) -> CodeReferent? {
        guard call.name == "send", let action = call.arguments.first?.value else { return nil }
        let sent = Self.caseChain(action)
        guard !sent.isEmpty else { return nil }
        let site = CodeSite(file: environment.file, line: call.line)
        if call.base == nil || call.callee == .member(nil, "send") {
            guard let current = running.last else { return nil }
            perform(Run(feature: current.feature, view: current.view, sent: sent), site: site)
        } else {
            guard let view = environment.this?.object, let feature = feature(ofView: heap[view].className) else { return nil }
            perform(Run(feature: feature, view: view, sent: sent), site: site)
        }
        return .unknown("the result of send")
    }

    /// `store.send(.action)`, `.send(.delegate(.done))`: an action sent, which runs reducers that may navigate.
    static func sends(_ call: CodeCall) -> Bool {
        call.name == "send" && call.arguments.first.map { !caseChain($0.value).isEmpty } == true
    }

    /// Runs the reducer cases an action matches: the feature's own (`case .editButtonTapped:`)
    /// and every reducer's whose pattern nests it (`case .path(.element(_, action: .detail(.delegate(.edit))))`).
    private func perform(_ run: Run, site: CodeSite) {
        guard mode == .action, running.count < Self.maximumDepth, !running.contains(run) else { return }
        running.append(run)
        defer { running.removeLast() }
        for feature in code.typeOrder {
            guard let body = code.property("body", in: feature), let getter = body.facts.getter else { continue }
            let own = feature == run.feature
            for reduce in Self.reduceClosures(in: getter) {
                for statement in reduce.body {
                    guard case .cases(.name(let subject), let cases, _) = statement, reduce.parameters.last == subject else { continue }
                    for switchCase in cases where switchCase.nestedNames.contains(where: { Self.matches($0, run.sent, own: own) }) {
                        var environment = CodeEnvironment(
                            this: .object(run.view), owner: feature, file: body.file, function: "\(feature).body")
                        running[running.count - 1] = Run(feature: feature, view: run.view, sent: run.sent)
                        _ = evaluator.execute(switchCase.body, &environment)
                        running[running.count - 1] = run
                    }
                }
            }
        }
    }

    /// Whether a case's pattern matches an action sent: from its start, for the feature's
    /// own reducer; nested below its outer cases, for a parent's (what they agree on is the same).
    static func matches(_ pattern: [String], _ sent: [String], own: Bool) -> Bool {
        let starts = own ? 0..<min(1, pattern.count) : 1..<pattern.count
        return starts.contains { start in
            let overlap = min(pattern.count - start, sent.count)
            return overlap > 0 && Array(pattern[start..<start + overlap]) == Array(sent.prefix(overlap))
        }
    }

    /// `state.destination = nil`: what the view's screen presents is dismissed; `state.screen =
    /// .main(…)`, the property a root view switches on: the window's root switches to that case's screen.
    /// False when the assignment is no such thing.
    func assign(_ target: CodeValue, _ value: CodeValue, line: Int) -> Bool {
        guard let run = running.last, let property = Self.stateProperty(target) else { return false }
        let site = CodeSite(file: code.property("body", in: run.feature)?.file ?? "", line: line)
        if value == .nil, !property.isEmpty {
            guard let screen = heap[run.view].swiftUI.shownBy, let presented = heap.presentedViewController(of: screen), heap[presented].placed
            else { return false }
            navigator?.goBack(
                CodeBack(
                    operation: .dismiss, actor: presented, navigation: nil, site: site, call: "state.\(property) = nil dismisses (presented)",
                    isUnwind: false, completion: nil))
            return true
        }
        guard let chosen = Self.caseChain(value).first,
            let root = rootCases.lazy.compactMap({ $0.property == nil || $0.property == property ? $0.screens[chosen] : nil }).first
        else { return false }
        navigator?.switchRoot(to: root, site: site)
        return true
    }

    // MARK: reading the code

    /// `state.screen` in a reducer: `screen`; `state` itself (a feature whose state is the enum a root
    /// view switches on): the empty name, which only a root switch on the view's own store matches.
    private static func stateProperty(_ target: CodeValue) -> String? {
        switch target {
        case .member(.name("state")?, let property): property
        case .name("state"): ""
        default: nil
        }
    }

    /// `.delegate(.editHabit(habit))`, `Path.State.detail(…)`: the enum cases, outermost
    /// first (a case is lowercase, a type is not: `DetailFeature.State(…)` is a value, not a case).
    static func caseChain(_ value: CodeValue) -> [String] {
        let (callee, arguments): (CodeValue, [CodeArgument])
        switch value {
        case .member: (callee, arguments) = (value, [])
        case .call(let call): (callee, arguments) = (call.callee, call.arguments)
        default: return []
        }
        guard case .member(let base, let name) = callee, isTypePath(base), name.first?.isLowercase == true else { return [] }
        return [name] + (arguments.lazy.map { caseChain($0.value) }.first { !$0.isEmpty } ?? [])
    }

    /// Nothing (`.a`), or a type (`Path.State`): what an enum case is written on.
    private static func isTypePath(_ value: CodeValue?) -> Bool {
        switch value {
        case nil: return true
        case .name(let type)?: return type.first?.isUppercase == true
        case .member(let inner, let type)?: return type.first?.isUppercase == true && (inner == nil || isTypePath(inner))
        default: return false
        }
    }

    /// The `Reduce { state, action in … }` closures of a reducer's body, through its modifiers and scopes.
    private static func reduceClosures(in statements: [CodeStatement]) -> [CodeClosure] {
        SwiftUILowering.viewValues(statements).flatMap(reduceClosures)
    }

    private static func reduceClosures(in value: CodeValue) -> [CodeClosure] {
        guard case .call(let call) = value else { return [] }
        let closures = call.arguments.compactMap { argument -> CodeClosure? in
            if case .closure(let closure) = argument.value { return closure }
            return nil
        }
        if call.name == "Reduce" { return closures.filter { $0.parameters.count == 2 } }
        let base = call.base.map(reduceClosures) ?? []
        return base + closures.flatMap { reduceClosures(in: $0.body) }
    }

    /// `store.scope(state: \.screen, action: \.screen)`: `screen`.
    private static func scopedProperty(_ store: CodeValue) -> String? {
        guard case .call(let call) = store, call.name == "scope", let path = call.arguments.first?.value else { return nil }
        if case .other(let text) = path { return text.split(separator: ".").last.map(String.init) }
        return nil
    }

    private var swiftUI: SwiftUILowering { evaluator.swiftUI }
}
