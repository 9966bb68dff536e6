import UIKit

final class LibraryViewController: UITableViewController {
    private var shows: [Show] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let show = ShowViewController(show: shows[indexPath.row])
        navigationController?.pushViewController(show, animated: true)
    }

    @objc func openSettings() {
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.modalPresentationStyle = .formSheet
        present(settings, animated: true)
    }
}

final class SettingsViewController: UITableViewController {
    @objc func done() {
        dismiss(animated: true)
    }
}
