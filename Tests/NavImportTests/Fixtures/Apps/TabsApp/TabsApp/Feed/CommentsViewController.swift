import UIKit

final class CommentsViewController: UITableViewController {
    let articleID: String

    init(articleID: String) {
        self.articleID = articleID
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func done() {
        navigationController?.popViewController(animated: true)
    }
}
