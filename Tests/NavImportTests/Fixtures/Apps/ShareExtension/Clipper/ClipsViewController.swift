import UIKit

/// Saved clips: a tap reads one.
final class ClipsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        show(ClipViewController(), sender: self)
    }
}

final class ClipViewController: UIViewController {}
