import UIKit

final class SceneCoordinator {
    private weak var sceneDelegate: SceneDelegate!
    private(set) weak var tabBarController: MainTabBarController!
    private(set) var rootViewController: UIViewController?
    init(sceneDelegate: SceneDelegate) { self.sceneDelegate = sceneDelegate }
    func setup() {
        let rootViewController: UIViewController
        switch UIDevice.current.userInterfaceIdiom {
            case .phone:
                let viewController = MainTabBarController()
                self.tabBarController = viewController
                rootViewController = viewController
            default:
                let split = RootSplitViewController()
                rootViewController = split
        }
        sceneDelegate.window?.rootViewController = rootViewController
        self.rootViewController = rootViewController
    }
}
