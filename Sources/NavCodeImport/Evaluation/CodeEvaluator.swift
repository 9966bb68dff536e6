import NavCodeFacts
import NavLanguage
import NavStoryboard

/// Runs the app's code as far as navigation needs it: it follows values through
/// locals, properties, parameters, casts and calls to the app's own functions and
/// closures, and keeps what ran in its `record`. What a framework call means is not its
/// job: UIKit's calls and constructions go to `uikit`, SwiftUI's views to `swiftUI` (the
/// Composable Architecture's state-driven navigation to `tca`),
/// which hand the navigation on screen to the navigator (the tour). Control flow is
/// flattened: every branch runs, in source order.
final class CodeEvaluator {
    enum Mode: Hashable {
        /// The app's launch code (the scene or app delegate), before the window shows anything.
        case launch
        /// A view controller's initializer, `loadView`, `viewDidLoad`: set-up before it is shown.
        case building(Int)
        /// A user action on screens in the window.
        case action
    }

    let code: AppCode
    let heap = CodeHeap()
    let record = RunRecord()
    /// What UIKit's calls mean, and SwiftUI's views on UIKit: each made once, in `init`,
    /// with this evaluator, which runs the code they meet.
    private(set) var uikit: UIKitSemantics!
    private(set) var swiftUI: SwiftUILowering!
    private(set) var tca: TCALowering!
    weak var navigator: CodeNavigator?
    var mode = Mode.launch
    /// For `navviz lint`: a call UIKit raises on (a navigation controller pushed) is handed on
    /// as a step, so that the simulator raises UIKit's exception, rather than left out here.
    var handsOnRaisingCalls = false
    /// Static properties, one value per type and name.
    private var statics: [String: CodeReferent] = [:] {
        didSet { record.countEffect() }
    }
    /// The results of runs that changed nothing (`Memo`): a data layer's helpers, called in
    /// every branch of every caller, run once per state of the heap.
    private var memo: [Memo: CodeReferent] = [:]
    /// How many times each function ran without changing anything, and what it returned
    /// last; `Int.min` once one of its runs changed something.
    private var inertRuns: [CodeSite: (count: Int, last: CodeReferent)] = [:]
    /// The helper calls running now (`askedAt`).
    private var helperCalls: [CodeSite] = []
    /// The calls running now of the app's functions that return a view controller (a factory).
    private var factoryCalls: [CodeSite] = []
    /// The closures a view controller's callback (an alert action's handler) captures: they
    /// run when it runs, not when the function they were passed to returns.
    private var handedOn: Set<CodeSite> = []
    /// Whether each closure can matter (`NavigationRelevance.matters`), by where it is.
    private var closureRelevance: [CodeSite: Bool] = [:]

    /// A run: the function, `self`, the arguments, the mode and the heap it ran against.
    private struct Memo: Hashable {
        let site: CodeSite
        let this: Argument
        let arguments: [Argument]
        let mode: Mode
        let heap: Int

        /// An argument as a memo tells runs apart; nil for one that can run code (a closure).
        enum Argument: Hashable {
            case object(Int), string(String), integer(Int), boolean(Bool), symbol(String), type(String), instance(String)
            case window(Int?), none, unknown

            init?(_ referent: CodeReferent?) {
                switch referent {
                case nil: self = .none
                case .object(let id)?: self = .object(id)
                case .string(let text)?: self = .string(text)
                case .integer(let number)?: self = .integer(number)
                case .boolean(let flag)?: self = .boolean(flag)
                case .symbol(let name)?: self = .symbol(name)
                case .type(let name)?: self = .type(name)
                case .instance(let name, _)?: self = .instance(name)
                case .window(let window)?: self = .window(window)
                case .unknown?, .storyboard?, .presentationController?: self = .unknown
                case .closure?, .callbacks?, .array?, .choice?, .enumCase?: return nil
                }
            }
        }
    }
    /// The functions running now, innermost last: recursion is not followed.
    private var running: [Running] = []
    /// Where in `running` the current run-loop turn began (`inNewTurn`).
    private var turnStart = 0
    /// The values of the app's global variables, each made once, as Swift makes them.
    private var globalValues: [String: CodeReferent] = [:]

    /// What runs: a function or closure (by where it is), or a property's value.
    private enum Running: Hashable {
        case function(CodeSite), closure(CodeSite), property(type: String, name: String), setter(type: String, name: String)
    }
    private static let maximumDepth = 96

    /// `storyboards` and `xibs`: the ones the code instantiates and loads (`UIKitSemantics`).
    init(code: AppCode, storyboards: [Storyboard], xibs: [Xib]) {
        self.code = code
        uikit = UIKitSemantics(evaluator: self, storyboards: storyboards, xibs: xibs)
        swiftUI = SwiftUILowering(evaluator: self)
        tca = TCALowering(evaluator: self)
    }

    // MARK: running code

    /// Runs `function` with `this` as `self` and `arguments` bound to its parameters; its result.
    @discardableResult
    func run(_ function: AppCode.Function, this: CodeReferent?, arguments: [(label: String?, value: CodeReferent)] = []) -> CodeReferent {
        if function.facts.body.isEmpty, function.facts.returnType != nil {
            return .unknown("\(function.description) has no body (a protocol requirement)")
        }
        guard code.relevance.isRelevant(function.site) else {
            // Code that cannot matter to navigation (a database, a log) is not run: only its result's type is known.
            if let type = function.facts.returnType, code.declares(type) { return .instance(type, why: "the result of \(function.description)") }
            return .unknown("\(function.description) does nothing navigation depends on")
        }
        let key = Running.function(function.site)
        guard running.count < Self.maximumDepth, !isRunning(key) else {
            return .unknown("\(function.description) calls itself")
        }
        let passed = arguments.map { Memo.Argument($0.value) }
        let memo =
            passed.contains(nil) || Memo.Argument(this) == nil
            ? nil : Memo(site: function.site, this: Memo.Argument(this)!, arguments: passed.map { $0! }, mode: mode, heap: heap.version)
        if let memo, let known = self.memo[memo] { return known }
        if let inert = inertRuns[function.site], inert.count >= Self.inertRunsBeforeSkipping { return inert.last }
        let before = (heap.version, record.effects)
        let result = runBody(function, this: this, arguments: arguments, key: key)
        if mode == .action {
            // A completion handler the app's own code keeps (an operation's, a manager's) runs when
            // its work is done, as a framework's callbacks do in an action.
            // One it handed on to a callback of its own (an alert action's) runs when that one does.
            for action in Self.actions(in: arguments.map(\.value), label: nil) where !record.hasRun(action) && !handedOn.contains(action.site) {
                run(action)
            }
        }
        if (heap.version, record.effects) == before {
            if let memo { self.memo[memo] = result }
            inertRuns[function.site] = ((inertRuns[function.site]?.count ?? 0) + 1, result)
        } else {
            inertRuns[function.site] = (Int.min, result)
        }
        return result
    }

