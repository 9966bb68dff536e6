import NavCodeFacts

/// Which of an app's functions and properties can matter to its navigation, so the
/// interpreter runs only those: a real app's database, logging and networking code runs
/// millions of times otherwise (pocket-casts-ios: 4.1 million function runs, 70 s).
///
/// A function or property matters when its code (closures included) makes a navigation
/// call, makes a view controller, a window or a storyboard, sets one of the UIKit
/// properties the import reads, or wires `self` or a closure into another object (a
/// delegate, a callback); when it calls a function that matters, reads a property that
/// holds what matters (a view controller, a window, a callback, a coordinator), or makes
/// a type that has something that matters. A call's receiver is typed where the code says
/// its type (`self`, a property or parameter with a declared type, a construction, a
/// cast), so `publisher.send(_:)` on a framework's subject is no app's `send(_:)`; an
/// untyped receiver matches every app function of that name and labels, which keeps more
/// than needed and never less.
struct NavigationRelevance {
    private var relevant: Set<CodeSite> = []
    private var relevantTypes: Set<String> = []
    private var relevantProperties: Set<String> = []
    private var relevantFunctions: [String: [FunctionFacts]] = [:]
    /// The state SwiftUI's navigation binds, each `TabView(selection: $name)`'s and `.sheet(item: $router.name)`'s
    /// (a cover's, a popover's): code that sets it selects a tab or presents.
    private var boundState: Set<String> = []

    /// The UIKit properties whose assignment the interpreter follows.
    private static let uikitProperties: Set<String> = [
        "rootViewController", "viewControllers", "tabs", "selectedIndex", "selectedViewController", "selectedTab",
        "modalPresentationStyle", "sourceView", "barButtonItem", "sourceItem", "window",
    ]
    /// Calls that make or show view controllers without constructing one by name.
    private static let uikitCalls: Set<String> = [
        "instantiateViewController", "instantiateInitialViewController", "makeKeyAndVisible", "setViewController",
    ]
    /// Framework types whose construction matters though they are no view controller.
    private static let uikitTypes: Set<String> = ["UIWindow", "UIStoryboard", "UITab", "UISearchTab", "UITabGroup"]

    /// A call as relevance sees it: the function it reaches, where the receiver's type tells.
    private enum Call {
        /// An app function: it matters when that function does.
        case resolved(CodeSite)
        /// A framework's method on a typed receiver that no app extension adds: never matters.
        case framework
        /// The receiver's type is not known: any app function of that name and labels.
        case byName(String, [String?])
    }

    /// What one function's or property's code says, as far as relevance goes.
    private struct Traits {
        var direct = false
        var calls: [Call] = []
        /// The declared types of its own stored properties it calls (`router?.showArticle()` on a
        /// `HomeRouterProtocol`): a type that navigates through a navigator it holds holds what
        /// navigation follows, as one that navigates itself does.
        var calledPropertyTypes: Set<String> = []
        /// The app properties it reads through a receiver whose type the code says.
        var readSites: [CodeSite] = []
        /// The properties it reads: `name`, or `Type.name` for a static one read through its type.
        var reads: Set<String> = []
        var constructs: Set<String> = []
        /// Properties this code sets to `self` or a closure: reading or calling them (`onDone?()`, `delegate?.…`) matters.
        var wired: Set<String> = []
        /// `Type.property` that a construction's initializer keeps `self` in (`ItemsViewController(coordinatorDelegate: self)`).
        var kept: Set<String> = []
        /// `Type.property` an initializer sets: it matters when it keeps what a construction gives it in one of `kept`.
        var writes: Set<String> = []
    }

    /// The names a body sees while it is scanned: `self`'s type and each bound name's type, if known.
    private struct Scope {
        let owner: String?
        var bound: [String: String?]
        /// The names of the state SwiftUI's navigation binds (`NavigationRelevance.boundState`).
        let boundState: Set<String>
    }

    private struct Unit {
        let site: CodeSite
        /// How others reach it: a function's name, or a property's (`Type.name` when static).
        let name: String
        /// A function's parameters; nil for a property.
        let function: FunctionFacts?
        /// The type it belongs to: making one matters when it does.
        let owner: String?
        var traits: Traits
    }

