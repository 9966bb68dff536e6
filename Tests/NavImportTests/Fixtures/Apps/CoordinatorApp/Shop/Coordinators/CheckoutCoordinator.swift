import UIKit

/// Checkout, presented in its own navigation controller: the cart, then payment.
final class CheckoutCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    private weak var parent: CatalogCoordinator?

    init(navigationController: UINavigationController, parent: CatalogCoordinator) {
        self.navigationController = navigationController
        self.parent = parent
    }

    func start() {
        let cart = CartViewController()
        cart.coordinator = self
        navigationController.setViewControllers([cart], animated: false)
    }

    func showPayment() {
        let payment = PaymentViewController()
        payment.coordinator = self
        navigationController.pushViewController(payment, animated: true)
    }

    func cancel() {
        navigationController.dismiss(animated: true)
    }

    func didPay() {
        parent?.checkoutDidFinish(self)
    }
}
