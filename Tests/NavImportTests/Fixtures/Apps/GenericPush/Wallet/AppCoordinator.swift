import SwiftUI
import UIKit

final class AppCoordinator {
    private let navigationController: UINavigationController
    private let account = Account.current

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = instantiate(HomeViewController.self)
        home.coordinator = self
        navigationController.setViewControllers([home], animated: false)
    }

    func showProfile() {
        push(ProfileView(account: account))
    }

    func showHistory() {
        let history = instantiate(HistoryViewController.self)
        history.transactions = account.transactions
        push(history)
    }

    func signOut() {
        confirm("Sign out of \(account.name)?") { [weak self] in
            self?.showSignIn()
        }
    }

    private func showSignIn() {
        let signIn = SignInViewController()
        signIn.modalPresentationStyle = .fullScreen
        navigationController.present(signIn, animated: true)
    }

    // MARK: - Helpers

    func push<V: View>(_ view: V) {
        let hostingController = UIHostingController(rootView: view)
        hostingController.navigationItem.largeTitleDisplayMode = .never
        push(hostingController)
    }

    func push(_ viewController: UIViewController) {
        navigationController.pushViewController(viewController, animated: true)
    }

    func instantiate<T: UIViewController>(_ type: T.Type) -> T {
        let viewController = type.init(nibName: nil, bundle: nil)
        viewController.navigationItem.backButtonDisplayMode = .minimal
        return viewController
    }

    func confirm(_ title: String, then action: @escaping () -> Void) {
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Continue", style: .destructive) { _ in
            action()
        })
        navigationController.present(alert, animated: true)
    }
}
