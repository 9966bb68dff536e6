import UIKit

final class PaymentViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    @objc func payTapped() {
        coordinator?.didPay()
    }
}
