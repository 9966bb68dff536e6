import NavCodeFacts
import NavLanguage
import NavStoryboard

extension CodeEvaluator {
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
            return .nilLiteral
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
            declared.facts.fixedFlag.map(CodeReferent.boolean) ?? declared.facts.value.map {
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

    /// `owner.name`: a stored value, a relation UIKit keeps (R1–R3), or an app property
    /// (its initial value, its getter, or an instance of its declared type).
    func property(_ name: String, of owner: CodeReferent) -> CodeReferent {
        if case .choice(let owners) = owner { return merged(owners.map { property(name, of: $0) }) }
        return knownProperty(name, of: owner) ?? .unknown("\(describe(owner)).\(name) is not known")
    }

    func knownProperty(_ name: String, of owner: CodeReferent) -> CodeReferent? {
        switch owner {
        case .object(let id):
            if let stored = heap[id].properties[name] { return stored }
            if heap[id].isViewController, let related = uikit.relation(name, of: id) { return related }
            guard let declared = code.property(name, in: heap[id].className), !declared.facts.isStatic else { return nil }
            // A property that builds a view (a route's `destination`) is read for the screen it shows.
            let value = propertyValue(declared, this: owner, className: heap[id].className, evenIfIrrelevant: swiftUI.isViewType(declared.facts.type))
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
            if let flag = declared.facts.fixedFlag { return .boolean(flag) }
            // A computed property runs its getter with the instance as `self`: a provider's
            // `var keyboard: UIViewController { instantiate("Keyboard", fromStoryboard: "Settings") }`
            // makes that screen, whatever else the instance holds.
            if declared.facts.getter != nil, !declared.facts.isStatic, case .object(let made) = propertyValue(declared, this: owner, className: type)
            {
                return .object(made)
            }
            guard let declaredType = declared.facts.type else { return nil }
            return .instance(declaredType, why: "\(type).\(name) is declared as \(declaredType)")
        default:
            return nil
        }
    }

    /// `.pushed`, `"title"`, `3`, `nil`: a value that is what it says.
    private static func isLiteral(_ value: CodeValue) -> Bool {
        switch value {
        case .member(nil, _), .string, .integer, .boolean, .nil: return true
        default: return false
        }
    }

    /// A getter that only returns a literal (`var type: CoordinatorType { .login }`).
    private static func isLiteral(_ getter: [CodeStatement]) -> Bool {
        guard getter.count == 1, case .return(let value?, _) = getter[0] else { return false }
        return isLiteral(value)
    }

    /// The property of `self` an expression names: `detail` (where no local has that name), `self.detail`.
    func ownPropertyName(_ value: CodeValue, _ environment: CodeEnvironment) -> String? {
        switch value {
        case .name(let own) where environment.locals[own] == nil: return own
        case .member(.name("self")?, let own): return own
        default: return nil
        }
    }

    /// Whether `value`, the left side of a `??`, is a property of `self` only declared that holds
    /// no more than the stand-in made from its type: Swift starts such an optional at nil.
    func isUnsetOptional(_ value: CodeValue, holding referent: CodeReferent, _ environment: CodeEnvironment) -> Bool {
        guard let name = ownPropertyName(value, environment), let owner = environment.this?.object,
            let declared = code.property(name, in: heap[owner].className),
            declared.facts.value == nil, declared.facts.getter == nil, let object = referent.object
        else { return false }
        return heap[object].origin == CodeSite(file: declared.file, line: declared.facts.line)
    }

    /// An app property's value: its initial value or getter, run when navigation may depend
    /// on it (or `evenIfIrrelevant`: a route the code names, whose value is the screen it
    /// shows), else the stand-in its declared type gives.
    func propertyValue(_ declared: AppCode.Property, this: CodeReferent, className: String, evenIfIrrelevant: Bool = false) -> CodeReferent {
        let key = Running.property(type: className, name: declared.facts.name)
        guard running.count < Self.maximumDepth, !isRunning(key) else {
            return .unknown("\(className).\(declared.facts.name) refers to itself")
        }
        running.append(key)
        defer { running.removeLast() }
        if let flag = declared.facts.fixedFlag { return .boolean(flag) }
        let matters = evenIfIrrelevant || code.relevance.isRelevant(CodeSite(file: declared.file, line: declared.facts.line))
        var environment = CodeEnvironment(this: this, owner: className, file: declared.file, function: "\(className).\(declared.facts.name)")
        // An enum case or a literal (`var style: Style = .pushed`) runs no code: known even where nothing else is read.
        if let value = declared.facts.value, matters || Self.isLiteral(value) { return evaluate(value, &environment, line: declared.facts.line) }
        if let getter = declared.facts.getter, matters || Self.isLiteral(getter) { return execute(getter, &environment) }
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
        if swiftUI.isAppView(className), code.type(type)?.kind == .class, let held = environmentObject(UIKitClass.base(type)) {
            return .object(held)
        }
        return .instance(type, why: "\(className).\(declared.facts.name) is declared as \(type)")
    }

    /// The object of the app's class `className` a view reads though no initializer gives it
    /// (an `@EnvironmentObject`): the one the screen on top holds (the view model a hosting
    /// controller was given and handed its views), or holding that screen (`container.controller
    /// = self` in the hosting controller that handed `container` to its view); else the same of
    /// the screens below it in its stack (whose views pushed it), its containers and presenters;
    /// else the only object of that class the app made.
    private func environmentObject(_ className: String) -> Int? {
        var screen = navigator?.screenOnTop()
        var visited: Set<Int> = []
        // A window's layers are few: a bound that no cycle of parents and presenters can pass.
        for _ in 0..<64 {
            guard let id = screen else { break }
            let parent = heap[id].parent
            for candidate in [id] + (parent.map { heap[$0].children.reversed() } ?? []) where visited.insert(candidate).inserted {
                if let held = heap[candidate].properties.values.lazy.compactMap(\.object).first(where: { self.heap[$0].className == className }) {
                    return held
                }
                if let holder = heap.objects.first(where: { $0.className == className && $0.properties.values.contains { $0.object == candidate } }) {
                    return holder.id
                }
            }
            screen = parent ?? heap[id].presenter
        }
        // Else the app's one object of that class; of several, none can be told.
        let made = heap.objects.filter { $0.className == className && !$0.isViewController }
        return made.count == 1 ? made[0].id : nil
    }

    /// `self.name = value` on an app property with a setter or a `didSet` (a container's
    /// `contentViewController`, which embeds what it is given): runs it with `newValue`.
    func runSetter(of declared: AppCode.Property, on id: Int, newValue: CodeReferent) {
        guard !declared.facts.isStatic, let body = declared.facts.setter ?? declared.facts.didSet else { return }
        let key = Running.setter(CodeSite(file: declared.file, line: declared.facts.line))
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
}