    /// A function whose runs changed nothing this many times in a row, and never anything
    /// before, is not run again: its last result stands (a data layer's helper, called with
    /// every row of every query).
    private static let inertRunsBeforeSkipping = 8

    private func runBody(_ function: AppCode.Function, this: CodeReferent?, arguments: [(label: String?, value: CodeReferent)], key: Running)
        -> CodeReferent
    {
        running.append(key)
        defer { running.removeLast() }
        record.ran(function.description)
        var environment = CodeEnvironment(this: this, owner: function.owner, file: function.file, function: function.description)
        var remaining = arguments
        for parameter in function.facts.parameters {
            let passed = remaining.firstIndex { $0.label == parameter.label }.map { remaining.remove(at: $0).value }
            var value = passed ?? .unknown("`\(parameter.name)` is a parameter of \(function.description)")
            if let type = parameter.type, function.facts.genericParameters.contains(type) {
                value =
                    passed.flatMap { staticType(of: $0) != nil ? $0 : nil } ?? .unknown("inside a generic helper, `\(parameter.name)` is a \(type)")
            } else if value.object == nil, !value.isEnumCase, let type = parameter.type, isClass(type) {
                value = .instance(type, why: "`\(parameter.name)` is a parameter of \(function.description)")
            }
            environment.locals[parameter.name] = value
        }
        let result = execute(function.facts.body, &environment)
        guard case .unknown = result, let type = function.facts.returnType else { return result }
        if function.facts.body.isEmpty { return .unknown("\(function.description) has no body (a protocol requirement)") }
        if let bound = boundType(type, of: function, arguments: environment.locals) {
            // `func instantiate<T>(_ type: T.Type) -> T`: an instance of the type it was given.
            return .instance(bound, why: "the result of \(function.description) for \(bound)")
        }
        // A function declared to return one of the app's classes gives an instance of it.
        return code.declares(type) ? .instance(type, why: "the result of \(function.description)") : result
    }

    /// The type a call gave generic parameter `name` of `function`: the metatype passed for
    /// a `T.Type` parameter, or the class of the value passed for a `T` one.
    private func boundType(_ name: String, of function: AppCode.Function, arguments: [String: CodeReferent]) -> String? {
        guard function.facts.genericParameters.contains(name) else { return nil }
        for parameter in function.facts.parameters {
            switch (parameter.type, arguments[parameter.name]) {
            case (name + ".Type", .type(let type)?): return type
            case (name, let value?): if let type = staticType(of: value) { return type }
            default: continue
            }
        }
        return nil
    }

    /// `items.map { … }` and its kin on a list the import knows (the tabs a tab bar
    /// controller is given, built in its `viewDidLoad`): the closure runs with each item.
    private func transform(_ items: [CodeReferent], _ called: String, _ call: CodeCall, _ environment: inout CodeEnvironment) -> CodeReferent? {
        switch called {
        case "map", "compactMap", "flatMap", "forEach":
            guard case .closure(let closure, let captured)? = arguments(call, &environment).last?.value else { return nil }
            let results = items.map { self.value(of: closure, captured, arguments: [$0]) }
            return called == "forEach" ? .unknown("the result of forEach") : .array(results.flatMap { called == "flatMap" ? $0.arrayItems : [$0] })
        case "filter", "reversed", "sorted", "shuffled":
            // Which items stay is decided at run time: every one, as every branch runs.
            return .array(items)
        case "first", "last":
            return call.arguments.isEmpty ? (called == "first" ? items.first : items.last) ?? .unknown("an empty list") : nil
        case CodeCall.subscriptName:
            // `viewControllers[0]`: the item at a literal index.
            guard call.arguments.count == 1, case .integer(let index) = call.arguments[0].value else { return nil }
            return items.indices.contains(index) ? items[index] : .unknown("no item \(index) in a list of \(items.count)")
        default:
            return nil
        }
    }

    /// Runs `body`, a call of an app function at `site`: a navigation call it makes was asked
    /// for there, when `site` calls one of the app's helpers named like UIKit's (`askedAt`).
    private func asked<T>(at site: CodeSite, _ body: () -> T) -> T {
        guard code.helperSites.contains(site) else { return body() }
        record.ranHelper(at: site)
        helperCalls.append(site)
        defer { helperCalls.removeLast() }
        return body()
    }

    /// The calls of the app's navigation helpers running now, outermost first: where the
    /// screen's own code asked for the navigation UIKit is making.
    var askedAt: [CodeSite] {
        helperCalls
    }

    /// `values` as one referent (`CodeReferent.merged`), a choice only among what navigation
    /// follows: view controllers, windows, callbacks. Any other values (a model's, a string)
    /// are one value to the import, the last branch's, or a data layer's every branch would
    /// multiply the work of every caller.
    func merged(_ values: [CodeReferent]) -> CodeReferent {
        let merged = CodeReferent.merged(values)
        guard case .choice(let choices) = merged else { return merged }
        let followed = choices.filter { choice in
            switch choice {
            case .object(let id): return heap[id].isViewController
            case .instance(let type, _): return code.kind(of: type) != nil
            case .window, .closure: return true
            default: return false
            }
        }
        return followed.count > 1 ? .choice(followed) : followed.first ?? choices[choices.count - 1]
    }

    /// Runs a closure the code set up (an alert action, a callback) as a user action.
    func run(_ action: CodeAction, arguments: [CodeReferent] = []) {
        _ = value(of: action.closure, action.environment, arguments: arguments)
    }

    /// Whether `key` runs now in this run-loop turn: recursion, which is not followed.
    private func isRunning(_ key: Running) -> Bool {
        running[turnStart...].contains(key)
    }

