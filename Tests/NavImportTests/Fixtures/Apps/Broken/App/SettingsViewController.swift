import UIKit

final class SettingsViewController: UIViewController {
    @objc func close() {
        dismiss(animated: true
    }

    @objc func openHelp() {
        present(HelpViewController(), animated: true)
    }
}
