import UIKit

final class EditorViewController: UIViewController {
    var draft = Draft()

    @IBAction func done(_ sender: Any) {
        navigationController?.popViewController(animated: true)
    }
}
