import UIKit

/// The share extension's sheet: not a screen of the app.
final class ShareViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        present(UINavigationController(rootViewController: TagPickerViewController()), animated: true)
    }
}

final class TagPickerViewController: UIViewController {}
