import UIKit

final class MainTabBarController: UITabBarController {
    private weak var coordinator: SceneCoordinator?

    init(coordinator: SceneCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        let home = ChirpNavigationController(rootViewController: HomeViewController(coordinator: coordinator))
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let me = ChirpNavigationController(rootViewController: ProfileViewController(name: "me"))
        me.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 1)
        if FeatureFlag.searchTab.enabled {
            let search = ChirpNavigationController(rootViewController: SearchViewController())
            search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 2)
            viewControllers = [home, search, me]
        } else {
            viewControllers = [home, me]
        }
        if FeatureFlag.messagesTab.enabled {
            viewControllers?.append(ChirpNavigationController(rootViewController: MessagesViewController()))
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
