/// A SwiftUI navigation construct, told by the reader from a call's name and argument
/// labels: a container (`NavigationStack { … }`), a link, or a modifier that presents or
/// pushes (`.sheet(isPresented:)`). NavImport turns each into the UIKit it runs on.
public enum SwiftUINavigation: String, Codable, Sendable, CaseIterable {
    case navigationStack, navigationView, tabView, navigationSplitView, navigationLink
    case sheet, fullScreenCover, popover, navigationDestination, alert, confirmationDialog

    /// The construct a call of `name` makes: a container or a link when it is called by its
    /// type's name (`NavigationStack(path: $path) { … }`), a modifier (`.sheet(item: $item) { … }`,
    /// or `sheet(item:)` on `self` in a `View` extension) when it takes the labels SwiftUI's
    /// own take; nil for any other call (an app's `router.sheet(for:)`, UIKit's `alert(…)` helpers).
    /// `bindsState`: its one argument is a binding (`.alert($store.scope(state: \.alert, …))`,
    /// The Composable Architecture's and SwiftUI Navigation's alerts over optional state).
    public init?(name: String, labels: [String?], bindsState: Bool = false) {
        if name.first?.isUppercase == true {
            switch name {
            case "NavigationStack": self = .navigationStack
            case "NavigationView": self = .navigationView
            case "TabView": self = .tabView
            case "NavigationSplitView": self = .navigationSplitView
            case "NavigationLink": self = .navigationLink
            default: return nil
            }
            return
        }
        // The Composable Architecture's before 1.7 take a store of optional state: `.sheet(store: store.scope(…)) { store in … }`.
        let presents = labels.contains { ["isPresented", "item"].contains($0) } || labels.first == "store"
        switch name {
        case "sheet" where presents: self = .sheet
        case "fullScreenCover" where presents: self = .fullScreenCover
        case "popover" where presents: self = .popover
        case "navigationDestination" where presents || labels.contains("for"): self = .navigationDestination
        // Any single binding to optional alert state (`.alert($store.scope(state: \.alert, …))`).
        case "alert" where presents || bindsState: self = .alert
        case "confirmationDialog" where presents || bindsState: self = .confirmationDialog
        default: return nil
        }
    }

    /// How the code writes it, for comments: `.sheet`, `NavigationLink`.
    public var written: String {
        switch self {
        case .navigationStack: "NavigationStack"
        case .navigationView: "NavigationView"
        case .tabView: "TabView"
        case .navigationSplitView: "NavigationSplitView"
        case .navigationLink: "NavigationLink"
        default: "." + rawValue
        }
    }
}
