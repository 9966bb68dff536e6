import UIKit

final class ReviewsViewController: UITableViewController {
    let productID: String

    init(productID: String) {
        self.productID = productID
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func close() {
        dismiss(animated: true)
    }
}
