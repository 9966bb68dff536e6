import UIKit

final class FeedViewController: UITableViewController {
    private var articles: [Article] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self,
                                                            action: #selector(compose))
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let article = articles[indexPath.row]
        let detail = ArticleViewController(article: article)
        navigationController?.pushViewController(detail, animated: true)
    }

    @objc private func compose() {
        let compose = ComposeViewController()
        let navigation = UINavigationController(rootViewController: compose)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }
}
