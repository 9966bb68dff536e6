import UIKit

final class TeamViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(MemberViewController(), animated: true)
    }
}

final class MemberViewController: UIViewController {}
