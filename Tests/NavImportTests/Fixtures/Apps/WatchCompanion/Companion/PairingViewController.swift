import UIKit

/// Pairs the watch; Done closes it.
final class PairingViewController: UIViewController {
    @objc private func done() {
        dismiss(animated: true)
    }
}
