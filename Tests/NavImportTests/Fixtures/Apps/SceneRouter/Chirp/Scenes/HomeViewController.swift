import UIKit

final class HomeViewController: UITableViewController {
    private weak var coordinator: SceneCoordinator?

    init(coordinator: SceneCoordinator) {
        self.coordinator = coordinator
        super.init(style: .plain)
        title = "Home"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(settingsTapped))
    }

    @objc private func settingsTapped() {
        coordinator?.present(scene: .settings, from: self, transition: .modal(animated: true))
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.present(scene: .profile(name: "author"), from: self, transition: .show)
    }
}
