import UIKit

final class AccountsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [weak self] _ in self?.showFailure() }, for: .valueChanged)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(TransferViewController(), animated: true)
    }
}
