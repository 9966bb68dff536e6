import UIKit

final class OnboardingViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    @objc private func signIn() {
        let signIn = SignInViewController()
        signIn.modalPresentationStyle = .formSheet
        present(signIn, animated: true)
    }
}

final class SignInViewController: UIViewController {
    @objc private func cancel() {
        dismiss(animated: true)
    }
}