    /// Nothing matters yet: what an `AppCode` holds while it is being read.
    init() {}

    init(_ code: AppCode) {
        let boundState = Set(
            code.swiftUISites.entries.compactMap {
                $0.kind == .tabView ? SwiftUILowering.selectionBinding($0.call) : SwiftUISite.itemBinding($0.kind, $0.call)
            })
        self.boundState = boundState
        var units: [Unit] = []
        for typeName in code.typeOrder {
            guard let type = code.type(typeName) else { continue }
            for function in type.functions {
                units.append(
                    Unit(
                        site: function.site, name: function.facts.name, function: function.facts, owner: typeName,
                        traits: Self.traits(of: function.facts, owner: typeName, boundState, code)))
            }
            for property in type.properties {
                var traits = Traits()
                var scope = Scope(owner: typeName, bound: [:], boundState: boundState)
                if let value = property.facts.value { _ = Self.scan(value, code, &traits, &scope) }
                for accessor in [property.facts.getter, property.facts.setter, property.facts.didSet] {
                    Self.scan(accessor ?? [], code, &traits, &scope)
                }
                // A property that holds a view controller, a window or a callback matters by its type too.
                if let declared = property.facts.type,
                    code.kind(of: declared) != nil || UIKitClass.base(declared) == "UIWindow" || declared.contains("->")
                {
                    traits.direct = true
                }
                let name = property.facts.isStatic ? "\(typeName).\(property.facts.name)" : property.facts.name
                units.append(
                    Unit(site: CodeSite(file: property.file, line: property.facts.line), name: name, function: nil, owner: typeName, traits: traits))
            }
        }
        for function in code.topLevelFunctions {
            units.append(
                Unit(
                    site: function.site, name: function.facts.name, function: function.facts, owner: nil,
                    traits: Self.traits(of: function.facts, owner: nil, boundState, code)))
        }
        let views = Set(
            code.typeOrder.filter { name in
                code.type(name).map { $0.kind != .extension && $0.inherits.contains("View") } == true
            })
        relevantProperties = Set(units.flatMap(\.traits.wired))
        let keptProperties = Set(units.flatMap(\.traits.kept))
        // Types with a member that matters: a factory that returns one (`makeAuthCoordinator() -> AuthCoordinator`)
        // gives an object whose properties (its router, its factory) that member reads.
        var typesWithRelevantMembers: Set<String> = []
        var pending = units
        var changed = true
        while changed {
            changed = false
            pending.removeAll { unit in
                let traits = unit.traits
                // A property does not matter by what it reads: `title` reading `name` would make every `title` matter.
                let reads =
                    unit.function != nil
                    && (!traits.reads.isDisjoint(with: relevantProperties) || !traits.writes.isDisjoint(with: keptProperties)
                        || traits.readSites.contains { relevant.contains($0) })
                let returnsRelevant = unit.function?.returnType.map { typesWithRelevantMembers.contains(UIKitClass.base($0)) } == true
                guard traits.direct || reads || returnsRelevant || matters(traits.calls) || !traits.constructs.isDisjoint(with: relevantTypes) else {
                    return false
                }
                relevant.insert(unit.site)
                if let type = unit.owner { typesWithRelevantMembers.insert(type) }
                if let function = unit.function {
                    relevantFunctions[unit.name, default: []].append(function)
                } else {
                    relevantProperties.insert(unit.name)
                }
                // A type holds what navigation follows when one of its own members does it directly:
                // a coordinator that pushes, a view model's callback; a model that only reads one does not.
                // A SwiftUI view whose body matters at all is one: its buttons call what the code gave it
                // (`view.coordinatorDelegate = self`), so the view is made with what it was given.
                if let type = unit.owner, traits.direct || views.contains(type) { relevantTypes.insert(type) }
                changed = true
                return true
            }
        }
        // A presenter that calls the router it holds (a type whose own code navigates, or a protocol one
        // conforms to) is made, with what it holds, as its router is.
        let navigators = relevantTypes.union(relevantTypes.flatMap { code.type($0)?.inherits ?? [] })
        for unit in units where unit.function != nil && relevant.contains(unit.site) {
            if let type = unit.owner, !unit.traits.calledPropertyTypes.isDisjoint(with: navigators) { relevantTypes.insert(type) }
        }
    }

