import NavCodeFacts

/// A SwiftUI app's window: UIKit shows each `WindowGroup`'s view in a hosting controller.
extension SwiftUILowering {
    /// The root of a SwiftUI `App` (a type that conforms to `App`): a hosting controller of
    /// the view its first `WindowGroup` (or `Window`, `DocumentGroup`) shows, and where the
    /// view is made; nil when the app declares no `App` whose body the import can read.
    func appRoot() -> (Int, CodeSite)? {
        for name in code.typeOrder {
            guard let app = code.type(name), app.kind == .struct, app.inherits.contains("App"),
                let body = code.property("body", in: name)
            else { continue }
            let this = CodeReferent.object(heap.make(name, kind: nil, origin: CodeSite(file: body.file, line: body.facts.line)))
            var environment = CodeEnvironment(this: this, owner: name, file: body.file, function: "\(name).body")
            for (statement, file) in sceneStatements(of: body, in: name) {
                environment.file = file
                if let (content, line) = Self.windowContainer(in: statement) {
                    // `WindowGroup { TabView { … } }`: the container is the window's root.
                    let site = CodeSite(file: file, line: line)
                    return (screen(for: content, environment, site: site, hint: name, depth: 1), site)
                }
                guard let (call, _) = Self.firstView(in: statement, code: code) else { continue }
                let site = CodeSite(file: file, line: call.line)
                // A wrapper whose body is a container (`NavigationInjectionView { HomeView() }` around a
                // `NavigationStack`) is the window's root, named after the view it wraps.
                if let wrapper = Self.outermostView(in: statement, code: code), wrapper != call, bodyIsContainer(wrapper),
                    let shown = Self.typeName(call)
                {
                    return (screen(for: .call(wrapper), environment, site: CodeSite(file: file, line: wrapper.line), hint: shown, depth: 1), site)
                }
                return (screen(ofView: makeView(call, environment), site: site), site)
            }
        }
        return nil
    }

    /// A scene's statements, with the App's own scene properties it names (`var body: some
    /// Scene { mainScene; settingsScene }`) read in their place.
    private func sceneStatements(of property: AppCode.Property, in app: String, depth: Int = 0) -> [(CodeStatement, file: String)] {
        (property.facts.getter ?? []).flatMap { statement -> [(CodeStatement, file: String)] in
            switch statement {
            case .evaluate(.name(let named), _), .return(.name(let named)?, _):
                guard depth < 8, let scene = code.property(named, in: app) else { return [] }
                return sceneStatements(of: scene, in: app, depth: depth + 1)
            default:
                return [(statement, property.file)]
            }
        }
    }

    /// A scene's content when it is a SwiftUI container (`WindowGroup { NavigationStack { … } }`), and its line.
    private static func windowContainer(in statement: CodeStatement) -> (CodeValue, Int)? {
        guard let value = viewValues([statement]).first, case .call(let scene) = peeled(value).core,
            ["WindowGroup", "Window", "DocumentGroup"].contains(scene.name ?? ""),
            let content = scene.arguments.last(where: { $0.value.closureBody != nil })?.value.closureBody
        else { return nil }
        let values = viewValues(content)
        guard values.count == 1, container(peeled(values[0]).core) != nil, let line = line(of: peeled(values[0]).core) else { return nil }
        return (values[0], line)
    }

    /// The first view an app's scene shows: inside `WindowGroup { … }`, the innermost
    /// construction of one of the app's types, through modifiers (`ContentView().environment(…)`).
    private static func firstView(in statement: CodeStatement, code: AppCode) -> (CodeCall, Int)? {
        switch statement {
        case .evaluate(let value, let line), .return(let value?, let line), .bind(_, _, let value?, let line):
            return firstView(in: value, code: code, insideScene: false).map { ($0, line) }
        default:
            return nil
        }
    }

    /// The outermost construction of one of the app's views inside a scene's `WindowGroup { … }`.
    private static func outermostView(in statement: CodeStatement, code: AppCode) -> CodeCall? {
        guard let value = viewValues([statement]).first, case .call(let scene) = peeled(value).core,
            let content = scene.arguments.last(where: { $0.value.closureBody != nil })?.value.closureBody
        else { return nil }
        let values = viewValues(content)
        guard values.count == 1, case .call(let call) = peeled(values[0]).core, case .name(let type) = call.callee, code.declares(type)
        else { return nil }
        return call
    }

    /// Whether the body of the app's view `call` makes is one SwiftUI container (a `NavigationStack`, a `TabView`).
    private func bodyIsContainer(_ call: CodeCall) -> Bool {
        guard let type = Self.typeName(call), let getter = code.property("body", in: type)?.facts.getter else { return false }
        let values = Self.shownViews(getter)
        return values.count == 1 && Self.container(Self.peeled(values[0]).core) != nil
    }

    private static func firstView(in value: CodeValue, code: AppCode, insideScene: Bool) -> CodeCall? {
        guard case .call(let call) = value else {
            if case .closure(let closure) = value {
                // Through an `if` too: `if isTesting { EmptyView() } else { AppView() }` keeps only the branch the app runs.
                for inner in viewValues(closure.body) {
                    if let found = firstView(in: inner, code: code, insideScene: insideScene) { return found }
                }
            }
            return nil
        }
        if insideScene, case .name(let type) = call.callee, code.declares(type) {
            // A wrapper view (`OverlayToastView { RootView() }`) shows the view in its content closure.
            for argument in call.arguments where argument.value.isClosure {
                if let inner = firstView(in: argument.value, code: code, insideScene: true) { return inner }
            }
            return call
        }
        let scenes: Set<String> = ["WindowGroup", "Window", "DocumentGroup", "UtilityWindow"]
        let opensScene = insideScene || scenes.contains(call.name ?? "")
        if case .member(let base?, _) = call.callee, let found = firstView(in: base, code: code, insideScene: insideScene) { return found }
        for argument in call.arguments {
            if let found = firstView(in: argument.value, code: code, insideScene: opensScene) { return found }
        }
        return nil
    }
}

extension CodeValue {
    fileprivate var isClosure: Bool {
        if case .closure = self { return true }
        return false
    }
}
