import NavCodeFacts

/// Which types are the app's SwiftUI views and which screen a view is: the names a view
/// gives its box (a wrapper's is the view inside it) and what a closure or getter builds.
extension SwiftUILowering {
    /// The app's view a view shows, which names its screen: a wrapper's (`FadeInView { DialogView() }`)
    /// is the one view it keeps, through wrappers.
    func shownViewType(_ view: Int, depth: Int = 0) -> String {
        let kept = keptViews(of: view)
        guard heap[view].swiftUI.wrapsContent, depth < Self.maximumViewDepth, kept.count == 1, let type = appViewType(of: kept[0]) else {
            return heap[view].className
        }
        return kept[0].object.map { shownViewType($0, depth: depth + 1) } ?? type
    }

    /// The app's views a view keeps in its properties (a wrapper's content), in the properties' order.
    func keptViews(of view: Int) -> [CodeReferent] {
        heap[view].properties.sorted { $0.key < $1.key }.map(\.value).filter { appViewType(of: $0) != nil }
    }

    /// The app's view type of `value`: a view the code made, or one known only by its type.
    func appViewType(of value: CodeReferent) -> String? {
        switch value {
        case .object(let view): return isAppView(heap[view].className) ? heap[view].className : nil
        case .instance(let type, _): return isAppView(type) ? type : nil
        default: return nil
        }
    }

    /// Whether statements (a closure's, a getter's) show one of the app's views (`{ SettingsView() }`)
    /// or a view a value holds (`{ presented.route.destination }`): what they return is a screen.
    func buildsView(_ statements: [CodeStatement]) -> Bool {
        Self.viewValues(statements).contains { value in
            switch Self.peeled(value).core {
            case .call(let call): return Self.typeName(call).map(isAppView) == true
            case .member(let base?, _): return Self.chainRoot(base) != nil
            default: return false
            }
        }
    }

    /// `presented` of `presented.route`: the name a chain of properties starts at (reading it
    /// runs no code of the app's but getters); nil for anything else.
    static func chainRoot(_ value: CodeValue) -> String? {
        switch value {
        case .name(let name): return name
        case .member(let base?, _): return chainRoot(base)
        default: return nil
        }
    }

    /// Whether a property's declared type is a view (`some View`, read as `View`; `AnyView`; one of the app's): reading it builds views only.
    func isViewType(_ type: String?) -> Bool {
        guard let type else { return false }
        return type == "View" || type == "AnyView" || isAppView(type)
    }

    /// The screen a view expression shows (`screenType(of:)` of its type): a construction of an
    /// app view, or a property of the view being read whose getter is one (`serversList`,
    /// `var serversList: some View { ServersListView(…) }`).
    func screenType(of value: CodeValue, _ environment: CodeEnvironment) -> String? {
        if case .call(let call) = value { return Self.typeName(call).flatMap { screenType(of: $0) } }
        return viewProperty(value, environment).flatMap { Self.soleViewType($0.0) }.flatMap { screenType(of: $0) }
    }

    /// The app's view whose screen a view of `type` is: its own, or through a body that is one
    /// other app view with modifiers (`ContainerView().overlay { … }`), that view's. Nil for a
    /// type that is not one of the app's views.
    func screenType(of type: String, depth: Int = 0) -> String? {
        guard isAppView(type) else { return nil }
        guard depth < 4, let getter = code.property("body", in: type)?.facts.getter, let inner = Self.soleViewType(getter) else { return type }
        return screenType(of: inner, depth: depth + 1) ?? type
    }

    /// The type the one view `statements` build constructs, with its modifiers (`ServersView().padding()`).
    private static func soleViewType(_ statements: [CodeStatement]) -> String? {
        let values = viewValues(statements)
        guard values.count == 1, case .call(let call) = peeled(values[0]).core else { return nil }
        return typeName(call)
    }

    /// A type the app declares as a SwiftUI `View`.
    func isAppView(_ type: String) -> Bool {
        guard let declared = code.type(type), declared.kind != .extension else { return false }
        return declared.inherits.contains { ["View", "UIViewControllerRepresentable"].contains($0) }
    }
}
