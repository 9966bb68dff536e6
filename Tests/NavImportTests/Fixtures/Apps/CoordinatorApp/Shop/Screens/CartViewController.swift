import UIKit

final class CartViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    @objc func continueTapped() {
        coordinator?.showPayment()
    }

    @objc func cancelTapped() {
        coordinator?.cancel()
    }
}