    /// Runs `body` as a later turn of the run loop (a screen's user actions, run while the
    /// call that showed it is still on the import's stack): a function that call is inside
    /// runs again, as it does in the app when a button of the new screen calls it, and the
    /// helper and factory calls of the turn before asked for none of what this one does.
    func inNewTurn<T>(_ body: () -> T) -> T {
        let before = (turnStart, helperCalls, factoryCalls)
        (turnStart, helperCalls, factoryCalls) = (running.count, [], [])
        defer { (turnStart, helperCalls, factoryCalls) = before }
        return body()
    }

    /// Runs `body` in `mode`, then returns to the mode before.
    func inMode<T>(_ mode: Mode, _ body: () -> T) -> T {
        let before = self.mode
        self.mode = mode
        defer { self.mode = before }
        return body()
    }

    /// What `closure` returns, run with `arguments`.
    func value(of closure: CodeClosure, _ captured: CodeEnvironment, arguments: [CodeReferent]) -> CodeReferent {
        let site = CodeSite(file: captured.file, line: closure.line)
        let matters = closureRelevance[site] ?? code.relevance.matters(closure, owner: captured.owner, code: code)
        closureRelevance[site] = matters
        guard matters else { return .unknown("a closure that does nothing navigation depends on") }
        var environment = captured
        record.ranClosure(at: site)
        // Named parameters, or `$0`, `$1`… for a closure that names none.
        let names = closure.parameters.isEmpty ? arguments.indices.map { "$\($0)" } : closure.parameters
        for (index, name) in names.enumerated() {
            environment.locals[name] = index < arguments.count ? arguments[index] : .unknown("`\(name)` is a closure's parameter")
        }
        let key = Running.closure(CodeSite(file: captured.file, line: closure.line))
        guard running.count < Self.maximumDepth, !isRunning(key) else { return .unknown("a closure that calls itself") }
        running.append(key)
        defer { running.removeLast() }
        return execute(closure.body, &environment)
    }

    /// The statements in order; the result is every value a `return` gives that the
    /// import knows (`CodeReferent.merged`: one, or a choice of them).
    func execute(_ statements: [CodeStatement], _ environment: inout CodeEnvironment) -> CodeReferent {
        var returned: [CodeReferent] = []
        execute(statements, &environment, returning: &returned)
        return returned.isEmpty ? .unknown("\(environment.function) returns a value the import cannot follow") : merged(returned)
    }

    private func execute(_ statements: [CodeStatement], _ environment: inout CodeEnvironment, returning returned: inout [CodeReferent]) {
        for statement in statements {
            switch statement {
            case .bind(let name, let type, let value, let line):
                var bound = value.map { evaluate($0, &environment, line: line) } ?? .unknown("`\(name)` has no value yet")
                if let type, bound.object == nil, isClass(type) { bound = .instance(type, why: "`\(name)` is declared as \(type)") }
                if let id = bound.object, heap[id].hint == nil { heap[id].hint = name }
                environment.locals[name] = bound
            case .assign(let target, let value, let line):
                if tca.assign(target, value, line: line) { continue }
                uikit.assign(target, evaluate(value, &environment, line: line), written: value, &environment, line: line)
            case .evaluate(let value, let line):
                _ = evaluate(value, &environment, line: line)
            case .return(let value, let line):
                guard let value else { continue }
                let result = evaluate(value, &environment, line: line)
                if case .unknown = result { continue }
                returned.append(result)
            case .branches(let branches, _):
                execute(branches: withoutDeadBranches(branches, environment), &environment, returning: &returned)
            case .expect:
                continue
            case .cases(let subject, let cases, let line):
                execute(branches: chosen(cases, of: subject, &environment, line: line).map(\.body), &environment, returning: &returned)
            }
        }
    }

    /// A switch over an enum case the import knows runs that case (else `default`); over anything else, every case.
    /// A case made with values binds them to the names its pattern gives (`case .present(let controller)`).
    private func chosen(_ cases: [CodeCase], of subject: CodeValue, _ environment: inout CodeEnvironment, line: Int) -> [CodeCase] {
        let name: String
        var values: [CodeReferent] = []
        switch evaluate(subject, &environment, line: line) {
        case .symbol(let symbol): name = symbol
        case .enumCase(let symbol, let given): (name, values) = (symbol, given)
        default: return cases
        }
        let matching = cases.filter { $0.names?.contains(name) == true }
        if matching.count == 1 {
            for (bound, value) in zip(matching[0].bindings, values) { if let bound { environment.locals[bound] = value } }
        }
        if !matching.isEmpty { return matching }
        return cases.first(where: { $0.names == nil }).map { [$0] } ?? cases
    }

    /// The branches that can run: not one that expects a flag to be what the app's code
    /// says it is not (`if isCatalyst` where `isCatalyst` is `false` on iOS); all of them
    /// when none can.
    func withoutDeadBranches(_ branches: [[CodeStatement]], _ environment: CodeEnvironment) -> [[CodeStatement]] {
        let live = branches.filter { branch in
            branch.allSatisfy { statement in
                guard case .expect(let flag, let holds, let line) = statement, !isChangedState(flag, environment) else { return true }
                var scratch = environment
                // Past `if let nav = vc as? UINavigationController, …`: dead where each value surely unwraps.
                if case .array(let unwrapped) = flag, !holds { return !unwrapped.allSatisfy { surelyUnwraps($0, &scratch, line: line) } }
                if case .boolean(let value) = evaluate(flag, &scratch, line: line) { return value == holds }
                return true
            }
        }
        return live.isEmpty ? branches : live
    }

    /// Whether `value` holds a view controller the import made, of the class its cast asks for.
    private func surelyUnwraps(_ value: CodeValue, _ environment: inout CodeEnvironment, line: Int) -> Bool {
        guard case .object(let id) = evaluate(value, &environment, line: line), heap[id].isViewController else { return false }
        guard case .cast(_, let type) = value else { return true }
        return isInstance(id, of: type)
    }

