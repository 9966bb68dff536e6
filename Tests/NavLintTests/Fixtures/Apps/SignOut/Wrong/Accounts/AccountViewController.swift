import UIKit

/// The account screen: its settings sheet signs out, then the login screen shows.
final class AccountViewController: UIViewController {
    @objc private func openSettings() {
        let settings = AccountSettingsViewController()
        settings.onSignOut = { [weak self] in self?.signOut() }
        present(UINavigationController(rootViewController: settings), animated: true)
    }

    private func signOut() {
        dismiss(animated: true)
        let login = LoginViewController()
        login.modalPresentationStyle = .fullScreen
        present(login, animated: true)
    }
}

final class AccountSettingsViewController: UIViewController {
    var onSignOut: (() -> Void)?
}

final class LoginViewController: UIViewController {}
