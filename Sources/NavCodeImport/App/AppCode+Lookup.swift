import NavCodeFacts
import NavFlowWriting

/// The app's classes, their functions and properties, looked up as Swift resolves a name:
/// up the superclasses and into the protocols a class conforms to.
extension AppCode {
    func type(_ name: String) -> AppType? {
        types[UIKitClass.base(name)]
    }

    /// The app declares this type (not only extends it).
    func declares(_ name: String) -> Bool {
        type(name).map { $0.kind != .extension } ?? false
    }

    /// The superclass of an app class: its first inherited type, when that is a class
    /// (the app's, or a framework's the app may extend).
    func superclass(of name: String) -> String? {
        guard let declared = type(name), declared.kind == .class, let first = declared.inherits.first else { return nil }
        if let parent = type(first), parent.kind != .extension { return parent.kind == .class ? first : nil }
        // A framework class, or one the import did not read (Objective-C): its name still tells.
        return first
    }

    /// What a class is to UIKit, through its superclasses: a container, a view controller, or nil (no view controller).
    func kind(of className: String) -> ViewControllerKind? {
        UIKitClass.kind(of: frameworkClass(of: className))
    }

    /// The first class up the chain that the app does not declare (it may extend it):
    /// `UIHostingController<SettingsView>` for `SettingsHostingController`.
    func frameworkClass(of className: String) -> String {
        var name = className
        for _ in 0..<32 {
            guard let declared = type(name), declared.kind != .extension else { return name }
            guard let parent = superclass(of: name) else { return "" }
            name = parent
        }
        return name
    }

    /// `name` in `className` or its superclasses (the app's, and the app's extensions of
    /// UIKit's: `extension UIViewController` is seen from every view controller),
    /// preferring the one whose labels match `labels`; an initializer only when they match.
    func function(_ name: String, labels: [String?]?, in className: String) -> Function? {
        overloads(name, labels: labels, in: className).first
    }

    /// The functions `function(_:labels:in:)` chooses from: every one of the nearest class
    /// whose labels match (overloads told apart only by their parameters' types), else the
    /// first of the name.
    func overloads(_ name: String, labels: [String?]?, in className: String) -> [Function] {
        var fallback: Function?
        for now in name == "init" ? lookupChain(from: className, throughUIViewController: false) : lookupChain(from: className) {
            // A protocol's requirements come before its extensions' defaults, which are what runs.
            let named = type(now).map { $0.kind == .protocol ? ($0.functionsByName[name] ?? []).reversed() : $0.functionsByName[name] ?? [] } ?? []
            if let labels {
                let exact = named.filter { Self.matches($0.facts, labels) }
                if !exact.isEmpty { return exact }
            }
            if fallback == nil, labels == nil || name != "init" { fallback = named.first }
        }
        return fallback.map { [$0] } ?? []
    }

    /// The functions of `className`'s subclasses that override `name` with those labels: what
    /// a call on an instance of `className` may run instead (`process(action:)` a base class's
    /// button calls, that its subclass overrides).
    func overrides(_ name: String, labels: [String?], below className: String) -> [Function] {
        (subclasses[UIKitClass.base(className)] ?? []).flatMap { subclass in
            types[subclass]?.functionsByName[name]?.filter { Self.matches($0.facts, labels) } ?? []
        }
    }

    /// `className` and its superclasses, the app's and the framework's it names, then
    /// `UIViewController` for a view controller whose chain ends at another UIKit class: the
    /// app's `extension UIViewController` is seen from a `UITableViewController` subclass.
    /// Members (not initializers, `throughUIViewController`) then come from the app's protocols
    /// these conform to: a protocol extension's default (`Storyboarded.instantiate()`).
    func lookupChain(from className: String, throughUIViewController: Bool = true) -> [String] {
        var chain: [String] = []
        var current: String? = className
        while let now = current, chain.count < 32, !chain.contains(now) {
            chain.append(now)
            current = superclass(of: now)
        }
        guard throughUIViewController else { return chain }
        if let last = chain.last, last != "UIViewController", UIKitClass.kind(of: last) != nil {
            chain.append("UIViewController")
        }
        var index = 0
        while index < chain.count, chain.count < 64 {
            for name in type(chain[index])?.inherits ?? [] where type(name)?.kind == .protocol && !chain.contains(name) {
                chain.append(name)
            }
            index += 1
        }
        return chain
    }

