import UIKit

/// The app's three tabs, built in code.
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = UINavigationController(rootViewController: FeedViewController())
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)

        let search = UINavigationController(rootViewController: SearchViewController())
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)

        let profile = makeProfileTab()
        viewControllers = [feed, search, profile]
        selectedIndex = 0
    }

    private func makeProfileTab() -> UIViewController {
        let profile = ProfileViewController()
        let navigation = UINavigationController(rootViewController: profile)
        navigation.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 2)
        return navigation
    }
}
