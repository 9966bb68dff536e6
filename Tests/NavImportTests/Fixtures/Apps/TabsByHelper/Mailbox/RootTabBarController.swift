import UIKit

/// Three tabs, each a navigation controller made by one helper.
final class RootTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTabs()
    }

    private func setUpTabs() {
        var tabs = [makeTab(InboxViewController(), title: "Inbox", symbol: "tray")]
        tabs.append(makeTab(SentViewController(), title: "Sent", symbol: "paperplane"))
        tabs += [makeTab(AccountViewController(), title: "Account", symbol: "person")]
        viewControllers = tabs
    }

    private func makeTab(_ root: UIViewController, title: String, symbol: String) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
        return navigation
    }
}