    func isRelevant(_ site: CodeSite) -> Bool {
        relevant.contains(site)
    }

    /// Whether making an instance of `type` can matter: one of its members navigates,
    /// makes a view controller or holds one, a window or a callback.
    func isRelevant(type: String) -> Bool {
        relevantTypes.contains(type)
    }

    /// Whether running `closure` (a callback a framework call is given: a database
    /// transaction's body, a dispatch) can matter, by the same measure as a function's.
    func matters(_ closure: CodeClosure, owner: String?, code: AppCode) -> Bool {
        var traits = Traits()
        var scope = Scope(
            owner: owner, bound: Dictionary(closure.parameters.map { ($0, nil) }, uniquingKeysWith: { first, _ in first }),
            boundState: boundState)
        Self.scan(closure.body, code, &traits, &scope)
        return traits.direct || !traits.reads.isDisjoint(with: relevantProperties) || traits.readSites.contains { relevant.contains($0) }
            || !traits.constructs.isDisjoint(with: relevantTypes) || matters(traits.calls)
    }

    private func matters(_ calls: [Call]) -> Bool {
        calls.contains { call in
            switch call {
            case .resolved(let site): return relevant.contains(site)
            case .framework: return false
            case .byName(let name, let labels):
                return relevantProperties.contains(name) || relevantFunctions[name]?.contains { AppCode.matches($0, labels) } == true
            }
        }
    }

    // MARK: reading code

    private static func traits(of function: FunctionFacts, owner: String?, _ boundState: Set<String>, _ code: AppCode) -> Traits {
        var traits = Traits()
        var scope = Scope(
            owner: owner,
            bound: Dictionary(function.parameters.map { ($0.name, $0.type.map(UIKitClass.base)) }, uniquingKeysWith: { first, _ in first }),
            boundState: boundState)
        scan(function.body, code, &traits, &scope)
        if function.name != "init" { traits.writes = [] }
        // What a function returns a view controller for (`toPresent() -> UIViewController?`, a factory's) is what navigation shows.
        if let returned = function.returnType, !function.body.isEmpty, code.kind(of: UIKitClass.base(returned)) != nil { traits.direct = true }
        return traits
    }

    private static func scan(_ statements: [CodeStatement], _ code: AppCode, _ traits: inout Traits, _ scope: inout Scope) {
        for statement in statements {
            switch statement {
            case .bind(let name, let type, let value, _):
                let valueType = value.flatMap { scan($0, code, &traits, &scope) }
                scope.bound[name] = type.map(UIKitClass.base) ?? valueType
            case .evaluate(let value, _), .return(let value?, _):
                _ = scan(value, code, &traits, &scope)
            case .assign(let target, let value, _):
                if case .member(_, let property) = target, uikitProperties.contains(property) { traits.direct = true }
                // `selection = .search`, `self.sheet = .settings`: a `TabView`'s selection, a sheet's item.
                switch target {
                case .name(let name) where scope.bound[name] == nil && scope.boundState.contains(name),
                    .member(.name("self")?, let name) where scope.boundState.contains(name):
                    traits.direct = true
                default: break
                }
                // `controller.delegate = self`, `controller.onDone = { … }`: wiring another object back.
                if value == .name("self") || { if case .closure = value { return true } else { return false } }() {
                    traits.direct = true
                    if case .member(_, let property) = target { traits.wired.insert(property) }
                }
                switch target {
                case .member(.name("self")?, let property): traits.writes.insert("\(scope.owner ?? "").\(property)")
                case .name(let name) where scope.bound[name] == nil: traits.writes.insert("\(scope.owner ?? "").\(name)")
                default: break
                }
                _ = scan(target, code, &traits, &scope)
                _ = scan(value, code, &traits, &scope)
            case .return(nil, _), .expect:
                break
            case .branches(let branches, _):
                for branch in branches { scan(branch, code, &traits, &scope) }
            case .cases(let subject, let cases, _):
                _ = scan(subject, code, &traits, &scope)
                for switchCase in cases { scan(switchCase.body, code, &traits, &scope) }
            }
        }
    }

