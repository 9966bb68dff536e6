import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let library = UINavigationController(rootViewController: LibraryViewController())
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "square.stack"), tag: 0)
        let search = UINavigationController(rootViewController: SearchViewController())
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)

        let tabs = UITabBarController()
        tabs.viewControllers = [library, search]
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }
}
