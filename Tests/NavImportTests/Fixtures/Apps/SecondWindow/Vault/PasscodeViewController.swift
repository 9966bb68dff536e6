import UIKit

/// Four digits, then the lock goes away.
final class PasscodeViewController: UIViewController {
    private func forgotPasscode() {
        present(UINavigationController(rootViewController: ResetViewController()), animated: true)
    }
}

final class ResetViewController: UIViewController {}
