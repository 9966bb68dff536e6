import UIKit

final class WelcomeViewController: UIViewController {
    private weak var coordinator: SceneCoordinator?

    init(coordinator: SceneCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let logIn = UIButton(type: .system)
        logIn.setTitle("Log In", for: .normal)
        logIn.addTarget(self, action: #selector(logInTapped), for: .touchUpInside)
        view.addSubview(logIn)
    }

    @objc private func logInTapped() {
        coordinator?.present(scene: .login, from: self, transition: .show)
    }
}
