import NavCodeFacts
import NavLanguage
import NavStoryboard

extension CodeEvaluator {
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
                var bound: CodeReferent
                if let value, let type, let call = implicitInitializer(value, of: type) {
                    // `let navigation: UINavigationController = .init()`: the declared type, made.
                    bound = uikit.construct(type, call, &environment)
                } else {
                    bound = value.map { evaluate($0, &environment, line: line) } ?? .unknown("`\(name)` has no value yet")
                }
                if let type, bound.object == nil, isClass(type) { bound = .instance(type, why: "`\(name)` is declared as \(type)") }
                if let id = bound.object, heap[id].hint == nil { heap[id].hint = name }
                environment.locals[name] = bound
            case .assign(let target, let value, let line):
                if tca.assign(target, value, line: line) { continue }
                let assigned = assignedValue(value, to: target, &environment, line: line)
                uikit.assign(target, assigned, written: value, &environment, line: line)
                switch target {
                case .name(let property) where environment.locals[property] == nil, .member(_, let property):
                    swiftUI.setSheetItem(property, to: assigned, site: CodeSite(file: environment.file, line: line))
                default:
                    break
                }
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

    /// The value an assignment gives: `.init(route: route)` is an initializer of the type the
    /// property is declared with (`var presentedSheet: PresentedRoute?`), as Swift reads it.
    private func assignedValue(_ value: CodeValue, to target: CodeValue, _ environment: inout CodeEnvironment, line: Int) -> CodeReferent {
        // The reader writes a declared type without its optionality (`PresentedRoute?`: `PresentedRoute`).
        guard let owner = environment.owner, let property = ownPropertyName(target, environment),
            let type = code.property(property, in: owner)?.facts.type, let call = implicitInitializer(value, of: type)
        else {
            return evaluate(value, &environment, line: line)
        }
        return uikit.construct(type, call, &environment)
    }

    /// `.init(…)` written for a value of the declared `type`, the app's or a view controller class.
    private func implicitInitializer(_ value: CodeValue, of type: String) -> CodeCall? {
        guard case .call(let call) = value, case .member(nil, "init") = call.callee, code.type(type) != nil || code.kind(of: type) != nil
        else { return nil }
        return call
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
                // Inside `if let tabs = tabBarController`: dead where a value is surely nil.
                if case .array(let unwrapped) = flag { return !unwrapped.contains { isSurelyNil($0, &scratch, line: line) } }
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

    /// Whether `value` is a container UIKit looks up (`self.tabBarController`) that a view
    /// controller in the window has none of: the tour knows every container above a screen
    /// it reached (not one it placed by guess).
    private func isSurelyNil(_ value: CodeValue, _ environment: inout CodeEnvironment, line: Int) -> Bool {
        guard let relation = value.lastName, UIKitSemantics.containerRelations.contains(relation) else { return false }
        let owner: CodeReferent?
        if UIKitSemantics.isOwnContainer(value, environment) {
            owner = environment.this
        } else if case .member(let base?, _) = value {
            owner = evaluate(base, &environment, line: line)
        } else {
            return false
        }
        guard case .object(let id)? = owner, heap[id].isViewController, heap[id].placed, navigator?.isOnGuessedScreens == false else { return false }
        return uikit.relation(relation, of: id)?.object == nil
    }

    /// Whether the object `id` is a `type`: its class or one of its superclasses is, or (for
    /// a UIKit container the chain does not name) its kind is that container's; false when unsure.
    private func isInstance(_ id: Int, of type: String) -> Bool {
        let wanted = UIKitClass.base(type)
        let chain = code.lookupChain(from: heap[id].className, throughUIViewController: false)
        if wanted == "UIViewController" || chain.contains(where: { UIKitClass.base($0) == wanted }) { return true }
        guard let kind = UIKitClass.kind(of: wanted), kind != .plain, code.type(wanted) == nil else { return false }
        return heap[id].kind == kind
    }

    /// Whether `value` reads state the code changes once built (`@State var isLoading = true`,
    /// toggled later), which says nothing of which branch shows; a local of that name does not.
    private func isChangedState(_ value: CodeValue, _ environment: CodeEnvironment) -> Bool {
        guard let name = value.lastName, value != .name(name) || environment.locals[name] == nil else { return false }
        // `style`, `self.style` in a SwiftUI view's code: the view's own property.
        if ownPropertyName(value, environment) != nil, let owner = environment.owner {
            return code.changesStoredProperty(name, ofView: owner)
        }
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
}
