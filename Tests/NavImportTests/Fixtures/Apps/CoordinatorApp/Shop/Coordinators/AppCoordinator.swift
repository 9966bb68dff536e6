import UIKit

/// Starts the shop, and asks for a login first when there is no session.
final class AppCoordinator: Coordinator, LoginViewControllerDelegate {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    private let session: Session

    init(navigationController: UINavigationController, session: Session) {
        self.navigationController = navigationController
        self.session = session
    }

    func start() {
        let catalog = CatalogCoordinator(navigationController: navigationController)
        childCoordinators.append(catalog)
        catalog.start()
        if !session.isLoggedIn {
            showLogin()
        }
    }

    private func showLogin() {
        let login = LoginViewController()
        login.delegate = self
        login.modalPresentationStyle = .fullScreen
        navigationController.present(login, animated: false)
    }

    func loginViewControllerDidLogIn(_ controller: LoginViewController) {
        navigationController.dismiss(animated: true)
    }
}