    /// Whether the object `id` is a `type`: its class or one of its superclasses is, or (for
    /// a UIKit container the chain does not name) its kind is that container's; false when unsure.
    private func isInstance(_ id: Int, of type: String) -> Bool {
        let wanted = UIKitClass.base(type)
        var current: String? = heap[id].className
        for _ in 0..<32 {
            guard let now = current else { break }
            if UIKitClass.base(now) == wanted { return true }
            current = code.superclass(of: now)
        }
        if wanted == "UIViewController" { return true }
        guard let kind = UIKitClass.kind(of: wanted), kind != .plain, code.type(wanted) == nil else { return false }
        return heap[id].kind == kind
    }

    /// Whether `value` reads state the code changes once built (`@State var isLoading = true`,
    /// toggled later), which says nothing of which branch shows; a local of that name does not.
    private func isChangedState(_ value: CodeValue, _ environment: CodeEnvironment) -> Bool {
        guard let name = value.lastName, value != .name(name) || environment.locals[name] == nil else { return false }
        return code.changesStoredProperty(name)
    }

    /// `statements` with only the branches that can run, at every level (see `withoutDeadBranches(_:_:)`).
    /// A view builder's closures (`Group { if isCatalyst { … } }`) are read the same way.
    func withoutDeadBranches(_ statements: [CodeStatement], _ environment: CodeEnvironment) -> [CodeStatement] {
        statements.map { statement in
            switch statement {
            case .branches(let branches, let line):
                return .branches(withoutDeadBranches(branches, environment).map { withoutDeadBranches($0, environment) }, line: line)
            case .cases(let subject, let cases, let line):
                // A view's `switch style { … }` over a case its maker fixed (`Onboarding(style: .required)`) shows
                // that case; over state the code changes once built, every case.
                if isChangedState(subject, environment) { return statement }
                var scratch = environment
                let live = chosen(cases, of: subject, &scratch, line: line).map { $0.with(body: withoutDeadBranches($0.body, environment)) }
                return .cases(subject, live, line: line)
            case .evaluate(let value, let line): return .evaluate(withoutDeadBranches(value, environment), line: line)
            case .return(let value?, let line): return .return(withoutDeadBranches(value, environment), line: line)
            default: return statement
            }
        }
    }

    private func withoutDeadBranches(_ value: CodeValue, _ environment: CodeEnvironment) -> CodeValue {
        switch value {
        case .call(var call):
            call.callee = withoutDeadBranches(call.callee, environment)
            call.arguments = call.arguments.map { CodeArgument(label: $0.label, value: withoutDeadBranches($0.value, environment)) }
            return .call(call)
        case .member(let base?, let name): return .member(withoutDeadBranches(base, environment), name)
        case .closure(var closure):
            closure.body = withoutDeadBranches(closure.body, environment)
            return .closure(closure)
        default: return value
        }
    }

    /// Every branch runs, each from the state before it; a local the branches set
    /// differently is each of their values afterwards.
    private func execute(branches: [[CodeStatement]], _ environment: inout CodeEnvironment, returning returned: inout [CodeReferent]) {
        let before = environment
        var after: [CodeEnvironment] = []
        for branch in branches {
            var inBranch = before
            execute(branch, &inBranch, returning: &returned)
            after.append(inBranch)
        }
        for name in Set(after.flatMap(\.locals.keys)).sorted() {
            let values = after.compactMap { $0.locals[name] ?? before.locals[name] }
            // Most locals are the same in every branch: only the others need merging.
            if let first = values.first, values.dropFirst().allSatisfy({ $0.isSame(as: first) }) {
                environment.locals[name] = first
            } else {
                environment.locals[name] = merged(values)
            }
        }
    }

    // MARK: values

    func evaluate(_ value: CodeValue, _ environment: inout CodeEnvironment, line: Int) -> CodeReferent {
        switch value {
        case .name(let name):
            return lookup(name, environment)
        case .member(let base, let name):
            guard let base else { return .symbol(name) }
            if ["keyWindow", "windows", "firstKeyWindow"].contains(name) { return .window(nil) }
            let owner = evaluate(base, &environment, line: line)
            if name == "self", case .type = owner { return owner }
            // `view.window`, a scene's `windows.first`: the app's window, unless the code keeps one of its own there.
            if name == "window", knownProperty(name, of: owner) == nil { return .window(nil) }
            return property(name, of: owner)
        case .call(let call):
            return self.call(call, &environment)
        case .cast(let inner, let type):
            let cast = evaluate(inner, &environment, line: line)
            if cast.object != nil || !isClass(type) { return cast }
            return .instance(type, why: "\(describe(inner)) cast to \(type)")
        case .closure(let closure):
            return .closure(closure, environment)
        case .array(let items):
            return .array(items.map { evaluate($0, &environment, line: line) })
        case .string(let text):
            return .string(text)
        case .integer(let number):
            return .integer(number)
        case .boolean(let flag):
            return .boolean(flag)
        case .nil:
            return .unknown("nil")
        case .other(let text):
            return .unknown("`\(text)` is not followed by the import")
        }
    }

    private func lookup(_ name: String, _ environment: CodeEnvironment) -> CodeReferent {
        if name == "self" || name == "super" { return environment.this ?? .unknown("no `self` here") }
        if let local = environment.locals[name] { return local }
        if let this = environment.this, let value = knownProperty(name, of: this) { return value }
        if let global = code.global(name) { return globalValue(global) }
        if isType(name) { return .type(name) }
        return .unknown("`\(name)` is not known here")
    }

    private func globalValue(_ declared: AppCode.Property) -> CodeReferent {
        let name = declared.facts.name
        if let value = globalValues[name] { return value }
        globalValues[name] = .unknown("`\(name)` refers to itself")
        var environment = CodeEnvironment(this: nil, owner: nil, file: declared.file, function: name)
        let value =
            Self.fixedFlag(declared.facts).map(CodeReferent.boolean) ?? declared.facts.value.map {
                evaluate($0, &environment, line: declared.facts.line)
            }
            ?? declared.facts.type.map { .instance($0, why: "`\(name)` is declared as \($0)") } ?? .unknown("`\(name)` has no value")
        globalValues[name] = value
        return value
    }

