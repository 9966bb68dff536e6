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
    var statics: [String: CodeReferent] = [:] {
        didSet { record.countEffect() }
    }
    /// The results of runs that changed nothing (`Memo`): a data layer's helpers, called in
    /// every branch of every caller, run once per state of the heap.
    private var memo: [Memo: CodeReferent] = [:]
    /// How many times each function ran without changing anything, and what it returned
    /// last; `Int.min` once one of its runs changed something.
    private var inertRuns: [InertKey: (count: Int, last: CodeReferent)] = [:]
    /// The helper calls running now (`askedAt`).
    private var helperCalls: [CodeSite] = []
    /// The calls running now of the app's functions that return a view controller (a factory).
    var factoryCalls: [CodeSite] = []
    /// The closures a view controller's callback (an alert action's handler) captures: they
    /// run when it runs, not when the function they were passed to returns.
    var handedOn: Set<CodeSite> = []
    /// Whether each closure can matter (`NavigationRelevance.matters`), by where it is.
    private var closureRelevance: [CodeSite: Bool] = [:]

    /// A run: the function, `self`, the arguments, the mode and the heap it ran against.
    private struct Memo: Hashable {
        let site: CodeSite
        let this: Argument
        let arguments: [Argument]
        let caller: Caller
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
    var running: [Running] = []
    /// Where in `running` the current run-loop turn began (`inNewTurn`).
    private var turnStart = 0
    /// The run-loop turn running now: the number the latest `inNewTurn` took.
    private(set) var turn = 0
    /// How many turns have begun.
    private var turns = 0
    /// The values of the app's global variables, each made once, as Swift makes them.
    var globalValues: [String: CodeReferent] = [:]

    /// What runs: a function or closure (by where it is), or a property's value.
    enum Running: Hashable {
        case function(CodeSite), closure(CodeSite), property(type: String, name: String), setter(CodeSite)
    }
    static let maximumDepth = 96

    /// `storyboards` and `xibs`: the ones the code instantiates and loads (`UIKitSemantics`).
    init(code: AppCode, storyboards: [Storyboard], xibs: [Xib]) {
        self.code = code
        uikit = UIKitSemantics(evaluator: self, storyboards: storyboards, xibs: xibs)
        swiftUI = SwiftUILowering(evaluator: self)
        tca = TCALowering(evaluator: self)
    }

    // MARK: running code

    /// Who runs a function, which decides what its parameters hold when no argument is given.
    enum Caller {
        /// The app's own code, at a call: a parameter it leaves out has its default value.
        case appCode
        /// The tour (an action, an entry, UIKit's callback): a caller it does not see, which may pass anything.
        case unseen
    }

    /// Runs `function` with `this` as `self` and `arguments` bound to its parameters; its result.
    /// `evenIfIrrelevant`: though navigation depends on nothing it does (a route's factory).
    @discardableResult
    func run(
        _ function: AppCode.Function, this: CodeReferent?, arguments: [(label: String?, value: CodeReferent)] = [], caller: Caller = .appCode,
        evenIfIrrelevant: Bool = false
    ) -> CodeReferent {
        if function.facts.body.isEmpty, function.facts.returnType != nil {
            return .unknown("\(function.description) has no body (a protocol requirement)")
        }
        // A helper given a closure that navigates (`onMain { present(…) }`) runs: it decides when the closure does.
        guard evenIfIrrelevant || code.relevance.isRelevant(function.site) || handsOnNavigation(arguments) else {
            // Code that cannot matter to navigation (a database, a log) is not run: only its result's type is known.
            if let type = returnType(of: function, this: this), code.declares(type) {
                return .instance(type, why: "the result of \(function.description)")
            }
            return .unknown("\(function.description) does nothing navigation depends on")
        }
        let key = Running.function(function.site)
        guard running.count < Self.maximumDepth, !isRunning(key) else {
            return .unknown("\(function.description) calls itself")
        }
        let passed = arguments.map { Memo.Argument($0.value) }
        let memo =
            passed.contains(nil) || Memo.Argument(this) == nil
            ? nil
            : Memo(
                site: function.site, this: Memo.Argument(this)!, arguments: passed.map { $0! }, caller: caller, mode: mode, heap: heap.version)
        if let memo, let known = self.memo[memo] { return known }
        let inertKey = InertKey(function: function.site, closures: arguments.compactMap(\.value.closureSite))
        if let inert = inertRuns[inertKey], inert.count >= Self.inertRunsBeforeSkipping { return inert.last }
        let before = (heap.version, record.effects)
        let result = runBody(function, this: this, arguments: arguments, caller: caller, key: key)
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
            inertRuns[inertKey] = ((inertRuns[inertKey]?.count ?? 0) + 1, result)
        } else {
            inertRuns[inertKey] = (Int.min, result)
        }
        return result
    }

    /// A function whose runs changed nothing this many times in a row, and never anything
    /// before, is not run again: its last result stands (a data layer's helper, called with
    /// every row of every query).
    private static let inertRunsBeforeSkipping = 8

    /// A function, with the closures it is given: runs given other closures say nothing of what it does with these.
    private struct InertKey: Hashable {
        let function: CodeSite
        let closures: [CodeSite]
    }

    private func runBody(
        _ function: AppCode.Function, this: CodeReferent?, arguments: [(label: String?, value: CodeReferent)], caller: Caller, key: Running
    ) -> CodeReferent {
        running.append(key)
        defer { running.removeLast() }
        record.ran(function.description)
        var environment = CodeEnvironment(this: this, owner: function.owner, file: function.file, function: function.description)
        var remaining = arguments
        for parameter in function.facts.parameters {
            // An initializer's trailing closure (`Form { … }`) is the argument of its labelled closure parameter (`content:`), as
            // Swift matches it, and is kept. A function's is left to run once the function has (`confirm("…") { … }`'s alert action).
            let trailing = function.facts.name == "init" && parameter.type?.contains("->") == true
            let passed =
                (remaining.firstIndex { $0.label == parameter.label } ?? remaining.firstIndex { trailing && $0.label == nil && $0.value.isClosure })
                .map { remaining.remove(at: $0).value }
            // A parameter the app's code leaves out has its default value (`style: Style = .push`).
            let defaultValue = caller == .appCode ? parameter.defaultValue : nil
            var value =
                passed ?? defaultValue.map { $0 == .nil ? .nilLiteral : evaluate($0, &environment, line: function.facts.line) }
                ?? .unknown("`\(parameter.name)` is a parameter of \(function.description)")
            if let type = parameter.type { value = implicitMember(value, of: type) }
            if let type = parameter.type, function.facts.genericParameters.contains(type) {
                value =
                    passed.flatMap { staticType(of: $0) != nil ? $0 : nil } ?? .unknown("inside a generic helper, `\(parameter.name)` is a \(type)")
            } else if value.object == nil, !value.isEnumCase, !value.isClosure, !value.isNilLiteral, let type = parameter.type, isClass(type),
                staticType(of: value) == nil || code.type(UIKitClass.base(type))?.kind != .protocol
            {
                // A closure stays one though its type's name is also a class's (a nested `typealias Action`); an
                // instance given for a protocol (`factory: CoordinatorFactory`) stays of its own class.
                value = .instance(type, why: "`\(parameter.name)` is a parameter of \(function.description)")
            }
            environment.locals[parameter.name] = value
        }
        let result = execute(function.facts.body, &environment)
        guard case .unknown = result, let type = returnType(of: function, this: this) else { return result }
        if function.facts.body.isEmpty { return .unknown("\(function.description) has no body (a protocol requirement)") }
        if let bound = boundType(type, of: function, arguments: environment.locals) {
            // `func instantiate<T>(_ type: T.Type) -> T`: an instance of the type it was given.
            return .instance(bound, why: "the result of \(function.description) for \(bound)")
        }
        // A function declared to return one of the app's classes gives an instance of it.
        return code.declares(type) ? .instance(type, why: "the result of \(function.description)") : result
    }

    /// The type `function` is declared to return; `Self` is the type it is called on
    /// (`ViewController.instantiate()` of a `Storyboarded` protocol's extension).
    private func returnType(of function: AppCode.Function, this: CodeReferent?) -> String? {
        guard function.facts.returnType == "Self" else { return function.facts.returnType }
        switch this {
        case .type(let type)?: return type
        case let this?: return staticType(of: this)
        case nil: return nil
        }
    }

    /// `.settings` passed for a parameter of the app's type `NavigationRoute`: Swift reads an
    /// implicit member against the parameter's type, so it is that type's static property
    /// (or its one static function of that name, run), not an enum case.
    private func implicitMember(_ value: CodeReferent, of type: String) -> CodeReferent {
        let name: String
        switch value {
        case .symbol(let symbol), .enumCase(let symbol, _): name = symbol
        default: return value
        }
        guard let declared = code.type(type), declared.kind != .enum || code.property(name, in: type) != nil else { return value }
        if let property = code.property(name, in: type), property.facts.isStatic {
            return propertyValue(property, this: .type(type), className: type, evenIfIrrelevant: true)
        }
        let functions = (declared.functionsByName[name] ?? []).filter(\.facts.isStatic)
        guard functions.count == 1, let function = functions.first else { return value }
        let arguments: [(label: String?, value: CodeReferent)] =
            if case .enumCase(_, let values) = value { values.map { (nil, $0) } } else { [] }
        return run(function, this: .type(type), arguments: arguments, evenIfIrrelevant: true)
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
    func transform(_ items: [CodeReferent], _ called: String, _ call: CodeCall, _ environment: inout CodeEnvironment) -> CodeReferent? {
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
    func asked<T>(at site: CodeSite, _ body: () -> T) -> T {
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
    func isRunning(_ key: Running) -> Bool {
        running[turnStart...].contains(key)
    }

    /// Runs `body` as a later turn of the run loop (a screen's user actions, run while the
    /// call that showed it is still on the import's stack): a function that call is inside
    /// runs again, as it does in the app when a button of the new screen calls it, and the
    /// helper and factory calls of the turn before asked for none of what this one does.
    func inNewTurn<T>(_ body: () -> T) -> T {
        let before = (turnStart, helperCalls, factoryCalls, turn)
        turns += 1
        (turnStart, helperCalls, factoryCalls, turn) = (running.count, [], [], turns)
        defer { (turnStart, helperCalls, factoryCalls, turn) = before }
        return body()
    }

    /// Runs `body` in `mode`, then returns to the mode before.
    func inMode<T>(_ mode: Mode, _ body: () -> T) -> T {
        let before = self.mode
        self.mode = mode
        defer { self.mode = before }
        return body()
    }

    /// Whether running `closure` can matter to navigation (see `NavigationRelevance.matters`), asked once per closure.
    func matters(_ closure: CodeClosure, _ captured: CodeEnvironment) -> Bool {
        let site = CodeSite(file: captured.file, line: closure.line)
        if let known = closureRelevance[site] { return known }
        let matters = code.relevance.matters(closure, owner: captured.owner, code: code)
        closureRelevance[site] = matters
        return matters
    }

    /// Whether `arguments` hand a closure that matters to the code they are given, or one that
    /// builds one of the app's views (a route that keeps the screen it shows).
    func handsOnNavigation(_ arguments: [(label: String?, value: CodeReferent)]) -> Bool {
        arguments.contains { argument in
            if case .closure(let closure, let captured) = argument.value { return matters(closure, captured) || swiftUI.buildsView(closure.body) }
            return false
        }
    }

    /// What `closure` returns, run with `arguments`.
    func value(of closure: CodeClosure, _ captured: CodeEnvironment, arguments: [CodeReferent]) -> CodeReferent {
        let site = CodeSite(file: captured.file, line: closure.line)
        guard matters(closure, captured) || swiftUI.buildsView(closure.body) else {
            return .unknown("a closure that does nothing navigation depends on")
        }
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
}
