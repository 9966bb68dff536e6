import UIKit

final class ArticleViewController: UIViewController {
    private let article: Article

    init(article: Article) {
        self.article = article
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func showComments() {
        let comments = CommentsViewController(articleID: article.id)
        show(comments, sender: self)
    }

    @objc func share() {
        let activity = UIActivityViewController(activityItems: [article.url], applicationActivities: nil)
        present(activity, animated: true)
    }
}
