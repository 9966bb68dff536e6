import NavCodeFacts
import NavLanguage
import NavStoryboard

extension CodeEvaluator {
    func call(_ call: CodeCall, _ environment: inout CodeEnvironment) -> CodeReferent {
        if let result = swiftUI.call(call, &environment) { return result }
        if let result = tca.call(call, &environment) { return result }
        if let operation = NavigationOperation(call), !code.ownMethodSites.contains(CodeSite(file: environment.file, line: call.line)) {
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
        case .member(.name(let list)?, let removed)
        where ["popLast", "removeLast", "removeFirst", "removeAll"].contains(removed) && environment.locals[list]?.isArray == true:
            // `viewControllers.removeLast(n)` on a local list (a stack about to be set again): what is left, or an
            // unknown list when the count is not known here.
            let items = environment.locals[list]!.arrayItems
            let passed = arguments(call, &environment)
            // `removeAll(where:)` keeps what its closure says: not known here.
            let count: Int? =
                removed == "removeAll"
                ? (passed.contains { $0.label == "where" } ? nil : items.count)
                : passed.isEmpty ? 1 : passed.first?.value.integer
            guard let count, count <= items.count else {
                environment.locals[list] = .unknown("`\(list)` after \(removed)(…) of a count the import does not know")
                return .unknown("the result of \(removed)")
            }
            environment.locals[list] = .array(removed == "removeFirst" ? Array(items.dropFirst(count)) : Array(items.dropLast(count)))
            // One item taken (`popLast()`, `removeFirst()`) is what the call returns.
            guard count == 1, removed != "removeAll" else { return .unknown("the result of \(removed)") }
            return removed == "removeFirst" ? items[0] : items[items.count - 1]
        case .name(CodeCall.nilCoalescingName) where call.arguments.count == 2:
            // `settingsNavigationController ?? makeSettings()`: the left side when it holds a view controller, else the right.
            // An optional property only declared is nil until the code sets it, whatever its type.
            let left = evaluate(call.arguments[0].value, &environment, line: call.line)
            if left.object != nil, !isUnsetOptional(call.arguments[0].value, holding: left, environment) { return left }
            // A value the caller passes where no traced path calls the function (`sender ?? topViewController`): the
            // caller's, not the fallback, which would invent where the function runs.
            if case .instance = left, case .name(let name) = call.arguments[0].value, environment.locals[name] != nil { return left }
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
            // A closure dispatched after a dismiss or pop of this turn runs once that way back is
            // taken (a sheet dismissed, then a share sheet presented after a delay).
            guard !(Self.dispatchCalls.contains(name) && navigator?.runAfterWayBack(actions) == true) else {
                return .unknown("the result of \(name)(…)")
            }
            for action in actions { run(action) }
        } else {
            keep(actions, dispatched: Self.dispatchCalls.contains(name))
        }
        return .unknown("the result of \(name.isEmpty ? "a call" : name + "(…)")")
    }

    /// Callbacks set up while building a view controller become its actions; at launch, actions run once the root is
    /// shown: a closure `dispatched` to the main queue right away, the others after the tour of the root.
    func keep(_ actions: [CodeAction], dispatched: Bool = false) {
        switch mode {
        case .building(let id): heap[id].actions += actions
        case .launch: record.keepForLaunch(actions, dispatched: dispatched)
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

    /// Calls that run their closure in a later turn of the main run loop, before any user action
    /// (`DispatchQueue.main.async { … }`, `asyncAfter(deadline:)`).
    private static let dispatchCalls: Set<String> = ["async", "asyncAfter"]

    /// Calls that run their closure before they return.
    private static let immediateCalls: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "first", "contains", "allSatisfy", "reduce", "sorted", "min", "max",
        "performWithoutAnimation", "autoreleasepool", "withExtendedLifetime",
    ]

    // MARK: names

    /// A type's name: the app's, or capitalized as types are (`newSearchRootViewController(client:)` is a function).
    func isType(_ name: String) -> Bool {
        guard code.type(name) == nil else { return true }
        return name.first?.isUppercase == true
            && (UIKitClass.kind(of: name) != nil || name.count > 2 && UIKitClass.base(name).allSatisfy { $0.isLetter || $0.isNumber })
    }

    /// A class the import can follow: a view controller class, or an app type.
    func isClass(_ name: String) -> Bool {
        code.kind(of: name) != nil || code.type(name) != nil
    }

    /// Source text for a comment: `vc`, `navigationController`, `self.detail`.
    /// A popover anchor's name, after what the code passes: `button` for `self.button`.
    func anchorLabel(_ written: CodeValue) -> String {
        // `toolbar?.shareButton ?? view`: the anchor the code means first, the left side's.
        if case .call(let call) = written, case .name(CodeCall.nilCoalescingName) = call.callee, let left = call.arguments.first?.value {
            return anchorLabel(left)
        }
        return describe(written).split(separator: ".").last.map(String.init) ?? "anchor"
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
