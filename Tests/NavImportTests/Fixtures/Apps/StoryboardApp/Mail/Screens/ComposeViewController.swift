import UIKit

final class ComposeViewController: UIViewController {
    @IBAction func send(_ sender: Any) {
        Outbox.shared.send()
        dismiss(animated: true)
    }
}