    /// `scene.isOnboarding` of `.welcome`: the property of the one enum whose getter switches
    /// over that case (or, when none names it, the one enum with the property), run for it.
    private func enumProperty(_ name: String, of caseName: String) -> CodeReferent? {
        let candidates = code.enumProperties(named: name)
        let naming = candidates.filter { Self.switches(over: caseName, in: $0.property.facts.getter ?? []) }
        let owners = naming.isEmpty ? candidates : naming
        guard owners.count == 1, let owner = owners.first, let getter = owner.property.facts.getter else { return nil }
        let key = Running.property(type: owner.type, name: name)
        guard running.count < Self.maximumDepth, !isRunning(key) else { return nil }
        running.append(key)
        defer { running.removeLast() }
        var environment = CodeEnvironment(this: .symbol(caseName), owner: owner.type, file: owner.property.file, function: "\(owner.type).\(name)")
        return execute(getter, &environment)
    }

    /// Whether a `switch` of `statements` names the enum case `name` (else its `default` runs for it).
    private static func switches(over name: String, in statements: [CodeStatement]) -> Bool {
        statements.contains { statement in
            guard case .cases(_, let cases, _) = statement else { return false }
            return cases.contains { $0.names?.contains(name) == true }
        }
    }

    /// A flag whose value the code writes as a literal: `= false`, `= { #if … return true #else return false #endif }()`,
    /// `{ return false }` (the reader keeps the `#if` clause the build compiles).
    private static func fixedFlag(_ property: PropertyFacts) -> Bool? {
        func literal(_ statements: [CodeStatement]) -> Bool? {
            guard statements.count == 1, case .return(.boolean(let flag)?, _) = statements[0] else { return nil }
            return flag
        }
        switch property.value {
        case .boolean(let flag)?: return flag
        case .call(let call)? where call.arguments.isEmpty:
            guard case .closure(let closure) = call.callee else { return nil }
            return literal(closure.body)
        case nil: return property.getter.flatMap(literal)
        default: return nil
        }
    }

    /// `owner.name`: a stored value, a relation UIKit keeps (R1–R3), or an app property
    /// (its initial value, its getter, or an instance of its declared type).
    func property(_ name: String, of owner: CodeReferent) -> CodeReferent {
        if case .choice(let owners) = owner { return merged(owners.map { property(name, of: $0) }) }
        return knownProperty(name, of: owner) ?? .unknown("\(describe(owner)).\(name) is not known")
    }

    private func knownProperty(_ name: String, of owner: CodeReferent) -> CodeReferent? {
        switch owner {
        case .object(let id):
            if let stored = heap[id].properties[name] { return stored }
            if heap[id].isViewController, let related = uikit.relation(name, of: id) { return related }
            guard let declared = code.property(name, in: heap[id].className), !declared.facts.isStatic else { return nil }
            let value = propertyValue(declared, this: owner, className: heap[id].className)
            if let object = value.object, heap[object].hint == nil { heap[object].hint = name }
            // A getter makes a new value each time; a stored property keeps its first.
            if declared.facts.getter == nil { heap[id].properties[name] = value }
            return value
        case .array(let items) where name == "first" || name == "last":
            // `viewControllers.first as? UITabBarController`: the list's end, as the call `first()` is.
            return (name == "first" ? items.first : items.last) ?? .unknown("an empty list")
        case .window(let window):
            guard name == "rootViewController" else { return nil }
            return heap.rootViewController(of: window).map { .object($0) } ?? .unknown("the window has no root yet")
        case .type(let type):
            // `FeatureFlag.upNextOnTabBar`: a case of the app's enum.
            if code.type(type)?.kind == .enum, code.property(name, in: type) == nil { return .symbol(name) }
            guard let declared = code.property(name, in: type), declared.facts.isStatic else { return nil }
            let key = type + "." + name
            if let known = statics[key] { return known }
            let value = propertyValue(declared, this: owner, className: type)
            statics[key] = value
            return value
        case .symbol(let caseName), .enumCase(let caseName, _):
            return enumProperty(name, of: caseName)
        case .instance(let type, _):
            guard let declared = code.property(name, in: type) else { return nil }
            if let flag = Self.fixedFlag(declared.facts) { return .boolean(flag) }
            guard let declaredType = declared.facts.type else { return nil }
            return .instance(declaredType, why: "\(type).\(name) is declared as \(declaredType)")
        default:
            return nil
        }
    }

    /// Whether `value`, the left side of a `??`, is a property of `self` only declared that holds
    /// no more than the stand-in made from its type: Swift starts such an optional at nil.
    private func isUnsetOptional(_ value: CodeValue, holding referent: CodeReferent, _ environment: CodeEnvironment) -> Bool {
        let name: String
        switch value {
        case .name(let own) where environment.locals[own] == nil: name = own
        case .member(.name("self")?, let own): name = own
        default: return false
        }
        guard let owner = environment.this?.object, let declared = code.property(name, in: heap[owner].className),
            declared.facts.value == nil, declared.facts.getter == nil, let object = referent.object
        else { return false }
        return heap[object].origin == CodeSite(file: declared.file, line: declared.facts.line)
    }

    private func propertyValue(_ declared: AppCode.Property, this: CodeReferent, className: String) -> CodeReferent {
        let key = Running.property(type: className, name: declared.facts.name)
        guard running.count < Self.maximumDepth, !isRunning(key) else {
            return .unknown("\(className).\(declared.facts.name) refers to itself")
        }
        running.append(key)
        defer { running.removeLast() }
        if let flag = Self.fixedFlag(declared.facts) { return .boolean(flag) }
        let matters = code.relevance.isRelevant(CodeSite(file: declared.file, line: declared.facts.line))
        var environment = CodeEnvironment(this: this, owner: className, file: declared.file, function: "\(className).\(declared.facts.name)")
        if matters, let value = declared.facts.value { return evaluate(value, &environment, line: declared.facts.line) }
        if matters, let getter = declared.facts.getter { return execute(getter, &environment) }
        guard let type = declared.facts.type else { return .unknown("\(className).\(declared.facts.name) has no value") }
        if UIKitClass.base(type) == "UIWindow" {
            // A scene or app delegate's `window` is the app's window; any other window property
            // (an options sheet's `window`, a `lockWindow`) holds a window of its own.
            if declared.facts.name == "window" && code.isLaunchDelegate(className) { return .window(nil) }
            let window = heap.make("UIWindow", kind: nil, origin: CodeSite(file: declared.file, line: declared.facts.line))
            heap[window].hint = declared.facts.name == "window" ? "\(className).window" : declared.facts.name
            return .window(window)
        }
        // A view controller property only declared: an instance of its class, made once.
        if code.kind(of: type) != nil, code.type(type) != nil {
            return .object(uikit.makeViewController(type, arguments: [], site: CodeSite(file: declared.file, line: declared.facts.line)))
        }
        return .instance(type, why: "\(className).\(declared.facts.name) is declared as \(type)")
    }

