import UIKit

final class InboxViewController: UITableViewController {
    private var messages: [Message] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showMessage", sender: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showMessage", let message = segue.destination as? MessageViewController,
           let indexPath = sender as? IndexPath {
            message.message = messages[indexPath.row]
        }
    }

    @IBAction func newMessage(_ sender: UIBarButtonItem) {
        guard let editor = storyboard?.instantiateViewController(withIdentifier: "Editor") as? EditorViewController else { return }
        editor.draft = Draft()
        navigationController?.pushViewController(editor, animated: true)
    }
}
