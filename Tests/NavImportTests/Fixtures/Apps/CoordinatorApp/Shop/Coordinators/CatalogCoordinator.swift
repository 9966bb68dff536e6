import UIKit

/// The catalog: the product list, a product, its reviews, and the way to checkout.
final class CatalogCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = ProductListViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }

    func showProduct(_ product: Product) {
        let detail = ProductViewController(product: product)
        detail.coordinator = self
        detail.onShowReviews = { [weak self] in
            self?.showReviews(for: product)
        }
        navigationController.pushViewController(detail, animated: true)
    }

    private func showReviews(for product: Product) {
        let reviews = ReviewsViewController(productID: product.id)
        let sheet = UINavigationController(rootViewController: reviews)
        sheet.modalPresentationStyle = .pageSheet
        navigationController.present(sheet, animated: true)
    }

    func showCheckout() {
        let checkoutNavigation = UINavigationController()
        let checkout = CheckoutCoordinator(navigationController: checkoutNavigation, parent: self)
        childCoordinators.append(checkout)
        checkout.start()
        navigationController.present(checkoutNavigation, animated: true)
    }

    func checkoutDidFinish(_ checkout: CheckoutCoordinator) {
        childCoordinators.removeAll { $0 === checkout }
        navigationController.dismiss(animated: true)
        navigationController.popToRootViewController(animated: false)
    }
}
