import UIKit

/// The note list, in Swift: the app mixes both languages.
@objc class NotesViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let editor = EditorViewController()
        navigationController?.pushViewController(editor, animated: true)
    }
}
