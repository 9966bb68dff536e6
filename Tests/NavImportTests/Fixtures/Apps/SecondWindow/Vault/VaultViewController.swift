import UIKit

final class VaultViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(SecretViewController(), animated: true)
    }
}

final class SecretViewController: UIViewController {}
