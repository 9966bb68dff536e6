import NavLanguage

/// The UIKit class family of a view controller, which decides its container behaviour.
public enum ViewControllerKind: String, Sendable, Hashable {
    case viewController, navigationController, tabBarController, splitViewController
    /// A UIAlertController: presented only, never a container (R53).
    case alertController

    /// The kind of instance a name's first constructor made.
    public init(_ declared: DeclaredViewController.Kind) {
        switch declared {
        case .viewController: self = .viewController
        case .navigationController: self = .navigationController
        case .tabBarController: self = .tabBarController
        case .splitViewController: self = .splitViewController
        case .alertController: self = .alertController
        }
    }

    /// The UIKit class name used when the flow declares none.
    public var uikitClassName: String {
        switch self {
        case .viewController: return "UIViewController"
        case .navigationController: return "UINavigationController"
        case .tabBarController: return "UITabBarController"
        case .splitViewController: return "UISplitViewController"
        case .alertController: return "UIAlertController"
        }
    }

    /// A UIKit container class: its children are its stack, tabs or columns.
    public var isContainer: Bool {
        self == .navigationController || self == .tabBarController || self == .splitViewController
    }

    /// The class of the root view UIKit gives this kind of view controller (for dumps).
    public var viewClassName: String {
        isContainer ? "UILayoutContainerView" : "UIView"
    }
}
