import UIKit

final class TransferViewController: UIViewController {
    @objc private func send() {
        guard validate() else { return showFailure() }
        navigationController?.pushViewController(ReceiptViewController(), animated: true)
    }

    private func validate() -> Bool { false }

    @objc private func schedule() {
        func finish(_ result: Result<Date, Error>) {
            DispatchQueue.main.async {
                switch result {
                case .success:
                    let done = UIAlertController(title: "Scheduled", message: nil, preferredStyle: .alert)
                    done.addAction(UIAlertAction(title: "OK", style: .default))
                    self.present(done, animated: true)
                case .failure:
                    self.showFailure()
                }
            }
        }
        Bank.schedule(completion: finish)
    }
}

final class ReceiptViewController: UIViewController {
    @objc private func printReceipt() {
        showFailure()
    }
}
