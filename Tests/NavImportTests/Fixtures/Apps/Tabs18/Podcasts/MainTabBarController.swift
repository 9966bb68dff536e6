import UIKit

/// iOS 18's tabs: each UITab makes its view controller when it is first shown.
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabs = [
            UITab(title: "Listen Now", image: UIImage(systemName: "play.circle"), identifier: "listen") { _ in
                UINavigationController(rootViewController: ListenNowViewController())
            },
            UITab(title: "Library", image: UIImage(systemName: "square.stack"), identifier: "library") { _ in
                UINavigationController(rootViewController: LibraryViewController())
            },
            UISearchTab { _ in
                UINavigationController(rootViewController: SearchViewController())
            },
        ]
    }
}
