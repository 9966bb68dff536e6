import NavCodeFacts
import NavFlowWriting

/// An app's Swift declarations, indexed: each type with its extensions merged, its
/// superclass chain, the functions a user action can start at, and every navigation
/// call site the code has.
final class AppCode {
    /// A class, struct or enum with its extensions: a class, so that looking one up (which
    /// the interpreter does millions of times on a real app) copies nothing.
    final class AppType {
        let name: String
        fileprivate(set) var kind: TypeFacts.Kind
        fileprivate(set) var inherits: [String]
        /// In source order, extensions after the type.
        fileprivate(set) var functions: [Function]
        fileprivate(set) var properties: [Property]
        /// The same, by name.
        fileprivate(set) var functionsByName: [String: [Function]] = [:]
        fileprivate(set) var propertiesByName: [String: Property] = [:]

        init(name: String, kind: TypeFacts.Kind, inherits: [String], functions: [Function], properties: [Property]) {
            self.name = name
            self.kind = kind
            self.inherits = inherits
            self.functions = functions
            self.properties = properties
        }

        fileprivate func index() {
            functionsByName = Dictionary(grouping: functions, by: \.facts.name)
            propertiesByName = Dictionary(properties.map { ($0.facts.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private(set) var types: [String: AppType] = [:]
    /// Type names in the order the files declare them, for a deterministic order where one is needed.
    private(set) var typeOrder: [String] = []
    private(set) var topLevel: [String: [Function]] = [:]
    /// Variables outside any type, by name.
    private var globals: [String: Property] = [:]
    /// The names the code changes after it builds a value (assigned outside an `init`, but
    /// not from a property of the same name; bound with `$name`, toggled): a flag of one of
    /// these names says nothing fixed.
    private var changedNames: Set<String> = []
    /// The same, by the type whose code changes them.
    private var changedNamesByOwner: [String: Set<String>] = [:]
    /// The names of the app's stored properties and globals.
    private var storedNames: Set<String> = []
    private var enumProperties: [String: [(type: String, property: Property)]] = [:]
    /// Which functions and properties can matter to navigation: the only ones the interpreter runs.
    private(set) var relevance = NavigationRelevance()
    /// Each app class's subclasses, nearest first, in the files' order.
    private(set) var subclasses: [String: [String]] = [:]
    /// Every SwiftUI navigation site of the app, reached or not: what relevance and the
    /// tour's closing list read.
    private(set) var swiftUISites = SwiftUISiteIndex()

    /// Every function and property name the app declares, so a call of another name is known to be a framework's.
    private var functionNames: Set<String> = []
    private var propertyNames: Set<String> = []

    func hasFunction(named name: String) -> Bool {
        functionNames.contains(name)
    }

    func hasProperty(named name: String) -> Bool {
        propertyNames.contains(name)
    }

    /// The computed properties of the app's enums named `name`, with their enum.
    func enumProperties(named name: String) -> [(type: String, property: Property)] {
        enumProperties[name] ?? []
    }

    func global(_ name: String) -> Property? {
        globals[name]
    }

    /// Whether the code changes a stored property (or global) of this name once it is built
    /// (see `changedNames`): `button.isEnabled = false` changes no flag the app computes.
    func changesStoredProperty(_ name: String) -> Bool {
        changedNames.contains(name) && storedNames.contains(name)
    }

    /// Whether the code changes the stored property `name` of a SwiftUI view of the app's type
    /// `view` once built: a view is a value only its own code changes (its `@State`, a binding it
    /// makes), so an assignment of the name elsewhere (`hud.backgroundView.style = .blur`) is
    /// another object's. For any other type, `changesStoredProperty(_:)`.
    func changesStoredProperty(_ name: String, ofView view: String) -> Bool {
        guard let type = types[view], type.kind == .struct, type.inherits.contains("View"), type.propertiesByName[name] != nil else {
            return changesStoredProperty(name)
        }
        return changedNamesByOwner[view]?.contains(name) == true
    }

    private func changes(_ name: String, in function: Function) {
        changedNames.insert(name)
        if let owner = function.owner { changedNamesByOwner[owner, default: []].insert(name) }
    }

    /// Functions outside any type, in the order the files declare them.
    var topLevelFunctions: [Function] {
        topLevel.values.flatMap { $0 }.sorted { $0.site < $1.site }
    }
    /// The argument labels of every call in the code on an instance or `self`, by the called name
    /// (`Dialer.call(...)`, on a type, calls no view controller's `call(_:)`).
    private(set) var calls: [String: Set<[String?]>] = [:]
    private(set) var navigationSites: [NavigationSite] = []
    /// Where the code first makes each class it constructs (`Foo(...)`) or casts a
    /// storyboard instance to (`instantiateViewController(...) as? Foo`): the screens it can show.
    private(set) var madeAt: [String: CodeSite] = [:]
    /// The local functions of the function whose call sites are being collected.
    private var localFunctions: Set<String> = []
    /// The sites of calls of the app's own functions named like UIKit's navigation calls.
    private(set) var helperSites: Set<CodeSite> = []
    /// The sites of calls written like UIKit's with no receiver but `self`, in a type that is no view
    /// controller and declares the method (a router's `present(module, animated: true)`): its own, not UIKit's.
    private(set) var ownMethodSites: Set<CodeSite> = []
    /// The calls written like UIKit's navigation with no receiver but `self`, as collected: `ownMethodSites` once every type is read.
    private var callsOnSelf: [(site: CodeSite, name: String, labels: [String?], holder: Function)] = []
    /// UIKit's navigation method names, which an app's own helpers often take.
    static let navigationNames: Set<String> = [
        "present", "pushViewController", "show", "showDetailViewController", "setViewControllers", "popViewController",
        "popToRootViewController", "popToViewController", "dismiss", "performSegue",
    ]
    /// The functions of each type that make a navigation call themselves, embedding
    /// (`addChild`) included, in source order.
    private(set) var navigatingFunctions: [String: [Function]] = [:]
    /// The functions that embed or remove a child view controller: a library's base class
    /// often calls them (a launch screen's `finishLaunching`), which no code of the app shows.
    private var embeddingFunctions: [Function] = []

    /// What UIKit calls while it builds a view controller, before it is shown: run at construction.
    static let buildingFunctions: Set<String> = ["init", "loadView", "viewDidLoad", "awakeFromNib"]
    /// UIKit's callbacks that are no user action (and segue preparation, which only configures).
    static let notEntries: Set<String> = [
        "deinit", "prepare", "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "traitCollectionDidChange", "shouldPerformSegue", "encode", "decodeRestorableState", "numberOfSections",
    ]
    /// Delegate callbacks share a base name (`tableView`); a call by that name does not make them helpers.
    static let delegateNames: Set<String> = [
        "tableView", "collectionView", "scene", "sceneDidBecomeActive", "application", "navigationController", "searchBar",
        "textField", "pickerView", "scrollView", "tabBarController", "splitViewController", "presentationController",
    ]

    init(_ facts: CodeFacts) {
        for file in facts.files where file.problem == nil {
            let fileName = file.fileName
            for declared in file.types {
                let functions = declared.functions.map { Function(facts: $0, file: fileName, owner: declared.name) }
                let properties = declared.properties.map { Property(facts: $0, file: fileName) }
                if let existing = types[declared.name] {
                    if declared.kind != .extension { existing.kind = declared.kind }
                    if existing.inherits.isEmpty || declared.kind != .extension { existing.inherits = declared.inherits + existing.inherits }
                    existing.functions += functions
                    existing.properties += properties
                } else {
                    typeOrder.append(declared.name)
                    types[declared.name] = AppType(
                        name: declared.name, kind: declared.kind, inherits: declared.inherits,
                        functions: functions, properties: properties)
                }
                for function in functions { collect(body: function.facts.body, in: function) }
                storedNames.formUnion(declared.properties.filter { $0.getter == nil }.map(\.name))
                for property in declared.properties {
                    let holder = Function(
                        facts: FunctionFacts(
                            name: property.name, parameters: [], returnType: nil,
                            isStatic: property.isStatic, line: property.line, body: []),
                        file: fileName, owner: declared.name)
                    if let value = property.value { collect(value, in: holder, line: property.line) }
                    collect(property.getter ?? [], in: holder)
                }
            }
            for global in file.globals {
                globals[global.name] = globals[global.name] ?? Property(facts: global, file: fileName)
                storedNames.insert(global.name)
                if let value = global.value {
                    let holder = Function(
                        facts: FunctionFacts(name: global.name, parameters: [], returnType: nil, isStatic: true, line: global.line, body: []),
                        file: fileName, owner: nil)
                    collect(value, in: holder, line: global.line)
                }
            }
            for function in file.functions {
                let wrapped = Function(facts: function, file: fileName, owner: nil)
                topLevel[function.name, default: []].append(wrapped)
                collect(body: function.body, in: wrapped)
            }
        }
        for name in typeOrder {
            types[name]!.index()
            if types[name]!.kind == .enum {
                for property in types[name]!.properties where property.facts.getter != nil {
                    enumProperties[property.facts.name, default: []].append((name, property))
                }
            }
            functionNames.formUnion(types[name]!.functionsByName.keys)
            propertyNames.formUnion(types[name]!.propertiesByName.keys)
        }
        functionNames.formUnion(topLevel.keys)
        for name in typeOrder where types[name]!.kind == .class {
            for ancestor in lookupChain(from: name, throughUIViewController: false).dropFirst() { subclasses[ancestor, default: []].append(name) }
        }
        // `present(module, animated: true)` in a router that is no view controller calls its own method, not UIKit's.
        let ownMethodLabels = Dictionary(
            callsOnSelf.filter { call in
                call.holder.owner.map { kind(of: $0) == nil && !overloads(call.name, labels: call.labels, in: $0).isEmpty } == true
            }.map { ($0.site, $0.labels) }, uniquingKeysWith: { first, _ in first })
        ownMethodSites = Set(ownMethodLabels.keys)
        callsOnSelf = []
        for index in navigationSites.indices {
            guard let labels = ownMethodLabels[navigationSites[index].site] else { continue }
            navigationSites[index].isHelper = true
            navigationSites[index].labels = labels
            helperSites.insert(navigationSites[index].site)
        }
        swiftUISites = SwiftUISiteIndex(self)
        relevance = NavigationRelevance(self)
        for holder in navigationSites.map(\.holder) + embeddingFunctions {
            guard let owner = holder.owner else { continue }
            if !(navigatingFunctions[owner] ?? []).contains(where: { $0.site == holder.site }) {
                navigatingFunctions[owner, default: []].append(holder)
            }
        }
        for owner in navigatingFunctions.keys { navigatingFunctions[owner]!.sort { $0.site < $1.site } }
        navigationSites.sort { $0.site < $1.site }
    }

    /// The app's launch code, in the order UIKit runs it: `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`, then `scene(_:willConnectTo:options:)`.
    var launchFunctions: [Function] {
        let wanted: [(String, [String?])] = [
            ("application", [nil, "willFinishLaunchingWithOptions"]), ("application", [nil, "didFinishLaunchingWithOptions"]),
            ("scene", [nil, "willConnectTo", "options"]),
        ]
        return wanted.flatMap { name, labels in
            typeOrder.flatMap { types[$0]!.functions.filter { $0.facts.name == name && $0.facts.parameters.map(\.label) == labels } }
        }
    }

    /// `a` of `a.b.c`.
    private static func firstName(of value: CodeValue) -> String? {
        switch value {
        case .name(let name): return name
        case .member(let base?, _): return firstName(of: base)
        default: return nil
        }
    }

    /// `Dialer` in `Dialer.call(...)`: a capitalized name is a type.
    private static func isTypeName(_ base: CodeValue?) -> Bool {
        if case .name(let name)? = base { return name.first?.isUppercase == true }
        return false
    }

    // MARK: call sites

    /// A function's call sites; a call of one of its local functions (`func show(…)` inside it) is no helper's.
    private func collect(body: [CodeStatement], in function: Function) {
        localFunctions = Self.localFunctionNames(in: body)
        collect(body, in: function)
        localFunctions = []
    }

    /// The names a body binds to local functions (`func show(…)` becomes a closure bound to `show`).
    private static func localFunctionNames(in statements: [CodeStatement]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            switch statement {
            case .bind(let name, _, .closure?, _): names.insert(name)
            case .branches(let branches, _): for branch in branches { names.formUnion(localFunctionNames(in: branch)) }
            case .cases(_, let cases, _): for switchCase in cases { names.formUnion(localFunctionNames(in: switchCase.body)) }
            default: break
            }
        }
        return names
    }

    private func collect(_ statements: [CodeStatement], in function: Function) {
        for statement in statements {
            switch statement {
            case .bind(_, _, let value, let line):
                if let value { collect(value, in: function, line: line) }
            case .assign(let target, let value, let line):
                // `networking.isCatalyst = Current.isCatalyst` copies a flag of the same name: no new value for it.
                if function.facts.name != "init", let name = target.lastName, value.lastName != name { changes(name, in: function) }
                if case .member(_, "rootViewController") = target {
                    navigationSites.append(
                        NavigationSite(site: CodeSite(file: function.file, line: line), method: "rootViewController", holder: function))
                }
                collect(target, in: function, line: line)
                collect(value, in: function, line: line)
            case .evaluate(let value, let line):
                collect(value, in: function, line: line)
            case .return(let value, let line):
                if let value { collect(value, in: function, line: line) }
            case .branches(let branches, _):
                for branch in branches { collect(branch, in: function) }
            case .cases(let subject, let cases, let line):
                collect(subject, in: function, line: line)
                for switchCase in cases { collect(switchCase.body, in: function) }
            case .expect:
                break
            }
        }
    }

    private func collect(_ value: CodeValue, in function: Function, line: Int) {
        switch value {
        case .call(let call):
            if let name = call.name, !Self.isTypeName(call.base) { calls[name, default: []].insert(call.labels) }
            if call.name == "toggle", let name = call.base?.lastName { changes(name, in: function) }
            if NavigationOperation(call) != nil, call.base == nil || call.base == .name("self"), let name = call.name {
                callsOnSelf.append((CodeSite(file: function.file, line: call.line), name, call.labels, function))
            }
            if let operation = NavigationOperation(call), operation.isContainment {
                if !embeddingFunctions.contains(where: { $0.site == function.site }) { embeddingFunctions.append(function) }
            } else if let operation = NavigationOperation(call) {
                navigationSites.append(
                    NavigationSite(site: CodeSite(file: function.file, line: call.line), method: operation.method, holder: function))
            } else if let name = call.name, Self.navigationNames.contains(name), !call.arguments.isEmpty,
                !(call.base == nil && localFunctions.contains(name))
            {
                let site = CodeSite(file: function.file, line: call.line)
                navigationSites.append(NavigationSite(site: site, method: name, isHelper: true, labels: call.labels, holder: function))
                helperSites.insert(site)
            }
            if case .name(let made) = call.callee, made.first?.isUppercase == true {
                madeAt[UIKitClass.base(made)] = min(
                    madeAt[UIKitClass.base(made)] ?? CodeSite(file: function.file, line: call.line), CodeSite(file: function.file, line: call.line))
            }
            collect(call.callee, in: function, line: call.line)
            for argument in call.arguments { collect(argument.value, in: function, line: call.line) }
        case .member(let base, let name):
            if let base { collect(base, in: function, line: line) }
            // `$settings.isOn`: a binding the views write through.
            if let base, Self.firstName(of: base)?.hasPrefix("$") == true { changes(name, in: function) }
        case .name(let name) where name.hasPrefix("$"):
            changes(String(name.dropFirst()), in: function)
        case .cast(let inner, let type):
            if case .call(let call) = inner, call.name?.hasPrefix("instantiate") == true {
                let site = CodeSite(file: function.file, line: call.line)
                madeAt[UIKitClass.base(type)] = min(madeAt[UIKitClass.base(type)] ?? site, site)
            }
            collect(inner, in: function, line: line)
        case .closure(let closure):
            collect(closure.body, in: function)
        case .array(let items):
            for item in items { collect(item, in: function, line: line) }
        case .name, .string, .integer, .boolean, .nil, .other:
            break
        }
    }
}