    /// `self.name = value` on an app property with a setter or a `didSet` (a container's
    /// `contentViewController`, which embeds what it is given): runs it with `newValue`.
    func runSetter(of declared: AppCode.Property, on id: Int, newValue: CodeReferent) {
        guard !declared.facts.isStatic, let body = declared.facts.setter ?? declared.facts.didSet else { return }
        let key = Running.setter(type: heap[id].className, name: declared.facts.name)
        guard code.relevance.isRelevant(CodeSite(file: declared.file, line: declared.facts.line)), !isRunning(key) else { return }
        running.append(key)
        defer { running.removeLast() }
        let function = "\(heap[id].className).\(declared.facts.name)"
        var environment = CodeEnvironment(this: .object(id), owner: heap[id].className, file: declared.file, function: function)
        environment.locals["newValue"] = newValue
        _ = execute(body, &environment)
    }

    func setStatic(_ key: String, _ value: CodeReferent) {
        statics[key] = value
    }

    // MARK: calls

    private func call(_ call: CodeCall, _ environment: inout CodeEnvironment) -> CodeReferent {
        if let result = swiftUI.call(call, &environment) { return result }
        if let result = tca.call(call, &environment) { return result }
        if let operation = NavigationOperation(call) {
            uikit.navigate(operation, call, &environment)
            return .unknown("the result of \(operation.method)")
        }
        let name = call.name ?? ""
        // `NSLocalizedString("Delete note", comment: "")`, `String(localized: "Delete note")`: the key is the English text.
        if name == "NSLocalizedString" || name == "String", case .string(let text)? = call.arguments.first?.value { return .string(text) }
        // `AnyView(SettingsRootView())`: the view it erases the type of.
        if name == "AnyView", call.arguments.count == 1 { return evaluate(call.arguments[0].value, &environment, line: call.line) }
        if name == "String", call.labels == ["describing"], case .type(let type) = evaluate(call.arguments[0].value, &environment, line: call.line) {
            // `String(describing: type)` of a metatype: the type's name (a scene identifier a generic helper builds).
            return .string(type)
        }
        switch call.callee {
        case .closure(let closure):
            return self.value(of: closure, environment, arguments: arguments(call, &environment).map(\.value))
        case .array:
            // `[UIViewController]()`: an empty list, which `append` fills.
            return .array([])
        case .member(.name(let list)?, let added) where ["append", "insert"].contains(added) && environment.locals[list]?.isArray == true:
            // `tabs.append(controller)` on a local list: the list grows, as the tabs it will be.
            let passed = arguments(call, &environment)
            if let item = passed.first?.value { environment.locals[list] = .array(environment.locals[list]!.arrayItems + item.arrayItems) }
            return .unknown("the result of \(added)")
        case .name(CodeCall.nilCoalescingName) where call.arguments.count == 2:
            // `settingsNavigationController ?? makeSettings()`: the left side when it holds a view controller, else the right.
            // An optional property only declared is nil until the code sets it, whatever its type.
            let left = evaluate(call.arguments[0].value, &environment, line: call.line)
            if left.object != nil, !isUnsetOptional(call.arguments[0].value, holding: left, environment) { return left }
            let right = evaluate(call.arguments[1].value, &environment, line: call.line)
            if case .unknown = right { return left }
            return right
        case .name(let called):
            if let this = environment.this, case .storyboard = this, UIKitSemantics.instantiates(called) {
                // `instantiateViewController(withIdentifier:)` in an app's extension of UIStoryboard.
                return uikit.instantiate(call, from: this, &environment)
            }
            if let local = environment.locals[called] {
                if case .closure(let closure, let captured) = local {
                    return self.value(of: closure, captured, arguments: arguments(call, &environment).map(\.value))
                }
            } else if isType(called) {
                return uikit.construct(called, call, &environment)
            }
            if let this = environment.this, case let overloads = functions(called, call, of: this), !overloads.isEmpty {
                return run(overloads, call, this: this, &environment)
            }
            if let this = environment.this, case .closure(let closure, let captured)? = knownProperty(called, of: this) {
                return self.value(of: closure, captured, arguments: arguments(call, &environment).map(\.value))
            }
            if case let overloads = code.topLevelOverloads(called, labels: call.labels), !overloads.isEmpty {
                return run(overloads, call, this: nil, &environment)
            }
        case .member(nil, let called) where called != "init":
            // `.profile(viewModel: model)`: an enum case with its values, known by its name (a router's switch picks by it);
            // the objects among them (`.present(controller)`) go with it, for the switch to bind.
            let passed = arguments(call, &environment)
            if case .unknown = unknownCall(name, passed, on: nil) {
                return passed.contains { $0.value.object != nil } ? .enumCase(called, passed.map(\.value)) : .symbol(called)
            }
        case .member(let base?, "append") where SwiftUILowering.isStackPathAppend(call):
            // `path.append(.recipe(id: 1))`: SwiftUI pushes what the stack's destination for the value shows.
            let passed = arguments(call, &environment)
            if let value = passed.first?.value, swiftUI.appendToStackPath(value, site: CodeSite(file: environment.file, line: call.line)) {
                return .unknown("the result of append")
            }
            // Arguments are evaluated once: what is not a stack's path is any list's append.
            return unknownCall("append", passed, on: evaluate(base, &environment, line: call.line))
        case .member(let base?, let called):
            if case .name("super") = base { return callSuper(called, call, &environment) }
            let owner = evaluate(base, &environment, line: call.line)
            if case .choice(let owners) = owner {
                // A method of a value the branches set differently runs on each of them.
                return merged(owners.map { callMember(called, call, on: $0, &environment) })
            }
            return callMember(called, call, on: owner, &environment)
        default:
            break
        }
        let passed = arguments(call, &environment)
        anchorPopoversHandedOn(passed, to: name, CodeSite(file: environment.file, line: call.line))
        return unknownCall(name, passed, on: nil)
    }

