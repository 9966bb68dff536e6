import NavCodeFacts

/// A SwiftUI navigation modifier or link in a view's body (`.sheet`, `NavigationLink`,
/// `.navigationDestination`, `.alert`), with the body's environment (`self` is the view):
/// kept on the view controller that shows the view and performed when the tour visits it.
struct SwiftUISite {
    let kind: SwiftUINavigation
    let call: CodeCall
    let environment: CodeEnvironment

    var site: CodeSite { CodeSite(file: environment.file, line: call.line) }

    /// The view type whose body declares it: `ProfileView`.
    var viewType: String { environment.owner ?? "View" }

    /// The argument labelled `label`.
    func argument(_ label: String) -> CodeValue? {
        call.arguments.first { $0.label == label }?.value
    }

    /// The closures it is given, with their labels, in order.
    var closures: [(label: String?, closure: CodeClosure)] {
        call.arguments.compactMap { argument in
            if case .closure(let closure) = argument.value { return (argument.label, closure) }
            return nil
        }
    }

    /// The view it shows: a sheet's or a destination's content closure, a link's `destination:`.
    var content: CodeValue? {
        if let destination = argument("destination") { return destination }
        let labelled = closures.first { $0.label == "content" || $0.label == "destination" }
        if let labelled { return .closure(labelled.closure) }
        switch kind {
        case .navigationLink:
            // `NavigationLink { Detail() } label: { … }`, `NavigationLink("Title") { Detail() }`; a value link's closure is its label.
            guard linkValue == nil else { return nil }
            return closures.first { $0.label == nil }.map { .closure($0.closure) }
        default:
            return closures.last { $0.label == nil }.map { .closure($0.closure) }
        }
    }
}

/// What SwiftUI adds to an object the code import follows.
struct SwiftUIPart {
    /// On a SwiftUI view: the view controller that shows it (its hosting controller, or the container its body is).
    var shownBy: Int?
    /// On a view controller: the navigation its SwiftUI content declares, in source order.
    var sites: [SwiftUISite] = []
    /// On a view controller: the sites the code drove with a value, performed for that value
    /// alone: the `.navigationDestination(for:)` a value link or an append pushed from, the
    /// `.sheet(item:)` whose item the code set.
    var valueDrivenSites: Set<CodeSite> = []
    /// On a navigation controller: a `NavigationStack`'s (or `NavigationView`'s), which SwiftUI's links push onto (R62).
    var isStack = false
    /// On a `TabView`'s tab bar controller: each tab's `.tag` (or `Tab(value:)`), in tab order.
    var tabTags: [String?] = []
    /// On a view: it was given its content as a trailing closure (`PlatformNavigationStack { … }`),
    /// so it wraps a screen rather than being one.
    var wrapsContent = false
    /// On an app's hosting controller subclass given its view when it is made
    /// (`WrapperHostingController(rootView: SyncView())`): the view's type, which names the box.
    var hostedView: String?
}

extension SwiftUISite {
    /// `.navigationDestination(for: Route.self)`, TCA's `NavigationStack(path:) { … } destination: { … }`:
    /// what it shows depends on a value pushed onto the stack.
    var isValueDestination: Bool {
        kind == .navigationDestination && (argument("for") != nil || isStackElementDestination)
    }

    /// TCA's `NavigationStack(path:) { … } destination: { store in switch store.case { … } }` (`TCALowering.stackDestination`).
    var isStackElementDestination: Bool {
        call.swiftUI == .navigationStack
    }

    /// A value link's value, with its label: `NavigationLink(value: Route.a)`, TCA's `NavigationLink(state: Path.State.a(…))`.
    var linkValue: (label: String, value: CodeValue)? {
        guard kind == .navigationLink else { return nil }
        return ["value", "state"].lazy.compactMap { label in self.argument(label).map { (label, $0) } }.first
    }

    /// The property a `.sheet(item: $router.presentedSheet)` (or a cover's, a popover's) binds: `presentedSheet`.
    var itemBinding: String? { Self.itemBinding(kind, call) }

    static func itemBinding(_ kind: SwiftUINavigation, _ call: CodeCall) -> String? {
        guard [.sheet, .fullScreenCover, .popover].contains(kind) else { return nil }
        switch call.arguments.first(where: { $0.label == "item" })?.value {
        case .name(let name)?, .member(_, let name)?: return String(name.drop { $0 == "$" })
        default: return nil
        }
    }

    /// The type a `.navigationDestination(for: Route.self)` takes.
    var destinationType: String? {
        switch argument("for") {
        case .member(.name(let type)?, "self")?: return type
        case .name(let type)?: return type
        default: return nil
        }
    }

    /// How a comment names it: `.sheet`, `.navigationDestination(for: Route.self)`.
    var described: String {
        guard kind == .navigationDestination else { return kind.written }
        if isStackElementDestination { return "NavigationStack(path:) destination" }
        if argument("for") != nil { return ".navigationDestination(for: \(destinationType ?? "a type").self)" }
        return argument("isPresented") != nil ? ".navigationDestination(isPresented:)" : ".navigationDestination(item:)"
    }
}
