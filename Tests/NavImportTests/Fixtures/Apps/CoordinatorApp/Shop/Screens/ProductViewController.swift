import UIKit

final class ProductViewController: UIViewController {
    weak var coordinator: CatalogCoordinator?
    var onShowReviews: (() -> Void)?
    private let product: Product

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func reviewsTapped() {
        onShowReviews?()
    }

    @objc func buyTapped() {
        coordinator?.showCheckout()
    }
}
