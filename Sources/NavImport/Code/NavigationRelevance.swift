import NavCodeFacts

/// Which of an app's functions and properties can matter to its navigation, so the
/// interpreter runs only those: a real app's database, logging and networking code runs
/// millions of times otherwise (pocket-casts-ios: 4.1 million function runs, 70 s).
///
/// A function or property matters when its code (closures included) makes a navigation
/// call, makes a view controller, a window or a storyboard, sets one of the UIKit
/// properties the import reads, or wires `self` or a closure into another object (a
/// delegate, a callback); when it calls a function that matters (by name and argument
/// labels: `save(episode:)` is not `save()`), reads a property that holds what matters
/// (a view controller, a window, a callback, a coordinator), or makes a type that has
/// something that matters. Types are not known here, which keeps more than needed and
/// never less; a name the code binds itself (a parameter, a local) is not the app's.
struct NavigationRelevance {
    private var relevant: Set<CodeSite> = []

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

    /// What one function's or property's code says, as far as relevance goes.
    private struct Traits {
        var direct = false
        /// The functions it calls, by name and argument labels.
        var calls: [(name: String, labels: [String?])] = []
        /// The properties it reads: `name`, or `Type.name` for a static one read through its type.
        var reads: Set<String> = []
        var constructs: Set<String> = []
        /// Properties this code sets to `self` or a closure: reading or calling them (`onDone?()`, `delegate?.…`) matters.
        var wired: Set<String> = []
        /// The names the code binds itself: parameters, locals, closure parameters.
        var bound: Set<String> = []
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
        var units: [Unit] = []
        for typeName in code.typeOrder {
            guard let type = code.type(typeName) else { continue }
            for function in type.functions {
                var traits = Traits()
                traits.bound = Set(function.facts.parameters.map(\.name))
                Self.scan(function.facts.body, code, &traits)
                units.append(Unit(site: function.site, name: function.facts.name, function: function.facts, owner: typeName, traits: traits))
            }
            for property in type.properties {
                var traits = Traits()
                if let value = property.facts.value { Self.scan(value, code, &traits) }
                Self.scan(property.facts.getter ?? [], code, &traits)
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
            var traits = Traits()
            traits.bound = Set(function.facts.parameters.map(\.name))
            Self.scan(function.facts.body, code, &traits)
            units.append(Unit(site: function.site, name: function.facts.name, function: function.facts, owner: nil, traits: traits))
        }
        var properties = Set(units.flatMap(\.traits.wired))
        var functions: [String: [FunctionFacts]] = [:]
        var types: Set<String> = []
        var pending = units
        var changed = true
        while changed {
            changed = false
            pending.removeAll { unit in
                let traits = unit.traits
                let calls = traits.calls.contains { call in
                    properties.contains(call.name) || functions[call.name]?.contains { AppCode.matches($0, call.labels) } == true
                }
                guard traits.direct || calls || !traits.reads.isDisjoint(with: properties) || !traits.constructs.isDisjoint(with: types) else {
                    return false
                }
                relevant.insert(unit.site)
                if let function = unit.function { functions[unit.name, default: []].append(function) } else { properties.insert(unit.name) }
                if let type = unit.owner { types.insert(type) }
                changed = true
                return true
            }
        }
    }

    func isRelevant(_ site: CodeSite) -> Bool {
        relevant.contains(site)
    }

    // MARK: reading code

    private static func scan(_ statements: [CodeStatement], _ code: AppCode, _ traits: inout Traits) {
        for statement in statements {
            switch statement {
            case .bind(let name, _, let value, _):
                traits.bound.insert(name)
                if let value { scan(value, code, &traits) }
            case .evaluate(let value, _), .return(let value?, _):
                scan(value, code, &traits)
            case .assign(let target, let value, _):
                if case .member(_, let property) = target, uikitProperties.contains(property) { traits.direct = true }
                // `controller.delegate = self`, `controller.onDone = { … }`: wiring another object back.
                if value == .name("self") || { if case .closure = value { return true } else { return false } }() {
                    traits.direct = true
                    if case .member(_, let property) = target { traits.wired.insert(property) }
                }
                scan(target, code, &traits)
                scan(value, code, &traits)
            case .return(nil, _):
                break
            }
        }
    }

    private static func scan(_ value: CodeValue, _ code: AppCode, _ traits: inout Traits) {
        switch value {
        case .call(let call):
            if NavigationOperation(call) != nil || uikitCalls.contains(call.name ?? "") { traits.direct = true }
            switch call.callee {
            case .name(let name) where name.first?.isUppercase == true:
                construct(UIKitClass.base(name), code, &traits)
            case .member(.name(let type)?, "init") where type.first?.isUppercase == true:
                construct(UIKitClass.base(type), code, &traits)
            case .name(let name) where traits.bound.contains(name):
                break
            default:
                if let name = call.name, name != "init" { traits.calls.append((name, call.labels)) }
            }
            if case .member(let base?, _) = call.callee { scan(base, code, &traits) }
            for argument in call.arguments { scan(argument.value, code, &traits) }
        case .member(.name(let type)?, let name) where type.first?.isUppercase == true && !traits.bound.contains(type):
            traits.reads.insert("\(type).\(name)")
        case .member(let base, let name):
            traits.reads.insert(name)
            if let base { scan(base, code, &traits) }
        case .name(let name):
            if !traits.bound.contains(name) { traits.reads.insert(name) }
        case .cast(let inner, let type):
            if code.kind(of: type) != nil { traits.direct = true }
            scan(inner, code, &traits)
        case .closure(let closure):
            let outer = traits.bound
            traits.bound.formUnion(closure.parameters)
            scan(closure.body, code, &traits)
            traits.bound = outer
        case .array(let items):
            for item in items { scan(item, code, &traits) }
        case .string, .integer, .boolean, .nil, .other:
            break
        }
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
