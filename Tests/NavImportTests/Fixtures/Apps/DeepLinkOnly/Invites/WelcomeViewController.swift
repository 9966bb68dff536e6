import UIKit

/// The first-run welcome, shown by the Objective-C launch code (WelcomePresenter.m).
@objc final class WelcomeViewController: UIViewController {
    @objc private func start() {
        dismiss(animated: true)
    }
}
