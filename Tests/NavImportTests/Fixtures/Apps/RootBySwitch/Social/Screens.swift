import UIKit

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [UINavigationController(rootViewController: HomeViewController())]
    }
}

final class RootSplitViewController: UISplitViewController {}

final class HomeViewController: UIViewController {
    @objc func compose() { present(UINavigationController(rootViewController: ComposeViewController()), animated: true) }
}

final class ComposeViewController: UIViewController {}