    /// A popover's presentation controller handed to a call (`with(sheet.popoverPresentationController)
    /// { $0?.barButtonItem = sender }`, a helper of the app's or one the import does not read):
    /// the helper is there to set it up, and is taken to anchor it.
    private func anchorPopoversHandedOn(_ passed: [(label: String?, value: CodeReferent)], to called: String, _ site: CodeSite) {
        for case .presentationController(let presented) in passed.map(\.value) {
            uikit.anchorByHelper(presented, site: site, label: "\(called)(…)")
        }
    }

    /// `owner.called(…)`: a UIKit call the import follows, an app function, a closure property, or a framework's method.
    private func callMember(_ called: String, _ call: CodeCall, on owner: CodeReferent, _ environment: inout CodeEnvironment) -> CodeReferent {
        if case .array(let items) = owner, let transformed = transform(items, called, call, &environment) { return transformed }
        if called == "makeKeyAndVisible", case .window(let window?) = owner, heap.mainWindow == nil, heap[window].hint == nil {
            // The first window made key and visible is the app's, when its delegate keeps none and no other name holds it.
            heap.mainWindow = window
        }
        if UIKitSemantics.instantiates(called) {
            return uikit.instantiate(call, from: owner, &environment)
        }
        if called == "init", case .type(let type) = owner {
            // `type.init(nibName: nil, bundle: nil)` on a metatype a generic helper was given.
            return uikit.construct(type, call, &environment)
        }
        if called == "setViewController", case .object(let split) = owner {
            return uikit.setColumn(call, of: split, &environment)
        }
        if called == "viewController", call.labels == ["for"], case .object(let split) = owner, heap[split].kind == .split {
            // `split.viewController(for: .primary)`: what that column shows.
            guard case .symbol(let which) = evaluate(call.arguments[0].value, &environment, line: call.line),
                let column = SplitColumn(rawValue: which)
            else { return .unknown("a column of \(describe(owner))") }
            return heap.viewController(for: column, of: split).map { .object($0) }
                ?? .unknown("\(describe(owner)) shows nothing in its \(which) column")
        }
        if case .presentationController(let presented) = owner,
            !code.overloads(called, labels: call.labels, in: "UIPopoverPresentationController").isEmpty
        {
            // The app's own helper on the popover's controller (`setSourceView(button)`) anchors it, as a property set would.
            let label = call.arguments.first.map { anchorLabel($0.value) } ?? "anchor"
            uikit.anchorByHelper(presented, site: CodeSite(file: environment.file, line: call.line), label: label)
            return .unknown("the result of \(called)")
        }
        if case let overloads = functions(called, call, of: owner), !overloads.isEmpty {
            return run(overloads, call, this: owner, &environment)
        }
        if case .closure(let closure, let captured)? = knownProperty(called, of: owner) {
            return self.value(of: closure, captured, arguments: arguments(call, &environment).map(\.value))
        }
        if let type = swiftUIViewType(of: owner), code.type(type)?.inherits.contains("View") == true {
            // A SwiftUI modifier (`.environmentObject(...)`) is the same view to the import.
            return owner
        }
        let passed = arguments(call, &environment)
        if called.hasPrefix("instantiate"), let type = passed.lazy.compactMap({ Self.viewControllerType($0.value, self.code) }).first {
            // A framework's generic helper (`storyboard.instantiateController(ofType: Foo.self)`) the import does not read.
            return uikit.instantiate(type, from: owner, site: CodeSite(file: environment.file, line: call.line))
        }
        anchorPopoversHandedOn(passed, to: called, CodeSite(file: environment.file, line: call.line))
        return unknownCall(called, passed, on: owner)
    }

    /// The app type of a value that can be a SwiftUI view: an object made of it, or an instance only typed.
    private func swiftUIViewType(of value: CodeReferent) -> String? {
        switch value {
        case .object(let id): return heap[id].isViewController ? nil : heap[id].className
        case .instance(let type, _): return code.kind(of: type) == nil ? type : nil
        default: return nil
        }
    }

    /// `Foo.self` for a view controller class `Foo`: `Foo`.
    private static func viewControllerType(_ value: CodeReferent, _ code: AppCode) -> String? {
        guard case .type(let type) = value, code.kind(of: type) != nil else { return nil }
        return type
    }

    /// The app's functions a call of `name` on `owner` can run (`AppCode.overloads`).
    private func functions(_ name: String, _ call: CodeCall, of owner: CodeReferent) -> [AppCode.Function] {
        switch owner {
        case .object(let id): return code.overloads(name, labels: call.labels, in: heap[id].className)
        case .instance(let type, _), .type(let type): return code.overloads(name, labels: call.labels, in: type)
        // An app's `extension UIStoryboard`.
        case .storyboard: return code.overloads(name, labels: call.labels, in: "UIStoryboard")
        default: return []
        }
    }

    /// Runs the call of an app function at `call`: the overload its arguments' types pick.
    private func run(_ overloads: [AppCode.Function], _ call: CodeCall, this: CodeReferent?, _ environment: inout CodeEnvironment)
        -> CodeReferent
    {
        let site = CodeSite(file: environment.file, line: call.line)
        return asked(at: site) {
            let passed = arguments(call, &environment)
            anchorPopoversHandedOn(passed, to: call.name ?? "helper", site)
            let function = overload(among: overloads, for: passed.map(\.value))
            let isFactory = function.facts.returnType.map(UIKitClass.base).map { code.kind(of: $0) != nil || UIKitClass.kind(of: $0) != nil } == true
            if isFactory { factoryCalls.append(site) }
            defer { if isFactory { factoryCalls.removeLast() } }
            return run(function, this: this, arguments: passed)
        }
    }

    /// The innermost call running now of an app function that returns a view controller
    /// (`UIAlertController.configured(title:preferredStyle:)`): what it makes is made for that call.
    var factoryCall: CodeSite? {
        factoryCalls.last
    }

    /// The overload Swift picks for arguments of these types: of those whose parameters can
    /// take them, a non-generic one before a generic one (the more specific), else the first
    /// in source order.
    private func overload(among overloads: [AppCode.Function], for passed: [CodeReferent]) -> AppCode.Function {
        guard overloads.count > 1 else { return overloads[0] }
        let fitting = overloads.filter { function in
            zip(function.facts.parameters, passed).allSatisfy { parameter, value in
                parameter.type.map { takes($0, value, genericParameters: function.facts.genericParameters) } ?? true
            }
        }
        return fitting.first { !$0.facts.isGeneric } ?? fitting.first ?? overloads[0]
    }

