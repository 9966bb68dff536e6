import UIKit

final class InboxViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(MessageViewController(), animated: true)
    }
}

final class MessageViewController: UIViewController {}

final class SentViewController: UITableViewController {}
