import UIKit

final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
    }

    @objc func post() {
        Drafts.shared.clear()
        dismiss(animated: true)
    }
}
