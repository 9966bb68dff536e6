import UIKit

final class MessageViewController: UIViewController {
    var message: Message?

    @IBAction func forward(_ sender: Any) {
        let editor: EditorViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Editor")
        editor.draft = Draft(forwarding: message)
        show(editor, sender: self)
    }

    @IBAction func unwindToMessage(_ segue: UIStoryboardSegue) {}
}