    /// Whether any function of the app (in any type, or at the top level) takes this name and these labels.
    func hasFunction(named name: String, labels: [String?]) -> Bool {
        topLevel[name]?.contains { Self.matches($0.facts, labels) } == true
            || typeOrder.contains { types[$0]!.functionsByName[name]?.contains { Self.matches($0.facts, labels) } == true }
    }

    /// The top-level functions `name` whose labels match `labels`, else the first of the name.
    func topLevelOverloads(_ name: String, labels: [String?]) -> [Function] {
        let named = topLevel[name] ?? []
        let exact = named.filter { Self.matches($0.facts, labels) }
        return exact.isEmpty ? Array(named.prefix(1)) : exact
    }

    /// The property `name` of `className`, its superclasses or the app's extensions of UIKit's (`lookupChain`).
    func property(_ name: String, in className: String) -> Property? {
        lookupChain(from: className).lazy.compactMap { self.type($0)?.propertiesByName[name] }.first
    }

    /// What `className.name = …` runs, in order: a property a subclass overrides with observers
    /// only (`override var content: UIViewController? { didSet { … } }`) is still stored and
    /// observed by its superclass's declaration, whose setter or `didSet` runs first, then each
    /// override's `didSet`. A declaration with a setter of its own ends the chain; the last is
    /// the one `property(_:in:)` finds.
    func setterChain(_ name: String, in className: String) -> [Property] {
        var chain: [Property] = []
        for type in lookupChain(from: className) {
            guard let declared = self.type(type)?.propertiesByName[name] else { continue }
            chain.append(declared)
            if declared.facts.setter != nil || declared.facts.getter != nil || declared.facts.value != nil { break }
        }
        return chain.reversed()
    }

    /// The functions of a class a user action starts at, in source order: not run while
    /// it is built, not one of UIKit's non-action callbacks, and called by no code of the app;
    /// or a target action (`@IBAction func showAbout()`), which a button calls even where the
    /// app calls another `showAbout()` (its coordinator's).
    func entries(of className: String) -> [Function] {
        guard let declared = type(className) else { return [] }
        return declared.functions.filter { function in
            let facts = function.facts
            guard !facts.isStatic, !Self.buildingFunctions.contains(facts.name), !Self.notEntries.contains(facts.name) else { return false }
            return facts.isTargetAction || Self.delegateNames.contains(facts.name)
                || !(calls[facts.name] ?? []).contains { Self.matches(facts, $0) }
        }
    }

    /// Whether `className` is the app's or a scene's delegate, whose `window` UIKit shows the app in.
    func isLaunchDelegate(_ className: String) -> Bool {
        let protocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
        return type(className)?.inherits.contains { protocols.contains($0) } == true || className.hasSuffix("AppDelegate")
            || className.hasSuffix("SceneDelegate")
    }

    /// Whether a user action can run `function`: not while it is built, not a callback that is no action.
    func isAction(_ function: Function) -> Bool {
        let name = function.facts.name
        // An override of UIKit's own `present(_:animated:completion:)` is not a user action: calls to it are navigation.
        let overridesNavigation =
            NavigationOperation(
                CodeCall(callee: .name(name), arguments: function.facts.parameters.map { CodeArgument(label: $0.label, value: .nil) }, line: 0))
            != nil
        return !function.facts.isStatic && !Self.buildingFunctions.contains(name) && !Self.notEntries.contains(name) && !overridesNavigation
    }

    /// Whether a call with `labels` can call `function`: each parameter takes the next
    /// label, may be left out when it has a default, or takes a trailing closure.
    static func matches(_ function: FunctionFacts, _ labels: [String?]) -> Bool {
        var index = 0
        for parameter in function.parameters {
            // A trailing closure is the argument of a closure parameter: it passes over one with a default that takes none.
            let isTrailing = index == labels.count - 1 && labels[index] == nil
            let skipsOver = parameter.hasDefault && parameter.type.map { !$0.contains("->") } == true
            if index < labels.count && (labels[index] == parameter.label || isTrailing && !skipsOver) {
                index += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return index == labels.count
    }
}
