import UIKit

final class WelcomeViewController: UIViewController, NeedsCoordinator {
    weak var coordinator: SceneCoordinator! { willSet { precondition(!isViewLoaded) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        let logIn = UIButton(type: .system)
        logIn.setTitle("Log In", for: .normal)
        logIn.addTarget(self, action: #selector(logInTapped), for: .touchUpInside)
        view.addSubview(logIn)
    }

    @objc private func logInTapped() {
        _ = coordinator.present(scene: .login, from: self, transition: .show)
    }
}
