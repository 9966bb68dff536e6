/// The UIKit class family of a view controller, which decides its container behaviour.
public enum ViewControllerKind: String, Sendable, Hashable {
    case viewController, navigationController, tabBarController, splitViewController

    /// The UIKit class name used when the flow declares none.
    public var uikitClassName: String {
        switch self {
        case .viewController: return "UIViewController"
        case .navigationController: return "UINavigationController"
        case .tabBarController: return "UITabBarController"
        case .splitViewController: return "UISplitViewController"
        }
    }

    /// The class of the root view UIKit gives this kind of view controller (for dumps).
    public var viewClassName: String {
        self == .viewController ? "UIView" : "UILayoutContainerView"
    }
}
