import UIKit

final class TransferViewController: UIViewController {
    @objc private func send() {
        guard validate() else { return showFailure() }
        navigationController?.pushViewController(ReceiptViewController(), animated: true)
    }

    private func validate() -> Bool { false }
}

final class ReceiptViewController: UIViewController {
    @objc private func printReceipt() {
        showFailure()
    }
}
