import UIKit

final class FeedViewController: UITableViewController {
    private var articleIDs: [Int] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        (tabBarController as? MainTabBarController)?.openArticle(articleIDs[indexPath.row])
    }
}

final class ArticleViewController: UIViewController {
    let articleID: Int

    init(articleID: Int) {
        self.articleID = articleID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