    /// Scans `value` and returns its type where the code says it.
    @discardableResult
    private static func scan(_ value: CodeValue, _ code: AppCode, _ traits: inout Traits, _ scope: inout Scope) -> String? {
        switch value {
        case .call(let call):
            if NavigationOperation(call) != nil || uikitCalls.contains(call.name ?? "") || SwiftUICalls.navigates(call) || TCALowering.sends(call) {
                traits.direct = true
            }
            // `path.append(route)`: a push onto a SwiftUI stack.
            if SwiftUILowering.isStackPathAppend(call) { traits.direct = true }
            var result: String?
            let made = constructed(call, scope)
            switch call.callee {
            case _ where made != nil:
                result = made
                construct(made!, code, &traits)
            case .member(.name(let metatype)?, "init") where metatype != "self" && metatype != "super":
                // `type.init(…)` on a metatype a generic helper was given: what it makes is told only at the call.
                traits.direct = true
            case .member(.name("super")?, "init"):
                // The superclass's initializer, which may keep what this one hands on to it.
                if let owner = scope.owner, let superclass = code.superclass(of: owner) {
                    traits.calls += code.overloads("init", labels: call.labels, in: superclass).map { .resolved($0.site) }
                }
            case .name(let name) where scope.bound[name] != nil:
                break
            case .name(let name):
                result = Self.call(name, call.labels, on: scope.owner, code, &traits)
            case .member(let base?, let name):
                let receiver = scan(base, code, &traits, &scope)
                if name != "init" { result = Self.call(name, call.labels, on: receiver, code, &traits) }
                if let type = ownPropertyType(base, scope, code) { traits.calledPropertyTypes.insert(type) }
            default:
                if let name = call.name, name != "init" { traits.calls.append(.byName(name, call.labels)) }
            }
            for argument in call.arguments {
                if argument.value == .name("self"), let label = argument.label, let made {
                    traits.kept.formUnion(keptProperties(of: made, labels: call.labels, keeping: label, code))
                }
                scan(argument.value, code, &traits, &scope)
            }
            return result
        case .member(.name(let type)?, let name) where type.first?.isUppercase == true && scope.bound[type] == nil:
            traits.reads.insert("\(type).\(name)")
            return propertyType(name, in: type, code)
        case .member(let base, let name):
            let owner = base.flatMap { scan($0, code, &traits, &scope) }
            guard let owner else {
                traits.reads.insert(name)
                return nil
            }
            if owner == frameworkValue { return frameworkValue }
            if let property = code.property(name, in: owner) {
                traits.readSites.append(CodeSite(file: property.file, line: property.facts.line))
            } else if code.declares(owner) {
                traits.reads.insert(name)
            }
            return propertyType(name, in: owner, code)
        case .name("self"):
            return scope.owner
        case .name(let name):
            if let bound = scope.bound[name] { return bound }
            // `Router.shared`, `Theme.color(...)`: a type of the app is the receiver of what follows.
            if name.first?.isUppercase == true, code.type(name) != nil { return name }
            traits.reads.insert(name)
            return scope.owner.flatMap { propertyType(name, in: $0, code) }
        case .cast(let inner, let type):
            if code.kind(of: type) != nil { traits.direct = true }
            scan(inner, code, &traits, &scope)
            return UIKitClass.base(type)
        case .closure(let closure):
            var inner = scope
            for parameter in closure.parameters { inner.bound[parameter] = .some(nil) }
            scan(closure.body, code, &traits, &inner)
            return nil
        case .array(let items):
            for item in items { scan(item, code, &traits, &scope) }
            return nil
        case .string, .integer, .boolean, .nil, .other:
            return nil
        }
    }

