import UIKit

/// The list of workouts: a tap opens one, the gear opens the settings.
final class WorkoutsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Workouts"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gear"), primaryAction: UIAction { [weak self] _ in self?.openSettings() })
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(WorkoutViewController(), animated: true)
    }

    private func openSettings() {
        let settings = UINavigationController(rootViewController: PairingViewController())
        present(settings, animated: true)
    }
}
