import UIKit

final class MainTabBarController: UITabBarController {
    private let player = PlayerViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The mini player sits over the tab bar: a child of the tab bar controller, not a tab.
        addChild(player)
        view.addSubview(player.view)
        player.didMove(toParent: self)
    }

    func openArticle(_ articleID: Int) {
        guard let navigationController = selectedViewController as? UINavigationController else { return }
        navigationController.popToRootViewController(animated: false)
        navigationController.pushViewController(ArticleViewController(articleID: articleID), animated: true)
    }
}
