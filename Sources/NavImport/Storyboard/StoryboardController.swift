import NavLanguage

/// One scene's view controller in a storyboard, with the segues that start in it.
struct StoryboardController: Sendable {
    /// The element: `viewController`, `navigationController`, `tabBarController`,
    /// `splitViewController`, `tableViewController`, `hostingController`,
    /// `viewControllerPlaceholder`...
    let element: String
    let id: String
    let storyboardIdentifier: String?
    let customClass: String?
    let title: String?
    /// The label Xcode's document outline shows, when the developer gave one.
    let userLabel: String?
    /// The titles of its own `navigationItem` and `tabBarItem`.
    var navigationItemTitle: String? = nil
    var tabBarItemTitle: String? = nil
    /// Nil when the storyboard names no style `.nav` has.
    let modalPresentationStyle: PresentationStyle?
    /// A storyboard reference's target: the storyboard's name and, optionally, the
    /// identifier of the scene in it (else its initial view controller).
    let storyboardName: String?
    let referencedIdentifier: String?
    let location: SourceLocation
    var segues: [StoryboardSegue] = []

    enum Kind { case plain, navigation, tabBar, split, reference }

    var kind: Kind {
        switch element {
        case "navigationController": return .navigation
        case "tabBarController": return .tabBar
        case "splitViewController": return .split
        case "viewControllerPlaceholder": return .reference
        default: return .plain
        }
    }

    /// The relationship segues of a container, with `relationship` (tabs keep their order).
    func relationships(_ relationship: StoryboardSegue.Relationship) -> [StoryboardSegue] {
        segues.filter { $0.kind == .relationship && $0.relationship == relationship }
    }
}
