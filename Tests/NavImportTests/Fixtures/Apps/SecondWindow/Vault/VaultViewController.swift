import UIKit

final class VaultViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(SecretViewController(), animated: true)
    }

    @objc private func showMenu() {
        ActionMenu().show(statusBarStyle: preferredStatusBarStyle)
    }
}

final class SecretViewController: UIViewController {}