    /// Whether a parameter declared `type` can take `value`, as far as the import can tell:
    /// only a view controller where a view controller class is declared, a view controller
    /// nowhere a SwiftUI `View` is, an app type where its class or a protocol it adopts is.
    private func takes(_ type: String, _ value: CodeReferent, genericParameters: [String]) -> Bool {
        guard !genericParameters.contains(type), let valueType = staticType(of: value) else { return true }
        let isViewController = code.kind(of: valueType) != nil
        if UIKitClass.kind(of: type) != nil { return isViewController }
        if type == "View" { return !isViewController }
        guard code.declares(type) else { return true }
        var current: String? = valueType
        for _ in 0..<32 {
            guard let now = current else { return false }
            if now == type || code.type(now)?.inherits.contains(type) == true { return true }
            current = code.superclass(of: now)
        }
        return false
    }

    /// The class or type a value is known to be of.
    func staticType(of value: CodeReferent) -> String? {
        switch value {
        case .object(let id): return UIKitClass.base(heap[id].className)
        case .instance(let type, _): return UIKitClass.base(type)
        default: return nil
        }
    }

    /// `super.viewDidLoad()`: the superclass's function, on the same object; `super.init(rootView:)` of a hosting controller.
    private func callSuper(_ name: String, _ call: CodeCall, _ environment: inout CodeEnvironment) -> CodeReferent {
        guard let owner = environment.owner, let parent = code.superclass(of: owner) else { return .unknown("super") }
        if let function = code.function(name, labels: call.labels, in: parent) {
            return run(function, this: environment.this, arguments: arguments(call, &environment))
        }
        if name == "init", let id = environment.this?.object {
            uikit.frameworkInitializer(id, arguments: arguments(call, &environment), site: CodeSite(file: environment.file, line: call.line))
        }
        return .unknown("super")
    }

    func arguments(_ call: CodeCall, _ environment: inout CodeEnvironment) -> [(label: String?, value: CodeReferent)] {
        call.arguments.map { ($0.label, evaluate($0.value, &environment, line: call.line)) }
    }

    /// A call the import does not follow (a framework's method). Its closures are
    /// callbacks: a view controller's method keeps them as its actions; elsewhere, set up
    /// while building or launching, they run later as actions; in an action they run now.
    func unknownCall(_ name: String, _ passed: [(label: String?, value: CodeReferent)], on owner: CodeReferent?) -> CodeReferent {
        let actions = Self.actions(in: passed.map(\.value), label: passed.first { $0.label == "title" }.flatMap { Self.string($0.value) })
        if Self.immediateCalls.contains(name) {
            // `forEach`, `map`, `filter`...: the closure runs now, once for the import.
            for action in actions { run(action) }
        } else if let id = owner?.object, heap[id].isViewController {
            heap[id].actions += actions
            for action in actions {
                for case .closure(let captured, let environment) in action.environment.locals.values {
                    handedOn.insert(CodeSite(file: environment.file, line: captured.line))
                }
            }
        } else if mode == .action {
            for action in actions { run(action) }
        } else {
            keep(actions)
        }
        return .unknown("the result of \(name.isEmpty ? "a call" : name + "(…)")")
    }

    /// Callbacks set up while building a view controller become its actions; at launch, actions run once the root is shown.
    func keep(_ actions: [CodeAction]) {
        switch mode {
        case .building(let id): heap[id].actions += actions
        case .launch: record.keepForLaunch(actions)
        case .action: break
        }
    }

    /// The closures an object's properties hold, in source order (then by property name).
    func storedActions(of id: Int) -> [CodeAction] {
        heap[id].properties.flatMap { name, value in Self.actions(in: [value], label: nil).map { (name, $0) } }
            .sorted { ($0.1.site, $0.0) < ($1.1.site, $1.0) }.map(\.1)
    }

    /// The closures among `values` (in arrays, and inside callbacks already collected).
    static func actions(in values: [CodeReferent], label: String?) -> [CodeAction] {
        values.flatMap { value -> [CodeAction] in
            switch value {
            case .closure(let closure, let environment): return [CodeAction(closure: closure, environment: environment, label: label)]
            case .array(let items): return actions(in: items, label: label)
            case .callbacks(let actions): return actions
            default: return []
            }
        }
    }

    static func string(_ value: CodeReferent) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// Calls that run their closure before they return.
    private static let immediateCalls: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "first", "contains", "allSatisfy", "reduce", "sorted", "min", "max",
        "performWithoutAnimation", "autoreleasepool", "withExtendedLifetime",
    ]

    // MARK: names

    /// A type's name: the app's, or capitalized as types are (`newSearchRootViewController(client:)` is a function).
    private func isType(_ name: String) -> Bool {
        guard code.type(name) == nil else { return true }
        return name.first?.isUppercase == true
            && (UIKitClass.kind(of: name) != nil || name.count > 2 && UIKitClass.base(name).allSatisfy { $0.isLetter || $0.isNumber })
    }

    /// A class the import can follow: a view controller class, or an app type.
    private func isClass(_ name: String) -> Bool {
        code.kind(of: name) != nil || code.type(name) != nil
    }

    /// Source text for a comment: `vc`, `navigationController`, `self.detail`.
    /// A popover anchor's name, after what the code passes: `button` for `self.button`.
    func anchorLabel(_ written: CodeValue) -> String {
        describe(written).split(separator: ".").last.map(String.init) ?? "anchor"
    }

    func describe(_ value: CodeValue?) -> String {
        switch value {
        case nil: return "self"
        case .name(let name)?: return name
        case .member(let base, let name)?: return base.map { describe($0) + "." }.map { $0 + name } ?? "." + name
        case .call(let call)?: return (call.name ?? "a call") + "(…)"
        case .cast(let inner, let type)?: return describe(inner) + " as " + type
        default: return "an expression"
        }
    }

    func describe(_ referent: CodeReferent) -> String {
        switch referent {
        case .object(let id): return heap[id].name ?? heap[id].className
        case .instance(let type, _), .type(let type): return type
        case .window(let window?): return heap[window].hint.map { "the window \($0)" } ?? "a window"
        case .window(nil): return "the window"
        default: return "a value"
        }
    }
}
