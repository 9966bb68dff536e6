import NavFlowWriting
import NavLanguage

/// One scene's view controller in a storyboard, with the segues that start in it.
package struct StoryboardController: Sendable {
    /// The element: `viewController`, `navigationController`, `tabBarController`,
    /// `splitViewController`, `tableViewController`, `hostingController`,
    /// `viewControllerPlaceholder`...
    package let element: String
    package let id: String
    package let storyboardIdentifier: String?
    package let customClass: String?
    package let title: String?
    /// The label Xcode's document outline shows, when the developer gave one.
    package let userLabel: String?
    /// The titles of its own `navigationItem` and `tabBarItem`.
    package var navigationItemTitle: String? = nil
    package var tabBarItemTitle: String? = nil
    /// Nil when the storyboard names no style `.nav` has.
    package let modalPresentationStyle: PresentationStyle?
    /// A storyboard reference's target: the storyboard's name and, optionally, the
    /// identifier of the scene in it (else its initial view controller).
    package let storyboardName: String?
    package let referencedIdentifier: String?
    package let location: SourceLocation
    package var segues: [StoryboardSegue] = []

    /// A storyboard reference (`isReference`) is `.plain` here.
    package var kind: ViewControllerKind {
        switch element {
        case "navigationController": return .navigation
        case "tabBarController": return .tabBar
        case "splitViewController": return .split
        default: return .plain
        }
    }

    /// A reference to a scene of another storyboard, not a view controller of its own.
    package var isReference: Bool {
        element == "viewControllerPlaceholder"
    }

    /// The UIKit class of a view-controller element `.nav` has no kind for (the diagrams
    /// show it under the name); nil for `viewController` and the containers.
    package var uikitClass: String? {
        Self.uikitClasses[element]
    }

    private static let uikitClasses = [
        "tableViewController": "UITableViewController", "collectionViewController": "UICollectionViewController",
        "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
        "glkViewController": "GLKViewController", "avPlayerViewController": "AVPlayerViewController",
    ]

    /// The relationship segues of a container, with `relationship` (tabs keep their order).
    package func relationships(_ relationship: StoryboardSegue.Relationship) -> [StoryboardSegue] {
        segues.filter { $0.kind == .relationship && $0.relationship == relationship }
    }
}