    /// A call of `name` on a receiver of `type` (nil: not known): the app function it reaches,
    /// a framework method, or any of that name; its result type where the function declares one.
    private static func call(_ name: String, _ labels: [String?], on type: String?, _ code: AppCode, _ traits: inout Traits) -> String? {
        // No app function has that name (`executeQuery`, `append`): a framework's, on whatever it is called.
        guard type != frameworkValue, code.hasFunction(named: name) || code.hasProperty(named: name) else {
            traits.calls.append(.framework)
            return frameworkValue
        }
        guard let type else {
            traits.calls.append(.byName(name, labels))
            return nil
        }
        // A protocol's requirement (`delegate?.showSettings()`) runs whichever conformer the value
        // is, not the requirement's empty declaration: any function of that name.
        if code.type(type)?.kind == .protocol {
            traits.calls.append(.byName(name, labels))
            return code.overloads(name, labels: labels, in: type).first?.facts.returnType.map(UIKitClass.base)
        }
        // Overloads told apart by their parameters' types: the call reaches whichever the arguments pick.
        let members = code.overloads(name, labels: labels, in: type)
        let overloads = members.isEmpty ? code.topLevelOverloads(name, labels: labels) : members
        if let function = overloads.first {
            traits.calls += (overloads + code.overrides(name, labels: labels, below: type)).map { .resolved($0.site) }
            return function.facts.returnType.map(UIKitClass.base)
        }
        // A closure property of the app's type (`onDone?()`): whatever it was set to.
        if code.declares(type) && code.property(name, in: type) != nil {
            traits.calls.append(.byName(name, labels))
        } else {
            traits.calls.append(.framework)
        }
        return nil
    }

    /// The declared type of the stored property of the scope's own type `value` names (`router`, `self.router`).
    private static func ownPropertyType(_ value: CodeValue, _ scope: Scope, _ code: AppCode) -> String? {
        let name: String
        switch value {
        case .name(let own) where scope.bound[own] == nil: name = own
        case .member(.name("self")?, let own): name = own
        default: return nil
        }
        guard let owner = scope.owner, let property = code.property(name, in: owner), !property.facts.isStatic, property.facts.getter == nil
        else { return nil }
        return property.facts.type.map(UIKitClass.base)
    }

    /// The app type `call` makes, when it is a construction (`Items(…)`, `Items.init(…)`).
    private static func constructed(_ call: CodeCall, _ scope: Scope) -> String? {
        switch call.callee {
        case .name(let name) where name.first?.isUppercase == true && scope.bound[name] == nil: return UIKitClass.base(name)
        case .member(.name(let type)?, "init") where type.first?.isUppercase == true: return UIKitClass.base(type)
        default: return nil
        }
    }

    /// `Type.property` where `type`'s initializer for `labels` keeps the argument labelled
    /// `label`: `self.property = parameter`, or handed on to `super.init`, which keeps it.
    private static func keptProperties(of type: String, labels: [String?], keeping label: String, _ code: AppCode, depth: Int = 0)
        -> Set<String>
    {
        guard depth < 4 else { return [] }
        var kept: Set<String> = []
        for initializer in code.overloads("init", labels: labels, in: type) {
            guard let owner = initializer.owner, let parameter = initializer.facts.parameters.first(where: { $0.label == label }) else {
                continue
            }
            for statement in initializer.facts.body {
                switch statement {
                case .assign(.member(.name("self")?, let property), .name(parameter.name), _), .assign(.name(let property), .name(parameter.name), _):
                    kept.insert("\(owner).\(property)")
                case .evaluate(.call(let call), _) where call.callee == .member(.name("super"), "init"):
                    guard let superclass = code.superclass(of: owner),
                        let handed = call.arguments.first(where: { $0.value == .name(parameter.name) })?.label
                    else { continue }
                    kept.formUnion(keptProperties(of: superclass, labels: call.labels, keeping: handed, code, depth: depth + 1))
                default: break
                }
            }
        }
        return kept
    }

    /// What a framework's method returns: whatever it is, no app function runs on it.
    private static let frameworkValue = "(a framework's value)"

    /// The type of property `name` of `type`: declared, or what its initial value constructs.
    private static func propertyType(_ name: String, in type: String, _ code: AppCode) -> String? {
        guard let property = code.property(name, in: type) else { return nil }
        if let declared = property.facts.type { return UIKitClass.base(declared) }
        if case .call(let call)? = property.facts.value, case .name(let made) = call.callee, made.first?.isUppercase == true {
            return UIKitClass.base(made)
        }
        return nil
    }

    /// `Foo(…)`: a view controller, a window or a storyboard matters at once; any other type when it has something that matters.
    private static func construct(_ type: String, _ code: AppCode, _ traits: inout Traits) {
        if code.kind(of: type) != nil || uikitTypes.contains(type) {
            traits.direct = true
        } else {
            traits.constructs.insert(type)
        }
    }
}
